import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { apiSlice } from '@/api/apiSlice';
import { clearTokens, isLoginCookieSet, removeLoginCookie, setLoginCookie } from '@/api/tokenStorage';
import { loggedIn, loggedOut, loginCookieChanged, selectIsLoggedIn, sessionTimedOut } from '@/features/session/sessionSlice';
import type { AppDispatch, RootState } from './store';

/**
 * Keeps the isLogin cookie (spec 3: what decides "logged in") and the session slice in step:
 * - session events write the cookie: loggedIn → 'true'; loggedOut / sessionTimedOut → cookie and tokens removed,
 *   and the RTK Query cache is dropped so no candidate data outlives the session;
 * - another tab changing the cookie is noticed when this tab regains focus (watchLoginCookie).
 */
export function createSessionListeners() {
  const listener = createListenerMiddleware();
  const start = listener.startListening.withTypes<RootState, AppDispatch>();

  start({
    actionCreator: loggedIn,
    effect: () => setLoginCookie(true),
  });

  start({
    matcher: isAnyOf(loggedOut, sessionTimedOut),
    effect: async (_action, api) => {
      removeLoginCookie();
      clearTokens();
      // Let the guards unmount candidate screens first, so the reset does not make them refetch.
      await api.delay(0);
      api.dispatch(apiSlice.util.resetApiState());
    },
  });

  start({
    actionCreator: loginCookieChanged,
    effect: async (action, api) => {
      if (action.payload) return;
      await api.delay(0);
      api.dispatch(apiSlice.util.resetApiState());
    },
  });

  return listener;
}

/** Re-reads the isLogin cookie when the tab comes back into view; returns a function that stops watching. */
export function watchLoginCookie(store: { getState: () => RootState; dispatch: AppDispatch }): () => void {
  const check = () => {
    const cookie = isLoginCookieSet();
    if (cookie !== selectIsLoggedIn(store.getState())) store.dispatch(loginCookieChanged(cookie));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
