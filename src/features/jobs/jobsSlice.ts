import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '@/api/navigation';

/**
 * The job list's one piece of state the URL cannot carry: the selected job (spec 4: the first job of a page is
 * auto-selected on desktop; a click selects another). The search itself — filters, page, browse-by list — lives
 * only in the URL (useSearchParams, searchParams.ts). Going anywhere else (another page, search or list, back and
 * forward) drops the selection, so the new list selects its own first job. Serialisable, so DevTools time-travel
 * re-selects jobs (and, with router.path, goes back to the list they were picked in).
 */
export interface JobsState {
  selectedJobId: number | null;
}

export const initialJobsState: JobsState = { selectedJobId: null };

const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {
    jobSelected(state, action: PayloadAction<number | null>) {
      state.selectedJobId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state, action) => {
      if (action.payload.from !== null && action.payload.from !== action.payload.to) state.selectedJobId = null;
    });
  },
  selectors: {
    selectSelectedJobId: (s) => s.selectedJobId,
  },
});

export const { jobSelected } = jobsSlice.actions;
export const { selectSelectedJobId } = jobsSlice.selectors;

export default jobsSlice;
