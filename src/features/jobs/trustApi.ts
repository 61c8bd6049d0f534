import { apiSlice } from '@/api/apiSlice';
import { toFormData } from '@/api/formData';
import type { ReportReason } from '@/shared/trustMessages';

/** POST /candidates/report_job/{id} (issue 17): a candidate's report of a job, once per job. */
export const trustApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    reportJob: build.mutation<{ status: string; message: string }, { id: number; reason: ReportReason; details: string }>({
      query: ({ id, reason, details }) => ({ url: `/candidates/report_job/${id}`, method: 'POST', body: toFormData({ reason, details }) }),
      // Reports can change the job's trust: its page reloads.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Job', id }]),
    }),
  }),
});

export const { useReportJobMutation } = trustApi;
