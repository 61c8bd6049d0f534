import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import DialogHost from './DialogHost';
import GlobalLoader, { Loader } from './Loader';
import { confirm, hideLoader, showDialog, showLoader, type DialogAnswer } from './dialogs';
import { selectDialog, type DialogType } from './uiSlice';

function setup() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <DialogHost />
      <GlobalLoader />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('DialogHost (spec 4 Global UI states, spec 8 icons)', () => {
  it('shows a dialog named by its title, with its message and lines, and resolves "closed" on Close', async () => {
    const { store, user } = setup();
    let answer: Promise<DialogAnswer>;
    act(() => {
      answer = store.dispatch(showDialog({ title: 'Validation Error', message: 'Recheck your form', lines: ['email: Enter a valid email.'], type: 'warning' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Validation Error' });
    expect(dialog).toHaveAccessibleDescription('Recheck your form');
    expect(within(dialog).getByText('email: Enter a valid email.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('dialog-icon-warning')).toBeInTheDocument();
    // Only a close control: the footer button is labelled Close, plus the corner close icon.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await expect(answer!).resolves.toBe('closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectDialog(store.getState())).toBeNull();
  });

  it.each<[DialogType, string]>([
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['danger', 'Error'],
    ['info', 'Question'],
    ['primary', 'Notice'],
  ])('shows the %s icon (%s)', async (type, label) => {
    const { store } = setup();
    act(() => {
      void store.dispatch(showDialog({ title: 'T', type }));
    });
    const dialog = await screen.findByRole('dialog', { name: /T/ });
    const icon = within(dialog).getByTestId(`dialog-icon-${type}`);
    expect(icon).toHaveAccessibleName(label);
  });

  it('a success dialog with an action shows only that action (no Cancel, no corner close); Escape does the same', async () => {
    const { store, user } = setup();
    let answer: Promise<DialogAnswer>;
    act(() => {
      answer = store.dispatch(showDialog({ title: 'Success', message: 'Your OTP verification was successful.', type: 'success', actionLabel: 'Continue' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue']);
    await user.keyboard('{Escape}');
    await expect(answer!).resolves.toBe('action');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Other dialogs with an action keep their Cancel.
    act(() => {
      answer = store.dispatch(showDialog({ title: 'Login Required', type: 'warning', actionLabel: 'Login' }));
    });
    const warning = await screen.findByRole('dialog', { name: 'Login Required' });
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await expect(answer!).resolves.toBe('closed');
  });

  it('has a static backdrop: clicking outside does not close it', async () => {
    const { store, user } = setup();
    act(() => {
      void store.dispatch(showDialog({ title: 'Session Timeout', message: 'Please Try to Login Again', type: 'warning' }));
    });
    await screen.findByRole('dialog', { name: 'Session Timeout' });
    // MUI handles outside clicks on the container around the paper.
    const backdrop = document.querySelector('.MuiDialog-container') as HTMLElement;
    expect(backdrop).not.toBeNull();
    await user.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
    expect(selectDialog(store.getState())).not.toBeNull();
  });

  it('closes on Escape with the answer "closed"', async () => {
    const { store, user } = setup();
    let answer: Promise<DialogAnswer>;
    act(() => {
      answer = store.dispatch(showDialog({ title: 'OTP Needed', message: 'Check your email' }));
    });
    await screen.findByRole('dialog', { name: 'OTP Needed' });
    await user.keyboard('{Escape}');
    await expect(answer!).resolves.toBe('closed');
  });

  it('keeps the dialog open when the action resolves true, disabling the buttons while it runs', async () => {
    const { store, user } = setup();
    const run = deferred<boolean>();
    const action = jest.fn(() => run.promise);
    let answer: Promise<DialogAnswer>;
    act(() => {
      answer = store.dispatch(showDialog({ title: 'Error', message: 'Logout failed', type: 'danger', actionLabel: 'Try Again' }, action));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    const retry = within(dialog).getByRole('button', { name: 'Try Again' });
    await user.click(retry);
    expect(action).toHaveBeenCalledTimes(1);
    expect(retry).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await act(async () => run.resolve(true));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();

    // Second try: the action says hide.
    action.mockImplementation(() => Promise.resolve(false));
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await expect(answer!).resolves.toBe('action');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('hides the dialog when a synchronous action returns false', async () => {
    const { store, user } = setup();
    let answer: Promise<DialogAnswer>;
    act(() => {
      answer = store.dispatch(showDialog({ title: 'Action Needed', type: 'warning', actionLabel: 'Accept and Continue' }, () => false));
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and Continue' }));
    await expect(answer!).resolves.toBe('action');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirm resolves true on Yes and false on No', async () => {
    const { store, user } = setup();
    let yes: Promise<boolean>;
    act(() => {
      yes = store.dispatch(confirm({ title: 'Apply', message: 'Do you want to apply for this job?' }));
    });
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(yes!).resolves.toBe(true);
    let no: Promise<boolean>;
    act(() => {
      no = store.dispatch(confirm({ title: 'Save', message: 'Do you want to save this job?' }));
    });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Save' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'No' }));
    await expect(no!).resolves.toBe(false);
  });
});

describe('Loader', () => {
  it('shows a fullscreen, labelled progress indicator and hides it after the delay', async () => {
    const { store } = setup();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(showLoader());
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByTestId('fullscreen-loader')).toHaveAttribute('aria-busy', 'true');
    let hidden!: Promise<void>;
    act(() => {
      hidden = store.dispatch(hideLoader(30));
    });
    // Still there until the delay has passed.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => hidden);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows the inline variant without covering the page', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(showLoader({ inline: true }));
    });
    expect(screen.getByTestId('inline-loader')).toBeInTheDocument();
    expect(screen.queryByTestId('fullscreen-loader')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('renders a standalone loader with its own label', () => {
    render(<Loader label="Loading jobs" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading jobs' })).toBeInTheDocument();
  });
});
