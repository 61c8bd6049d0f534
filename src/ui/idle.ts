/**
 * Runs `task` once the browser is idle after the first paint (a timeout where requestIdleCallback is missing).
 * Used to prefetch code that the first paint does not need but an early interaction will (dialogs, menus).
 * Under Jest it runs at once (jsdom is never idle the same way, and a timer could fire after the test ended).
 */
export function whenIdle(task: () => unknown): void {
  const run = () => {
    try {
      const result = task();
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // A prefetch that fails is retried by the real use.
    }
  };
  if (process.env.NODE_ENV === 'test') {
    run();
    return;
  }
  const w = window as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
}
