import { paths } from '@/config/paths';
import { baseUrl, closeBrowser, DESKTOP, expectNoAxeViolations, MOBILE, newPage, sharedBrowser, waitForApp, waitForNetworkQuiet, type TestPage } from './harness';

/**
 * Accessibility sweep (issue 8): every route of spec 2.2 and 2.3 at 375px and 1440px, logged out and logged in,
 * checked by axe-core with the WCAG 2.0/2.1/2.2 A and AA tags. Fails on ANY violation (minor included), not only
 * serious ones. Each page also has to render without console errors (a CSP violation is one).
 */
jest.setTimeout(180_000);
afterAll(closeBrowser);

interface Targets {
  jobId: number;
  category: string;
  city: string;
  company: string;
  smId: number;
}

async function apiJson<T>(path: string, access?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/v1${path}`, { headers: access ? { Authorization: `Bearer ${access}` } : {} });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Real ids and slugs from the API, so detail routes are checked with content. */
async function findTargets(page: TestPage): Promise<Targets> {
  const jobs = await apiJson<{ data: { id: number }[] }>('/candidates/all_jobs?page=1&length=1');
  const landing = await apiJson<{ data: { explore_jobs: { list_by_function: { lists: { url: string }[] }; list_by_city: { lists: { url: string }[] } } } }>(
    '/candidates/landing',
  );
  await page.goto(paths.jobsByCompanies.getHref());
  const companyHref = await page.locator('main a[href^="/jobs-by-companies/"]').first().getAttribute('href');
  const access = await page.evaluate(() => localStorage.getItem('ACCESS') ?? sessionStorage.getItem('ACCESS'));
  const sm = await apiJson<{ data: { id: number }[] }>('/smartmatch/list', access ?? undefined);
  return {
    jobId: jobs.data[0].id,
    category: landing.data.explore_jobs.list_by_function.lists[0].url,
    city: landing.data.explore_jobs.list_by_city.lists[0].url,
    company: companyHref ?? '/jobs-by-companies/unknown',
    smId: sm.data[0]?.id ?? 1,
  };
}

/** Spec 2.2: the public routes (login and register redirect a logged-in visitor, so they are checked logged out). */
function publicRoutes(t: Targets, loggedIn: boolean): string[] {
  return [
    paths.home.getHref(),
    paths.smartMatch.getHref(),
    paths.aboutUs.getHref(),
    paths.articles.getHref(),
    paths.article.getHref('negotiating-salary'),
    paths.contactUs.getHref(),
    paths.jobs.getHref(),
    `/jobs/${t.jobId}`,
    paths.jobsByCategories.getHref(),
    t.category,
    paths.jobsByCities.getHref(),
    t.city,
    paths.jobsByCompanies.getHref(),
    t.company,
    ...(loggedIn ? [] : [paths.login.getHref(), paths.register.getHref()]),
    paths.forgotPassword.getHref(),
    '/no-such-page',
  ];
}

/** Spec 2.3: the candidate routes. */
function candidateRoutes(t: Targets): string[] {
  const c = paths.candidate;
  return [
    c.dashboard.getHref(),
    c.myProfile.getHref(),
    c.smartmatch.getHref(),
    c.subscription.getHref(),
    c.featuredJobs.getHref(),
    `/candidate/featured-jobs/smartmatch/${t.smId}`,
    c.availableJobs.getHref(),
    c.appliedJobs.getHref(),
    c.savedJobs.getHref(),
    c.hiringRequest.getHref(),
  ];
}

let targets: Targets;
beforeAll(async () => {
  const page = await newPage({ loggedIn: true });
  targets = await findTargets(page);
  await page.context().close();
}, 120_000);

/** Visits each route in one page (as a visitor would, with a full load each time) and collects every failure. */
async function sweep(width: number, loggedIn: boolean, routes: (t: Targets) => string[]): Promise<void> {
  const page = await newPage({ width, loggedIn });
  const failures: string[] = [];
  try {
    for (const route of routes(targets)) {
      page.errors.length = 0;
      const response = await page.goto(route);
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      await waitForApp(page);
      // The routed screen has rendered its heading (not the Suspense progress bar).
      await page.locator('main h1').first().waitFor({ timeout: 20_000 }).catch(() => failures.push(`${route}: no h1 in main`));
      await expectNoAxeViolations(page, { includeModerate: true }).catch((e: Error) => failures.push(e.message));
      if (page.errors.length) failures.push(`${route}: ${page.errors.join(' | ')}`);
    }
  } finally {
    await page.context().close();
  }
  expect(failures).toEqual([]);
}

describe.each([MOBILE, DESKTOP])('at %ipx', (width) => {
  it('every public route passes axe (WCAG 2.2 AA, any impact), logged out', async () => {
    await sweep(width, false, (t) => publicRoutes(t, false));
  });

  it('every public route passes axe, logged in', async () => {
    await sweep(width, true, (t) => publicRoutes(t, true));
  });

  it('every candidate route passes axe, logged in', async () => {
    await sweep(width, true, candidateRoutes);
  });
});

describe('Content-Security-Policy', () => {
  it('the app runs under the production CSP (no inline script allowed) without a single violation', async () => {
    // newPage() bypasses CSP (axe is injected inline): this context enforces it, as a visitor's browser does.
    const browser = await sharedBrowser();
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: DESKTOP, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __csp?: string[] };
        (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    for (const route of [paths.home.getHref(), paths.jobs.getHref(), `/jobs/${targets.jobId}`, paths.login.getHref(), paths.articles.getHref()]) {
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      await waitForApp(page);
      await page.locator('main h1').first().waitFor();
      await page.mouse.wheel(0, 5000);
      // What the scroll brings (the footer, lazy sections and images) has loaded, so its violations are counted.
      await page.locator('footer').first().waitFor();
      await waitForNetworkQuiet(page);
      const violations = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      problems.push(...violations.map((v) => `${route}: CSP violation ${v}`));
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
