import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataResponse, Job, JobListResponse } from '@/shared/apiTypes';
import { renderApp } from '@/testing/renderWithProviders';
import { DESKTOP_WIDTH, setViewportWidth } from '@/testing/viewport';

// Shared two-core machine: lazy pages plus real API calls can exceed the defaults.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const api = () => `${process.env.TEST_API_URL}/v1`;
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** The head the page shows, once it shows `title`. */
async function headBecomes(title: string, path: string | null) {
  await waitFor(() => expect(document.title).toBe(title));
  expect(canonical()).toBe(path === null ? undefined : `${window.location.origin}${path}`);
}

describe('the head follows in-app navigation (issue 18)', () => {
  it('home → about → articles → jobs → a job: each page writes the title, description and canonical the server writes', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/about-us' });

    // The server's format ('About Us | VeriJobs'), not the old 'About Us · VeriJobs'.
    await headBecomes('About Us | VeriJobs', '/about-us');
    expect(description()).toMatch(/^VeriJobs lists verified jobs straight from employer career sites/);

    const nav = screen.getByRole('banner');
    await user.click(within(nav).getByRole('link', { name: 'Articles' }));
    await headBecomes('Career Advice – Articles | VeriJobs', '/articles');
    expect(description()).toBe('Career advice for job seekers in Asia and the Gulf: job search strategy, resumes, interviews, networking and salary negotiation.');

    const list = (await (await fetch(`${api()}/candidates/all_jobs?page=1&length=5`)).json()) as JobListResponse;
    await user.click(within(nav).getByRole('link', { name: 'Find Jobs' }));
    await headBecomes('Latest verified jobs | VeriJobs', '/jobs');
    expect(description()).toBe(`${list.total.toLocaleString('en-US')} verified jobs from employer sites in India, the Philippines, Malaysia, Singapore and the Gulf. Newest first.`);

    const jobs = await Promise.all(list.data.map(async (row) => ((await (await fetch(`${api()}/candidates/view_job/${row.id}`)).json()) as DataResponse<Job>).data));
    const job = jobs.find((j) => j.status !== 'closed' && j.trust?.level !== 'high_risk') ?? jobs[0];
    const city = job.location.slice(0, -`, ${job.details.country}`.length);
    await act(() => router.navigate(`/jobs/${job.id}`));
    await headBecomes(`${job.position} at ${job.company} – ${city} | VeriJobs`, `/jobs/${job.id}`);
    expect(description()).toMatch(new RegExp(`^${job.position.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at `));

    // Back home: the landing's own head again.
    await act(() => router.navigate('/'));
    await headBecomes('VeriJobs – verified jobs and SmartMatch alerts', '/');
    expect(description()).toMatch(/^Verified jobs from employer sites across India/);

    // A job that does not exist: the server's 404 head, without a canonical link.
    await act(() => router.navigate('/jobs/999999999'));
    await headBecomes('Job not found | VeriJobs', null);
    expect(description()).toBe('This job does not exist or was removed. Browse the latest verified jobs instead.');
  });
});
