import { apiSlice } from '@/api/apiSlice';
import type { DataResponse, LandingData } from '@/shared/apiTypes';

export const landingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /candidates/landing: replaces the spec's defaults when it answers (spec 4). */
    getLanding: build.query<LandingData, void>({
      query: () => '/candidates/landing',
      transformResponse: (res: DataResponse<LandingData>) => res.data,
      providesTags: ['Landing'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetLandingQuery } = landingApi;
