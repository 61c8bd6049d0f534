import http from 'node:http';
import { form, latestOtp, newCandidate, outboxCount, registration, startTestApp, type TestServer } from '../testing/testApp';
import { DEVICE_COOKIE } from './deviceTrust';

// Issue 19's account protection as an attacker meets it: code and password budgets per account that strangers cannot
// turn against the owner, a per-address limit across accounts, and the same work for known and unknown addresses.
jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
}

/** A browser at one client address (127.x.y.z reach the loopback server from that address), keeping its cookies. */
function browser(server: () => TestServer, address: string) {
  const jar = new Map<string, string>();
  const post = (url: string, payload: Record<string, string>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(payload);
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const req = http.request({ host: '127.0.0.1', port: new URL(server().base).port, path: url, method: 'POST', localAddress: address, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const m = /^([^=;]+)=([^;]*)/.exec(c);
            if (m) jar.set(m[1], m[2]);
          }
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { post, jar };
}

const post = (url: string, payload: Parameters<typeof form>[0]) => app.inject({ method: 'POST', url, payload: form(payload) });
const eventsOf = async (email: string, password: string) => {
  await app.app.mailer.idle();
  const { access } = (await post('/v1/login', { email, password })).json();
  const res = await app.inject({ url: '/v1/candidates/security_events', headers: { authorization: `Bearer ${access}` } });
  return res.json().data as { kind: string; detail: string }[];
};
const TOO_MANY_CODES = { status: 'locked', message: 'Too many wrong codes for this account. Please try again in an hour.' };

describe('e-mail verification codes: one budget per account', () => {
  it('bounds guesses however many challenges /otp/resend opens, shows the lockout, and the owner still verifies', async () => {
    const owner = browser(() => app, '127.0.0.1');
    const payload = registration();
    const email = payload.email as string;
    expect((await post('/v1/register', payload)).statusCode).toBe(201);
    const stranger = browser(() => app, '127.0.0.2');
    const code = await latestOtp(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Two challenges (the registration's and a resend's) with 5 guesses each: 10 wrong codes for the account.
    let redirect = (await stranger.post('/v1/otp/resend', { email })).json.redirect as string;
    const answers: Answer[] = [];
    await latestOtp(app, email, 1);
    for (let i = 0; i < 5; i++) answers.push(await stranger.post(`/v1/${redirect}`, { otp: wrong }));
    redirect = (await stranger.post('/v1/otp/resend', { email })).json.redirect;
    await latestOtp(app, email, 2);
    for (let i = 0; i < 5; i++) answers.push(await stranger.post(`/v1/${redirect}`, { otp: wrong }));
    // A stranger hears what an unknown challenge gets (no "N attempts left"), however many guesses.
    expect(answers).toEqual(Array(10).fill({ status: 400, json: { status: 'error', message: 'Invalid OTP. Please check the code and try again.' } }));

    // The budget is spent: a resend mails nothing, and no challenge (not even one the password opened) takes a guess.
    const sent = await outboxCount(app, email);
    await stranger.post('/v1/otp/resend', { email });
    await app.app.mailer.idle();
    expect(await outboxCount(app, email)).toBe(sent);
    const viaLogin = (await owner.post('/v1/login', { email, password: payload.password as string })).json.redirect as string;
    const fresh = await latestOtp(app, email, sent);
    const refused = await stranger.post(`/v1/${viaLogin}`, { otp: fresh });
    expect(refused).toEqual({ status: 429, json: TOO_MANY_CODES });
    expect(await stranger.post('/v1/verify_email/', { otp: fresh, email })).toEqual({ status: 429, json: TOO_MANY_CODES });

    // The owner's browser proved the password at login: its own budget is untouched, so the code works there.
    expect(owner.jar.has(DEVICE_COOKIE)).toBe(true);
    const ok = await owner.post(`/v1/${viaLogin}`, { otp: fresh });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe('success');
    const locked = (await eventsOf(email, payload.password as string)).filter((e) => e.kind === 'otp_locked');
    expect(locked.map((e) => e.detail)).toContain('E-mail verification: 10 wrong codes from browsers you have not used; codes refused there for an hour.');
  });

  it('records a password-reset lockout in the security activity', async () => {
    const c = await newCandidate(app);
    await post('/v1/password/forgot', { email: c.email });
    await latestOtp(app, c.email, 1);
    const guess = () => post('/v1/password/reset', { email: c.email, otp: '000000', password: 'NewPass123', confirm_password: 'NewPass123' });
    for (let i = 0; i < 10; i++) await guess();
    expect((await guess()).json()).toEqual(TOO_MANY_CODES);
    expect((await eventsOf(c.email, c.password)).map((e) => e.detail)).toContain('Password reset: 10 wrong codes from browsers you have not used; codes refused there for an hour.');
  });
});

describe('strangers cannot lock the owner out', () => {
  it("refuses strangers' logins after 10 wrong passwords, while the owner's browser still logs in", async () => {
    const c = await newCandidate(app);
    const owner = browser(() => app, '127.0.0.1');
    expect((await owner.post('/v1/login', { email: c.email, password: c.password })).status).toBe(200);
    const attacker = browser(() => app, '127.0.0.2');
    for (let i = 0; i < 10; i++) expect((await attacker.post('/v1/login', { email: c.email, password: `Wrong${i}2345` })).status).toBe(401);
    const locked = await attacker.post('/v1/login', { email: c.email, password: c.password });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Too many failed logins for this account. Please try again in 15 minutes or reset your password.');

    const again = await owner.post('/v1/login', { email: c.email, password: c.password });
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('success');
    // A browser the owner never used shares the strangers' budget; a reset by mail works there and makes it known.
    const laptop = browser(() => app, '127.0.0.3');
    expect((await laptop.post('/v1/login', { email: c.email, password: c.password })).status).toBe(429);
    const n = await outboxCount(app, c.email);
    await laptop.post('/v1/password/forgot', { email: c.email });
    const code = await latestOtp(app, c.email, n);
    expect((await laptop.post('/v1/password/reset', { email: c.email, otp: code, password: 'NewPass123', confirm_password: 'NewPass123' })).status).toBe(200);
    expect((await laptop.post('/v1/login', { email: c.email, password: 'NewPass123' })).status).toBe(200);
  });

  it("lets the owner's browser reset the password after strangers spent the account's code budget", async () => {
    const c = await newCandidate(app);
    const owner = browser(() => app, '127.0.0.1');
    expect((await owner.post('/v1/login', { email: c.email, password: c.password })).status).toBe(200);
    const attacker = browser(() => app, '127.0.0.2');
    let sent = await outboxCount(app, c.email);
    await attacker.post('/v1/password/forgot', { email: c.email });
    await latestOtp(app, c.email, sent);
    const guess = () => attacker.post('/v1/password/reset', { email: c.email, otp: '000000', password: 'Mine12345', confirm_password: 'Mine12345' });
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(400);
    expect(await guess()).toEqual({ status: 429, json: TOO_MANY_CODES });
    // The attacker's forgot-password mails nothing more...
    sent = await outboxCount(app, c.email);
    await attacker.post('/v1/password/forgot', { email: c.email });
    await app.app.mailer.idle();
    expect(await outboxCount(app, c.email)).toBe(sent);
    // ...the owner's does, and the code works in the owner's browser.
    await owner.post('/v1/password/forgot', { email: c.email });
    const code = await latestOtp(app, c.email, sent);
    const reset = await owner.post('/v1/password/reset', { email: c.email, otp: code, password: 'NewPass123', confirm_password: 'NewPass123' });
    expect(reset.status).toBe(200);
    expect((await owner.post('/v1/login', { email: c.email, password: 'NewPass123' })).status).toBe(200);
  });

  it('mails strangers at most 3 codes an hour per account, so they cannot keep replacing the owner’s code', async () => {
    const c = await newCandidate(app);
    const stranger = browser(() => app, '127.0.0.2');
    const before = await outboxCount(app, c.email);
    for (let i = 0; i < 5; i++) await stranger.post('/v1/password/forgot', { email: c.email });
    await app.app.mailer.idle();
    expect(await outboxCount(app, c.email)).toBe(before + 3);
  });
});

describe('the per-address limit across accounts', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestApp({ rateLimit: true });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  it('stops one address after 30 wrong passwords across accounts, not other addresses nor known browsers there', async () => {
    const a = await newCandidate(limited);
    const b = await newCandidate(limited);
    const office = '127.0.0.5';
    const colleague = browser(() => limited, office);
    expect((await colleague.post('/v1/login', { email: a.email, password: a.password })).status).toBe(200);
    const attacker = browser(() => limited, office);
    for (let i = 0; i < 30; i++) {
      expect((await attacker.post('/v1/login', { email: `target${i}.${Date.now()}@example.com`, password: 'Guess12345' })).status).toBe(401);
    }
    const stopped = await attacker.post('/v1/login', { email: `another.${Date.now()}@example.com`, password: 'Guess12345' });
    expect(stopped.status).toBe(429);
    expect(stopped.json.message).toBe('Too many failed logins from your network. Please try again in 15 minutes or reset your password.');
    expect((await attacker.post('/v1/login', { email: b.email, password: b.password })).status).toBe(429);
    // Another address is not affected, nor a browser at the same address that the account knows.
    expect((await browser(() => limited, '127.0.0.6').post('/v1/login', { email: b.email, password: b.password })).status).toBe(200);
    expect((await colleague.post('/v1/login', { email: a.email, password: a.password })).status).toBe(200);
  });
});

describe('the same work for known and unknown accounts', () => {
  /** The SQL a call runs before its answer (work queued for after the answer is held back), and the codes it hashes. */
  async function workOf(call: () => Promise<unknown>): Promise<{ sql: string[]; hashes: number }> {
    await app.app.mailer.idle();
    const { db, mailer, otp } = app.app;
    const sql: string[] = [];
    const later: (() => Promise<void>)[] = [];
    const query = db.query.bind(db);
    const spies = [
      jest.spyOn(db, 'query').mockImplementation(((text: string, params?: never[]) => {
        sql.push(text.replace(/\s+/g, ' '));
        return query(text, params);
      }) as typeof db.query),
      jest.spyOn(mailer, 'sendAfterReply').mockImplementation((work) => void later.push(work)),
    ];
    const hash = jest.spyOn(otp as unknown as { hash(challenge: string, code: string): string }, 'hash');
    try {
      await call();
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
    const hashes = hash.mock.calls.length;
    hash.mockRestore();
    for (const work of later) await work();
    return { sql, hashes };
  }

  it('forgot, resend, verify_email/ and reset run the same lookups and hashes for an existing and an unknown address', async () => {
    const verified = await newCandidate(app);
    const pending = registration();
    await post('/v1/register', pending);
    const unverified = pending.email as string;
    const ghost = `ghost.${Date.now()}@example.com`;
    const reset = (email: string) => () => post('/v1/password/reset', { email, otp: '000000', password: 'NewPass123', confirm_password: 'NewPass123' });
    await post('/v1/password/forgot', { email: verified.email });
    await latestOtp(app, verified.email, 1);
    const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      ['forgot', () => post('/v1/password/forgot', { email: verified.email }), () => post('/v1/password/forgot', { email: ghost })],
      ['resend', () => post('/v1/otp/resend', { email: unverified }), () => post('/v1/otp/resend', { email: ghost })],
      // A wrong code against an open one, and an account without an open code, against an unknown address.
      ['verify', () => post('/v1/verify_email/', { otp: '000000', email: unverified }), () => post('/v1/verify_email/', { otp: '000000', email: ghost })],
      ['verify, no open code', () => post('/v1/verify_email/', { otp: '000000', email: verified.email }), () => post('/v1/verify_email/', { otp: '000000', email: ghost })],
      ['reset', reset(verified.email), reset(ghost)],
    ];
    for (const [name, known, unknown] of pairs) {
      const a = await workOf(known);
      const b = await workOf(unknown);
      expect([name, b]).toEqual([name, a]);
      expect([name, a.sql.length]).not.toEqual([name, 0]);
      // Every code check hashes one code, a real one or the dummy.
      expect([name, a.hashes]).toEqual([name, name === 'forgot' || name === 'resend' ? 0 : 1]);
    }
    // The existing account's guess did meet its open code (the dummy path is not all that ran).
    const openCodes = (email: string) =>
      app.app.db.query<{ attempts: number }>(
        `SELECT o.attempts FROM otp_challenges o JOIN candidates c ON c.id = o.candidate_id WHERE lower(c.email) = lower($1) AND o.used_at IS NULL`,
        [email],
      );
    expect(await openCodes(unverified)).toEqual([{ attempts: 1 }]);
    // A stranger's guess on a challenge /otp/resend handed out: for an unverified account (the challenge is open), and
    // for an unknown address (there is none).
    const resent = async (email: string) => {
      const { redirect } = (await post('/v1/otp/resend', { email })).json();
      await app.app.mailer.idle();
      return () => post(`/v1/${redirect}`, { otp: '000000', email });
    };
    const guess = await resent(unverified);
    expect(await openCodes(unverified)).toEqual([{ attempts: 0 }]);
    const a = await workOf(guess);
    expect(await openCodes(unverified)).toEqual([{ attempts: 1 }]);
    expect(a.hashes).toBe(1);
    expect(await workOf(await resent(ghost))).toEqual(a);
  });
});
