import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile, DataResponse } from '@/shared/apiTypes';
import type { JobFacets as JobFacetCounts } from '@/shared/jobSearch';
import { STORAGE_KEYS } from '@/config/constants';
import { renderWithProviders } from '@/testing/renderWithProviders';
import JobFacets from './JobFacets';
import { emptyJobFilters, type JobFilters } from './searchParams';
import { DEMO, apiUrl, login, signIn, type Tokens } from './testing/candidate';
import { emulatePhone, renderJobs } from './testing/renderJobs';

// jsdom + MUI on a shared two-core machine: generous per-test time.
jest.setTimeout(30_000);

/**
 * "Refine results" (issue 32). The job_facets call is answered here (its counts are the API's business, tested in
 * server/jobs); the list and everything else is the real reference API.
 */

const FACETS: JobFacetCounts = {
  total: 301,
  currency: 'INR',
  function: ['Engineering', 'Sales', 'Nursing', 'Finance', 'Hospitality', 'Logistics', 'Teaching'].map((label, i) => ({ value: String(i + 1), label, count: 70 - i * 10 })),
  country: [
    { value: 'country:IN', label: 'India', count: 150 },
    { value: 'country:AE', label: 'United Arab Emirates', count: 60 },
  ],
  city: [
    { value: '31', label: 'Bengaluru', count: 120 },
    { value: '7', label: 'Dubai', count: 1 },
    { value: '8', label: 'Abu Dhabi', count: 0 },
  ],
  work_mode: [
    { value: 'remote', label: 'Remote', count: 12 },
    { value: 'hybrid', label: 'Hybrid', count: 1_234 },
  ],
  role_level: [],
  salary: [
    { value: '50000', label: '₹50,000+ a month', count: 40 },
    { value: '100000', label: '₹1,00,000+ a month', count: 9 },
  ],
};

const realFetch = global.fetch;
let facetCalls: URL[];
let listCalls: URL[];

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

/** Answers job_facets with `respond`; records it and all_jobs; the rest goes to the real API. */
function fakeFacets(respond: () => Response = () => Response.json({ status: 'success', data: FACETS })) {
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input));
    if (url.pathname.endsWith('/candidates/job_facets')) {
      facetCalls.push(url);
      return Promise.resolve(respond());
    }
    if (url.pathname.endsWith('/candidates/all_jobs')) listCalls.push(url);
    inFlight += 1;
    return realFetch(input, init).finally(() => (inFlight -= 1));
  }) as typeof fetch;
}

// Calls still running when a test ends would land after jsdom is gone: each test waits for its own.
let inFlight = 0;
beforeEach(() => {
  facetCalls = [];
  listCalls = [];
});
afterEach(async () => {
  await waitFor(() => expect(inFlight).toBe(0));
  await new Promise((r) => setTimeout(r, 50));
  global.fetch = realFetch;
});

const refine = () => screen.findByRole('region', { name: 'Refine results' });

describe('the Refine results section', () => {
  function renderFacets(filters: JobFilters = emptyJobFilters) {
    const onSearch = jest.fn<void, [JobFilters]>();
    const view = renderWithProviders(<JobFacets filters={filters} onSearch={onSearch} />, { route: '/jobs' });
    return { ...view, onSearch };
  }

  test('groups with titles, buttons that show "Bengaluru (120)" and say "Bengaluru, 120 jobs"; axe-clean', async () => {
    fakeFacets();
    const { container } = renderFacets();
    const section = await refine();
    const city = await within(section).findByRole('group', { name: 'City' });
    const bengaluru = within(city).getByRole('button', { name: 'Bengaluru, 120 jobs' });
    expect(bengaluru).toHaveTextContent('Bengaluru (120)');
    expect(bengaluru).toHaveAttribute('aria-pressed', 'false');
    expect(within(city).getByRole('button', { name: 'Dubai, 1 job' })).toBeInTheDocument();
    // A choice that would empty the list is not offered.
    expect(within(city).queryByRole('button', { name: /Abu Dhabi/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Hybrid, 1,234 jobs' })).toHaveTextContent('Hybrid (1,234)');
    // Salary bands read as the server labels them.
    expect(within(within(section).getByRole('group', { name: 'Salary' })).getByRole('button', { name: '₹50,000+ a month, 40 jobs' })).toBeInTheDocument();
    for (const title of ['Function', 'Country', 'City', 'Work mode', 'Salary']) expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
    // A group without buckets is not shown.
    expect(within(section).queryByRole('group', { name: 'Experience level' })).not.toBeInTheDocument();

    // Seven functions: three shown on the desktop band, the rest behind "Show all 7".
    const fn = within(section).getByRole('group', { name: 'Function' });
    expect(within(fn).getAllByRole('button', { pressed: false })).toHaveLength(3);
    const more = within(fn).getByRole('button', { name: 'Show all 7' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup({ delay: null }).click(more);
    expect(within(fn).getAllByRole('button', { pressed: false })).toHaveLength(7);
    expect(within(fn).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test("asks for the search's counts (no page, length or sort) with the visitor's currency, INR by default", async () => {
    fakeFacets();
    renderFacets({ ...emptyJobFilters, jobtitle: 'nurse', work_mode: 'remote', sort: 'date' });
    await refine();
    await waitFor(() => expect(facetCalls).toHaveLength(1));
    const params = Object.fromEntries(facetCalls[0].searchParams);
    expect(params).toEqual({ jobtitle: 'nurse', work_mode: 'remote', salary_currency: 'INR' });
  });

  test('a bucket adds its filter (replacing the group\'s), a pressed one removes it; salary carries its currency', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFacets();
    const filters: JobFilters = { ...emptyJobFilters, jobtitle: 'nurse', location: '31', min_salary: '50000', salary_currency: 'INR' };
    const { onSearch } = renderFacets(filters);
    const section = await refine();
    const bengaluru = await within(section).findByRole('button', { name: 'Bengaluru, 120 jobs' });
    expect(bengaluru).toHaveAttribute('aria-pressed', 'true');
    await user.click(bengaluru);
    expect(onSearch).toHaveBeenLastCalledWith({ ...filters, location: '' });
    await user.click(within(section).getByRole('button', { name: 'United Arab Emirates, 60 jobs' }));
    expect(onSearch).toHaveBeenLastCalledWith({ ...filters, location: 'country:AE' });

    const salary50 = within(section).getByRole('button', { name: '₹50,000+ a month, 40 jobs' });
    expect(salary50).toHaveAttribute('aria-pressed', 'true');
    await user.click(salary50);
    expect(onSearch).toHaveBeenLastCalledWith({ ...filters, min_salary: '', salary_currency: '' });
    await user.click(within(section).getByRole('button', { name: '₹1,00,000+ a month, 9 jobs' }));
    expect(onSearch).toHaveBeenLastCalledWith({ ...filters, min_salary: '100000', salary_currency: 'INR' });
    await user.click(within(section).getByRole('button', { name: 'Remote, 12 jobs' }));
    expect(onSearch).toHaveBeenLastCalledWith({ ...filters, work_mode: 'remote' });
  });

  test('loading shows a small skeleton; a failed call shows nothing (and never a dialog)', async () => {
    let answer!: (r: Response) => void;
    global.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      /job_facets/.test(urlOf(input)) ? new Promise<Response>((r) => (answer = r)) : realFetch(input, init)) as typeof fetch;
    renderFacets();
    const section = await refine();
    expect(within(section).getByRole('status', { name: 'Loading result counts' })).toBeInTheDocument();
    answer(new Response('down', { status: 503 }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refine results' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('in the phone\'s filter sheet, through the list\'s search', () => {
  let restore: () => void;
  let tokens: Tokens;
  let profileCurrency: string;
  beforeAll(async () => {
    tokens = await login(DEMO.email, DEMO.password);
    const res = await realFetch(apiUrl('/candidates/my_profile'), { headers: { Authorization: `Bearer ${tokens.access}` } });
    profileCurrency = ((await res.json()) as DataResponse<CandidateProfile>).data.currency?.code ?? 'INR';
  }, 60_000);
  beforeEach(() => {
    restore = emulatePhone();
  });
  afterEach(() => restore());

  const openSheet = async (user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /^Filters/) => {
    await user.click(await screen.findByRole('button', { name }));
    return screen.findByRole('dialog', { name: 'Filter jobs' });
  };

  test('a candidate pressing "Remote" searches work_mode=remote (URL and list); pressing it again removes it', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFacets();
    const { router } = renderJobs('/jobs', { session: signIn(tokens) });
    await screen.findByRole('region', { name: 'Jobs' });
    let sheet = await openSheet(user);
    // The form's fields stay as they were; the counts come under them.
    expect(within(sheet).getByRole('combobox', { name: 'Work mode' })).toBeInTheDocument();
    const remote = await within(within(sheet).getByRole('region', { name: 'Refine results' })).findByRole('button', { name: 'Remote, 12 jobs' });
    // The salary bands are asked for in the candidate's own currency, as the form's currency select defaults.
    expect(facetCalls.at(-1)!.searchParams.get('salary_currency')).toBe(profileCurrency);
    await user.click(remote);
    await waitFor(() => expect(router.state.location.search).toBe('?work_mode=remote'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter jobs' })).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls.some((u) => u.searchParams.get('work_mode') === 'remote')).toBe(true));

    // Reopened, the sheet's counts are of the new search, and "Remote" is pressed.
    sheet = await openSheet(user, 'Filters (1)');
    const pressed = await within(sheet).findByRole('button', { name: 'Remote, 12 jobs', pressed: true });
    expect(facetCalls.at(-1)!.searchParams.get('work_mode')).toBe('remote');
    await user.click(pressed);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('a visitor pressing a bucket gets the login prompt and the search is remembered (spec 6)', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFacets();
    const { store, router } = renderJobs('/jobs');
    await screen.findByRole('region', { name: 'Jobs' });
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('button', { name: 'Bengaluru, 120 jobs' }));
    const dialog = await screen.findByRole('dialog', { name: /Login Required/ });
    expect(within(dialog).getByText('Login required to apply for this job.')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.message)).toBe('Create a free account to unlock filters and smarter job matches.');
    expect(store.getState().session.rememberedPath).toBe('/jobs?location=31');
    expect(router.state.location.search).toBe('');
    // A visitor's counts are of the list they see (no filters) and in INR (no market known in jsdom).
    expect(Object.fromEntries(facetCalls[0].searchParams)).toEqual({ salary_currency: 'INR' });
  });

  test('a failed facets call: no dialog, no section, and the list is still shown', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFacets(() => new Response('down', { status: 500 }));
    renderJobs('/jobs', { session: signIn(tokens) });
    const list = await screen.findByRole('region', { name: 'Jobs' });
    const sheet = await openSheet(user);
    await waitFor(() => expect(facetCalls.length).toBeGreaterThan(0));
    await waitFor(() => expect(within(sheet).queryByRole('status', { name: 'Loading result counts' })).not.toBeInTheDocument());
    expect(within(sheet).queryByRole('region', { name: 'Refine results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Server Unavailable|Error/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The page behind the sheet is aria-hidden while the sheet is open.
    expect(within(list).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(0);
  });
});
