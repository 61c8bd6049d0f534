import { AlertService, latestSlot, zonedInstant, type AlertTime } from './alerts';
import { bearer, form, newCandidate, startTestApp, TEST_JWT_SECRET, verifyPhone, type TestServer } from '../testing/testApp';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

/** A fixed clock: tomorrow (UTC) at hh:mm, so every Smart Match created by the test already exists. */
const DAY = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
const NEXT_DAY = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);
const at = (time: string, day = DAY) => new Date(`${day}T${time}:00Z`);

function scheduler(beforeCommit?: (id: number) => void): AlertService {
  const { db, mailer } = server.app;
  return new AlertService({ db, mailer, secret: TEST_JWT_SECRET, publicUrl: () => server.base, beforeCommit });
}

interface Outbox { id: number; channel: string; to: string; subject: string; text: string; html: string | null }
async function outbox(to: string): Promise<Outbox[]> {
  return (await server.inject(`/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json().results;
}

/** A new candidate with a Smart Match built around a recent job in `country` (so its digest has something new). */
async function smartMatchIn(countryIso: string, alertTime: AlertTime, extra: Record<string, string> = {}) {
  const c = await newCandidate(server);
  if (extra.pref_whatsapp) await verifyPhone(server, c.access);
  const [job] = await server.app.db.query<{ id: number; title: string; job_function_id: number; city_id: number }>(
    `SELECT j.id, j.title, j.job_function_id, j.city_id FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
     WHERE co.iso2 = $1 AND j.is_active ORDER BY j.posted_at DESC LIMIT 1`,
    [countryIso],
  );
  // A small market of the small test catalogue may have posted nothing lately: its newest job is then made recent.
  await server.app.db.query(`UPDATE jobs SET posted_at = now() - interval '1 day' WHERE id = $1 AND posted_at < now() - interval '20 days'`, [job.id]);
  const title = job.title.replace(/^(Junior|Senior|Lead|Principal) /, '');
  const res = await server.inject({
    method: 'POST', url: '/v1/smartmatch/create', headers: bearer(c.access),
    payload: form({ alert_time: alertTime, job_function: job.job_function_id, city: job.city_id, new_jobtitles: [title], ...extra }),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...c, sm: res.json().data as { id: number; smart_match: string } };
}
const mine = (results: { smartmatchId: number; status: string }[], id: number) => results.filter((r) => r.smartmatchId === id);

describe('alert schedule', () => {
  it('computes the alert instant in each city time zone', () => {
    const expected: [string, AlertTime, string][] = [
      ['Asia/Kolkata', 'morning', '02:30'], ['Asia/Manila', 'afternoon', '05:00'], ['Asia/Kuala_Lumpur', 'morning', '00:00'],
      ['Asia/Singapore', 'evening', '10:00'], ['Asia/Dubai', 'evening', '14:00'], ['Asia/Riyadh', 'evening', '15:00'],
      ['Asia/Qatar', 'afternoon', '10:00'], ['Asia/Kuwait', 'morning', '05:00'], ['Asia/Muscat', 'afternoon', '09:00'], ['Asia/Bahrain', 'evening', '15:00'],
    ];
    for (const [tz, time, utc] of expected) {
      const hour = { morning: 8, afternoon: 13, evening: 18 }[time];
      expect([tz, zonedInstant(DAY, hour, tz).toISOString()]).toEqual([tz, at(utc).toISOString()]);
      // One minute before: still the previous day's slot; at the minute: today's.
      expect(latestSlot(new Date(at(utc).getTime() - 60000), tz, time).slot).not.toBe(DAY);
      expect(latestSlot(at(utc), tz, time)).toEqual({ slot: DAY, at: at(utc) });
    }
    // 23:30 UTC is already the next local day in India: the morning slot of that day has not come yet.
    expect(latestSlot(at('23:30'), 'Asia/Kolkata', 'morning').slot).toBe(DAY);
  });

  it('delivers a Smart Match once a day at its local alert time, with reasons and job links', async () => {
    const c = await smartMatchIn('AE', 'evening');
    // Created this (test) morning: the previous evening's slot is not owed.
    await server.app.db.query('UPDATE smartmatches SET created_at = $2 WHERE id = $1', [c.sm.id, at('06:00').toISOString()]);
    const s = scheduler();
    expect(mine(await s.tick(at('13:59')), c.sm.id)).toEqual([]);
    const sent = mine(await s.tick(at('14:00')), c.sm.id);
    expect(sent).toEqual([expect.objectContaining({ status: 'sent', slot: DAY, channels: ['dashboard', 'email'] })]);
    expect(mine(await s.tick(at('14:05')), c.sm.id)).toEqual([]);
    expect(mine(await s.tick(at('13:00', NEXT_DAY)), c.sm.id)).toEqual([]);
    const mails = (await outbox(c.email)).filter((m) => m.subject.includes('Smart Match'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/Why: Matches your title "[^"]+" \(exact title\); same job function/);
    expect(mails[0].text).toContain(`${server.base}/jobs/`);
    expect(mails[0].html).toContain(`href="${server.base}/jobs/`);
    expect(mails[0].text).toContain(`${server.base}/v1/alerts/pause/${c.sm.id}?sig=`);
    // The digest's jobs are on the dashboard: the Smart Match's featured jobs, with their reasons.
    const featured = (await server.inject({ url: `/v1/candidates/featured_jobs?smartmatch=${c.sm.id}`, headers: bearer(c.access) })).json();
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.data[0].reason).toMatch(/^Matches your title/);
  });

  it('catches up after a late start without duplicates', async () => {
    const c = await smartMatchIn('IN', 'morning');
    const s = scheduler();
    // The process starts at 10:00 in India (04:30 UTC), two hours after the alert time: it delivers now…
    expect(mine(await s.tick(at('04:30')), c.sm.id)).toEqual([expect.objectContaining({ status: 'sent', slot: DAY })]);
    // …and not again that day, nor before the next morning.
    expect(mine(await s.tick(at('05:00')), c.sm.id)).toEqual([]);
    expect(mine(await scheduler().tick(at('01:00', NEXT_DAY)), c.sm.id)).toEqual([]);
    expect((await outbox(c.email)).filter((m) => m.subject.includes('Smart Match'))).toHaveLength(1);
  });

  it('delivers exactly once when two schedulers race on one database', async () => {
    const c = await smartMatchIn('PH', 'afternoon');
    const [a, b] = await Promise.all([scheduler().tick(at('05:00')), scheduler().tick(at('05:00'))]);
    const sent = [...mine(a, c.sm.id), ...mine(b, c.sm.id)].filter((r) => r.status === 'sent');
    expect(sent).toHaveLength(1);
    expect((await outbox(c.email)).filter((m) => m.subject.includes('Smart Match'))).toHaveLength(1);
  });

  it('delivers exactly once across a restart in the middle of a run', async () => {
    const first = await smartMatchIn('SG', 'evening');
    const second = await smartMatchIn('SG', 'evening');
    // The first process crashes while building the second digest (before its transaction commits).
    const crashing = scheduler((id) => {
      if (id === second.sm.id) throw new Error('process killed');
    });
    await expect(crashing.tick(at('10:00'))).rejects.toThrow('process killed');
    const { db } = server.app;
    expect(await db.query('SELECT 1 FROM alert_deliveries WHERE smartmatch_id = $1', [second.sm.id])).toHaveLength(0);
    // The restarted process delivers what is left, once; the first digest is not repeated.
    const restarted = await scheduler().tick(at('10:01'));
    expect(mine(restarted, first.sm.id)).toEqual([]);
    expect(mine(restarted, second.sm.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(mine(await scheduler().tick(at('10:02')), second.sm.id)).toEqual([]);
    for (const c of [first, second]) expect((await outbox(c.email)).filter((m) => m.subject.includes('Smart Match'))).toHaveLength(1);
  });

  it('sends only jobs not sent before and nothing when nothing new matched', async () => {
    const c = await smartMatchIn('IN', 'evening');
    const s = scheduler();
    const [first] = await s.runNow(c.sm.id, at('06:00'));
    expect(first.status).toBe('sent');
    const [again] = await s.runNow(c.sm.id, at('06:01'));
    expect(again).toEqual(expect.objectContaining({ status: 'empty', jobs: 0, channels: [] }));
    expect(mine(await s.tick(at('12:30')), c.sm.id)).toEqual([expect.objectContaining({ status: 'empty' })]);
    expect((await outbox(c.email)).filter((m) => m.subject.includes('Smart Match'))).toHaveLength(1);
    const sentIds = await server.app.db.query<{ job_id: number }>('SELECT job_id FROM alert_sent_jobs WHERE smartmatch_id = $1', [c.sm.id]);
    expect(sentIds).toHaveLength(first.jobs);
  });
});

describe('alert channels', () => {
  it('pauses a Smart Match from the signed email link without login, and rejects a tampered link', async () => {
    const c = await smartMatchIn('QA', 'morning');
    await scheduler().runNow(c.sm.id, at('06:00'));
    const [mail] = (await outbox(c.email)).filter((m) => m.subject.includes('Smart Match'));
    const link = /(http:\/\/\S+\/v1\/alerts\/pause\/\d+\?sig=[\w-]+)/.exec(mail.text)![1].slice(server.base.length);
    const confirm = await server.inject(link);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers.get('content-type')).toContain('text/html');
    expect(confirm.body).toContain('Pause alerts</button>');
    // Opening the page does not pause (mail scanners open links); the button does.
    expect((await server.inject({ url: '/v1/smartmatch/list', headers: bearer(c.access) })).json().data[0].paused).toBe(false);
    const tampered = link.replace(/sig=(.)/, (_m, ch: string) => `sig=${ch === 'A' ? 'B' : 'A'}`);
    expect((await server.inject(tampered)).statusCode).toBe(400);
    expect((await server.inject({ method: 'POST', url: tampered })).statusCode).toBe(400);
    const otherSm = link.replace(`/pause/${c.sm.id}?`, `/pause/${c.sm.id + 1}?`);
    expect((await server.inject({ method: 'POST', url: otherSm })).statusCode).toBe(400);
    const paused = await server.inject({ method: 'POST', url: link });
    expect(paused.statusCode).toBe(200);
    expect(paused.body).toContain('Alerts paused');
    expect((await server.inject({ url: '/v1/smartmatch/list', headers: bearer(c.access) })).json().data[0].paused).toBe(true);
    // A paused Smart Match gets no digest.
    expect(mine(await scheduler().tick(at('05:00', NEXT_DAY)), c.sm.id)).toEqual([]);
  });

  it('sends WhatsApp only to opted-in candidates with a phone number, within the message limit', async () => {
    const opted = await smartMatchIn('KW', 'morning', { pref_whatsapp: '1' });
    const notOpted = await smartMatchIn('KW', 'morning');
    const s = scheduler();
    const [r1] = await s.runNow(opted.sm.id, at('06:00'));
    expect(r1.channels).toEqual(['dashboard', 'email', 'whatsapp']);
    const [r2] = await s.runNow(notOpted.sm.id, at('06:00'));
    expect(r2.channels).toEqual(['dashboard', 'email']);
    const wa = (await outbox('+919123456780')).filter((m) => m.channel === 'whatsapp');
    expect(wa.length).toBeGreaterThanOrEqual(1);
    expect(wa[0].text.length).toBeLessThanOrEqual(1000);
    expect(wa[0].text).toContain('/jobs/');
    expect(wa[0].text).toContain('Pause: ');
    // Issue 17: each job with its salary, the "≈" figure in the candidate's currency (INR) and its source line.
    const job = String.raw`\n• .+\n  KWD [\d,]+(–[\d,]+)? \/ month · ≈ INR [\d.]+(–[\d.]+)? LPA\n  Verified from [A-Za-z0-9 .&-]+ careers · checked (today|yesterday|\d+ days ago)\n  http\S+\/jobs\/\d+`;
    expect(wa[0].text).toMatch(new RegExp(`^VeriJobs: \\d+ new jobs? for "[^"]+"${job}`));
    // The email has the same "≈" figure after the salary, in text and HTML.
    const [mail] = (await outbox(opted.email)).filter((m) => m.subject.includes('Smart Match'));
    expect(mail.text).toMatch(/\n {3}KWD [\d,]+(–[\d,]+)? \/ month · ≈ INR [\d.]+(–[\d.]+)? LPA\n {3}Verified from /);
    expect(mail.html).toMatch(/KWD [\d,]+(–[\d,]+)? \/ month · ≈ INR [\d.]+(–[\d.]+)? LPA<br>/);
    // Without a phone number (removed after opting in) nothing goes to WhatsApp.
    const { db } = server.app;
    await db.query(`UPDATE candidates SET phone_number = '' WHERE lower(email) = lower($1)`, [opted.email]);
    await db.query('DELETE FROM alert_sent_jobs WHERE smartmatch_id = $1', [opted.sm.id]);
    const [r3] = await s.runNow(opted.sm.id, at('07:00'));
    expect(r3.channels).toEqual(['dashboard', 'email']);
    // Opting in needs a phone number.
    const refused = await server.inject({ method: 'POST', url: `/v1/smartmatch/${opted.sm.id}/update`, headers: bearer(opted.access), payload: form({ pref_whatsapp: '1' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.pref_whatsapp).toEqual([expect.stringMatching(/phone/i)]);
  });

  it('updates pause, alert time and channels of an own Smart Match only', async () => {
    const c = await smartMatchIn('OM', 'morning');
    const url = `/v1/smartmatch/${c.sm.id}/update`;
    const res = await server.inject({ method: 'POST', url, headers: bearer(c.access), payload: form({ paused: '1', alert_time: 'afternoon', pref_email: '0' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.objectContaining({ paused: true, alert_time: 'afternoon', pref_email: false, pref_dashboard: true }));
    const resumed = await server.inject({ method: 'POST', url, headers: bearer(c.access), payload: form({ paused: '0' }) });
    expect(resumed.json().data).toEqual(expect.objectContaining({ paused: false, alert_time: 'afternoon', pref_email: false }));
    const other = await newCandidate(server);
    expect((await server.inject({ method: 'POST', url, headers: bearer(other.access), payload: form({ paused: '1' }) })).statusCode).toBe(404);
    expect((await server.inject({ method: 'POST', url, headers: bearer(c.access), payload: form({ alert_time: 'noon' }) })).statusCode).toBe(400);
  });

  it('runs digests on demand through the development endpoint', async () => {
    const c = await smartMatchIn('BH', 'evening');
    const res = await server.inject({ method: 'POST', url: '/v1/dev/alerts/run', payload: form({ smartmatch: c.sm.id }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ smartmatchId: c.sm.id, status: 'sent' })]);
  });
});
