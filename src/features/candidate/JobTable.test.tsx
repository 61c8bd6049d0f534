import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setViewportWidth } from '@/testing/viewport';
import JobTable, { emptyJobTableFilters, type JobTableFilters, type JobTableProps, type JobTableRow } from './JobTable';

const rows: JobTableRow[] = [
  { id: 11, code: 'a', image: '/logo-a.svg', position: 'Frontend Developer', company: 'Acme', location: 'Pune', date: '2026-11-20', reason: 'Matches your title',
    salary: { min: 1200000, max: 1800000, currency: 'INR', period: 'year' } },
  { id: 12, code: 'b', image: '/logo-b.svg', position: 'Data Analyst', company: 'Globex', location: 'Dubai', date: '2026-11-18', salary: null },
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
    expect(within(first).getByText('Acme')).toBeInTheDocument();
    expect(within(first).getByText('20 Nov 2026')).toBeInTheDocument();
    const view = within(first).getByRole('link', { name: /^View Frontend Developer at Acme/ });
    expect(view).toHaveTextContent('View');
    expect(view).toHaveAttribute('href', '/jobs/11');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
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
    expect(cards).toHaveLength(2);
    const link = within(cards[1]).getByRole('link');
    expect(link).toHaveAttribute('href', '/jobs/12');
    expect(link).toHaveTextContent('Data Analyst');
    expect(link).toHaveTextContent('Globex');
    expect(link).toHaveTextContent('Dubai');
    expect(link).toHaveTextContent('18 Nov 2026');
    expect(link).toHaveTextContent('Salary not disclosed');
    expect(within(cards[0]).getByRole('link')).toHaveTextContent('₹12–18 LPA');
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
