import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { HANDOVER_ELEMENT_ID, RENDER_BUNDLE_FILE } from '../../shared/serverRender';
import { startTestApp, type TestServer } from '../testing/testApp';

/**
 * How the server uses the React render bundle (issue 18, slice 2). The real bundle is built by webpack and tested in a
 * browser (e2e/hydration.e2e.ts); here a small bundle of the same contract (shared/serverRender.ts), written to the
 * static folder, shows what the server does around it: it loads it by file path, passes a fetch answered by the app
 * itself, writes its HTML into #root with the styles in the head and the state as a JSON block (the no-script content
 * staying beside it), and keeps slice 1's shell for logged-in visitors, for pages that are not 200 and when the render
 * fails.
 */
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default."><title>VeriJobs</title>' +
  '<script defer src="/assets/start.0123456789.js"></script><link rel=preload as=script href=/assets/main.0123456789.js data-start-script></head><body><noscript>You need to enable JavaScript to run this app.</noscript>' +
  '<div id=root></div></body></html>';

// CommonJS, as webpack's node target writes it. It reads the landing data through the fetch it is given (the app's
// own route, in-process), fails on /about-us, and puts hostile text in its state, which differs on every render (as the
// real one's clock and request ids do).
const BUNDLE = `
exports.renderPage = async function renderPage(request) {
  if (request.url.startsWith('/about-us')) throw new Error('render failed on purpose');
  const res = await request.fetch(new Request('http://localhost/v1/candidates/landing'));
  const body = await res.json();
  const count = Object.keys(body.data || {}).length;
  return {
    html: '<div class="rendered"><h1>React page ' + request.url.replace(/[<>&"]/g, '') + '</h1><p id="landing">' + res.status + ':' + count + '</p><p id="width">' + request.viewportWidth + '</p></div>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    state: JSON.stringify({ v: 1, text: '</script><script>alert(1)</script>', at: Date.now() + Math.random() }).replace(/</g, '\\\\u003c'),
    timings: { data: 1, render: 2, styles: 3 },
  };
};
`;

let dir: string;
let app: TestServer;
let jobId: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-render-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dir, path.dirname(RENDER_BUNDLE_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dir, RENDER_BUNDLE_FILE), BUNDLE);
  fs.writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify({ '/jobs/:jobId?': ['/assets/jobs.cccccccccc.js'] }));
  app = await startTestApp({ serveStatic: true, staticDir: dir });
  [{ id: jobId }] = await app.app.db.query<{ id: number }>('SELECT id FROM jobs WHERE is_active ORDER BY id LIMIT 1');
}, 120_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.base + url, { headers });
  const html = await res.text();
  return { res, html, doc: new JSDOM(html).window.document };
}

describe('public pages rendered by the React bundle', () => {
  it('writes the render into #root, its styles into the head and its state as a JSON block that never runs', async () => {
    const { res, html, doc } = await get(`/jobs/${jobId}`, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' });
    expect(res.status).toBe(200);
    expect(doc.querySelector('#root h1')?.textContent).toBe(`React page /jobs/${jobId}`);
    // The bundle's fetch reached the API route in-process.
    expect(doc.getElementById('landing')?.textContent).toMatch(/^200:[1-9]\d*$/);
    // A phone's user agent: rendered for a phone's width.
    expect(doc.getElementById('width')?.textContent).toBe('390');
    expect(res.headers.get('server-timing')).toBe('data;dur=1.0, render;dur=2.0, styles;dur=3.0');
    expect(doc.head.querySelector('style[data-emotion="css abc"]')).not.toBeNull();
    // Without scripting the render is hidden and the no-script content shows: both are in the page.
    expect(doc.head.innerHTML).toContain('@media (scripting: none){#root{display:none}}');
    expect(doc.querySelector('noscript')?.textContent).toContain('Turn on JavaScript');
    // The state block: data only (application/json), after #root, and the hostile text cannot end it.
    const block = doc.getElementById(HANDOVER_ELEMENT_ID)!;
    expect(block.tagName).toBe('SCRIPT');
    expect(block.getAttribute('type')).toBe('application/json');
    expect(doc.getElementById('root')!.nextElementSibling).toBe(block);
    expect(JSON.parse(block.textContent!)).toMatchObject({ v: 1, text: '</script><script>alert(1)</script>' });
    expect(doc.querySelectorAll('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')).toHaveLength(0);
    expect(html.match(/<\/script>/g)!.length).toBe(doc.querySelectorAll('script').length);
    // Cacheable as slice 1's pages: no-cache, an ETag, 304 on a match; the ETag is the HTML's (the state differs).
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // (inject: fetch adds `Cache-Control: no-cache` to a conditional request, which rules out a 304.)
    const headers = { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' };
    const first = await app.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: { ...headers, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the shell for a logged-in visitor (their data is not the server’s to fetch) and for a 404', async () => {
    const loggedIn = await get('/jobs', { cookie: 'isLogin=true' });
    expect(loggedIn.res.status).toBe(200);
    expect(loggedIn.doc.getElementById('root')!.children).toHaveLength(0);
    expect(loggedIn.doc.getElementById(HANDOVER_ELEMENT_ID)).toBeNull();
    expect(loggedIn.doc.title).toContain('Latest verified jobs');

    const visitor = await get('/jobs', { cookie: 'isLogin=false' });
    expect(visitor.doc.querySelector('#root h1')?.textContent).toBe('React page /jobs');

    // The rendered page paints from its HTML: it only names its start-up scripts (the starter fetches them after the
    // paint) and preloads nothing; the shell, which they draw, preloads them.
    const startNames = (doc: Document) => [...doc.querySelectorAll('[data-start-script]')].map((el) => `${el.tagName} ${el.getAttribute('href') ?? el.getAttribute('content')}`);
    expect(startNames(visitor.doc)).toEqual(['META /assets/main.0123456789.js']);
    expect(visitor.doc.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    const routeChunks = (doc: Document) => [...doc.querySelectorAll('meta[data-route-chunk]')].map((el) => el.getAttribute('content'));
    expect(routeChunks(visitor.doc)).toEqual(['/assets/jobs.cccccccccc.js']);
    expect(startNames(loggedIn.doc)).toEqual(['LINK /assets/main.0123456789.js']);
    expect(loggedIn.doc.querySelector('link[rel="preload"][href="/assets/jobs.cccccccccc.js"]')).not.toBeNull();
    expect(routeChunks(loggedIn.doc)).toEqual([]);

    const missing = await get('/jobs/999999999');
    expect(missing.res.status).toBe(404);
    expect(missing.doc.getElementById('root')!.children).toHaveLength(0);
  });

  it('falls back to the shell when the render fails: the page still answers, with its metadata, and the app starts', async () => {
    const { res, doc } = await get('/about-us');
    expect(res.status).toBe(200);
    expect(doc.getElementById('root')!.children).toHaveLength(0);
    expect(doc.getElementById(HANDOVER_ELEMENT_ID)).toBeNull();
    expect(doc.querySelector('noscript h1')?.textContent).toBeTruthy();
    expect(doc.querySelector('script[src="/assets/start.0123456789.js"]')).not.toBeNull();
    // No server markup: the start-up scripts are what draws the page, preloaded at once.
    expect(doc.querySelector('link[rel="preload"][data-start-script][href="/assets/main.0123456789.js"]')).not.toBeNull();
  });

  it('keeps a render for a while per URL and viewport: the next visitor gets the same one, a desktop gets its own', async () => {
    const state = (d: Document) => d.getElementById(HANDOVER_ELEMENT_ID)!.textContent;
    const first = await get('/articles', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    const second = await get('/articles', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0)' });
    expect(state(second.doc)).toBe(state(first.doc));
    expect(second.res.headers.get('server-timing')).toBe('render;desc="kept"');
    expect(first.doc.getElementById('width')?.textContent).toBe('1280');
    const phone = await get('/articles', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' });
    expect(phone.doc.getElementById('width')?.textContent).toBe('390');
    expect(state(phone.doc)).not.toBe(state(first.doc));
  });

  it('passes the query to the render', async () => {
    const { doc } = await get('/jobs?page=2');
    expect(doc.querySelector('#root h1')?.textContent).toBe('React page /jobs?page=2');
  });
});
