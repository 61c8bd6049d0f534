import { FixtureServer, type Route } from '../ingestion/fixtures/fixtureServer';
import { runIngestion } from '../ingestion/run';
import type { SourceConfig } from '../ingestion/types';
import { startTestApp, type TestServer } from '../testing/testApp';

/** Issue 17: the ingestion run computes the trust of each job it stores, and fetches reported sources first. */
jest.setTimeout(120_000);

let server: TestServer;
let feeds: FixtureServer;
const order: string[] = [];

const board = (company: string, jobs: { id: number; title: string; content: string }[]): Route => (req, res, base) => {
  order.push(company);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    jobs: jobs.map((j) => ({
      id: j.id, title: j.title, absolute_url: `${base}/${company}/jobs/${j.id}`, updated_at: '2026-11-20T09:00:00Z',
      location: { name: 'Bengaluru' }, content: j.content, offices: [{ name: 'Bengaluru', location: 'Bengaluru, Karnataka, India' }],
    })),
    meta: { total: jobs.length },
  }));
};

beforeAll(async () => {
  server = await startTestApp();
  feeds = await new FixtureServer().start();
  feeds.routes.set('/gh/v1/boards/trusty/jobs', board('trusty', [
    { id: 91001, title: 'Payroll Accountant', content: '<p>Run payroll for 400 staff. Salary ₹6–8 LPA. Apply on this page.</p>' },
    {
      id: 91002, title: 'Back Office Assistant',
      content: '<p>Back office work. A refundable security deposit of ₹3,000 must be paid before joining. Send the payment by UPI today.</p>',
    },
  ]));
  feeds.routes.set('/gh/v1/boards/later/jobs', board('later', [{ id: 92001, title: 'Store Manager', content: '<p>Run our Bengaluru store.</p>' }]));
});
afterAll(async () => {
  await feeds?.close();
  await server?.close();
});

const sources = (): SourceConfig[] => [
  { type: 'greenhouse', url: `${feeds.base}/gh/v1/boards/later/jobs`, company: 'Later Retail Pvt Ltd', website: feeds.base },
  { type: 'greenhouse', url: `${feeds.base}/gh/v1/boards/trusty/jobs`, company: 'Trusty Books Pvt Ltd', website: feeds.base },
];
/** One run; waits its turn when another test file's run holds the lock (DATABASE_URL: one shared database). */
async function run() {
  for (let attempt = 0; ; attempt++) {
    const result = await runIngestion(sources(), { db: server.app.db, trigger: 'test', fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 2000 } });
    if (!result.skipped || attempt >= 100) return result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const byExternal = async (externalId: string) =>
  (await server.app.db.query<{ id: number; trust_level: string; trust_signals: string[]; is_active: boolean }>(
    `SELECT j.id, j.trust_level, j.trust_signals, j.is_active FROM job_source_links l JOIN jobs j ON j.id = l.job_id WHERE l.external_id = $1`,
    [externalId],
  ))[0];

it('gives each stored job its trust: a fee-asking posting is high risk and unlisted even on a verified board', async () => {
  const result = await run();
  expect(result.totals.new).toBe(3);
  const genuine = await byExternal('91001');
  const scam = await byExternal('91002');
  expect(genuine).toMatchObject({ trust_level: 'verified', trust_signals: [], is_active: true });
  expect(scam).toMatchObject({ trust_level: 'high_risk', is_active: false });
  expect(scam.trust_signals).toContain('asks_for_money');
  const list = (await server.inject('/v1/candidates/all_jobs?jobtitle=Trusty&length=50')).json().data as { id: number }[];
  expect(list.map((r) => r.id)).toEqual([genuine.id]);
  // Seen again by the next run (markSeen sets is_active from the source): still unlisted.
  await run();
  expect((await byExternal('91002')).is_active).toBe(false);
});

it('fetches a source with a re-verification request first, then clears the request', async () => {
  await server.app.db.query(`UPDATE job_sources SET reverify_requested_at = now() WHERE url LIKE '%/trusty/jobs'`);
  order.length = 0;
  await run();
  expect(order).toEqual(['trusty', 'later']);
  const [row] = await server.app.db.query<{ at: Date | null }>(`SELECT reverify_requested_at AS at FROM job_sources WHERE url LIKE '%/trusty/jobs'`);
  expect(row.at).toBeNull();
  order.length = 0;
  await run();
  expect(order).toEqual(['later', 'trusty']);
});
