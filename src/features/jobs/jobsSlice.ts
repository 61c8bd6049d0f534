import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PostDateFilter } from '@/shared/apiTypes';
import type { BrowseType } from '@/config/paths';

/**
 * Job search state: filters, page, the browse-by list and the selected job. They live here and in the URL
 * (issue 6): the URL is the source of truth on load, back/forward and shared links (searchRestoredFromUrl);
 * user actions are events (searchSubmitted, pageChanged, jobSelected) that the page mirrors into the URL.
 * Everything is serialisable, so DevTools time-travel re-selects jobs and re-runs searches.
 */
export interface JobFilters {
  jobtitle: string;
  jobfunction: string; // job function id, '' for any
  location: string; // city id, '' for any
  post_date: PostDateFilter;
}

/** A browse-by job list (spec 2.13): all_jobs `type` + `job_element`. */
export interface BrowseScope {
  type: BrowseType;
  element: string;
}

export interface JobsState {
  filters: JobFilters;
  page: number;
  browse: BrowseScope | null;
  selectedJobId: number | null;
}

export const emptyJobFilters: JobFilters = { jobtitle: '', jobfunction: '', location: '', post_date: '' };
export const initialJobsState: JobsState = { filters: emptyJobFilters, page: 1, browse: null, selectedJobId: null };

function sameFilters(a: JobFilters, b: JobFilters): boolean {
  return a.jobtitle === b.jobtitle && a.jobfunction === b.jobfunction && a.location === b.location && a.post_date === b.post_date;
}
function sameBrowse(a: BrowseScope | null, b: BrowseScope | null): boolean {
  return a === b || (!!a && !!b && a.type === b.type && a.element === b.element);
}

const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {
    /** The URL changed (reload, back button, shared link): filters, page and browse scope follow it. */
    searchRestoredFromUrl(state, action: PayloadAction<{ filters: JobFilters; page: number; browse?: BrowseScope | null }>) {
      const browse = action.payload.browse ?? null;
      const changed = !sameFilters(state.filters, action.payload.filters) || state.page !== action.payload.page || !sameBrowse(state.browse, browse);
      state.filters = action.payload.filters;
      state.page = action.payload.page;
      state.browse = browse;
      // Another list: its first job gets auto-selected again (desktop).
      if (changed) state.selectedJobId = null;
    },
    searchSubmitted(state, action: PayloadAction<JobFilters>) {
      state.filters = action.payload;
      state.page = 1;
      state.selectedJobId = null;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
      state.selectedJobId = null;
    },
    jobSelected(state, action: PayloadAction<number | null>) {
      state.selectedJobId = action.payload;
    },
  },
  selectors: {
    selectJobFilters: (s) => s.filters,
    selectJobPage: (s) => s.page,
    selectJobBrowse: (s) => s.browse,
    selectSelectedJobId: (s) => s.selectedJobId,
  },
});

export const { searchRestoredFromUrl, searchSubmitted, pageChanged, jobSelected } = jobsSlice.actions;
export const { selectJobFilters, selectJobPage, selectJobBrowse, selectSelectedJobId } = jobsSlice.selectors;

/** The search the slice holds, as one memoised value (what the URL and the list query are compared with). */
export const selectJobSearch = createSelector(
  [selectJobFilters, selectJobPage, selectJobBrowse],
  (filters, page, browse) => ({ filters, page, browse }),
);

export default jobsSlice;
