import { SALARY_BAND_FLOORS, type JobFacets } from '../../shared/jobSearch';
import { startTestApp, type TestServer } from '../testing/testApp';
import { ExchangeRates } from '../trust/exchangeRates';
import { JobRepository, type JobListQuery } from './jobRepository';

// Issue 32: with no filter the facet counts come from rows kept by triggers (migrations 004, 027, 028, 030) instead of a
// scan of every active job. They must equal the scan's counts exactly, through openings, closings, moves, further
// places, pay changes, deletions and a changed exchange rate. This file's jobs are its own (ref_id KF-…, company
// slug kf-…): on a shared PostgreSQL database other files change the catalogue meanwhile, so each comparison is retried.
jest.setTimeout(120_000);
let app: TestServer;
let repo: JobRepository;
let rates: ExchangeRates;
const REF = 'KF-';
const NO_FILTER: JobListQuery = { page: 1, length: 10, jobtitle: '', jobfunction: '', location: '', post_date: '', type: '', job_element: '' };

/** Kept and scanned counts, compared whole (every bucket shown, every band) in each currency with its own bands. */
async function expectKeptEqualsScan(): Promise<void> {
  let last: [JobFacets, JobFacets] | null = null;
  for (let attempt = 0; attempt < 6; attempt++) {
    const table = await rates.current();
    let same = true;
    for (const currency of Object.keys(SALARY_BAND_FLOORS)) {
      const kept = await repo.facets(NO_FILTER, currency, table);
      const scanned = await repo.facets(NO_FILTER, currency, table, true);
      last = [kept, scanned];
      if (JSON.stringify(kept) !== JSON.stringify(scanned)) {
        same = false;
        break;
      }
    }
    if (same) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(last?.[0]).toEqual(last?.[1]);
}

let company = 0;
let cities: { id: number; country_id: number }[] = [];
async function addJob(key: string, cityId: number, extra: Partial<Record<'work_mode' | 'role_level', string>> = {}, salary: [number, string, string] | null = null): Promise<number> {
  const [row] = await app.app.db.query<{ id: number }>(
    `INSERT INTO jobs (ref_id, company_id, title, job_function_id, role_function, city_id, role_level, work_type, description, skills,
                       posted_at, salary_min, salary_max, salary_currency, salary_period, work_mode, source_type, source_name, source_url, source_domain)
     SELECT $1, $2, 'Kept Facet Clerk', t.job_function_id, t.role_function, $3, coalesce($4, t.role_level), t.work_type, '<p>A job.</p>', '',
            now(), NULL, $6, $7, $8, coalesce($5, t.work_mode), t.source_type, t.source_name, t.source_url, t.source_domain
     FROM jobs t WHERE t.is_active ORDER BY t.id LIMIT 1 RETURNING id`,
    [`${REF}${key}`, company, cityId, extra.role_level ?? null, extra.work_mode ?? null, ...(salary ?? [null, null, null])],
  );
  return row.id;
}

beforeAll(async () => {
  app = await startTestApp();
  const db = app.app.db;
  repo = new JobRepository(db);
  rates = new ExchangeRates(db);
  await db.query(`DELETE FROM jobs WHERE ref_id LIKE '${REF}%'`);
  await db.query(`DELETE FROM companies WHERE slug LIKE 'kf-%'`);
  const [c] = await db.query<{ id: number }>(
    `INSERT INTO companies (name, slug, website, industry, about_html, color) VALUES ('Kept Facets Sdn Bhd', 'kf-kept', 'https://kept.example', 'Retail', '', '#224466') RETURNING id`,
  );
  company = c.id;
  cities = await db.query<{ id: number; country_id: number }>('SELECT id, country_id FROM cities ORDER BY country_id, id');
}, 180_000);

afterAll(async () => {
  await app?.app.db.query(`DELETE FROM jobs WHERE ref_id LIKE '${REF}%'`);
  await app?.app.db.query(`DELETE FROM companies WHERE slug LIKE 'kf-%'`);
  await app?.close();
});

describe('the whole catalogue\'s facet counts, kept', () => {
  it('equal a scan of every active job', async () => {
    await expectKeptEqualsScan();
  });

  it('stay equal through new jobs, further places in other countries, moves, pay changes, closings and deletions', async () => {
    const db = app.app.db;
    const [a, b] = [cities[0], cities.find((c) => c.country_id !== cities[0].country_id) ?? cities[1]];
    const other = cities.filter((c) => c.country_id === b.country_id && c.id !== b.id)[0] ?? b;
    const one = await addJob('one', a.id, { work_mode: 'remote', role_level: 'Senior' }, [250_000, 'INR', 'month']);
    const two = await addJob('two', a.id, { work_mode: 'hybrid' }, [4_000, 'SGD', 'month']);
    // A further place in the first place's own country: that country counts the job once, by its first place.
    const near = cities.find((c) => c.country_id === a.country_id && c.id !== a.id);
    if (near) await db.query('INSERT INTO job_extra_places (job_id, city_id, position) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING', [two, near.id]);
    // Two further places in one other country: that country counts the job once.
    await db.query('INSERT INTO job_extra_places (job_id, city_id, position) VALUES ($1, $2, 1), ($1, $3, 2) ON CONFLICT DO NOTHING', [one, b.id, other.id]);
    await expectKeptEqualsScan();
    await db.query(`UPDATE jobs SET work_mode = 'on-site', city_id = $2, salary_max = 90000 WHERE id = $1`, [two, b.id]);
    await expectKeptEqualsScan();
    await db.query('UPDATE jobs SET is_active = false WHERE id = $1', [one]);
    await expectKeptEqualsScan();
    await db.query('UPDATE jobs SET is_active = true, salary_max = NULL WHERE id = $1', [one]);
    await expectKeptEqualsScan();
    await db.query('DELETE FROM jobs WHERE id = $1', [two]);
    await expectKeptEqualsScan();
  });

  it('follow a changed exchange rate (the monthly dollars of every job paid in it move between bands)', async () => {
    const db = app.app.db;
    await addJob('rate', cities[0].id, {}, [60_000, 'PHP', 'month']);
    const [{ rate }] = await db.query<{ rate: string }>(`SELECT units_per_usd::text AS rate FROM exchange_rates WHERE currency = 'PHP'`);
    try {
      await db.query(`UPDATE exchange_rates SET units_per_usd = units_per_usd / 3 WHERE currency = 'PHP'`);
      await expectKeptEqualsScan();
    } finally {
      await db.query(`UPDATE exchange_rates SET units_per_usd = $1::numeric WHERE currency = 'PHP'`, [rate]);
    }
    await expectKeptEqualsScan();
    // Each rate change moves a whole currency to new dollar values: the values left without a job are removed, so the
    // kept table holds only values some active job is paid.
    const [{ empty, orphan }] = await db.query<{ empty: number; orphan: number }>(
      `SELECT count(*) FILTER (WHERE active <= 0)::int AS empty,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.is_active AND j.salary_month_usd = v.value))::int AS orphan
       FROM job_salary_values v`,
    );
    expect({ empty, orphan }).toEqual({ empty: 0, orphan: 0 });
  });
});
