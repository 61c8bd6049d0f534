import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { HANDOVER_ELEMENT_ID, SERVER_MARKUP_PENDING_ATTRIBUTE } from '@/shared/serverRender';
import { baseUrl, closeBrowser, DESKTOP, sharedBrowser } from './harness';

/**
 * Public pages rendered by React on the server and hydrated by the client (issue 18, slice 2; docs/rendering.md).
 * Each public route, loaded with JavaScript on and the site's Content-Security-Policy enforced: the HTML already holds
 * the React render (its h1, the handed-over state), the client hydrates it with no console error or warning (React's
 * hydration mismatches are reported there), makes no API call for data the server handed over, and the page then
 * behaves as before.
 */
jest.setTimeout(180_000);
afterAll(closeBrowser);

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

interface Watched {
  page: Page;
  /** console errors and warnings, uncaught errors, CSP violations. */
  problems: string[];
  /** API calls (fetch/XHR to /v1/) made by the page. */
  calls: string[];
}

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => Promise.all(contexts.map((c) => c.close())));

async function watchedPage(phone = false): Promise<Watched> {
  // No bypassCSP: the page runs under the server's CSP (script-src 'self'), so an inline script would be refused.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: phone ? { width: 390, height: 844 } : { width: DESKTOP, height: 900 },
    ...(phone ? { userAgent: PHONE_AGENT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if ((req.resourceType() === 'fetch' || req.resourceType() === 'xhr') && url.pathname.startsWith('/v1/')) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  return { page, problems, calls };
}

/**
 * Loads a path and waits for hydration: the server's #root is inert until the routed page has hydrated
 * (shared/serverRender.ts), then the footer joins in an effect, and the network goes quiet (any data call the client
 * made would be counted by then).
 */
async function loadHydrated(w: Watched, path: string): Promise<string> {
  const res = await w.page.goto(path);
  expect(res?.status()).toBe(200);
  const html = await res!.text();
  await w.page.locator(`#root:not([${SERVER_MARKUP_PENDING_ATTRIBUTE}])`).waitFor({ state: 'attached', timeout: 30_000 });
  await w.page.locator('footer').first().waitFor({ state: 'attached' });
  await w.page.waitForLoadState('networkidle');
  return html;
}

const SERVER_ROOT = `<div id="root" ${SERVER_MARKUP_PENDING_ATTRIBUTE}>`;

/** The #root of the server's HTML (what React rendered), without tags; it arrives inert. */
function serverRootText(html: string): string {
  const start = html.indexOf(SERVER_ROOT);
  const end = html.indexOf(`<script type="application/json" id="${HANDOVER_ELEMENT_ID}">`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html
    .slice(start + SERVER_ROOT.length, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** Each public route and the h1 the React page shows (the app's own headings, not the no-script content's). */
const ROUTES: [string, string | RegExp][] = [
  ['/', 'Find Exciting Jobs Today'],
  ['/jobs', 'Find Jobs'],
  ['/jobs-by-categories', 'Browse Jobs By Categories'],
  ['/jobs-by-cities', 'Browse Jobs By Cities'],
  ['/jobs-by-companies', 'Browse Jobs By Companies'],
  ['/jobs-by-cities/bengaluru', 'Bengaluru'],
  ['/articles', 'Career Advice'],
  ['/article/negotiating-salary', /^Negotiating salary/],
  ['/about-us', 'About Us'],
  ['/terms', 'Terms and Conditions'],
  ['/smart-match', 'AI Auto Job Search & Daily Alerts'],
  ['/contact-us', 'Get in touch with us'],
  ['/login', 'Login'],
  ['/register', 'Register'],
];

async function firstJob(): Promise<{ id: number; position: string }> {
  const res = await fetch(`${baseUrl()}/v1/candidates/all_jobs?page=1&length=5`);
  const body = (await res.json()) as { data: { id: number; position: string }[] };
  return body.data[0];
}

it.each(ROUTES)('%s is rendered by React on the server and hydrates without an error, warning or API call', async (path, heading) => {
  const w = await watchedPage();
  const html = await loadHydrated(w, path);
  const text = serverRootText(html);
  if (typeof heading === 'string') expect(text).toContain(heading);
  else expect(text).toMatch(new RegExp(heading.source.replace('^', '')));
  await w.page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
  expect(w.problems).toEqual([]);
  expect(w.calls).toEqual([]);
});

it('a job page is rendered with its job, hydrates, and its apply button asks a visitor to log in', async () => {
  const job = await firstJob();
  const w = await watchedPage();
  const html = await loadHydrated(w, `/jobs/${job.id}`);
  expect(serverRootText(html)).toContain(job.position);
  await w.page.getByRole('heading', { level: 1, name: job.position }).waitFor({ state: 'visible' });
  expect(w.problems).toEqual([]);
  expect(w.calls).toEqual([]);
  await w.page.getByRole('button', { name: /apply/i }).first().click();
  await w.page.getByRole('dialog').waitFor();
});

it('the job list shows its first job beside it at once, then selects another on a click (one call, for that job)', async () => {
  const w = await watchedPage();
  await loadHydrated(w, '/jobs');
  const list = w.page.getByRole('region', { name: 'Jobs' });
  const pane = w.page.getByRole('region', { name: 'Job Details' });
  await pane.getByRole('heading').first().waitFor();
  expect(w.problems).toEqual([]);
  expect(w.calls).toEqual([]);
  const second = list.getByRole('button').nth(1);
  const name = (await second.locator('span').first().textContent())!.trim();
  await second.click();
  await pane.getByRole('heading', { name }).first().waitFor();
  expect(w.calls).toHaveLength(1);
  expect(w.calls[0]).toMatch(/^GET \/v1\/candidates\/view_job\/\d+$/);
  expect(w.problems).toEqual([]);
});

it('a phone gets the phone layout from the server and hydrates it without a mismatch or a call', async () => {
  const job = await firstJob();
  for (const path of ['/', '/jobs', `/jobs/${job.id}`]) {
    const w = await watchedPage(true);
    await loadHydrated(w, path);
    await w.page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    expect({ path, problems: w.problems, calls: w.calls }).toEqual({ path, problems: [], calls: [] });
    await w.page.context().close();
  }
});

it('client-side navigation after hydration works as before: home → jobs → a job', async () => {
  const w = await watchedPage();
  await loadHydrated(w, '/');
  await w.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Jobs' }).click();
  await w.page.waitForURL('**/jobs');
  await w.page.getByRole('region', { name: 'Jobs' }).getByRole('button').first().waitFor();
  expect(w.calls.some((c) => c.startsWith('GET /v1/candidates/all_jobs'))).toBe(true);
  // On to a job through the app (a featured job's link on the landing): the tab names the job as the server's page
  // does, '{position} at {company} – {city} | VeriJobs' (issue 18: the head follows in-app navigation).
  await w.page.goBack();
  await w.page.waitForURL((u) => u.pathname === '/');
  const apply = w.page.getByRole('link', { name: /^Apply Now: / }).first();
  const position = ((await apply.getAttribute('aria-label')) ?? '').replace(/^Apply Now: /, '');
  await apply.click();
  await w.page.waitForURL('**/jobs/*');
  await w.page.waitForFunction((p) => document.title.startsWith(`${p} at `) && document.title.endsWith(' | VeriJobs'), position);
  expect(await w.page.title()).toMatch(/ at .+ – .+ \| VeriJobs$/);
  expect(w.problems).toEqual([]);
});

it('until the page has hydrated its fields take no input; once hydrated, what is typed at once logs in', async () => {
  // Scripts held back: the server's page is shown but inert, so nothing can be typed that the form would not see
  // (nor submitted by the browser itself, with the password in the URL).
  const held = await watchedPage();
  await held.page.route('**/assets/*.js', (route) => route.abort());
  await held.page.goto('/login');
  const email = held.page.getByLabel('Email Address');
  await email.waitFor({ state: 'attached' });
  expect(await email.evaluate((el) => (el as HTMLElement).closest('[inert]')?.id)).toBe('root');
  expect(await email.evaluate((el) => ((el as HTMLElement).focus(), document.activeElement === el))).toBe(false);

  // With its scripts the same page hydrates; a candidate typing as soon as the fields take input logs in.
  const w = await watchedPage();
  await w.page.goto('/login');
  await w.page.getByLabel('Email Address').fill('demo@verijobs.example');
  await w.page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await w.page.getByLabel('Password', { exact: true }).press('Enter');
  await w.page.getByRole('dialog', { name: 'Success' }).waitFor();
  expect(w.page.url()).not.toContain('Demo%4012345');
});

it("the server's page names its start-up scripts, and they are fetched and run once the page has been painted", async () => {
  const w = await watchedPage(true);
  const html = await loadHydrated(w, '/');
  // One script in the HTML: the small starter. The app's own scripts are only named; it appends them after the paint.
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => m[1]);
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start\.[0-9a-f]+\.js$/)]);
  expect(html).not.toMatch(/<link\b[^>]*rel=["']?preload/);
  const named = [...html.matchAll(/<meta\b[^>]*data-start-script[^>]*>/g)].map((m) => /content=["']?([^"' >]+)/.exec(m[0])?.[1]);
  expect(named).toEqual([expect.stringMatching(/\/runtime\./), expect.any(String), expect.stringMatching(/\/main\./)]);
  const routeChunks = [...html.matchAll(/<meta\b[^>]*data-route-chunk[^>]*>/g)].map((m) => /content=["']?([^"' >]+)/.exec(m[0])?.[1]);
  expect(routeChunks).toContainEqual(expect.stringMatching(/\/landing\./));
  const ran = await w.page.evaluate(() => {
    const requested = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\/assets\/(?!start\.)/.test(e.name));
    return {
      appended: [...document.querySelectorAll('head > script[src]')].map((s) => new URL((s as HTMLScriptElement).src).pathname),
      preloaded: [...document.querySelectorAll('head > link[rel="preload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
      firstRequest: Math.min(...requested.map((e) => e.startTime)),
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    };
  });
  expect(ran.appended).toEqual(expect.arrayContaining(named as string[]));
  expect(ran.preloaded).toEqual(expect.arrayContaining(routeChunks as string[]));
  // Nothing of the app is requested before the page has painted.
  expect(ran.painted).not.toBeNull();
  expect(ran.firstRequest).toBeGreaterThanOrEqual(ran.painted as number);
  expect(w.problems).toEqual([]);
});

it('a phone paints the whole server page, its largest paint included, before the start-up scripts are appended', async () => {
  const w = await watchedPage(true);
  // A first paint may show part of the page; the largest paint must not wait for the scripts' evaluation (Lighthouse
  // then counts their download and run in the page's LCP).
  await w.page.addInitScript(() => {
    const seen = window as unknown as { largestPaints: number[]; appendedAt: number | null };
    seen.largestPaints = [];
    seen.appendedAt = null;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.largestPaints.push(e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((records, observer) => {
      const added = records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLScriptElement && !/\/start\./.test(n.src) && n.src !== ''));
      if (added && seen.appendedAt === null && document.readyState !== 'loading') {
        seen.appendedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await loadHydrated(w, '/jobs');
  const { largestPaints, appendedAt } = await w.page.evaluate(() => {
    const s = window as unknown as { largestPaints: number[]; appendedAt: number | null };
    return { largestPaints: s.largestPaints, appendedAt: s.appendedAt };
  });
  expect(largestPaints.length).toBeGreaterThan(0);
  expect(appendedAt).not.toBeNull();
  expect(largestPaints.filter((t) => t > (appendedAt as number))).toEqual([]);
  expect(w.problems).toEqual([]);
});
