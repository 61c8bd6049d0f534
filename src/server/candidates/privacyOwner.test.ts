import { AlertService } from '../smartmatch/alerts';
import { bearer, form, newCandidate, startTestApp, TEST_JWT_SECRET, verifyPhone, type TestServer } from '../testing/testApp';

// Issue 33: messages belong to accounts. Two accounts registered with one (unverified) phone number never see or
// delete each other's WhatsApp messages.
jest.setTimeout(120_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

// A number of this run only: on a PostgreSQL server the test files share one database, and other files register
// candidates with the test helper's default number, which would make an ownerless message nobody's.
const DIGITS = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
const PHONE = { phone_number_code: '+91', phone_number: DIGITS };
const NUMBER = `+91${DIGITS}`;

interface Exported { messages: { channel: string; subject: string }[] }
async function exportOf(access: string): Promise<Exported> {
  const res = await app.inject({ url: '/v1/candidates/export', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Exported;
}
const idOf = async (email: string) =>
  (await app.app.db.query<{ id: number }>('SELECT id FROM candidates WHERE lower(email) = lower($1)', [email]))[0].id;
const whatsappOf = (candidateId: number) =>
  app.app.db.query<{ id: number }>(`SELECT id FROM outbox WHERE channel = 'whatsapp' AND subject = 'SmartMatch alert' AND candidate_id = $1`, [candidateId]);
/** The WhatsApp alerts of an export (the number's verification code, issue 33, is a WhatsApp message too). */
const alertsIn = (exported: { messages: { channel: string; subject: string }[] }) =>
  exported.messages.filter((m) => m.channel === 'whatsapp' && m.subject === 'SmartMatch alert');

/** A new candidate with the shared number and a WhatsApp Smart Match that has a recent job to send. */
async function candidateWithWhatsApp(overrides: Record<string, string> = PHONE) {
  const c = await newCandidate(app, overrides);
  await verifyPhone(app, c.access);
  const [job] = await app.app.db.query<{ id: number; title: string; job_function_id: number; city_id: number }>(
    `SELECT j.id, j.title, j.job_function_id, j.city_id FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
     WHERE co.iso2 = 'IN' AND j.is_active ORDER BY j.posted_at DESC LIMIT 1`,
  );
  await app.app.db.query(`UPDATE jobs SET posted_at = now() - interval '1 day' WHERE id = $1`, [job.id]);
  const res = await app.inject({
    method: 'POST', url: '/v1/smartmatch/create', headers: bearer(c.access),
    payload: form({ alert_time: 'morning', job_function: job.job_function_id, city: job.city_id, new_jobtitles: [job.title.replace(/^(Junior|Senior|Lead|Principal) /, '')], pref_whatsapp: '1' }),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...c, id: await idOf(c.email), smartmatch: (res.json().data as { id: number }).id };
}

async function sendAlert(smartmatch: number): Promise<void> {
  const { db, mailer } = app.app;
  const [result] = await new AlertService({ db, mailer, secret: TEST_JWT_SECRET, publicUrl: () => app.base }).runNow(smartmatch);
  expect(result).toEqual(expect.objectContaining({ status: 'sent', channels: expect.arrayContaining(['whatsapp']) }));
}

describe('messages belong to accounts (issue 33)', () => {
  it("two accounts with one phone number: B's export has none of A's WhatsApp alerts, B's deletion leaves them", async () => {
    const a = await candidateWithWhatsApp();
    const b = await newCandidate(app, PHONE);
    const bId = await idOf(b.email);
    await sendAlert(a.smartmatch);
    const aAlerts = await whatsappOf(a.id);
    expect(aAlerts).toHaveLength(1);
    // A message queued before messages carried their owner, to the shared number: it belongs to nobody we can tell.
    const [legacy] = await app.app.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, subject, text_body) VALUES ('whatsapp', $1, 'SmartMatch alert', 'old') RETURNING id`,
      [NUMBER],
    );

    const exportA = await exportOf(a.access);
    expect(alertsIn(exportA)).toHaveLength(1);
    const exportB = await exportOf(b.access);
    expect(exportB.messages.filter((m) => m.channel === 'whatsapp')).toEqual([]);
    expect(exportB.messages.map((m) => m.subject)).toContain('Your VeriJobs verification code');

    const deleted = await app.inject({ method: 'POST', url: '/v1/candidates/delete_account', headers: bearer(b.access), payload: form({ password: b.password }) });
    expect(deleted.statusCode).toBe(200);
    const left = await app.app.db.query<{ id: number }>('SELECT id FROM outbox WHERE id = ANY($1::int[])', [[...aAlerts.map((r) => r.id), legacy.id]]);
    expect(left.map((r) => r.id).sort()).toEqual([...aAlerts.map((r) => r.id), legacy.id].sort());
    // B's own messages (its verification code) are gone with it.
    expect(await app.app.db.query('SELECT id FROM outbox WHERE candidate_id = $1 OR lower(recipient) = lower($2)', [bId, b.email])).toEqual([]);
    // A alone holds the number now: the old ownerless message is counted as A's (the rule for rows before owners).
    expect(alertsIn(await exportOf(a.access))).toHaveLength(2);
  });

  it("an account's own messages, and an old ownerless message to a number only it holds, go with its deletion", async () => {
    const number = { phone_number_code: '+91', phone_number: '9876501234' };
    const c = await candidateWithWhatsApp(number);
    await sendAlert(c.smartmatch);
    // A row without owner, to the number only this account holds (sent before the column existed): it is this account's.
    await app.app.db.query(`INSERT INTO outbox (channel, recipient, subject, text_body) VALUES ('whatsapp', '+919876501234', 'SmartMatch alert', 'old')`);
    expect(alertsIn(await exportOf(c.access))).toHaveLength(2);
    // E-mails are owned at queue time by the account of their address.
    const [{ n }] = await app.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE lower(recipient) = lower($1) AND candidate_id IS DISTINCT FROM $2', [c.email, c.id]);
    expect(n).toBe(0);
    const deleted = await app.inject({ method: 'POST', url: '/v1/candidates/delete_account', headers: bearer(c.access), payload: form({ password: c.password }) });
    expect(deleted.statusCode).toBe(200);
    const rest = await app.app.db.query(`SELECT id FROM outbox WHERE candidate_id = $1 OR recipient = '+919876501234' OR lower(recipient) = lower($2)`, [c.id, c.email]);
    expect(rest).toEqual([]);
  });
});
