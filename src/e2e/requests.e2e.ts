import type { Page, Request } from 'playwright-core';
import { paths } from '@/config/paths';
import { messages as smartMatchMessages } from '@/features/smartmatch/messages';
import { closeBrowser, DESKTOP, newPage, waitForApp, type TestPage } from './harness';

/**
 * No wasted requests (issue 8): the API calls of a typical session, counted in a real browser. Moving around in
 * the app (client-side navigation) reuses RTK Query's cache: nothing already fetched is fetched again.
 */
jest.setTimeout(120_000);
afterAll(closeBrowser);

/**
 * Records what the page sends from now on, in the order it sends it: every API call (fetch/XHR to /v1; images served
 * from /v1/media are not calls) and every document the tab loads. A call made before another is recorded before it.
 */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req: Request) => {
    const isCall = (req.resourceType() === 'fetch' || req.resourceType() === 'xhr') && new URL(req.url()).pathname.startsWith('/v1/');
    if (isCall || (req.isNavigationRequest() && req.frame() === page.mainFrame())) sent.push(req);
  });
  return sent;
}

const callText = (req: Request) => `${req.method()} ${new URL(req.url()).pathname}${new URL(req.url()).search}`;
const isDocument = (req: Request) => req.isNavigationRequest();
const isCallTo = (req: Request, path: string) => !isDocument(req) && new URL(req.url()).pathname.startsWith(path);
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const candidateMenu = (page: Page) => page.getByRole('navigation', { name: 'Candidate menu' });

/** The API calls sent after `from` (a request of `sent`) and before `to`, as "GET /v1/…?…". */
function callsBetween(sent: Request[], from: Request, to: Request): string[] {
  const [start, end] = [sent.indexOf(from), sent.indexOf(to)];
  if (start < 0 || end < start) throw new Error(`${callText(from)} and ${callText(to)} are not recorded in this order`);
  return sent.slice(start + 1, end).filter((r) => !isDocument(r)).map(callText);
}

/**
 * Runs `action` (a click) and resolves with the first call it leads to whose path starts with `path`; Playwright's
 * timeout fails the test when none comes. Such a call marks a moment: what the previous page asked for was sent
 * before it (React runs a page's pending effects before it handles the next click, and the next page's calls wait
 * for its chunk and its own effects).
 */
async function firstCallAfter(page: Page, path: string, action: () => Promise<void>): Promise<Request> {
  const call = page.waitForRequest((r) => isCallTo(r, path));
  await action();
  return call;
}

/** The page's latest document load (the tab's goto or reload). */
function lastDocument(sent: Request[]): Request {
  const doc = sent.findLast(isDocument);
  if (!doc) throw new Error('no document load recorded');
  return doc;
}

/**
 * The dashboard has shown everything it holds: the count tiles and Smart Match cards loaded (no busy skeleton) and
 * each card's top matches too (no skeleton in their section); each of the three answers on its own.
 */
async function dashboardComplete(page: Page): Promise<void> {
  await page.waitForURL((u) => u.pathname === paths.candidate.dashboard.getHref());
  await page.waitForFunction(
    (topMatches) => {
      const main = document.querySelector('main');
      const sections = [...(main?.querySelectorAll(`section[aria-label^="${topMatches}"]`) ?? [])];
      return sections.length > 0 && sections.every((s) => !s.querySelector('[role="status"]')) && !main?.querySelector('[aria-busy="true"]');
    },
    smartMatchMessages.topMatchesLabel(''),
  );
}

const duplicates = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);

describe('API calls', () => {
  it('the landing page makes no API call: the server rendered it and handed its data over (issue 18)', async () => {
    const page = await newPage({ width: DESKTOP });
    const sent = recordRequests(page);
    await page.goto(paths.home.getHref());
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Scrolling to the footer (landing sections and footer load lazily) reuses the same answer.
    await page.mouse.wheel(0, 20_000);
    await page.locator('footer').first().waitFor();
    const landing = lastDocument(sent);
    // The visitor moves on to the job list: its list call is sent after anything the landing page asked for.
    const jobList = await firstCallAfter(page, '/v1/candidates/all_jobs', () => mainNavigation(page).getByRole('link', { name: 'Find Jobs' }).click());
    expect(callsBetween(sent, landing, jobList)).toEqual([]);
    await page.context().close();
  });

  it('a typical session fetches nothing twice: landing → jobs → three jobs → dashboard → applied jobs → dashboard', async () => {
    const page: TestPage = await newPage({ width: DESKTOP, loggedIn: true }); // ends on `/`, reloaded
    await waitForApp(page);
    // Count from a fresh load of the landing page, logged in.
    const sent = recordRequests(page);
    await page.reload();
    await waitForApp(page);
    const landing = lastDocument(sent);

    // The list shows its first job at once: that job's call comes after the list's.
    const firstJob = page.waitForRequest((r) => isCallTo(r, '/v1/candidates/view_job/'));
    const jobList = await firstCallAfter(page, '/v1/candidates/all_jobs', () => mainNavigation(page).getByRole('link', { name: 'Find Jobs' }).click());
    await page.waitForURL((u) => u.pathname.startsWith('/jobs'));
    let lastJob = await firstJob;
    // The job cards (the facet buttons above the list are pressable too).
    const cards = page.getByRole('region', { name: 'Jobs', exact: true }).locator('[aria-pressed]');
    await cards.and(page.locator('[aria-pressed="true"]')).first().waitFor();
    const landingCalls = callsBetween(sent, landing, jobList);

    // Each job chosen fetches that job: wait for its call and for the card to show as chosen.
    for (const i of [1, 2, 3]) {
      lastJob = await firstCallAfter(page, '/v1/candidates/view_job/', () => cards.nth(i).click());
      await page.waitForFunction(
        (n) => document.querySelectorAll('section[aria-label="Jobs"] [aria-pressed]')[n]?.getAttribute('aria-pressed') === 'true',
        i,
      );
    }

    await page.getByRole('link', { name: 'Profile' }).click();
    await dashboardComplete(page);

    // The table chunk loads lazily: its list call marks the end of the first dashboard visit.
    const appliedList = await firstCallAfter(page, '/v1/candidates/applied_jobs', () => candidateMenu(page).getByRole('link', { name: 'Applied Jobs' }).click());
    await page.waitForURL((u) => u.pathname === paths.candidate.appliedJobs.getHref());
    await page.locator('main h1').first().waitFor();
    const firstDashboard = callsBetween(sent, lastJob, appliedList);

    await candidateMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await dashboardComplete(page);
    // Saved Jobs, never fetched in this session, marks the end of the second dashboard visit.
    const savedList = await firstCallAfter(page, '/v1/candidates/saved_jobs', () => candidateMenu(page).getByRole('link', { name: 'Saved Jobs' }).click());
    const secondDashboard = callsBetween(sent, appliedList, savedList);

    const calls = sent.filter((r) => !isDocument(r)).map(callText);
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
