import { apiSlice } from '@/api/apiSlice';
import type { CandidateProfile, DataResponse } from '@/shared/apiTypes';

/**
 * GET /candidates/my_profile (spec 7). Shared by the navigation bar (profile image), the profile screen and the
 * forms that prefill from it. Logged-out callers pass `{ skip: true }` (spec 4: no profile is fetched).
 */
export const profileApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<CandidateProfile, void>({
      query: () => '/candidates/my_profile',
      transformResponse: (res: DataResponse<CandidateProfile>) => res.data,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetMyProfileQuery } = profileApi;
