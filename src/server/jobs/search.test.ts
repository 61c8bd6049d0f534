import { EXCHANGE_RATES } from '../../shared/exchangeRates';
import { MAX_SEARCH_TITLE } from '../../shared/jobSearch';
import { monthlyTop } from '../../shared/salaryFormat';
import type { JobSummary } from '../../shared/apiTypes';
import { bearer, DEMO, login, startTestApp, type TestServer } from '../testing/testApp';
import { JobRepository, type JobListQuery } from './jobRepository';
import { prefixTsQuery } from './jobSql';

// The search candidates expect (issue 17, docs/search.md): sort, work mode, experience level, minimum monthly salary,
// relevance of the title search with typos tolerated, and a 400 with a reason for every bad value.
jest.setTimeout(30_000);
let app: TestServer;
const RANK_WINDOW = 100;
beforeAll(async () => {
  // A ranked window the 300-job test catalogue can cross (production ranks config's RANK_WINDOW).
  app = await startTestApp({ rankWindow: RANK_WINDOW });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const list = async (query: string) => {
  const res = await app.inject({ url: `/v1/candidates/all_jobs?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; data: JobSummary[] };
};
const count = async (where: string, params: unknown[] = []) =>
  (await app.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE j.is_active AND ${where}`, params as never))[0].n;
/**
 * The API's total equals the SQL count of the same rule. Counted before and after the call: on a shared PostgreSQL
 * database (CI's second server run) another test file may add or close jobs in between.
 */
/** Two queries that must match the same jobs (read around each other, for the same reason as expectTotal). */
async function expectSameTotal(a: string, b: string) {
  const first = (await list(a)).total;
  const other = (await list(b)).total;
  const again = (await list(a)).total;
  expect(other).toBeGreaterThanOrEqual(Math.min(first, again));
  expect(other).toBeLessThanOrEqual(Math.max(first, again));
}
async function expectTotal(query: string, where: string, params: unknown[] = []) {
  const before = await count(where, params);
  const { total } = await list(query);
  const after = await count(where, params);
  expect(total).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(total).toBeLessThanOrEqual(Math.max(before, after));
  return total;
}

describe('sort', () => {
  it('date: newest first', async () => {
    const res = await list('sort=date&length=50');
    const dates = res.data.map((j) => j.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('relevance: the full-text rank of the title search orders the page, ties newest first', async () => {
    const res = await list('jobtitle=engineer&sort=relevance&length=50');
    expect(res.total).toBeGreaterThan(1);
    const ids = res.data.map((j) => j.id);
    const ranks = await app.app.db.query<{ id: number; r: number }>(
      `SELECT id, ts_rank(search, to_tsquery('simple', 'engineer:*'))::float8 AS r FROM jobs WHERE id = ANY($1::int[])`,
      [ids],
    );
    const byId = new Map(ranks.map((r) => [r.id, r.r]));
    const ordered = ids.map((id) => byId.get(id) as number);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    // The same matches as the newest-first list: ranking changes the order, not the set.
    await expectSameTotal('jobtitle=engineer&sort=relevance', 'jobtitle=engineer&sort=date');
  });

  it('salary: the highest monthly pay first (converted to one currency), undisclosed last', async () => {
    const res = await list('sort=salary&length=50');
    const tops = res.data.map((j) => monthlyTop(j.salary, 'USD'));
    const disclosed = tops.filter((t): t is number => t !== null);
    expect(disclosed.length).toBeGreaterThan(0);
    for (let i = 1; i < disclosed.length; i++) expect(disclosed[i]).toBeLessThanOrEqual(disclosed[i - 1] * 1.000001);
    expect(tops.slice(0, disclosed.length).every((t) => t !== null)).toBe(true);
  });
});

describe('ranked window (docs/search.md, "Limits")', () => {
  const SEAM_LENGTH = 30;
  const ids = async (query: string) => (await list(query)).data.map((j) => j.id);
  /** The newest-first ids from `from` (exclusive end `to`), in pages of 50. */
  const dateIds = async (from: number, to: number) => {
    const out: number[] = [];
    for (let page = from / 50 + 1; page <= to / 50; page++) out.push(...(await ids(`sort=date&length=50&page=${page}`)));
    return out;
  };

  it('ranks the newest RANK_WINDOW matches, then goes on newest first: every job once, none lost at the seam', async () => {
    // On CI's shared PostgreSQL database another test file may add or close jobs meanwhile: a comparison is trusted only
    // when the newest-first list read before and after it is the same (up to three tries).
    for (let attempt = 1; ; attempt++) {
      const before = await dateIds(0, RANK_WINDOW + 100);
      const ranked: number[] = [];
      for (let page = 1; page <= RANK_WINDOW / 50; page++) ranked.push(...(await ids(`sort=salary&length=50&page=${page}`)));
      // A page across the seam: its head from the ranked window, its tail the newest-first list from RANK_WINDOW on.
      const seamPage = Math.floor(RANK_WINDOW / SEAM_LENGTH) + 1;
      const seam = await ids(`sort=salary&length=${SEAM_LENGTH}&page=${seamPage}`);
      const after = await dateIds(0, RANK_WINDOW + 100);
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 3) continue;
      expect(before.length).toBe(RANK_WINDOW + 100);
      expect(new Set(ranked).size).toBe(RANK_WINDOW);
      expect([...ranked].sort((a, b) => a - b)).toEqual(before.slice(0, RANK_WINDOW).sort((a, b) => a - b));
      const seamStart = (seamPage - 1) * SEAM_LENGTH;
      const inWindow = RANK_WINDOW - seamStart;
      expect(inWindow).toBeGreaterThan(0);
      expect(inWindow).toBeLessThan(SEAM_LENGTH);
      expect(seam.slice(0, inWindow)).toEqual(ranked.slice(seamStart));
      expect(seam.slice(inWindow)).toEqual(before.slice(RANK_WINDOW, seamStart + SEAM_LENGTH));
      break;
    }
  });
});

describe('typo tolerance', () => {
  it('a misspelt title with no full-text match finds the similar titles ("Enginer" → Engineer)', async () => {
    expect(await count(`j.search @@ to_tsquery('simple', 'enginer:*')`)).toBe(0);
    const res = await list('jobtitle=Enginer&length=20');
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.length).toBe(Math.min(20, res.total));
    for (const j of res.data) expect(j.position.toLowerCase()).toContain('engineer');
  });

  it('nonsense finds nothing rather than everything', async () => {
    expect((await list('jobtitle=qqxzvvk')).total).toBe(0);
  });

  it('a title the catalogue has, in a city that has none of it, is an empty list, not look-alikes', async () => {
    // A real title and a city with jobs but none of that title.
    const [pair] = await app.app.db.query<{ title: string; city_id: number }>(
      `SELECT t.title, ci.id AS city_id FROM (SELECT DISTINCT title FROM jobs WHERE is_active) t CROSS JOIN cities ci
       WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.is_active AND j.city_id = ci.id)
         AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.is_active AND j.city_id = ci.id AND j.search @@ plainto_tsquery('simple', t.title))
       ORDER BY t.title, ci.id LIMIT 1`,
    );
    expect(pair).toBeDefined();
    const res = await list(`jobtitle=${encodeURIComponent(pair.title)}&location=${pair.city_id}`);
    expect(res).toMatchObject({ total: 0, data: [] });
    // The same title without the city is found.
    expect((await list(`jobtitle=${encodeURIComponent(pair.title)}`)).total).toBeGreaterThan(0);
  });
});

describe('filters', () => {
  it('work_mode keeps only jobs of that mode', async () => {
    for (const mode of ['remote', 'hybrid', 'on-site']) {
      await expectTotal(`work_mode=${mode}`, 'j.work_mode = $1', [mode]);
      const res = await list(`work_mode=${mode}&length=50`);
      for (const j of res.data) expect(j.work_mode).toBe(mode);
    }
    expect((await list('work_mode=remote')).total).toBeGreaterThan(0);
  });

  it('role_level keeps only jobs of that experience level', async () => {
    const res = await list('role_level=Senior%20Level&length=50');
    expect(res.total).toBeGreaterThan(0);
    await expectTotal('role_level=Senior%20Level', `j.role_level = 'Senior Level'`);
    const ids = res.data.map((j) => j.id);
    const levels = await app.app.db.query<{ role_level: string }>('SELECT DISTINCT role_level FROM jobs WHERE id = ANY($1::int[])', [ids]);
    expect(levels).toEqual([{ role_level: 'Senior Level' }]);
  });

  it('min_salary compares the monthly top of the range, converted from the job currency', async () => {
    const inr = 150_000;
    const res = await list(`min_salary=${inr}&salary_currency=INR&length=50`);
    expect(res.total).toBeGreaterThan(0);
    for (const j of res.data) expect(monthlyTop(j.salary, 'INR') as number).toBeGreaterThanOrEqual(inr * 0.9999);
    // The same threshold in another currency finds the same jobs.
    const aed = (inr / EXCHANGE_RATES.unitsPerUsd.INR) * EXCHANGE_RATES.unitsPerUsd.AED;
    await expectSameTotal(`min_salary=${inr}&salary_currency=INR`, `min_salary=${aed.toFixed(2)}&salary_currency=AED`);
    // A higher bar keeps fewer jobs; undisclosed salaries never pass it.
    expect((await list(`min_salary=${inr * 4}&salary_currency=INR`)).total).toBeLessThan(res.total);
    await expectTotal('min_salary=1&salary_currency=INR', 'coalesce(j.salary_max, j.salary_min) IS NOT NULL');
  });

  it('filters combine with the title search and each other', async () => {
    const res = await list('jobtitle=engineer&work_mode=remote&role_level=Senior%20Level&sort=date&length=50');
    for (const j of res.data) expect(j.work_mode).toBe('remote');
    expect(res.total).toBeLessThanOrEqual((await list('jobtitle=engineer')).total);
  });
});

describe('bad values are a 400 with a reason', () => {
  it.each([
    ['sort=best', 'sort'],
    ['work_mode=office', 'work_mode'],
    ['role_level=Intern', 'role_level'],
    ['min_salary=abc&salary_currency=INR', 'min_salary'],
    ['min_salary=-5&salary_currency=INR', 'min_salary'],
    ['min_salary=0&salary_currency=INR', 'min_salary'],
    ['min_salary=50000', 'salary_currency'],
    ['min_salary=50000&salary_currency=XYZ', 'salary_currency'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await app.inject({ url: `/v1/candidates/all_jobs?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.errors[field][0]).toEqual(expect.any(String));
    expect(body.errors[field][0].length).toBeGreaterThan(5);
  });

  it('the OpenAPI document lists the new parameters', async () => {
    const doc = (await app.inject({ url: '/v1/openapi.json' })).json();
    const text = JSON.stringify(doc.paths['/v1/candidates/all_jobs'] ?? doc.paths['/candidates/all_jobs']);
    for (const name of ['sort', 'work_mode', 'role_level', 'min_salary', 'salary_currency']) expect(text).toContain(name);
  });
});

describe('kept totals', () => {
  it('requests that miss a total and a ranked window at once share one load of each (the next ones are served them)', async () => {
    const db = app.app.db;
    const original = db.query;
    const counts: string[] = [];
    db.query = ((sql, params, options) => {
      if (/\bcount\(\*\)/.test(sql) || /ORDER BY rank DESC/.test(sql)) counts.push(sql);
      return original.call(db, sql, params, options);
    }) as typeof db.query;
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => list('jobtitle=manag&page=1&length=5')));
      expect(answers[0].total).toBeGreaterThan(0);
      expect(answers.map((a) => a.total)).toEqual(answers.map(() => answers[0].total));
      // One statement counts and ranks (the newest matches in relevance order) for all ten, and for the next page.
      expect(counts).toHaveLength(1);
      const second = await list('jobtitle=manag&page=2&length=5');
      expect(counts).toHaveLength(1);
      expect(second.data.map((j) => j.id)).not.toContain(answers[0].data[0].id);
    } finally {
      db.query = original;
    }
  });
});

const JOB_JOINS_FOR_TEST = 'JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id';

describe('a title search counted and ranked in one scan', () => {
  const WINDOW = 10;
  // A title common in the test catalogue (developers: over 15 matches, over 10 in one country).
  const query = (page: number, extra: Partial<JobListQuery> = {}): JobListQuery => ({
    page, length: 4, jobtitle: 'Developer', jobfunction: '', location: '', post_date: '', type: '', job_element: '', ...extra,
  });
  /** The newest WINDOW matches of `where` by rank (ties newest first: a stable sort of the newest-first list), then the rest. */
  const expectedOrder = async (where: string) => {
    const matches = await app.app.db.query<{ id: number; r: number }>(
      `SELECT j.id, ts_rank(j.search, to_tsquery('simple', 'developer:*'))::float8 AS r FROM jobs j ${JOB_JOINS_FOR_TEST}
       WHERE j.is_active AND j.search @@ to_tsquery('simple', 'developer:*') ${where} ORDER BY j.posted_at DESC, j.id DESC`,
    );
    const head = matches.slice(0, WINDOW).map((m, i) => ({ ...m, i }));
    head.sort((a, b) => b.r - a.r || a.i - b.i);
    return [...head.map((m) => m.id), ...matches.slice(WINDOW).map((m) => m.id)];
  };
  /** Every page of the search through `repo`, with the statements it ran. */
  const pages = async (repo: JobRepository, extra: Partial<JobListQuery>, count: number) => {
    const db = app.app.db;
    const original = db.query;
    const statements: string[] = [];
    db.query = ((sql, params, options) => {
      statements.push(sql);
      return original.call(db, sql, params, options);
    }) as typeof db.query;
    const ids: number[] = [];
    const totals: number[] = [];
    try {
      // Pages of 4: page 3 crosses the window's seam at position 10.
      for (let page = 1; page <= Math.ceil(count / 4); page++) {
        const { rows, total } = await repo.listJobs(query(page, extra), null);
        totals.push(total);
        ids.push(...rows.map((j) => j.id));
      }
    } finally {
      db.query = original;
    }
    return { ids, totals, counts: statements.filter((sql) => /\bcount\(\*\)/.test(sql)).length, windows: statements.filter((sql) => /ORDER BY rank DESC/.test(sql)).length };
  };

  it('pages exactly as its count and its ranked window would, across the seam, in one statement for both', async () => {
    const expected = await expectedOrder('');
    expect(expected.length).toBeGreaterThan(WINDOW + 5);
    const got = await pages(new JobRepository(app.app.db, WINDOW), {}, expected.length);
    expect(got.totals.every((t) => t === expected.length)).toBe(true);
    expect(got.ids).toEqual(expected);
    // Every page, in the window and past it, takes its total from the one scan: one count, no separate window.
    expect(got.counts).toBe(1);
    expect(got.windows).toBe(0);
  });

  it('with a place typed as text (a filter that joins cities and countries) too', async () => {
    const [{ name }] = await app.app.db.query<{ name: string }>(
      `SELECT co.name FROM jobs j ${JOB_JOINS_FOR_TEST} WHERE j.is_active AND j.search @@ to_tsquery('simple', 'developer:*')
       GROUP BY co.name ORDER BY count(*) DESC, co.name LIMIT 1`,
    );
    const expected = await expectedOrder(`AND (lower(ci.name) LIKE lower('${name.replace(/'/g, "''")}%') OR lower(co.name) LIKE lower('${name.replace(/'/g, "''")}%'))`);
    expect(expected.length).toBeGreaterThan(WINDOW);
    const got = await pages(new JobRepository(app.app.db, WINDOW), { location: name }, expected.length);
    expect(got.ids).toEqual(expected);
    expect(got.totals.every((t) => t === expected.length)).toBe(true);
  });

  it('past the count cap, reads the window by its own query: the scan did not read the newest matches', async () => {
    const expected = await expectedOrder('');
    const CAP = 5;
    const got = await pages(new JobRepository(app.app.db, WINDOW, undefined, CAP), {}, expected.length);
    // The total says "more than CAP"; the order is still the newest WINDOW by rank, then the rest.
    expect(got.totals.every((t) => t === CAP + 1)).toBe(true);
    expect(got.ids.slice(0, WINDOW + 4)).toEqual(expected.slice(0, WINDOW + 4));
    expect(got.windows).toBe(1);
  });
});

describe('deep pages', () => {
  const query = (page: number, extra: Partial<JobListQuery> = {}): JobListQuery => ({
    page, length: 7, jobtitle: '', jobfunction: '', location: '', post_date: '', type: '', job_element: '', ...extra,
  });
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it('read on from a kept anchor and show exactly the jobs an offset would, newest first, on every page', async () => {
    // An anchor every 10 positions: the 300-job catalogue reaches many, its 20 remote jobs one.
    const repo = new JobRepository(app.app.db, RANK_WINDOW, 10);
    const all = await app.app.db.query<{ id: number }>('SELECT j.id FROM jobs j WHERE j.is_active ORDER BY j.posted_at DESC, j.id DESC');
    const pages = Math.ceil(all.length / 7);
    expect(pages).toBeGreaterThan(5);
    for (let page = 1; page <= pages + 1; page++) {
      const { rows } = await repo.listJobs(query(page), null);
      expect(ids(rows)).toEqual(ids(all.slice((page - 1) * 7, page * 7)));
    }
    // Page 5 (positions 28–34) reads on by key from the anchor before position 20, skipping 8 entries, not 28.
    const db = app.app.db;
    const original = db.query;
    const seen: { sql: string; params: unknown[] }[] = [];
    db.query = ((sql, params, options) => {
      seen.push({ sql, params: params ?? [] });
      return original.call(db, sql, params, options);
    }) as typeof db.query;
    // A candidate's page (with the applied and saved flags) reads on from the same anchor, kept for everyone.
    const [{ id: demoId }] = await original.call(db, 'SELECT id FROM candidates WHERE email = $1', [DEMO.email]) as { id: number }[];
    let asCandidate: number[] = [];
    try {
      await repo.listJobs(query(5), null);
      asCandidate = ids((await repo.listJobs(query(5), demoId)).rows);
    } finally {
      db.query = original;
    }
    const reads = seen.filter((q) => q.sql.includes('WITH page'));
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(read.sql).toContain('(j.posted_at, j.id) <');
    expect(reads[0].params.slice(-2)).toEqual([7, 8]);
    expect(seen.filter((q) => q.sql.includes('LIMIT 1 OFFSET'))).toHaveLength(0);
    expect(asCandidate).toEqual(ids(all.slice(28, 35)));
    // A filtered list reads on from its own anchors.
    const remote = await app.app.db.query<{ id: number }>(
      "SELECT j.id FROM jobs j WHERE j.is_active AND j.work_mode = 'remote' ORDER BY j.posted_at DESC, j.id DESC",
    );
    expect(remote.length).toBeGreaterThan(10);
    const last = Math.ceil(remote.length / 7);
    expect(ids((await repo.listJobs(query(last, { work_mode: 'remote' }), null)).rows)).toEqual(ids(remote.slice((last - 1) * 7)));
  });
});

describe('a logged-in candidate', () => {
  it('gets the same searches, sorts and deep pages as a visitor, with the applied and saved flags', async () => {
    const { access } = await login(app);
    const asCandidate = async (query: string) => {
      const res = await app.inject({ url: `/v1/candidates/all_jobs?${query}`, headers: bearer(access) });
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; data: (JobSummary & { is_applied?: boolean; is_saved?: boolean })[] };
    };
    // Relevance (the default with a title), salary, and a salary page across the end of the ranked window.
    for (const query of ['jobtitle=engineer&length=5', 'sort=salary&salary_currency=USD&length=5', 'sort=salary&salary_currency=USD&page=7&length=15']) {
      const [visitor, candidate] = [await list(query), await asCandidate(query)];
      expect(candidate.data.map((j) => j.id)).toEqual(visitor.data.map((j) => j.id));
      expect(candidate.data.length).toBeGreaterThan(0);
      for (const j of candidate.data) expect(typeof j.is_applied).toBe('boolean');
    }
  });
});

describe('one contract for the title (issue 32)', () => {
  it(`takes a title as long as the browser's field lets a candidate type (${MAX_SEARCH_TITLE} characters)`, async () => {
    const long = `Registered Nurse ${'intensive care unit '.repeat(7)}`.slice(0, 150);
    expect(long).toHaveLength(150);
    await list(`jobtitle=${encodeURIComponent(long)}`);
    await list(`jobtitle=${encodeURIComponent('x'.repeat(MAX_SEARCH_TITLE))}`);
  });

  it('refuses a longer one with the field and the reason, never a 500', async () => {
    const res = await app.inject({ url: `/v1/candidates/all_jobs?jobtitle=${'x'.repeat(MAX_SEARCH_TITLE + 1)}` });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/jobtitle/);
  });
});

describe('company names with their punctuation (issue 31)', () => {
  const matches = async (name: string, typed: string) => {
    const ts = prefixTsQuery(typed);
    const [{ hit }] = await app.app.db.query<{ hit: boolean }>(`SELECT to_tsvector('simple', $1) @@ to_tsquery('simple', $2) AS hit`, [name, ts]);
    return hit;
  };

  it('finds a company by its exact name, dotted abbreviations and all, as by its first words', async () => {
    expect(prefixTsQuery('Gulf Horizon Contracting W.L.L.')).toBe('gulf:* & horizon:* & contracting:* & w.l.l:*');
    for (const [name, typed] of [
      ['Gulf Horizon Contracting W.L.L.', 'Gulf Horizon Contracting W.L.L.'],
      ['Gulf Horizon Contracting W.L.L.', 'Gulf Horizon'],
      ['Gulf Horizon Contracting W.L.L.', 'gulf horizon contracting w.l.l'],
      ['S.P.A.R.K. Pvt. Ltd.', 'S.P.A.R.K. Pvt. Ltd.'],
      ["O'Reilly & Sons Pte. Ltd.", "O'Reilly & Sons Pte. Ltd."],
      ['Al-Futtaim Group', 'Al-Futtaim'],
      ['AT&T', 'AT&T'],
    ]) {
      expect(`${typed}: ${await matches(name, typed)}`).toBe(`${typed}: true`);
    }
    expect(await matches('Gulf Horizon Contracting W.L.L.', 'Gulf Horizon Trading')).toBe(false);
  });
});
