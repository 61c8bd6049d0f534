import type { BrowserContext } from 'playwright-core';
import { baseUrl, closeBrowser, DESKTOP, sharedBrowser } from './harness';

/**
 * Public pages without JavaScript (issue 18): the server writes each page's main content into the HTML
 * (server/render, docs/rendering.md), so a browser that runs no script still shows it, and its links work: a job from
 * the list, the next page of the list by URL, a browse-by entry, an article. Since slice 2 the HTML also holds the
 * React render in #root (for browsers that run the script); without scripting that part is hidden
 * (`@media (scripting: none)`), so the no-script content is what shows, once. Locators take visible elements only.
 */
jest.setTimeout(120_000);
afterAll(closeBrowser);

let context: BrowserContext;
beforeAll(async () => {
  const browser = await sharedBrowser();
  context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: DESKTOP, height: 900 } });
  context.setDefaultTimeout(15_000);
});
afterAll(async () => context?.close());

const ROUTES: [string, string | RegExp][] = [
  ['/', 'Find Exciting Jobs Today'],
  ['/jobs', 'Latest verified jobs'],
  ['/jobs-by-categories', 'Jobs by category'],
  ['/jobs-by-cities', 'Jobs by city'],
  ['/jobs-by-companies', 'Jobs by company'],
  ['/articles', 'Career Advice'],
  ['/article/negotiating-salary', /^Negotiating salary/],
  ['/about-us', 'About VeriJobs'],
  ['/smart-match', 'AI Auto Job Search & Daily Alerts'],
  ['/contact-us', 'Get in touch with us'],
  ['/login', 'Login'],
  ['/register', 'Create your free account'],
];

it.each(ROUTES)('%s shows its heading without JavaScript', async (path, heading) => {
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Jobs', exact: true }).waitFor({ state: 'visible' });
  // The React render is in the page (for browsers with scripting) but hidden here: one heading shows, not two.
  expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
  expect(await page.locator('#root').isVisible()).toBe(false);
  expect(await page.locator('h1:visible').count()).toBe(1);
  await page.close();
});

it('the job list pages by URL and opens a job, and an article shows its text', async () => {
  const page = await context.newPage();
  await page.goto('/jobs');
  const firstPage = await page.locator('main li a[href^="/jobs/"]:visible').allTextContents();
  expect(firstPage).toHaveLength(5);
  await page.getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL(/\/jobs\?page=2$/);
  await page.getByRole('heading', { level: 1, name: 'Latest verified jobs' }).waitFor();
  const secondPage = await page.locator('main li a[href^="/jobs/"]:visible').allTextContents();
  expect(secondPage).toHaveLength(5);
  const job = page.locator('main li a[href^="/jobs/"]:visible').first();
  const title = (await job.textContent())!;
  await job.click();
  await page.waitForURL(/\/jobs\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible' });
  expect(await page.getByRole('link', { name: 'Log in to apply' }).isVisible()).toBe(true);

  await page.goto('/jobs-by-cities');
  const city = page.locator('main > ul > li > a:visible').first();
  const name = (await city.textContent())!;
  await city.click();
  await page.getByRole('heading', { level: 1, name: `Jobs in ${name}` }).waitFor({ state: 'visible' });

  await page.goto('/articles');
  await page.getByRole('link', { name: /^Negotiating salary/ }).click();
  await page.getByRole('heading', { level: 2 }).first().waitFor({ state: 'visible' });
  expect(await page.locator('main article p:visible').count()).toBeGreaterThan(3);
  await page.close();
});
