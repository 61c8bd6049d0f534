import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 33 with real processes: `npm run ingest` killed with SIGKILL in the middle of a run (its request to the
 * source still open), then `npm run ingest` again at once: the second run starts, and names the first interrupted.
 */
jest.setTimeout(300_000);

const CLI = path.join(__dirname, 'ingestCli.ts');
let dir: string;
let board: http.Server;
let base: string;
let hang = true;
let requested: () => void = () => undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-ingest-kill-'));
  board = http.createServer((req, res) => {
    requested();
    if (hang) return; // the first run waits here until it is killed
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jobs: [] }));
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
  fs.writeFileSync(
    path.join(dir, 'sources.json'),
    JSON.stringify([{ type: 'greenhouse', url: `${base}/v1/boards/acme/jobs`, company: 'Acme Technologies Pvt Ltd', website: base }]),
  );
});
afterAll(async () => {
  board.closeAllConnections();
  await new Promise<void>((resolve) => board.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function ingest(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--sources', path.join(dir, 'sources.json')], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...env, DATA_DIR: path.join(dir, 'data'), SEED_JOBS: '300', LOG: 'off', INGEST_ALLOW_PRIVATE: '1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

it('a run killed with SIGKILL does not block the next, which reports it interrupted', async () => {
  const first = ingest();
  // The run is claimed and fetching once the board is asked.
  await new Promise<void>((resolve, reject) => {
    requested = resolve;
    void first.exited.then((code) => reject(new Error(`ingest exited (${code}) before fetching:\n${first.output()}`)));
  });
  first.child.kill('SIGKILL');
  await first.exited;

  hang = false;
  requested = () => undefined;
  const second = ingest();
  const code = await second.exited;
  // (Its number jumps: PostgreSQL logs sequences ahead, and recovery after the kill resumes past them.)
  expect([code, second.output()]).toEqual([0, expect.stringMatching(/^Ingestion run \d+\n/)]);
  expect(second.output()).toContain('Earlier run 1 had stopped unfinished (the process ended): marked interrupted.');
});
