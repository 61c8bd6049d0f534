import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { TEST_JWT_SECRET } from '../testing/testApp';
import { DEMO_CAREERS_PREFIX } from './paths';

/**
 * Issue 29, "no dead ends": every Apply, source and website link of the default catalogue's first 500 jobs, as the
 * API gives them (view_job), leads somewhere real. A path on this site must answer 200 from the app itself; an
 * absolute link must be on this site too (the seed has no real employers, so no other host is one we can vouch for),
 * and never on a reserved name (.example, .invalid, .test, .localhost) that resolves nowhere.
 */
jest.setTimeout(240_000);

const DEFAULT_SEED_JOBS = 5300;
let app: App;
beforeAll(async () => {
  // The default catalogue, seeded as `npm start` seeds a fresh data directory (with the demo candidate).
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: 'memory://', SERVE_STATIC: '0', DISABLE_RATE_LIMIT: '1', DISABLE_CSRF: '1', LOG: 'off',
    JWT_SECRET: TEST_JWT_SECRET, SEED_JOBS: String(DEFAULT_SEED_JOBS), SCHEDULER: 'off',
  });
  expect(config.seedJobs).toBe(DEFAULT_SEED_JOBS);
  app = await buildApp(config);
  await app.ready();
});
afterAll(() => app?.close());

interface ViewJob {
  id: number;
  direct_apply: boolean;
  direct_appy_url: string | null;
  source: { url: string; verified: boolean };
  details: { website: string };
  trust: { level: string } | null;
}

async function view(id: number): Promise<ViewJob | null> {
  const res = await app.inject({ url: `/v1/candidates/view_job/${id}` });
  return res.statusCode === 200 ? (res.json() as { data: ViewJob }).data : null;
}

it("walks every Apply, source and website link of the default catalogue's first 500 jobs and finds no dead end", async () => {
  const links = new Map<string, string[]>();
  const add = (url: string | null | undefined, what: string) => {
    if (!url) return;
    links.set(url, [...(links.get(url) ?? []), what]);
  };
  let jobs = 0;
  for (let id = 1; id <= 500; id++) {
    const job = await view(id);
    if (!job) continue;
    jobs++;
    if (job.direct_apply) add(job.direct_appy_url, `#${id} apply`);
    add(job.source.url, `#${id} source`);
    add(job.details.website, `#${id} website`);
  }
  expect(jobs).toBe(500);
  const own = new URL(app.publicUrl());
  const dead: string[] = [];
  for (const [url, uses] of links) {
    const where = `${url} (${uses.slice(0, 2).join(', ')})`;
    if (/^https?:\/\//i.test(url)) {
      const host = new URL(url).hostname;
      if (/\.(example|invalid|test|localhost)$/i.test(host) || host !== own.hostname) dead.push(`${where}: a host we do not serve`);
      continue;
    }
    if (!url.startsWith('/') || url.startsWith('//')) {
      dead.push(`${where}: not a link`);
      continue;
    }
    const res = await app.inject({ url });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/html')) dead.push(`${where}: ${res.statusCode}`);
  }
  expect(dead.slice(0, 10)).toEqual([]);
  // Every kind of link was walked: applies, sources and websites, on the demo careers site.
  const kinds = new Set([...links.values()].flat().map((w) => w.split(' ')[1]));
  expect([...kinds].sort()).toEqual(['apply', 'source', 'website']);
  expect([...links.keys()].every((u) => u.startsWith(`${DEMO_CAREERS_PREFIX}/`))).toBe(true);
});

it("serves a job's page with the JobPosting its listing came from, and its employer's careers page listing it", async () => {
  const [job] = await app.db.query<{ id: number; ref_id: string; title: string; slug: string }>(
    `SELECT j.id, j.ref_id, j.title, c.slug FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE j.is_active AND j.verified AND j.status = 'open' ORDER BY j.posted_at DESC, j.id DESC LIMIT 1`,
  );
  const page = await app.inject({ url: `${DEMO_CAREERS_PREFIX}/${job.slug}/jobs/${job.ref_id.toLowerCase()}` });
  expect(page.statusCode).toBe(200);
  const ld = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  expect(ld).toHaveLength(1);
  expect(ld[0]).toMatchObject({ '@type': 'JobPosting', title: job.title, identifier: { value: job.ref_id } });
  expect(page.body).toContain('Demonstration careers site');
  const careers = await app.inject({ url: `${DEMO_CAREERS_PREFIX}/${job.slug}` });
  expect(careers.statusCode).toBe(200);
  expect(careers.body).toContain(`${DEMO_CAREERS_PREFIX}/${job.slug}/jobs/${job.ref_id.toLowerCase()}`);
});

it("serves a closed job's page without a JobPosting, and a feed's repost under the feed, not the employer", async () => {
  const [closed] = await app.db.query<{ source_url: string }>(`SELECT source_url FROM jobs WHERE status = 'closed' AND verified ORDER BY id LIMIT 1`);
  const closedPage = await app.inject({ url: closed.source_url });
  expect(closedPage.statusCode).toBe(200);
  expect(closedPage.body).toContain('This position is no longer open.');
  expect(closedPage.body).not.toContain('application/ld+json');

  const [repost] = await app.db.query<{ source_url: string; ref_id: string; slug: string }>(
    `SELECT j.source_url, j.ref_id, c.slug FROM jobs j JOIN companies c ON c.id = j.company_id WHERE NOT j.verified AND j.source_type = 'xml' ORDER BY j.id LIMIT 1`,
  );
  const feedPage = await app.inject({ url: repost.source_url });
  expect(feedPage.statusCode).toBe(200);
  expect(feedPage.body).toContain('Reposted by JobFeed Hub, a job feed');
  expect(feedPage.body).not.toContain('How to apply');
  // The employer's own site never carried it.
  expect((await app.inject({ url: `${DEMO_CAREERS_PREFIX}/${repost.slug}/jobs/${repost.ref_id.toLowerCase()}` })).statusCode).toBe(404);
});

it('answers 404 for what it does not serve, and sanitises employer HTML like every other page', async () => {
  const [job] = await app.db.query<{ id: number; ref_id: string; slug: string; company_id: number }>(
    `SELECT j.id, j.ref_id, c.slug, c.id AS company_id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.is_active AND j.verified ORDER BY j.id LIMIT 1`,
  );
  expect((await app.inject({ url: `${DEMO_CAREERS_PREFIX}/no-such-company` })).statusCode).toBe(404);
  expect((await app.inject({ url: `${DEMO_CAREERS_PREFIX}/${job.slug}/jobs/vj-xx-000000` })).statusCode).toBe(404);
  expect((await app.inject({ url: `${DEMO_CAREERS_PREFIX}/other-company/jobs/${job.ref_id.toLowerCase()}` })).statusCode).toBe(404);
  expect((await app.inject({ url: `${DEMO_CAREERS_PREFIX}/Bad%20Slug` })).statusCode).toBe(404);
  // A company with a site of its own (an ingested employer) has no demo page.
  await app.db.query(`INSERT INTO companies (name, slug, website, industry, about_html, color) VALUES ('Real Co', 'real-co', 'https://real.co.in', 'Retail', '', '#000')`);
  expect((await app.inject({ url: `${DEMO_CAREERS_PREFIX}/real-co` })).statusCode).toBe(404);

  await app.db.query(`UPDATE jobs SET description = description || '<script>alert(1)</script><a href="javascript:alert(2)">x</a>' WHERE id = $1`, [job.id]);
  await app.db.query(`UPDATE companies SET about_html = about_html || '<img src=x onerror="alert(3)">' WHERE id = $1`, [job.company_id]);
  const page = await app.inject({ url: `${DEMO_CAREERS_PREFIX}/${job.slug}/jobs/${job.ref_id.toLowerCase()}` });
  const careers = await app.inject({ url: `${DEMO_CAREERS_PREFIX}/${job.slug}` });
  for (const body of [page.body, careers.body]) {
    expect(body).not.toMatch(/<script>|javascript:|onerror/);
  }
});
