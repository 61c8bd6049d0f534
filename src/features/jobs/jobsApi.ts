import { apiSlice } from '@/api/apiSlice';
import { toFormData } from '@/api/formData';
import { getRefreshToken } from '@/api/tokenStorage';
import type { ActionResponse, DataResponse, Job, JobListResponse, JobSummary, PostDateFilter } from '@/shared/apiTypes';
import type { JobFacets } from '@/shared/jobSearch';
import type { BrowseType } from '@/config/paths';
import type { JobFilters } from './searchParams';
import { JOB_LIST_PAGE_SIZE } from '@/config/constants';

/** Job endpoints of spec 7: all_jobs, view_job, apply_job, save_job. */

export interface JobListArgs {
  page: number;
  jobtitle?: string;
  jobfunction?: string;
  location?: string;
  post_date?: PostDateFilter;
  type?: BrowseType;
  job_element?: string;
  sort?: string;
  work_mode?: string;
  role_level?: string;
  min_salary?: string;
  salary_currency?: string;
  /** Not sent: keys the cache per session state, because is_applied/is_saved depend on who asks. */
  loggedIn: boolean;
}

export interface JobArgs {
  id: number;
  /** Not sent as a field (the bearer token is the logged-in flag of spec 7); keys the cache per session state. */
  loggedIn: boolean;
}

/**
 * The facet counts of a search (issue 32): the list's filters without page, length or sort. `salary_currency` is
 * always sent: without a minimum salary it only chooses the currency of the salary bands.
 */
export type JobFacetArgs = Omit<JobListArgs, 'page' | 'sort' | 'loggedIn'> & { salary_currency: string };

/**
 * The facet call's arguments for a search (one source: the "Refine results" band and the server's render must ask with
 * the same arguments, or the browser asks again after hydrating; the hydration browser test counts the calls).
 */
export function facetArgs(filters: JobFilters, scope: Pick<JobFacetArgs, 'type' | 'job_element'>, currency: string): JobFacetArgs {
  return {
    ...scope,
    jobtitle: filters.jobtitle,
    jobfunction: filters.jobfunction,
    location: filters.location,
    post_date: filters.post_date,
    work_mode: filters.work_mode,
    role_level: filters.role_level,
    min_salary: filters.min_salary,
    salary_currency: currency,
  };
}

type JobFlags = Pick<Job, 'is_applied' | 'is_saved'>;
type JobAction = 'apply' | 'save';

/** The search's query names, shared by the list and its facet counts (docs/search.md; facets never carry a sort). */
const SEARCH_PARAMS = ['jobtitle', 'jobfunction', 'location', 'post_date', 'type', 'job_element', 'sort', 'work_mode', 'role_level', 'min_salary', 'salary_currency'] as const;

function searchParamsOf(args: Partial<Record<(typeof SEARCH_PARAMS)[number], string>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of SEARCH_PARAMS) {
    const v = args[key];
    if (v) params[key] = v;
  }
  return params;
}

function listParams(args: JobListArgs): Record<string, string | number> {
  return { page: args.page, length: JOB_LIST_PAGE_SIZE, ...searchParamsOf(args) };
}

/** Spec 4: applying marks the job applied and clears saved; saving marks it saved. */
export function flagsAfter(action: JobAction, current: JobFlags): JobFlags {
  return action === 'apply' ? { is_applied: true, is_saved: false } : { is_applied: current.is_applied, is_saved: true };
}

export const jobsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<JobListResponse, JobListArgs>({
      query: (args) => ({ url: '/candidates/all_jobs', params: listParams(args) }),
      providesTags: [{ type: 'JobList', id: 'LIST' }],
    }),
    jobFacets: build.query<JobFacets, JobFacetArgs>({
      query: (args) => ({ url: '/candidates/job_facets', params: searchParamsOf(args) }),
      transformResponse: (response: DataResponse<JobFacets>) => response.data,
    }),
    getJob: build.query<Job, JobArgs>({
      query: ({ id }) => `/candidates/view_job/${encodeURIComponent(String(id))}`,
      transformResponse: (response: DataResponse<Job>) => response.data,
      providesTags: (_result, _error, { id }) => [{ type: 'Job', id }],
    }),
    applyJob: build.mutation<ActionResponse, { id: number }>({
      query: ({ id }) => ({ url: `/candidates/apply_job/${id}`, method: 'POST', body: toFormData({ refresh: getRefreshToken() }) }),
      // The candidate tables (applied/saved) and the dashboard counts refetch; the job itself is patched below.
      invalidatesTags: (_result, error) => (error ? [] : ['CandidateList', 'DashboardCounts']),
      onQueryStarted: ({ id }, api) => patchOptimistically('apply', id, api),
    }),
    saveJob: build.mutation<ActionResponse, { id: number }>({
      query: ({ id }) => ({ url: `/candidates/save_job/${id}`, method: 'POST', body: toFormData({ refresh: getRefreshToken() }) }),
      invalidatesTags: (_result, error) => (error ? [] : ['CandidateList', 'DashboardCounts']),
      onQueryStarted: ({ id }, api) => patchOptimistically('save', id, api),
    }),
  }),
});

interface LifecycleApi {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: ActionResponse }>;
}

/**
 * Optimistic update (style guide): patch the job in every cached view_job and all_jobs entry now, then either
 * take the server's flags or undo every patch when the call fails.
 */
async function patchOptimistically(action: JobAction, id: number, { dispatch, getState, queryFulfilled }: LifecycleApi) {
  const state = getState() as Parameters<typeof jobsApi.util.selectCachedArgsForQuery>[0];
  const patch = (flags: (current: JobFlags) => JobFlags) => {
    const results = [];
    for (const args of jobsApi.util.selectCachedArgsForQuery(state, 'getJob')) {
      if (args.id !== id) continue;
      results.push(
        dispatch(
          jobsApi.util.updateQueryData('getJob', args, (draft) => {
            Object.assign(draft, flags(draft));
          }),
        ) as { undo: () => void },
      );
    }
    for (const args of jobsApi.util.selectCachedArgsForQuery(state, 'getJobs')) {
      results.push(
        dispatch(
          jobsApi.util.updateQueryData('getJobs', args, (draft) => {
            draft.data.forEach((row: JobSummary) => {
              if (row.id === id) Object.assign(row, flags({ is_applied: !!row.is_applied, is_saved: !!row.is_saved }));
            });
          }),
        ) as { undo: () => void },
      );
    }
    return results;
  };

  const optimistic = patch((current) => flagsAfter(action, current));
  try {
    const { data } = await queryFulfilled;
    if (data?.status && data.status !== 'success') {
      optimistic.forEach((p) => p.undo());
      return;
    }
    const server = data?.data;
    if (server) patch(() => ({ is_applied: !!server.is_applied, is_saved: !!server.is_saved }));
  } catch {
    optimistic.forEach((p) => p.undo());
  }
}

export const { useGetJobsQuery, useJobFacetsQuery, useGetJobQuery, useApplyJobMutation, useSaveJobMutation } = jobsApi;
