import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { JobListResponseSchema, JobResponseSchema } from '../../shared/apiSchemas';
import { bearer, login, startTestApp, type TestServer } from '../testing/testApp';

// The app's JobSummary, Job and JobListResponse are the Static types of these schemas (shared/apiTypes.ts): here the
// real answers are checked against them, so a field added, renamed, dropped or retyped on either side fails.
jest.setTimeout(30_000);
let app: TestServer;
let access: string;
beforeAll(async () => {
  app = await startTestApp();
  access = (await login(app)).access;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Every place the body breaks the schema ('' when it conforms). */
function drift(schema: TSchema, body: unknown): string {
  return [...Value.Errors(schema, body)].map((e) => `${e.path || '/'}: ${e.message} (${JSON.stringify(e.value)?.slice(0, 80)})`).join('\n');
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await app.inject({ url, headers });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
}

describe('GET /v1/candidates/all_jobs answers JobListResponseSchema', () => {
  it('anonymously, signed in (with the candidate flags), browse-by (with a heading) and empty', async () => {
    const db = app.app.db;
    const [{ slug }] = await db.query<{ slug: string }>('SELECT c.slug FROM jobs j JOIN cities c ON c.id = j.city_id WHERE j.is_active GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    const cases: [string, Record<string, string>][] = [
      ['/v1/candidates/all_jobs?page=1&length=50', {}],
      ['/v1/candidates/all_jobs?page=2&length=50', bearer(access)],
      [`/v1/candidates/all_jobs?page=1&length=5&type=city&job_element=${slug}`, {}],
      ['/v1/candidates/all_jobs?page=1&length=5&type=city&job_element=nowhere', {}],
    ];
    const bodies: { heading?: string; data: Record<string, unknown>[] }[] = [];
    for (const [url, headers] of cases) {
      const body = await getJson(url, headers);
      expect({ url, drift: drift(JobListResponseSchema, body) }).toEqual({ url, drift: '' });
      bodies.push(body as (typeof bodies)[number]);
    }
    const rows = bodies.flatMap((b) => b.data);
    expect(typeof bodies[2].heading).toBe('string');
    // The sample exercises the optional parts: the flags, a stated salary, trust reasons (the test catalogue states
    // every salary: a null one is only checked by the schema's type).
    expect(rows.some((r) => r.is_applied !== undefined)).toBe(true);
    expect(rows.some((r) => r.salary !== null && r.salary !== undefined)).toBe(true);
    expect(rows.some((r) => (r.trust as { signals: unknown[] }).signals.length > 0)).toBe(true);
  });

  it('fails a body that drifts from the schema (the check is not vacuous)', async () => {
    const body = (await getJson('/v1/candidates/all_jobs?page=1&length=5')) as { data: Record<string, unknown>[] };
    const row = body.data[0];
    expect(drift(JobListResponseSchema, { ...body, data: [{ ...row, surprise: 1 }] })).not.toBe('');
    expect(drift(JobListResponseSchema, { ...body, data: [{ ...row, id: String(row.id) }] })).not.toBe('');
    expect(drift(JobListResponseSchema, { ...body, data: [{ ...row, status: 'paused' }] })).not.toBe('');
    const { company: _dropped, ...without } = row;
    expect(drift(JobListResponseSchema, { ...body, data: [without] })).not.toBe('');
  });
});

describe('GET /v1/candidates/view_job/{id} answers JobResponseSchema', () => {
  it('for open, closed (its page is kept), salaried and flagged jobs, anonymously and signed in', async () => {
    const db = app.app.db;
    const pick = async (where: string) => (await db.query<{ id: number }>(`SELECT id FROM jobs WHERE ${where} ORDER BY id LIMIT 1`))[0]?.id;
    const picked = {
      open: await pick('is_active'),
      closed: await pick("status = 'closed'"),
      salaried: await pick('salary_currency IS NOT NULL AND is_active'),
      flagged: await pick("trust_level <> 'verified'"),
    };
    expect(Object.values(picked).every((id) => id !== undefined) || picked).toBe(true);
    const ids = Object.values(picked) as number[];
    for (const id of ids) {
      for (const headers of [{}, bearer(access)]) {
        const res = await app.inject({ url: `/v1/candidates/view_job/${id}`, headers });
        expect([id, res.statusCode]).toEqual([id, 200]);
        expect({ id, drift: drift(JobResponseSchema, res.json()) }).toEqual({ id, drift: '' });
      }
    }
    const shown = await getJson(`/v1/candidates/view_job/${ids[0]}`, bearer(access));
    expect(drift(JobResponseSchema, { ...(shown as object), data: { ...(shown as { data: object }).data, extra: true } })).not.toBe('');
  });
});
