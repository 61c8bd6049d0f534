/**
 * Issue 33: verifying a phone number for WhatsApp alerts by a code sent there. The server answers with these words and
 * the app shows them (My Profile's "Verify on WhatsApp").
 */
export const PHONE_MESSAGES = {
  verifiedLine: 'Verified for WhatsApp alerts',
  unverifiedLine: 'Not verified: WhatsApp alerts start once you verify this number.',
  verifyButton: 'Verify on WhatsApp',
  dialogTitle: 'Verify your WhatsApp number',
  codeLabel: 'Code',
  codeHelp: 'The 6-digit code we sent you on WhatsApp.',
  submit: 'Verify',
  resend: 'Send a new code',
  noNumber: 'Add a valid phone number to your profile first.',
  tooMany: 'You have asked for many codes. Please try again in an hour.',
  invalid: 'Invalid code. Please check it and try again.',
  codeText: (code: string, minutes: number) =>
    `${code} is your VeriJobs code to verify this number for WhatsApp job alerts. It expires in ${minutes} minutes. Never share it.`,
  sent: (number: string) => `We sent a 6-digit code to ${number} on WhatsApp.`,
  alreadyVerified: (number: string) => `${number} is already verified for WhatsApp alerts.`,
  verified: (number: string) => `${number} is verified. WhatsApp alerts will go to it.`,
} as const;
