import type { Dispatch, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { dialogBusyChanged, dialogClosed, dialogOpened, loaderHidden, loaderShown, type DialogRequest } from './uiSlice';

/**
 * Dialog and loader thunks (spec 4 "Global UI states"). The dialog's content is state; the promise that
 * waits for the user's answer lives here, outside the store, so no callback ever enters Redux.
 */

export type DialogAnswer = 'action' | 'closed';

const waiting = new Map<number, (answer: DialogAnswer) => void>();

type Thunk<R> = ThunkAction<R, unknown, unknown, UnknownAction>;

/** Called by DialogHost when the user presses the action button or closes the dialog. */
export const answerDialog =
  (id: number, answer: DialogAnswer): Thunk<void> =>
  (dispatch) => {
    const resolve = waiting.get(id);
    waiting.delete(id);
    if (answer === 'closed') dispatch(dialogClosed({ id }));
    resolve?.(answer);
  };

function waitForAnswer(id: number): Promise<DialogAnswer> {
  return new Promise((resolve) => waiting.set(id, resolve));
}

/**
 * Opens a dialog and resolves with the user's answer.
 * With `action`: pressing the action button runs it with the dialog busy; its (awaited) result decides
 * whether the dialog stays visible: `true` keeps it open for another try, `false` hides it.
 */
export const showDialog =
  (req: DialogRequest, action?: () => boolean | Promise<boolean>): Thunk<Promise<DialogAnswer>> =>
  async (dispatch: Dispatch) => {
    const opened = dispatch(dialogOpened(req));
    const id = opened.payload.id;
    for (;;) {
      const answer = await waitForAnswer(id);
      if (answer === 'closed') return 'closed';
      if (!action) {
        dispatch(dialogClosed({ id }));
        return 'action';
      }
      dispatch(dialogBusyChanged({ id, busy: true }));
      let stayOpen = false;
      try {
        stayOpen = await action();
      } finally {
        dispatch(dialogBusyChanged({ id, busy: false }));
      }
      if (!stayOpen) {
        dispatch(dialogClosed({ id }));
        return 'action';
      }
    }
  };

/** A confirmation (spec 8: apply/save confirm): resolves true when the user confirms. */
export const confirm =
  (req: DialogRequest): Thunk<Promise<boolean>> =>
  async (dispatch) =>
    (await dispatch(showDialog({ type: 'info', actionLabel: 'Yes', closeLabel: 'No', ...req }))) === 'action';

export const showLoader =
  (opts?: { inline?: boolean }): Thunk<void> =>
  (dispatch) => {
    dispatch(loaderShown(opts));
  };

/** Hides the loader, optionally after `delayMs` (spec 4: "optionally after a delay in milliseconds"). */
export const hideLoader =
  (delayMs = 0): Thunk<Promise<void>> =>
  async (dispatch) => {
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    dispatch(loaderHidden());
  };
