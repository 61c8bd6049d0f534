import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { apiSlice } from '@/api/apiSlice';
import { apiStateHandedOver } from '@/api/handover';
import { HANDOVER_ELEMENT_ID, HANDOVER_VERSION, type HandedOverState } from '@/shared/serverRender';
import { syncClock } from '@/ui/clock';
import uiSlice from '@/ui/uiSlice';
import sessionSlice from '@/features/session/sessionSlice';
import jobsSlice, { jobSelected } from '@/features/jobs/jobsSlice';
import smartmatchSlice from '@/features/smartmatch/smartmatchSlice';
import { createActionLog, type ActionLog } from './actionLog';
import { devToolsOptions } from './devtools';
import { createSessionListeners } from './listeners';
import { persistConfig } from './persistence/persistConfig';
import routerSlice from './routerState';

export const rootReducer = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [jobsSlice.name]: jobsSlice.reducer,
  [smartmatchSlice.name]: smartmatchSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [routerSlice.name]: routerSlice.reducer,
  [apiSlice.reducerPath]: apiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Persist the non-secret slices with redux-persist (the app does; tests leave it off). Default false. */
  persist?: boolean;
  /** Redux DevTools with redacting sanitisers. Default: process.env.ENABLE_DEVTOOLS === 'true'. */
  devTools?: boolean;
  /**
   * The support replay's sandbox (issue 9): no persistence, no session listeners (they write the cookie and
   * tokens), no DevTools, no action log, and no thunk ever runs, so no API call can leave it. `replayStateSet`
   * replaces its whole state with a step of the replay.
   */
  sandbox?: boolean;
  /**
   * The state of the page the server rendered (issue 18, docs/rendering.md), put in before the first render so the
   * client hydrates with the same data (RTK Query's cache, through apiSlice's extractRehydrationInfo), the same
   * selected job and the server's clock.
   */
  handedOver?: HandedOverState | null;
}

/**
 * A server-rendered page carries its state in a `<script type="application/json">` block (data, never run: the CSP
 * allows no inline script). Null when there is none, it does not parse, it is of another version, or #root is empty:
 * the app then renders on its own, as for pages the server did not render.
 */
export function readHandedOverState(doc: Document, root: HTMLElement): HandedOverState | null {
  try {
    const state = root.firstElementChild && (JSON.parse(doc.getElementById(HANDOVER_ELEMENT_ID)?.textContent ?? '') as HandedOverState | null);
    return state && state.v === HANDOVER_VERSION ? state : null;
  } catch {
    return null;
  }
}

/** redux-persist's own actions carry functions (register, rehydrate callbacks): not ours to check. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** Sandbox only: the replay shows this state (a step recomputed from the snapshot). */
export const REPLAY_STATE_SET = 'support/replayStateSet';
export const replayStateSet = (state: RootState) => ({ type: REPLAY_STATE_SET, payload: state });

/** The answer a refused thunk gives: a settled promise shaped enough like RTK Query's for its hooks. */
export const SANDBOX_REFUSAL = { error: { status: 'CUSTOM_ERROR', error: 'Replay mode makes no API calls' } } as const;
function refusedThunk(): unknown {
  const promise = Promise.resolve(SANDBOX_REFUSAL);
  return Object.assign(promise, {
    arg: undefined,
    subscriptionOptions: undefined,
    abort: () => undefined,
    reset: () => undefined,
    unsubscribe: () => undefined,
    updateSubscriptionOptions: () => undefined,
    refetch: () => refusedThunk(),
    unwrap: () => Promise.reject(new Error(SANDBOX_REFUSAL.error.error)),
  });
}
/** Before the thunk middleware: functions (RTK Query's initiate, dialogs, logout) never run in the sandbox. */
const refuseThunks: Middleware = () => (next) => (action) => (typeof action === 'function' ? refusedThunk() : next(action));

const sandboxReducer: Reducer<RootState, UnknownAction> = (state, action) =>
  action.type === REPLAY_STATE_SET ? (action as ReturnType<typeof replayStateSet>).payload : rootReducer(state, action);

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sandbox = !!options.sandbox;
  // persistReducer only adds the `_persist` bookkeeping key: the state stays a RootState for everyone else.
  const reducer = sandbox
    ? (sandboxReducer as typeof rootReducer)
    : options.persist
      ? (persistReducer(persistConfig, rootReducer) as unknown as typeof rootReducer)
      : rootReducer;
  const listeners = createSessionListeners();
  const actionLog = createActionLog();
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => {
      const base = getDefault({
        // Both checks stay on in development and tests; the thresholds only quiet timing warnings on slow machines.
        serializableCheck: { ignoredActions: PERSIST_ACTIONS, warnAfter: 256 },
        immutableCheck: { warnAfter: 256 },
      });
      return sandbox
        ? base.prepend(refuseThunks).concat(apiSlice.middleware)
        : base.prepend(listeners.middleware).concat(actionLog.middleware, apiSlice.middleware);
    },
    devTools: sandbox ? false : devToolsOptions(options.devTools),
  });
  const handedOver = options.handedOver;
  if (handedOver) {
    store.dispatch(apiStateHandedOver(handedOver.api));
    if (handedOver.selectedJobId !== null) store.dispatch(jobSelected(handedOver.selectedJobId));
    syncClock(handedOver.now);
  }
  return Object.assign(store, { actionLog: sandbox ? null : (actionLog as ActionLog | null) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts rehydration and writing of a store made with `persist: true`; `onRehydrated` once the stored slices are back. */
export function persistAppStore(store: AppStore, onRehydrated?: () => void): Persistor {
  return persistStore(store, undefined, onRehydrated);
}
