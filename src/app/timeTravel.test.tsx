import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { registerVerifiedCandidate, signIn, type Tokens } from '@/features/jobs/testing/candidate';
import { renderJobs } from '@/features/jobs/testing/renderJobs';
import { rootReducer, type RootState } from './store';

/**
 * DevTools time-travel (issue 9): what the jobs screen shows — filters, page, selected job, open dialog — comes
 * from the store, so jumping the store back to an earlier state puts the earlier screen back. DevTools' "jump"
 * replaces the state the app sees; the test does the same with a reducer that accepts a whole state.
 */
jest.setTimeout(60_000);

const JUMP = 'test/jumpToState';
const jumpable = (state: RootState | undefined, action: UnknownAction) =>
  action.type === JUMP ? (action.payload as RootState) : rootReducer(state, action);

let tokens: Tokens;
beforeAll(async () => {
  tokens = await registerVerifiedCandidate('time-travel');
}, 60_000);

test('jumping back re-selects the earlier job and page, and the URL follows', async () => {
  const user = userEvent.setup({ delay: null });
  const { store, router } = renderJobs('/jobs', { session: signIn(tokens) });
  store.replaceReducer(jumpable as typeof rootReducer);
  const list = await screen.findByRole('region', { name: 'Jobs' });
  await waitFor(() => expect(within(list).getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0));

  // Earlier: page 1 with the second job selected.
  const second = within(list).getAllByRole('button', { pressed: false })[0];
  await user.click(second);
  const earlierId = store.getState().jobs.selectedJobId;
  const earlierTitle = within(second).getAllByText(/\S/)[0].textContent ?? '';
  await within(screen.getByRole('region', { name: 'Job Details' })).findByRole('heading', { name: earlierTitle });
  const earlier = store.getState();

  // Later: page 2, its first job auto-selected, and a dialog open.
  const nav = screen.getByRole('navigation', { name: 'Job list pages' });
  await user.click(within(nav).getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  await waitFor(() => expect(store.getState().jobs.selectedJobId).not.toBeNull());
  expect(store.getState().jobs.selectedJobId).not.toBe(earlierId);
  await user.click(await within(screen.getByRole('region', { name: 'Job Details' })).findByRole('button', { name: 'Apply Now' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();

  // Jump back.
  act(() => {
    store.dispatch({ type: JUMP, payload: earlier });
  });
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(screen.getByRole('navigation', { name: 'Job list pages' })).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
  await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(earlierTitle));
  await within(screen.getByRole('region', { name: 'Job Details' })).findByRole('heading', { name: earlierTitle });
  expect(store.getState().jobs).toEqual(earlier.jobs);
});
