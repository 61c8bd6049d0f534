import { STORAGE_KEYS } from '@/config/constants';
import { clearTokens, isLoginCookieSet, readTokens, REMEMBERED_LOGIN_COOKIE_SECONDS, setLoginCookie, writeTokens } from './tokenStorage';

/** jsdom keeps cookie attributes to itself: watch what is written. */
function cookieWrites(): string[] {
  const writes: string[] = [];
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    writes.push(v);
    desc.set!.call(document, v);
  });
  return writes;
}

afterEach(() => jest.restoreAllMocks());

describe('token storage (spec 3, decisions.md §3 Remember Me)', () => {
  it('keeps a remembered pair in localStorage and a session pair in sessionStorage, under the spec keys', () => {
    writeTokens({ access: 'a1', refresh: 'r1', accessLifetime: 300 }, true);
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBe('a1');
    expect(window.localStorage.getItem(STORAGE_KEYS.refresh)).toBe('r1');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessLifetime)).toBe('300');
    writeTokens({ access: 'a2', refresh: 'r2' }, false);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.access)).toBe('a2');
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
    // A refreshed pair (no remember flag) stays where the pair lives.
    writeTokens({ access: 'a3', refresh: 'r3' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.refresh)).toBe('r3');
    expect(readTokens()).toMatchObject({ access: 'a3', refresh: 'r3' });
    clearTokens();
    expect(readTokens()).toBeNull();
  });

  it('makes the isLogin cookie outlive the browser session only with Remember Me', () => {
    const writes = cookieWrites();
    writeTokens({ access: 'a', refresh: 'r' }, true);
    setLoginCookie(true);
    expect(writes.at(-1)).toBe(`isLogin=true; path=/; max-age=${REMEMBERED_LOGIN_COOKIE_SECONDS}; SameSite=Lax`);
    writeTokens({ access: 'a', refresh: 'r' }, false);
    setLoginCookie(true);
    expect(writes.at(-1)).toBe('isLogin=true; path=/; SameSite=Lax');
    expect(isLoginCookieSet()).toBe(true);
    setLoginCookie(false);
    expect(isLoginCookieSet()).toBe(false);
  });
});
