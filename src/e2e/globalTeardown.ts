import fs from 'node:fs';
import { serverInfoFile } from './serverInfo';

/** Stops the server this run's globalSetup started (never another run's) and removes its data directory. */
export default async function globalTeardown(): Promise<void> {
  fs.rmSync(serverInfoFile(), { force: true });
  const info = globalThis.__E2E_SERVER__;
  globalThis.__E2E_SERVER__ = undefined;
  if (!info) return;
  if (info.pid) {
    try {
      process.kill(info.pid, 'SIGTERM');
      // PGlite flushes on close: give it a moment before the directory goes.
      for (let i = 0; i < 50; i++) {
        process.kill(info.pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      }
      process.kill(info.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  if (info.dataDir && process.env.E2E_KEEP_DATA !== '1') fs.rmSync(info.dataDir, { recursive: true, force: true });
}
