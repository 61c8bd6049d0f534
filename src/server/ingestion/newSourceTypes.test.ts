import { startTestApp, type TestServer } from '../testing/testApp';
import { FixtureServer } from './fixtures/fixtureServer';
import { runIngestion, type RunResult } from './run';
import type { SourceConfig } from './types';

/**
 * Issue 31, the newer source types end to end: each provider's public document (fixtures/ats, their real shapes)
 * served over HTTP → read → stored → a verified board's jobs found by a candidate's search and shown with their
 * places; a board that cannot be shown to be the employer's stores its jobs unverified and lists none. Workday's
 * reader needs Workday's own hosts (its tenant is read from the host), so it is proved by its reader tests
 * (sources/workday.test.ts) on the same shapes.
 */
jest.setTimeout(120_000);

let server: TestServer;
let feeds: FixtureServer;
let result: RunResult;

// Company names of their own: with DATABASE_URL the reader tests' employers may already have these postings, and a
// company's same job from another source would be a duplicate, not new.
const SOURCES = (base: string): SourceConfig[] => [
  { type: 'ashby', url: `${base}/posting-api/job-board/acme?includeCompensation=true`, company: 'Acme Technologies E2E Pvt Ltd', website: 'https://acme.com' },
  { type: 'recruitee', url: `${base}/api/offers/`, company: 'Gulfline Logistics E2E LLC', website: 'https://gulfline.example' },
  { type: 'workable', url: `${base}/api/v1/widget/accounts/manilacare?details=true`, company: 'Manila Care Health E2E Inc.', website: 'https://manilacare.example' },
  { type: 'personio', url: `${base}/xml?language=en`, company: 'Acme Technologies E2E', website: 'https://acme.com' },
  // A Teamtailor careers site whose job pages are on the employer's own careers domain (fixtures/providers).
  { type: 'teamtailor', url: `${base}/jobs.rss`, company: 'Nordlys Payments E2E Sdn Bhd', website: 'https://nordlys.example' },
];

beforeAll(async () => {
  server = await startTestApp({ publicPageCacheMs: 0 });
  feeds = await new FixtureServer().start();
  const json = 'application/json; charset=utf-8';
  feeds.routes.set('/posting-api/job-board/acme', FixtureServer.file('ats/ashby-acme.json', json));
  feeds.routes.set('/api/offers/', FixtureServer.file('ats/recruitee-acme.json', json));
  feeds.routes.set('/api/v1/widget/accounts/manilacare', FixtureServer.file('ats/workable-acme.json', json));
  feeds.routes.set('/xml', FixtureServer.file('ats/personio-acme.xml', 'text/xml; charset=utf-8'));
  feeds.routes.set('/jobs.rss', FixtureServer.file('providers/teamtailor-nordlys.rss', 'application/rss+xml; charset=utf-8'));
  result = await runIngestion(SOURCES(feeds.base), {
    db: server.app.db, mailer: server.app.mailer, trigger: 'test', publicUrl: server.base,
    fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 2000, allowPrivateAddresses: true },
  });
});
afterAll(async () => {
  await feeds?.close();
  await server?.close();
});

const search = async (title: string) => {
  const res = await server.inject(`/v1/candidates/all_jobs?length=50&jobtitle=${encodeURIComponent(title)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; position: string; company: string; location: string; places?: string[] }[];
};

describe('the newer source types, from the provider’s document to the candidate’s search (issue 31)', () => {
  it('reads every source without error, counting what each gave', () => {
    for (const s of result.sources) expect({ type: s.source.type, error: s.error }).toEqual({ type: s.source.type, error: null });
    const byType = Object.fromEntries(result.sources.map((s) => [s.source.type, s.counts]));
    expect(byType.ashby.new).toBeGreaterThanOrEqual(2);
    expect(byType.recruitee.new).toBeGreaterThanOrEqual(2);
    expect(byType.workable.new).toBeGreaterThanOrEqual(2);
    // A Personio feed on a host that is not the employer's cannot be shown to be its: stored unverified.
    expect(byType.personio.new).toBeGreaterThanOrEqual(1);
    expect(byType.personio.unverified).toBe(byType.personio.new);
    // Teamtailor: its job pages are on the employer's careers domain (verified); a bad guid and a linkless item rejected.
    expect(byType.teamtailor.new).toBeGreaterThanOrEqual(2);
    expect(byType.teamtailor.unverified).toBe(0);
    const teamtailor = result.sources.find((s) => s.source.type === 'teamtailor');
    expect(teamtailor?.rejections).toEqual(
      expect.arrayContaining([
        { id: '../../admin', reason: 'bad guid: ../../admin' },
        { id: '36d9bbe6-6cf5-4c10-b12b-d4bf739777ce', reason: 'no URL' },
      ]),
    );
  });

  it.each([
    ['Senior Backend Engineer', 'Acme Technologies E2E Pvt Ltd', 'Bengaluru'],
    ['Senior Data Engineer', 'Gulfline Logistics E2E LLC', 'Dubai'],
    ['ICU Staff Nurse', 'Manila Care Health E2E Inc.', 'Makati'],
    ['Senior Payments Engineer', 'Nordlys Payments E2E Sdn Bhd', 'Kuala Lumpur'],
    ['Merchant Support Specialist', 'Nordlys Payments E2E Sdn Bhd', 'Bengaluru'],
  ])('finds "%s" of %s in %s', async (title, company, city) => {
    const found = (await search(title)).find((r) => r.position === title && r.company === company);
    expect(found).toBeDefined();
    expect(found!.location).toContain(city);
    const job = (await server.inject(`/v1/candidates/view_job/${found!.id}`)).json().data as { description: string; trust: { level: string } };
    expect(job.description.length).toBeGreaterThan(40);
    expect(job.trust.level).not.toBe('high_risk');
  });

  it('shows a Teamtailor job in each of its locations, with the work mode its remote status gives', async () => {
    const company = 'Nordlys Payments E2E Sdn Bhd';
    const engineer = (await search('Senior Payments Engineer')).find((r) => r.company === company)!;
    expect(engineer.places).toEqual(['Kuala Lumpur', 'Singapore']);
    const job = (await server.inject(`/v1/candidates/view_job/${engineer.id}`)).json().data as { places: string[]; work_mode: string | null };
    expect(job).toMatchObject({ places: ['Kuala Lumpur', 'Singapore'], work_mode: 'hybrid' });
    const support = (await search('Merchant Support Specialist')).find((r) => r.company === company)!;
    expect(((await server.inject(`/v1/candidates/view_job/${support.id}`)).json().data as { work_mode: string | null }).work_mode).toBe('remote');
  });

  it('stores an unverified board’s jobs and lists none of them', async () => {
    expect((await search('Senior Frontend Engineer')).filter((r) => r.company === 'Acme Technologies E2E')).toEqual([]);
    const [row] = await server.app.db.query<{ n: number; listed: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE j.is_active)::int AS listed FROM jobs j JOIN job_source_links l ON l.job_id = j.id
       JOIN job_sources s ON s.id = l.source_id WHERE s.type = 'personio' AND s.url LIKE $1`,
      [`${feeds.base}/xml%`],
    );
    expect(row.n).toBeGreaterThanOrEqual(1);
    expect(row.listed).toBe(0);
  });
});
