import { apiSlice } from '@/api/apiSlice';
import { toFormData } from '@/api/formData';
import type { DataResponse, StatusResponse } from '@/shared/apiTypes';
import type { ChangePasswordBody, DeleteAccountBody } from '@/shared/requests';

/** A live login of the candidate (GET /candidates/sessions, issue 19). */
export interface AccountSession {
  id: string;
  device: string;
  started: string;
  last_used: string;
  current: boolean;
}

export interface SecurityEventItem {
  kind: 'login' | 'login_failed' | 'otp_locked' | 'password_reset' | 'password_changed' | 'token_reuse' | 'signed_out_others';
  detail: string;
  created_at: string;
}

export type { ChangePasswordBody } from '@/shared/requests';

/** A signed link to the candidate's own résumé: it works for `expires_in` seconds (10 minutes, docs/privacy.md). */
export interface ResumeLink {
  url: string;
  expires_in: number;
}

/** Account security and data rights (issue 19, docs/privacy.md). */
export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<AccountSession[], void>({
      query: () => '/candidates/sessions',
      transformResponse: (r: DataResponse<AccountSession[]>) => r.data ?? [],
      providesTags: ['Profile'],
    }),
    getSecurityEvents: build.query<SecurityEventItem[], void>({
      query: () => '/candidates/security_events',
      transformResponse: (r: DataResponse<SecurityEventItem[]>) => r.data ?? [],
      providesTags: ['Profile'],
    }),
    signOutOtherSessions: build.mutation<StatusResponse, void>({
      query: () => ({ url: '/candidates/sessions/sign_out_others', method: 'POST', body: toFormData({}) }),
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<StatusResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/candidates/change_password', method: 'POST', body: toFormData({ ...body }) }),
      invalidatesTags: ['Profile'],
    }),
    deleteAccount: build.mutation<StatusResponse, DeleteAccountBody>({
      query: (body) => ({ url: '/candidates/delete_account', method: 'POST', body: toFormData({ ...body }) }),
    }),
    /** GET /candidates/resume_link: a mutation, not a cached query, so every download gets a link signed now. */
    signResumeLink: build.mutation<ResumeLink, void>({
      query: () => ({ url: '/candidates/resume_link' }),
      transformResponse: (r: DataResponse<ResumeLink>) => r.data,
    }),
    /** GET /candidates/export as text (the JSON document the browser saves as a file). */
    exportData: build.mutation<string, void>({
      query: () => ({ url: '/candidates/export', responseHandler: 'text' }),
    }),
  }),
});

export const {
  useGetSessionsQuery,
  useGetSecurityEventsQuery,
  useSignOutOtherSessionsMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useExportDataMutation,
  useSignResumeLinkMutation,
} = accountApi;
