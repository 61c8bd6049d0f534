import type { Page, Request } from 'playwright-core';
import { paths } from '@/config/paths';
import { closeBrowser, DESKTOP, newPage, waitForApp, type TestPage } from './harness';

/**
 * No wasted requests (issue 8): the API calls of a typical session, counted in a real browser. Moving around in
 * the app (client-side navigation) reuses RTK Query's cache: nothing already fetched is fetched again.
 */
jest.setTimeout(120_000);
afterAll(closeBrowser);

/** Records every API call (fetch/XHR to /v1; images served from /v1/media are not calls) the page makes from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    const isCall = req.resourceType() === 'fetch' || req.resourceType() === 'xhr';
    if (isCall && url.pathname.startsWith('/v1/')) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
}

const duplicates = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);

describe('API calls', () => {
  it('the landing page makes no API call: the server rendered it and handed its data over (issue 18)', async () => {
    const page = await newPage({ width: DESKTOP });
    const calls = recordApiCalls(page);
    await page.goto(paths.home.getHref());
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    // Scrolling to the footer (landing sections and footer load lazily) reuses the same answer.
    await page.mouse.wheel(0, 20_000);
    await page.locator('footer').first().waitFor();
    await settle(page);
    expect(calls).toEqual([]);
    await page.context().close();
  });

  it('a typical session fetches nothing twice: landing → jobs → three jobs → dashboard → applied jobs → dashboard', async () => {
    const page: TestPage = await newPage({ width: DESKTOP, loggedIn: true }); // ends on `/`, reloaded
    await waitForApp(page);
    await settle(page);
    // Count from a fresh load of the landing page, logged in.
    const calls = recordApiCalls(page);
    await page.reload();
    await waitForApp(page);
    await settle(page);
    const landingCalls = [...calls];

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Jobs' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/jobs'));
    await page.locator('[aria-pressed]').first().waitFor();
    await settle(page);

    const cards = page.locator('[aria-pressed]');
    for (const i of [1, 2, 3]) {
      await cards.nth(i).click();
      await page.waitForFunction((n) => document.querySelectorAll('[aria-pressed]')[n]?.getAttribute('aria-pressed') === 'true', i);
      await settle(page);
    }
    const jobsCalls = calls.length;

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((u) => u.pathname === paths.candidate.dashboard.getHref());
    await page.locator('main h1').first().waitFor();
    await settle(page);
    const firstDashboard = calls.slice(jobsCalls);

    // The table chunk loads lazily: wait for its list call itself, so it is counted on this page, not the next.
    const appliedList = page.waitForResponse((r) => r.url().includes('/v1/candidates/applied_jobs'));
    await page.getByRole('navigation', { name: 'Candidate menu' }).getByRole('link', { name: 'Applied Jobs' }).click();
    await page.waitForURL((u) => u.pathname === paths.candidate.appliedJobs.getHref());
    await appliedList;
    await page.locator('main h1').first().waitFor();
    await settle(page);

    const beforeBack = calls.length;
    await page.getByRole('navigation', { name: 'Candidate menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((u) => u.pathname === paths.candidate.dashboard.getHref());
    await page.locator('main h1').first().waitFor();
    await settle(page);
    const secondDashboard = calls.slice(beforeBack);

    // Printed for docs/performance.md.
    console.log(`API calls of the session (${calls.length}):\n  ${calls.join('\n  ')}`);
    expect(landingCalls.filter((c) => c.includes('/candidates/landing'))).toHaveLength(1);
    expect(firstDashboard.length).toBeGreaterThan(0);
    // Back on the dashboard: everything it shows is still cached.
    expect(secondDashboard).toEqual([]);
    // Nothing fetched twice over the whole session.
    expect(duplicates(calls)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
