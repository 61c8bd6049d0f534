import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
export type { RootState, AppDispatch, AppStore };
/** A thunk of this app: `(dispatch, getState) => R`. */
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
