import { LOGIN_COOKIE, STORAGE_KEYS } from '@/config/constants';

/**
 * Client-side session data of spec 3, where decisions.md §3 puts it: Remember Me keeps the token keys in
 * localStorage, otherwise the same keys live in sessionStorage. TIMEOUT and message always use localStorage.
 */

export interface TokenPair {
  access: string;
  refresh: string;
  accessLifetime?: number;
}

function stores(): Storage[] {
  // The server's render (issue 18) has no storage: no tokens, a visitor.
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

export function readTokens(): TokenPair | null {
  for (const s of stores()) {
    const access = s.getItem(STORAGE_KEYS.access);
    const refresh = s.getItem(STORAGE_KEYS.refresh);
    if (access || refresh) {
      const lifetime = Number(s.getItem(STORAGE_KEYS.accessLifetime));
      return { access: access ?? '', refresh: refresh ?? '', accessLifetime: Number.isFinite(lifetime) ? lifetime : undefined };
    }
  }
  return null;
}

export function getAccessToken(): string | null {
  return readTokens()?.access || null;
}

export function getRefreshToken(): string | null {
  return readTokens()?.refresh || null;
}

/** Stores a new pair where the current pair lives (or per `remember` for a fresh login). */
export function writeTokens(pair: TokenPair, remember?: boolean): void {
  const inSession = remember === undefined ? window.sessionStorage.getItem(STORAGE_KEYS.refresh) !== null : !remember;
  const target = inSession ? window.sessionStorage : window.localStorage;
  const other = inSession ? window.localStorage : window.sessionStorage;
  for (const key of [STORAGE_KEYS.access, STORAGE_KEYS.refresh, STORAGE_KEYS.accessLifetime]) other.removeItem(key);
  target.setItem(STORAGE_KEYS.access, pair.access);
  target.setItem(STORAGE_KEYS.refresh, pair.refresh);
  if (pair.accessLifetime !== undefined) target.setItem(STORAGE_KEYS.accessLifetime, String(pair.accessLifetime));
}

export function clearTokens(): void {
  for (const s of stores()) {
    s.removeItem(STORAGE_KEYS.access);
    s.removeItem(STORAGE_KEYS.refresh);
    s.removeItem(STORAGE_KEYS.accessLifetime);
  }
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const p = part.trim();
    if (p.startsWith(prefix)) return decodeURIComponent(p.slice(prefix.length));
  }
  return null;
}

/** How long a Remember Me login cookie lives; renewed on every login and token refresh (the API's refresh lifetime). */
export const REMEMBERED_LOGIN_COOKIE_SECONDS = 7 * 24 * 3600;

/**
 * Writes the isLogin cookie. With Remember Me (the refresh token is in localStorage) it outlives the browser
 * session like the tokens do; otherwise it is a session cookie, ending with the sessionStorage tokens.
 */
export function setLoginCookie(loggedIn: boolean): void {
  const remembered = loggedIn && window.localStorage.getItem(STORAGE_KEYS.refresh) !== null;
  const maxAge = remembered ? `; max-age=${REMEMBERED_LOGIN_COOKIE_SECONDS}` : '';
  document.cookie = `${LOGIN_COOKIE}=${loggedIn ? 'true' : 'false'}; path=/${maxAge}; SameSite=Lax`;
}

export function removeLoginCookie(): void {
  document.cookie = `${LOGIN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

export function isLoginCookieSet(): boolean {
  return readCookie(LOGIN_COOKIE) === 'true';
}

export function setTimeoutFlag(): void {
  window.localStorage.setItem(STORAGE_KEYS.timeout, '1');
}

/** Reads and clears the TIMEOUT flag (spec 2.9). */
export function takeTimeoutFlag(): boolean {
  const set = window.localStorage.getItem(STORAGE_KEYS.timeout) === '1';
  window.localStorage.removeItem(STORAGE_KEYS.timeout);
  return set;
}

export function storeLoginMessage(message: string): void {
  window.localStorage.setItem(STORAGE_KEYS.message, message);
}

/** Reads and clears the stored `message` (spec 2.9). */
export function takeLoginMessage(): string | null {
  const m = window.localStorage.getItem(STORAGE_KEYS.message);
  window.localStorage.removeItem(STORAGE_KEYS.message);
  return m;
}
