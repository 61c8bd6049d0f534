import { apiSlice } from './apiSlice';
import type { CityItem, DropdownItem, PlaceItem } from '@/shared/apiTypes';

/** Lookups of spec 7 (/dropdown/*), shared by every form. Responses come as { results } and are unwrapped. */
/** 'places' (issue 29): whole countries and regions ("All UAE", "Gulf (GCC)") and every market's cities, as PlaceItems. */
export type DropdownKind = 'cities' | 'countries' | 'current_location' | 'states' | 'jobtitles' | 'jobfunctions' | 'places';

export interface DropdownArgs {
  kind: DropdownKind;
  term?: string;
  country_id?: number | string;
}

export const dropdownApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDropdown: build.query<DropdownItem[] | CityItem[] | PlaceItem[], DropdownArgs>({
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
