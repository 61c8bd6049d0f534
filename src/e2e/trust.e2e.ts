import { baseUrl, closeBrowser, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, MOBILE, newPage, waitForApp } from './harness';

/**
 * Trust on the page in a real browser (issue 17), at 375 px and 1440 px: the salary line and the source/freshness
 * line of a listing, a caution listing's reasons, the warning before a likely scam opened by direct link, and the
 * "Report this job" dialog; axe clean on each. Uses the demo seed's trust listings (server/db/seed.ts seedTrustDemo).
 */
jest.setTimeout(240_000);
afterAll(closeBrowser);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The demo's caution listing (listed) and its likely scam (two ids before it, only by direct link). */
async function demoListings(): Promise<{ caution: number; scam: number }> {
  const list = await api<{ data: { id: number; position: string }[] }>('/candidates/all_jobs?page=1&length=5&jobtitle=Online%20English%20Tutor');
  const caution = list.data.find((j) => j.position === 'Online English Tutor');
  if (!caution) throw new Error('the demo caution listing is missing');
  return { caution: caution.id, scam: caution.id - 2 };
}

for (const width of [MOBILE, DESKTOP]) {
  describe(`at ${width}px`, () => {
    it('shows the salary, source and freshness lines, a caution listing with its reasons, and a scam behind a warning', async () => {
      const { caution, scam } = await demoListings();
      const page = await newPage({ width });
      try {
        await page.goto(`/jobs/${caution}`);
        await waitForApp(page);
        const article = page.getByRole('article');
        await article.getByTestId('salary-line').getByText('PHP 18,000–25,000 / month').waitFor();
        await article.getByTestId('job-source').getByText(/checked today/).waitFor();
        await article.getByText('Posted 5 days ago').waitFor();
        const note = page.getByRole('note');
        await note.getByText('Check before you apply').waitFor();
        expect(await note.textContent()).toContain('This listing pushes you to decide or pay quickly.');
        await expectNoAxeViolations(page);

        await page.goto(`/jobs/${scam}`);
        await waitForApp(page);
        const alert = page.getByRole('alert').filter({ hasText: 'This listing shows signs of a scam' });
        await alert.waitFor();
        expect(await alert.textContent()).toContain('This listing asks for a fee. Genuine employers never charge candidates.');
        // The warning comes before the job's title.
        const before = await page.evaluate(() => {
          const a = [...document.querySelectorAll('[role="alert"]')].find((e) => e.textContent?.includes('signs of a scam'));
          const h = document.querySelector('article h1');
          return !!a && !!h && !!(a.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        expect(before).toBe(true);
        await expectNoAxeViolations(page);
      } finally {
        await page.context().close();
      }
    });

    it('lets a candidate report a job through the dialog', async () => {
      const { caution } = await demoListings();
      const page = await newPage({ width });
      try {
        await loginAsFreshCandidate(page, `trust-${width}`);
        await page.goto(`/jobs/${caution}`);
        await waitForApp(page);
        await page.getByRole('button', { name: 'Report this job' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report this job' });
        await dialog.waitFor();
        await dialog.getByRole('radiogroup', { name: 'Why are you reporting this job?' }).waitFor();
        await expectNoAxeViolations(page);
        await dialog.getByRole('radio', { name: 'Other' }).check();
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog.getByText('Tell us what is wrong with this listing.').waitFor();
        await dialog.getByRole('textbox', { name: /Details/ }).fill('They asked me to pay for the training kit.');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        const thanks = page.getByRole('dialog', { name: 'Success' });
        await thanks.getByText('Thank you. We will check this listing.').waitFor();
        await expectNoAxeViolations(page);
      } finally {
        await page.context().close();
      }
    });
  });
}
