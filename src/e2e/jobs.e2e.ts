import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, MOBILE, newPage, waitForApp, type TestPage } from './harness';

/**
 * The job screens in a real browser (issue 6): search, paging, the detail pane, apply and save reaching the
 * candidate tables, the visitor login wall and the way back, the phone's new-tab cards, structured data, and axe
 * at 375px and 1440px.
 */
jest.setTimeout(180_000);
afterAll(closeBrowser);

interface JobRow {
  id: number;
  position: string;
  company: string;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function openJobs(page: TestPage, path = '/jobs') {
  await page.goto(path);
  await waitForApp(page);
  await page.getByRole('region', { name: 'Jobs' }).getByRole('button').first().waitFor();
}

const pane = (page: Page) => page.getByRole('region', { name: 'Job Details' });

async function answer(page: Page, title: RegExp | string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  // The footer button (a dialog has an icon 'Close' too).
  await dialog.getByRole('button', { name: button, exact: true }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('a candidate at 1440px', () => {
  let page: TestPage;
  beforeAll(async () => {
    page = await newPage({ width: DESKTOP });
    await loginAsFreshCandidate(page, 'jobs');
  });
  afterAll(() => page.context().close());

  it('searches, pages through results and opens a job in the pane', async () => {
    const title = 'Manager';
    const expected = await api<{ data: JobRow[]; page_count: number }>(`/candidates/all_jobs?page=2&length=5&jobtitle=${title}`);
    expect(expected.page_count).toBeGreaterThan(2);
    await openJobs(page);
    await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`**/jobs?jobtitle=${title}`);
    const nav = page.getByRole('navigation', { name: 'Job list pages' });
    await nav.getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL(`**/jobs?jobtitle=${title}&page=2`);
    await nav.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    const list = page.getByRole('region', { name: 'Jobs' });
    await list.getByRole('button', { pressed: true, name: new RegExp(escapeRe(expected.data[0].position)) }).waitFor();
    await pane(page).getByRole('heading', { level: 2, name: expected.data[0].position }).waitFor();

    await list.getByRole('button', { name: new RegExp(escapeRe(expected.data[1].position)) }).first().click();
    await pane(page).getByRole('heading', { level: 2, name: expected.data[1].position }).waitFor();
    await expectNoAxeViolations(page);

    // Reload and back restore the same view from the URL.
    await page.reload();
    await waitForApp(page);
    await nav.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Job Title' }).inputValue()).toBe(title);
    await page.goBack();
    await page.waitForURL(`**/jobs?jobtitle=${title}`);
    await nav.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('filters by job function and location through the searchable selects', async () => {
    await openJobs(page);
    await page.getByRole('textbox', { name: 'Job Title' }).fill('');
    await page.getByRole('combobox', { name: 'Location' }).fill('Dub');
    // Options of the open list: the form's native selects (post date, sort…) have options of their own.
    await page.getByRole('listbox').getByRole('option', { name: /Dubai/ }).first().click();
    await page.getByRole('combobox', { name: 'Job Function' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const fn = await page.getByRole('combobox', { name: 'Job Function' }).inputValue();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/jobs\?jobfunction=\d+&location=\d+/);
    const params = new URL(page.url()).searchParams;
    const expected = await api<{ data: JobRow[]; total: number }>(
      `/candidates/all_jobs?page=1&length=5&jobfunction=${params.get('jobfunction')}&location=${params.get('location')}`,
    );
    if (expected.data.length) {
      await page.getByRole('region', { name: 'Jobs' }).getByRole('button', { pressed: true, name: new RegExp(escapeRe(expected.data[0].position)) }).waitFor();
      await pane(page).getByText(fn).first().waitFor();
    } else {
      await page.getByText('No Data Found!').waitFor();
    }
    // A reload restores the selects' labels from the URL's ids.
    await page.reload();
    await waitForApp(page);
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('#job-search-location')?.value ?? '').startsWith('Dubai'));
    expect(await page.getByRole('combobox', { name: 'Job Function' }).inputValue()).toBe(fn);
    expect(page.errors).toEqual([]);
  });

  it('applies for a job and finds it under Applied Jobs', async () => {
    await openJobs(page);
    const job = pane(page);
    const position = (await job.getByRole('heading', { level: 2 }).textContent())!;
    await page.evaluate(() => {
      // Direct-apply jobs open the employer's page: keep the test in this tab.
      window.open = () => null;
    });
    await job.getByRole('button', { name: 'Apply Now' }).click();
    await answer(page, /Please Confirm/, 'Yes');
    await page.getByRole('dialog', { name: /Success/ }).waitFor();
    await expectNoAxeViolations(page);
    await answer(page, /Success/, 'Close');
    await job.getByRole('button', { name: 'Applied' }).waitFor();
    expect(await job.getByRole('button', { name: 'Applied' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto('/candidate/applied-jobs');
    await page.getByRole('link', { name: new RegExp(`View ${escapeRe(position)}`) }).first().waitFor();
    expect(page.errors).toEqual([]);
  });

  it('saves a job and finds it under Saved Jobs', async () => {
    await openJobs(page);
    const list = page.getByRole('region', { name: 'Jobs' });
    await list.getByRole('button', { pressed: false }).nth(1).click();
    const job = pane(page);
    await job.getByRole('button', { name: 'Save', exact: true }).waitFor();
    const position = (await job.getByRole('heading', { level: 2 }).textContent())!;
    await job.getByRole('button', { name: 'Save', exact: true }).click();
    await answer(page, /Please Confirm/, 'Yes');
    await answer(page, /Success/, 'Close');
    expect(await job.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);

    await page.goto('/candidate/saved-jobs');
    await page.getByRole('link', { name: new RegExp(`View ${escapeRe(position)}`) }).first().waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe('a visitor', () => {
  it('hits the login wall when paging, logs in and comes back to the page they wanted', async () => {
    const page = await newPage({ width: DESKTOP });
    await openJobs(page);
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Job list pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    const prompt = page.getByRole('dialog', { name: /Login Required/ });
    await prompt.getByText('Login required to apply for this job.').waitFor();
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    // The login page shows the stored message once.
    const message = page.getByRole('dialog');
    await message.getByText('Create a free account to unlock filters and smarter job matches.').waitFor();
    await message.getByRole('button', { name: 'Close' }).last().click();
    await message.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO_EMAIL);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^Login$/ }).click();
    // Spec 4: the success modal stands between login and the redirect.
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText('Logged in successfully!').waitFor();
    await success.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL('**/jobs?page=2');
    await page.getByRole('navigation', { name: 'Job list pages' }).locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await page.context().close();
  });

  it('opens a job page with its JobPosting data and passes axe at both widths', async () => {
    const { data } = await api<{ data: JobRow[] }>('/candidates/all_jobs?page=1&length=5');
    for (const width of [MOBILE, DESKTOP]) {
      const page = await newPage({ width });
      await page.goto(`/jobs/${data[0].id}`);
      await page.getByRole('heading', { level: 1, name: data[0].position }).waitFor();
      // Written by the server into the page's head (server/render), with its BreadcrumbList beside it.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = blocks.map((text) => JSON.parse(text) as { '@type': string }).find((d) => d['@type'] === 'JobPosting');
      expect(ld).toMatchObject({ '@type': 'JobPosting', title: data[0].position, hiringOrganization: { name: data[0].company } });
      await expectNoAxeViolations(page);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('on a phone (375px)', () => {
  it('has no desktop search form (the phone search of decisions §5 instead); a card opens the job in a new tab without an opener', async () => {
    const page = await newPage({ width: MOBILE });
    await openJobs(page);
    expect(await page.getByRole('search', { name: 'Search jobs', exact: true }).count()).toBe(0);
    expect(await page.getByRole('search', { name: 'Job search', exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Job Details' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    const card = page.getByRole('region', { name: 'Jobs' }).getByRole('button', { name: /opens in a new tab/ }).first();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toMatch(/^\/jobs\/\d+$/);
    await popup.getByRole('heading', { level: 1 }).waitFor();
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    await page.context().close();
  });

  it('a browse-by list passes axe at both widths', async () => {
    const { data } = await api<{ data: { url: string; name: string }[] }>('/candidates/job_bycity');
    for (const width of [MOBILE, DESKTOP]) {
      const page = await newPage({ width });
      await openJobs(page, data[0].url);
      await page.getByRole('heading', { level: 1, name: data[0].name }).waitFor();
      await expectNoAxeViolations(page);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });
});

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
