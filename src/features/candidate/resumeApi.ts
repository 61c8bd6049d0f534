import { apiSlice } from '@/api/apiSlice';
import type { DataResponse } from '@/shared/apiTypes';

/** A signed link to the candidate's own résumé: it works for `expires_in` seconds (10 minutes, docs/privacy.md). */
export interface ResumeLink {
  url: string;
  expires_in: number;
}

/** The résumé download of My Profile (issue 19). */
export const resumeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a cached query: every download asks for a link signed now (GET, like the data export).
    signResumeLink: build.mutation<ResumeLink, void>({
      query: () => ({ url: '/candidates/resume_link' }),
      transformResponse: (r: DataResponse<ResumeLink>) => r.data,
    }),
  }),
});

export const { useSignResumeLinkMutation } = resumeApi;
