import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { HIGH_RISK_WARNING, TRUST_SIGNAL_MESSAGES } from '../../shared/trustMessages';
import { startTestApp, type TestServer } from '../testing/testApp';

/**
 * A likely scam's page without JavaScript (issue 17): the warning and its reasons come before the listing, whose text
 * waits behind "Show the listing anyway", and nothing invites to apply; noindex stays. Reads the demo seed's scam.
 */
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>VeriJobs</title></head>' +
  '<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>';

let dir: string;
let app: TestServer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-trust-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  app = await startTestApp({ serveStatic: true, staticDir: dir });
}, 120_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function noScript(id: number) {
  const res = await fetch(`${app.base}/jobs/${id}`);
  const doc = new JSDOM(await res.text()).window.document;
  return { status: res.status, doc, content: doc.querySelector('noscript main')! };
}

const jobByRef = async (ref: string) =>
  (await app.app.db.query<{ id: number; title: string; trust_level: string }>('SELECT id, title, trust_level FROM jobs WHERE ref_id = $1', [ref]))[0];

it('puts the warning with its reasons before a high-risk listing, the listing behind "Show the listing anyway", and no apply link', async () => {
  const scam = await jobByRef('VJ-IN-T00001');
  expect(scam.trust_level).toBe('high_risk');
  const { status, doc, content } = await noScript(scam.id);
  expect(status).toBe(200);
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(new RegExp(`^${HIGH_RISK_WARNING.title}\\. `));

  const alert = content.querySelector('[role="alert"]')!;
  expect(alert.textContent).toContain(HIGH_RISK_WARNING.title);
  expect(alert.textContent).toContain(HIGH_RISK_WARNING.body);
  expect(alert.textContent).toContain(TRUST_SIGNAL_MESSAGES.asks_for_money);
  // First: before the job's title and before any of its text.
  const h1 = content.querySelector('h1')!;
  expect(h1.textContent).toBe(scam.title);
  expect(alert.compareDocumentPosition(h1) & doc.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const details = content.querySelector('article details')!;
  expect(details.querySelector('summary')?.textContent).toBe(HIGH_RISK_WARNING.showListing);
  expect(details.hasAttribute('open')).toBe(false);
  expect(details.textContent).toContain('Registration fee of ₹1,500');
  expect(content.textContent!.indexOf('Registration fee')).toBeGreaterThan(content.textContent!.indexOf(HIGH_RISK_WARNING.title));
  expect(content.querySelector('a[href="/login"]')).toBeNull();
});

it('shows an ordinary listing without a warning, its text open and the login link to apply', async () => {
  const [job] = await app.app.db.query<{ id: number }>(`SELECT id FROM jobs WHERE is_active AND trust_level = 'verified' AND status = 'open' ORDER BY id LIMIT 1`);
  const { status, content } = await noScript(job.id);
  expect(status).toBe(200);
  expect(content.querySelector('[role="alert"]')).toBeNull();
  expect(content.querySelector('details')).toBeNull();
  expect(content.querySelector('article a[href="/login"]')?.textContent).toBe('Log in to apply');
});
