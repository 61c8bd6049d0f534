import { Writable } from 'node:stream';
import { FixtureServer, type Route } from '../ingestion/fixtures/fixtureServer';
import { runIngestion } from '../ingestion/run';
import type { SourceConfig } from '../ingestion/types';
import { bearer, DEMO, form, newCandidate, startTestApp, verifyPhone, type TestServer } from '../testing/testApp';

/**
 * What the server writes (issue 20), captured from a real app: with LOG=pretty one compact line per request and every
 * message it sends printed in full (a Smart Match digest by email and WhatsApp, a password-reset code, a closed-job
 * notice); with LOG=json only JSON lines on stdout, the messages on stderr.
 */
jest.setTimeout(120_000);

/** A stream that keeps what is written to it. */
class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString();
    done();
  }
}

/** A Greenhouse board of support jobs in Bengaluru (the provider's JSON shape). */
const board = (ids: number[]): Route => (_req, res, base) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    jobs: ids.map((id) => ({
      id, title: `Customer Support Associate ${id}`, absolute_url: `${base}/printed/jobs/${id}`, updated_at: '2026-11-20T09:00:00Z',
      location: { name: 'Bengaluru' }, content: '<p>Answer customer questions by phone and chat. Apply on this page.</p>',
      offices: [{ name: 'Bengaluru', location: 'Bengaluru, Karnataka, India' }],
    })),
    meta: { total: ids.length },
  }));
};

/** Waits for mail sent after an answer (forgot-password mails after replying, issue 19). */
async function mailSent(server: TestServer): Promise<void> {
  await server.app.mailer.idle();
}

describe('LOG=pretty (a terminal)', () => {
  const stdout = new Capture();
  const stderr = new Capture();
  let server: TestServer;
  let feeds: FixtureServer;
  beforeAll(async () => {
    server = await startTestApp({}, { LOG: 'pretty' }, { output: { stdout, stderr } });
    feeds = await new FixtureServer().start();
  });
  afterAll(async () => {
    await feeds?.close();
    await server?.close();
  });

  it('writes one compact line per request: time, level, method, path, status and duration', async () => {
    expect((await server.inject('/v1/dropdown/countries')).statusCode).toBe(200);
    expect((await server.inject('/v1/candidates/view_job/999999999')).statusCode).toBe(404);
    expect(stdout.text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/v1\/dropdown\/countries 200 \d+ ms$/m);
    expect(stdout.text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/v1\/candidates\/view_job\/999999999 404 \d+ ms$/m);
    // Not pino's JSON, not Fastify's two objects per request.
    expect(stdout.text).not.toMatch(/^\{/m);
    expect(stdout.text).not.toContain('incoming request');
  });

  it('prints a password-reset code in full', async () => {
    const res = await server.inject({ method: 'POST', url: '/v1/password/forgot', payload: form({ email: DEMO.email }) });
    expect(res.statusCode).toBe(200);
    await mailSent(server);
    const at = stdout.text.lastIndexOf(`To:      ${DEMO.email}\nSubject: Your VeriJobs password reset code`);
    expect(at).toBeGreaterThan(0);
    const block = stdout.text.slice(at);
    expect(block).toMatch(/Your code to reset your password is \d{6}\. It expires in \d+ minutes\./);
    expect(block).toContain(`Also in the mailbox: ${server.base}/dev/mailbox/`);
    expect(stdout.text.slice(0, at)).toMatch(/── Email #\d+ \(not sent: no SMTP_URL\) ─+\n$/);
    expect(stderr.text).toBe('');
  });

  it('prints a Smart Match digest by email and by WhatsApp', async () => {
    const c = await newCandidate(server, { phone_number_code: '+971', phone_number: '501234567' });
    await verifyPhone(server, c.access);
    const [job] = await server.app.db.query<{ title: string; job_function_id: number; city_id: number }>(
      `SELECT j.title, j.job_function_id, j.city_id FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
       WHERE co.iso2 = 'AE' AND j.is_active ORDER BY j.posted_at DESC LIMIT 1`,
    );
    const created = await server.inject({
      method: 'POST', url: '/v1/smartmatch/create', headers: bearer(c.access),
      payload: form({
        alert_time: 'evening', job_function: job.job_function_id, city: job.city_id,
        new_jobtitles: [job.title.replace(/^(Junior|Senior|Lead|Principal) /, '')], pref_email: 'true', pref_whatsapp: '1',
      }),
    });
    expect(created.statusCode).toBe(201);
    const [result] = await server.app.alerts.runNow(created.json().data.id);
    expect(result).toMatchObject({ status: 'sent', channels: ['dashboard', 'email', 'whatsapp'] });

    const email = stdout.text.slice(stdout.text.indexOf(`To:      ${c.email}\nSubject: ${result.jobs} new`));
    expect(email).toMatch(/^To: {6}\S+\nSubject: \d+ new jobs? for your Smart Match "[^"]+"\n\nHello Asha,/);
    expect(email).toContain(`${server.base}/v1/alerts/pause/`);
    const whatsapp = stdout.text.slice(stdout.text.indexOf('To:      +971501234567\nSubject: SmartMatch alert'));
    expect(whatsapp).toMatch(/^To: {6}\+971501234567\nSubject: SmartMatch alert\n\nVeriJobs: \d+ new jobs? for "[^"]+"\n• /);
    expect(stdout.text).toMatch(/── WhatsApp message #\d+ \(not sent: no SMTP_URL\) ─+\nTo: {6}\+971501234567\n/);
  });

  it('prints the notice that a saved job has closed', async () => {
    const base = feeds.base;
    // A board of its own (a company no other test ingests), two jobs; the second run lists only the first.
    feeds.routes.set('/gh/v1/boards/printed/jobs', board([93001, 93002]));
    const source: SourceConfig = { type: 'greenhouse', url: `${base}/gh/v1/boards/printed/jobs`, company: 'Printed Notices Pvt Ltd', website: base };
    const ingest = () =>
      runIngestion([source], {
        db: server.app.db, mailer: server.app.mailer, trigger: 'test', publicUrl: server.base,
        fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 2000 },
      });
    await ingest();
    const [target] = await server.app.db.query<{ id: number; title: string }>(
      `SELECT j.id, j.title FROM job_source_links l JOIN jobs j ON j.id = l.job_id WHERE l.external_id = '93002'`,
    );
    expect(target).toMatchObject({ title: 'Customer Support Associate 93002' });
    // Email alerts on (a Smart Match by email), and the job saved.
    const c = await newCandidate(server);
    const sm = await server.inject({
      method: 'POST', url: '/v1/smartmatch/create', headers: bearer(c.access),
      payload: form({ alert_time: 'morning', job_function: 1, city: 1, new_jobtitles: ['Support Associate'], pref_email: 'true' }),
    });
    expect(sm.statusCode).toBe(201);
    expect((await server.inject({ method: 'POST', url: `/v1/candidates/save_job/${target.id}`, headers: bearer(c.access), payload: form({}) })).statusCode).toBe(200);

    feeds.routes.set('/gh/v1/boards/printed/jobs', board([93001]));
    expect((await ingest()).sources[0].counts).toMatchObject({ closed: 1 });
    const notice = stdout.text.slice(stdout.text.indexOf(`To:      ${c.email}\nSubject: ${target.title} at Printed Notices Pvt Ltd is no longer accepting applications`));
    expect(notice).toMatch(/^To: .+\nSubject: .+\n\nHello Asha,\n\nThe job you saved, .+ is no longer accepting applications: the employer has taken it down\./);
    expect(notice).toContain(`Similar open jobs: ${server.base}/jobs/${target.id}`);
  });
});

describe('LOG=json (a file or a log collector)', () => {
  const stdout = new Capture();
  const stderr = new Capture();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestApp({}, { LOG: 'json' }, { output: { stdout, stderr } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes only JSON lines on stdout, and prints messages on stderr', async () => {
    expect((await server.inject('/v1/dropdown/countries')).statusCode).toBe(200);
    const res = await server.inject({ method: 'POST', url: '/v1/password/forgot', payload: form({ email: DEMO.email }) });
    expect(res.statusCode).toBe(200);
    await mailSent(server);

    const lines = stdout.text.trimEnd().split('\n');
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records).toContainEqual(expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number) }));
    expect(records).toContainEqual(expect.objectContaining({ msg: 'message queued in outbox', to: DEMO.email, subject: 'Your VeriJobs password reset code' }));
    // The code itself is not in the JSON log: it is in the readable block on stderr.
    expect(stdout.text).not.toMatch(/reset your password is \d{6}/);
    expect(stderr.text).toContain(`To:      ${DEMO.email}\nSubject: Your VeriJobs password reset code\n\nHi Demo,\n\nYour code to reset your password is `);
    expect(stderr.text).toMatch(/reset your password is \d{6}\./);
  });
});
