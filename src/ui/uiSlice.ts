import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DIALOG_DEFAULT_SIZE, DIALOG_DEFAULT_TYPE } from '@/config/constants';

/** Dialog types of spec 4/8, mapped to icons by DialogHost. */
export type DialogType = 'success' | 'warning' | 'danger' | 'info' | 'primary';
export type DialogSize = 'xs' | 'sm' | 'md';

export interface DialogRequest {
  title: string;
  message?: string;
  /** Extra lines under the message, e.g. field errors of 'Validation Error'. */
  lines?: string[];
  type?: DialogType;
  size?: DialogSize;
  /** Label of the action button; without it the dialog only has a close control. */
  actionLabel?: string;
  /** Label of the close button (default 'Close'; 'Cancel' when there is an action). */
  closeLabel?: string;
}

export interface DialogState extends Required<Pick<DialogRequest, 'title' | 'type' | 'size'>> {
  id: number;
  message: string;
  lines: string[];
  actionLabel: string | null;
  closeLabel: string;
  busy: boolean;
}

export interface UiState {
  loader: { visible: boolean; inline: boolean };
  dialog: DialogState | null;
}

const initialState: UiState = { loader: { visible: false, inline: false }, dialog: null };

let nextDialogId = 1;

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loaderShown(state, action: PayloadAction<{ inline?: boolean } | undefined>) {
      state.loader = { visible: true, inline: !!action.payload?.inline };
    },
    loaderHidden(state) {
      state.loader.visible = false;
    },
    dialogOpened: {
      reducer(state, action: PayloadAction<DialogState>) {
        state.dialog = action.payload;
      },
      prepare(req: DialogRequest) {
        const payload: DialogState = {
          id: nextDialogId++,
          title: req.title,
          message: req.message ?? '',
          lines: req.lines ?? [],
          type: req.type ?? (DIALOG_DEFAULT_TYPE as DialogType),
          size: req.size ?? (DIALOG_DEFAULT_SIZE as DialogSize),
          actionLabel: req.actionLabel ?? null,
          closeLabel: req.closeLabel ?? (req.actionLabel ? 'Cancel' : 'Close'),
          busy: false,
        };
        return { payload };
      },
    },
    dialogBusyChanged(state, action: PayloadAction<{ id: number; busy: boolean }>) {
      if (state.dialog?.id === action.payload.id) state.dialog.busy = action.payload.busy;
    },
    dialogClosed(state, action: PayloadAction<{ id: number }>) {
      if (state.dialog?.id === action.payload.id) state.dialog = null;
    },
  },
  selectors: {
    selectLoader: (state) => state.loader,
    selectDialog: (state) => state.dialog,
  },
});

export const { loaderShown, loaderHidden, dialogOpened, dialogBusyChanged, dialogClosed } = uiSlice.actions;
export const { selectLoader, selectDialog } = uiSlice.selectors;
export const uiReducer = uiSlice.reducer;
export default uiSlice;
