import './testing/webCrypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTokens, setLoginCookie, writeTokens } from '@/api/tokenStorage';
import { registerVerifiedCandidate, signIn, type Tokens } from '@/features/jobs/testing/candidate';
import { closeDialog, renderJobs } from '@/features/jobs/testing/renderJobs';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeStore, REPLAY_STATE_SET } from '@/app/store';
import { jobSelected } from '@/features/jobs/jobsSlice';
import { takeSnapshot, type SupportSnapshot } from './snapshot';
import { screenRoutes } from '@/app/routes';
import SupportReplayPage from './SupportReplayPage';
import { snapshotErrors } from './snapshot';

jest.setTimeout(60_000);

let tokens: Tokens;
beforeAll(async () => {
  tokens = await registerVerifiedCandidate('support-replay');
}, 60_000);

const jobList = () => screen.findByRole('region', { name: 'Jobs' });
const detailPane = () => screen.getByRole('region', { name: 'Job Details' });

/** As the candidate: open /jobs, pick the second job, apply to it; then download (take) the snapshot. */
async function recordCandidateSession(): Promise<{ snapshot: SupportSnapshot; position: string }> {
  const user = userEvent.setup({ delay: null });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  // The action log reads the browser's location; the memory router of tests does not move it.
  window.history.replaceState(null, '', '/jobs');
  const session = signIn(tokens);
  const { store, unmount } = renderJobs('/jobs', { session });
  const list = await jobList();
  await waitFor(() => expect(within(list).getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0));
  const second = within(list).getAllByRole('button', { pressed: false })[0];
  const position = within(second).getAllByText(/\S/)[0].textContent ?? '';
  await user.click(second);
  const pane = detailPane();
  await within(pane).findByRole('heading', { name: position });
  await user.click(await within(pane).findByRole('button', { name: 'Apply Now' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await screen.findByRole('dialog', { name: /Success/ });
  await closeDialog(user);
  expect(within(pane).getByRole('button', { name: 'Applied' })).toBeDisabled();
  const snapshot = await takeSnapshot(store, { includeContact: false });
  unmount();
  open.mockRestore();
  return { snapshot, position };
}

function fileOf(snapshot: unknown, name = 'diagnostics.json') {
  return new File([typeof snapshot === 'string' ? snapshot : JSON.stringify(snapshot)], name, { type: 'application/json' });
}

test("replays the candidate's session in a sandbox: steps show each screen, no API call, the staff member's session untouched", async () => {
  const { snapshot, position } = await recordCandidateSession();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/support/replay');

  // The staff member's own session: tokens, the isLogin cookie and a persisted blob.
  writeTokens({ access: 'staff-access-token', refresh: 'staff-refresh-token' }, true);
  setLoginCookie(true);
  window.localStorage.setItem('persist:verijobs', '{"jobs":"{\\"page\\":7}"}');
  const storageBefore = JSON.stringify({ ...window.localStorage });
  const cookieBefore = document.cookie;
  const fetchSpy = jest.spyOn(globalThis, 'fetch');

  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<SupportReplayPage screens={screenRoutes} />, { route: '/support/replay' });
  const staffState = store.getState();
  await user.upload(screen.getByLabelText('Diagnostics file'), fileOf(snapshot));

  expect(await screen.findByText('Replay mode')).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(within(summary).getByText(String(snapshot.actions.length))).toBeInTheDocument();
  expect(within(summary).getByText(snapshot.route)).toBeInTheDocument();
  expect(within(summary).getByText('masked')).toBeInTheDocument();

  const steps = screen.getByRole('region', { name: 'Recorded actions' });
  const screenRegion = () => screen.getByRole('region', { name: "Candidate's screen" });

  // The step where the picked job's details arrived: the real jobs page shows it selected, not yet applied.
  const loaded = within(steps).getAllByRole('button', { name: /executeQuery\/fulfilled \(getJob\)$/ });
  await user.click(loaded.at(-1)!);
  const sandboxPane = await within(screenRegion()).findByRole('region', { name: 'Job Details' });
  await within(sandboxPane).findByRole('heading', { name: position });
  expect(within(sandboxPane).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();

  // Step to the apply action: the same screen shows the job as applied.
  await user.click(within(steps).getByRole('button', { name: /executeMutation\/fulfilled \(applyJob\)$/ }));
  await waitFor(() => expect(within(screenRegion()).getByRole('region', { name: 'Job Details' })).toHaveTextContent('Applied'));
  expect(within(within(screenRegion()).getByRole('region', { name: 'Job Details' })).getByRole('button', { name: 'Applied' })).toBeDisabled();
  // The dialog the candidate had open is described, not opened over the staff page.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Backwards and forwards.
  await user.click(screen.getByRole('button', { name: 'Previous step' }));
  expect(screen.getByTestId('replay-position')).toHaveTextContent(/^Step \d+ of \d+: /);
  await user.click(screen.getByRole('button', { name: 'Next step' }));
  expect(within(steps).getByRole('button', { current: 'step' })).toHaveTextContent('(applyJob)');

  // Isolation: no request left the page, and the staff member's session is as it was.
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(readTokens()).toMatchObject({ access: 'staff-access-token', refresh: 'staff-refresh-token' });
  expect(document.cookie).toBe(cookieBefore);
  expect(JSON.stringify({ ...window.localStorage })).toBe(storageBefore);
  expect(store.getState()).toBe(staffState);
  fetchSpy.mockRestore();
});

test('the sandbox store refuses every thunk (so no query or mutation can run) and replaces its state on replay', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const sandbox = makeStore(undefined, { sandbox: true });
  const { jobsApi } = await import('@/features/jobs/jobsApi');
  const result = await sandbox.dispatch(jobsApi.endpoints.getJobs.initiate({ page: 1, loggedIn: true }));
  expect(result).toMatchObject({ error: { error: 'Replay mode makes no API calls' } });
  expect(sandbox.getState().api.queries).toEqual({});
  expect(sandbox.actionLog).toBeNull();
  const other = makeStore();
  other.dispatch(jobSelected(42));
  sandbox.dispatch({ type: REPLAY_STATE_SET, payload: other.getState() });
  expect(sandbox.getState().jobs.selectedJobId).toBe(42);
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

test('an invalid or tampered file gets a clear error and no replay', async () => {
  const store = makeStore();
  store.dispatch(jobSelected(3));
  window.history.replaceState(null, '', '/jobs');
  const snapshot = await takeSnapshot(store, { includeContact: false });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SupportReplayPage screens={screenRoutes} />, { route: '/support/replay' });
  const input = screen.getByLabelText('Diagnostics file');

  await user.upload(input, fileOf({ ...snapshot, route: '/candidate/dashboard' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(snapshotErrors.tampered);
  expect(screen.queryByText('Replay mode')).not.toBeInTheDocument();

  await user.upload(input, fileOf('this is not json', 'notes.json'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(snapshotErrors.notJson));

  await user.upload(input, fileOf(snapshot));
  expect(await screen.findByText('Replay mode')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
