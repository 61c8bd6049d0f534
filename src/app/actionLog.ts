import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * The last N actions with timestamps, for the support snapshot (issue 9). Cheap on purpose: per action it keeps a
 * reference to the action and to the state before it (Redux state is immutable, so that is a pointer, not a copy),
 * and reads location.pathname. Redaction happens only when a snapshot is taken, never on the hot path.
 */
export const ACTION_LOG_SIZE = 100;

export interface LoggedAction {
  /** Epoch milliseconds when the action was dispatched. */
  at: number;
  action: UnknownAction;
  /** The route the candidate was on when it happened (pathname + search). */
  route: string;
}

export interface ActionLog {
  middleware: Middleware;
  /** Oldest first. */
  entries(): LoggedAction[];
  /** The state just before the oldest entry: replay re-runs the reducers from here. */
  baseState(): unknown;
}

const QUERIES_ONLY = /\/internal_getRTKQSubscriptions$/;

function currentRoute(): string {
  // No window (server render), or one being torn down (a closed jsdom window after a test whose request answered
  // late): an action logged then must not crash the store's dispatch.
  try {
    return location.pathname + location.search;
  } catch {
    return '/';
  }
}

export function createActionLog(size = ACTION_LOG_SIZE): ActionLog {
  const ring: (LoggedAction & { before: unknown })[] = [];
  const middleware: Middleware = (api) => (next) => (action) => {
    // Thunks and other non-actions reach the reducers only through the plain actions they dispatch.
    if (!action || typeof action !== 'object' || typeof (action as UnknownAction).type !== 'string') return next(action);
    // RTK Query's hooks ask its middleware for the subscriptions with an action that never reaches a reducer.
    if (QUERIES_ONLY.test((action as UnknownAction).type)) return next(action);
    ring.push({ at: Date.now(), action: action as UnknownAction, route: currentRoute(), before: api.getState() });
    if (ring.length > size) ring.shift();
    return next(action);
  };
  return {
    middleware,
    entries: () => ring.map(({ at, action, route }) => ({ at, action, route })),
    baseState: () => ring[0]?.before,
  };
}
