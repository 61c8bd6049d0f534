import type { DevToolsEnhancerOptions, UnknownAction } from '@reduxjs/toolkit';

/**
 * Redux DevTools, on only when the build says ENABLE_DEVTOOLS=true. QA time-travels and support replays
 * with what it shows, so secrets never leave the page: tokens, passwords, OTPs and file contents are redacted.
 */
export const REDACTED = '[redacted]';
export const FILE_REDACTED = '[file]';

/** Keys whose values are secrets wherever they appear (login/OTP/refresh payloads, form values, mutation results). */
const SECRET_KEY = /^(access|refresh|access_?lifetime|accessLifetime|token|.*_token|.*Token|authorization|password|confirm_password|new_password|old_password|otp|otp_code|csrf.*|x-csrftoken)$/i;
/** A JSON Web Token, whatever key holds it. */
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

function isFileLike(value: unknown): boolean {
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof FormData !== 'undefined' && value instanceof FormData) ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value)
  );
}

/** A deep copy with every secret replaced. Cycles and depth are bounded so a huge cache cannot hang DevTools. */
export function redact(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return JWT.test(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (isFileLike(value)) return FILE_REDACTED;
  if (seen.has(value) || depth > 20) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_KEY.test(key) && v !== null && v !== undefined && v !== '') out[key] = REDACTED;
    else if (key === 'file' || key === 'resume_file' || key === 'profile_image_file') out[key] = v == null ? v : FILE_REDACTED;
    else out[key] = redact(v, depth + 1, seen);
  }
  return out;
}

export const actionSanitizer = <A extends UnknownAction>(action: A): A => redact(action) as A;
export const stateSanitizer = <S>(state: S): S => redact(state) as S;

export function devToolsOptions(enabled: boolean = process.env.ENABLE_DEVTOOLS === 'true'): boolean | DevToolsEnhancerOptions {
  if (!enabled) return false;
  return { name: 'VeriJobs', actionSanitizer, stateSanitizer, trace: false };
}
