import { act } from '@testing-library/react';

/**
 * `requestIdleCallback` for jsdom, which has none: an environment shim like formDataPolyfill, installed for every web
 * test by setupTests. With it, tests take the product's own start-up path (ui/idle.ts `whenIdle`): a deferred field
 * first renders its read-only stand-in, and the real field takes its place when the browser is idle — here in the
 * next macrotask, i.e. as soon as the test lets timers run (awaiting a user event, a findBy or a waitFor), like a
 * browser with nothing else to do after the first paint. A test that interacts with a field straight away meets the
 * stand-in, as a quick user does, and the stand-in loads the real field on the pointer or the focus.
 *
 * Stand-in tests call `holdIdle()`: then the browser is never idle until the test says so with `runIdleTasks()`.
 */
interface Pending {
  callback: IdleRequestCallback;
  timer?: ReturnType<typeof setTimeout>;
}

const pending = new Map<number, Pending>();
let nextId = 1;
let held = false;
const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

function runIdle(id: number): void {
  const task = pending.get(id);
  if (!task) return;
  pending.delete(id);
  task.callback(idleDeadline);
}

function requestIdle(callback: IdleRequestCallback): number {
  const id = nextId++;
  const task: Pending = { callback };
  // A held browser ignores the timeout option as well: the test alone decides when it is idle.
  if (!held) task.timer = setTimeout(() => runIdle(id), 0);
  pending.set(id, task);
  return id;
}

function cancelIdle(id: number): void {
  const task = pending.get(id);
  if (task?.timer) clearTimeout(task.timer);
  pending.delete(id);
}

/** Installs the shim on jsdom's window (setupTests). */
export function installIdleCallback(): void {
  window.requestIdleCallback = requestIdle;
  window.cancelIdleCallback = cancelIdle;
}

/** Drops what is still waiting for idle, so nothing of a finished test runs during the next one. */
export function cancelIdleTasks(): void {
  for (const id of [...pending.keys()]) cancelIdle(id);
}

/** For the rest of this test file the browser is never idle by itself (stand-in tests): see runIdleTasks. */
export function holdIdle(): void {
  held = true;
  for (const task of pending.values()) clearTimeout(task.timer);
}

/**
 * The browser is idle now: runs every task waiting for it and lets their work settle inside act, so a deferred field
 * has fetched its chunk and taken its stand-in's place when this resolves (a test that types into a field right after
 * the first render, as if the page had been open for a moment).
 */
export async function runIdleTasks(): Promise<void> {
  await act(async () => {
    for (const id of [...pending.keys()]) {
      clearTimeout(pending.get(id)?.timer);
      runIdle(id);
    }
    // The tasks' promises (a chunk's import, then the swap as a transition) resolve before this timer fires.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** How many tasks are waiting for the browser to be idle. */
export function idleTasksWaiting(): number {
  return pending.size;
}
