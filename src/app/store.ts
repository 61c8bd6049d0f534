import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { apiSlice } from '@/api/apiSlice';
import uiSlice from '@/ui/uiSlice';
import sessionSlice from '@/features/session/sessionSlice';
import jobsSlice from '@/features/jobs/jobsSlice';
import smartmatchSlice from '@/features/smartmatch/smartmatchSlice';
import { devToolsOptions } from './devtools';
import { createSessionListeners } from './listeners';
import { persistConfig } from './persistence/persistConfig';

export const rootReducer = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [jobsSlice.name]: jobsSlice.reducer,
  [smartmatchSlice.name]: smartmatchSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [apiSlice.reducerPath]: apiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Persist the non-secret slices with redux-persist (the app does; tests leave it off). Default false. */
  persist?: boolean;
  /** Redux DevTools with redacting sanitisers. Default: process.env.ENABLE_DEVTOOLS === 'true'. */
  devTools?: boolean;
}

/** redux-persist's own actions carry functions (register, rehydrate callbacks): not ours to check. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  // persistReducer only adds the `_persist` bookkeeping key: the state stays a RootState for everyone else.
  const reducer = options.persist ? (persistReducer(persistConfig, rootReducer) as unknown as typeof rootReducer) : rootReducer;
  const listeners = createSessionListeners();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Both checks stay on in development and tests; the thresholds only quiet timing warnings on slow machines.
        serializableCheck: { ignoredActions: PERSIST_ACTIONS, warnAfter: 256 },
        immutableCheck: { warnAfter: 256 },
      })
        .prepend(listeners.middleware)
        .concat(apiSlice.middleware),
    devTools: devToolsOptions(options.devTools),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts rehydration and writing of a store made with `persist: true`. */
export function persistAppStore(store: AppStore): Persistor {
  return persistStore(store);
}
