import type { ReactElement, ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { answerDialog } from '@/ui/dialogs';
import { selectDialog } from '@/ui/uiSlice';
import { renderWithProviders, type ProviderOptions } from '@/testing/renderWithProviders';

/**
 * Minimal stand-in for the app's DialogHost in session tests: renders the store's dialog with its title, message,
 * lines and buttons, and answers it like the real host (action / closed).
 */
function TestDialogHost() {
  const dialog = useAppSelector(selectDialog);
  const dispatch = useAppDispatch();
  if (!dialog) return null;
  return (
    <div role="dialog" aria-labelledby="test-dialog-title" data-type={dialog.type}>
      <h2 id="test-dialog-title">{dialog.title}</h2>
      {dialog.message && <p>{dialog.message}</p>}
      {dialog.lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {dialog.actionLabel && (
        <button type="button" disabled={dialog.busy} onClick={() => dispatch(answerDialog(dialog.id, 'action'))}>
          {dialog.actionLabel}
        </button>
      )}
      <button type="button" onClick={() => dispatch(answerDialog(dialog.id, 'closed'))}>
        {dialog.closeLabel}
      </button>
    </div>
  );
}

const withHost = (el: ReactNode) => (
  <>
    {el}
    <TestDialogHost />
  </>
);

/** renderWithProviders with a dialog host on the screen under test and on every extra route. */
export function renderSession(ui: ReactElement, options: ProviderOptions = {}) {
  const routes = options.routes?.map((r) => ({ ...r, element: withHost(r.element) }));
  return renderWithProviders(withHost(ui), { ...options, routes });
}
