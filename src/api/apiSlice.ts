import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { apiStateHandedOver } from './handover';

/** The one API slice: every tag type, no endpoints. Features inject theirs (xApi.ts). */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Landing', 'Job', 'JobList', 'Browse', 'Profile', 'DashboardCounts', 'CandidateList', 'SmartMatch', 'Plan', 'Dropdown'],
  endpoints: () => ({}),
  // RTK Query's SSR support: the state of the server's render (api/handover.ts) joins the cache before hydration.
  extractRehydrationInfo(action) {
    // The payload is the `api` slice of the server's store of this same api. `never`: RTK's CombinedState type is
    // internal to the api being defined here.
    return apiStateHandedOver.match(action) ? (action.payload as never) : undefined;
  },
});
