import type { ReactElement, ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import DialogHost from '@/ui/DialogHost';
import { renderWithProviders, type ProviderOptions } from '@/testing/renderWithProviders';

const withHost = (el: ReactNode) => (
  <>
    {el}
    <DialogHost />
  </>
);

/** renderWithProviders with the app's dialog host on the screen under test and on every extra route. */
export function renderSession(ui: ReactElement, options: ProviderOptions = {}) {
  const routes = options.routes?.map((r) => ({ ...r, element: withHost(r.element) }));
  return renderWithProviders(withHost(ui), { ...options, routes });
}

/** The dialog's own close button in its footer (the corner icon is also named 'Close'). */
export function footerButton(dialog: HTMLElement, name: string | RegExp): HTMLElement {
  const buttons = within(dialog).getAllByRole('button', { name });
  return buttons[buttons.length - 1];
}

/** Presses a footer button of the dialog and waits until it is gone (the page is aria-hidden while it shows). */
export async function answer(dialog: HTMLElement, name: string | RegExp = 'Close'): Promise<void> {
  const { default: userEvent } = await import('@testing-library/user-event');
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
  await userEvent.click(footerButton(dialog, name));
  // Another dialog may follow at once (Session Timeout, then the stored message): wait for this one only.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument(), { timeout: 5000 });
}
