import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody, FieldErrors } from '@/shared/apiTypes';

export const NETWORK_ERROR = 'Network Error';

type AnyError = FetchBaseQueryError | SerializedError | undefined | unknown;

function body(error: AnyError): ApiErrorBody | null {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as ApiErrorBody;
  }
  return null;
}

/** True when the request never got an HTTP answer. */
export function isNetworkError(error: AnyError): boolean {
  return !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 'FETCH_ERROR';
}

/** The server's message (message, then detail), 'Network Error' when unreachable, else the fallback. */
export function messageOf(error: AnyError, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR;
  const b = body(error);
  return b?.message || b?.detail || fallback;
}

/** The server's detail (then message), for apply/save/logout failures. */
export function detailOf(error: AnyError, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR;
  const b = body(error);
  return b?.detail || b?.message || fallback;
}

export function statusOf(error: AnyError): string | undefined {
  return body(error)?.status;
}

export function fieldErrorsOf(error: AnyError): FieldErrors | null {
  return body(error)?.errors ?? null;
}

export function httpStatusOf(error: AnyError): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const s = (error as { status: unknown }).status;
    if (typeof s === 'number') return s;
  }
  return undefined;
}
