import { bearer, form, newCandidate, startTestApp, type TestServer } from '../testing/testApp';
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORTS_PER_HOUR } from '../../shared/trustMessages';

/** POST /candidates/report_job/{id} (issue 17): every rule of a report. */
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

/**
 * Active jobs nobody has reported yet, newest first, outside India: trust.test.ts changes Indian jobs, and with
 * DATABASE_URL the test files share one database.
 */
async function unreportedJobs(n: number): Promise<number[]> {
  const rows = await server.app.db.query<{ id: number }>(
    `SELECT j.id FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
     WHERE j.is_active AND co.iso2 <> 'IN' AND NOT EXISTS (SELECT 1 FROM job_reports r WHERE r.job_id = j.id)
     ORDER BY j.posted_at DESC, j.id LIMIT $1`,
    [n],
  );
  return rows.map((r) => r.id);
}
const report = (access: string | null, id: number | string, fields: Record<string, string>) =>
  server.inject({ method: 'POST', url: `/v1/candidates/report_job/${id}`, headers: access ? bearer(access) : {}, payload: form(fields) });
const trustOf = async (id: number) => (await server.inject(`/v1/candidates/view_job/${id}`)).json().data.trust as { level: string; signals: { code: string; message: string }[] };

describe('report this job', () => {
  it('takes a report once per candidate and job: 201, then a clear 409', async () => {
    const c = await newCandidate(server);
    const [id] = await unreportedJobs(1);
    const first = await report(c.access, id, { reason: 'wrong_details', details: 'The city is wrong.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'success', message: REPORT_MESSAGES.thanks });
    const again = await report(c.access, id, { reason: 'fake_or_misleading', details: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(REPORT_MESSAGES.already);
    const stored = await server.app.db.query('SELECT reason, details FROM job_reports WHERE job_id = $1', [id]);
    expect(stored).toEqual([{ reason: 'wrong_details', details: 'The city is wrong.' }]);
  });

  it('needs a login, a known job and a valid reason; "other" needs details; details are bounded', async () => {
    const c = await newCandidate(server);
    const [id] = await unreportedJobs(1);
    expect((await report(null, id, { reason: 'other', details: 'x' })).statusCode).toBe(401);
    expect((await report(c.access, 999999999, { reason: 'wrong_details' })).statusCode).toBe(404);
    expect((await report(c.access, 'abc', { reason: 'wrong_details' })).statusCode).toBe(404);
    const noReason = await report(c.access, id, { details: 'x' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Field is required']);
    expect((await report(c.access, id, { reason: 'spam' })).json().errors.reason[0]).toMatch(/not one of the available choices/);
    const other = await report(c.access, id, { reason: 'other', details: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.details).toEqual([REPORT_MESSAGES.detailsRequired]);
    const long = await report(c.access, id, { reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.details[0]).toMatch(/no more than/);
    expect(await server.app.db.query('SELECT 1 FROM job_reports WHERE job_id = $1', [id])).toEqual([]);
    expect((await report(c.access, id, { reason: 'other', details: 'Interviewer asked for my bank PIN.' })).statusCode).toBe(201);
  });

  it('weighs reports by their reporters: fresh accounts change nothing visible, established ones put the job under review (issue 33)', async () => {
    // Every listed job comes from a verified source: the trust rules find nothing in these, so reports alone never
    // change their level (reportReview.test.ts covers the whole path).
    const [id] = await unreportedJobs(1);
    expect(await trustOf(id)).toEqual({ level: 'verified', signals: [] });
    for (const c of [await newCandidate(server), await newCandidate(server), await newCandidate(server)]) {
      expect((await report(c.access, id, { reason: 'asks_for_money', details: 'They asked for ₹2,000.' })).statusCode).toBe(201);
    }
    expect(await trustOf(id)).toEqual({ level: 'verified', signals: [] });
    const list = (await server.inject('/v1/candidates/all_jobs?length=50')).json().data as { id: number }[];
    expect(list.map((r) => r.id)).toContain(id);
  });

  it('marks the sources of a job reported "already closed" for re-verification', async () => {
    const c = await newCandidate(server);
    const [id] = await unreportedJobs(1);
    const [source] = await server.app.db.query<{ id: number }>(
      `INSERT INTO job_sources (type, url, company_name, website, domain) VALUES ('jsonld', 'https://reported.example/careers', 'Reported Ltd',
       'https://reported.example', 'reported.example') RETURNING id`,
    );
    await server.app.db.query(
      `INSERT INTO job_source_links (job_id, source_id, external_id, url, verified, first_seen, last_seen) VALUES ($1, $2, 'r1', 'https://reported.example/careers/r1', true, now(), now())`,
      [id, source.id],
    );
    expect((await report(c.access, id, { reason: 'already_closed' })).statusCode).toBe(201);
    const [row] = await server.app.db.query<{ at: Date | null }>('SELECT reverify_requested_at AS at FROM job_sources WHERE id = $1', [source.id]);
    expect(row.at).not.toBeNull();
  });

  it('limits how many reports one candidate files per hour: 429 with a reason', async () => {
    const c = await newCandidate(server);
    const ids = await unreportedJobs(REPORTS_PER_HOUR + 1);
    for (const id of ids.slice(0, REPORTS_PER_HOUR)) expect((await report(c.access, id, { reason: 'wrong_details' })).statusCode).toBe(201);
    const over = await report(c.access, ids[REPORTS_PER_HOUR], { reason: 'wrong_details' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(REPORT_MESSAGES.tooMany);
  });
});
