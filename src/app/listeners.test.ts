import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { landingApi } from '@/features/marketing/landingApi';
import type { LandingData } from '@/shared/apiTypes';
import { isLoginCookieSet, readTokens, setLoginCookie, removeLoginCookie, writeTokens } from '@/api/tokenStorage';
import { loggedIn, loggedOut, selectIsLoggedIn, sessionTimedOut } from '@/features/session/sessionSlice';
import { watchLoginCookie } from './listeners';

describe('session ↔ isLogin cookie', () => {
  it('starts logged out without the cookie and logged in with it', () => {
    expect(selectIsLoggedIn(makeStore().getState())).toBe(false);
    setLoginCookie(true);
    expect(selectIsLoggedIn(makeStore().getState())).toBe(true);
    setLoginCookie(false);
    expect(selectIsLoggedIn(makeStore().getState())).toBe(false);
  });

  it('loggedIn sets the cookie to true', () => {
    const store = makeStore();
    store.dispatch(loggedIn());
    expect(document.cookie).toMatch(/isLogin=true/);
    expect(isLoginCookieSet()).toBe(true);
  });

  it.each([
    ['loggedOut', loggedOut()],
    ['sessionTimedOut', sessionTimedOut()],
  ])('%s removes the cookie and the tokens and drops the API cache', async (_name, action) => {
    setLoginCookie(true);
    writeTokens({ access: 'a', refresh: 'r' }, true);
    const store = makeStore();
    await store.dispatch(landingApi.util.upsertQueryData('getLanding', undefined, { active_jobs_count: 1 } as LandingData));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    store.dispatch(action);
    expect(document.cookie).not.toMatch(/isLogin=/);
    expect(readTokens()).toBeNull();
    await waitFor(() => expect(Object.keys(store.getState().api.queries)).toHaveLength(0));
  });

  it('notices another tab logging out or in when this tab regains focus', () => {
    setLoginCookie(true);
    const store = makeStore();
    const stop = watchLoginCookie(store);
    removeLoginCookie();
    window.dispatchEvent(new Event('focus'));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    setLoginCookie(true);
    window.dispatchEvent(new Event('focus'));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    stop();
    removeLoginCookie();
    window.dispatchEvent(new Event('focus'));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});
