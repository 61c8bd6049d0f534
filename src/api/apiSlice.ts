import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** The one API slice: every tag type, no endpoints. Features inject theirs (xApi.ts). */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Landing', 'Job', 'JobList', 'Browse', 'Profile', 'DashboardCounts', 'CandidateList', 'SmartMatch', 'Plan', 'Dropdown'],
  endpoints: () => ({}),
});
