import { EXCHANGE_RATES } from '../../shared/exchangeRates';
import { JobRepository } from '../jobs/jobRepository';
import { startTestApp, type TestServer } from '../testing/testApp';
import { ExchangeRates } from './exchangeRates';

/**
 * The exchange-rate table kept in the database (issue 17, migration 009). The server tests may share one PostgreSQL
 * database, so this file only writes rows of XTS (ISO 4217's code reserved for testing) and removes them again.
 */
jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app.app.db.query(`DELETE FROM exchange_rates WHERE currency = 'XTS'`);
  await app?.close();
});

const xts = (takenOn: string, rate: number) => ({ takenOn, source: `test table of ${takenOn}`, unitsPerUsd: { XTS: rate } });
const stored = async () =>
  (await app.app.db.query<{ units_per_usd: string; source: string }>(`SELECT units_per_usd::text, source FROM exchange_rates WHERE currency = 'XTS'`))[0];

it('is filled at start-up with the rates the release ships, and GET /v1/exchange_rates serves it with its date and source', async () => {
  const res = await app.inject({ url: '/v1/exchange_rates' });
  expect(res.statusCode).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  const { data } = res.json() as { data: { taken_on: string; source: string; rates: Record<string, number> } };
  expect(data.taken_on).toBe(EXCHANGE_RATES.takenOn);
  expect(data.source).toBe(EXCHANGE_RATES.source);
  for (const [code, rate] of Object.entries(EXCHANGE_RATES.unitsPerUsd)) expect([code, data.rates[code]]).toEqual([code, rate]);
});

it('takes newer shipped rates over older rows, and keeps rows dated later than what a release ships', async () => {
  const rates = new ExchangeRates(app.app.db);
  await rates.syncShipped(xts('2026-01-01', 2));
  expect(await stored()).toEqual({ units_per_usd: '2.00000000', source: 'test table of 2026-01-01' });
  await rates.syncShipped(xts('2026-02-01', 3));
  expect((await stored()).units_per_usd).toBe('3.00000000');
  // An operator's newer row (or a later release's) is not overwritten by an older shipped table.
  await rates.syncShipped(xts('2025-12-01', 9));
  expect((await stored()).units_per_usd).toBe('3.00000000');
  expect((await rates.current()).unitsPerUsd.XTS).toBe(3);
});

it('drives the minimum-salary filter: the same jobs pass or fail as the rate in the table changes', async () => {
  const jobs = new JobRepository(app.app.db);
  const [job] = await app.app.db.query<{ salary_max: string; salary_currency: string; salary_period: string }>(
    `SELECT salary_max::text, salary_currency, salary_period FROM jobs WHERE is_active AND salary_max IS NOT NULL AND salary_period = 'month' ORDER BY id LIMIT 1`,
  );
  expect(Number(job?.salary_max)).toBeGreaterThan(0);
  const base = { page: 1, length: 5, jobtitle: '', jobfunction: '', location: '', post_date: '', type: '' as const, job_element: '', min_salary: Number(job.salary_max), salary_currency: 'XTS' };
  const table = (xtsPerUsd: number) => ({ ...EXCHANGE_RATES, unitsPerUsd: { ...EXCHANGE_RATES.unitsPerUsd, XTS: xtsPerUsd } });
  // With 1 XTS = 1 unit of the job's currency, the job's own top reaches the minimum…
  const same = table(EXCHANGE_RATES.unitsPerUsd[job.salary_currency]);
  const passing = await jobs.listJobs({ ...base }, null, same);
  expect(passing.total).toBeGreaterThan(0);
  // …with XTS worth a thousandth as much, the same number in XTS is a far lower minimum: at least as many jobs pass;
  // with XTS worth a thousand times more, far fewer.
  const cheap = await jobs.listJobs({ ...base }, null, table(EXCHANGE_RATES.unitsPerUsd[job.salary_currency] * 1000));
  const dear = await jobs.listJobs({ ...base }, null, table(EXCHANGE_RATES.unitsPerUsd[job.salary_currency] / 1000));
  expect(cheap.total).toBeGreaterThanOrEqual(passing.total);
  expect(dear.total).toBeLessThan(passing.total);
});
