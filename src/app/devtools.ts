import type { DevToolsEnhancerOptions, UnknownAction } from '@reduxjs/toolkit';

/**
 * Redux DevTools, on only when the build says ENABLE_DEVTOOLS=true. QA time-travels and support replays
 * with what it shows, so secrets never leave the page: tokens, passwords, OTPs and file contents are redacted.
 */
export const REDACTED = '[redacted]';
export const FILE_REDACTED = '[file]';

/** Keys whose values are secrets wherever they appear (login/OTP/refresh payloads, form values, mutation results). */
const SECRET_KEY = /^(access|refresh|access_?lifetime|accessLifetime|token|.*_token|.*Token|authorization|password|confirm_password|new_password|old_password|otp|otp_code|csrf.*|x-csrftoken)$/i;
/** A JSON Web Token, whatever key holds it (also inside a longer string, e.g. 'Bearer …'). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** File contents that travelled as a data: URL. */
const DATA_URL = /^data:[^,]*;base64,/i;

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
  if (typeof value === 'string') {
    if (DATA_URL.test(value)) return FILE_REDACTED;
    return value.replace(JWT, REDACTED);
  }
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

/**
 * RTK Query's actions all look alike ('api/executeQuery/fulfilled'); DevTools shows them with their endpoint,
 * e.g. 'api/executeQuery/fulfilled (getJobs)'. Only the copy DevTools sees is renamed: reducers and replays keep
 * the real type.
 */
export function labelAction(action: UnknownAction): string {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  const endpoint = meta?.arg?.endpointName;
  return typeof endpoint === 'string' && action.type.startsWith('api/') ? `${action.type} (${endpoint})` : action.type;
}

export const actionSanitizer = <A extends UnknownAction>(action: A): A => ({ ...(redact(action) as A), type: labelAction(action) });
export const stateSanitizer = <S>(state: S): S => redact(state) as S;

export function devToolsOptions(enabled: boolean = process.env.ENABLE_DEVTOOLS === 'true'): boolean | DevToolsEnhancerOptions {
  if (!enabled) return false;
  return { name: 'VeriJobs', actionSanitizer, stateSanitizer, trace: false };
}
