import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER } from '@/config/constants';
import type { RefreshResponse } from '@/shared/apiTypes';
import { toFormData } from './formData';
import { getAccessToken, readCookie } from './tokenStorage';
import { NO_REAUTH_ENDPOINTS, withReauth, type RefreshOutcome } from './reauth';

/** Build-time API base (webpack DefinePlugin); tests set an absolute URL with setApiBaseUrl. */
let apiBaseUrl: string = process.env.API_BASE_URL || '/v1';
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}
export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** The fetch every call uses: the browser's, or the server's in-process one when it renders a page (issue 18). */
let apiFetchFn: typeof fetch | undefined;
export function setApiFetch(fn: typeof fetch): void {
  apiFetchFn = fn;
}

/** Calls that must never trigger a refresh (decisions.md §3). Defined in reauth.ts. */
export { NO_REAUTH_ENDPOINTS };

/**
 * Every request to the API, the refresh included: base URL, same-origin credentials, the cross-site token echoed
 * from its cookie (spec 7) and, when `bearer` says so, the stored access token.
 */
function apiFetch(bearer: (endpoint: string) => boolean): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return (args, api, extra) =>
    fetchBaseQuery({
      baseUrl: apiBaseUrl,
      credentials: 'same-origin',
      ...(apiFetchFn ? { fetchFn: apiFetchFn } : {}),
      prepareHeaders: (headers, { endpoint }) => {
        const token = getAccessToken();
        if (token && !headers.has('Authorization') && bearer(endpoint)) headers.set('Authorization', `Bearer ${token}`);
        const csrf = typeof document !== 'undefined' ? readCookie(CSRF_COOKIE) : null;
        if (csrf) headers.set(CSRF_HEADER, csrf);
        return headers;
      },
    })(args, api, extra);
}

/** The endpoint that never carries the bearer token: its credentials are the point of the call. */
export const rawBaseQuery = apiFetch((endpoint) => endpoint !== 'login');

/** The refresh sends the refresh token only: the access token it replaces is the one the API just refused. */
const refreshFetch = apiFetch(() => false);

/**
 * POST /token/refresh/ (spec 7) through the same fetch as every call. 'unavailable' when the API cannot be
 * reached or fails (the session is kept), 'rejected' when it refuses the refresh token (the session ends).
 */
async function postRefresh(refresh: string, api: BaseQueryApi): Promise<{ outcome: RefreshOutcome; pair?: RefreshResponse }> {
  const result = await refreshFetch({ url: '/token/refresh/', method: 'POST', body: toFormData({ refresh }) }, api, {});
  if (result.error) {
    const { status } = result.error;
    const httpStatus = typeof status === 'number' ? status : status === 'PARSING_ERROR' ? result.error.originalStatus : 0;
    return { outcome: httpStatus >= 400 && httpStatus < 500 ? 'rejected' : 'unavailable' };
  }
  const pair = result.data as Partial<RefreshResponse> | undefined;
  if (!pair?.access || !pair.refresh) return { outcome: 'rejected' };
  return { outcome: 'refreshed', pair: pair as RefreshResponse };
}

/** Spec 7: a response with a `results` field is unwrapped to it. */
export function unwrapResults(data: unknown): unknown {
  if (data && typeof data === 'object' && 'results' in data) return (data as { results: unknown }).results;
  return data;
}

const unwrappingBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.data !== undefined) return { ...result, data: unwrapResults(result.data) };
  return result;
};

/**
 * The app's base query: bearer header, CSRF echo, `results` unwrapping, and re-authorisation (reauth.ts):
 * a 401 token_not_valid refreshes the pair once (one refresh at a time, across tabs) and retries the call once.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = withReauth(unwrappingBaseQuery, postRefresh);
