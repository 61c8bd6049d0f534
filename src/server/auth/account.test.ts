import jwt from 'jsonwebtoken';
import { DEMO, bearer, form, latestOtp, login, newCandidate, outboxCount, registration, startTestApp, type TestServer } from '../testing/testApp';
import { AccountRepository } from './accountRepository';

jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as FormData, headers });
const profile = (access: string) => app.inject({ url: '/v1/candidates/my_profile', headers: bearer(access) });
const events = async (access: string): Promise<string[]> =>
  (await app.inject({ url: '/v1/candidates/security_events', headers: bearer(access) })).json().data.map((e: { kind: string }) => e.kind);
const UA = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

describe('refresh-token families', () => {
  it('revokes the whole family when a rotated refresh token is replayed, and records it', async () => {
    const c = await newCandidate(app);
    const first = (await post('/v1/token/refresh/', form({ refresh: c.refresh }))).json();
    const second = (await post('/v1/token/refresh/', form({ refresh: first.refresh }))).json();
    expect((await profile(second.access)).statusCode).toBe(200);
    // The thief (or the victim) replays the token rotated first: refused, and the newest pair dies with it.
    const replay = await post('/v1/token/refresh/', form({ refresh: c.refresh }));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Token is blacklisted');
    expect((await post('/v1/token/refresh/', form({ refresh: second.refresh }))).statusCode).toBe(401);
    const dead = await profile(second.access);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe('token_not_valid');
    // Other logins of the same candidate are not affected.
    const other = await login(app, c.email, c.password);
    expect((await profile(other.access)).statusCode).toBe(200);
    expect(await events(other.access)).toContain('token_reuse');
  });

  it('ends the access token of that login at once on logout, and of every login on a password reset', async () => {
    const c = await newCandidate(app);
    const a = await login(app, c.email, c.password);
    const b = await login(app, c.email, c.password);
    expect((await post('/v1/logout', form({ refresh: a.refresh }), bearer(a.access))).statusCode).toBe(200);
    expect((await profile(a.access)).statusCode).toBe(401);
    expect((await profile(b.access)).statusCode).toBe(200);

    const n = await outboxCount(app, c.email);
    await post('/v1/password/forgot', form({ email: c.email }));
    const code = await latestOtp(app, c.email, n);
    const reset = await post('/v1/password/reset', form({ email: c.email, otp: code, password: 'NewPass123', confirm_password: 'NewPass123' }));
    expect(reset.statusCode).toBe(200);
    expect((await profile(b.access)).statusCode).toBe(401);
    expect((await profile(c.access)).statusCode).toBe(401);
    const fresh = await login(app, c.email, 'NewPass123');
    expect(await events(fresh.access)).toEqual(expect.arrayContaining(['password_reset', 'login']));
  });

  it('refuses an access token without a live family (issued before families, or forged family)', async () => {
    const { access } = await login(app);
    const claims = jwt.decode(access) as { user_id: number };
    const old = jwt.sign({ token_type: 'access', user_id: claims.user_id, jti: 'y' }, 'test-secret-for-server-tests-only', { expiresIn: 60 });
    expect((await profile(old)).statusCode).toBe(401);
    const other = jwt.sign({ token_type: 'access', user_id: claims.user_id + 1, jti: 'y', fam: (jwt.decode(access) as { fam: string }).fam }, 'test-secret-for-server-tests-only', { expiresIn: 60 });
    expect((await profile(other)).statusCode).toBe(401);
  });

  it('marks authenticated answers no-store', async () => {
    const { access } = await login(app);
    for (const url of ['/v1/candidates/my_profile', '/v1/smartmatch/list', '/v1/candidates/sessions']) {
      expect((await app.inject({ url, headers: bearer(access) })).headers.get('cache-control')).toBe('no-store');
    }
    expect((await app.inject({ url: '/v1/candidates/my_profile', headers: bearer('junk') })).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the same answer for known and unknown accounts', () => {
  it('answers a wrong reset code alike for an existing and an unknown account', async () => {
    const c = await newCandidate(app);
    await post('/v1/password/forgot', form({ email: c.email }));
    await latestOtp(app, c.email, 1);
    const body = (email: string) => form({ email, otp: '000000', password: 'NewPass123', confirm_password: 'NewPass123' });
    const known = await post('/v1/password/reset', body(c.email));
    const unknown = await post('/v1/password/reset', body('nobody.here@example.com'));
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      status: 'error',
      message: 'Invalid OTP. Please check the code and try again.',
      errors: { otp: ['Invalid OTP. Please check the code and try again.'] },
    });
  });

  it('answers verify_email/ without a challenge alike for an unverified and an unknown account', async () => {
    const payload = registration();
    await post('/v1/register', form(payload));
    const known = await post('/v1/verify_email/', form({ otp: '000000', email: payload.email as string }));
    const unknown = await post('/v1/verify_email/', form({ otp: '000000', email: 'nobody.else@example.com' }));
    expect(known.statusCode).toBe(400);
    expect(known.json()).toEqual(unknown.json());
  });

  it('answers forgot and resend alike, and mails only the existing account after the answer', async () => {
    const payload = registration();
    await post('/v1/register', form(payload));
    const email = payload.email as string;
    for (const url of ['/v1/password/forgot', '/v1/otp/resend']) {
      const known = await post(url, form({ email }));
      const unknown = await post(url, form({ email: 'ghost.two@example.com' }));
      expect(known.statusCode).toBe(200);
      expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
      expect(known.json().message).toBe(unknown.json().message);
    }
    await latestOtp(app, email, 2);
    expect(await outboxCount(app, email)).toBe(3);
    expect(await outboxCount(app, 'ghost.two@example.com')).toBe(0);
  });
});

describe('per-account throttling', () => {
  it('allows at most 10 wrong reset codes per account and hour, however many challenges are opened', async () => {
    const c = await newCandidate(app);
    let sent = await outboxCount(app, c.email);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      await post('/v1/password/forgot', form({ email: c.email }));
      if (round < 2) {
        await latestOtp(app, c.email, sent);
        sent += 1;
      }
      for (let i = 0; i < 5; i++) {
        statuses.push((await post('/v1/password/reset', form({ email: c.email, otp: '000000', password: 'NewPass123', confirm_password: 'NewPass123' }))).statusCode);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    // No fresh code was mailed while the budget is spent, and an unknown address is throttled the same way.
    expect(await outboxCount(app, c.email)).toBe(sent);
    const ghost: number[] = [];
    for (let i = 0; i < 11; i++) {
      ghost.push((await post('/v1/password/reset', form({ email: 'ghost.three@example.com', otp: '000000', password: 'NewPass123', confirm_password: 'NewPass123' }))).statusCode);
    }
    expect(ghost.slice(-1)).toEqual([429]);
  });

  it('refuses the right password after 10 wrong ones for that account only, and records failed logins', async () => {
    const c = await newCandidate(app);
    const other = await newCandidate(app);
    for (let i = 0; i < 10; i++) expect((await post('/v1/login', { email: c.email, password: 'Wrong12345' })).statusCode).toBe(401);
    const locked = await post('/v1/login', { email: c.email, password: c.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed logins for this account. Please try again in 15 minutes or reset your password.');
    expect((await post('/v1/login', { email: other.email, password: other.password })).statusCode).toBe(200);
    expect(await events(c.access)).toContain('login_failed');
  });
});

describe('sessions, change password and security activity', () => {
  it('lists sessions with browser and device, and signs out the others', async () => {
    const c = await newCandidate(app);
    const desktop = (await post('/v1/login', { email: c.email, password: c.password }, UA)).json();
    const phone = await login(app, c.email, c.password);
    const list = (await app.inject({ url: '/v1/candidates/sessions', headers: { ...bearer(desktop.access) } })).json().data;
    expect(list.length).toBe(3);
    const current = list.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0].device).toBe('Chrome on Windows (desktop)');
    expect(Object.keys(current[0]).sort()).toEqual(['current', 'device', 'id', 'last_used', 'started']);
    const out = await post('/v1/candidates/sessions/sign_out_others', form({}), bearer(desktop.access));
    expect(out.json()).toMatchObject({ status: 'success', data: { signed_out: 2 } });
    expect((await profile(phone.access)).statusCode).toBe(401);
    expect((await post('/v1/token/refresh/', form({ refresh: phone.refresh }))).statusCode).toBe(401);
    expect((await profile(desktop.access)).statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/candidates/sessions', headers: bearer(desktop.access) })).json().data).toHaveLength(1);
  });

  it('changes the password with the current one, signing out every other session', async () => {
    const c = await newCandidate(app);
    const other = await login(app, c.email, c.password);
    const wrong = await post('/v1/candidates/change_password', form({ current_password: 'Wrong12345', password: 'Changed123', confirm_password: 'Changed123' }), bearer(c.access));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct.'] });
    const weak = await post('/v1/candidates/change_password', form({ current_password: c.password, password: 'short', confirm_password: 'short' }), bearer(c.access));
    expect(weak.json().errors.password[0]).toBe('Password must be at least 8 characters long.');
    const ok = await post('/v1/candidates/change_password', form({ current_password: c.password, password: 'Changed123', confirm_password: 'Changed123' }), bearer(c.access));
    expect(ok.statusCode).toBe(200);
    expect((await profile(other.access)).statusCode).toBe(401);
    expect((await profile(c.access)).statusCode).toBe(200);
    expect((await post('/v1/login', { email: c.email, password: c.password })).statusCode).toBe(401);
    expect((await post('/v1/login', { email: c.email, password: 'Changed123' })).statusCode).toBe(200);
    expect(await events(c.access)).toEqual(expect.arrayContaining(['password_changed', 'login_failed', 'login']));
  });

  it('shows the last 20 events, newest first, only to their owner', async () => {
    const c = await newCandidate(app);
    for (let i = 0; i < 22; i++) await login(app, c.email, c.password);
    const res = await app.inject({ url: '/v1/candidates/security_events', headers: bearer(c.access) });
    const data = res.json().data;
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({ kind: 'login', detail: 'Unknown browser' });
    expect(Date.parse(data[0].created_at)).toBeGreaterThanOrEqual(Date.parse(data[19].created_at));
    const demo = await login(app, DEMO.email, DEMO.password);
    const theirs = (await app.inject({ url: '/v1/candidates/security_events', headers: bearer(demo.access) })).json().data;
    expect(theirs.length).toBeLessThanOrEqual(20);
    expect((await app.inject({ url: '/v1/candidates/security_events' })).statusCode).toBe(401);
  });
});

describe('the accounts repository', () => {
  it('knows whether an address has an account, in any letter case (the start-up banner names the demo account)', async () => {
    const accounts = new AccountRepository(app.app.db);
    expect(await accounts.existsByEmail(DEMO.email)).toBe(true);
    expect(await accounts.existsByEmail(DEMO.email.toUpperCase())).toBe(true);
    expect(await accounts.existsByEmail('nobody@verijobs.example')).toBe(false);
  });
});
