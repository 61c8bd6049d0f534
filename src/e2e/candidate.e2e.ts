import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, MOBILE, newPage, waitForApp, type TestPage } from './harness';

/**
 * The candidate area in a real browser (issue 7), as the demo candidate: every candidate route at 375px and 1440px
 * shows its heading, fits the screen, logs no errors and passes axe; an image and a PDF résumé uploaded on My Profile
 * are there after a reload; a fresh candidate fills all SmartMatch slots; a table filters through the list call.
 */
jest.setTimeout(180_000);
afterAll(closeBrowser);

// A real 1×1 PNG and a minimal PDF (the API checks the type by content).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** An authenticated GET from inside the page (the stored access token). */
function apiGetInPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const access = localStorage.getItem('ACCESS') ?? sessionStorage.getItem('ACCESS');
    const res = await fetch(`/v1${p}`, { headers: { Authorization: `Bearer ${access}` } });
    return res.json();
  }, path) as Promise<T>;
}

async function demoSmartMatchId(): Promise<number> {
  const page = await newPage({ loggedIn: true });
  const { data } = await apiGetInPage<{ data: { id: number }[] }>(page, '/smartmatch/list');
  await page.context().close();
  return data[0].id;
}

async function open(page: TestPage, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForApp(page);
}

describe('every candidate route', () => {
  let smId = 0;
  beforeAll(async () => {
    smId = await demoSmartMatchId();
  });

  const routes = (): [string, string][] => [
    ['/candidate/dashboard', 'Dashboard'],
    ['/candidate/my-profile', 'My Profile'],
    ['/candidate/smartmatch', 'SmartMatch'],
    ['/candidate/subscription', 'Choose Your Plan'],
    ['/candidate/featured-jobs', 'Featured Jobs'],
    [`/candidate/featured-jobs/smartmatch/${smId}`, 'Featured Jobs'],
    ['/candidate/available-jobs', 'Available Jobs'],
    ['/candidate/applied-jobs', 'Applied Jobs'],
    ['/candidate/saved-jobs', 'Saved Jobs'],
    ['/candidate/hiring-request', 'Hiring Request'],
  ];

  it.each([MOBILE, DESKTOP])('at %ipx: shows each heading and its content, fits the screen, passes axe', async (width) => {
    const page = await newPage({ width, loggedIn: true });
    for (const [path, h1] of routes()) {
      await open(page, path);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      // Wait for the screen's data, not just its frame.
      if (path.includes('jobs') || path.includes('hiring')) {
        await (width === MOBILE ? page.getByRole('list', { name: h1 }) : page.getByRole('table', { name: h1 }).getByRole('link', { name: /^View / }).first()).waitFor();
      } else if (path.endsWith('dashboard')) {
        await page.getByRole('region', { name: 'Overview' }).getByRole('link').first().waitFor();
      } else if (path.endsWith('smartmatch')) {
        await page.getByRole('button', { name: /^Add Details/ }).first().waitFor();
      } else if (path.endsWith('subscription')) {
        await page.getByRole('article', { name: '3 Months' }).waitFor();
      } else {
        await page.getByRole('region', { name: 'Career Preference' }).waitFor();
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

it('uploads a profile image and a PDF résumé on My Profile, and both are there after a reload', async () => {
  const page = await newPage({ width: DESKTOP, loggedIn: true });
  await open(page, '/candidate/my-profile');
  const uploads = page.getByRole('region', { name: 'Profile Image and Resume' });
  await uploads.waitFor();

  // Client-side checks first: nothing chosen, then a wrong type.
  await uploads.getByRole('button', { name: 'Upload Image' }).click();
  await uploads.getByText('File is required').waitFor();
  await uploads.getByLabel('Profile Image', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploads.getByText('The file is not allowed (png, jpg, jpeg, gif, webp, bmp only).').waitFor();

  await uploads.getByLabel('Profile Image', { exact: true }).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await uploads.getByRole('img', { name: 'Profile Image preview' }).waitFor();
  await uploads.getByRole('button', { name: 'Upload Image' }).click();
  await page.getByText('Your profile image was updated.').waitFor();

  await uploads.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'demo-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploads.getByRole('button', { name: 'Upload Resume' }).click();
  await page.getByText('Your resume was uploaded.').waitFor();

  await page.reload();
  await waitForApp(page);
  const avatar = page.getByRole('img', { name: 'Profile image of Demo Candidate' });
  await avatar.waitFor();
  const src = await avatar.getAttribute('src');
  expect(src).toBeTruthy();
  // The stored image is served back, as the PNG we sent.
  const image = await page.request.get(new URL(src as string, baseUrl()).href);
  expect(image.status()).toBe(200);
  expect(Buffer.from(await image.body()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));

  const resume = page.getByRole('link', { name: /demo-cv\.pdf/ });
  await resume.waitFor();
  expect(await resume.getAttribute('target')).toBe('_blank');
  const file = await page.request.get(new URL((await resume.getAttribute('href')) as string, baseUrl()).href);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

/** Picks an option of a SearchableSelect (MUI Autocomplete) in `scope` by typing part of it. */
async function pickFirst(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, text: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox').getByRole('option').first().click();
}

it('a fresh candidate creates Smart Matches (quick setup, then the full form) until the slots are full', async () => {
  const page = await newPage({ width: DESKTOP });
  await loginAsFreshCandidate(page, 'cand', { first: 'Slot', last: 'Filler' });
  await open(page, '/candidate/smartmatch?role=QA%20Engineer');
  const slots = page.getByRole('list', { name: 'SmartMatch' });
  await slots.getByRole('button', { name: /^Add Details/ }).first().waitFor();
  expect(await slots.getByRole('button', { name: /^Add Details/ }).count()).toBe(3);

  // Quick setup: the role came along from /smart-match.
  const quick = page.getByRole('form', { name: 'Quick Setup' });
  await quick.getByRole('list', { name: /Job Titles/ }).getByText('QA Engineer').waitFor();
  await pickFirst(page, quick, /Job Function/, 'Info');
  await pickFirst(page, quick, /Location/, 'Pune');
  await quick.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Your SmartMatch was created.').waitFor();
  await slots.getByRole('heading', { name: /QA Engineer/ }).waitFor();
  expect(await slots.getByRole('button', { name: /^Add Details/ }).count()).toBe(2);

  // The full form, twice.
  for (const [i, title, time] of [
    [2, 'Release Manager', 'Morning'],
    [3, 'Site Reliability Engineer', 'Afternoon'],
  ] as const) {
    await slots.getByRole('button', { name: `Add Details (Slot ${i})` }).click();
    const form = page.getByRole('form', { name: `SmartMatch ${i}` });
    await form.getByRole('textbox', { name: 'SmartMatch Name' }).fill(`${title} alerts`);
    const titles = form.getByRole('combobox', { name: /Job Titles/ });
    await titles.fill(title);
    await titles.press('Enter');
    await pickFirst(page, form, /Job Function/, 'Info');
    await pickFirst(page, form, /Location/, 'Dub');
    await form.getByRole('radio', { name: time }).check();
    if (i === 3) await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Create SmartMatch' }).click();
    await slots.getByRole('heading', { name: `${title} alerts` }).waitFor();
  }

  await page.getByText('All 3 SmartMatch slots are in use.').waitFor();
  expect(await slots.getByRole('button', { name: /^Add Details/ }).count()).toBe(0);
  expect(await page.getByRole('form', { name: 'Quick Setup' }).count()).toBe(0);
  await expectNoAxeViolations(page);

  // The dashboard shows all three, each leading to its own featured jobs.
  await open(page, '/candidate/dashboard');
  const matches = page.getByRole('region', { name: 'Your Smart Matches' });
  await matches.getByRole('link', { name: /^Show all jobs for Site Reliability Engineer alerts/ }).click();
  await page.waitForURL(/\/candidate\/featured-jobs\/smartmatch\/\d+$/);
  await page.getByText(/Matches for “Site Reliability Engineer alerts”/).waitFor();
  expect(page.errors).toEqual([]);
  await page.context().close();
});

it('filters a table through the list call, on desktop with Search and on mobile in the Filter modal', async () => {
  const desktop = await newPage({ width: DESKTOP, loggedIn: true });
  await open(desktop, '/candidate/featured-jobs');
  const table = desktop.getByRole('table', { name: 'Featured Jobs' });
  await table.getByRole('link', { name: /^View / }).first().waitFor();
  const company = desktop.getByRole('combobox', { name: 'Company' });
  const options = await company.locator('option').allTextContents();
  const chosen = options[1];
  expect(chosen).toBeTruthy();
  const listCall = desktop.waitForRequest((r) => r.url().includes('/v1/candidates/featured_jobs') && r.url().includes('company='));
  await company.selectOption(chosen);
  await desktop.getByRole('button', { name: 'Search' }).click();
  await listCall;
  await desktop.waitForURL(/company=/);
  await desktop.waitForFunction(
    (name) => {
      const rows = [...document.querySelectorAll('table tbody tr')];
      return rows.length > 0 && rows.every((r) => r.querySelectorAll('td')[1]?.textContent === name);
    },
    chosen,
  );
  await expectNoAxeViolations(desktop);
  await desktop.context().close();

  const mobile = await newPage({ width: MOBILE, loggedIn: true });
  await open(mobile, '/candidate/applied-jobs');
  const list = mobile.getByRole('list', { name: 'Applied Jobs' });
  await list.getByRole('link').first().waitFor();
  await mobile.getByRole('button', { name: 'Filter' }).click();
  const dialog = mobile.getByRole('dialog', { name: 'Filter' });
  const location = dialog.getByRole('combobox', { name: 'Location' });
  const place = (await location.locator('option').allTextContents())[1];
  await location.selectOption(place);
  await expectNoAxeViolations(mobile);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await mobile.waitForURL(/location=/);
  await mobile.waitForFunction(
    (where) => {
      const cards = [...document.querySelectorAll('ul[aria-label="Applied Jobs"] li')];
      return cards.length > 0 && cards.every((c) => c.textContent?.includes(where));
    },
    place,
  );
  expect(mobile.errors).toEqual([]);
  await mobile.context().close();
});
