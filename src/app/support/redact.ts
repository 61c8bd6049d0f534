import { redact } from '@/app/devtools';

/**
 * What a support snapshot may contain (issue 9): everything DevTools' sanitiser removes (tokens, passwords, OTPs,
 * files) is removed here too, and the candidate's contact details are masked unless they chose to include them.
 */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-])[A-Za-z0-9.-]*\.([A-Za-z]{2,})/g;
// Every reading of a phone number (phone_number, phone_e164, phone_national, phone_international, issue 29).
const PHONE_KEY = /phone|mobile|whatsapp|^contact_?number$/i;

export function maskEmail(text: string): string {
  return text.replace(EMAIL, (_m, first: string, domainFirst: string, tld: string) => `${first}***@${domainFirst}***.${tld}`);
}

export function maskPhone(value: string | number): string {
  const digits = String(value);
  return digits.replace(/\d(?=(?:\D*\d){2})/g, '•');
}

function maskContacts(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return PHONE_KEY.test(key) && /\d/.test(value) ? maskPhone(value) : maskEmail(value);
  if (typeof value === 'number' && PHONE_KEY.test(key)) return maskPhone(value);
  if (Array.isArray(value)) return value.map((v) => maskContacts(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskContacts(v, k)]));
  }
  return value;
}

export interface RedactOptions {
  /** The candidate ticked 'include my contact details'. */
  includeContact: boolean;
}

/** A JSON-safe, redacted deep copy (functions and undefined dropped, as JSON would). */
export function redactForSupport(value: unknown, { includeContact }: RedactOptions): unknown {
  const safe = JSON.parse(JSON.stringify(redact(value) ?? null)) as unknown;
  return includeContact ? safe : maskContacts(safe);
}
