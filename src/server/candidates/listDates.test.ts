import { bearer, form, newCandidate, startTestApp, type TestServer } from '../testing/testApp';

jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp({});
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const get = (url: string, access: string) => app.inject({ url, headers: bearer(access) });
const post = (url: string, access: string) => app.inject({ method: 'POST', url, headers: bearer(access), payload: form({}) });

interface Row {
  id: number;
  date: string;
  applied_at?: string;
  saved_at?: string;
}

/** Issue 29: Applied Jobs said when the job was posted, not when the candidate applied. */
describe('candidate lists: when the candidate applied or saved', () => {
  it('Applied Jobs rows carry applied_at, Saved Jobs rows saved_at (the day of the action, UTC); date stays the post date', async () => {
    const c = await newCandidate(app);
    // Back-date the actions so they differ from today and from the post dates.
    expect((await post('/v1/candidates/apply_job/7', c.access)).statusCode).toBe(200);
    expect((await post('/v1/candidates/save_job/8', c.access)).statusCode).toBe(200);
    const [{ id }] = await app.app.db.query<{ id: number }>('SELECT candidate_id AS id FROM applications WHERE job_id = 7 ORDER BY created_at DESC LIMIT 1');
    await app.app.db.query(`UPDATE applications SET created_at = '2026-01-02T10:00:00Z' WHERE candidate_id = $1 AND job_id = 7`, [id]);
    await app.app.db.query(`UPDATE saved_jobs SET created_at = '2026-01-03T23:30:00Z' WHERE candidate_id = $1 AND job_id = 8`, [id]);
    const [posted7] = await app.app.db.query<{ d: string }>(`SELECT to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d FROM jobs WHERE id = 7`);

    const applied = (await get('/v1/candidates/applied_jobs', c.access)).json().data as Row[];
    expect(applied).toEqual([expect.objectContaining({ id: 7, applied_at: '2026-01-02', date: posted7.d })]);
    expect(applied[0].saved_at).toBeUndefined();
    const saved = (await get('/v1/candidates/saved_jobs', c.access)).json().data as Row[];
    expect(saved).toEqual([expect.objectContaining({ id: 8, saved_at: '2026-01-03' })]);
    expect(saved[0].applied_at).toBeUndefined();
    // Other lists carry neither.
    const available = (await get('/v1/candidates/available_jobs', c.access)).json().data as Row[];
    expect(available.every((r) => r.applied_at === undefined && r.saved_at === undefined)).toBe(true);
  });
});
