import { AlertService } from '../smartmatch/alerts';
import { bearer, form, newCandidate, startTestApp, TEST_JWT_SECRET, type TestServer } from '../testing/testApp';
import { EXCHANGE_RATES } from '../../shared/exchangeRates';
import { TRUST_SIGNAL_MESSAGES } from '../../shared/trustMessages';
import { recomputeSalarySignals, recomputeTrust, refreshSalaryNorms } from './trustRepository';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

const FEE_TEXT = '<p>Registration fee of ₹2,000 payable before the interview. Pay today, limited seats.</p>';

interface JobFacts { id: number; title: string; description: string; job_function_id: number; city_id: number; slug: string; fn_slug: string }
/** The newest active Indian job. */
async function activeIndianJob(offset = 0): Promise<JobFacts> {
  const [job] = await server.app.db.query<JobFacts>(
    `SELECT j.id, j.title, j.description, j.job_function_id, j.city_id, ci.slug, f.slug AS fn_slug FROM jobs j
     JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id JOIN job_functions f ON f.id = j.job_function_id
     WHERE co.iso2 = 'IN' AND j.is_active ORDER BY j.posted_at DESC, j.id LIMIT 1 OFFSET $1`,
    [offset],
  );
  return job;
}

async function makeScam(job: JobFacts): Promise<void> {
  await server.app.db.query('UPDATE jobs SET description = $2 WHERE id = $1', [job.id, job.description + FEE_TEXT]);
  await recomputeTrust(server.app.db, [job.id]);
}
async function restore(job: JobFacts): Promise<void> {
  await server.app.db.query('UPDATE jobs SET description = $2 WHERE id = $1', [job.id, job.description]);
  await recomputeTrust(server.app.db, [job.id]);
}

const listIds = async (query: string) => {
  const res = (await server.inject(`/v1/candidates/all_jobs?length=50&${query}`)).json();
  return { ids: (res.data as { id: number }[]).map((r) => r.id), total: res.total as number, rows: res.data };
};

describe('trust in the API', () => {
  it('gives every list row and view_job a trust verdict with messages', async () => {
    const { rows } = await listIds('page=1');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.trust).toEqual({ level: expect.stringMatching(/^(verified|caution)$/), signals: expect.any(Array) });
    const job = (await server.inject(`/v1/candidates/view_job/${rows[0].id}`)).json().data;
    expect(job.trust).toEqual(rows[0].trust);
  });

  it('seeds the demo listings: a likely scam kept off the list but open by link with its reasons, one to check, one closed', async () => {
    const demo = await server.app.db.query<{ id: number; ref_id: string; trust_level: string; is_active: boolean }>(
      `SELECT id, ref_id, trust_level, is_active FROM jobs WHERE ref_id LIKE 'VJ-__-T0000_' ORDER BY id`,
    );
    expect(demo.map((d) => [d.trust_level, d.is_active])).toEqual([
      ['high_risk', false],
      ['high_risk', false],
      ['caution', true],
      ['verified', false],
    ]);
    const scam = (await server.inject(`/v1/candidates/view_job/${demo[0].id}`)).json().data;
    expect(scam.trust.level).toBe('high_risk');
    expect(scam.trust.signals).toContainEqual({ code: 'asks_for_money', message: TRUST_SIGNAL_MESSAGES.asks_for_money });
    const check = (await server.inject(`/v1/candidates/view_job/${demo[2].id}`)).json().data;
    expect(check.trust.signals.map((s: { code: string }) => s.code)).toContain('pressure_wording');
  });

  it('keeps a high-risk job out of all_jobs, browse-by, landing counts and featured, and shows it by direct link', async () => {
    const job = await activeIndianJob();
    expect((await listIds(`location=${job.city_id}`)).ids).toContain(job.id);
    await makeScam(job);
    try {
      const listed = await listIds(`location=${job.city_id}`);
      expect(listed.ids).not.toContain(job.id);
      expect((await listIds(`jobtitle=${encodeURIComponent(job.title)}`)).ids).not.toContain(job.id);
      expect((await listIds(`type=city&job_element=${job.slug}`)).ids).not.toContain(job.id);
      // The kept counts (browse-by, landing) equal the active jobs they count, read in one statement (one snapshot:
      // other test files may change jobs at the same time on a shared PostgreSQL), and the job is not active.
      const [kept] = await server.app.db.query<{ city: boolean; fn: boolean; all: boolean; active: boolean }>(
        `SELECT (SELECT active FROM job_counts WHERE facet = 'city' AND key = $2) = (SELECT count(*) FROM jobs WHERE is_active AND city_id = $2) AS city,
                (SELECT active FROM job_counts WHERE facet = 'function' AND key = $3) = (SELECT count(*) FROM jobs WHERE is_active AND job_function_id = $3) AS fn,
                (SELECT active FROM job_counts WHERE facet = 'all' AND key = 0) = (SELECT count(*) FROM jobs WHERE is_active) AS all,
                (SELECT is_active FROM jobs WHERE id = $1) AS active`,
        [job.id, job.city_id, job.job_function_id],
      );
      expect(kept).toEqual({ city: true, fn: true, all: true, active: false });
      const view = await server.inject(`/v1/candidates/view_job/${job.id}`);
      expect(view.statusCode).toBe(200);
      expect(view.json().data.trust).toEqual({
        level: 'high_risk',
        signals: expect.arrayContaining([{ code: 'asks_for_money', message: TRUST_SIGNAL_MESSAGES.asks_for_money }]),
      });
      // An ingestion run marking the job seen again does not reactivate it (migration 008's trigger).
      await server.app.db.query('UPDATE jobs SET is_active = true WHERE id = $1', [job.id]);
      const [{ is_active: active }] = await server.app.db.query<{ is_active: boolean }>('SELECT is_active FROM jobs WHERE id = $1', [job.id]);
      expect(active).toBe(false);
    } finally {
      await restore(job);
    }
    // Cleared of its signals, it is listed again.
    expect((await listIds(`location=${job.city_id}`)).ids).toContain(job.id);
  });

  it('leaves a high-risk job out of Smart Match alerts and their featured jobs', async () => {
    // A job with a sibling of the same title, function and city: the digest has something to send without it.
    const [{ id }] = await server.app.db.query<{ id: number }>(
      `SELECT j.id FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
       WHERE co.iso2 = 'IN' AND j.is_active AND EXISTS (SELECT 1 FROM jobs o WHERE o.is_active AND o.id <> j.id AND o.city_id = j.city_id
         AND o.job_function_id = j.job_function_id AND o.job_title_id = j.job_title_id)
       ORDER BY j.posted_at DESC LIMIT 1`,
    );
    const [job] = await server.app.db.query<JobFacts>(
      `SELECT j.id, j.title, j.description, j.job_function_id, j.city_id, ci.slug, f.slug AS fn_slug FROM jobs j
       JOIN cities ci ON ci.id = j.city_id JOIN job_functions f ON f.id = j.job_function_id WHERE j.id = $1`,
      [id],
    );
    const c = await newCandidate(server);
    const title = job.title.replace(/^(Junior|Senior|Lead|Principal) /, '');
    const res = await server.inject({
      method: 'POST', url: '/v1/smartmatch/create', headers: bearer(c.access),
      payload: form({ alert_time: 'morning', job_function: job.job_function_id, city: job.city_id, new_jobtitles: [title] }),
    });
    expect(res.statusCode).toBe(201);
    const sm = res.json().data as { id: number };
    const day = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    await server.app.db.query('UPDATE smartmatches SET created_at = $2 WHERE id = $1', [sm.id, `${day}T00:00:00Z`]);
    await makeScam(job);
    try {
      const alerts = new AlertService({ db: server.app.db, mailer: server.app.mailer, secret: TEST_JWT_SECRET, publicUrl: () => server.base });
      const sent = (await alerts.tick(new Date(`${day}T02:30:00Z`))).filter((r) => r.smartmatchId === sm.id);
      expect(sent).toEqual([expect.objectContaining({ status: 'sent' })]);
      const mails = (await server.inject(`/v1/dev/outbox?to=${encodeURIComponent(c.email)}`)).json().results as { subject: string; text: string }[];
      const digest = mails.find((m) => m.subject.includes('Smart Match'));
      expect(digest?.text).toContain(`${server.base}/jobs/`);
      expect(digest?.text).not.toContain(`${server.base}/jobs/${job.id}\n`);
      expect(digest?.text).not.toMatch(new RegExp(`/jobs/${job.id}(?!\\d)`));
      const featured = (await server.inject({ url: `/v1/candidates/featured_jobs?smartmatch=${sm.id}`, headers: bearer(c.access) })).json();
      expect(featured.total).toBeGreaterThan(0);
      expect((featured.data as { id: number }[]).map((r) => r.id)).not.toContain(job.id);
    } finally {
      await restore(job);
    }
  });

  it('sends digests and featured jobs with salary and source lines, never a closed or high-risk job', async () => {
    // A recent open Indian job and two copies of it (same title, function and city): one closes, one turns high risk.
    const base = await activeIndianJob(2);
    const copies = await server.app.db.query<{ id: number }>(
      `INSERT INTO jobs (ref_id, company_id, title, job_title_id, job_function_id, role_function, city_id, role_level, work_type, description,
         direct_apply, direct_apply_url, posted_at, source_type, source_name, source_url, source_domain, verified, first_seen, last_seen, verified_at,
         salary_min, salary_max, salary_currency, salary_period, work_mode)
       SELECT ref_id || '-' || n, company_id, title, job_title_id, job_function_id, role_function, city_id, role_level, work_type, description,
         direct_apply, direct_apply_url, now(), source_type, source_name, source_url, source_domain, verified, now(), now(), now(),
         salary_min, salary_max, salary_currency, salary_period, work_mode
       FROM jobs CROSS JOIN generate_series(1, 2) AS n WHERE id = $1 ORDER BY n RETURNING id`,
      [base.id],
    );
    const closed = { ...base, id: copies[0].id };
    const risky = { ...base, id: copies[1].id };
    const c = await newCandidate(server);
    const res = await server.inject({
      method: 'POST', url: '/v1/smartmatch/create', headers: bearer(c.access),
      payload: form({ alert_time: 'morning', job_function: closed.job_function_id, city: closed.city_id, new_jobtitles: [closed.title.replace(/^(Junior|Senior|Lead|Principal) /, '')] }),
    });
    const sm = res.json().data as { id: number };
    const day = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    await server.app.db.query('UPDATE smartmatches SET created_at = $2 WHERE id = $1', [sm.id, `${day}T00:00:00Z`]);
    // Closed the way an ingestion run closes a job (issue 16).
    await server.app.db.query(`UPDATE jobs SET status = 'closed', closed_at = now(), is_active = false WHERE id = $1`, [closed.id]);
    await makeScam(risky);
    try {
      const alerts = new AlertService({ db: server.app.db, mailer: server.app.mailer, secret: TEST_JWT_SECRET, publicUrl: () => server.base });
      expect((await alerts.tick(new Date(`${day}T02:30:00Z`))).filter((r) => r.smartmatchId === sm.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
      const mails = (await server.inject(`/v1/dev/outbox?to=${encodeURIComponent(c.email)}`)).json().results as { subject: string; text: string; html: string }[];
      const digest = mails.find((m) => m.subject.includes('Smart Match'))!;
      for (const id of [closed.id, risky.id]) expect(digest.text).not.toMatch(new RegExp(`/jobs/${id}(?!\\d)`));
      // Every job of the digest: its salary in its market's convention and its source line.
      const entries = digest.text.split(/\n(?=\d+\. )/).slice(1);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        // India's pay is per year in lakhs (issue 29), the Gulf's and South-East Asia's per month.
        expect(entry).toMatch(/\n {3}(₹[\d,]+–[\d,]+ \/ month|₹[\d.]+–[\d.]+ LPA|Salary not disclosed)\n/);
        expect(entry).toMatch(/\n {3}Verified from [A-Za-z0-9 .&-]+ careers · checked (today|yesterday|\d+ days ago)\n/);
      }
      expect(digest.html).toContain('Verified from ');
      const featured = (await server.inject({ url: `/v1/candidates/featured_jobs?smartmatch=${sm.id}`, headers: bearer(c.access) })).json();
      const rows = featured.data as { id: number; salary: unknown; source: unknown }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.id)).not.toContain(closed.id);
      expect(rows.map((r) => r.id)).not.toContain(risky.id);
      // Each row carries its salary (or null when not disclosed) and its verified source. (On the shared PostgreSQL
      // database other test files' jobs can match too, so only the shape is asserted, not one period.)
      for (const r of rows) {
        expect(r).toMatchObject({ source: expect.objectContaining({ verified: true }) });
        expect(r.salary === null || (typeof r.salary === 'object' && 'period' in r.salary && 'currency' in r.salary)).toBe(true);
      }
      expect(rows.map((r) => r.id)).toContain(base.id);
    } finally {
      await server.app.db.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [copies.map((r) => r.id)]);
    }
  });

  it('measures the salary norm per function and city and flags pay far above it, then clears it when the pay is fixed', async () => {
    await refreshSalaryNorms(server.app.db);
    const [norm] = await server.app.db.query<{ job_function_id: number; city_id: number; monthly_median: string; currency: string; samples: number }>(
      "SELECT job_function_id, city_id, monthly_median::text, currency, samples FROM salary_norms WHERE role_level = '' ORDER BY samples DESC LIMIT 1",
    );
    expect(norm.samples).toBeGreaterThanOrEqual(5);
    const [job] = await server.app.db.query<{ id: number; salary_min: string; salary_max: string; salary_period: string }>(
      // A job whose level has no norm of its own there: the all-levels norm is the one it is measured by.
      `SELECT id, salary_min::text, salary_max::text, salary_period FROM jobs j WHERE job_function_id = $1 AND city_id = $2 AND is_active AND salary_currency = $3
         AND NOT EXISTS (SELECT 1 FROM salary_norms n WHERE n.job_function_id = j.job_function_id AND n.city_id = j.city_id AND n.role_level = j.role_level)
       -- A junior one, whose level's factor does not raise the norm past the pay set below.
       ORDER BY j.role_level IN ('Entry Level', 'Associate') DESC, j.id LIMIT 1`,
      [norm.job_function_id, norm.city_id, norm.currency],
    );
    const median = Number(norm.monthly_median);
    await server.app.db.query(`UPDATE jobs SET salary_min = $2, salary_max = $3, salary_period = 'month' WHERE id = $1`, [job.id, median * 4, median * 5]);
    try {
      await recomputeSalarySignals(server.app.db);
      const flagged = (await server.inject(`/v1/candidates/view_job/${job.id}`)).json().data.trust;
      expect(flagged.signals.map((s: { code: string }) => s.code)).toContain('salary_above_norm');
      // A verified source (the employer's own site) is capped at caution for odd pay: still listed.
      expect(flagged.level).toBe('caution');
    } finally {
      // Its own period too: India's pay is per year (issue 29).
      await server.app.db.query('UPDATE jobs SET salary_min = $2, salary_max = $3, salary_period = $4 WHERE id = $1', [job.id, job.salary_min, job.salary_max, job.salary_period]);
    }
    await recomputeSalarySignals(server.app.db);
    expect((await server.inject(`/v1/candidates/view_job/${job.id}`)).json().data.trust.signals).toEqual([]);
  });

  it("converts a salary to its norm's currency at the database's exchange_rates, not the rates the release shipped", async () => {
    await refreshSalaryNorms(server.app.db);
    const [norm] = await server.app.db.query<{ job_function_id: number; city_id: number; monthly_median: string; currency: string }>(
      "SELECT job_function_id, city_id, monthly_median::text, currency FROM salary_norms WHERE role_level = '' ORDER BY samples DESC LIMIT 1",
    );
    const [job] = await server.app.db.query<{ id: number; salary_min: string; salary_max: string; salary_currency: string; salary_period: string }>(
      'SELECT id, salary_min::text, salary_max::text, salary_currency, salary_period FROM jobs WHERE job_function_id = $1 AND city_id = $2 AND is_active ORDER BY id LIMIT 1',
      [norm.job_function_id, norm.city_id],
    );
    const median = Number(norm.monthly_median);
    const normPerUsd = EXCHANGE_RATES.unitsPerUsd[norm.currency];
    // Paid in pounds, which the shipped rates do not know: only a row an operator added to the table converts it.
    // Ten times the all-levels median (at 0.8 GBP a dollar) is far above any level's norm; a tenth is not.
    const gbp = Math.round(((median * 10) / normPerUsd) * 0.8);
    expect(EXCHANGE_RATES.unitsPerUsd.GBP).toBeUndefined();
    const codes = async () => ((await server.inject(`/v1/candidates/view_job/${job.id}`)).json().data.trust.signals as { code: string }[]).map((x) => x.code);
    await server.app.db.query(`UPDATE jobs SET salary_min = $2, salary_max = $2, salary_currency = 'GBP', salary_period = 'month' WHERE id = $1`, [job.id, gbp]);
    try {
      await recomputeTrust(server.app.db, [job.id]);
      expect(await codes()).not.toContain('salary_above_norm');
      await server.app.db.query(`INSERT INTO exchange_rates (currency, units_per_usd, taken_on, source) VALUES ('GBP', 0.8, now()::date, 'test row')`);
      await recomputeTrust(server.app.db, [job.id]);
      expect(await codes()).toContain('salary_above_norm');
      // The operator's refresh (a pound worth a hundred times less) is read at the next recompute.
      await server.app.db.query(`UPDATE exchange_rates SET units_per_usd = 80 WHERE currency = 'GBP'`);
      await recomputeTrust(server.app.db, [job.id]);
      expect(await codes()).not.toContain('salary_above_norm');
    } finally {
      await server.app.db.query(`DELETE FROM exchange_rates WHERE currency = 'GBP'`);
      await server.app.db.query('UPDATE jobs SET salary_min = $2, salary_max = $3, salary_currency = $4, salary_period = $5 WHERE id = $1', [job.id, job.salary_min, job.salary_max, job.salary_currency, job.salary_period]);
      await recomputeTrust(server.app.db, [job.id]);
    }
  });

  it('measures a senior listing by the norm of its own level where that level has one, so senior pay is not "far above the norm"', async () => {
    await refreshSalaryNorms(server.app.db);
    const [norm] = await server.app.db.query<{ job_function_id: number; city_id: number; monthly_median: string; currency: string }>(
      "SELECT job_function_id, city_id, monthly_median::text, currency FROM salary_norms WHERE role_level = '' ORDER BY samples DESC LIMIT 1",
    );
    const [base] = await server.app.db.query<{ id: number }>(
      'SELECT id FROM jobs WHERE job_function_id = $1 AND city_id = $2 AND is_active AND salary_currency = $3 ORDER BY id LIMIT 1',
      [norm.job_function_id, norm.city_id, norm.currency],
    );
    const pay = Number(norm.monthly_median) * 10;
    // Six Directors of that function and city, each paid ten times the all-levels median (a small cell's median moves
    // towards six new rows: they must stay far above it).
    const directors = await server.app.db.query<{ id: number }>(
      `INSERT INTO jobs (ref_id, company_id, title, job_title_id, job_function_id, role_function, city_id, role_level, work_type, description,
         direct_apply, direct_apply_url, posted_at, source_type, source_name, source_url, source_domain, verified, first_seen, last_seen, verified_at,
         salary_min, salary_max, salary_currency, salary_period, work_mode)
       SELECT ref_id || '-dir-' || n, company_id, 'Director of ' || title, job_title_id, job_function_id, role_function, city_id, 'Director', work_type, description,
         direct_apply, direct_apply_url, now(), source_type, source_name, source_url, source_domain, verified, now(), now(), now(),
         $2, $2, salary_currency, 'month', work_mode
       FROM jobs CROSS JOIN generate_series(1, 6) AS n WHERE id = $1 ORDER BY n RETURNING id`,
      [base.id, pay],
    );
    try {
      await refreshSalaryNorms(server.app.db);
      const [all] = await server.app.db.query<{ m: string }>(
        "SELECT monthly_median::text AS m FROM salary_norms WHERE job_function_id = $1 AND city_id = $2 AND role_level = ''",
        [norm.job_function_id, norm.city_id],
      );
      // Measured against all levels, their pay would be far above the norm…
      expect(pay / Number(all.m)).toBeGreaterThanOrEqual(2.5);
      await recomputeTrust(server.app.db, directors.map((d) => d.id));
      await recomputeSalarySignals(server.app.db);
      // …against the Directors' own norm it is the norm.
      for (const d of directors) {
        const trust = (await server.inject(`/v1/candidates/view_job/${d.id}`)).json().data.trust as { signals: { code: string }[] };
        expect(trust.signals.map((x) => x.code)).not.toContain('salary_above_norm');
      }
    } finally {
      await server.app.db.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [directors.map((d) => d.id)]);
      await refreshSalaryNorms(server.app.db);
    }
  });
});
