import { createListenerMiddleware } from '@reduxjs/toolkit';
import { isLoginCookieSet } from '@/api/tokenStorage';
import { startSessionListener } from '@/features/session/sessionListener';
import { loginCookieChanged, selectIsLoggedIn } from '@/features/session/sessionSlice';
import type { AppDispatch, RootState } from './store';

/**
 * The store's listeners: the session owner (features/session/sessionListener.ts), which keeps the tokens, the
 * isLogin cookie (spec 3: what decides "logged in") and the session slice in step. Another tab changing the
 * cookie is noticed when this tab regains focus (watchLoginCookie).
 */
export function createSessionListeners() {
  const listener = createListenerMiddleware();
  startSessionListener(listener.startListening.withTypes<RootState, AppDispatch>());
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
