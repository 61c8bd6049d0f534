import crypto from 'node:crypto';
import { MARKETS, type MarketCode } from '../../shared/markets';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

/** Jobs in the test database: enough for paging and filters, small enough to seed fast. */
export const TEST_SEED_JOBS = 300;
export const TEST_JWT_SECRET = 'test-secret-for-server-tests-only';
export const DEMO = { email: 'demo@verijobs.example', password: 'Demo@12345' };

function sourceHash(): string {
  const h = crypto.createHash('sha256');
  const dir = path.join(__dirname, '..', 'db');
  for (const f of ['seed.ts', 'seedData.ts', ...fs.readdirSync(path.join(dir, 'migrations')).sort().map((m) => `migrations/${m}`)]) {
    h.update(fs.readFileSync(path.join(dir, f)));
  }
  h.update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

/**
 * A seeded PGlite data directory, built once and cached in the temp directory (initdb takes seconds; loading a dump
 * under one). The key covers the migrations, the seed and today's date (posting dates are relative to the seed time).
 * With DATABASE_URL the tests run against that server instead and nothing is cached.
 */
async function seededDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `verijobs-test-db-${sourceHash()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const db = await openDb({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await seed(db, { jobs: TEST_SEED_JOBS });
    const dump = await (db as unknown as { dump(): Promise<Blob> }).dump();
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    return dump;
  } finally {
    await db.close();
  }
}

export interface InjectOptions {
  method?: string;
  url: string;
  /** FormData → multipart; string → raw (set content-type); other → JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
}
export interface InjectResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are checked field by field
}

/**
 * The app under test, listening on a free loopback port. Requests go over real HTTP with fetch, so the tests see the
 * headers, cookies and compression a browser sees (app.inject also works under Jest: see jest.config.ts).
 */
export class TestServer {
  constructor(
    readonly app: App,
    readonly base: string,
  ) {}

  async inject(opts: InjectOptions | string): Promise<InjectResponse> {
    const o = typeof opts === 'string' ? { url: opts } : opts;
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    let body: BodyInit | undefined;
    if (o.payload instanceof FormData) body = o.payload;
    else if (typeof o.payload === 'string') body = o.payload;
    else if (o.payload !== undefined) {
      body = JSON.stringify(o.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + o.url, { method: o.method ?? 'GET', headers, body, redirect: 'manual' });
    const text = await res.text();
    return { statusCode: res.status, headers: res.headers, body: text, json: () => JSON.parse(text) };
  }

  async close(): Promise<void> {
    const closing = this.app.close();
    this.app.server.closeAllConnections();
    await closing;
  }
}

/**
 * An in-process app on its own in-memory copy of the seeded database (or on DATABASE_URL). Close it in afterAll.
 * `env` adds settings read as the server reads them (e.g. SMTP_URL, which also decides the mailbox); `build.output`
 * captures what the server writes (its logs and printed messages).
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  env: NodeJS.ProcessEnv = {},
  build: Pick<BuildOptions, 'output'> = {},
): Promise<TestServer> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      SERVE_STATIC: '0',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      DISABLE_CSRF: '1',
      SEED_JOBS: String(TEST_SEED_JOBS),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG: 'off',
      DATABASE_URL: process.env.DATABASE_URL,
      ...env,
    },
    overrides,
  );
  const app = config.databaseUrl ? await buildApp(config, build) : await buildApp(config, { ...build, loadDataDir: await seededDump() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new TestServer(app, `http://127.0.0.1:${port}`);
}

/** Multipart body like the client's toFormData: arrays as repeated fields. */
export function form(fields: Record<string, string | number | boolean | (string | number)[] | Blob | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((x) => fd.append(k, String(x)));
    else if (v instanceof Blob) fd.append(k, v, 'upload.bin');
    else if (typeof v === 'boolean') fd.append(k, v ? '1' : '0');
    else fd.append(k, String(v));
  }
  return fd;
}

export function fileForm(data: Buffer, filename: string, extra: Record<string, string> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(data)]), filename);
  return fd;
}

export async function login(app: TestServer, email = DEMO.email, password = DEMO.password): Promise<{ access: string; refresh: string }> {
  const res = await app.inject({ method: 'POST', url: '/v1/login', payload: { email, password } });
  const body = res.json();
  if (body.status !== 'success') throw new Error(`login failed: ${res.body}`);
  return { access: body.access, refresh: body.refresh };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** The newest 6-digit code mailed to an address (through the dev outbox endpoint). */
export async function latestOtp(app: TestServer, email: string, after = 0): Promise<string> {
  // Forgot-password and resend mail after their answer (same timing for unknown addresses): wait up to 5 s for it.
  for (let i = 0; ; i++) {
    const res = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` });
    const results: { id: number; text: string }[] = res.json().results;
    const msg = results.length > after ? results[0] : undefined;
    const m = msg ? /\b(\d{6})\b/.exec(msg.text) : null;
    if (m) return m[1];
    if (i >= 100) throw new Error(`no OTP mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first seeded city of a market, as the registration form's current-location dropdown offers it. */
export async function marketCity(app: TestServer, code: MarketCode): Promise<{ country: number; city: number; name: string }> {
  const market = MARKETS.find((m) => m.code === code)!;
  const res = await app.inject({ url: `/v1/dropdown/current_location?country_id=${market.countryId}` });
  const [first] = res.json().results as { id: number; name: string }[];
  return { country: market.countryId, city: first.id, name: first.name };
}

/**
 * Issue 33: proves the candidate's profile number the way a person does: asks for the code, reads it from the
 * WhatsApp message in the outbox, types it back. WhatsApp alerts go only to a number proved so.
 */
export async function verifyPhone(app: TestServer, access: string): Promise<void> {
  const sent = await app.inject({ method: 'POST', url: '/v1/candidates/phone/send_code', headers: bearer(access), payload: form({}) });
  if (sent.statusCode !== 200) throw new Error(`send_code failed: ${sent.body}`);
  const me = (await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(access) })).json().data as { id: number };
  const [msg] = await app.app.db.query<{ text_body: string }>(
    `SELECT text_body FROM outbox WHERE channel = 'whatsapp' AND candidate_id = $1 AND subject = 'Verification code' ORDER BY id DESC LIMIT 1`,
    [me.id],
  );
  const code = /\b(\d{6})\b/.exec(msg?.text_body ?? '')?.[1];
  if (!code) throw new Error('no WhatsApp code in the outbox');
  const verified = await app.inject({ method: 'POST', url: '/v1/candidates/phone/verify', headers: bearer(access), payload: form({ otp: code }) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
}

/** How many messages the outbox holds for an address (to wait for the next one with latestOtp). */
export async function outboxCount(app: TestServer, email: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  return res.json().results.length;
}

let counter = 0;
/** A valid registration payload for a new, unique email. */
export function registration(overrides: Record<string, string | string[] | undefined> = {}): Record<string, string | string[] | undefined> {
  counter += 1;
  return {
    first_name: 'Asha',
    last_name: 'Verma',
    date_of_birth: '1995-04-12',
    country: '1',
    current_location: '1',
    phone_number_code: '+91',
    phone_number: '9123456780',
    email: `asha.${process.pid}.${Date.now()}.${counter}@example.com`,
    password: 'Secret123',
    confirm_password: 'Secret123',
    jobtitles: ['1', '2'],
    new_jobtitles: ['Platform Engineer'],
    jobfunctions: ['1'],
    rolefunctions: ['1'],
    locations: ['1'],
    new_locations: ['Mysuru'],
    jobtype: 'Full-time',
    notice_period: '30 Days',
    expected_salary: '1200000',
    currency: '1',
    agree_terms: '1',
    ...overrides,
  };
}

/** Registers and verifies a new candidate; returns its email and tokens. */
export async function newCandidate(app: TestServer, overrides: Record<string, string | string[] | undefined> = {}) {
  const payload = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/v1/register', payload: form(payload) });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const { redirect, email } = res.json();
  const code = await latestOtp(app, email);
  const verified = await app.inject({ method: 'POST', url: `/v1/${redirect}`, payload: form({ otp: code, email }) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const body = verified.json();
  return { email: email as string, password: payload.password as string, access: body.access as string, refresh: body.refresh as string };
}

/** Minimal files of each kind, for upload tests. */
export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 0)]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....xl/workbook.xml....')]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]),
};
