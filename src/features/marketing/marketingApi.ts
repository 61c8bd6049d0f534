import { apiSlice } from '@/api/apiSlice';
import { toFormData } from '@/api/formData';
import type { BrowseItem, DataResponse, StatusResponse } from '@/shared/apiTypes';
import type { BrowseType } from '@/config/paths';
import type { ContactBody, EmailBody } from '@/shared/requests';

/** Callback request of spec 3 (form data of POST /candidates/contact_us): the body the server validates. */
export type CallbackRequest = ContactBody;

export const marketingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** POST /newsletter/subscribe form {email} (decisions.md §3): idempotent. */
    subscribeNewsletter: build.mutation<StatusResponse, EmailBody>({
      query: ({ email }) => ({ url: '/newsletter/subscribe', method: 'POST', body: toFormData({ email }) }),
    }),
    /** POST /candidates/contact_us (spec 7): success when status is 'success'. */
    requestCallback: build.mutation<StatusResponse, CallbackRequest>({
      query: (req) => ({ url: '/candidates/contact_us', method: 'POST', body: toFormData({ ...req }) }),
    }),
    /** GET /candidates/job_by{function|city|companies} (spec 2.13). */
    getBrowseOverview: build.query<BrowseItem[], BrowseType>({
      query: (type) => `/candidates/job_by${type}`,
      transformResponse: (res: DataResponse<BrowseItem[]>) => res.data,
      providesTags: (_r, _e, type) => [{ type: 'Browse', id: type }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useRequestCallbackMutation, useGetBrowseOverviewQuery } = marketingApi;
