import { baseUrl, closeBrowser, csrfPair, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, MOBILE, newPage, waitForApp } from './harness';

/**
 * Issue 33, the report review path end to end in a real browser: a candidate reports a verified job "asks for money"
 * through the dialog; the job stays as it was (a report is evidence, not a switch); support finds it in the review
 * queue and upholds the report; the job's page then leads with the scam warning and our team's finding, and the job
 * leaves search. Support's dismissal afterwards puts it back, so the shared catalogue ends as it began.
 */
jest.setTimeout(240_000);
afterAll(closeBrowser);

interface Queued {
  job_id: number;
  total_weight: number;
  reports: { reason: string; details: string; weight: number }[];
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Support's decision through the development endpoint (`npm run reports -- uphold|dismiss ID` does the same). */
async function decide(id: number, decision: 'upheld' | 'dismissed'): Promise<void> {
  const { cookie, token } = await csrfPair();
  const res = await fetch(`${baseUrl()}/v1/dev/reports/${id}/decision`, {
    method: 'POST',
    headers: { Cookie: cookie, 'X-CSRFToken': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision, note: 'e2e' }),
  });
  if (!res.ok) throw new Error(`decision: ${res.status} ${await res.text()}`);
}

/** A listed job from the middle of a Bahrain search, one no other browser test opens. */
async function quietJob(offset: number): Promise<{ id: number; position: string }> {
  const list = await api<{ data: { id: number; position: string; trust?: { level: string } }[] }>('/candidates/all_jobs?page=1&length=20&location=country%3ABH');
  const job = list.data.filter((j) => j.trust?.level === 'verified')[offset];
  if (!job) throw new Error('no verified Bahrain job to report');
  return job;
}

const cases = [
  { width: DESKTOP, offset: 7 },
  { width: MOBILE, offset: 9 },
];

for (const { width, offset } of cases) {
  it(`at ${width}px: a report goes to support's queue, not off the site; upheld, the job shows our finding and leaves search`, async () => {
    const job = await quietJob(offset);
    const page = await newPage({ width });
    try {
      await loginAsFreshCandidate(page, `report-review-${width}`);
      await page.goto(`/jobs/${job.id}`);
      await waitForApp(page);
      await page.getByRole('button', { name: 'Report this job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this job' });
      await dialog.getByRole('radio', { name: 'Asks for money' }).check();
      await dialog.getByRole('textbox', { name: /Details/ }).fill('The recruiter asked for a BHD 150 visa deposit.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'Success' }).getByText('Thank you. We will check this listing.').waitFor();

      // One report from a new account changes nothing a candidate sees.
      await page.reload();
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: job.position }).waitFor();
      expect(await page.getByText('This listing shows signs of a scam').count()).toBe(0);
      const listed = await api<{ data: { id: number }[] }>('/candidates/all_jobs?page=1&length=20&location=country%3ABH');
      expect(listed.data.map((j) => j.id)).toContain(job.id);

      // Support's queue has it, with the reporter's words and a light weight (a day-old account).
      const queue = await api<{ data: Queued[] }>('/dev/reports');
      const queued = queue.data.find((q) => q.job_id === job.id);
      expect(queued?.reports).toEqual([expect.objectContaining({ reason: 'asks_for_money', details: 'The recruiter asked for a BHD 150 visa deposit.' })]);
      expect(queued?.total_weight).toBeLessThan(1);

      await decide(job.id, 'upheld');
      await page.reload();
      await waitForApp(page);
      const warning = page.getByRole('alert').filter({ hasText: 'This listing shows signs of a scam' });
      await warning.waitFor();
      expect(await warning.textContent()).toContain("Our team checked candidates' reports about this listing and confirmed them.");
      await expectNoAxeViolations(page);
      const after = await api<{ data: { id: number }[] }>('/candidates/all_jobs?page=1&length=20&location=country%3ABH');
      expect(after.data.map((j) => j.id)).not.toContain(job.id);
    } finally {
      await decide(job.id, 'dismissed');
      await page.context().close();
    }
    const restored = await api<{ data: { trust: { level: string } } }>(`/candidates/view_job/${job.id}`);
    expect(restored.data.trust.level).toBe('verified');
  });
}
