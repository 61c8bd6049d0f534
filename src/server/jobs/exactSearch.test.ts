import type { JobSummary } from '../../shared/apiTypes';
import { FACET_GROUPS, type FacetGroup, type JobFacets } from '../../shared/jobSearch';
import { PER_MONTH } from '../../shared/salaryFormat';
import { startTestApp, type TestServer } from '../testing/testApp';

// Issue 32: one search, exact over every match, on the database's full-text index (docs/search.md). The test catalogue
// gets jobs of its own (ref_id T32-…, removed afterwards): answers that lie far outside the newest matches, words only
// a description or a skill has, the region's vocabulary and a company name with its punctuation.
jest.setTimeout(60_000);
let app: TestServer;
const REF = 'T32-';
/** More newer matches than any window the old search ranked (200): the right answer lies beyond them. */
const NEWER = 240;
const ids: Record<string, number> = {};

interface NewJob {
  title: string;
  description?: string;
  skills?: string;
  daysAgo: number;
  company?: number;
  salary?: [number | null, number | null, string, string];
}
async function addJobs(key: string, jobs: NewJob[]): Promise<number[]> {
  const out: number[] = [];
  for (const [i, j] of jobs.entries()) {
    const [row] = await app.app.db.query<{ id: number }>(
      `INSERT INTO jobs (ref_id, company_id, title, job_function_id, role_function, city_id, role_level, work_type, description, skills,
                         posted_at, salary_min, salary_max, salary_currency, salary_period, work_mode, source_type, source_name, source_url, source_domain)
       SELECT $1, coalesce($2, t.company_id), $3, t.job_function_id, t.role_function, t.city_id, t.role_level, t.work_type, $4, $5,
              now() - make_interval(days => $6), $7, $8, $9, $10, t.work_mode, t.source_type, t.source_name, t.source_url, t.source_domain
       FROM jobs t WHERE t.is_active ORDER BY t.id LIMIT 1 RETURNING id`,
      [`${REF}${key}-${i}`, j.company ?? null, j.title, j.description ?? '<p>A job.</p>', j.skills ?? '', j.daysAgo, ...(j.salary ?? [null, null, null, null])],
    );
    out.push(row.id);
  }
  return out;
}

beforeAll(async () => {
  app = await startTestApp();
  const db = app.app.db;
  await db.query(`DELETE FROM jobs WHERE ref_id LIKE '${REF}%'`);
  await db.query(`DELETE FROM companies WHERE slug LIKE 't32-%'`);
  // Relevance: one old job with the word in its title, many newer ones with it only in the description.
  [ids.oldTitle] = await addJobs('title', [{ title: 'Zephyrine Analyst', daysAgo: 59 }]);
  await addJobs(
    'newer',
    Array.from({ length: NEWER }, (_, i) => ({ title: `Clerk ${i}`, description: '<p>Reports to the zephyrine analyst.</p>', daysAgo: 1 })),
  );
  // Salary: the best-paid job of the catalogue is its oldest, paid by the year in another currency.
  [ids.bestPaid] = await addJobs('paid', [{ title: 'Chief Zephyrine Officer', daysAgo: 60, salary: [null, 90_000_000, 'INR', 'year'] }]);
  // Words of a description only, and of the skills only.
  [ids.kafka] = await addJobs('kafka', [{ title: 'Platform Specialist', description: '<p>You will run our <b>Kafka</b> clusters.</p>', daysAgo: 3 }]);
  [ids.forklift] = await addJobs('forklift', [{ title: 'Warehouse Associate', skills: 'Forklift licence. Stock counts', daysAgo: 3 }]);
  // The region's vocabulary: each typed term finds a title that says it another way.
  [ids.sde, ids.rn, ids.hgv, ids.csr, ids.bpo, ids.fresher] = await addJobs('vocab', [
    { title: 'Software Development Engineer II', daysAgo: 2 },
    { title: 'Registered Nurse - ICU', daysAgo: 2 },
    { title: 'Heavy Vehicle Driver', daysAgo: 2 },
    { title: 'Customer Care Executive', daysAgo: 2 },
    { title: 'Call Centre Agent', daysAgo: 2 },
    { title: 'Graduate Trainee - Operations', daysAgo: 2 },
  ]);
  const [company] = await db.query<{ id: number }>(
    `INSERT INTO companies (name, slug, website, industry, about_html, color)
     VALUES ('Gulf Horizon Contracting W.L.L.', 't32-gulf-horizon', 'https://gulfhorizon.example', 'Construction', '', '#123456') RETURNING id`,
  );
  [ids.gulf] = await addJobs('gulf', [{ title: 'Site Supervisor', company: company.id, daysAgo: 4 }]);
  // Title above company: "Software Engineer" is not "Mechanical Engineer at Apex Software".
  const [apex] = await db.query<{ id: number }>(
    `INSERT INTO companies (name, slug, website, industry, about_html, color)
     VALUES ('Apex Softwarezy', 't32-apex', 'https://apex.example', 'Engineering', '', '#654321') RETURNING id`,
  );
  [ids.apexMech] = await addJobs('apex', [{ title: 'Senior Mechanical Engineerzy', company: apex.id, daysAgo: 0 }]);
  [ids.softEng] = await addJobs('soft', [{ title: 'Softwarezy Engineerzy', daysAgo: 30 }]);
}, 180_000);

afterAll(async () => {
  await app?.app.db.query(`DELETE FROM jobs WHERE ref_id LIKE '${REF}%'`);
  await app?.app.db.query(`DELETE FROM companies WHERE slug LIKE 't32-%'`);
  await app?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await app.inject({ url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const list = (query: string) => get<{ total: number; data: JobSummary[]; message: string }>(`/v1/candidates/all_jobs?${query}`);
const facets = async (query: string) => (await get<{ data: JobFacets }>(`/v1/candidates/job_facets?${query}`)).data;
const firstIds = async (query: string) => (await list(query)).data.map((j) => j.id);

describe('every order is over all matches', () => {
  it('relevance: the one title match comes first although NEWER description matches are newer', async () => {
    const res = await list('jobtitle=zephyrine&length=5');
    expect(res.total).toBe(NEWER + 2);
    expect(res.data[0].id).toBe(ids.oldTitle);
  });

  it('salary: the best-paid job first though it is the oldest match', async () => {
    expect((await list('sort=salary&length=5')).data[0].id).toBe(ids.bestPaid);
    expect((await list('jobtitle=zephyrine&sort=salary&length=5')).data[0].id).toBe(ids.bestPaid);
  });

  it('date: newest first, and every order lists the same set, each job once', async () => {
    const all = async (sort: string) => {
      const out: number[] = [];
      for (let page = 1; page <= Math.ceil((NEWER + 2) / 50); page++) out.push(...(await firstIds(`jobtitle=zephyrine&sort=${sort}&length=50&page=${page}`)));
      return out;
    };
    const [byDate, byRank, byPay] = [await all('date'), await all('relevance'), await all('salary')];
    expect(byDate).toHaveLength(NEWER + 2);
    expect(new Set(byDate).size).toBe(NEWER + 2);
    expect([...byRank].sort()).toEqual([...byDate].sort());
    expect([...byPay].sort()).toEqual([...byDate].sort());
    expect(byDate[byDate.length - 1]).toBe(ids.bestPaid);
  });

  it('the total is exact, not capped ("N jobs found.")', async () => {
    const res = await list('jobtitle=zephyrine');
    expect(res.message).toBe(`${NEWER + 2} jobs found.`);
  });
});

describe('full text over title, skills, company and description', () => {
  it('finds a word only the description has, and one only the skills have', async () => {
    expect(await firstIds('jobtitle=kafka')).toContain(ids.kafka);
    expect(await firstIds('jobtitle=forklift%20licence')).toContain(ids.forklift);
  });

  it('puts a title match above a company match', async () => {
    const got = await firstIds('jobtitle=softwarezy%20engineerzy&length=5');
    expect(got.slice(0, 2)).toEqual([ids.softEng, ids.apexMech]);
  });

  it('finds a company by its exact name with its punctuation', async () => {
    expect(await firstIds(`jobtitle=${encodeURIComponent('Gulf Horizon Contracting W.L.L.')}`)).toContain(ids.gulf);
    expect(await firstIds('jobtitle=Gulf%20Horizon')).toContain(ids.gulf);
  });

  it.each([
    ['SDE', 'sde'],
    ['RN', 'rn'],
    ['HGV driver', 'hgv'],
    ['CSR', 'csr'],
    ['BPO', 'bpo'],
    ['fresher', 'fresher'],
  ])('the region\'s vocabulary: "%s" finds its other spelling', async (typed, key) => {
    expect(await firstIds(`jobtitle=${encodeURIComponent(typed)}&length=50`)).toContain(ids[key]);
  });

  it('takes quotes and minus as a web search does', async () => {
    const phrase = await firstIds(`jobtitle=${encodeURIComponent('"vehicle driver"')}&length=50`);
    expect(phrase).toContain(ids.hgv);
    const without = await firstIds(`jobtitle=${encodeURIComponent('zephyrine -chief')}&sort=salary&length=5`);
    expect(without).not.toContain(ids.bestPaid);
    expect(without.length).toBeGreaterThan(0);
  });
});

describe('facet counts', () => {
  const param: Record<FacetGroup, string> = {
    function: 'jobfunction', country: 'location', city: 'location', work_mode: 'work_mode', role_level: 'role_level', salary: 'min_salary',
  };
  it.each(['', 'jobtitle=engineer', 'location=country:IN', 'work_mode=remote&jobtitle=manager'])(
    'each bucket of "%s" counts exactly what the list finds with it added',
    async (query) => {
      const f = await facets(`${query}&salary_currency=INR`);
      expect(f.total).toBe((await list(query)).total);
      expect(f.currency).toBe('INR');
      let checked = 0;
      for (const group of FACET_GROUPS) {
        for (const bucket of f[group].slice(0, 3)) {
          const extra = group === 'salary' ? `min_salary=${bucket.value}&salary_currency=INR` : `${param[group]}=${encodeURIComponent(bucket.value)}`;
          const base = new URLSearchParams(query);
          base.delete(param[group]);
          const together = [base.toString(), extra].filter(Boolean).join('&');
          expect(`${group} ${bucket.label}: ${(await list(together)).total}`).toBe(`${group} ${bucket.label}: ${bucket.count}`);
          checked++;
        }
      }
      if (f.total > 0) expect(checked).toBeGreaterThan(5);
    },
  );

  it('labels salary bands in the asked currency and refuses a bad value with a 400', async () => {
    const f = await facets('salary_currency=PHP');
    expect(f.currency).toBe('PHP');
    expect(f.salary[0].label).toMatch(/PHP/);
    const bad = await app.inject({ url: '/v1/candidates/job_facets?work_mode=office' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.work_mode[0]).toEqual(expect.any(String));
  });
});

describe('the monthly salary column', () => {
  it('uses the months of each period that the app uses (shared/salaryFormat.ts PER_MONTH)', async () => {
    for (const [period, months] of Object.entries(PER_MONTH)) {
      const [{ m }] = await app.app.db.query<{ m: number }>('SELECT salary_per_month($1) AS m', [period]);
      expect(m).toBeCloseTo(months, 10);
    }
  });

  it('follows a changed exchange rate', async () => {
    const db = app.app.db;
    const read = async () => (await db.query<{ usd: number }>('SELECT salary_month_usd AS usd FROM jobs WHERE id = $1', [ids.bestPaid]))[0].usd;
    const [{ rate }] = await db.query<{ rate: string }>(`SELECT units_per_usd::text AS rate FROM exchange_rates WHERE currency = 'INR'`);
    expect(await read()).toBeCloseTo(90_000_000 / 12 / Number(rate), 3);
    try {
      await db.query(`UPDATE exchange_rates SET units_per_usd = units_per_usd * 2 WHERE currency = 'INR'`);
      expect(await read()).toBeCloseTo(90_000_000 / 12 / Number(rate) / 2, 3);
    } finally {
      await db.query(`UPDATE exchange_rates SET units_per_usd = $1::numeric WHERE currency = 'INR'`, [rate]);
    }
  });
});
