import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store';
import './endpoints';
import type { SupportSnapshot } from './snapshot';

/**
 * redux-persist's action: its reducer wraps the root one in the app, so the replay merges it the same way (level 2),
 * for the slices the blob holds (an older snapshot's `jobs` filters are no longer state).
 */
const REHYDRATE = 'persist/REHYDRATE';
type Sliced = Record<string, Record<string, unknown>>;
function rehydrated(state: RootState, action: UnknownAction): RootState {
  const payload = action.payload as Sliced | undefined;
  if (!payload || typeof payload !== 'object') return state;
  const next = { ...state } as unknown as Sliced;
  for (const key of ['session', 'smartmatch']) {
    if (payload[key] && typeof payload[key] === 'object') next[key] = { ...next[key], ...payload[key] };
  }
  return next as unknown as RootState;
}

export interface ReplayStep {
  state: RootState;
  /** The recorded action that led here (none for the initial state). */
  action: SupportSnapshot['actions'][number] | null;
  route: string;
  /** The reducers threw on this action: the state is the one before it. */
  failed: boolean;
}

/**
 * Re-runs the app's reducers (pure functions: no middleware, no listeners, no network) from the recorded initial
 * state over every recorded action. Step 0 is the initial state; step i the state after action i.
 */
export function replaySteps(snapshot: SupportSnapshot): ReplayStep[] {
  const first = snapshot.actions[0];
  const steps: ReplayStep[] = [{ state: snapshot.initialState, action: null, route: first?.route ?? snapshot.route, failed: false }];
  let state = snapshot.initialState;
  // The route of a step is where the candidate was when they did the next thing (or took the snapshot).
  snapshot.actions.forEach((recorded, i) => {
    let failed = false;
    try {
      state = recorded.type === REHYDRATE ? rehydrated(state, recorded.action) : rootReducer(state, recorded.action as UnknownAction);
    } catch {
      failed = true;
    }
    steps.push({ state, action: recorded, route: snapshot.actions[i + 1]?.route ?? snapshot.route, failed });
  });
  return steps;
}
