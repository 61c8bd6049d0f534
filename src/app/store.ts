import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiSlice } from '@/api/apiSlice';
import uiSlice from '@/ui/uiSlice';
import sessionSlice from '@/features/session/sessionSlice';
import jobsSlice from '@/features/jobs/jobsSlice';
import smartmatchSlice from '@/features/smartmatch/smartmatchSlice';

export const rootReducer = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [jobsSlice.name]: jobsSlice.reducer,
  [smartmatchSlice.name]: smartmatchSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [apiSlice.reducerPath]: apiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
