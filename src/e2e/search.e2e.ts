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

async function openJobs(page: TestPage, path = '/jobs') {
  await page.goto(path);
  await waitForApp(page);
  await page.getByRole('region', { name: 'Jobs' }).getByRole('button').first().waitFor();
}

const SHARED = '/jobs?jobtitle=engineer&sort=date&work_mode=remote&min_salary=1000&salary_currency=AED';

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
    await sheet.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Salary' }).click();
    await sheet.getByRole('combobox', { name: 'Experience level' }).click();
    await page.getByRole('option', { name: 'Senior Level', exact: true }).click();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/jobs?jobtitle=Engineer&sort=salary&role_level=Senior+Level');
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
  });

  it('restores a shared search: the field, the sheet and the list', async () => {
    const expected = await api<{ data: JobRow[]; total: number }>(`/candidates/all_jobs?page=1&length=5&${SHARED.split('?')[1]}`);
    await page.goto(SHARED);
    await waitForApp(page);
    await expect(page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).resolves.toBe('engineer');
    if (expected.data.length) await page.getByRole('region', { name: 'Jobs' }).getByText(expected.data[0].position).first().waitFor();
    await page.getByRole('button', { name: 'Filters (3)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter jobs' });
    await expect(sheet.getByRole('textbox', { name: 'Minimum salary (monthly)' }).inputValue()).resolves.toBe('1000');
    await sheet.getByRole('combobox', { name: 'Work mode' }).filter({ hasText: 'Remote' }).or(sheet.locator('input[value="Remote"]')).first().waitFor();
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
    const expected = await api<{ data: JobRow[] }>(`/candidates/all_jobs?page=1&length=5&${SHARED.split('?')[1]}`);
    await page.goto(SHARED);
    await waitForApp(page);
    const form = page.getByRole('search', { name: 'Search jobs' });
    await expect(form.getByRole('textbox', { name: 'Job Title' }).inputValue()).resolves.toBe('engineer');
    await expect(form.getByRole('textbox', { name: 'Minimum salary (monthly)' }).inputValue()).resolves.toBe('1000');
    await expect(form.getByRole('combobox', { name: 'Sort by' }).evaluate((el) => (el instanceof HTMLInputElement ? el.value : el.textContent))).resolves.toBe('Newest');
    if (expected.data.length) await page.getByRole('region', { name: 'Jobs' }).getByText(expected.data[0].position).first().waitFor();
    else await page.getByText('No Data Found!').waitFor();
    await expectNoAxeViolations(page);

    await form.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Salary' }).click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/jobs?jobtitle=engineer&sort=salary&work_mode=remote&min_salary=1000&salary_currency=AED');
  });
});
