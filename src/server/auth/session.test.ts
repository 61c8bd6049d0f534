import jwt from 'jsonwebtoken';
import { DEMO, type TestServer, TEST_JWT_SECRET, bearer, form, latestOtp, login, newCandidate, registration, startTestApp } from '../testing/testApp';

jest.setTimeout(30_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as FormData, headers });
/** The known-browser cookie a registration or login sets: the browser that sends it back hears the detailed answers. */
const knownBrowser = (res: { headers: Headers }): Record<string, string> => {
  const m = /(?:^|[,;]\s*)vj_device=([^;,]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (!m) throw new Error('no vj_device cookie');
  return { cookie: `vj_device=${m[1]}` };
};

describe('POST /login', () => {
  it('logs the verified demo candidate in with SimpleJWT-shaped tokens', async () => {
    const res = await post('/v1/login', { email: DEMO.email, password: DEMO.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Logged in successfully!', access_lifetime: 300 });
    expect(jwt.verify(body.access, TEST_JWT_SECRET)).toMatchObject({ token_type: 'access' });
    expect(jwt.verify(body.refresh, TEST_JWT_SECRET)).toMatchObject({ token_type: 'refresh' });
  });

  it('is case-insensitive on the email and accepts form data too', async () => {
    const res = await post('/v1/login', form({ email: 'DEMO@VeriJobs.example', password: DEMO.password }));
    expect(res.json().status).toBe('success');
  });

  it('rejects a wrong password and an unknown account with the same 401', async () => {
    const wrong = await post('/v1/login', { email: DEMO.email, password: 'nope-nope-1' });
    const unknown = await post('/v1/login', { email: 'nobody@example.com', password: 'nope-nope-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'failed', message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers missing fields with 400 and the field errors', async () => {
    const res = await post('/v1/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Please fill in all fields.',
      errors: { email: ['Field is required'], password: ['Field is required'] },
    });
  });

  it('rejects wrong types, broken JSON and a non-object body with 4xx JSON, never 500', async () => {
    const typed = await post('/v1/login', { email: { $ne: 1 }, password: ['a', 'b'] });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual({ email: ['Invalid value type.'], password: ['Expected a single value.'] });
    const broken = await app.inject({ method: 'POST', url: '/v1/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ status: 'error', message: 'The request body could not be parsed.' });
    const list = await app.inject({ method: 'POST', url: '/v1/login', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(list.statusCode).toBe(400);
    const text = await app.inject({ method: 'POST', url: '/v1/login', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ status: 'error', message: 'The request body must be an object.' });
    const xml = await app.inject({ method: 'POST', url: '/v1/login', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().status).toBe('error');
  });

  it('rejects an oversized body with 413', async () => {
    const res = await post('/v1/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'The request body is too large.' });
  });

  it('treats SQL metacharacters as plain text', async () => {
    const res = await post('/v1/login', { email: "demo@verijobs.example' OR '1'='1", password: "' OR 1=1 --" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Enter a valid email address.']);
    const res2 = await post('/v1/login', { email: DEMO.email, password: "' OR '1'='1' --" });
    expect(res2.statusCode).toBe(401);
  });
});

describe('registration and the OTP flow', () => {
  it('registers, asks for the OTP at login, verifies it and logs in', async () => {
    const payload = registration();
    const reg = await post('/v1/register', form(payload));
    expect(reg.statusCode).toBe(201);
    const body = reg.json();
    expect(body).toMatchObject({ status: 'success', email: payload.email });
    expect(body.redirect).toMatch(/^verify_email\/[A-Za-z0-9_-]+\/$/);

    const otpNeeded = await post('/v1/login', { email: payload.email, password: payload.password });
    expect(otpNeeded.statusCode).toBe(200);
    const browser = knownBrowser(otpNeeded);
    const o = otpNeeded.json();
    expect(o).toMatchObject({ status: 'error', email: payload.email });
    expect(o.redirect).toMatch(/^verify_email\/[A-Za-z0-9_-]+\/$/);
    // The code the registration e-mailed is still open: login points to it instead of mailing one that cancels it
    // (the walk-through of 2026-11-28 entered the first e-mail's code and was told it was wrong).
    expect(o.redirect).toBe(body.redirect);

    const code = await latestOtp(app, payload.email as string);
    const outbox = (await app.inject({ url: `/v1/dev/outbox?to=${payload.email}` })).json().results;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: 'email', to: payload.email, subject: 'Your VeriJobs verification code' });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(`/v1/${o.redirect}`, form({ otp: wrongCode, email: payload.email as string }), browser);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', message: 'Invalid OTP. 4 attempts left.' });
    // Another browser (resend hands challenges to anyone) hears only the answer an unknown challenge gets.
    const stranger = await post(`/v1/${o.redirect}`, form({ otp: wrongCode, email: payload.email as string }));
    expect(stranger.json()).toEqual({ status: 'error', message: 'Invalid OTP. Please check the code and try again.' });

    const ok = await post(`/v1/${o.redirect}`, form({ otp: code, email: payload.email as string }), browser);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', message: 'Your OTP verification was successful.', access_lifetime: 300 });

    const reused = await post(`/v1/${o.redirect}`, form({ otp: code }), browser);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().status).toBe('expired');

    const again = await post('/v1/login', { email: payload.email, password: payload.password });
    expect(again.json().status).toBe('success');

    const profile = await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(again.json().access) });
    const data = profile.json().data;
    expect(data).toMatchObject({ email: payload.email, isEmailVerified: true, job_type: 'Full-time', notice_period: '30 Days', expected_salary: 1200000 });
    expect(data.desired_job_titles.map((t: { name: string }) => t.name)).toContain('Platform Engineer');
    expect(data.desired_locations.map((t: { name: string }) => t.name)).toContain('Mysuru');
    expect(data.desired_locations[0]).toMatchObject({ currency: 'INR', symbol: '₹', currency_id: 1 });
  });

  it('accepts the default verify_email/ path with the email', async () => {
    const payload = registration();
    await post('/v1/register', form(payload));
    const code = await latestOtp(app, payload.email as string);
    const res = await post('/v1/verify_email/', form({ otp: code, email: payload.email as string }));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
  });

  it('rejects an OTP that is not 6 digits, and an unknown challenge', async () => {
    const bad = await post('/v1/verify_email/abcdefghijklmnop/', form({ otp: '12ab' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ otp: ['Enter the 6-digit code.'] });
    const unknown = await post('/v1/verify_email/abcdefghijklmnop/', form({ otp: '123456' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status).toBe('error');
  });

  it('expires an OTP', async () => {
    const payload = registration();
    const registered = await post('/v1/register', form(payload));
    const reg = registered.json();
    const code = await latestOtp(app, payload.email as string);
    await app.app.db.query(`UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [reg.redirect.split('/')[1]]);
    const res = await post(`/v1/${reg.redirect}`, form({ otp: code }), knownBrowser(registered));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ status: 'expired', message: 'This OTP has expired. Please request a new one.' });
    // With no open code left, logging in mails a fresh one on a new challenge.
    const login = (await post('/v1/login', { email: payload.email, password: payload.password })).json();
    expect(login.redirect).toMatch(/^verify_email\/[A-Za-z0-9_-]+\/$/);
    expect(login.redirect).not.toBe(reg.redirect);
    expect((await app.inject({ url: `/v1/dev/outbox?to=${payload.email}` })).json().results).toHaveLength(2);
  });

  it('locks a challenge after 5 wrong codes, even for the right code', async () => {
    const payload = registration();
    const registered = await post('/v1/register', form(payload));
    const reg = registered.json();
    const browser = knownBrowser(registered);
    const code = await latestOtp(app, payload.email as string);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(`/v1/${reg.redirect}`, form({ otp: wrongCode }), browser)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await post(`/v1/${reg.redirect}`, form({ otp: code }), browser);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ status: 'locked', message: 'Too many wrong codes. Please request a new OTP.' });
  });

  it('resends a new code that works, and answers alike for unknown emails', async () => {
    const payload = registration();
    await post('/v1/register', form(payload));
    const first = await latestOtp(app, payload.email as string);
    const res = await post('/v1/otp/resend', form({ email: payload.email as string }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'A new OTP has been sent to your email address.' });
    const second = await latestOtp(app, payload.email as string, 1);
    const outbox = (await app.inject({ url: `/v1/dev/outbox?to=${payload.email}` })).json().results;
    expect(outbox).toHaveLength(2);
    const ok = await post(`/v1/${body.redirect}`, form({ otp: second }));
    expect(ok.statusCode).toBe(200);
    void first;
    const unknown = await post('/v1/otp/resend', form({ email: 'ghost@example.com' }));
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json()).sort()).toEqual(['message', 'redirect', 'status']);
    const invalid = await post('/v1/otp/resend', form({ email: 'not-an-email' }));
    expect(invalid.statusCode).toBe(400);
  });

  it('reports every invalid registration field', async () => {
    const res = await post(
      '/v1/register',
      form(
        registration({
          first_name: '',
          email: 'bad',
          password: 'short',
          confirm_password: 'other',
          date_of_birth: '2020-02-30',
          phone_number: '12ab',
          jobtitles: [],
          new_jobtitles: [],
          locations: ['99999'],
          jobtype: 'Sometimes',
          agree_terms: '0',
          expected_salary: '-5',
        }),
      ),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.message).toBe('Validation Error');
    expect(Object.keys(body.errors).sort()).toEqual(
      ['agree_terms', 'date_of_birth', 'email', 'expected_salary', 'first_name', 'jobtitles', 'jobtype', 'locations', 'password', 'phone_number'].sort(),
    );
    expect(body.errors.first_name).toEqual(['Field is required']);
    expect(body.errors.agree_terms).toEqual(['This field is required']);
    expect(body.errors.jobtitles).toEqual(['Field is required']);
  });

  it('rejects a duplicate email, a minor, a location outside the country and mismatched passwords', async () => {
    const dup = await post('/v1/register', form(registration({ email: DEMO.email.toUpperCase() })));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.email).toEqual(['A candidate with this email address already exists.']);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    const res = await post(
      '/v1/register',
      form(registration({ date_of_birth: young.toISOString().slice(0, 10), country: '2', confirm_password: 'Secret124' })),
    );
    expect(res.json().errors).toEqual({
      date_of_birth: ['You must be at least 18 years old.'],
      current_location: ['The location is not in the selected country.'],
      confirm_password: ['Passwords do not match.'],
    });
  });

  it('stores hostile text as text', async () => {
    const payload = registration({ new_jobtitles: ["Robert'); DROP TABLE candidates;--"], first_name: "O'Brien" });
    const res = await post('/v1/register', form(payload));
    expect(res.statusCode).toBe(201);
    const titles = await app.inject({ url: `/v1/dropdown/countries` });
    expect(titles.statusCode).toBe(200);
    const [{ n }] = await app.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_titles WHERE name = $1`, ["Robert'); DROP TABLE candidates;--"]);
    expect(n).toBe(1);
  });
});

describe('token lifecycle', () => {
  it('rotates the refresh token and refuses a rotated one', async () => {
    const { refresh } = await login(app);
    const first = await post('/v1/token/refresh/', form({ refresh }));
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'access_lifetime', 'refresh']);
    expect(pair.refresh).not.toBe(refresh);

    const reuse = await post('/v1/token/refresh/', form({ refresh }));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      detail: 'Token is blacklisted',
      code: 'token_not_valid',
      messages: [{ token_class: 'RefreshToken', token_type: 'refresh', message: 'Token is blacklisted' }],
    });
    // Issue 19: the replay revoked the whole login family, so the pair the first rotation issued is dead too.
    const next = await post('/v1/token/refresh', form({ refresh: pair.refresh }));
    expect(next.statusCode).toBe(401);
  });

  it('refuses an access token as refresh token, a tampered and an expired token', async () => {
    const { access, refresh } = await login(app);
    const wrongType = await post('/v1/token/refresh/', form({ refresh: access }));
    expect(wrongType.statusCode).toBe(401);
    expect(wrongType.json().code).toBe('token_not_valid');
    const tampered = refresh.slice(0, -3) + (refresh.endsWith('aaa') ? 'bbb' : 'aaa');
    expect((await post('/v1/token/refresh/', form({ refresh: tampered }))).statusCode).toBe(401);
    const missing = await post('/v1/token/refresh/', form({}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ refresh: ['Field is required'] });

    const claims = jwt.decode(access) as { user_id: number };
    const expired = jwt.sign({ token_type: 'access', user_id: claims.user_id, jti: 'x', exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET);
    const res = await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
    });
    const forged = jwt.sign({ token_type: 'access', user_id: claims.user_id, jti: 'x' }, 'another-secret');
    expect((await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(forged) })).statusCode).toBe(401);
    const none = jwt.sign({ token_type: 'access', user_id: claims.user_id, jti: 'x' }, '', { algorithm: 'none' });
    expect((await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(none) })).json().code).toBe('token_not_valid');
    const garbage = await app.inject({ url: '/v1/candidates/my_profile', headers: { authorization: 'Token abc def' } });
    expect(garbage.json().code).toBe('token_not_valid');
  });

  it('expires access tokens after ACCESS_TOKEN_LIFETIME', async () => {
    const { access } = await login(app);
    const claims = jwt.decode(access) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(300);
  });

  it('asks for credentials when no token is sent', async () => {
    const res = await app.inject({ url: '/v1/candidates/my_profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  });

  it('logs out by blacklisting the refresh token', async () => {
    const { access, refresh } = await login(app);
    const res = await post('/v1/logout', form({ refresh }), bearer(access));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Logged out successfully.' });
    expect((await post('/v1/token/refresh/', form({ refresh }))).statusCode).toBe(401);
    // A second logout with the same token is harmless.
    expect((await post('/v1/logout', form({ refresh }), bearer(access))).json().status).toBe('success');
    const bad = await post('/v1/logout', form({ refresh: 'not-a-token' }), bearer(access));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', detail: 'Token is invalid or expired' });
  });

  it("refuses to log out with another candidate's refresh token", async () => {
    const other = await newCandidate(app);
    const { access } = await login(app);
    const res = await post('/v1/logout', form({ refresh: other.refresh }), bearer(access));
    expect(res.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('mails a code, resets the password and revokes refresh tokens', async () => {
    const c = await newCandidate(app);
    const forgot = await post('/v1/password/forgot', form({ email: c.email }));
    expect(forgot.json().status).toBe('success');
    const code = await latestOtp(app, c.email);
    const mismatch = await post('/v1/password/reset', form({ email: c.email, otp: code, password: 'NewPass123', confirm_password: 'NewPass124' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirm_password: ['Passwords do not match.'] });
    const wrong = await post('/v1/password/reset', form({ email: c.email, otp: code === '123456' ? '654321' : '123456', password: 'NewPass123', confirm_password: 'NewPass123' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.otp[0]).toMatch(/^Invalid OTP/);
    const ok = await post('/v1/password/reset', form({ email: c.email, otp: code, password: 'NewPass123', confirm_password: 'NewPass123' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('success');
    expect((await post('/v1/login', { email: c.email, password: c.password })).statusCode).toBe(401);
    expect((await post('/v1/login', { email: c.email, password: 'NewPass123' })).json().status).toBe('success');
    expect((await post('/v1/token/refresh/', form({ refresh: c.refresh }))).statusCode).toBe(401);
  });

  it('answers forgot-password alike for unknown emails and mails nothing', async () => {
    const res = await post('/v1/password/forgot', form({ email: 'unknown.person@example.com' }));
    expect(res.json().status).toBe('success');
    const outbox = (await app.inject({ url: '/v1/dev/outbox?to=unknown.person@example.com' })).json().results;
    expect(outbox).toEqual([]);
    const reset = await post('/v1/password/reset', form({ email: 'unknown.person@example.com', otp: '123456', password: 'NewPass123', confirm_password: 'NewPass123' }));
    expect(reset.statusCode).toBe(400);
  });
});
