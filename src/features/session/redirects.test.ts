import { DEFAULT_OTP_REDIRECT, safeOtpRedirect } from './redirects';

describe('redirect checks (decisions.md §3)', () => {
  it.each([
    ['verify_email/abc123/', 'verify_email/abc123/'],
    ['verify_email/', 'verify_email/'],
    ['https://evil.example/verify', DEFAULT_OTP_REDIRECT],
    ['//evil.example/x', DEFAULT_OTP_REDIRECT],
    ['/v1/verify_email/x', DEFAULT_OTP_REDIRECT],
    ['verify_email/../../admin', DEFAULT_OTP_REDIRECT],
    ['', DEFAULT_OTP_REDIRECT],
    [undefined, DEFAULT_OTP_REDIRECT],
  ])('OTP redirect %p → %p', (input, expected) => {
    expect(safeOtpRedirect(input)).toBe(expected);
  });
});
