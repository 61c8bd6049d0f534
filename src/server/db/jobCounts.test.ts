import { openDb, type Db } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

/**
 * job_counts (migration 004, issue 15): active jobs per city, function and company, and in all, kept exact by
 * triggers through inserts, closures, moves, reopenings and deletes, and backfilled for a database that already has jobs.
 */
jest.setTimeout(120_000);
let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seed(db, { jobs: 2500, demo: false, now: new Date('2026-11-01T00:00:00Z') });
}, 120_000);
afterAll(() => db?.close());

/** Rows of job_counts, job_title_counts and job_pair_counts (006) that differ from counting the jobs table itself (empty when exact). */
async function drift(): Promise<unknown[]> {
  const titles = await db.query(`
    WITH truth AS (SELECT title, count(*)::int AS active FROM jobs WHERE is_active GROUP BY title)
    SELECT coalesce(t.title, c.title) AS title, t.active AS truth, c.active AS kept
    FROM truth t FULL JOIN job_title_counts c ON c.title = t.title WHERE coalesce(t.active, 0) <> coalesce(c.active, 0)`);
  const pairs = await db.query(`
    WITH truth AS (SELECT city_id, job_function_id, count(*)::int AS active FROM jobs WHERE is_active GROUP BY 1, 2)
    SELECT coalesce(t.city_id, c.city_id) AS city_id, coalesce(t.job_function_id, c.job_function_id) AS job_function_id, t.active AS truth, c.active AS kept
    FROM truth t FULL JOIN job_pair_counts c ON c.city_id = t.city_id AND c.job_function_id = t.job_function_id
    WHERE coalesce(t.active, 0) <> coalesce(c.active, 0)`);
  return [...titles, ...pairs, ...(await facetDrift())];
}

async function facetDrift(): Promise<unknown[]> {
  return db.query(`
    WITH truth AS (
      SELECT f.facet, f.key, count(*)::int AS active FROM jobs j
      CROSS JOIN LATERAL (VALUES ('all', 0), ('city', j.city_id), ('function', j.job_function_id), ('company', j.company_id)) AS f(facet, key)
      WHERE j.is_active GROUP BY f.facet, f.key
      UNION ALL
      -- Migration 027: active jobs in a city by a further place only.
      SELECT 'place', ep.city_id, count(*)::int FROM job_extra_places ep JOIN jobs j ON j.id = ep.job_id
      WHERE j.is_active AND ep.city_id <> j.city_id GROUP BY ep.city_id
    )
    SELECT coalesce(t.facet, c.facet) AS facet, coalesce(t.key, c.key) AS key, t.active AS truth, c.active AS kept
    FROM truth t FULL JOIN job_counts c ON c.facet = t.facet AND c.key = t.key
    WHERE coalesce(t.active, 0) <> coalesce(c.active, 0)`);
}

it('matches the catalogue after the seed (inserted in batches)', async () => {
  expect(await drift()).toEqual([]);
  const [all] = await db.query<{ active: number }>(`SELECT active FROM job_counts WHERE facet = 'all' AND key = 0`);
  const [truth] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE is_active');
  expect(all.active).toBe(truth.n);
  expect(truth.n).toBeGreaterThan(2000);
});

it('stays exact when jobs close, move, reopen, are deleted and are added', async () => {
  await db.query('UPDATE jobs SET is_active = false WHERE id % 7 = 0');
  expect(await drift()).toEqual([]);
  await db.query('UPDATE jobs SET city_id = 1, company_id = 2 WHERE id % 11 = 0');
  expect(await drift()).toEqual([]);
  await db.query('UPDATE jobs SET is_active = true WHERE id % 14 = 0');
  expect(await drift()).toEqual([]);
  await db.query('UPDATE jobs SET title = title WHERE id < 50'); // an update that changes no count
  expect(await drift()).toEqual([]);
  await db.query(`UPDATE jobs SET title = 'Renamed ' || title, job_function_id = 3 WHERE id % 17 = 0`);
  expect(await drift()).toEqual([]);
  await db.query('DELETE FROM applications WHERE job_id % 13 = 0');
  await db.query('DELETE FROM saved_jobs WHERE job_id % 13 = 0');
  await db.query('DELETE FROM hiring_requests WHERE job_id % 13 = 0');
  await db.query('DELETE FROM featured_jobs WHERE job_id % 13 = 0');
  await db.query('DELETE FROM jobs WHERE id % 13 = 0');
  expect(await drift()).toEqual([]);
  await db.query(
    `INSERT INTO jobs (ref_id, company_id, title, job_function_id, role_function, city_id, role_level, work_type, description, posted_at)
     SELECT 'VJ-T-' || g, 3, 'Test Role', 2, 'Testing', 4, 'Mid', 'Full-time', '<p>x</p>', now() FROM generate_series(1, 30) g`,
  );
  expect(await drift()).toEqual([]);
});

it('counts active jobs under their further places, exact through the same changes (migration 027)', async () => {
  // Two further places for every fifth job (never its first place), in two statements.
  const addPlaces = (mod: number, offset: number) =>
    db.query(
      `INSERT INTO job_extra_places (job_id, city_id, position)
       SELECT j.id, c.id, ${offset} FROM jobs j CROSS JOIN LATERAL (
         SELECT id FROM cities WHERE id <> j.city_id ORDER BY (id * 7919 + j.id * ${offset + 1}) % 97, id LIMIT 1) c
       WHERE j.id % ${mod} = 0 ON CONFLICT DO NOTHING`,
    );
  await addPlaces(5, 0);
  await addPlaces(5, 1);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_extra_places');
  expect(n).toBeGreaterThan(500);
  expect(await drift()).toEqual([]);
  await db.query('UPDATE jobs SET is_active = false WHERE id % 10 = 0');
  expect(await drift()).toEqual([]);
  // A job moving its first place to one of its further places: that place stops counting as further.
  await db.query('UPDATE jobs j SET city_id = (SELECT ep.city_id FROM job_extra_places ep WHERE ep.job_id = j.id ORDER BY ep.position LIMIT 1) WHERE j.id % 15 = 0 AND EXISTS (SELECT 1 FROM job_extra_places ep WHERE ep.job_id = j.id)');
  expect(await drift()).toEqual([]);
  await db.query('UPDATE jobs SET is_active = true WHERE id % 20 = 0');
  expect(await drift()).toEqual([]);
  // A record rewriting its places, a place moved, and jobs deleted with their places.
  await db.query('DELETE FROM job_extra_places WHERE job_id % 25 = 0');
  await addPlaces(25, 2);
  expect(await drift()).toEqual([]);
  await db.query('UPDATE job_extra_places SET city_id = 1 WHERE job_id % 35 = 0 AND position = 0 AND NOT EXISTS (SELECT 1 FROM job_extra_places x WHERE x.job_id = job_extra_places.job_id AND x.city_id = 1)');
  expect(await drift()).toEqual([]);
  for (const t of ['applications', 'saved_jobs', 'hiring_requests', 'featured_jobs']) await db.query(`DELETE FROM ${t} WHERE job_id % 45 = 0`);
  await db.query('DELETE FROM jobs WHERE id % 45 = 0');
  expect(await drift()).toEqual([]);
});

it('is backfilled when the migration runs on a database that already has jobs', async () => {
  await db.exec(`DROP TABLE job_counts CASCADE;
    DROP TRIGGER job_counts_insert ON jobs; DROP TRIGGER job_counts_delete ON jobs; DROP TRIGGER job_counts_update ON jobs;
    DROP TRIGGER job_places_update ON jobs; DROP TRIGGER job_extra_places_counted ON job_extra_places;
    DROP TRIGGER place_counts_insert ON job_extra_places; DROP TRIGGER place_counts_delete ON job_extra_places; DROP TRIGGER place_counts_update ON job_extra_places;
    ALTER TABLE job_extra_places DROP COLUMN counted;
    DELETE FROM schema_migrations WHERE name IN ('004_job_counts.sql', '027_place_counts.sql');`);
  expect(await migrate(db)).toEqual(['004_job_counts.sql', '027_place_counts.sql']);
  expect(await drift()).toEqual([]);
  await db.exec(`DROP TABLE job_title_counts, job_pair_counts CASCADE;
    DROP TRIGGER job_match_counts_insert ON jobs; DROP TRIGGER job_match_counts_delete ON jobs; DROP TRIGGER job_match_counts_update ON jobs;
    DROP INDEX jobs_title_posted_idx, jobs_title_city_posted_idx, jobs_function_city_posted_idx, jobs_remote_function_posted_idx;
    DELETE FROM schema_migrations WHERE name = '006_match_prefilter.sql';`);
  expect(await migrate(db)).toEqual(['006_match_prefilter.sql']);
  expect(await drift()).toEqual([]);
});
