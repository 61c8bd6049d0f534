import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../server/testing/startApiProcess';
import { closeBrowser, DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, expectNoAxeViolations, loginAsDemo, MOBILE, newPage, waitForApp } from './harness';

/**
 * Jobs from employer sources in the browser (issue 16): a server of its own ingests a Greenhouse board served from
 * 127.0.0.1 (INGEST_SOURCES, run now through the development endpoint); the ingested job is first in the list with
 * its source line, its detail says where it comes from, and once the board drops it its page says it is closed.
 */
jest.setTimeout(300_000);
afterAll(closeBrowser);

const TITLE = 'Payments Platform Engineer';
let url = '';
let child: ChildProcess | null = null;
let board: http.Server;
let listed = true;

function greenhouseBoard(base: string) {
  const posted = new Date(Date.now() - 60_000).toISOString();
  return {
    jobs: listed
      ? [
          {
            id: 5550001,
            title: TITLE,
            updated_at: posted,
            location: { name: 'Bangalore' },
            absolute_url: `${base}/acme/jobs/5550001`,
            content: '&lt;p&gt;Build the settlement services behind 40 million merchants.&lt;/p&gt;&lt;p&gt;Salary: ₹30–45 LPA&lt;/p&gt;',
            departments: [{ id: 1, name: 'Engineering' }],
            offices: [],
          },
        ]
      : [],
    meta: { total: listed ? 1 : 0 },
  };
}

beforeAll(async () => {
  board = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(greenhouseBoard(base)));
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  const boardUrl = `http://127.0.0.1:${(board.address() as AddressInfo).port}/v1/boards/acme/jobs`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-ingest-e2e-'));
  const sourcesFile = path.join(dir, 'sources.json');
  fs.writeFileSync(sourcesFile, JSON.stringify([{ type: 'greenhouse', url: boardUrl, company: 'Acme Payments Pvt Ltd', website: 'https://acme.example' }]));
  const started = await startApiProcess({
    logFile: path.join(dir, 'server.log'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: path.join(dir, 'data'),
      SERVE_STATIC: '1',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      SCHEDULER: 'off',
      SEED_JOBS: '300',
      INGEST_SOURCES: sourcesFile,
      INGEST_ALLOW_PRIVATE: '1', // the board is served from 127.0.0.1 (issue 33 refuses such addresses by default)
    },
  });
  url = started.url;
  child = started.child;
  await ingestNow();
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise<void>((resolve) => (board ? board.close(() => resolve()) : resolve()));
});

/** POST /v1/dev/ingest/run with the CSRF cookie/header pair a browser would send. */
async function ingestNow(): Promise<{ new: number; closed: number }> {
  const csrf = await fetch(`${url}/v1/csrf`);
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0];
  const token = decodeURIComponent(cookie.split('=')[1] ?? '');
  const res = await fetch(`${url}/v1/dev/ingest/run`, { method: 'POST', headers: { cookie, 'x-csrftoken': token } });
  if (!res.ok) throw new Error(`ingest: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { sources: { new: number; closed: number; error: string | null }[] } };
  if (body.data.sources[0].error) throw new Error(`ingest: ${body.data.sources[0].error}`);
  return body.data.sources[0];
}

async function ingestedJobId(): Promise<number> {
  const res = await fetch(`${url}/v1/candidates/all_jobs?page=1&length=5`);
  const rows = ((await res.json()) as { data: { id: number; position: string }[] }).data;
  const row = rows.find((r) => r.position === TITLE);
  if (!row) throw new Error('the ingested job is not first in the list');
  return row.id;
}

describe.each([DESKTOP, MOBILE])('at %ipx', (width) => {
  it('lists the ingested job with its source line and shows it in the detail', async () => {
    const page = await newPage({ width, baseURL: url });
    try {
      await page.goto('/jobs');
      await waitForApp(page);
      const list = page.getByRole('region', { name: 'Jobs' });
      const card = list.getByRole('button', { name: new RegExp(TITLE) }).first();
      await card.waitFor();
      await card.getByText('Verified from acme.example Greenhouse board').waitFor();
      if (width === DESKTOP) {
        await card.click();
        const pane = page.getByRole('region', { name: 'Job Details' });
        await pane.getByRole('heading', { level: 2, name: TITLE }).waitFor();
        await pane.getByRole('link', { name: /Verified from acme\.example Greenhouse board/ }).waitFor();
        await pane.getByRole('button', { name: 'Apply Now' }).waitFor();
      }
      await expectNoAxeViolations(page);
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/** The demo candidate's access token on this test's server (login with the CSRF pair a browser would send). */
async function demoAccess(): Promise<string> {
  const csrf = await fetch(`${url}/v1/csrf`);
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0];
  const token = decodeURIComponent(cookie.split('=')[1] ?? '');
  const res = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { cookie, 'x-csrftoken': token, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access?: string };
  if (!body.access) throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return body.access;
}

it('shows a closed job\'s page: no longer accepting applications, no apply or save, similar open jobs', async () => {
  const id = await ingestedJobId();
  // The demo candidate saved it before the employer closed it: the dashboard will say so (test below).
  const saved = await fetch(`${url}/v1/candidates/save_job/${id}`, { method: 'POST', headers: { authorization: `Bearer ${await demoAccess()}` } });
  expect(saved.status).toBe(200);
  listed = false;
  expect(await ingestNow()).toMatchObject({ closed: 1 });
  const page = await newPage({ width: DESKTOP, baseURL: url });
  try {
    // The server answers a closed job's page 410 Gone (issue 18: crawlers drop it), and the app still draws it.
    const response = await page.goto(`/jobs/${id}`);
    expect(response?.status()).toBe(410);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('No longer accepting applications').waitFor();
    await page.getByRole('heading', { name: 'Similar open jobs' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // It left the list.
    const rows = ((await (await fetch(`${url}/v1/candidates/all_jobs?page=1&length=5`)).json()) as { data: { id: number }[] }).data;
    expect(rows.map((r) => r.id)).not.toContain(id);
    // Chromium logs the document's 410 status to the console: that line is the status, not a fault of the page.
    expect(page.errors.filter((e) => !/Failed to load resource: the server responded with a status of 410/.test(e))).toEqual([]);
  } finally {
    await page.context().close();
  }
});

it('tells a candidate who saved the closed job on the dashboard, until they dismiss it', async () => {
  const page = await newPage({ width: MOBILE, baseURL: url });
  try {
    await loginAsDemo(page);
    await page.goto('/candidate/dashboard');
    await waitForApp(page);
    const notices = page.getByRole('region', { name: 'Closed jobs' });
    await notices.getByText(`${TITLE} at Acme Payments Pvt Ltd, which you saved, is no longer accepting applications.`).waitFor();
    await notices.getByRole('link', { name: 'See similar open jobs' }).waitFor();
    await expectNoAxeViolations(page);
    await notices.getByRole('button', { name: `Dismiss the notice about ${TITLE}` }).click();
    await notices.waitFor({ state: 'detached' });
    // Dismissed for good: a new visit does not bring it back.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('region', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('region', { name: 'Closed jobs' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});
