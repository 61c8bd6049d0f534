import http from 'node:http';
import { form, registration, startTestApp, type TestServer } from '../testing/testApp';
import { hostName, isLocalHostHeader } from './localHost';

/** A GET with its own Host header (fetch does not let a caller set one), as a rebound browser or curl -H sends it. */
function getWithHost(server: TestServer, url: string, host: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.base}${url}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const MAILBOX_URLS = ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/messages.json', '/v1/dev/outbox'];

/**
 * The local mailbox (issue 20): every message the product sends, newest first, each readable, with HTML rendered in a
 * sandboxed frame; on only without SMTP on a loopback address (or MAILBOX=on), refused otherwise and to requests a
 * proxy relays. startupProcess.test.ts checks the same on a real server listening on 0.0.0.0.
 */
jest.setTimeout(60_000);

describe('with no SMTP on a loopback address', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(() => app?.close());

  async function registered(): Promise<string> {
    const payload = registration();
    const res = await app.inject({ method: 'POST', url: '/v1/register', payload: form(payload) });
    expect(res.statusCode).toBe(201);
    return payload.email as string;
  }

  it('lists the verification code of a new account, newest first, filtered by recipient', async () => {
    const older = await registered();
    const email = await registered();
    const all = await app.inject('/dev/mailbox');
    expect(all.statusCode).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.headers.get('x-robots-tag')).toBe('noindex');
    expect(all.body).toContain('<h1>Local mailbox</h1>');
    expect(all.body.indexOf(email)).toBeLessThan(all.body.indexOf(older));

    const mine = await app.inject(`/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(mine.body).toContain(email);
    expect(mine.body).not.toContain(older);
    expect(mine.body).toContain('<label for="to">Recipient</label>');
    const code = /<span class="code">(\d{6})<\/span>/.exec(mine.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const json = (await app.inject(`/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`)).json();
    expect(json.results).toHaveLength(1);
    expect(json.results[0]).toMatchObject({ to: email, subject: 'Your VeriJobs verification code', channel: 'email' });
    expect(json.results[0].text).toContain(code);

    const message = await app.inject(`/dev/mailbox/${json.results[0].id}`);
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('<h1>Your VeriJobs verification code</h1>');
    expect(message.body).toContain(code);
  });

  it('escapes every field and renders the HTML version only in a sandboxed frame', async () => {
    const [row] = await app.app.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, subject, text_body, html_body) VALUES ('email', $1, $2, $3, $4) RETURNING id`,
      ['"><img src=x onerror=alert(1)>@example.com', '<script>alert("subject")</script>', 'Text </pre><script>alert(2)</script>', '<p onclick="alert(3)">Hi</p><script>alert(4)</script>'],
    );
    const list = await app.inject('/dev/mailbox');
    expect(list.body).not.toMatch(/<script>alert|<img src=x/);
    expect(list.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');

    const page = await app.inject(`/dev/mailbox/${row.id}`);
    expect(page.body).not.toMatch(/<script>alert|<img src=x|<p onclick/);
    expect(page.body).toContain('<pre>Text &lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;</pre>');
    expect(page.body).toContain(
      '<iframe title="HTML version of the message" sandbox="" referrerpolicy="no-referrer" srcdoc="&lt;p onclick=&quot;alert(3)&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;alert(4)&lt;/script&gt;"></iframe>',
    );
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers an unknown or malformed message id and a hostile filter with 4xx, never 500', async () => {
    expect((await app.inject('/dev/mailbox/999999999')).statusCode).toBe(404);
    expect((await app.inject('/dev/mailbox/abc')).statusCode).toBe(400);
    expect((await app.inject('/dev/mailbox/1%27%20OR%201=1')).statusCode).toBe(400);
    expect((await app.inject(`/dev/mailbox?to=${'a'.repeat(300)}`)).statusCode).toBe(400);
    const odd = await app.inject(`/dev/mailbox?to=${encodeURIComponent("' OR 1=1 --")}`);
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('No messages yet to &#39; OR 1=1 --.');
  });

  it('refuses requests relayed by a proxy, which may come from anywhere', async () => {
    const relayed: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }];
    for (const headers of relayed) {
      for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/messages.json']) {
        const res = await app.inject({ url, headers });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    }
  });

  it('refuses a foreign Host (DNS rebinding) with 421 and answers loopback names (issue 33)', async () => {
    await registered();
    for (const host of ['rebind.attacker.example', 'rebind.attacker.example:8080', '0.0.0.0', '10.0.0.5', 'localhost.attacker.example']) {
      for (const url of MAILBOX_URLS) {
        const res = await getWithHost(app, url, host);
        expect([host, url, res.statusCode]).toEqual([host, url, 421]);
        expect(res.body).not.toMatch(/\d{6}|@example\.com/);
      }
    }
    for (const host of ['localhost', 'LOCALHOST:8080', '127.0.0.1', '127.1.2.3:80', '[::1]:8080', 'localhost.']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', '/v1/dev/outbox']) {
        expect([host, url, (await getWithHost(app, url, host)).statusCode]).toEqual([host, url, 200]);
      }
    }
  });
});

describe('the Host names the mailbox answers to', () => {
  it('reads a Host header without port or brackets', () => {
    expect(['localhost:8080', '[::1]:80', 'Example.COM.', '127.0.0.1', 'a b', ''].map(hostName)).toEqual(['localhost', '::1', 'example.com', '127.0.0.1', '', '']);
  });

  it('accepts loopback, the configured HOST and PUBLIC_URL host only', () => {
    const names = { host: '192.168.1.20', publicUrl: 'https://staging.verijobs.example' };
    for (const ok of ['localhost', '127.0.0.1:1', '[::1]', '192.168.1.20:8080', 'staging.verijobs.example']) expect([ok, isLocalHostHeader(ok, names)]).toEqual([ok, true]);
    for (const no of ['attacker.example', '192.168.1.21', '0.0.0.0', '[::]', undefined]) expect([no, isLocalHostHeader(no, names)]).toEqual([no, false]);
    expect(isLocalHostHeader('0.0.0.0:8080', { host: '0.0.0.0', publicUrl: null })).toBe(false);
  });
});

describe('MAILBOX=on on a wider address with a public name', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp({}, { HOST: '0.0.0.0', MAILBOX: 'on', PUBLIC_URL: 'https://staging.verijobs.example/' });
  }, 120_000);
  afterAll(() => app?.close());

  it('answers loopback names and the public name, and refuses any other Host', async () => {
    for (const host of ['staging.verijobs.example', '127.0.0.1']) expect([host, (await getWithHost(app, '/dev/mailbox', host)).statusCode]).toEqual([host, 200]);
    for (const host of ['10.0.0.5:8080', '0.0.0.0:8080', 'attacker.example']) expect([host, (await getWithHost(app, '/dev/mailbox', host)).statusCode]).toEqual([host, 421]);
  });
});

describe.each([
  ['SMTP is configured', { SMTP_URL: 'smtp://127.0.0.1:1' }],
  ['the server listens on a public address', { HOST: '0.0.0.0' }],
  ['MAILBOX=off', { MAILBOX: 'off' }],
])('when %s', (_name, env) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp({}, env);
  }, 120_000);
  afterAll(() => app?.close());

  it('every mailbox path answers 404 JSON, like an unknown API path', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/messages.json', '/dev/mailbox?to=a@b.c']) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Not found.' });
    }
  });
});
