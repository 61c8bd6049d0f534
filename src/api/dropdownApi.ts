import { apiSlice } from './apiSlice';
import type { CityItem, DropdownItem } from '@/shared/apiTypes';

/** Lookups of spec 7 (/dropdown/*), shared by every form. Responses come as { results } and are unwrapped. */
export type DropdownKind = 'cities' | 'countries' | 'current_location' | 'states' | 'jobtitles' | 'jobfunctions';

export interface DropdownArgs {
  kind: DropdownKind;
  term?: string;
  country_id?: number | string;
}

export const dropdownApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDropdown: build.query<DropdownItem[] | CityItem[], DropdownArgs>({
      query: ({ kind, term, country_id }) => {
        const params: Record<string, string> = {};
        if (term) params.term = term;
        if (country_id !== undefined && country_id !== '') params.country_id = String(country_id);
        return { url: `/dropdown/${kind}`, params };
      },
      providesTags: (_r, _e, arg) => [{ type: 'Dropdown', id: arg.kind }],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetDropdownQuery, useLazyGetDropdownQuery } = dropdownApi;
