/**
 * Every module that injects RTK Query endpoints. RTK Query's reducers look an action's endpoint up in the api
 * slice, so replaying a recorded `api/executeQuery/fulfilled (getJobs)` needs getJobs injected even when the
 * support person never opened the jobs page. endpoints.test.ts fails when a new `injectEndpoints` module is missing here.
 */
import '@/api/dropdownApi';
import '@/features/jobs/jobsApi';
import '@/features/session/sessionApi';
import '@/features/session/logout';
import '@/api/smartmatchApi';
import '@/features/marketing/marketingApi';
import '@/features/marketing/landingApi';
import '@/api/profileApi';
import '@/api/candidateApi';
import '@/api/accountApi';
import '@/features/jobs/trustApi';

export const ENDPOINT_MODULES = [
  'src/api/dropdownApi.ts',
  'src/features/jobs/jobsApi.ts',
  'src/features/session/sessionApi.ts',
  'src/features/session/logout.ts',
  'src/api/smartmatchApi.ts',
  'src/features/marketing/marketingApi.ts',
  'src/features/marketing/landingApi.ts',
  'src/api/profileApi.ts',
  'src/api/candidateApi.ts',
  'src/api/accountApi.ts',
  'src/features/jobs/trustApi.ts',
];
