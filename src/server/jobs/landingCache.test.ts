import type { Queryable, SqlParam } from '../db/client';
import { startTestApp, type TestServer } from '../testing/testApp';

/**
 * The landing cache (issue 15): when it is empty or expires, one request reloads it and every other request arriving
 * meanwhile shares that load (or is served the previous copy) instead of each recomputing the landing data.
 */
let app: TestServer;
let loads = 0;
beforeAll(async () => {
  app = await startTestApp();
  const db = app.app.db as Queryable;
  const query = db.query.bind(db);
  db.query = (<T>(sql: string, params: SqlParam[] = []) => {
    if (/FROM job_counts WHERE facet = 'all'/.test(sql)) loads += 1; // the landing's first query
    return query<T>(sql, params);
  }) as Queryable['query'];
}, 120_000);
afterAll(() => app?.close());

it('loads the landing data once for twenty requests that arrive together, and answers them all alike', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject('/v1/candidates/landing')));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  expect(answers[0].json().data.active_jobs_count).toBeGreaterThan(0);
  expect(loads).toBe(1);
  await app.inject('/v1/candidates/landing');
  expect(loads).toBe(1); // fresh for LANDING_TTL_MS
});
