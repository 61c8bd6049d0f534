import { Type, type Input } from './requestSchema';
import { PHONE_INPUT_MAX } from './constants';
import { SIX_DIGITS } from './oneTimeCode';

/**
 * The request bodies the app's calls send and the server validates, declared once: the server's routes take them as
 * their `schema.body`, the app's endpoints type their arguments with `Input<typeof …>`. (Bodies only the server reads,
 * such as registration's and the preferences', stay with their routes.)
 */

/** A calling code beside a phone field ('+63'): which ones we serve is checked with the number (shared/phone.ts). */
export const CALLING_CODE = { pattern: /^\+\d{1,4}$/, patternMessage: 'Enter a valid country code such as +91.' };
/** A phone number as people type or paste it: digits, spaces, dashes, brackets, a leading plus (read by shared/phone.ts). */
export const PHONE_TEXT = { max: PHONE_INPUT_MAX, pattern: /^[\d\s\-().+/]+$/, patternMessage: 'Enter a phone number: digits, spaces and dashes only.' };


/** POST /login (JSON). */
export const loginBody = Type.Object({ email: Type.Email(), password: Type.Password() });
/** POST /verify_email/{challenge}/ and /verify_email/ (the address is required without a challenge). */
export const verifyEmailBody = Type.Object({ otp: Type.Text(SIX_DIGITS), email: Type.OptEmail() });
/** POST /otp/resend, /password/forgot, /newsletter/subscribe. */
export const emailBody = Type.Object({ email: Type.Email() });
/** POST /token/refresh/ and /logout. */
export const refreshBody = Type.Object({ refresh: Type.Text({ max: 2000 }) });
/** POST /password/reset. */
export const resetPasswordBody = Type.Object({ email: Type.Email(), otp: Type.Text(SIX_DIGITS), password: Type.Password(), confirm_password: Type.Password() });
/** POST /candidates/change_password. */
export const changePasswordBody = Type.Object({ current_password: Type.Password(), password: Type.Password(), confirm_password: Type.Password() });
/** POST /candidates/phone/verify (issue 33: the code sent to the candidate's number on WhatsApp). */
export const verifyPhoneBody = Type.Object({ otp: Type.Text(SIX_DIGITS) });
/** POST /candidates/delete_account. */
export const deleteAccountBody = Type.Object({ password: Type.Password() });
/** POST /candidates/contact_us (spec 5's callback request). */
export const contactBody = Type.Object({
  full_name: Type.Text({ max: 100 }),
  email: Type.Email(),
  phone_code: Type.OptText(CALLING_CODE),
  phone: Type.Text(PHONE_TEXT),
  location: Type.Text({ max: 100 }),
  message: Type.OptText({ max: 2000, multiline: true }),
});

export type LoginBody = Input<typeof loginBody>;
export type EmailBody = Input<typeof emailBody>;
export type RefreshBody = Input<typeof refreshBody>;
export type ResetPasswordBody = Input<typeof resetPasswordBody>;
export type ChangePasswordBody = Input<typeof changePasswordBody>;
export type DeleteAccountBody = Input<typeof deleteAccountBody>;
export type ContactBody = Input<typeof contactBody>;
