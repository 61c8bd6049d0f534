import { STORAGE_KEYS } from '@/config/constants';
import { readCookie, readTokens } from '@/api/tokenStorage';
import { makeStore } from '@/app/store';
import { DEMO } from '@/testing/api';
import { sessionApi } from './sessionApi';
import { selectIsLoggedIn } from './sessionSlice';

// Real API round trips on a shared two-core machine.
jest.setTimeout(30_000);

/** The session owner (sessionListener.ts) against the real API: the mutation's answer alone moves the session. */
describe('session owner', () => {
  it('a login stores the pair where its `remember` argument says, then sets isLogin and the slice', async () => {
    const store = makeStore();
    const answer = await store.dispatch(sessionApi.endpoints.login.initiate({ email: DEMO.email, password: DEMO.password, remember: true })).unwrap();
    expect(answer.status).toBe('success');
    expect(window.localStorage.getItem(STORAGE_KEYS.refresh)).toBeTruthy();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.refresh)).toBeNull();
    expect(readCookie('isLogin')).toBe('true');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('without `remember` the pair goes to sessionStorage; a refused login then removes it and sets isLogin false', async () => {
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: DEMO.email, password: DEMO.password })).unwrap();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.access)).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
    const refused = await store.dispatch(sessionApi.endpoints.login.initiate({ email: DEMO.email, password: 'not-the-password' }));
    expect(refused.error).toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(readCookie('isLogin')).toBe('false');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
