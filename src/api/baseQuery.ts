import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER } from '@/config/constants';
import { getAccessToken, readCookie } from './tokenStorage';
import { NO_REAUTH_ENDPOINTS, withReauth } from './reauth';

/** Build-time API base (webpack DefinePlugin); tests set an absolute URL with setApiBaseUrl. */
let apiBaseUrl: string = process.env.API_BASE_URL || '/v1';
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}
export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** Calls that must never send a refresh nor trigger one (decisions.md §3). Defined in reauth.ts. */
export { NO_REAUTH_ENDPOINTS };

/** Endpoints that never carry the bearer token: the credentials are the point of the call. */
const NO_BEARER_ENDPOINTS = new Set(['login', 'refreshToken']);

export const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  fetchBaseQuery({
    baseUrl: apiBaseUrl,
    credentials: 'same-origin',
    prepareHeaders: (headers, { endpoint }) => {
      const token = getAccessToken();
      if (token && !headers.has('Authorization') && !NO_BEARER_ENDPOINTS.has(endpoint)) {
        headers.set('Authorization', `Bearer ${token}`);
      }
      const csrf = typeof document !== 'undefined' ? readCookie(CSRF_COOKIE) : null;
      if (csrf) headers.set(CSRF_HEADER, csrf);
      return headers;
    },
  })(args, api, extra);

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
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = withReauth(unwrappingBaseQuery, getApiBaseUrl);
