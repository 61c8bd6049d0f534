import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState, loginFreshCandidate } from '@/testing/candidateSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setViewportWidth } from '@/testing/viewport';
import JobTable, { emptyJobTableFilters, type JobTableFilters, type JobTableProps, type JobTableRow } from './JobTable';

const DAY = 86_400_000;
const daysBack = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const source = (verifiedDaysAgo: number, verified = true) => ({
  type: 'jsonld' as const, name: 'Acme careers', url: 'https://careers.acme.example/jobs/11', domain: 'acme.example', verified,
  first_seen: daysBack(50), last_seen: daysBack(verifiedDaysAgo), verified_at: daysBack(verifiedDaysAgo),
});
const rows: JobTableRow[] = [
  { id: 11, code: 'a', image: '/logo-a.svg', position: 'Frontend Developer', company: 'Acme', location: 'Pune', date: '2026-11-20', reason: 'Matches your title',
    salary: { min: 1200000, max: 1800000, currency: 'INR', period: 'year' }, source: source(2), status: 'open' },
  { id: 12, code: 'b', image: '/logo-b.svg', position: 'Data Analyst', company: 'Globex', location: 'Dubai', date: '2026-11-18', salary: null,
    source: { ...source(3), domain: 'globex.example' }, status: 'closed' },
  { id: 13, code: 'c', image: '/logo-c.svg', position: 'Site Engineer', company: 'Initech', location: 'Doha', date: '2026-10-01',
    salary: { min: 9000, max: 12000, currency: 'QAR', period: 'month' }, source: { ...source(41), domain: 'initech.example' }, status: 'open' },
];
const filterOptions = { companies: ['Acme', 'Globex'], positions: ['Data Analyst', 'Frontend Developer'], locations: ['Dubai', 'Pune'] };

function Harness(props: Partial<JobTableProps> & { onFilters?: (f: JobTableFilters) => void; onPage?: (p: number) => void }) {
  const [filters, setFilters] = useState<JobTableFilters>(emptyJobTableFilters);
  return (
    <JobTable
      label="Applied Jobs"
      rows={rows}
      page={1}
      pageCount={3}
      onPageChange={(p) => props.onPage?.(p)}
      filters={filters}
      filterOptions={filterOptions}
      onFiltersChange={(f) => {
        setFilters(f);
        props.onFilters?.(f);
      }}
      {...props}
    />
  );
}

// MUI renders are slow on a shared two-core machine; the default 5 s is too tight under load.
jest.setTimeout(30_000);

describe('JobTable on desktop (1440 px)', () => {
  beforeEach(() => setViewportWidth(1440));

  it('shows the spec 2.15 columns and a View link opening /jobs/{id} in a new tab without opener', () => {
    renderWithProviders(<Harness />);
    const table = screen.getByRole('table', { name: 'Applied Jobs' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Job Title', 'Company', 'Location', 'Post Date', 'Action']);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Frontend Developer')).toBeInTheDocument();
    expect(within(first).getByText('Matches your title')).toBeInTheDocument();
    // Issue 17: the salary in its market's convention, or that it is not disclosed.
    expect(within(first).getByText('₹12–18 LPA')).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[2]).getByText('Salary not disclosed')).toBeInTheDocument();
    // Where it comes from and when it was last checked, as on the job cards; nothing about being closed or stale.
    expect(within(first).getByTestId('table-source')).toHaveTextContent('Verified from acme.example careers · checked 2 days ago');
    expect(first).not.toHaveTextContent('No longer accepting applications');
    expect(first).not.toHaveTextContent('May no longer be open');
    expect(within(first).getByText('Acme')).toBeInTheDocument();
    expect(within(first).getByText('20 Nov 2026')).toBeInTheDocument();
    const view = within(first).getByRole('link', { name: /^View Frontend Developer at Acme/ });
    expect(view).toHaveTextContent('View');
    expect(view).toHaveAttribute('href', '/jobs/11');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('says when a job closed or may no longer be open (not re-verified for 30 days)', () => {
    renderWithProviders(<Harness />);
    const [, , closed, stale] = within(screen.getByRole('table', { name: 'Applied Jobs' })).getAllByRole('row');
    expect(closed).toHaveTextContent('Data Analyst');
    expect(within(closed).getByText('No longer accepting applications')).toBeInTheDocument();
    expect(closed).not.toHaveTextContent('May no longer be open');
    expect(within(stale).getByText('May no longer be open')).toBeInTheDocument();
    expect(within(stale).getByTestId('table-source')).toHaveTextContent('Verified from initech.example careers · checked 41 days ago');
    expect(stale).toHaveTextContent('QAR 9,000–12,000 / month');
  });

  it("shows 'No Data Available' for an empty list", () => {
    renderWithProviders(<Harness rows={[]} pageCount={0} />);
    expect(within(screen.getByRole('table')).getByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('applies the three filters only when Search is pressed', async () => {
    const onFilters = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onFilters={onFilters} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Globex');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Dubai');
    expect(onFilters).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onFilters).toHaveBeenCalledTimes(1);
    expect(onFilters).toHaveBeenCalledWith({ company: 'Globex', position: '', location: 'Dubai' });
  });

  it('reports page changes from the pager', async () => {
    const onPage = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPage={onPage} />);
    await user.click(within(screen.getByRole('navigation', { name: 'Applied Jobs pages' })).getByRole('button', { name: 'Go to page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('JobTable on mobile (375 px)', () => {
  beforeEach(() => setViewportWidth(375));

  it('turns the table into one column of cards, each linking to /jobs/{id}', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Applied Jobs' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const link = within(cards[1]).getByRole('link');
    expect(link).toHaveAttribute('href', '/jobs/12');
    expect(link).toHaveTextContent('Data Analyst');
    expect(link).toHaveTextContent('Globex');
    expect(link).toHaveTextContent('Dubai');
    expect(link).toHaveTextContent('18 Nov 2026');
    expect(link).toHaveTextContent('Salary not disclosed');
    expect(within(cards[0]).getByRole('link')).toHaveTextContent('₹12–18 LPA');
    // Issue 17 on the phone's cards too: the source line, closed and stale jobs said so.
    expect(within(cards[0]).getByRole('link')).toHaveTextContent('Verified from acme.example careers · checked 2 days ago');
    expect(link).toHaveTextContent('No longer accepting applications');
    expect(within(cards[2]).getByRole('link')).toHaveTextContent('May no longer be open');
    // Each line may wrap on its own: nothing in the card forces a width beyond the phone's.
    expect(within(cards[2]).getByTestId('table-listing-lines')).toHaveStyle({ overflowWrap: 'anywhere', minWidth: '0' });
    // The company image is decorative (its name follows), so it has an empty alt.
    expect(link.querySelector('img')).toHaveAttribute('src', '/logo-b.svg');
  });

  it("shows 'No Data Available' when empty", () => {
    renderWithProviders(<Harness rows={[]} />);
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
  });

  it("opens the filters in a modal titled 'Filter' and applies them with Apply", async () => {
    const onFilters = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onFilters={onFilters} />);
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Position' }), 'Data Analyst');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onFilters).toHaveBeenCalledWith({ company: '', position: 'Data Analyst', location: '' });
    // The modal fades out (MUI transition) before the page behind it is exposed again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});

describe('JobTable for a logged-in candidate (real API)', () => {
  it("adds the approximate figure in the candidate's preferred currency, on desktop and on the phone's cards", async () => {
    // A fresh candidate prefers INR: a Qatari salary gets "≈ INR …", an Indian one none.
    await loginFreshCandidate();
    setViewportWidth(1440);
    const { unmount } = renderWithProviders(<Harness />, { preloadedState: loggedInState });
    const table = screen.getByRole('table', { name: 'Applied Jobs' });
    const [, indian, , qatari] = within(table).getAllByRole('row');
    await waitFor(() => expect(within(qatari).getByTestId('salary-line')).toHaveTextContent(/QAR 9,000–12,000 \/ month≈ INR \d\d–\d\d LPA/));
    expect(within(indian).getByTestId('salary-line')).not.toHaveTextContent('≈');
    unmount();
    setViewportWidth(375);
    renderWithProviders(<Harness />, { preloadedState: loggedInState });
    const cards = within(screen.getByRole('list', { name: 'Applied Jobs' })).getAllByRole('listitem');
    await waitFor(() => expect(within(cards[2]).getByTestId('salary-line')).toHaveTextContent(/≈ INR \d\d–\d\d LPA/));
  });
});
