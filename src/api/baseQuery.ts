import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER } from '@/config/constants';
import { getAccessToken, readCookie } from './tokenStorage';

/** Build-time API base (webpack DefinePlugin); tests set an absolute URL with setApiBaseUrl. */
let apiBaseUrl: string = process.env.API_BASE_URL || '/v1';
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}
export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** Calls that must never send a bearer token nor trigger a refresh (decisions.md §3). */
export const NO_REAUTH_ENDPOINTS = new Set(['login', 'verifyOtp', 'resendOtp', 'refreshToken', 'logout']);

export const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  fetchBaseQuery({
    baseUrl: apiBaseUrl,
    credentials: 'same-origin',
    prepareHeaders: (headers, { endpoint }) => {
      const token = getAccessToken();
      if (token && !headers.has('Authorization') && endpoint !== 'login' && endpoint !== 'refreshToken') {
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

/** The app's base query. The foundation issue wraps it with re-authorisation (see reauth in this folder). */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.data !== undefined) return { ...result, data: unwrapResults(result.data) };
  return result;
};
