import { startTestApp, type TestServer } from '../testing/testApp';
import { FixtureServer } from './fixtures/fixtureServer';
import { runIngestion } from './run';
import type { SourceConfig } from './types';

/**
 * Issue 31: one job listed by several sources keeps the places of all of them. Lever's posting names Dubai, Doha,
 * Manama and Singapore; an aggregator's shorter record of the same posting (its apply link) names Muscat; a richer
 * record of the same job (same title, company and first city) later writes the job's content. The job is found under
 * every place named by any of them, and the richer record's rewrite loses none.
 */
jest.setTimeout(120_000);

// A company of its own: with DATABASE_URL, severalPlaces.test.ts reads the same Lever postings at the same time, and
// one company's same job from two test files would be one job.
const COMPANY = 'Seven Ports Merged Fleet Services W.L.L.';
const LEVER_APPLY = 'https://jobs.lever.co/gulfline/5c9a1b2e-7d3f-4e8a-9b1c-2d3e4f5a6b7c/apply';
const RICH_TEXT = `Seven Ports runs 400 trucks across the Gulf. ${'You will plan routes, lead drivers, run maintenance and own safety. '.repeat(30)}`;

const feed = (job: { ref: string; url: string; city: string; country: string; description: string; salary?: string }) => `<?xml version="1.0" encoding="utf-8"?>
<source><publisher>Gulf Jobs Network</publisher>
  <job>
    <title>Fleet Operations Manager</title><date>2025-11-25</date><referencenumber>${job.ref}</referencenumber>
    <url>${job.url}</url><company>${COMPANY}</company><city>${job.city}</city><country>${job.country}</country>
    <description><![CDATA[<p>${job.description}</p>]]></description>${job.salary ? `<salary>${job.salary}</salary>` : ''}
  </job>
</source>`;

let server: TestServer;
let feeds: FixtureServer;
let jobId: number;

const run = (sources: SourceConfig[]) =>
  runIngestion(sources, {
    db: server.app.db, mailer: server.app.mailer, trigger: 'test', publicUrl: server.base,
    fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 2000, allowPrivateAddresses: true },
  });
const places = async () =>
  (await server.inject(`/v1/candidates/view_job/${jobId}`)).json().data.places as string[];
const foundUnder = async (city: string) => {
  const [c] = await server.app.db.query<{ id: number }>('SELECT id FROM cities WHERE name = $1 ORDER BY id LIMIT 1', [city]);
  const res = await server.inject(`/v1/candidates/all_jobs?length=50&location=${c.id}&jobtitle=${encodeURIComponent('Fleet Operations Manager')}`);
  return (res.json().data as { id: number }[]).some((r) => r.id === jobId);
};

beforeAll(async () => {
  server = await startTestApp({ publicPageCacheMs: 0 });
  feeds = await new FixtureServer().start();
  feeds.routes.set('/lever/v0/postings/merged', FixtureServer.file('providers/lever-postings.json', 'application/json; charset=utf-8'));
  feeds.routes.set('/agg/short.xml', FixtureServer.text(feed({ ref: 'AGG-1', url: LEVER_APPLY, city: 'Muscat', country: 'Oman', description: 'Fleet operations lead for the Gulf routes.' }), 'application/xml'));
  feeds.routes.set('/agg/rich.xml', FixtureServer.text(feed({ ref: 'RICH-1', url: '{{BASE}}/rich/1', city: 'Dubai', country: 'United Arab Emirates', description: RICH_TEXT, salary: 'AED 24,000 - 30,000/month' }), 'application/xml'));
});
afterAll(async () => {
  await feeds?.close();
  await server?.close();
});

describe('a job listed by several sources keeps every place they name (issue 31)', () => {
  it('adds the places a shorter record of the same posting names, and a richer record writing the job loses none', async () => {
    const lever: SourceConfig = { type: 'lever', url: `${feeds.base}/lever/v0/postings/merged`, company: COMPANY, website: feeds.base };
    expect((await run([lever])).sources[0].error ?? null).toBeNull();
    const [row] = await server.app.db.query<{ job_id: number }>(
      `SELECT l.job_id FROM job_source_links l JOIN job_sources s ON s.id = l.source_id WHERE l.external_id = '5c9a1b2e-7d3f-4e8a-9b1c-2d3e4f5a6b7c' AND s.url LIKE '%/postings/merged'`,
    );
    jobId = row.job_id;
    expect(await places()).toEqual(['Dubai', 'Doha', 'Manama', 'Singapore']);
    expect(await foundUnder('Muscat')).toBe(false);

    // The aggregator's record of the same posting (its apply link) is shorter: it does not write the job, it adds Muscat.
    const short = await run([{ type: 'xml', url: `${feeds.base}/agg/short.xml`, company: COMPANY, website: feeds.base }]);
    expect(short.sources[0].counts).toMatchObject({ duplicates: 1, new: 0 });
    expect(await places()).toEqual(['Dubai', 'Doha', 'Manama', 'Singapore', 'Muscat']);
    expect(await foundUnder('Muscat')).toBe(true);

    // A richer record of the same job writes its content (its description and pay) and names only Dubai: every place stays.
    const rich = await run([{ type: 'xml', url: `${feeds.base}/agg/rich.xml`, company: COMPANY, website: feeds.base }]);
    expect(rich.sources[0].counts).toMatchObject({ duplicates: 1, new: 0 });
    const job = (await server.inject(`/v1/candidates/view_job/${jobId}`)).json().data as { description: string };
    expect(job.description).toContain('Seven Ports runs 400 trucks');
    expect(await places()).toEqual(['Dubai', 'Doha', 'Manama', 'Singapore', 'Muscat']);
    for (const city of ['Dubai', 'Doha', 'Manama', 'Singapore', 'Muscat']) expect(await foundUnder(city)).toBe(true);
  });
});
