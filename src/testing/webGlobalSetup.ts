import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
  const root = path.resolve(__dirname, '../..');
  const main = path.join(root, 'src/server/main.ts');
  if (!fs.existsSync(main)) return;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SERVE_STATIC: '0',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      DISABLE_CSRF: '1',
      SEED_JOBS: process.env.TEST_SEED_JOBS ?? '400',
      SCHEDULER: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  globalThis.__API_PROCESS__ = child;
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`API did not start in 180 s:\n${out}`));
    }, 180_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /API listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}:\n${out}`)));
  });
  process.env.TEST_API_URL = url.replace(/\/$/, '');
}
