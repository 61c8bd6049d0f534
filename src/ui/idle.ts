/**
 * Runs `task` once the browser is idle after the first paint (a timeout where requestIdleCallback is missing).
 * Used to prefetch code that the first paint does not need but an early interaction will (dialogs, menus), and to
 * swap the deferred fields in (ui/fields/deferredField.tsx). Tests take this same path: their jsdom gets a
 * requestIdleCallback from src/testing/idleCallback.ts.
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
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
}
