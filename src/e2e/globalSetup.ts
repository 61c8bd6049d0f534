import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../server/testing/startApiProcess';
import { serverInfoFile, type E2eServerInfo } from './serverInfo';

/**
 * Browser tests run against what `npm start` serves: the production build in dist/ and the reference API, on one
 * port. This builds dist/ when it is missing or older than the app's sources (E2E_REBUILD=1 forces it), then starts
 * src/server/main.ts on a free port with a fresh data directory (a freshly seeded product), dev endpoints on (the
 * OTP outbox), rate limits and the scheduler off. The address goes to process.env.E2E_BASE_URL and a file in the
 * temp directory (harness.ts: baseUrl()). Set E2E_BASE_URL yourself to test a server that is already running.
 */
const root = path.resolve(__dirname, '../..');

function newestMtime(dir: string, skip: (p: string) => boolean): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(full)) continue;
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full, skip));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfStale(): void {
  const index = path.join(root, 'dist/index.html');
  const skip = (p: string) => /[\\/]src[\\/](server|e2e)([\\/]|$)|\.test\.tsx?$/.test(p);
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(root, 'src'), skip), newestMtime(path.join(root, 'public'), () => false));
  if (process.env.E2E_REBUILD !== '1' && built > sources) return;
  process.stdout.write(`\n[e2e] building dist/ (${built ? 'sources changed' : 'missing'})…\n`);
  const webpack = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error('[e2e] production build failed');
}

async function startServer(): Promise<E2eServerInfo> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-e2e-data-'));
  const logFile = path.join(dataDir, 'server.log');
  const { url: baseUrl, child } = await startApiProcess({
    logFile,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SERVE_STATIC: '1',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      SCHEDULER: 'off',
      SEED_JOBS: process.env.E2E_SEED_JOBS ?? process.env.SEED_JOBS ?? '5300',
    },
  });
  child.unref();
  return { baseUrl, pid: child.pid ?? null, dataDir, logFile };
}

export default async function globalSetup(): Promise<void> {
  const file = serverInfoFile();
  if (process.env.E2E_BASE_URL) {
    const info: E2eServerInfo = { baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''), pid: null, dataDir: null, logFile: null };
    fs.writeFileSync(file, JSON.stringify(info));
    globalThis.__E2E_SERVER__ = info;
    return;
  }
  buildIfStale();
  const info = await startServer();
  // Workers inherit the environment; the file is a fallback. Teardown reads globalThis (same process).
  fs.writeFileSync(file, JSON.stringify(info));
  globalThis.__E2E_SERVER__ = info;
  process.env.E2E_BASE_URL = info.baseUrl;
  process.stdout.write(`[e2e] app and API on ${info.baseUrl} (log: ${info.logFile})\n`);
}
