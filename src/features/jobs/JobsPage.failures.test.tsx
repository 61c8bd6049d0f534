import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrowseItem, DataResponse, JobListResponse } from '@/shared/apiTypes';
import { DEMO, apiUrl, login, signIn, type Tokens } from './testing/candidate';
import { closeDialog, renderJobs } from './testing/renderJobs';

// jsdom + MUI on a shared two-core machine: generous per-test time.
jest.setTimeout(30_000);

/** Failures (spec 8), not-found, structured data and browse-by lists. */

let tokens: Tokens;
let firstPage: JobListResponse;
beforeAll(async () => {
  tokens = await login(DEMO.email, DEMO.password);
  firstPage = (await (await fetch(apiUrl('/candidates/all_jobs?page=1&length=5'))).json()) as JobListResponse;
});

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

/** Answers matching calls with `respond` (which may wait), everything else goes to the real API. */
function overrideFetch(match: RegExp, respond: () => Promise<Response>) {
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => (match.test(urlOf(input)) ? respond() : realFetch(input, init))) as typeof fetch;
}

/** A job the demo candidate has neither saved nor applied for (the overrides never let a change through). */
async function demoUntouchedJob() {
  const res = await realFetch(apiUrl('/candidates/all_jobs?page=1&length=5'), { headers: { Authorization: `Bearer ${tokens.access}` } });
  const job = ((await res.json()) as JobListResponse).data.find((j) => !j.is_saved && !j.is_applied);
  if (!job) throw new Error('The demo candidate has saved or applied to every job of the first page.');
  return job;
}

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('apply failure: the optimistic Applied rolls back and the server detail is shown', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  overrideFetch(/\/apply_job\//, async () => {
    await held;
    return jsonResponse(400, { status: 'error', detail: 'Applications for this job are closed.' });
  });
  const job = (await demoUntouchedJob())!;
  renderJobs(`/jobs/${job.id}`, { session: signIn(tokens) });
  await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  // Optimistic: applied before the server answers.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Applied', hidden: true })).toBeDisabled());
  release();
  const dialog = await screen.findByRole('dialog', { name: /Error/ });
  expect(within(dialog).getByText('Applications for this job are closed.')).toBeInTheDocument();
  await closeDialog(user);
  expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
});

test('save failure without a detail: Something went wrong.', async () => {
  const user = userEvent.setup({ delay: null });
  overrideFetch(/\/save_job\//, async () => new Response('oops', { status: 500 }));
  const job = (await demoUntouchedJob())!;
  renderJobs(`/jobs/${job.id}`, { session: signIn(tokens) });
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  const dialog = await screen.findByRole('dialog', { name: /Error/ });
  expect(within(dialog).getByText('Something went wrong.')).toBeInTheDocument();
  await closeDialog(user);
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('list failure: Server Unavailable, whose confirm goes home', async () => {
  const user = userEvent.setup({ delay: null });
  overrideFetch(/\/all_jobs/, async () => new Response('down', { status: 503 }));
  renderJobs('/jobs', { session: signIn(tokens) });
  const dialog = await screen.findByRole('dialog', { name: /Server Unavailable/ });
  expect(within(dialog).getByText("Service is temporarily down. We're fixing it. Try again later.")).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

test('an empty result says No Data Found!', async () => {
  renderJobs('/jobs?jobtitle=qqqzzzxxnothingmatches', { session: signIn(tokens) });
  expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Job list pages' })).not.toBeInTheDocument();
});

test('an unknown or malformed job id shows a not-found state', async () => {
  const { unmount } = renderJobs('/jobs/987654321');
  expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  unmount();
  renderJobs('/jobs/abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
});

test('a job page shows only that job (its JobPosting JSON-LD comes with the HTML: server/render)', async () => {
  const job = firstPage.data[0];
  renderJobs(`/jobs/${job.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: job.position })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Jobs' })).not.toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
});

test('a browse-by list is filtered by its element and titled with the response heading', async () => {
  const cities = (await (await fetch(apiUrl('/candidates/job_bycity'))).json()) as DataResponse<BrowseItem[]>;
  const city = cities.data[0];
  const expected = (await (await fetch(apiUrl(`/candidates/all_jobs?page=1&length=5&type=city&job_element=${city.url.split('/').pop()}`))).json()) as JobListResponse;
  expect(expected.heading).toBeTruthy();
  renderJobs(city.url);
  expect(await screen.findByRole('heading', { level: 1, name: expected.heading })).toBeInTheDocument();
  const list = await screen.findByRole('region', { name: 'Jobs' });
  await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(expected.data[0].position));
});
