import type { Locator } from 'playwright-core';
import { baseUrl, closeBrowser, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, MOBILE, newPage, waitForApp, type TestPage } from './harness';

/**
 * The search candidates expect (issue 17, decisions.md §5) in a real browser: a phone's search field and filter sheet,
 * the visitor's login prompt there, sort and filters restored from a shared URL at 375px and 1440px, axe clean.
 */
jest.setTimeout(180_000);
afterAll(closeBrowser);

interface JobRow {
  id: number;
  position: string;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The label a select shows, whether it is the native stand-in or the MUI select it becomes. */
const shownValue = (field: Locator) =>
  field.evaluate((el) => (el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : el instanceof HTMLInputElement ? el.value : (el.textContent ?? '')));

/** Picks an option of a select, native (its stand-in) or MUI. */
async function choose(page: TestPage, field: Locator, option: string) {
  if (await field.evaluate((el) => el instanceof HTMLSelectElement)) {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openJobs(page: TestPage, path = '/jobs') {
  await page.goto(path);
  await waitForApp(page);
  await page.getByRole('region', { name: 'Jobs' }).getByRole('button').first().waitFor();
}

// Remote engineers paid at least AED 1,000 a month (about ₹26,000): many in the seed, so the restored list has rows.
const SHARED = '/jobs?jobtitle=engineer&sort=date&work_mode=remote&min_salary=1000&salary_currency=AED';

/** The first page the shared search gives, as the API answers it; the seed must give it rows. */
async function sharedResults(): Promise<JobRow[]> {
  const expected = await api<{ data: JobRow[] }>(`/candidates/all_jobs?page=1&length=5&${SHARED.split('?')[1]}`);
  expect(expected.data.length).toBeGreaterThan(0);
  return expected.data;
}

describe('a visitor on a phone (375px)', () => {
  let page: TestPage;
  beforeAll(async () => {
    page = await newPage({ width: MOBILE });
  });
  afterAll(() => page.context().close());

  it('has a labelled search field and a Filters button; searching asks for a login (spec 6)', async () => {
    await openJobs(page);
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Nurse');
    await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    const prompt = page.getByRole('dialog', { name: /Login Required/ });
    await prompt.waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('a candidate on a phone (375px)', () => {
  let page: TestPage;
  beforeAll(async () => {
    page = await newPage({ width: MOBILE });
    await loginAsFreshCandidate(page, 'search-phone');
  });
  afterAll(() => page.context().close());

  it('searches from the field, filters and sorts in the sheet (keyboard, Escape), and the URL keeps it all', async () => {
    await openJobs(page);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Engineer');
    await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    await page.waitForURL('**/jobs?jobtitle=Engineer');

    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filter jobs' });
    await sheet.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect(filters.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await filters.press('Enter');
    await sheet.waitFor();
    await choose(page, sheet.getByRole('combobox', { name: 'Sort by' }), 'Salary');
    await choose(page, sheet.getByRole('combobox', { name: 'Experience level' }), 'Senior Level');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/jobs?jobtitle=Engineer&sort=salary&role_level=Senior+Level');
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
  });

  it('restores a shared search: the field, the sheet and the list', async () => {
    const expected = await sharedResults();
    await page.goto(SHARED);
    await waitForApp(page);
    await expect(page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).resolves.toBe('engineer');
    await page.getByRole('region', { name: 'Jobs' }).getByText(expected[0].position).first().waitFor();
    await page.getByRole('button', { name: 'Filters (3)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter jobs' });
    await expect(sheet.getByRole('textbox', { name: 'Minimum salary (monthly)' }).inputValue()).resolves.toBe('1000');
    // The sort travels too: sort=date is "Newest".
    await expect(shownValue(sheet.getByRole('combobox', { name: 'Sort by' }))).resolves.toBe('Newest');
    await expect(shownValue(sheet.getByRole('combobox', { name: 'Work mode' }))).resolves.toBe('Remote');
    await sheet.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL('**/jobs?jobtitle=engineer');
  });
});

describe('a candidate at 1440px', () => {
  let page: TestPage;
  beforeAll(async () => {
    page = await newPage({ width: DESKTOP });
    await loginAsFreshCandidate(page, 'search-desktop');
  });
  afterAll(() => page.context().close());

  it('restores sort and filters from a shared URL into the form and the list, axe clean', async () => {
    const expected = await sharedResults();
    await page.goto(SHARED);
    await waitForApp(page);
    const form = page.getByRole('search', { name: 'Search jobs' });
    await expect(form.getByRole('textbox', { name: 'Job Title' }).inputValue()).resolves.toBe('engineer');
    await expect(form.getByRole('textbox', { name: 'Minimum salary (monthly)' }).inputValue()).resolves.toBe('1000');
    await expect(shownValue(form.getByRole('combobox', { name: 'Sort by' }))).resolves.toBe('Newest');
    await page.getByRole('region', { name: 'Jobs' }).getByText(expected[0].position).first().waitFor();
    await expectNoAxeViolations(page);

    await choose(page, form.getByRole('combobox', { name: 'Sort by' }), 'Salary');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/jobs?jobtitle=engineer&sort=salary&work_mode=remote&min_salary=1000&salary_currency=AED');
  });
});
