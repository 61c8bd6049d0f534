import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_STREAM_BYTES, Fetcher } from './fetcher';
import { parseJson, streamJsonList } from './sources/common';
import { greenhouse } from './sources/greenhouse';
import { SourceError, type SourceConfig } from './types';

/**
 * Issue 31: a Greenhouse board read as a stream through the real Fetcher, from a local HTTP server that sends a
 * generated board of several MB in pieces: the streamed limit, per-record rejection, an HTML login page, a body cut
 * or stalled half-way (nothing partial comes out), and the JSON the stream builds equal to JSON.parse's.
 */
jest.setTimeout(60_000);

const JOBS = 3000;
/** Records the reader must reject, by index: no title, a bad URL, not an object. */
const NO_TITLE = 17;
const BAD_URL = 1234;
const NOT_OBJECT = 2999;

function board(base: string): string {
  const description = (i: number) =>
    `&lt;p&gt;Team ${i % 97} builds and runs the services customers in Bengaluru, Dubai and Manila rely on every day. ` +
    `${'We ship small changes often, review each other&amp;#39;s work and keep the on-call load fair. '.repeat(12)}&lt;/p&gt;`;
  const jobs: unknown[] = Array.from({ length: JOBS }, (_, i) => ({
    id: 5_000_000 + i,
    title: i === NO_TITLE ? '' : `Backend Engineer ${i} – বাংলা ${i % 7}`,
    updated_at: '2026-11-01T10:00:00Z',
    location: { name: i % 2 ? 'Bengaluru, India' : 'Dubai' },
    absolute_url: i === BAD_URL ? 'javascript:alert(1)' : `${base}/jobs/${i}`,
    content: description(i),
    departments: [{ name: 'Engineering' }],
    offices: [{ id: 1, name: 'Bengaluru', location: 'Bengaluru, India' }, { id: 2, name: 'Pune', location: 'Pune, India' }],
    pay_input_ranges: i % 3 ? [] : [{ min_cents: 4_500_000_00, max_cents: 6_000_000_00, currency_type: 'INR', title: 'Annual', blurb: '' }],
  }));
  jobs[NOT_OBJECT] = 'not a job';
  return JSON.stringify({ jobs, meta: { total: JOBS } });
}

type Route = (res: http.ServerResponse) => void;
let server: http.Server;
let base = '';
const routes = new Map<string, Route>();

/** Sends a body in 64 KB pieces (the stream's chunks), optionally with its length declared. */
const inPieces = (body: string, type = 'application/json; charset=utf-8', declareLength = false): Route => (res) => {
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(200, { 'content-type': type, ...(declareLength ? { 'content-length': String(bytes.length) } : {}) });
  for (let at = 0; at < bytes.length; at += 65_536) res.write(bytes.subarray(at, at + 65_536));
  res.end();
};

let boardJson = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (route) route(res);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  boardJson = board(base);
  routes.set('/board', inPieces(boardJson));
  routes.set('/board-declared', inPieces(boardJson, undefined, true));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const source = (p: string): SourceConfig => ({ type: 'greenhouse', url: `${base}${p}`, company: 'Acme Technologies Pvt Ltd', website: base });
const fetcher = (extra: ConstructorParameters<typeof Fetcher>[0] = {}) => new Fetcher({ minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 5000, ...extra });
const messageOf = (p: Promise<unknown>) => p.then(() => 'no error', (err: Error) => `${err.constructor.name}: ${err.message}`);

describe('a board of several MB read as a stream', () => {
  it('is several MB, sent in pieces', () => {
    expect(Buffer.byteLength(boardJson)).toBeGreaterThan(4 * 1024 * 1024);
  });

  it('reads every job, rejecting the bad records one by one', async () => {
    const { postings, rejected, documents } = await greenhouse.read(source('/board'), fetcher());
    expect(documents).toBe(1);
    expect(postings).toHaveLength(JOBS - 3);
    expect(rejected).toEqual([
      { id: String(5_000_000 + NO_TITLE), reason: 'no title' },
      { id: String(5_000_000 + BAD_URL), reason: 'bad URL scheme: javascript:' },
      { id: `#${NOT_OBJECT + 1}`, reason: 'not an object' },
    ]);
    const p = postings.find((x) => x.externalId === '5000003')!;
    expect(p.title).toBe('Backend Engineer 3 – বাংলা 3');
    expect(p.places).toEqual([{ locationText: 'Pune, India' }]);
    expect(p.salary).toEqual({ min: 4_500_000, max: 6_000_000, currency: 'INR', period: 'year' });
    expect(p.descriptionHtml.startsWith('<p>Team 3 builds')).toBe(true);
  });

  it('stops at the streamed limit: "response larger than N bytes", with or without a declared length', async () => {
    const small = fetcher().withMaxBytes(1024 * 1024);
    expect(await messageOf(greenhouse.read(source('/board'), small))).toBe(`SourceError: ${base}/board?content=true&pay_transparency=true: response larger than 1048576 bytes`);
    expect(await messageOf(greenhouse.read(source('/board-declared'), small))).toMatch(/^SourceError: .*response larger than 1048576 bytes$/);
  });

  it('has its own limit beside the whole-read one: a board too large for `get` streams within `maxStreamBytes`', async () => {
    const f = fetcher({ maxBytes: 1024 * 1024, maxStreamBytes: 16 * 1024 * 1024 });
    expect(await messageOf(f.get(`${base}/board`))).toMatch(/response larger than 1048576 bytes/);
    expect((await greenhouse.read(source('/board'), f)).postings).toHaveLength(JOBS - 3);
    // Defaults: 20 MB read whole, 256 MB streamed; a fetcher given only `maxBytes` uses it for both.
    expect([DEFAULT_MAX_BYTES, DEFAULT_MAX_STREAM_BYTES]).toEqual([20 * 1024 * 1024, 256 * 1024 * 1024]);
    expect(await messageOf(greenhouse.read(source('/board'), fetcher({ maxBytes: 2 * 1024 * 1024 })))).toMatch(/larger than 2097152 bytes/);
  });

  it('a body cut half-way (the server drops the connection) fails the source, nothing partial', async () => {
    const half = Buffer.from(boardJson).subarray(0, Math.floor(boardJson.length / 2));
    routes.set('/cut', (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(half, () => setTimeout(() => res.socket?.destroy(), 20));
    });
    const read = greenhouse.read(source('/cut'), fetcher());
    await expect(read).rejects.toThrow(SourceError);
    expect(await messageOf(read)).toMatch(/^SourceError: .*\/cut\?.*: connection lost while reading the body/);
  });

  it('a body that stops coming fails after the silence timeout, nothing partial', async () => {
    const sockets: (() => void)[] = [];
    routes.set('/stall', (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(Buffer.from(boardJson).subarray(0, 200_000));
      sockets.push(() => res.destroy());
    });
    try {
      expect(await messageOf(greenhouse.read(source('/stall'), fetcher({ timeoutMs: 300 })))).toMatch(/^SourceError: .*: timed out after 300 ms without data$/);
    } finally {
      sockets.forEach((close) => close());
    }
  });

  it('follows a same-host redirect, refuses another host and, when asked to, a private address, like `get`', async () => {
    routes.set('/moved', (res) => res.writeHead(301, { location: '/board' }).end());
    routes.set('/away', (res) => res.writeHead(302, { location: 'https://elsewhere.example/board' }).end());
    expect((await greenhouse.read(source('/moved'), fetcher())).postings).toHaveLength(JOBS - 3);
    expect(await messageOf(greenhouse.read(source('/away'), fetcher()))).toMatch(/redirect to another host \(elsewhere.example\) not followed$/);
    expect(await messageOf(greenhouse.read(source('/board'), fetcher({ allowPrivateAddresses: false })))).toMatch(/: refused: .*127\.0\.0\.1/);
  });

  it('a server error before the body is retried; a document cut at the end is "not valid JSON"', async () => {
    let calls = 0;
    routes.set('/flaky', (res) => (++calls === 1 ? res.writeHead(503).end('busy') : inPieces(boardJson)(res)));
    expect((await greenhouse.read(source('/flaky'), fetcher())).postings).toHaveLength(JOBS - 3);
    expect(calls).toBe(2);
    routes.set('/truncated', inPieces(boardJson.slice(0, -1)));
    expect(await messageOf(greenhouse.read(source('/truncated'), fetcher()))).toMatch(/^SourceError: .*\/truncated\?.*: not valid JSON$/);
  });
});

describe('what is not a board', () => {
  it('an HTML login page is named, with its title', async () => {
    const page = fs.readFileSync(path.join(__dirname, 'fixtures', 'providers', 'login-page.html'), 'utf8');
    routes.set('/login', inPieces(`\uFEFF\n  ${page}`, 'text/html'));
    const message = await messageOf(greenhouse.read(source('/login'), fetcher()));
    expect(message).toMatch(/^SourceError: .*\/login\?.*: not valid JSON: answered an HTML page \(a login or error page\?\), not JSON \(title "Sign in & continue – Acme SSO/);
  });

  it('malformed JSON, and JSON without a "jobs" list, say so as before', async () => {
    const cases: [string, RegExp][] = [
      ['{"jobs": [{"id": 1,}]}', /: not valid JSON$/],
      ['', /: not valid JSON$/],
      ['{"jobs": []} {"jobs": []}', /: not valid JSON$/],
      ['{"meta": {"total": 0}}', /: no "jobs" list \(not a Greenhouse board\)$/],
      ['{"jobs": {"id": 1}}', /: no "jobs" list \(not a Greenhouse board\)$/],
      ['[{"jobs": []}]', /: no "jobs" list \(not a Greenhouse board\)$/],
      ['{"jobs": [], "jobs": 3}', /: no "jobs" list \(not a Greenhouse board\)$/],
    ];
    for (const [body, expected] of cases) {
      routes.set('/odd', inPieces(body));
      expect(await messageOf(greenhouse.read(source('/odd'), fetcher()))).toMatch(expected);
    }
  });

  it('the last of two "jobs" lists counts, as with JSON.parse; a byte-order mark is skipped', async () => {
    const job = (id: number) => ({ id, title: `Job ${id}`, absolute_url: `${base}/jobs/${id}`, location: { name: 'Pune' } });
    routes.set('/twice', inPieces(`\uFEFF${JSON.stringify({ jobs: [job(1), job(2)] }).slice(0, -1)}, "jobs": [${JSON.stringify(job(3))}]}`));
    expect((await greenhouse.read(source('/twice'), fetcher())).postings.map((p) => p.externalId)).toEqual(['3']);
  });
});

describe('streamJsonList', () => {
  /** The records streamJsonList hands over for a list, the document split into pieces of `size` bytes. */
  async function streamed(list: unknown[], size: number): Promise<unknown[]> {
    const bytes = Buffer.from(JSON.stringify({ before: { jobs: [0] }, jobs: list, after: [[{}]] }));
    const out: unknown[] = [];
    async function* pieces() {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    }
    expect(await streamJsonList(pieces(), 'u', 'jobs', (r) => out.push(r))).toBe(true);
    return out;
  }

  it('builds each record as JSON.parse would, whatever the piece boundaries', async () => {
    const providerFixtures = fs.readdirSync(path.join(__dirname, 'fixtures', 'providers')).filter((f) => f.endsWith('.json'));
    const list = [
      ...providerFixtures.map((f) => parseJson(fs.readFileSync(path.join(__dirname, 'fixtures', 'providers', f), 'utf8'), f)),
      1, -0.5e-3, 'x\u00e9\ud83d\ude00"\\', 'a lone \ud800 surrogate kept', null, true, false, [], {}, [[1, [2]], { a: { b: [{}] } }],
    ];
    expect(providerFixtures.length).toBeGreaterThan(0);
    const expected = JSON.parse(JSON.stringify(list)) as unknown[];
    for (const size of [1, 7, 4096]) expect(await streamed(list, size)).toEqual(expected);
  });

  it('keeps a "__proto__" key as an own property, as JSON.parse does', async () => {
    const [rec] = (await streamed(JSON.parse('[{"__proto__": {"polluted": true}, "id": 1}]') as unknown[], 3)) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(rec)).toBe(Object.prototype);
    expect(Object.keys(rec)).toEqual(['__proto__', 'id']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
