import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER } from '@/config/constants';
import { paths } from '@/config/paths';
// eslint-disable-next-line import-x/no-restricted-paths -- the one upward import (docs/architecture.md): ending the session is the session slice's event
import { sessionTimedOut } from '@/features/session/sessionSlice';
import type { ApiErrorBody, RefreshResponse } from '@/shared/apiTypes';
import { navigateTo } from './navigation';
import {
  clearTokens,
  getAccessToken,
  isLoginCookieSet,
  readCookie,
  readTokens,
  removeLoginCookie,
  setLoginCookie,
  setTimeoutFlag,
  writeTokens,
} from './tokenStorage';

/**
 * Re-authorisation (decisions.md §3, spec 4 "Token refresh"): on 401 token_not_valid, refresh once — one refresh
 * at a time in this tab (a shared promise) and across tabs (navigator.locks when the browser has it) — then
 * retry the failed request once. A refresh the server rejects ends the session.
 *
 * The one import from a feature (sessionTimedOut) is deliberate: ending the session is the session slice's event.
 */

/** Calls that must never trigger a refresh (decisions.md §3). */
export const NO_REAUTH_ENDPOINTS = new Set(['login', 'verifyOtp', 'resendOtp', 'refreshToken', 'logout']);

export const REFRESH_LOCK_NAME = 'verijobs-token-refresh';

export type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable' | 'no-token';

type BaseUrlSource = () => string;

let inFlight: Promise<RefreshOutcome> | null = null;

function isTokenNotValid(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 401) return false;
  const data = error.data as ApiErrorBody | undefined;
  return !!data && typeof data === 'object' && data.code === 'token_not_valid';
}

async function postRefresh(baseUrl: string, staleAccess: string | null): Promise<RefreshOutcome> {
  const current = readTokens();
  if (!current?.refresh) return 'no-token';
  // Another request (or tab, under the lock) already swapped the pair while we waited: nothing to do.
  if (current.access && current.access !== staleAccess) return 'refreshed';
  const body = new FormData();
  body.append('refresh', current.refresh);
  const headers: Record<string, string> = {};
  const csrf = typeof document !== 'undefined' ? readCookie(CSRF_COOKIE) : null;
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/token/refresh/`, { method: 'POST', body, headers, credentials: 'same-origin' });
  } catch {
    return 'unavailable';
  }
  if (response.status >= 500) return 'unavailable';
  if (!response.ok) return 'rejected';
  let pair: Partial<RefreshResponse>;
  try {
    pair = (await response.json()) as Partial<RefreshResponse>;
  } catch {
    return 'unavailable';
  }
  if (!pair.access || !pair.refresh) return 'rejected';
  // writeTokens without `remember` keeps the pair in the storage the Remember Me choice picked.
  writeTokens({ access: pair.access, refresh: pair.refresh, accessLifetime: pair.access_lifetime });
  // A Remember Me login cookie lives as long as the tokens keep being renewed.
  if (isLoginCookieSet()) setLoginCookie(true);
  return 'refreshed';
}

/**
 * Refreshes the token pair, at most one refresh at a time. Concurrent callers share the running refresh.
 * `staleAccess` is the access token the failed request was sent with.
 */
export function refreshTokens(baseUrl: string, staleAccess: string | null): Promise<RefreshOutcome> {
  if (!inFlight) {
    const run = () => postRefresh(baseUrl, staleAccess);
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const started: Promise<RefreshOutcome> = locks?.request ? locks.request(REFRESH_LOCK_NAME, run) : run();
    inFlight = started.finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Spec 4: tokens removed, TIMEOUT=1, isLogin cookie removed, session slice told, user sent to /login. */
export function endSession(api: Pick<BaseQueryApi, 'dispatch'>): void {
  clearTokens();
  setTimeoutFlag();
  removeLoginCookie();
  api.dispatch(sessionTimedOut());
  navigateTo(paths.login.getHref(), { replace: true });
}

/** Wraps a base query with the re-auth rule. */
export function withReauth(
  base: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
  baseUrl: BaseUrlSource,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return async (args, api, extra) => {
    const sentWith = getAccessToken();
    const result = await base(args, api, extra);
    if (!isTokenNotValid(result.error) || NO_REAUTH_ENDPOINTS.has(api.endpoint)) return result;
    // Spec 4: "If no refresh token exists, nothing happens."
    if (!readTokens()?.refresh) return result;
    const current = getAccessToken();
    if (current && current !== sentWith) return base(args, api, extra); // a newer token exists: just retry
    const outcome = await refreshTokens(baseUrl(), sentWith);
    if (outcome === 'refreshed') return base(args, api, extra);
    if (outcome === 'rejected') endSession(api);
    return result;
  };
}
