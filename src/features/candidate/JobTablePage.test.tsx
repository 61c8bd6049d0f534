import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateListResponse, DataResponse, SmartMatch } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import JobTablePage from './JobTablePage';
import { apiGet, loggedInState, loginDemo, loginFreshCandidate } from '@/testing/candidateSession';
import { setViewportWidth } from '@/testing/viewport';

jest.setTimeout(60_000);
// Real API calls on a shared two-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Counts the list calls going out (the real fetch still answers them). */
function countListCalls(type: string) {
  const spy = jest.spyOn(globalThis, 'fetch');
  return {
    count: () =>
      spy.mock.calls.filter(([input]) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return url.includes(`/candidates/${type}`);
      }).length,
    restore: () => spy.mockRestore(),
  };
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Candidate job tables', () => {
  it('lists the demo candidate’s applied jobs and filters them through the list call', async () => {
    setViewportWidth(1440);
    const access = await loginDemo();
    const full = await apiGet<CandidateListResponse>('/candidates/applied_jobs?page=1', access);
    expect(full.data.length).toBeGreaterThan(0);
    const company = full.filters.companies[0];
    const calls = countListCalls('applied_jobs');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<JobTablePage type="applied_jobs" />, { preloadedState: loggedInState, route: '/candidate/applied-jobs' });

    expect(screen.getByRole('heading', { level: 1, name: 'Applied Jobs' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applied Jobs' });
    await within(table).findByText(full.data[0].position);
    expect(dataRows(table)).toHaveLength(full.data.length);
    expect(calls.count()).toBe(1);

    // Choosing a value alone calls nothing; Search does, with the filter in the query string.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), company);
    expect(calls.count()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.count()).toBe(2));
    expect(router.state.location.search).toBe(`?company=${encodeURIComponent(company).replace(/%20/g, '+')}`);
    await waitFor(() => {
      const rows = dataRows(table);
      expect(rows.length).toBeGreaterThan(0);
      rows.forEach((r) => expect(within(r).getAllByRole('cell')[1]).toHaveTextContent(company));
    });
    calls.restore();
  });

  it('pages through featured jobs, showing why SmartMatch picked a row, calling once per page', async () => {
    setViewportWidth(1440);
    const access = await loginDemo();
    const first = await apiGet<CandidateListResponse>('/candidates/featured_jobs?page=1', access);
    expect(first.page_count).toBeGreaterThan(1);
    const second = await apiGet<CandidateListResponse>('/candidates/featured_jobs?page=2', access);
    const calls = countListCalls('featured_jobs');
    const user = userEvent.setup();
    renderWithProviders(<JobTablePage type="featured_jobs" />, { preloadedState: loggedInState, route: '/candidate/featured-jobs' });
    const table = screen.getByRole('table', { name: 'Featured Jobs' });
    // Title matches come first, so a page may hold one position several times: compare whole rows, in order.
    const shows = (page: CandidateListResponse) => {
      const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent ?? '');
      expect(rows).toHaveLength(page.data.length);
      page.data.forEach((job, i) => {
        expect(rows[i]).toContain(job.position);
        expect(rows[i]).toContain(job.company);
      });
    };
    await waitFor(() => shows(first));
    const withReason = first.data.find((r) => r.reason);
    expect(withReason?.reason).toBeTruthy();
    expect(within(table).getAllByText(withReason?.reason as string).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => shows(second));
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls.count()).toBe(2);
    calls.restore();
  });

  it('lists the featured jobs of one Smart Match from the :smId route', async () => {
    setViewportWidth(1440);
    const access = await loginDemo();
    const [match] = (await apiGet<DataResponse<SmartMatch[]>>('/smartmatch/list', access)).data;
    const expected = await apiGet<CandidateListResponse>(`/candidates/featured_jobs?page=1&smartmatch=${match.id}`, access);
    renderWithProviders(<JobTablePage type="featured_jobs" />, {
      preloadedState: loggedInState,
      path: '/candidate/featured-jobs/smartmatch/:smId',
      route: `/candidate/featured-jobs/smartmatch/${match.id}`,
    });
    expect(await screen.findByText(new RegExp(`Matches for “${match.smart_match}”`))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Featured Jobs' });
    // The first row's title (a title can repeat in the list: the first is the one that must show).
    if (expected.data.length) expect((await within(table).findAllByText(expected.data[0].position))[0]).toBeInTheDocument();
    else await within(table).findByText('No Data Available');
  });

  it("shows 'No Data Available' on mobile for a candidate with no saved jobs, and filters in the Filter modal", async () => {
    setViewportWidth(375);
    await loginFreshCandidate();
    const user = userEvent.setup();
    renderWithProviders(<JobTablePage type="saved_jobs" />, { preloadedState: loggedInState, route: '/candidate/saved-jobs' });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getAllByRole('combobox').map((c) => c.getAttribute('id') && (c as HTMLSelectElement).labels?.[0]?.textContent)).toEqual([
      'Company',
      'Position',
      'Location',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
