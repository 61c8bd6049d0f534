import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SEARCH_TITLE } from '@/shared/jobSearch';
import { DEMO, login, signIn, type Tokens } from './testing/candidate';
import { renderJobs } from './testing/renderJobs';

// Typing 350 characters through MUI on a shared two-core machine.
jest.setTimeout(60_000);

/** Issue 32, "one contract": a title the field lets through is one the API takes (MAX_SEARCH_TITLE, shared/jobSearch.ts). */

let tokens: Tokens;
beforeAll(async () => {
  tokens = await login(DEMO.email, DEMO.password);
});

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

test('a 150-character title reaches the list whole, without "Server Unavailable"; the field stops at 200', async () => {
  const user = userEvent.setup({ delay: null });
  const listTitles: string[] = [];
  const statuses: number[] = [];
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await realFetch(input, init);
    if (url.pathname.endsWith('/candidates/all_jobs')) {
      listTitles.push(url.searchParams.get('jobtitle') ?? '');
      statuses.push(res.status);
    }
    return res;
  }) as typeof fetch;

  const title = 'Senior Registered Nurse for the intensive care unit with ventilator experience and night shifts in a large teaching hospital '.padEnd(150, 'x');
  expect(title).toHaveLength(150);
  const { router } = renderJobs('/jobs', { session: signIn(tokens) });
  await screen.findByRole('region', { name: 'Jobs' });
  const field = screen.getByRole('textbox', { name: 'Job Title' });
  await user.type(field, title);
  await user.click(screen.getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('jobtitle')).toBe(title.trim()));
  await waitFor(() => expect(listTitles).toContain(title.trim()));
  expect(statuses[listTitles.indexOf(title.trim())]).toBe(200);
  // The list answers (jobs or "No Data Found!"), never the failure dialog.
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading jobs' })).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog', { name: /Server Unavailable/ })).not.toBeInTheDocument();
  expect(screen.queryByText('Server Unavailable')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, 'y'.repeat(MAX_SEARCH_TITLE + 1));
  expect(field).toHaveValue('y'.repeat(MAX_SEARCH_TITLE));
});
