import { apiSlice } from '@/api/apiSlice';
import { toFormData } from '@/api/formData';
import type { AlertTime } from '@/config/constants';
import type { DataResponse, SmartMatch } from '@/shared/apiTypes';

/** POST /smartmatch/create form fields (spec 3 + decisions.md §3 pref_whatsapp); see shared/apiTypes.ts. */
export interface CreateSmartMatchBody {
  /** Optional: the API names it '{first title} in {city}' when empty. */
  smart_match?: string;
  pref_email: boolean;
  pref_dashboard: boolean;
  pref_whatsapp: boolean;
  alert_time: AlertTime;
  job_function: number | null;
  /** A city id, or (null) the `place` below. */
  city: number | null;
  /** Issue 29: a whole country or region instead of a city ('country:AE', 'region:GCC'). */
  place?: string;
  jobtitles: number[];
  new_jobtitles: string[];
}

/**
 * POST /smartmatch/{id}/update form fields (issue 10, docs/api.md): every field optional, absent = unchanged.
 * `pref_whatsapp: true` needs a phone number on the profile (else 400 with errors.pref_whatsapp).
 */
export interface UpdateSmartMatchBody {
  /** Issue 19: the name, titles, function and location can be edited too. */
  smart_match?: string;
  job_function?: number;
  /** A new city (clears the area) or a new area (`place`, clears the city). */
  city?: number;
  place?: string;
  jobtitles?: number[];
  new_jobtitles?: string[];
  paused?: boolean;
  alert_time?: AlertTime;
  pref_email?: boolean;
  pref_whatsapp?: boolean;
  pref_dashboard?: boolean;
}

export const smartmatchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSmartMatchList: build.query<SmartMatch[], void>({
      query: () => '/smartmatch/list',
      transformResponse: (r: DataResponse<SmartMatch[]>) => r.data ?? [],
      providesTags: ['SmartMatch'],
    }),
    createSmartMatch: build.mutation<DataResponse<SmartMatch>, CreateSmartMatchBody>({
      query: (body) => ({
        url: '/smartmatch/create',
        method: 'POST',
        body: toFormData({ ...body }),
      }),
      invalidatesTags: ['SmartMatch', 'DashboardCounts'],
    }),
    updateSmartMatch: build.mutation<DataResponse<SmartMatch>, { id: number } & UpdateSmartMatchBody>({
      query: ({ id, ...fields }) => ({
        url: `/smartmatch/${id}/update`,
        method: 'POST',
        body: toFormData({ ...fields }),
      }),
      // Pausing or a new channel changes the Smart Match and its featured jobs (the dashboard's reasons).
      invalidatesTags: ['SmartMatch', 'CandidateList'],
    }),
    /** POST /smartmatch/{id}/delete (issue 19): an own Smart Match, freeing its slot. */
    deleteSmartMatch: build.mutation<{ status: string; message?: string }, { id: number }>({
      query: ({ id }) => ({ url: `/smartmatch/${id}/delete`, method: 'POST', body: toFormData({}) }),
      invalidatesTags: ['SmartMatch', 'DashboardCounts'],
      // The card goes at once; the job tables refresh only after it has unmounted, so its top-matches query (of a
      // Smart Match that no longer exists) is not fetched again into a 404.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(smartmatchApi.util.updateQueryData('getSmartMatchList', undefined, (list) => list.filter((sm) => sm.id !== id)));
        setTimeout(() => dispatch(apiSlice.util.invalidateTags(['CandidateList'])), 0);
      },
    }),
  }),
});

export const { useGetSmartMatchListQuery, useCreateSmartMatchMutation, useUpdateSmartMatchMutation, useDeleteSmartMatchMutation } = smartmatchApi;
