import { matchPath } from 'react-router';
import { apiSlice } from '@/api/apiSlice';
import { paths, type BrowseType } from '@/config/paths';
import { parseJobId } from '@/shared/ids';
import type { AppStore } from '@/app/store';
import { DEFAULT_CURRENCY_LABEL } from '@/config/constants';
import { facetArgs, jobsApi, type JobListArgs } from '@/features/jobs/jobsApi';
import { emptyJobFilters } from '@/features/jobs/searchParams';
import { jobSelected } from '@/features/jobs/jobsSlice';
import { landingApi } from '@/features/marketing/landingApi';
import { marketingApi } from '@/features/marketing/marketingApi';

/**
 * The data a public route shows a visitor, fetched before the render through the same RTK Query endpoints, with the
 * same arguments the components pass to their hooks (the cache key must be the same, or the client fetches again:
 * the hydration browser test counts the API calls). The landing data is fetched for every page: the footer shows it.
 */

const BROWSE_LISTS: [string, BrowseType][] = [
  [paths.jobsByCategory.path, 'function'],
  [paths.jobsByCity.path, 'city'],
  [paths.jobsByCompany.path, 'companies'],
];
const BROWSE_OVERVIEWS: [string, BrowseType][] = [
  [paths.jobsByCategories.path, 'function'],
  [paths.jobsByCities.path, 'city'],
  [paths.jobsByCompanies.path, 'companies'],
];

/** Resolves when every query the page needs has answered; throws when one failed (the server then sends the shell). */
export async function loadRouteData(store: AppStore, pathname: string, desktop: boolean): Promise<void> {
  const { dispatch } = store;
  const list = (args: JobListArgs) => dispatch(jobsApi.endpoints.getJobs.initiate(args));
  dispatch(landingApi.endpoints.getLanding.initiate());

  let listArgs: JobListArgs | null = null;
  const job = matchPath(paths.jobs.path, pathname);
  if (job) {
    if (job.params.jobId === undefined) listArgs = { loggedIn: false, page: 1 };
    else {
      const id = parseJobId(job.params.jobId);
      if (id !== null) dispatch(jobsApi.endpoints.getJob.initiate({ id, loggedIn: false }));
    }
  }
  for (const [pattern, type] of BROWSE_LISTS) {
    const m = matchPath(pattern, pathname);
    if (m?.params.jobElement) listArgs = { loggedIn: false, type, job_element: m.params.jobElement, page: 1 };
  }
  for (const [pattern, type] of BROWSE_OVERVIEWS) {
    if (matchPath(pattern, pathname)) dispatch(marketingApi.endpoints.getBrowseOverview.initiate(type));
  }
  if (listArgs) list(listArgs);
  // Desktop: the "Refine results" band above the list (issue 32) shows a visitor's whole list's counts, with the bands
  // of the default currency (no market is known while hydrating).
  if (listArgs && desktop) {
    const scope = listArgs.type && listArgs.job_element ? { type: listArgs.type, job_element: listArgs.job_element } : {};
    dispatch(jobsApi.endpoints.jobFacets.initiate(facetArgs(emptyJobFilters, scope, DEFAULT_CURRENCY_LABEL)));
  }
  await settle(store);

  // Desktop: the list selects its first job at once (JobListView) and shows it beside the list; the server does the
  // same, so the first screen is complete and the client neither fetches it nor moves the layout.
  if (listArgs && desktop) {
    const rows = jobsApi.endpoints.getJobs.select(listArgs)(store.getState()).data?.data ?? [];
    if (rows.length > 0) {
      dispatch(jobSelected(rows[0].id));
      dispatch(jobsApi.endpoints.getJob.initiate({ id: rows[0].id, loggedIn: false }));
      await settle(store);
    }
  }
}

async function settle(store: AppStore): Promise<void> {
  await Promise.all(store.dispatch(apiSlice.util.getRunningQueriesThunk()));
  const queries = Object.values(store.getState().api.queries);
  const failed = queries.find((q) => q?.status === 'rejected');
  if (failed) throw new Error(`server render: ${failed.endpointName} failed (${JSON.stringify(failed.error)})`);
}
