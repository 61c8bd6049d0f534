import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startApiProcess } from '../server/testing/startApiProcess';

/**
 * Starts the real reference API once for the web test project: in-memory PGlite, seeded, on a free port,
 * dev endpoints on, rate limits and the cross-site token check off (jsdom's fetch keeps no cookies; both are
 * covered by the server and browser tests). Tests reach it through process.env.TEST_API_URL; set it yourself to
 * reuse an API that is already running.
 */
declare global {
  var __API_PROCESS__: ChildProcess | undefined;
}

export default async function webGlobalSetup(): Promise<void> {
  // An API that is already running (e.g. `npm run dev`): TEST_API_URL=http://127.0.0.1:8080 npx jest …
  if (process.env.TEST_API_URL) return;
  if (!fs.existsSync(path.resolve(__dirname, '../server/main.ts'))) return;
  const { url, child } = await startApiProcess({
    env: {
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      SERVE_STATIC: '0',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      DISABLE_CSRF: '1',
      SEED_JOBS: process.env.TEST_SEED_JOBS ?? '400',
      SCHEDULER: 'off',
      LOG: 'off',
    },
  });
  globalThis.__API_PROCESS__ = child;
  process.env.TEST_API_URL = url;
}
