import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { newCandidate, startTestApp, type TestServer } from './testing/testApp';

/** Production serving of the built app (issue 8): precompressed assets, caching, types, history fallback, CSP. */
jest.setTimeout(30_000);

const JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dir: string;
let app: TestServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const html = '<!doctype html><html><head><script defer src="/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  const js = path.join(dir, 'assets', 'main.0123456789.js');
  fs.writeFileSync(js, JS);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(JS));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(JS));
  fs.writeFileSync(path.join(dir, 'assets', 'logo.0123456789.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'humans.txt'), 'Team: VeriJobs\n');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1\n');
  // The build's route table (webpack.config.ts: route pattern → files): one hostile entry that must never reach the HTML.
  const jobs = ['/assets/4242.bbbbbbbbbb.js', '/assets/jobs.cccccccccc.js'];
  fs.writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/': ['/assets/landing.aaaaaaaaaa.js'],
      '/jobs/:jobId?': jobs,
      '/jobs-by-cities/:jobElement': jobs,
      '/candidate/dashboard': ['/assets/candidate-shell.dddddddddd.js', '/assets/dashboard.eeeeeeeeee.js', '"><script>alert(1)</script>'],
    }),
  );
  app = await startTestApp({ serveStatic: true, staticDir: dir });
}, 120_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes and headers, without fetch's transparent decompression. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(app.base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('static files of the production build', () => {
  it('sends the brotli copy to clients that accept it, gzip to the others, the plain file otherwise', async () => {
    const br = await raw('/assets/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(JS);

    const gz = await raw('/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(JS);

    const refusesBr = await raw('/assets/main.0123456789.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBr.headers['content-encoding']).toBe('gzip');

    const plain = await raw('/assets/main.0123456789.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(JS);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(JS));
  });

  it('caches hashed assets for a year (immutable) and revalidates index.html', async () => {
    const asset = await raw('/assets/logo.0123456789.svg');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('image/svg+xml');
    const index = await raw('/', { 'accept-encoding': 'br' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a validator with 304, per encoding', async () => {
    const first = await raw('/assets/main.0123456789.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect((await raw('/assets/main.0123456789.js', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    // The gzip copy is another representation: the brotli ETag does not match it.
    expect((await raw('/assets/main.0123456789.js', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });

  it('falls back to index.html for client routes, but not for /v1 or missing files with an extension', async () => {
    for (const route of ['/jobs', '/candidate/dashboard', '/articles/some-article']) {
      const res = await raw(route);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<div id="root">');
    }
    expect((await raw('/assets/missing.0123456789.js')).status).toBe(404);
    expect((await raw('/favicon.png')).status).toBe(404);
    const api = await raw('/v1/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it("preloads the route's own chunks from the HTML, per route, compressed and revalidated like a file", async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]);
    const home = await raw('/');
    expect(preloads(home.body.toString())).toEqual(['/assets/landing.aaaaaaaaaa.js']);
    // In the head, after the start-up scripts (those are requested first).
    expect(home.body.toString().indexOf('rel="preload"')).toBeGreaterThan(home.body.toString().indexOf('<script'));
    expect(home.body.toString().indexOf('rel="preload"')).toBeLessThan(home.body.toString().indexOf('</head>'));
    expect(preloads((await raw('/jobs/123?keyword=nurse')).body.toString())).toEqual(['/assets/4242.bbbbbbbbbb.js', '/assets/jobs.cccccccccc.js']);
    expect(preloads((await raw('/jobs-by-cities/manila')).body.toString())).toEqual(['/assets/4242.bbbbbbbbbb.js', '/assets/jobs.cccccccccc.js']);
    // A candidate page: the candidate frame and the page; a name that is not a hashed asset never reaches the HTML.
    const dashboard = (await raw('/candidate/dashboard')).body.toString();
    expect(preloads(dashboard)).toEqual(['/assets/candidate-shell.dddddddddd.js', '/assets/dashboard.eeeeeeeeee.js']);
    expect(dashboard).not.toContain('alert(1)');
    // An unknown path gets the plain page (the 404 page draws itself).
    expect(preloads((await raw('/no/such/page')).body.toString())).toEqual([]);

    const br = await raw('/jobs', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(preloads(zlib.brotliDecompressSync(br.body).toString())).toHaveLength(2);
    const etag = String(br.headers.etag);
    expect((await raw('/jobs', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    // Another route's HTML, and the gzip copy, are other representations.
    expect((await raw('/', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200);
    expect((await raw('/jobs', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    const head = await new Promise<number>((resolve, reject) => {
      import('node:http').then((http) => http.request(app.base + '/jobs', { method: 'HEAD' }, (res) => resolve(res.statusCode ?? 0)).on('error', reject).end(), reject);
    });
    expect(head).toBe(200);
  });

  it('sends security headers, with a Content-Security-Policy that allows no inline script', async () => {
    const res = await raw('/jobs');
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('files through @fastify/static', () => {
  it('answers byte ranges of a file', async () => {
    const res = await raw('/assets/main.0123456789.js', { range: 'bytes=0-11' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-11/${Buffer.byteLength(JS)}`);
    expect(res.body.toString()).toBe(JS.slice(0, 12));
  });

  it('revalidates against any tag in an If-None-Match list, weak or strong', async () => {
    const etag = String((await raw('/assets/main.0123456789.js', { 'accept-encoding': 'br' })).headers.etag);
    expect(etag).toMatch(/^W\//);
    const list = `"other", ${etag}`;
    expect((await raw('/assets/main.0123456789.js', { 'accept-encoding': 'br', 'if-none-match': list })).status).toBe(304);
    const page = String((await raw('/jobs', { 'accept-encoding': 'br' })).headers.etag);
    expect((await raw('/jobs', { 'accept-encoding': 'br', 'if-none-match': `"other", ${page}` })).status).toBe(304);
    expect((await raw('/jobs', { 'accept-encoding': 'br', 'if-none-match': page.replace(/^W\//, '') })).status).toBe(304);
  });

  it('sends other files no-cache, and HEAD with the length but no body', async () => {
    const humans = await raw('/humans.txt');
    expect(humans.status).toBe(200);
    expect(humans.headers['cache-control']).toBe('no-cache');
    expect(humans.headers['content-type']).toBe('text/plain; charset=utf-8');
    const head = await new Promise<{ status: number; length: string | undefined; body: number }>((resolve, reject) => {
      import('node:http').then((http) => {
        http
          .request(app.base + '/assets/main.0123456789.js', { method: 'HEAD' }, (res) => {
            let body = 0;
            res.on('data', (c: Buffer) => (body += c.length));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'], body }));
          })
          .on('error', reject)
          .end();
      }, reject);
    });
    expect(head).toEqual({ status: 200, length: String(Buffer.byteLength(JS)), body: 0 });
  });

  it('never serves hidden files, and answers misses under /uploads with JSON', async () => {
    const hidden = await raw('/.env');
    expect(hidden.status).toBe(404);
    expect(hidden.body.toString()).not.toContain('SECRET');
    const upload = await raw('/uploads/profile/1-missing.png');
    expect(upload.status).toBe(404);
    expect(JSON.parse(upload.body.toString())).toEqual({ status: 'error', message: 'Not found.', detail: 'Not found.' });
  });

  it('serves an upload privately cached and sandboxed', async () => {
    const uploads = app.app.uploadsDir;
    // Profile images stay public; résumés are never served from /uploads/ (issue 19: résumés for their owner only).
    fs.mkdirSync(path.join(uploads, 'profile'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'profile', '7-abc.gif'), 'GIF89a');
    // Only an existing candidate's image is served (issue 33: never a deleted account's): this one is a new candidate's.
    const owner = await newCandidate(app);
    await app.app.db.query(`UPDATE candidates SET profile_img = '/uploads/profile/7-abc.gif' WHERE lower(email) = lower($1)`, [owner.email]);
    const res = await raw('/uploads/profile/7-abc.gif');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.body.toString()).toBe('GIF89a');
    fs.mkdirSync(path.join(uploads, 'resume'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'resume', '7-abc.pdf'), '%PDF-1.4\n%%EOF\n');
    expect((await raw('/uploads/resume/7-abc.pdf')).status).toBe(404);
    fs.mkdirSync(path.join(uploads, '.private', 'resume'), { recursive: true });
    fs.writeFileSync(path.join(uploads, '.private', 'resume', '7-abc.pdf'), '%PDF-1.4\n%%EOF\n');
    expect((await raw('/uploads/.private/resume/7-abc.pdf')).status).toBe(404);
  });
});

describe('content negotiation of the app shell (Accept-Encoding)', () => {
  // The same cases the hand-written acceptedEncodings() was pinned with, now seen as the encoding the page comes in.
  it('reads tokens, q-values and the wildcard', async () => {
    const encodingFor = async (accept?: string) => (await raw('/jobs', accept === undefined ? {} : { 'accept-encoding': accept })).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('gzip;q=0.5')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor(undefined)).toBeUndefined();
    // A stated preference wins over the server's (brotli first when equal).
    expect(await encodingFor('br;q=0.2, gzip')).toBe('gzip');
  });
});
