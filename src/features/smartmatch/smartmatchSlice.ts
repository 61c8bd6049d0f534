import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AlertTime } from '@/config/constants';

/** Smart Match draft (the form being filled) and the slot being edited. */
export interface SmartMatchDraft {
  name: string;
  jobtitles: { id?: number; name: string }[];
  jobFunctionId: number | null;
  jobFunctionName: string;
  cityId: number | null;
  /** The location's label: a city's name, or an area's ('All UAE'). */
  cityName: string;
  /** Issue 29: a whole country or region ('country:AE', 'region:GCC') chosen instead of a city (cityId null). */
  place?: string;
  alertTime: AlertTime;
  prefEmail: boolean;
  prefWhatsapp: boolean;
}

export interface SmartMatchState {
  selectedSlot: number | null;
  draft: SmartMatchDraft | null;
}

export const emptySmartMatchDraft: SmartMatchDraft = {
  name: '',
  jobtitles: [],
  jobFunctionId: null,
  jobFunctionName: '',
  cityId: null,
  cityName: '',
  alertTime: 'morning',
  prefEmail: true,
  prefWhatsapp: false,
};

const initialState: SmartMatchState = { selectedSlot: null, draft: null };

const smartmatchSlice = createSlice({
  name: 'smartmatch',
  initialState,
  reducers: {
    slotOpened(state, action: PayloadAction<{ slot: number; draft?: Partial<SmartMatchDraft> }>) {
      state.selectedSlot = action.payload.slot;
      state.draft = { ...emptySmartMatchDraft, ...action.payload.draft };
    },
    draftChanged(state, action: PayloadAction<Partial<SmartMatchDraft>>) {
      if (state.draft) Object.assign(state.draft, action.payload);
    },
    slotClosed(state) {
      state.selectedSlot = null;
      state.draft = null;
    },
  },
  selectors: {
    selectSelectedSlot: (s) => s.selectedSlot,
    selectSmartMatchDraft: (s) => s.draft,
  },
});

export const { slotOpened, draftChanged, slotClosed } = smartmatchSlice.actions;
export const { selectSelectedSlot, selectSmartMatchDraft } = smartmatchSlice.selectors;
export default smartmatchSlice;
