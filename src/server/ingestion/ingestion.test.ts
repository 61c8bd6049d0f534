import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { bearer, form, newCandidate, startTestApp, type TestServer } from '../testing/testApp';
import { Fetcher } from './fetcher';
import { FixtureServer, type Route } from './fixtures/fixtureServer';
import { companyFor, lastRuns } from './ingestionRepository';
import { formatReport, formatRun } from './report';
import { runIngestion, type IngestOptions, type RunResult } from './run';
import { IngestionSchedule } from './schedule';
import { JSONLD_MAX_DEPTH } from './sources/jsonld';
import { lever } from './sources/lever';
import type { SourceConfig } from './types';

/**
 * Issue 16 end to end: provider-shaped fixtures of every source type served from 127.0.0.1, ingested into the seeded
 * test database through the real pipeline, and read back through the database and the API.
 */
jest.setTimeout(120_000);

let server: TestServer;
let feeds: FixtureServer;
let sources: SourceConfig[];

beforeAll(async () => {
  // These tests change jobs and read them back as a visitor at once: nothing kept (PUBLIC_PAGE_CACHE_MS=0).
  server = await startTestApp({ publicPageCacheMs: 0 });
  feeds = await new FixtureServer().start();
  feeds.serveDefaults();
  const base = feeds.base;
  sources = [
    { type: 'greenhouse', url: `${base}/gh/v1/boards/acme/jobs`, company: 'Acme Technologies Pvt Ltd', website: base },
    { type: 'lever', url: `${base}/lever/v0/postings/gulfline`, company: 'Gulfline Logistics LLC', website: base },
    { type: 'smartrecruiters', url: `${base}/sr/v1/companies/ManilaCareHealth/postings`, company: 'Manila Care Health Inc.', website: 'https://manilacare.example' },
    { type: 'jsonld', url: `${base}/acme/careers`, company: 'Acme Technologies Pvt Ltd', website: base },
    { type: 'xml', url: `${base}/feeds/gulfline.xml`, company: 'Gulfline Logistics LLC', website: base },
  ];
});
afterAll(async () => {
  await feeds?.close();
  await server?.close();
});

const options = (extra: Partial<IngestOptions> = {}): IngestOptions => ({
  db: server.app.db,
  mailer: server.app.mailer,
  trigger: 'test',
  publicUrl: server.base,
  fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 2000 },
  ...extra,
});
const ingest = (only?: SourceConfig['type'][], extra?: Partial<IngestOptions>) =>
  runIngestion(only ? sources.filter((s) => only.includes(s.type)) : sources, options(extra));
const countsOf = (r: RunResult, type: string) => r.sources.find((s) => s.source.type === type)!.counts;
const errorOf = (r: RunResult, type: string) => r.sources.find((s) => s.source.type === type)!.error;

interface IngestedJob {
  id: number;
  title: string;
  city: string;
  country: string;
  city_currency: string;
  status: string;
  is_active: boolean;
  verified: boolean;
  work_mode: string | null;
  work_type: string;
  role_level: string;
  job_function: string;
  description: string;
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: string | null;
  salary_period: string | null;
  posted_at: Date;
  source_type: string;
  links: number;
}
async function job(externalId: string): Promise<IngestedJob> {
  const [row] = await server.app.db.query<IngestedJob>(
    `SELECT j.id, j.title, ci.name AS city, co.name AS country, cu.code AS city_currency, j.status, j.is_active, j.verified, j.work_mode,
            j.work_type, j.role_level, f.name AS job_function, j.description, j.salary_min::text, j.salary_max::text, j.salary_currency,
            j.salary_period, j.posted_at, j.source_type, (SELECT count(*)::int FROM job_source_links x WHERE x.job_id = j.id) AS links
     FROM job_source_links l JOIN jobs j ON j.id = l.job_id JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
     JOIN currencies cu ON cu.id = ci.currency_id JOIN job_functions f ON f.id = j.job_function_id
     WHERE l.external_id = $1`,
    [externalId],
  );
  if (!row) throw new Error(`no job for ${externalId}`);
  return row;
}
const salaryOf = (j: IngestedJob) =>
  j.salary_currency
    ? { min: j.salary_min === null ? null : Number(j.salary_min), max: j.salary_max === null ? null : Number(j.salary_max), currency: j.salary_currency, period: j.salary_period }
    : null;

/** What a run may change about ingested jobs (not the bookkeeping of last_seen / verified_at). */
async function fingerprint(): Promise<string> {
  const [row] = await server.app.db.query<{ digest: string; n: number }>(
    `SELECT count(*)::int AS n, md5(string_agg(concat_ws('|', j.id, j.title, j.city_id, j.status, j.is_active, j.verified, j.content_hash, j.description,
              j.posted_at, j.salary_min, j.salary_max, j.source_url), ',' ORDER BY j.id)) AS digest
     FROM jobs j WHERE j.dedupe_key IS NOT NULL`,
  );
  return `${row.n}:${row.digest}`;
}
/** Small provider-shaped documents for the tests that need a board of their own (not the shared fixtures). */
interface BoardJob {
  id: string;
  title: string;
  location: string;
  posted: string;
  /** Path of the job's page on the fixture server (Greenhouse `absolute_url`, Lever `applyUrl`). */
  applyPath: string;
}
const describeJob = (j: BoardJob) => `<p>${j.title}: a role described at enough length to be stored by the pipeline.</p>`;
const greenhouseBoard = (jobs: BoardJob[]): Route => (_req, res, base) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    jobs: jobs.map((j) => ({ id: Number(j.id), title: j.title, location: { name: j.location }, absolute_url: `${base}${j.applyPath}`, updated_at: j.posted, content: describeJob(j) })),
    meta: { total: jobs.length },
  }));
};
const leverPostings = (jobs: BoardJob[]): Route => (_req, res, base) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(jobs.map((j) => ({
    id: j.id, text: j.title, categories: { location: j.location, commitment: 'Full-time' }, createdAt: Date.parse(j.posted),
    description: describeJob(j), lists: [], hostedUrl: `${base}/lever-hosted/${j.id}`, applyUrl: `${base}${j.applyPath}`,
  }))));
};
/** A careers page carrying one JobPosting block and links to other pages. */
const careersPage = (posting: { id: string; title: string; city: string; country: string } | null, links: string[]): Route => (_req, res) => {
  const block = posting && {
    '@context': 'https://schema.org', '@type': 'JobPosting', title: posting.title, identifier: posting.id, datePosted: '2026-11-01',
    description: `<p>${posting.title}: a role described at enough length to be stored by the pipeline.</p>`,
    jobLocation: { '@type': 'Place', address: { addressLocality: posting.city, addressCountry: posting.country } },
  };
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head>${block ? `<script type="application/ld+json">${JSON.stringify(block)}</script>` : ''}</head>` +
    `<body>${links.map((l) => `<a href="${l}">next</a>`).join('')}</body></html>`);
};
const facetCount = async (type: 'city' | 'function' | 'companies', name: string): Promise<number> => {
  const rows = (await server.inject(`/v1/candidates/job_by${type}`)).json().data as { name: string; count: number }[];
  return rows.find((r) => r.name === name)?.count ?? 0;
};
const activeCount = async () => (await server.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE is_active'))[0].n;
const keptCount = async () => (await server.app.db.query<{ n: number }>(`SELECT active AS n FROM job_counts WHERE facet = 'all' AND key = 0`))[0].n;

describe('a first run over every source type', () => {
  let first: RunResult;
  beforeAll(async () => {
    first = await ingest();
  });

  it('counts what each source gave: new, rejected with reasons, unverified, duplicates', () => {
    expect(first.runId).toEqual(expect.any(Number));
    expect(countsOf(first, 'greenhouse')).toEqual({ fetched: 6, new: 4, updated: 0, unchanged: 0, closed: 0, rejected: 2, unverified: 0, duplicates: 0 });
    expect(countsOf(first, 'lever')).toEqual({ fetched: 4, new: 2, updated: 0, unchanged: 0, closed: 0, rejected: 2, unverified: 0, duplicates: 0 });
    expect(countsOf(first, 'smartrecruiters')).toEqual({ fetched: 2, new: 2, updated: 0, unchanged: 0, closed: 0, rejected: 0, unverified: 0, duplicates: 0 });
    expect(countsOf(first, 'jsonld')).toEqual({ fetched: 3, new: 2, updated: 0, unchanged: 0, closed: 0, rejected: 0, unverified: 0, duplicates: 1 });
    expect(countsOf(first, 'xml')).toEqual({ fetched: 3, new: 2, updated: 0, unchanged: 0, closed: 0, rejected: 1, unverified: 1, duplicates: 0 });
    const reasons = first.sources.flatMap((s) => s.rejections.map((r) => `${r.id}: ${r.reason}`));
    expect(reasons).toEqual(
      expect.arrayContaining([
        '4012004: no location',
        expect.stringMatching(/^4012005: bad URL scheme/),
        'bad-location-1: location not recognised: Atlantis, Moon',
        'no-title-1: no title',
        'GL-5503: company "Someone Else Trading" is not this source\'s employer',
      ]),
    );
    expect(first.sources.every((s) => s.error === null)).toBe(true);
  });

  it('reads locations into catalogue cities, creating unknown ones in the right country with its currency', async () => {
    expect(await job('4012001')).toMatchObject({ city: 'Bengaluru', country: 'India' }); // "Bangalore"
    expect(await job('4012006')).toMatchObject({ city: 'Bengaluru', country: 'India' }); // "Bengaluru, Karnataka, India"
    expect(await job('4012002')).toMatchObject({ city: 'Remote', country: 'India', work_mode: 'remote' }); // "Remote - India"
    expect(await job('4012003')).toMatchObject({ city: 'Coimbatore', country: 'India', city_currency: 'INR' }); // unknown city
    expect(await job('7f3c1e2a-0c55-4a1b-9d8e-1b2c3d4e5f60')).toMatchObject({ city: 'Dubai', country: 'United Arab Emirates', work_mode: 'on-site' });
    expect(await job('744000012345678')).toMatchObject({ city: 'Makati', country: 'Philippines' }); // "Makati City, Metro Manila"
    expect(await job('744000012345679')).toMatchObject({ city: 'Cebu City', work_mode: 'remote', work_type: 'Part-time' });
    expect(await job('careers-204')).toMatchObject({ city: 'Mumbai', title: 'Sales Lead – SMB' }); // "Bombay", &ndash;
    expect(await job('careers-305')).toMatchObject({ city: 'Remote', country: 'India', work_mode: 'remote' });
    expect(await job('GL-5502')).toMatchObject({ city: 'Jebel Ali', country: 'United Arab Emirates', city_currency: 'AED' });
    expect(await job('a1b2c3d4-1111-2222-3333-444455556666')).toMatchObject({ city: 'Doha', work_type: 'Freelance/Contract', work_mode: 'hybrid' });
  });

  it('reads salaries from structured fields and from text, null when none is stated', async () => {
    expect(salaryOf(await job('4012001'))).toEqual({ min: 3500000, max: 5000000, currency: 'INR', period: 'year' }); // ₹35–50 LPA
    expect(salaryOf(await job('4012002'))).toEqual({ min: 150000, max: 150000, currency: 'INR', period: 'month' });
    expect(salaryOf(await job('4012003'))).toBeNull();
    expect(salaryOf(await job('7f3c1e2a-0c55-4a1b-9d8e-1b2c3d4e5f60'))).toEqual({ min: 18000, max: 22000, currency: 'AED', period: 'month' });
    expect(salaryOf(await job('a1b2c3d4-1111-2222-3333-444455556666'))).toEqual({ min: null, max: 12000, currency: 'QAR', period: 'month' });
    expect(salaryOf(await job('744000012345678'))).toEqual({ min: 35000, max: 35000, currency: 'PHP', period: 'month' });
    expect(salaryOf(await job('careers-204'))).toEqual({ min: 1200000, max: 1800000, currency: 'INR', period: 'year' });
    expect(salaryOf(await job('careers-305'))).toEqual({ min: 1800000, max: 2600000, currency: 'INR', period: 'year' });
    expect(salaryOf(await job('GL-5501'))).toEqual({ min: 8000, max: 10000, currency: 'AED', period: 'month' });
  });

  it('sanitises employer HTML before storing it and decodes entities', async () => {
    const gh = await job('4012001');
    expect(gh.description).toContain('<h3>What you bring</h3>');
    expect(gh.description).toContain('design &amp; run');
    expect(gh.description).not.toMatch(/<script|onclick|alert\(1\)/);
    const sales = await job('careers-204');
    expect(sales.description).toMatch(/^<p>Grow our merchant base across Mumbai &amp; Pune/);
    const lever = await job('7f3c1e2a-0c55-4a1b-9d8e-1b2c3d4e5f60');
    expect(lever.description).toContain('<h3>Responsibilities</h3><ul><li>Plan 300 daily routes</li>');
  });

  it('takes job function, level, type and posting date from the record', async () => {
    expect(await job('4012001')).toMatchObject({ job_function: 'Information Technology', role_level: 'Senior Level', work_type: 'Full-time' });
    expect(await job('4012002')).toMatchObject({ job_function: 'Design & Creative' });
    expect(await job('4012003')).toMatchObject({ job_function: 'Customer Service', role_level: 'Associate' });
    expect(await job('744000012345678')).toMatchObject({ job_function: 'Healthcare & Medical' });
    expect(await job('7f3c1e2a-0c55-4a1b-9d8e-1b2c3d4e5f60')).toMatchObject({ role_level: 'Manager' });
    expect(new Date((await job('744000012345678')).posted_at).toISOString()).toBe('2026-11-19T03:12:45.000Z');
    expect(new Date((await job('GL-5501')).posted_at).toISOString()).toBe('2026-11-19T08:00:00.000Z');
  });

  it('stores a job listed by the careers page and the Greenhouse board once, with the richer record and both sources', async () => {
    const both = await job('careers-101');
    expect(both.id).toBe((await job('4012001')).id);
    expect(both.links).toBe(2);
    expect(both.source_type).toBe('greenhouse'); // the board's record is the richer (salary, longer description)
    expect(both.description).toContain('settlement services');
  });

  it('verifies ATS and same-domain jobs, stores an off-domain feed job unlisted', async () => {
    expect(await job('GL-5501')).toMatchObject({ verified: true, is_active: true });
    expect(await job('GL-5502')).toMatchObject({ verified: false, is_active: false, status: 'open' });
    expect(await job('744000012345678')).toMatchObject({ verified: true, is_active: true });
    const list = await server.inject('/v1/candidates/all_jobs?page=1&length=50&jobtitle=Gulfline');
    const listed = list.json().data.map((r: { position: string }) => r.position);
    expect(listed).toEqual(expect.arrayContaining(['Site Engineer - MEP', 'Fleet Operations Manager']));
    expect(listed).not.toContain('Warehouse Supervisor');
  });

  it('names VeriJobs in its user agent', () => {
    expect(feeds.userAgents.length).toBeGreaterThan(0);
    expect(feeds.userAgents.every((ua) => /VeriJobs/.test(ua))).toBe(true);
  });

  it('changes nothing when run again (idempotent)', async () => {
    const before = await fingerprint();
    const again = await ingest();
    for (const s of again.sources) {
      expect({ type: s.source.type, ...s.counts }).toMatchObject({ type: s.source.type, new: 0, updated: 0, closed: 0 });
      expect(s.error).toBeNull();
    }
    expect(countsOf(again, 'greenhouse').unchanged).toBe(4);
    expect(countsOf(again, 'jsonld').unchanged).toBe(3);
    expect(await fingerprint()).toBe(before);
  });

  it('counts an edited posting as updated', async () => {
    feeds.routes.set(
      '/gh/v1/boards/acme/jobs',
      FixtureServer.file('greenhouse-acme.json', 'application/json', (b) => b.replace('Help merchants in Tamil and English', 'Help merchants in Tamil, Hindi and English')),
    );
    const run = await ingest(['greenhouse']);
    expect(countsOf(run, 'greenhouse')).toMatchObject({ new: 0, updated: 1, unchanged: 3, closed: 0 });
    expect((await job('4012003')).description).toContain('Tamil, Hindi and English');
    feeds.serveDefaults();
    await ingest(['greenhouse']);
  });
});

describe('the API', () => {
  it('gives view_job and the list rows the source, status, salary and work mode', async () => {
    const lever = await job('7f3c1e2a-0c55-4a1b-9d8e-1b2c3d4e5f60');
    const page = (await server.inject(`/v1/candidates/view_job/${lever.id}`)).json().data;
    expect(page).toMatchObject({
      status: 'open',
      salary: { min: 18000, max: 22000, currency: 'AED', period: 'month' },
      work_mode: 'on-site',
      source: {
        type: 'lever', name: 'Gulfline Logistics LLC lever board', url: `${feeds.base}/lever/gulfline/7f3c1e2a-0c55-4a1b-9d8e-1b2c3d4e5f60`,
        domain: '127.0.0.1', verified: true, first_seen: expect.any(String), last_seen: expect.any(String), verified_at: expect.any(String),
      },
    });
    const rows = (await server.inject('/v1/candidates/all_jobs?page=1&length=20&jobtitle=Gulfline')).json().data;
    const row = rows.find((r: { id: number }) => r.id === lever.id);
    expect(row).toMatchObject({ status: 'open', work_mode: 'on-site', salary: page.salary, source: page.source });
  });

  it('gives a seeded job its employer careers source, never null', async () => {
    const rows = (await server.inject('/v1/candidates/all_jobs?page=1&length=5')).json().data as { source: { type: string; verified: boolean; domain: string; url: string }; status: string }[];
    for (const r of rows) {
      expect(r.status).toBe('open');
      expect(r.source).toMatchObject({ verified: true });
      // The seed's employers' pages on the demo careers site (issue 29), an ingested job's on its employer's host.
      expect(r.source.domain).not.toBe('');
      expect(r.source.url).toMatch(/^https?:\/\/|^\/demo-careers\//);
    }
  });
});

describe('a source that fails changes nothing', () => {
  const broken: [string, string, Route, RegExp][] = [
    ['greenhouse', '/gh/v1/boards/acme/jobs', FixtureServer.status(500), /HTTP 500/],
    ['greenhouse', '/gh/v1/boards/acme/jobs', FixtureServer.status(200, '<html>Maintenance</html>', { 'content-type': 'application/json' }), /not valid JSON/],
    ['lever', '/lever/v0/postings/gulfline', FixtureServer.status(200, '{"postings": []}', { 'content-type': 'application/json' }), /not a list of postings/],
    ['smartrecruiters', '/sr/v1/companies/ManilaCareHealth/postings', FixtureServer.status(503), /HTTP 503/],
    ['jsonld', '/acme/careers', FixtureServer.status(502), /HTTP 502/],
    ['xml', '/feeds/gulfline.xml', FixtureServer.status(200, '<source><job><title>cut off', { 'content-type': 'application/xml' }), /malformed XML/],
  ];

  it.each(broken)('%s answering %s badly: error recorded, no job closed or changed', async (type, path, route, reason) => {
    const before = await fingerprint();
    const active = await activeCount();
    feeds.routes.set(path, route);
    try {
      const run = await ingest([type as SourceConfig['type']]);
      expect(errorOf(run, type)).toMatch(reason);
      expect(countsOf(run, type)).toMatchObject({ new: 0, updated: 0, unchanged: 0, closed: 0 });
      expect(await fingerprint()).toBe(before);
      expect(await activeCount()).toBe(active);
      const [recorded] = await server.app.db.query<{ error: string; ok: boolean }>(
        'SELECT rs.error, r.ok FROM ingestion_run_sources rs JOIN ingestion_runs r ON r.id = rs.run_id WHERE rs.run_id = $1',
        [run.runId],
      );
      expect(recorded.error).toMatch(reason);
      expect(recorded.ok).toBe(false);
    } finally {
      feeds.serveDefaults();
    }
  });

  it('keeps a careers page\'s jobs open when one of its job pages fails (the run was incomplete)', async () => {
    const before = await fingerprint();
    feeds.routes.set('/acme/careers/openings/sales-lead', FixtureServer.status(500));
    try {
      const run = await ingest(['jsonld']);
      expect(errorOf(run, 'jsonld')).toBeNull();
      expect(countsOf(run, 'jsonld')).toMatchObject({ closed: 0, new: 0, updated: 0, unchanged: 2 });
      expect(run.sources[0].rejections.map((r) => r.reason)).toEqual([expect.stringMatching(/^page not readable: .*HTTP 500/)]);
      expect(await job('careers-204')).toMatchObject({ status: 'open', is_active: true });
      expect(await fingerprint()).toBe(before);
    } finally {
      feeds.serveDefaults();
    }
  });

  it('retries a 5xx a bounded number of times with backoff', async () => {
    feeds.routes.set('/gh/v1/boards/acme/jobs', FixtureServer.status(500));
    const hitsBefore = feeds.hits.get('/gh/v1/boards/acme/jobs') ?? 0;
    try {
      await ingest(['greenhouse'], { fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 2, timeoutMs: 2000 } });
      expect((feeds.hits.get('/gh/v1/boards/acme/jobs') ?? 0) - hitsBefore).toBe(3);
    } finally {
      feeds.serveDefaults();
    }
  });

  it('gives up on a source that does not answer in time', async () => {
    feeds.routes.set('/lever/v0/postings/gulfline', () => undefined); // never answers
    try {
      const run = await ingest(['lever'], { fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 0, timeoutMs: 200 } });
      expect(errorOf(run, 'lever')).toMatch(/timed out after 200 ms/);
      expect(countsOf(run, 'lever').closed).toBe(0);
    } finally {
      feeds.serveDefaults();
    }
  });

  it('does not follow a redirect to another host, follows one on the same host', async () => {
    feeds.routes.set('/feeds/gulfline.xml', FixtureServer.status(302, '', { location: 'https://elsewhere.example/feed.xml' }));
    try {
      const run = await ingest(['xml']);
      expect(errorOf(run, 'xml')).toMatch(/redirect to another host \(elsewhere.example\) not followed/);
      feeds.routes.set('/feeds/gulfline.xml', FixtureServer.status(301, '', { location: '/feeds/v2/gulfline.xml' }));
      feeds.routes.set('/feeds/v2/gulfline.xml', FixtureServer.file('feed.xml', 'application/xml'));
      const moved = await ingest(['xml']);
      expect(errorOf(moved, 'xml')).toBeNull();
      expect(countsOf(moved, 'xml')).toMatchObject({ unchanged: 2, closed: 0 });
    } finally {
      feeds.routes.delete('/feeds/v2/gulfline.xml');
      feeds.serveDefaults();
    }
  });

  it('refuses a response larger than the size limit', async () => {
    const run = await ingest(['greenhouse'], { fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 0, maxBytes: 1000 } });
    expect(errorOf(run, 'greenhouse')).toMatch(/larger than 1000 bytes/);
    expect(countsOf(run, 'greenhouse').closed).toBe(0);
  });
});

describe('closing', () => {
  it('closes a job its source no longer lists after a successful fetch, keeps its page, notifies once', async () => {
    const target = await job('4012003');
    const withAlerts = await newCandidate(server);
    const withoutAlerts = await newCandidate(server);
    // Email alerts on: a Smart Match with email (the candidate's alert setting).
    const sm = await server.inject({
      method: 'POST', url: '/v1/smartmatch/create', headers: bearer(withAlerts.access),
      payload: form({ alert_time: 'morning', job_function: 1, city: 1, new_jobtitles: ['Support Associate'], pref_email: 'true' }),
    });
    expect(sm.statusCode).toBeLessThan(300);
    expect((await server.inject({ method: 'POST', url: `/v1/candidates/save_job/${target.id}`, headers: bearer(withAlerts.access), payload: form({}) })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: `/v1/candidates/apply_job/${target.id}`, headers: bearer(withoutAlerts.access), payload: form({}) })).statusCode).toBe(200);
    const active = await activeCount();
    const outbox = async (to: string) => (await server.inject(`/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json().results as { subject: string }[];
    const mailsBefore = (await outbox(withAlerts.email)).length;

    feeds.routes.set(
      '/gh/v1/boards/acme/jobs',
      FixtureServer.file('greenhouse-acme.json', 'application/json', (b) => {
        const doc = JSON.parse(b) as { jobs: { id: number }[] };
        doc.jobs = doc.jobs.filter((j) => j.id !== 4012003);
        return JSON.stringify(doc);
      }),
    );
    const run = await ingest(['greenhouse']);
    expect(countsOf(run, 'greenhouse')).toMatchObject({ closed: 1, new: 0, updated: 0, unchanged: 3 });
    expect(await job('4012003')).toMatchObject({ status: 'closed', is_active: false });
    expect(await activeCount()).toBe(active - 1);
    expect(await keptCount()).toBe(active - 1);

    // The page stays, saying it is closed; no apply or save; the candidates see a dashboard notice.
    const page = (await server.inject(`/v1/candidates/view_job/${target.id}`)).json().data;
    expect(page).toMatchObject({ id: target.id, status: 'closed', position: 'Customer Support Associate' });
    expect(page.similar_jobs.length).toBeGreaterThan(0);
    const other = await newCandidate(server);
    const refused = await server.inject({ method: 'POST', url: `/v1/candidates/apply_job/${target.id}`, headers: bearer(other.access), payload: form({}) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No longer accepting applications.');
    const saveRefused = await server.inject({ method: 'POST', url: `/v1/candidates/save_job/${target.id}`, headers: bearer(other.access), payload: form({}) });
    expect(saveRefused.statusCode).toBe(409);
    const listed = (await server.inject({ url: '/v1/candidates/closed_job_notices', headers: bearer(withAlerts.access) })).json().results;
    expect(listed).toEqual([{ job_id: target.id, position: 'Customer Support Associate', company: 'Acme Technologies Pvt Ltd', reason: 'saved', closed_at: expect.any(String) }]);
    const saved = (await server.inject({ url: '/v1/candidates/saved_jobs?page=1', headers: bearer(withAlerts.access) })).json().data;
    expect(saved.map((r: { id: number }) => r.id)).toContain(target.id);

    const notices = await server.app.db.query<{ reason: string; emailed: boolean }>(
      'SELECT reason, emailed_at IS NOT NULL AS emailed FROM job_closed_notices WHERE job_id = $1 ORDER BY reason',
      [target.id],
    );
    expect(notices).toEqual([{ reason: 'applied', emailed: false }, { reason: 'saved', emailed: true }]);
    const mails = await outbox(withAlerts.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0].subject).toBe('Customer Support Associate at Acme Technologies Pvt Ltd is no longer accepting applications');
    expect((await outbox(withoutAlerts.email)).some((m) => /no longer accepting/.test(m.subject))).toBe(false);

    // Closed again after reopening, or simply run again: no second notice or email.
    expect(countsOf(await ingest(['greenhouse']), 'greenhouse').closed).toBe(0);
    feeds.serveDefaults();
    const reopened = await ingest(['greenhouse']);
    expect(countsOf(reopened, 'greenhouse')).toMatchObject({ updated: 1, closed: 0 });
    expect(await job('4012003')).toMatchObject({ status: 'open', is_active: true });
    feeds.routes.set('/gh/v1/boards/acme/jobs', FixtureServer.status(200, JSON.stringify({ jobs: [] }), { 'content-type': 'application/json' }));
    const emptied = await ingest(['greenhouse']);
    // 4012001 stays open: the careers page still lists it.
    expect(countsOf(emptied, 'greenhouse').closed).toBe(3);
    expect(await job('4012001')).toMatchObject({ status: 'open', is_active: true });
    expect((await outbox(withAlerts.email)).length).toBe(mailsBefore + 1);
    expect((await server.app.db.query('SELECT 1 FROM job_closed_notices WHERE job_id = $1', [target.id])).length).toBe(2);
    const dismissed = await server.inject({ method: 'POST', url: `/v1/candidates/closed_job_notices/${target.id}/dismiss`, headers: bearer(withAlerts.access), payload: form({}) });
    expect(dismissed.statusCode).toBe(200);
    expect((await server.inject({ url: '/v1/candidates/closed_job_notices', headers: bearer(withAlerts.access) })).json().results).toEqual([]);
    const again = await server.inject({ method: 'POST', url: '/v1/candidates/closed_job_notices/999999/dismiss', headers: bearer(withAlerts.access), payload: form({}) });
    expect(again.statusCode).toBe(404);
    for (const id of ['2147483647', '2147483648', '99999999999', 'abc']) {
      const res = await server.inject({ method: 'POST', url: `/v1/candidates/closed_job_notices/${id}/dismiss`, headers: bearer(withAlerts.access), payload: form({}) });
      expect([id, res.statusCode, res.json().message]).toEqual([id, 404, 'Notice not found.']);
    }
    feeds.serveDefaults();
    await ingest(['greenhouse']);
  });
});

describe('runs', () => {
  it('never runs twice at once: the second claim is refused while the first runs', async () => {
    const [a, b] = await Promise.all([ingest(['lever']), ingest(['lever'])]);
    const ran = [a, b].filter((r) => r.runId !== null);
    const skipped = [a, b].filter((r) => r.runId === null);
    expect(ran).toHaveLength(1);
    expect(skipped).toHaveLength(1);
    expect(skipped[0].skipped).toBe('another ingestion run is in progress');
  });

  it('runs on the server schedule from the sources file, and the report lists the runs with their counts and errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-ingest-'));
    const file = path.join(dir, 'sources.json');
    fs.writeFileSync(file, JSON.stringify(sources.filter((s) => s.type === 'lever' || s.type === 'xml')));
    const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
    const schedule = new IngestionSchedule({ db: server.app.db, mailer: server.app.mailer, log, sourcesFile: file, intervalMinutes: 360, publicUrl: () => server.base });
    feeds.routes.set('/feeds/gulfline.xml', FixtureServer.status(500));
    try {
      await schedule.tick();
    } finally {
      feeds.serveDefaults();
      await schedule.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ run: expect.any(Number), unchanged: 2 }), 'ingestion run finished');
    const report = formatReport(await lastRuns(server.app.db, 1));
    expect(report).toMatch(/^Run \d+ \(schedule\) started .*: with errors/);
    expect(report).toMatch(/source\s+fetched\s+new\s+updated\s+unchanged\s+closed\s+rejected\s+unverified\s+duplicates/);
    expect(report).toMatch(/lever Gulfline Logistics LLC <http:\/\/127\.0\.0\.1:\d+\/lever\/v0\/postings\/gulfline>\s+4\s+0\s+0\s+2\s+0\s+2\s+0\s+0/);
    expect(report).toContain('! Gulfline Logistics LLC (xml): ');
    expect(report).toMatch(/HTTP 500/);
  });

  it('prints a run as a table per source with the rejections and errors', async () => {
    const run = await ingest(['greenhouse', 'lever']);
    const text = formatRun(run);
    expect(text).toMatch(/greenhouse Acme Technologies Pvt Ltd <.*>\s+6\s+0\s+0\s+4\s+0\s+2\s+0\s+0/);
    expect(text).toMatch(/^total\s+10\s+0\s+0\s+6\s+0\s+4\s+0\s+0$/m);
    expect(text).toContain('rejected Gulfline Logistics LLC bad-location-1: location not recognised: Atlantis, Moon');
  });
});

describe('the polite rate per host', () => {
  it('spaces requests to one host across the sources of a run, not only within a source', async () => {
    // A virtual clock: the Fetcher's waits move it, so the spacing is measured without waiting for real.
    let virtualMs = 0;
    const requests: { path: string; at: number }[] = [];
    const stamped = (route: Route): Route => (req, res, base) => {
      requests.push({ path: new URL(req.url ?? '/', base).pathname, at: virtualMs });
      route(req, res, base);
    };
    feeds.routes.set('/pace/gh/v1/boards/pace/jobs', stamped(greenhouseBoard([])));
    feeds.routes.set('/pace/lever/v0/postings/pace', stamped(leverPostings([])));
    const paced: SourceConfig[] = [
      { type: 'greenhouse', url: `${feeds.base}/pace/gh/v1/boards/pace/jobs`, company: 'Pace Labs Pvt Ltd', website: feeds.base },
      { type: 'lever', url: `${feeds.base}/pace/lever/v0/postings/pace`, company: 'Pace Labs Pvt Ltd', website: feeds.base },
    ];
    const fetcher = { minIntervalMs: 1000, retries: 0, timeoutMs: 2000, now: () => virtualMs, sleep: async (ms: number) => void (virtualMs += ms) };
    const run = await runIngestion(paced, options({ fetcher }));
    expect(run.sources.map((s) => s.error)).toEqual([null, null]);
    expect(requests.map((r) => r.path)).toEqual(['/pace/gh/v1/boards/pace/jobs', '/pace/lever/v0/postings/pace']);
    expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(1000);
  });
});

describe('de-duplication across sources, rule by rule', () => {
  // One company, a Greenhouse board read first and a Lever list read second: each Lever posting matches one board
  // job by one rule only (or by none).
  const board: BoardJob[] = [
    { id: '81001', title: 'Platform Engineer', location: 'Pune, Maharashtra, India', posted: '2026-06-01T09:00:00Z', applyPath: '/dedupe/jobs/81001' },
    { id: '81002', title: 'Sr. Data Analyst (Hybrid)', location: 'Bangalore', posted: '2026-09-10T09:00:00Z', applyPath: '/dedupe/jobs/81002' },
    { id: '81003', title: 'Warehouse Planner', location: 'Chennai, India', posted: '2026-03-01T09:00:00Z', applyPath: '/dedupe/jobs/81003' },
  ];
  const list: BoardJob[] = [
    // Only the apply URL (query, fragment and trailing slash aside): another title, city and month.
    { id: 'dw-url', title: 'Infrastructure Specialist', location: 'Hyderabad, India', posted: '2026-10-20T09:00:00Z', applyPath: '/dedupe/jobs/81001/?utm_source=lever#apply' },
    // Only company + normalised title + city + a posting date 4 days later.
    { id: 'dw-title', title: 'Senior Data Analyst', location: 'Bengaluru, Karnataka, India', posted: '2026-09-14T09:00:00Z', applyPath: '/dedupe/lever/dw-title/apply' },
    // The same title and city, but posted 8 days apart: more than the 7-day window, so another job.
    { id: 'dw-late', title: 'Warehouse Planner', location: 'Chennai, India', posted: '2026-03-09T09:00:00Z', applyPath: '/dedupe/lever/dw-late/apply' },
  ];
  let run: RunResult;
  beforeAll(async () => {
    feeds.routes.set('/dedupe/gh/v1/boards/dw/jobs', greenhouseBoard(board));
    feeds.routes.set('/dedupe/lever/v0/postings/dw', leverPostings(list));
    run = await runIngestion([
      { type: 'greenhouse', url: `${feeds.base}/dedupe/gh/v1/boards/dw/jobs`, company: 'Dedupe Works Pvt Ltd', website: feeds.base },
      { type: 'lever', url: `${feeds.base}/dedupe/lever/v0/postings/dw`, company: 'Dedupe Works Pvt Ltd', website: feeds.base },
    ], options());
  });

  it('counts the two postings that matched as duplicates and the third as new', () => {
    expect(run.sources.map((s) => s.error)).toEqual([null, null]);
    expect(countsOf(run, 'greenhouse')).toMatchObject({ new: 3, duplicates: 0 });
    expect(countsOf(run, 'lever')).toMatchObject({ new: 1, duplicates: 2, rejected: 0 });
  });

  it('stores a posting with the same apply URL once, whatever its title, city and date', async () => {
    const merged = await job('dw-url');
    expect(merged.id).toBe((await job('81001')).id);
    expect(merged.links).toBe(2);
  });

  it('stores a posting with the same company, normalised title and city posted within the window once', async () => {
    const merged = await job('dw-title');
    expect(merged.id).toBe((await job('81002')).id);
    expect(merged).toMatchObject({ city: 'Bengaluru', links: 2 });
  });

  it('keeps two postings of one title and city apart when their dates are further apart than the window', async () => {
    const late = await job('dw-late');
    const early = await job('81003');
    expect(late.id).not.toBe(early.id);
    expect([late.links, early.links]).toEqual([1, 1]);
    expect([late.city, early.city]).toEqual(['Chennai', 'Chennai']);
  });
});

describe('a careers page (JSON-LD)', () => {
  it(`follows same-site job links ${JSONLD_MAX_DEPTH} deep and never requests a page deeper`, async () => {
    // careers → jobs/level-1 → … → jobs/level-(MAX+1), each page with one posting and a link to the next.
    const deepest = JSONLD_MAX_DEPTH + 1;
    const pathOf = (level: number) => (level === 0 ? '/chain/careers' : `/chain/careers/jobs/level-${level}`);
    for (let level = 0; level <= deepest; level++) {
      feeds.routes.set(pathOf(level), careersPage({ id: `chain-${level}`, title: `Chain Role ${level}`, city: 'Pune', country: 'India' }, [pathOf(level + 1)]));
    }
    const run = await runIngestion([{ type: 'jsonld', url: `${feeds.base}/chain/careers`, company: 'Chain Careers Pvt Ltd', website: feeds.base }], options());
    expect(errorOf(run, 'jsonld')).toBeNull();
    expect(countsOf(run, 'jsonld')).toMatchObject({ new: JSONLD_MAX_DEPTH + 1, unverified: 0, rejected: 0 });
    for (let level = 0; level < deepest; level++) expect(feeds.hits.get(pathOf(level))).toBe(1);
    expect(feeds.hits.get(pathOf(deepest))).toBeUndefined();
    expect(await job(`chain-${JSONLD_MAX_DEPTH}`)).toMatchObject({ verified: true, is_active: true });
    await expect(job(`chain-${deepest}`)).rejects.toThrow(/no job/);
  });

  it('stores the jobs of a careers page off the employer\'s website domain unverified and unlisted', async () => {
    feeds.routes.set('/offsite/careers', careersPage({ id: 'offsite-1', title: 'Offsite Payroll Executive', city: 'Mumbai', country: 'India' }, []));
    const run = await runIngestion(
      [{ type: 'jsonld', url: `${feeds.base}/offsite/careers`, company: 'Offsite Hiring Pvt Ltd', website: 'https://offsite-hiring.example' }],
      options(),
    );
    expect(countsOf(run, 'jsonld')).toMatchObject({ new: 1, unverified: 1 });
    const stored = await job('offsite-1');
    expect(stored).toMatchObject({ verified: false, is_active: false, status: 'open', city: 'Mumbai' });
    const listed = (await server.inject('/v1/candidates/all_jobs?page=1&length=50&jobtitle=Offsite')).json().data as { id: number }[];
    expect(listed.map((r) => r.id)).not.toContain(stored.id);
  });
});

describe('browse-by counts', () => {
  it('drop a closed job from its city, function and company counts', async () => {
    const jobs: BoardJob[] = [
      { id: '83001', title: 'Legal Counsel', location: 'Hosur, Tamil Nadu, India', posted: '2026-11-02T09:00:00Z', applyPath: '/facets/jobs/83001' },
      { id: '83002', title: 'Compliance Officer', location: 'Hosur, Tamil Nadu, India', posted: '2026-11-03T09:00:00Z', applyPath: '/facets/jobs/83002' },
    ];
    const source: SourceConfig = { type: 'greenhouse', url: `${feeds.base}/facets/gh/v1/boards/ff/jobs`, company: 'Facet Foods Pvt Ltd', website: feeds.base };
    feeds.routes.set('/facets/gh/v1/boards/ff/jobs', greenhouseBoard(jobs));
    expect(countsOf(await runIngestion([source], options()), 'greenhouse')).toMatchObject({ new: 2 });
    const closing = await job('83002');
    expect(closing).toMatchObject({ city: 'Hosur', job_function: 'Legal & Compliance', is_active: true });
    const before = { city: await facetCount('city', 'Hosur'), fn: await facetCount('function', 'Legal & Compliance'), company: await facetCount('companies', 'Facet Foods Pvt Ltd') };
    expect(before).toMatchObject({ city: 2, company: 2 });

    feeds.routes.set('/facets/gh/v1/boards/ff/jobs', greenhouseBoard(jobs.slice(0, 1)));
    expect(countsOf(await runIngestion([source], options()), 'greenhouse')).toMatchObject({ closed: 1, unchanged: 1 });
    expect(await job('83002')).toMatchObject({ status: 'closed', is_active: false });
    expect(await facetCount('city', 'Hosur')).toBe(1);
    expect(await facetCount('function', 'Legal & Compliance')).toBe(before.fn - 1);
    expect(await facetCount('companies', 'Facet Foods Pvt Ltd')).toBe(1);
  });
});

describe('one HTML escaper (lib/text escapeHtml)', () => {
  it('escapes a new company\'s name in its about text, quotes included', async () => {
    const company = 'D\'Souza & "Sons" <Exports> Pvt Ltd';
    const id = await companyFor(server.app.db, { type: 'greenhouse', url: `${feeds.base}/escape/gh`, company, website: 'https://dsouza.example' }, 'Employer');
    const [row] = await server.app.db.query<{ about_html: string }>('SELECT about_html FROM companies WHERE id = $1', [id]);
    expect(row.about_html).toBe(
      '<p><strong>D&#39;Souza &amp; &quot;Sons&quot; &lt;Exports&gt; Pvt Ltd</strong> lists these openings on its own careers site and applicant tracking system.</p>',
    );
  });

  it('escapes a Lever list heading before it becomes HTML, quotes included', async () => {
    feeds.routes.set('/escape/lever/v0/postings/esc', (_req, res, base) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id: 'esc-1', text: 'Analyst', hostedUrl: `${base}/escape/esc-1`, description: '<p>Intro</p>', lists: [{ text: 'Tools & "Stack" <2026>', content: '<li>SQL</li>' }] }]));
    });
    const source: SourceConfig = { type: 'lever', url: `${feeds.base}/escape/lever/v0/postings/esc`, company: 'Escape Co', website: feeds.base };
    const read = await lever.read(source, new Fetcher({ minIntervalMs: 0, retries: 0 }));
    expect(read.postings[0].descriptionHtml).toBe('<p>Intro</p><h3>Tools &amp; &quot;Stack&quot; &lt;2026&gt;</h3><ul><li>SQL</li></ul>');
  });
});
