import { apiSlice } from '@/api/apiSlice';
import { toFormData } from '@/api/formData';
import type { ExchangeRateTable } from '@/shared/exchangeRates';
import type { ReportReason } from '@/shared/trustMessages';

interface ExchangeRatesResponse {
  data: { taken_on: string; source: string; rates: Record<string, number> };
}

/**
 * POST /candidates/report_job/{id} (issue 17): a candidate's report of a job, once per job. GET /exchange_rates: the
 * database's dated rate table behind the "≈" salary figures (fetched once, kept for the session).
 */
export const trustApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRates: build.query<ExchangeRateTable, void>({
      query: () => '/exchange_rates',
      transformResponse: (res: ExchangeRatesResponse) => ({ takenOn: res.data.taken_on, source: res.data.source, unitsPerUsd: res.data.rates }),
      keepUnusedDataFor: 3600,
    }),
    reportJob: build.mutation<{ status: string; message: string }, { id: number; reason: ReportReason; details: string }>({
      query: ({ id, reason, details }) => ({ url: `/candidates/report_job/${id}`, method: 'POST', body: toFormData({ reason, details }) }),
      // Reports can change the job's trust: its page reloads.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Job', id }]),
    }),
  }),
});

export const { useGetExchangeRatesQuery, useReportJobMutation } = trustApi;
