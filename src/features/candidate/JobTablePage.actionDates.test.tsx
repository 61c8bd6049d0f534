import { configure, screen, waitFor, within } from '@testing-library/react';
import type { CandidateListResponse } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { apiGet, apiPost, loggedInState, loginFreshCandidate } from '@/testing/candidateSession';
import { loginDemoCandidate } from '@/testing/auth';
import { PASSWORD } from '@/testing/api';
import { setViewportWidth } from '@/testing/viewport';
import { formatDayMonthYear } from '@/ui/format';
import JobTablePage from './JobTablePage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

type Store = ReturnType<typeof renderWithProviders>['store'];
/** Waits for the page's other calls (profile, lists) to answer, so none lands after the test's window is gone. */
async function settled(store: Store) {
  await waitFor(() => expect(Object.values(store.getState().api.queries).every((q) => q?.status !== 'pending')).toBe(true));
}

/** Issue 29: Applied Jobs showed only the post date; it now says when the candidate applied (Saved Jobs: saved). */
describe('Applied and Saved Jobs: when the candidate acted, beside the post date', () => {
  let access: string;
  let email: string;
  let applied: CandidateListResponse['data'][number];
  let saved: CandidateListResponse['data'][number];
  beforeAll(async () => {
    ({ access, email } = await loginFreshCandidate());
    expect((await apiPost('/candidates/apply_job/11', access, {})).status).toBe(200);
    expect((await apiPost('/candidates/save_job/12', access, {})).status).toBe(200);
    [applied] = (await apiGet<CandidateListResponse>('/candidates/applied_jobs?page=1', access)).data;
    [saved] = (await apiGet<CandidateListResponse>('/candidates/saved_jobs?page=1', access)).data;
    expect(applied.applied_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(saved.saved_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  // Storage is cleared after every test: the candidate's tokens again.
  beforeEach(() => loginDemoCandidate({ email, password: PASSWORD }));

  it('desktop: Applied Jobs has the Post Date and an Applied On column', async () => {
    setViewportWidth(1440);
    const { store } = renderWithProviders(<JobTablePage type="applied_jobs" />, { preloadedState: loggedInState, route: '/candidate/applied-jobs' });
    const table = screen.getByRole('table', { name: 'Applied Jobs' });
    await within(table).findByText(applied.position);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Job Title', 'Company', 'Location', 'Post Date', 'Applied On', 'Action']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent(formatDayMonthYear(applied.date));
    expect(cells[4]).toHaveTextContent(formatDayMonthYear(applied.applied_at!));
    await settled(store);
  });

  it('desktop: Saved Jobs has a Saved On column; other tables keep the spec columns', async () => {
    setViewportWidth(1440);
    const first = renderWithProviders(<JobTablePage type="saved_jobs" />, { preloadedState: loggedInState, route: '/candidate/saved-jobs' });
    const table = screen.getByRole('table', { name: 'Saved Jobs' });
    await within(table).findByText(saved.position);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Job Title', 'Company', 'Location', 'Post Date', 'Saved On', 'Action']);
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[4]).toHaveTextContent(formatDayMonthYear(saved.saved_at!));
    await settled(first.store);
    first.unmount();
    const { store } = renderWithProviders(<JobTablePage type="available_jobs" />, { preloadedState: loggedInState, route: '/candidate/available-jobs' });
    const available = screen.getByRole('table', { name: 'Available Jobs' });
    expect(within(available).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Job Title', 'Company', 'Location', 'Post Date', 'Action']);
    await settled(store);
  });

  it('phone: the card says when the job was posted and when the candidate applied', async () => {
    setViewportWidth(375);
    const { store } = renderWithProviders(<JobTablePage type="applied_jobs" />, { preloadedState: loggedInState, route: '/candidate/applied-jobs' });
    const list = await screen.findByRole('list', { name: 'Applied Jobs' });
    const card = within(list).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent(`Posted ${formatDayMonthYear(applied.date)}`);
    expect(card).toHaveTextContent(`Applied on ${formatDayMonthYear(applied.applied_at!)}`);
    await settled(store);
  });
});
