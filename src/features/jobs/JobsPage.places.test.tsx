import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListResponse } from '@/shared/apiTypes';
import { apiUrl, registerVerifiedCandidate, signIn, type Tokens } from './testing/candidate';
import { renderJobs } from './testing/renderJobs';

// jsdom + MUI on a shared two-core machine: generous per-test time.
jest.setTimeout(30_000);

let tokens: Tokens;
beforeAll(async () => {
  tokens = await registerVerifiedCandidate('jobs-places');
}, 60_000);

const GCC = ['United Arab Emirates', 'Saudi Arabia', 'Qatar', 'Kuwait', 'Oman', 'Bahrain'];

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${tokens.access}` } })).json()) as T;
}

describe('job search by a whole country or region (issue 29)', () => {
  test('"All UAE" in the location searches location=country:AE and lists UAE jobs only', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderJobs('/jobs', { session: signIn(tokens) });
    await screen.findByRole('region', { name: 'Jobs' });
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.click(box);
    await user.type(box, 'UAE');
    await user.click(await screen.findByRole('option', { name: 'All UAE' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=country%3AAE'));
    const expected = await api<JobListResponse>('/candidates/all_jobs?location=country:AE');
    expect(expected.total).toBeGreaterThan(0);
    const list = await screen.findByRole('region', { name: 'Jobs' });
    await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(expected.data[0].position));
    for (const j of expected.data) expect(j.location).toMatch(/, United Arab Emirates$/);
  });

  test('a shared link with the Gulf restores "Gulf (GCC)" in the form and lists Gulf jobs', async () => {
    renderJobs('/jobs?location=region:GCC', { session: signIn(tokens) });
    const expected = await api<JobListResponse>('/candidates/all_jobs?location=region:GCC');
    for (const j of expected.data) expect(GCC).toContain(j.location.split(', ').pop());
    const list = await screen.findByRole('region', { name: 'Jobs' });
    await waitFor(() => expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(expected.data[0].position));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Gulf (GCC)'));
  });

  test('city options say their country', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs('/jobs', { session: signIn(tokens) });
    await screen.findByRole('region', { name: 'Jobs' });
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.click(box);
    await user.type(box, 'Dub');
    expect(await screen.findByRole('option', { name: 'Dubai, United Arab Emirates' })).toBeInTheDocument();
  });
});
