import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { paths } from '@/config/paths';
import type { ApiErrorBody, RefreshResponse } from '@/shared/apiTypes';
import { navigateTo } from './navigation';
import { sessionTimedOut } from './sessionEvents';
import { getAccessToken, isLoginCookieSet, readTokens, setLoginCookie, writeTokens } from './tokenStorage';

/**
 * Re-authorisation (decisions.md §3, spec 4 "Token refresh"): on 401 token_not_valid, refresh once — one refresh
 * at a time in this tab (a shared promise) and across tabs (navigator.locks when the browser has it) — then
 * retry the failed request once. A refresh the server rejects ends the session (session/sessionTimedOut: the
 * session listener removes the tokens and the cookie). Storing a refreshed pair is the one token write outside
 * that listener: it has to happen inside the lock, before the waiting requests retry.
 */

/** Endpoints that must never trigger a refresh (decisions.md §3): the credentials are what they exchange. */
export const NO_REAUTH_ENDPOINTS = new Set(['login', 'verifyOtp', 'resendOtp', 'logout']);

export const REFRESH_LOCK_NAME = 'verijobs-token-refresh';

export type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable' | 'no-token';

/** Sends POST /token/refresh/ (baseQuery.ts: the same fetch and headers as every call). */
export type RefreshCall = (refresh: string, api: BaseQueryApi) => Promise<{ outcome: RefreshOutcome; pair?: RefreshResponse }>;

let inFlight: Promise<RefreshOutcome> | null = null;

function isTokenNotValid(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 401) return false;
  const data = error.data as ApiErrorBody | undefined;
  return !!data && typeof data === 'object' && data.code === 'token_not_valid';
}

async function runRefresh(call: RefreshCall, api: BaseQueryApi, staleAccess: string | null): Promise<RefreshOutcome> {
  const current = readTokens();
  if (!current?.refresh) return 'no-token';
  // Another request (or tab, under the lock) already swapped the pair while we waited: nothing to do.
  if (current.access && current.access !== staleAccess) return 'refreshed';
  const { outcome, pair } = await call(current.refresh, api);
  if (outcome !== 'refreshed' || !pair) return outcome;
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
export function refreshTokens(call: RefreshCall, api: BaseQueryApi, staleAccess: string | null): Promise<RefreshOutcome> {
  if (!inFlight) {
    // The shared refresh must not end when the request that started it is cancelled.
    const own: BaseQueryApi = { ...api, signal: new AbortController().signal };
    const run = () => runRefresh(call, own, staleAccess);
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const started: Promise<RefreshOutcome> = locks?.request ? locks.request(REFRESH_LOCK_NAME, run) : run();
    inFlight = started.finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Wraps a base query with the re-auth rule. */
export function withReauth(
  base: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
  refresh: RefreshCall,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return async (args, api, extra) => {
    const sentWith = getAccessToken();
    const result = await base(args, api, extra);
    if (!isTokenNotValid(result.error) || NO_REAUTH_ENDPOINTS.has(api.endpoint)) return result;
    // Spec 4: "If no refresh token exists, nothing happens."
    if (!readTokens()?.refresh) return result;
    const current = getAccessToken();
    if (current && current !== sentWith) return base(args, api, extra); // a newer token exists: just retry
    const outcome = await refreshTokens(refresh, api, sentWith);
    if (outcome === 'refreshed') return base(args, api, extra);
    if (outcome === 'rejected') {
      // Spec 4: the session listener removes tokens and cookie and sets TIMEOUT=1; the user goes to /login.
      api.dispatch(sessionTimedOut());
      navigateTo(paths.login.getHref(), { replace: true });
    }
    return result;
  };
}
