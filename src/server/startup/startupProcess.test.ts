import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '../db/dataDirLock';
import { startApiProcess, type ApiProcess } from '../testing/startApiProcess';
import { form, registration } from '../testing/testApp';

/**
 * The real server, started as `npm start` starts it (src/server/main.ts in its own process, NODE_ENV=production, no
 * SMTP), for the first-run faults of issue 20: a second server on a data directory in use refuses and the first keeps
 * every write; a lock left by a killed server is recovered; a taken port, an unreachable DATABASE_URL, a full disk and
 * a data directory that cannot be written each end in their sentence with exit code 1; the mailbox is refused on a
 * public address.
 */
jest.setTimeout(240_000);

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-start-'));

/** What npm start sets, with a tiny catalogue, and nothing inherited that would change the outcome. */
function env(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SERVE_STATIC: '0',
    SEED_JOBS: '30',
    SCHEDULER: 'off',
    DISABLE_RATE_LIMIT: '1',
    DISABLE_CSRF: '1',
    ENABLE_DEV_ENDPOINTS: '',
    SMTP_URL: '',
    DATABASE_URL: '',
    MAILBOX: '',
    MIN_FREE_DISK_MB: '',
    LOG: 'json',
    ...extra,
  };
}

async function start(extra: Record<string, string>): Promise<ApiProcess> {
  const api = await startApiProcess({ env: env(extra), timeoutMs: 120_000 });
  children.push(api.child);
  return api;
}

/** Starts a server that must fail; resolves with everything it printed. */
async function failedStart(extra: Record<string, string>): Promise<string> {
  try {
    const api = await start(extra);
    api.child.kill('SIGKILL');
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the server started');
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function register(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/v1/register`, { method: 'POST', body: form(registration({ email })) });
  return res.status;
}

/** An account exists when logging in with its password asks for the code (unverified) rather than failing. */
async function accountExists(url: string, email: string): Promise<boolean> {
  const res = await fetch(`${url}/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Secret123' }) });
  const body = (await res.json()) as { redirect?: string };
  return typeof body.redirect === 'string';
}

describe('one server per data directory', () => {
  it('refuses a second server naming the first, keeps every write of the first, and recovers the lock of a killed server', async () => {
    const dataDir = tmp();
    const first = await start({ DATA_DIR: dataDir });

    const refused = await failedStart({ DATA_DIR: dataDir });
    expect(refused).toContain(`VeriJobs could not start. Another VeriJobs server (pid ${first.child.pid} on ${os.hostname()} at ${first.url}, started `);
    expect(refused).toContain(`is using the data directory ${dataDir}. Stop it first (Ctrl+C in its terminal, or kill ${first.child.pid}), or start this one with another DATA_DIR.`);
    expect(refused).toMatch(/API exited with 1/);

    // The first server is unharmed: eight registrations, then a clean stop, then a restart that still has them all.
    const emails = Array.from({ length: 8 }, (_, i) => `first-run.${i}.${Date.now()}@example.com`);
    for (const email of emails) expect(await register(first.url, email)).toBe(201);
    await stop(first.child);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const second = await start({ DATA_DIR: dataDir });
    for (const email of emails) expect(await accountExists(second.url, email)).toBe(true);
    expect(await accountExists(second.url, `nobody.${Date.now()}@example.com`)).toBe(false);

    // Killed without a chance to clean up: the lock stays behind, names a dead process, and the next start takes over.
    await stop(second.child, 'SIGKILL');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: second.child.pid, url: second.url });
    const third = await start({ DATA_DIR: dataDir });
    expect(await accountExists(third.url, emails[0])).toBe(true);
    await stop(third.child);
  });
});

/** Runs `npm start`'s first step (startup/preflightCli.ts, before the build) and resolves with its exit code and output. */
function preflight(extra: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'preflightCli.ts')], {
      env: { ...process.env, HOST: '127.0.0.1', ...env(extra) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe("npm start's check before the build", () => {
  it('refuses a data directory or a port a running server holds, before the build could rewrite what it serves', async () => {
    const dataDir = tmp();
    const first = await start({ DATA_DIR: dataDir });
    const port = new URL(first.url).port;

    const sameDir = await preflight({ DATA_DIR: dataDir, PORT: '0' });
    expect(sameDir.code).toBe(1);
    expect(sameDir.out).toContain(`VeriJobs could not start. Another VeriJobs server (pid ${first.child.pid} on ${os.hostname()} at ${first.url}, started `);
    const samePort = await preflight({ DATA_DIR: tmp(), PORT: port });
    expect(samePort.code).toBe(1);
    expect(samePort.out).toContain(`VeriJobs could not start. Port ${port} on 127.0.0.1 is already in use by another program`);
    // The running server keeps its lock and serves on.
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: first.child.pid });
    expect((await fetch(`${first.url}/v1/candidates/landing`)).status).toBe(200);
    await stop(first.child);

    // Free again: the check passes and leaves no lock behind for the server it precedes.
    const free = await preflight({ DATA_DIR: dataDir, PORT: port });
    expect(free).toEqual({ code: 0, out: '' });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});

describe('start-up faults print one sentence and exit 1', () => {
  it('a taken port', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = tmp();
    try {
      const out = await failedStart({ DATA_DIR: dataDir, PORT: String(port) });
      expect(out).toContain(
        `VeriJobs could not start. Port ${port} on 127.0.0.1 is already in use by another program (perhaps another VeriJobs server). Stop it, or start on another port: PORT=${port + 1} npm start`,
      );
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false); // the data directory is free again
    } finally {
      blocker.close();
    }
  });

  it('an unreachable DATABASE_URL, without printing its password', async () => {
    const out = await failedStart({ DATABASE_URL: 'postgres://verijobs:hunter2@127.0.0.1:1/verijobs' });
    expect(out).toContain(
      'VeriJobs could not start. Cannot reach the PostgreSQL server at 127.0.0.1:1/verijobs: nothing is listening there. Start it, check DATABASE_URL, or unset DATABASE_URL to use the embedded database.',
    );
    expect(out).not.toContain('hunter2');
  });

  it('a full disk', async () => {
    const dataDir = tmp();
    const out = await failedStart({ DATA_DIR: dataDir, MIN_FREE_DISK_MB: String(1024 ** 3) });
    expect(out).toMatch(new RegExp(`VeriJobs could not start\\. The disk holding the data directory ${dataDir} is full \\(\\d+ MB free; the server needs at least ${1024 ** 3} MB\\)\\. Free some space`));
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('a data directory that cannot be written', async () => {
    // A directory without write permission stops any user but root; root is stopped by sysfs, which takes no new
    // entries from anyone.
    let dataDir = '/sys/verijobs-data';
    if (process.getuid?.() !== 0) {
      dataDir = tmp();
      fs.chmodSync(dataDir, 0o555);
    }
    const out = await failedStart({ DATA_DIR: dataDir });
    // An existing directory (another user than root) cannot be written; under /sys (root) it cannot be created (issue 33).
    expect(out).toMatch(
      /VeriJobs could not start\. (The data directory \S+ cannot be written \((permission denied|read-only file system)\)\. Make it writable for this user|Cannot create the data directory \S+: its parent \S+ is not writable \((EACCES|EPERM)\)\. Make \S+ writable for this user), or choose another directory: DATA_DIR=\/path\/to\/dir npm start/,
    );
    expect(out).not.toMatch(/\[object Object\]|PGlite failed/);
  });

  it('an unknown setting value names the setting', async () => {
    const out = await failedStart({ DATA_DIR: tmp(), LOG: 'loud' });
    expect(out).toContain('VeriJobs could not start. Invalid LOG setting: loud (use json, pretty or off)');
  });
});

describe('the local mailbox of a running server', () => {
  it('is refused on a public address, and shows the code of a new account on loopback', async () => {
    const open = await start({ DATA_DIR: tmp(), HOST: '0.0.0.0' });
    const port = new URL(open.url).port;
    for (const p of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/messages.json']) {
      const res = await fetch(`http://127.0.0.1:${port}${p}`);
      expect([p, res.status]).toEqual([p, 404]);
    }
    await stop(open.child);

    const local = await start({ DATA_DIR: tmp() });
    const email = `mailbox.${Date.now()}@example.com`;
    expect(await register(local.url, email)).toBe(201);
    const page = await (await fetch(`${local.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    expect(page).toContain(email);
    expect(page).toMatch(/<span class="code">\d{6}<\/span>/);
    await stop(local.child);
  });
});
