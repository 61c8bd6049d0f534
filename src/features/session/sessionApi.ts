import { apiSlice } from '@/api/apiSlice';
import { toFormData, type FormFields } from '@/api/formData';
import type { LoginResponse, RegisterResponse, StatusResponse } from '@/shared/apiTypes';

/**
 * Session endpoints of spec 7 and decisions.md §3. The names 'login', 'verifyOtp' and 'resendOtp' are in
 * NO_REAUTH_ENDPOINTS (src/api/baseQuery.ts): these calls never trigger a token refresh.
 */
export interface VerifyOtpArgs {
  /** Relative API path from the login response, already checked by safeOtpRedirect. */
  redirect: string;
  otp: string;
  email: string;
}

export interface ResendOtpResponse extends StatusResponse {
  redirect?: string;
}

export const sessionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<LoginResponse, VerifyOtpArgs>({
      query: ({ redirect, otp, email }) => ({ url: `/${redirect}`, method: 'POST', body: toFormData({ otp, email }) }),
    }),
    resendOtp: build.mutation<ResendOtpResponse, { email: string }>({
      query: ({ email }) => ({ url: '/otp/resend', method: 'POST', body: toFormData({ email }) }),
    }),
    register: build.mutation<RegisterResponse, FormFields>({
      query: (fields) => ({ url: '/register', method: 'POST', body: toFormData(fields) }),
    }),
    forgotPassword: build.mutation<StatusResponse, { email: string }>({
      query: ({ email }) => ({ url: '/password/forgot', method: 'POST', body: toFormData({ email }) }),
    }),
    resetPassword: build.mutation<StatusResponse, { email: string; otp: string; password: string; confirm_password: string }>({
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
