/**
 * The redirect rules of decisions.md §3 as plain functions: no React, no store, so the persistence migrations and the
 * footer use them without importing the route guards (and, through them, the store).
 */

/** decisions.md §3: the OTP redirect is only ever a relative API path (after-login paths: guards.tsx afterLoginPath). */
export const DEFAULT_OTP_REDIRECT = 'verify_email/';

/** The OTP `redirect` of the login response, only when it is a relative API path ('verify_email/abc/'). */
export function safeOtpRedirect(redirect: unknown): string {
  if (typeof redirect !== 'string') return DEFAULT_OTP_REDIRECT;
  const r = redirect.trim();
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/.test(r) && !r.split('/').includes('..') ? r : DEFAULT_OTP_REDIRECT;
}

/** A stand-in origin: a path that resolves to another origin against it is not internal. */
export const INTERNAL_ORIGIN = 'http://internal.invalid';

/**
 * Returns `value` as a safe internal path (path + query + hash), or null. Rejects absolute and
 * protocol-relative URLs (`//evil.example`, `/\evil.example`), other schemes (`javascript:`), control characters.
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, INTERNAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== INTERNAL_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
