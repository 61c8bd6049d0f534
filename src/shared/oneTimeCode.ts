/** A one-time code (e-mail, password reset, WhatsApp number): the server's rule (shared/requests.ts) and the forms' check. */
export const SIX_DIGITS = { pattern: /^\d{6}$/, patternMessage: 'Enter the 6-digit code.' } as const;
