import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListResponse } from '@/shared/apiTypes';
import { STORAGE_KEYS } from '@/config/constants';
import { locationChanged } from '@/api/navigation';
import { jobSelected } from './jobsSlice';
import { apiUrl } from './testing/candidate';
import { closeDialog, emulatePhone, renderJobs } from './testing/renderJobs';

// jsdom + MUI on a shared two-core machine: generous per-test time.
jest.setTimeout(30_000);

/** Visitors (spec 6): the first page and job details are open; search, paging, apply and save ask for a login. */

let firstPage: JobListResponse;
beforeAll(async () => {
  firstPage = (await (await fetch(apiUrl('/candidates/all_jobs?page=1&length=5'))).json()) as JobListResponse;
  expect(firstPage.data).toHaveLength(5);
});

const jobList = () => screen.findByRole('region', { name: 'Jobs' });
const detailPane = () => screen.getByRole('region', { name: 'Job Details' });

async function expectLoginPrompt(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: /Login Required/ });
  expect(within(dialog).getByText('Login required to apply for this job.')).toBeInTheDocument();
  expect(window.localStorage.getItem(STORAGE_KEYS.message)).toBe('Create a free account to unlock filters and smarter job matches.');
  return {
    dialog,
    login: () => user.click(within(dialog).getByRole('button', { name: 'Login' })),
  };
}

describe('Job list, visitor on desktop', () => {
  test('the first job is auto-selected; clicking a card shows that job in the pane', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderJobs('/jobs');
    const list = await jobList();
    await waitFor(() => expect(within(list).getAllByRole('button', { pressed: false })).toHaveLength(4));
    const [first, second] = firstPage.data;
    expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(first.position);
    expect(await within(detailPane()).findByRole('heading', { level: 2, name: first.position })).toBeInTheDocument();
    expect(store.getState().jobs.selectedJobId).toBe(first.id);

    await user.click(within(list).getByRole('button', { name: new RegExp(escape(second.position)) , pressed: false }));
    expect(await within(detailPane()).findByRole('heading', { level: 2, name: second.position })).toBeInTheDocument();
    expect(store.getState().jobs.selectedJobId).toBe(second.id);
    const pane = detailPane();
    for (const label of ['Role Function', 'Job Function', 'Role Level', 'Work Type', 'Country', 'Location', 'Website', 'Industry'])
      expect(within(pane).getByText(label)).toBeInTheDocument();
    expect(within(pane).getByRole('heading', { name: 'Job Description' })).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(within(pane).getByRole('button', { name: 'Save' })).toBeEnabled();
    // Company logos are decorative and lazy (a server-rendered page then makes its paint wait for none of them).
    const logos = [...list.querySelectorAll('img'), ...pane.querySelectorAll('img')];
    expect(logos.length).toBeGreaterThan(4);
    for (const logo of logos) expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(logos.map(() => ''));
    // No JobPosting markup on the list: it belongs to the job's own page.
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  test('time-travel: a jobSelected action re-selects; a jump of the stored location moves the URL', async () => {
    const { store, router } = renderJobs('/jobs');
    await within(await jobList()).findByRole('button', { pressed: true });
    const third = firstPage.data[2];
    act(() => {
      store.dispatch(jobSelected(third.id));
    });
    expect(await within(detailPane()).findByRole('heading', { level: 2, name: third.position })).toBeInTheDocument();
    expect(within(await jobList()).getByRole('button', { pressed: true })).toHaveTextContent(third.position);
    act(() => {
      store.dispatch(locationChanged({ from: '/jobs', to: '/jobs?page=2' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  test('paging asks for a login, remembers the wanted page and leads to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderJobs('/jobs');
    const nav = await screen.findByRole('navigation', { name: 'Job list pages' });
    await user.click(within(nav).getByRole('button', { name: 'Go to page 2' }));
    const prompt = await expectLoginPrompt(user);
    expect(store.getState().session.rememberedPath).toBe('/jobs?page=2');
    expect(router.state.location.search).toBe('');
    await prompt.login();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  test('searching asks for a login and remembers the search', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderJobs('/jobs');
    await jobList();
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Developer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLoginPrompt(user);
    expect(store.getState().session.rememberedPath).toBe('/jobs?jobtitle=Developer');
    await closeDialog(user, 'Cancel');
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('');
  });

  test('apply and save ask for a login', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderJobs('/jobs');
    const pane = await waitFor(() => detailPane());
    await user.click(await within(pane).findByRole('button', { name: 'Apply Now' }));
    await expectLoginPrompt(user);
    expect(store.getState().session.rememberedPath).toBe('/jobs');
    await closeDialog(user, 'Cancel');
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    await expectLoginPrompt(user);
    await closeDialog(user, 'Cancel');
    expect(within(pane).getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  test('a shared link with a search shows the first unfiltered page and asks for a login', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderJobs('/jobs?jobtitle=zzzz-nothing&page=3');
    await expectLoginPrompt(user);
    expect(store.getState().session.rememberedPath).toBe('/jobs?jobtitle=zzzz-nothing&page=3');
    await closeDialog(user, 'Cancel');
    const list = await jobList();
    await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(firstPage.data[0].position));
    // Never shown as applied (issue 29): the form is empty and a notice says the search waits for login.
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('');
    expect(screen.getByText(/Log in to see jobs for “zzzz-nothing”\./)).toBeInTheDocument();
  });
});

describe('Job list on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = emulatePhone();
  });
  afterEach(() => restore());

  test('no desktop search form, no pane; a card opens the job page in a new tab without opener', async () => {
    const user = userEvent.setup({ delay: null });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderJobs('/jobs');
    const list = await jobList();
    const first = firstPage.data[0];
    // The first card (a page may list two jobs of the same title).
    const [card] = await within(list).findAllByRole('button', { name: new RegExp(`${escape(first.position)}.*opens in a new tab`) });
    // Spec 2.12 hides the desktop form; phones get the search field and the filter sheet instead (decisions §5).
    expect(screen.queryByRole('search', { name: 'Search jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Job search' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Job Details' })).not.toBeInTheDocument();
    await user.click(card);
    expect(open).toHaveBeenCalledWith(`/jobs/${first.id}`, '_blank', 'noopener');
    open.mockRestore();
  });

  test('the phone search field asks a visitor to log in and remembers the search (spec 6)', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderJobs('/jobs');
    await jobList();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'Nurse{Enter}');
    const prompt = await expectLoginPrompt(user);
    expect(store.getState().session.rememberedPath).toBe('/jobs?jobtitle=Nurse');
    expect(router.state.location.search).toBe('');
    await prompt.login();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  test('the filter sheet opens as a dialog, closes with Escape, and its Apply asks a visitor to log in', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderJobs('/jobs');
    await jobList();
    const filters = screen.getByRole('button', { name: 'Filters' });
    await user.click(filters);
    let sheet = await screen.findByRole('dialog', { name: 'Filter jobs' });
    for (const name of ['Job Function', 'Location', 'Post Date', 'Sort by', 'Work mode', 'Experience level', 'Currency'])
      expect(within(sheet).getByRole('combobox', { name })).toBeInTheDocument();
    expect(within(sheet).getByRole('textbox', { name: 'Minimum salary (monthly)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter jobs' })).not.toBeInTheDocument());
    await waitFor(() => expect(filters).toHaveFocus());

    await user.click(filters);
    sheet = await screen.findByRole('dialog', { name: 'Filter jobs' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Work mode' }), 'Remote');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expectLoginPrompt(user);
    expect(store.getState().session.rememberedPath).toBe('/jobs?work_mode=remote');
    expect(router.state.location.search).toBe('');
  });
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
