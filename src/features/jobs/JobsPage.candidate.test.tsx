import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataResponse, Job, JobListResponse } from '@/shared/apiTypes';
import { apiUrl, registerVerifiedCandidate, signIn, type Tokens } from './testing/candidate';
import { closeDialog, emulatePhone, renderJobs } from './testing/renderJobs';

// jsdom + MUI on a shared two-core machine: generous per-test time.
jest.setTimeout(30_000);

/** A logged-in candidate (own fresh account, so apply/save never collide with other test files). */

let tokens: Tokens;
let session: ReturnType<typeof signIn>;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(apiUrl(path), { headers: tokens ? { Authorization: `Bearer ${tokens.access}` } : {} });
  return (await res.json()) as T;
}

beforeAll(async () => {
  tokens = await registerVerifiedCandidate('jobs-candidate');
}, 60_000);
beforeEach(() => {
  session = signIn(tokens);
});

const jobList = () => screen.findByRole('region', { name: 'Jobs' });
const detailPane = () => screen.getByRole('region', { name: 'Job Details' });
const cardTitles = (list: HTMLElement) => [...within(list).queryAllByRole('button', { pressed: true }), ...within(list).queryAllByRole('button', { pressed: false })];

test('search filters the list and moves to the URL; paging and the back button follow the URL', async () => {
  const user = userEvent.setup({ delay: null });
  let title = '';
  let page1: JobListResponse | null = null;
  for (const t of ['Developer', 'Manager', 'Engineer', 'Executive', 'Analyst']) {
    const r = await api<JobListResponse>(`/candidates/all_jobs?page=1&length=5&jobtitle=${t}`);
    if (r.page_count >= 2) {
      title = t;
      page1 = r;
      break;
    }
  }
  expect(page1).not.toBeNull();
  const page2 = await api<JobListResponse>(`/candidates/all_jobs?page=2&length=5&jobtitle=${title}`);

  const { router, store } = renderJobs('/jobs', { session });
  await jobList();
  await user.type(screen.getByRole('textbox', { name: 'Job Title' }), title);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(router.state.location.search).toBe(`?jobtitle=${title}`));
  // The search lives in the URL only; the store records the location (router.path) for time-travel.
  await waitFor(() => expect(store.getState().router.path).toBe(`/jobs?jobtitle=${title}`));
  const list = await jobList();
  await waitFor(() => expect(within(list).getAllByRole('button', { pressed: false })[0]).toHaveTextContent(page1!.data[1].position));
  expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(page1!.data[0].position);

  const nav = screen.getByRole('navigation', { name: 'Job list pages' });
  await user.click(within(nav).getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(router.state.location.search).toBe(`?jobtitle=${title}&page=2`));
  await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(page2.data[0].position));
  expect(within(nav).getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  expect(cardTitles(list)).toHaveLength(page2.data.length);

  await act(() => router.navigate(-1));
  await waitFor(() => expect(store.getState().router.path).toBe(`/jobs?jobtitle=${title}`));
  await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(page1!.data[0].position));
  expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue(title);
});

test('the post-date filter goes into the search', async () => {
  const user = userEvent.setup({ delay: null });
  const { router } = renderJobs('/jobs', { session });
  await jobList();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Post Date' }), 'Last 7 days');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(router.state.location.search).toBe('?post_date=7days'));
});

test('sort and the new filters restore from a shared URL: the form shows them and the list is that search (issue 17)', async () => {
  const qs = '?jobtitle=engineer&sort=salary&work_mode=remote&role_level=Senior+Level&min_salary=1000&salary_currency=AED';
  const expected = await api<JobListResponse>(`/candidates/all_jobs?page=1&length=5&${qs.slice(1)}`);
  renderJobs(`/jobs${qs}`, { session });
  // A select shows the label of its chosen option.
  const shown = (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;
  expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('engineer');
  await waitFor(() => expect(shown('Sort by')).toBe('Salary'));
  expect(shown('Work mode')).toBe('Remote');
  expect(shown('Experience level')).toBe('Senior Level');
  expect(screen.getByRole('textbox', { name: 'Minimum salary (monthly)' })).toHaveValue('1000');
  expect(shown('Currency')).toBe('AED');
  if (expected.data.length) {
    const list = await jobList();
    await waitFor(() => expect(cardTitles(list)[0]).toHaveTextContent(expected.data[0].position));
    expect(cardTitles(list)).toHaveLength(expected.data.length);
  } else {
    expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
  }
});

test('desktop: sort and work mode go into the URL with the search', async () => {
  const user = userEvent.setup({ delay: null });
  const { router } = renderJobs('/jobs', { session });
  await jobList();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Work mode' }), 'Hybrid');
  await user.type(screen.getByRole('textbox', { name: 'Minimum salary (monthly)' }), '40000');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  // The currency defaults to the candidate's market currency (INR for a new account).
  await waitFor(() => expect(router.state.location.search).toBe('?sort=date&work_mode=hybrid&min_salary=40000&salary_currency=INR'));
});

describe('on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = emulatePhone();
  });
  afterEach(() => restore());

  test("a candidate's phone search and filter sheet land in the URL; Clear keeps only the title", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderJobs('/jobs', { session });
    await jobList();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'Engineer{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?jobtitle=Engineer'));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter jobs' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Experience level' }), 'Entry Level');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Sort by' }), 'Salary');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?jobtitle=Engineer&sort=salary&role_level=Entry+Level'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter jobs' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Filters (2)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filter jobs' })).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe('?jobtitle=Engineer'));

    // Back restores the filtered search, and the field follows the URL.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?jobtitle=Engineer&sort=salary&role_level=Entry+Level'));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Engineer');
  });
});

test('apply: confirm, success modal, Applied and disabled; the card shows it too; declining does nothing', async () => {
  const user = userEvent.setup({ delay: null });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const page = await api<JobListResponse>('/candidates/all_jobs?page=1&length=5');
  const job = page.data[0];
  renderJobs('/jobs', { session });
  const pane = await waitFor(() => detailPane());
  const applyButton = await within(pane).findByRole('button', { name: 'Apply Now' });

  await user.click(applyButton);
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Do you want to apply for this job?')).toBeInTheDocument();
  await closeDialog(user, 'No');
  expect(applyButton).toBeEnabled();
  expect((await api<DataResponse<Job>>(`/candidates/view_job/${job.id}`)).data.is_applied).toBe(false);

  await user.click(applyButton);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  dialog = await screen.findByRole('dialog', { name: /Success/ });
  // Issue 29: what applying did, in the server's words; never "successfully applied" when nothing reached the employer.
  expect(dialog).toHaveTextContent('This job is now in your Applied Jobs.');
  expect(dialog).not.toHaveTextContent(/successfully applied/i);
  await closeDialog(user);
  expect(within(pane).getByRole('button', { name: 'Applied' })).toBeDisabled();
  expect(within(await jobList()).getByRole('button', { pressed: true })).toHaveTextContent('Applied');
  expect((await api<DataResponse<Job>>(`/candidates/view_job/${job.id}`)).data.is_applied).toBe(true);
  const detail = (await api<DataResponse<Job>>(`/candidates/view_job/${job.id}`)).data;
  if (detail.direct_apply) expect(open).toHaveBeenCalledWith(detail.direct_appy_url, '_blank', 'noopener,noreferrer');
  else expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});

test('save: Saved and disabled; applying later clears saved (spec 4)', async () => {
  const user = userEvent.setup({ delay: null });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const page = await api<JobListResponse>('/candidates/all_jobs?page=1&length=5');
  const job = page.data[1];
  renderJobs(`/jobs/${job.id}`, { session });
  const save = await screen.findByRole('button', { name: 'Save' });
  await user.click(save);
  expect(within(await screen.findByRole('dialog')).getByText('Do you want to save this job?')).toBeInTheDocument();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await screen.findByRole('dialog', { name: /Success/ });
  await closeDialog(user);
  expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect((await api<DataResponse<Job>>(`/candidates/view_job/${job.id}`)).data.is_saved).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Apply Now' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await screen.findByRole('dialog', { name: /Success/ });
  await closeDialog(user);
  expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  const after = (await api<DataResponse<Job>>(`/candidates/view_job/${job.id}`)).data;
  expect(after).toMatchObject({ is_applied: true, is_saved: false });
  open.mockRestore();
});

test('a direct-apply job opens its http(s) link on apply and then offers View', async () => {
  const user = userEvent.setup({ delay: null });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  let direct: Job | null = null;
  for (let p = 2; p <= 6 && !direct; p++) {
    const page = await api<JobListResponse>(`/candidates/all_jobs?page=${p}&length=5`);
    for (const row of page.data) {
      const d = (await api<DataResponse<Job>>(`/candidates/view_job/${row.id}`)).data;
      if (d.direct_apply && !d.is_applied) {
        direct = d;
        break;
      }
    }
  }
  expect(direct).not.toBeNull();
  renderJobs(`/jobs/${direct!.id}`, { session });
  await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await screen.findByRole('dialog', { name: /Success/ });
  expect(open).toHaveBeenCalledWith(direct!.direct_appy_url, '_blank', 'noopener,noreferrer');
  await closeDialog(user);
  open.mockClear();
  await user.click(screen.getByRole('button', { name: 'View' }));
  expect(open).toHaveBeenCalledWith(direct!.direct_appy_url, '_blank', 'noopener,noreferrer');
  open.mockRestore();
});
