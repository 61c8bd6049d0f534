import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { FRESH_CANDIDATE_PASSWORD, freshEmail, REGISTRATION_DROPDOWNS, registrationFields } from '../testing/candidateRegistration';
import { toFormData } from '../api/formData';
import { shellMessages } from '../app/messages';
import { SERVER_MARKUP_PENDING_ATTRIBUTE } from '../shared/serverRender';
import { serverInfoFile, type E2eServerInfo } from './serverInfo';

/**
 * Helpers for the browser tests (src/e2e/*.e2e.ts): Jest + playwright-core driving Debian's Chromium against the
 * production build and the reference API that globalSetup started.
 *
 *   const page = await newPage({ width: 375 });            // a fresh context (own cookies and storage)
 *   await page.goto('/login');                             // relative to baseUrl()
 *   await expectNoAxeViolations(page);
 *   afterAll(closeBrowser);
 */

export const MOBILE = 375;
export const DESKTOP = 1440;
export const DEMO_EMAIL = 'demo@verijobs.example';
export const DEMO_PASSWORD = 'Demo@12345';

/** Chromium flags that work on these machines (guide/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let cachedBaseUrl: string | null = null;

/** The origin serving the app and /v1, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseUrl(): string {
  if (cachedBaseUrl) return cachedBaseUrl;
  if (process.env.E2E_BASE_URL) return (cachedBaseUrl = process.env.E2E_BASE_URL.replace(/\/$/, ''));
  const file = [serverInfoFile(process.pid), serverInfoFile(process.ppid)].find((f) => fs.existsSync(f));
  if (!file) throw new Error('No e2e server: run the browser tests with `npm run test:e2e` (its globalSetup starts one).');
  cachedBaseUrl = (JSON.parse(fs.readFileSync(file, 'utf8')) as E2eServerInfo).baseUrl;
  return cachedBaseUrl;
}

/** Launches a headless Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). The caller closes it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

let shared: Promise<Browser> | null = null;

/** One browser per test file, launched on first use; close it in afterAll(closeBrowser). */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export async function closeBrowser(): Promise<void> {
  const b = shared;
  shared = null;
  if (b) await (await b).close();
}

export interface NewPageOptions {
  /** Viewport width: 375 (mobile, touch) or 1440 (desktop). Default 1440. */
  width?: typeof MOBILE | typeof DESKTOP | number;
  /** Log in as the demo candidate first (tokens + isLogin cookie, as a real login leaves them). */
  loggedIn?: boolean;
  /** Use this browser instead of the shared one. */
  browser?: Browser;
  /** Another server than the shared one (a test that starts its own, e.g. firstRun.e2e.ts). */
  baseURL?: string;
  /** The browser's language and time zone (default en-IN, Asia/Kolkata): a person of another market (issue 29). */
  locale?: string;
  timezoneId?: string;
}

export interface TestPage extends Page {
  /** Uncaught page errors and console errors seen so far (React warnings included). */
  errors: string[];
}

/** A page in a fresh browser context at the given width, with baseURL set so page.goto('/jobs') works. */
export async function newPage(options: NewPageOptions = {}): Promise<TestPage> {
  const width = options.width ?? DESKTOP;
  const browser = options.browser ?? (await sharedBrowser());
  const mobile = width <= 576;
  const context: BrowserContext = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width, height: mobile ? 812 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: mobile ? 2 : 1,
    // The API's Content-Security-Policy forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
    locale: options.locale ?? 'en-IN',
    timezoneId: options.timezoneId ?? 'Asia/Kolkata',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = (await context.newPage()) as TestPage;
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(`console.error: ${msg.text()}`);
  });
  waitForHydrationOnNavigation(page);
  if (options.loggedIn) await loginAsDemo(page);
  return page;
}

/**
 * A visitor's public page arrives rendered by the server and inert until the client has hydrated it
 * (shared/serverRender.ts): a click in between is lost, as it would be for a person. The page's goto and reload
 * therefore resolve once no inert #root is left (at once for client-rendered pages and for documents without one).
 */
function waitForHydrationOnNavigation(page: Page): void {
  const hydrated = () => page.waitForFunction((selector) => !document.querySelector(selector), `#root[${SERVER_MARKUP_PENDING_ATTRIBUTE}]`);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * Logs the page in as the demo candidate through the API (POST /v1/login with the CSRF cookie/header pair),
 * then stores what the login screen would: tokens under the spec's keys (Remember Me: localStorage) and the
 * isLogin cookie. Leaves the page on `/` reloaded, logged in. Use the UI instead when the login screen is under test.
 */
export async function loginAsDemo(page: Page, credentials: { email?: string; password?: string } = {}): Promise<void> {
  const email = credentials.email ?? DEMO_EMAIL;
  const password = credentials.password ?? DEMO_PASSWORD;
  if (!page.url().startsWith(baseUrl())) await page.goto('/');
  const outcome = await page.evaluate(
    async ({ email: e, password: p }) => {
      const csrf = () => document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/)?.[1];
      if (!csrf()) await fetch('/v1/candidates/landing', { credentials: 'same-origin' });
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = csrf();
      if (token) headers['X-CSRFToken'] = decodeURIComponent(token);
      const res = await fetch('/v1/login', { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify({ email: e, password: p }) });
      const body = (await res.json()) as { status?: string; access?: string; refresh?: string; access_lifetime?: number; message?: string };
      if (body.status !== 'success' || !body.access || !body.refresh) return `login failed: ${res.status} ${JSON.stringify(body)}`;
      localStorage.setItem('ACCESS', body.access);
      localStorage.setItem('REFRESH', body.refresh);
      if (body.access_lifetime) localStorage.setItem('ACCESS_LIFETIME', String(body.access_lifetime));
      document.cookie = 'isLogin=true; path=/; SameSite=Lax';
      return 'ok';
    },
    { email, password },
  );
  if (outcome !== 'ok') throw new Error(outcome);
  await page.reload();
}

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest 6-digit code mailed to `email` (GET /v1/dev/outbox?to=), waiting up to `timeoutMs` for it. */
export async function readOtp(email: string, options: { timeoutMs?: number; newerThanId?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const res = await fetch(`${baseUrl()}/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    if (res.ok) {
      const { results } = (await res.json()) as { results: OutboxMessage[] };
      const message = results.find((m) => m.id > (options.newerThanId ?? 0) && /\b\d{6}\b/.test(m.text));
      const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No OTP mailed to ${email} within the wait`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The id of the newest outbox message for `email` (0 when none): pass it to readOtp as newerThanId after a resend. */
export async function latestOutboxId(email: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!res.ok) return 0;
  const { results } = (await res.json()) as { results: OutboxMessage[] };
  return results[0]?.id ?? 0;
}

/** A CSRF cookie/header pair for calls from Node (the API sets the cookie on any GET). */
export async function csrfPair(): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${baseUrl()}/v1/candidates/landing`);
  const token = /csrftoken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie: `csrftoken=${token}`, token: decodeURIComponent(token) };
}

async function firstId(apiPath: string): Promise<number> {
  const { results } = (await (await fetch(`${baseUrl()}/v1${apiPath}`)).json()) as { results: { id: number }[] };
  if (!results[0]) throw new Error(`GET ${apiPath}: empty`);
  return results[0].id;
}

export interface FreshCandidate {
  email: string;
  password: string;
  access: string;
  refresh: string;
}

/**
 * Registers a new candidate through the API, verifies the login with the code from the dev outbox and stores the
 * session on `page` as the login screen does (tokens in localStorage, isLogin cookie), on `/`. Tests that apply,
 * save or create Smart Matches use one, so the shared demo candidate's data stays as seeded for everyone else.
 */
export async function loginAsFreshCandidate(page: Page, tag: string, name?: { first: string; last: string }): Promise<FreshCandidate> {
  const email = freshEmail(`e2e-${tag}`);
  const { cookie, token } = await csrfPair();
  const headers = { Cookie: cookie, 'X-CSRFToken': token };
  const [cityId, titleId, functionId] = await Promise.all([
    firstId(REGISTRATION_DROPDOWNS.cityId),
    firstId(REGISTRATION_DROPDOWNS.titleId),
    firstId(REGISTRATION_DROPDOWNS.functionId),
  ]);
  const fields = registrationFields(email, { cityId, titleId, functionId }, name);
  const reg = await fetch(`${baseUrl()}/v1/register`, { method: 'POST', body: toFormData(fields), headers });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const loginRes = await fetch(`${baseUrl()}/v1/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: FRESH_CANDIDATE_PASSWORD }),
  });
  const login = (await loginRes.json()) as { redirect?: string };
  if (!login.redirect) throw new Error(`login: ${JSON.stringify(login)}`);
  const verify = new FormData();
  verify.append('otp', await readOtp(email));
  verify.append('email', email);
  const verifiedRes = await fetch(`${baseUrl()}/v1/${login.redirect.replace(/^\/+/, '')}`, { method: 'POST', body: verify, headers });
  const verified = (await verifiedRes.json()) as { access?: string; refresh?: string };
  if (!verified.access || !verified.refresh) throw new Error(`verify: ${JSON.stringify(verified)}`);
  await page.goto('/');
  await page.evaluate(
    ({ access, refresh }) => {
      localStorage.setItem('ACCESS', access);
      localStorage.setItem('REFRESH', refresh);
      document.cookie = 'isLogin=true; path=/; SameSite=Lax';
    },
    { access: verified.access, refresh: verified.refresh },
  );
  return { email, password: FRESH_CANDIDATE_PASSWORD, access: verified.access, refresh: verified.refresh };
}

export interface AxeOptions {
  /** CSS selectors to leave out (e.g. a third-party widget), documented at the call site. */
  exclude?: string[];
  /** Rule ids to switch off, documented at the call site. */
  disableRules?: string[];
  /** Also fail on moderate issues. */
  includeModerate?: boolean;
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const AXE_SOURCE_PATH = path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js');
let axeSource: string | null = null;

/** The WCAG 2.0/2.1/2.2 A and AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on the page as it is now and fails on serious or critical WCAG 2.2 AA violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  axeSource ??= fs.readFileSync(AXE_SOURCE_PATH, 'utf8');
  // The page's data and chunks are in (a page that never goes quiet fails here, with Playwright's timeout), then
  // transitions (MUI fades 150–300 ms) settle so contrast is measured on final colours.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async ({ tags, exclude, disableRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      // From the top of the page: target-size counts a control under the sticky navigation bar as obscured, which
      // depends on where a test left the scroll, not on the page. The scroll is put back afterwards.
      const [x, y] = [window.scrollX, window.scrollY];
      window.scrollTo(0, 0);
      try {
        const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], rules });
        return result.violations;
      } finally {
        window.scrollTo(x, y);
      }
    },
    { tags: AXE_TAGS, exclude: options.exclude ?? [], disableRules: options.disableRules ?? [] },
  );
  const failing = (violations as AxeViolation[]).filter(
    (v) => v.impact === 'critical' || v.impact === 'serious' || (options.includeModerate && v.impact === 'moderate'),
  );
  if (failing.length === 0) return;
  const report = failing
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${JSON.stringify(n.target)}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${nodes}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()} at ${page.viewportSize()?.width}px:\n${report}`);
}

/** The progress bar AppLayout and CandidateLayout show while a route's chunk loads. */
const ROUTE_PROGRESS = `[role="progressbar"][aria-label="${shellMessages.loadingPage}"]`;

/**
 * Waits until the app has rendered into #root, the route's lazy chunk has replaced its progress bar, and the page's
 * network has gone quiet once since it loaded. Each step fails the test when it does not come (Playwright's timeout).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (progress) => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.querySelector(progress),
    ROUTE_PROGRESS,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until no request of the page has been in flight for `quietMs`, counting from now. Playwright's networkidle
 * fires once per document load, so it does not wait for what a scroll or a click starts later (lazy sections, images).
 * Fails, naming the pending requests, when the network is not quiet within `timeoutMs`.
 */
export async function waitForNetworkQuiet(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (r: Request) => void inFlight.add(r);
  const ended = (r: Request) => void inFlight.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    for (;;) {
      if (inFlight.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      if (Date.now() > deadline) throw new Error(`Network still busy after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
