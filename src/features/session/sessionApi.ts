import { apiSlice } from '@/api/apiSlice';
import { statusOf } from '@/api/errors';
import { toFormData, type FormFields } from '@/api/formData';
import type { LoginResponse, RegisterResponse, StatusResponse } from '@/shared/apiTypes';
import type { EmailBody, LoginBody, ResetPasswordBody } from '@/shared/requests';

/**
 * Session endpoints of spec 7 and decisions.md §3. The names 'login', 'verifyOtp' and 'resendOtp' are in
 * NO_REAUTH_ENDPOINTS (src/api/reauth.ts): these calls never trigger a token refresh. What their answers do to
 * the session (tokens, the isLogin cookie) is the session listener's work (sessionListener.ts); the screens only
 * show dialogs and navigate.
 */
/** The server's login body (shared/requests.ts), plus what stays on the client. */
export interface LoginArgs extends LoginBody {
  /** Remember Me (decisions.md §3): keep the tokens in localStorage rather than sessionStorage. Not sent. */
  remember?: boolean;
}

export interface VerifyOtpArgs {
  /** Relative API path from the login response, already checked by safeOtpRedirect. */
  redirect: string;
  otp: string;
  email: string;
  /** Remember Me of the login that asked for the OTP. Not sent. */
  remember?: boolean;
}

export interface OtpChallengeBody {
  message?: string;
  redirect?: string;
  email?: string;
}

/** A login answer that asks for an OTP (spec 4: status 'error'); it can also arrive as an error body with a redirect. */
export function otpChallengeOf(data: LoginResponse | undefined, error: unknown): OtpChallengeBody | null {
  if (data?.status === 'error') return data;
  if (statusOf(error) === 'error' && error && typeof error === 'object' && 'data' in error) {
    const body = (error as { data: OtpChallengeBody | undefined }).data;
    if (body?.redirect) return body;
  }
  return null;
}

/** Spec 4 "Login": success, an OTP challenge, or any other outcome (a failure). */
export function loginOutcome(data: LoginResponse | undefined, error: unknown): 'success' | 'otp' | 'failed' {
  if (data?.status === 'success') return 'success';
  return otpChallengeOf(data, error) ? 'otp' : 'failed';
}

/** Spec 4 "OTP screen": success, status 'error' (isLogin false), or any other failure (nothing changes). */
export function otpOutcome(data: LoginResponse | undefined, error: unknown): 'success' | 'error' | 'failed' {
  if (data?.status === 'success') return 'success';
  return (data?.status ?? statusOf(error)) === 'error' ? 'error' : 'failed';
}

export interface ResendOtpResponse extends StatusResponse {
  redirect?: string;
}

export const sessionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginArgs>({
      query: ({ email, password }) => ({ url: '/login', method: 'POST', body: { email, password } }),
    }),
    verifyOtp: build.mutation<LoginResponse, VerifyOtpArgs>({
      query: ({ redirect, otp, email }) => ({ url: `/${redirect}`, method: 'POST', body: toFormData({ otp, email }) }),
    }),
    resendOtp: build.mutation<ResendOtpResponse, EmailBody>({
      query: ({ email }) => ({ url: '/otp/resend', method: 'POST', body: toFormData({ email }) }),
    }),
    register: build.mutation<RegisterResponse, FormFields>({
      query: (fields) => ({ url: '/register', method: 'POST', body: toFormData(fields) }),
    }),
    forgotPassword: build.mutation<StatusResponse, EmailBody>({
      query: ({ email }) => ({ url: '/password/forgot', method: 'POST', body: toFormData({ email }) }),
    }),
    resetPassword: build.mutation<StatusResponse, ResetPasswordBody>({
      query: (fields) => ({ url: '/password/reset', method: 'POST', body: toFormData(fields) }),
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = sessionApi;
