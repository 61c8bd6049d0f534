import { DEMO, form, startTestApp, type TestServer } from './testing/testApp';

jest.setTimeout(30_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp({ csrf: true, rateLimit: true });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function csrfToken(): Promise<string> {
  const res = await app.inject('/v1/candidates/plans');
  const m = /csrftoken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (!m) throw new Error('no csrftoken cookie');
  return m[1];
}

describe('cross-site token (double submit)', () => {
  it('refuses a state-changing call without the header, or with a different one', async () => {
    const none = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: form({ email: 'a@example.com' }) });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ status: 'error', message: 'CSRF Failed: CSRF token missing or incorrect.', detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    const token = await csrfToken();
    // One character changed (always to another one: a random token may end in 'x' itself, 1 run in 64).
    const other = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect(other).not.toBe(token);
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscribe',
      payload: form({ email: 'a@example.com' }),
      headers: { cookie: `csrftoken=${token}`, 'X-CSRFToken': other },
    });
    expect(wrong.statusCode).toBe(403);
    const headerOnly = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: form({ email: 'a@example.com' }), headers: { 'X-CSRFToken': token } });
    expect(headerOnly.statusCode).toBe(403);
  });

  it('hands out the token at GET /v1/csrf, matching the cookie', async () => {
    const res = await app.inject('/v1/csrf');
    const cookie = /csrftoken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(res.json()).toEqual({ csrftoken: cookie });
    const again = await app.inject({ url: '/v1/csrf', headers: { cookie: `csrftoken=${cookie}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.json()).toEqual({ csrftoken: cookie });
  });

  it('accepts the echoed token, and calls made with a bearer token', async () => {
    const token = await csrfToken();
    const ok = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: DEMO.email, password: DEMO.password },
      headers: { cookie: `csrftoken=${token}`, 'X-CSRFToken': token },
    });
    expect(ok.statusCode).toBe(200);
    const { access } = ok.json();
    const apply = await app.inject({ method: 'POST', url: '/v1/candidates/save_job/2', payload: form({}), headers: { authorization: `Bearer ${access}` } });
    expect(apply.statusCode).not.toBe(403);
    // The refresh call carries its own secret and needs no cross-site token.
    const refresh = await app.inject({ method: 'POST', url: '/v1/token/refresh/', payload: form({ refresh: ok.json().refresh }) });
    expect(refresh.statusCode).toBe(200);
  });
});

describe('cross-site token and bearer tokens (issue 19)', () => {
  it('still checks the cross-site token when the bearer token is not valid', async () => {
    const csrf = await csrfToken();
    const login = (authorization: string) =>
      app.inject({ method: 'POST', url: '/v1/login', payload: { email: DEMO.email, password: DEMO.password }, headers: { authorization } });
    expect((await login('Bearer junk')).statusCode).toBe(403);
    const news = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: form({ email: 'csrf.probe@example.com' }), headers: { authorization: 'Bearer junk' } });
    expect(news.statusCode).toBe(403);
    expect(news.json()).toEqual({ status: 'error', message: 'CSRF Failed: CSRF token missing or incorrect.', detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    const ok = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: DEMO.email, password: DEMO.password },
      headers: { cookie: `csrftoken=${csrf}`, 'X-CSRFToken': csrf },
    });
    expect((await login(`Bearer ${ok.json().access}`)).statusCode).toBe(200);
  });
});

describe('cross-site token issued by this server', () => {
  it('replaces a well-formed token it did not issue, and refuses it even when echoed', async () => {
    const forged = 'A'.repeat(52);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscribe',
      payload: form({ email: 'forged@example.com' }),
      headers: { cookie: `csrftoken=${forged}`, 'X-CSRFToken': forged },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('CSRF Failed: CSRF token missing or incorrect.');
    const fresh = /csrftoken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(fresh).not.toBe(forged);
    const retried = await app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscribe',
      payload: form({ email: 'forged@example.com' }),
      headers: { cookie: `csrftoken=${fresh}`, 'X-CSRFToken': String(fresh) },
    });
    expect(retried.statusCode).toBe(200);
  });
});

describe('url-encoded bodies', () => {
  it('reads fields from application/x-www-form-urlencoded like form data', async () => {
    const token = await csrfToken();
    const headers = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token, 'content-type': 'application/x-www-form-urlencoded' };
    const ok = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: 'email=urlencoded%40example.com', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Thank you for subscribing to our newsletter!' });
    const bad = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: 'email=not-an-email', headers });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
  });
});

describe('rate limits', () => {
  it('limits password-forgot calls per client and answers 429 JSON', async () => {
    const token = await csrfToken();
    const headers = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await app.inject({ method: 'POST', url: '/v1/password/forgot', payload: form({ email: `p${i}@example.com` }), headers })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await app.inject({ method: 'POST', url: '/v1/password/forgot', payload: form({ email: 'p@example.com' }), headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'error', detail: 'Too many requests. Please try again later.' });
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Other routes keep their own budget.
    expect((await app.inject({ method: 'POST', url: '/v1/otp/resend', payload: form({ email: 'p@example.com' }), headers })).statusCode).toBe(200);
  });

  it('limits login attempts', async () => {
    const token = await csrfToken();
    const headers = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token };
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await app.inject({ method: 'POST', url: '/v1/login', payload: { email: 'x@example.com', password: '' }, headers })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('counts login attempts per address and e-mail, so one person does not lock out the others behind the address', async () => {
    const token = await csrfToken();
    const headers = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token };
    for (let i = 0; i < 21; i++) await app.inject({ method: 'POST', url: '/v1/login', payload: { email: 'noisy@example.com', password: 'x' }, headers });
    const other = await app.inject({ method: 'POST', url: '/v1/login', payload: { email: DEMO.email, password: DEMO.password }, headers });
    expect(other.statusCode).toBe(200);
  });

  it('limits token refresh', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await app.inject({ method: 'POST', url: '/v1/token/refresh/', payload: form({ refresh: 'junk' }) })).statusCode;
    expect(last).toBe(429);
  });
});
