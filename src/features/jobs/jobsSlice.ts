import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PostDateFilter } from '@/api/types';

/** Job search state: filters, page and selected job live here and in the URL (issue 6). */
export interface JobFilters {
  jobtitle: string;
  jobfunction: string; // job function id, '' for any
  location: string; // city id, '' for any
  post_date: PostDateFilter;
}

export interface JobsState {
  filters: JobFilters;
  page: number;
  selectedJobId: number | null;
}

export const emptyJobFilters: JobFilters = { jobtitle: '', jobfunction: '', location: '', post_date: '' };
export const initialJobsState: JobsState = { filters: emptyJobFilters, page: 1, selectedJobId: null };

const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {
    /** The URL changed (reload, back button, shared link): filters and page follow it. */
    searchRestoredFromUrl(state, action: PayloadAction<{ filters: JobFilters; page: number }>) {
      state.filters = action.payload.filters;
      state.page = action.payload.page;
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
    selectSelectedJobId: (s) => s.selectedJobId,
  },
});

export const { searchRestoredFromUrl, searchSubmitted, pageChanged, jobSelected } = jobsSlice.actions;
export const { selectJobFilters, selectJobPage, selectSelectedJobId } = jobsSlice.selectors;
export default jobsSlice;
