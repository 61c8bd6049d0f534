/** decisions.md §3: the OTP redirect is only ever a relative API path (after-login paths: guards.tsx afterLoginPath). */
export const DEFAULT_OTP_REDIRECT = 'verify_email/';

/** The OTP `redirect` of the login response, only when it is a relative API path ('verify_email/abc/'). */
export function safeOtpRedirect(redirect: unknown): string {
  if (typeof redirect !== 'string') return DEFAULT_OTP_REDIRECT;
  const r = redirect.trim();
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/.test(r) && !r.split('/').includes('..') ? r : DEFAULT_OTP_REDIRECT;
}
