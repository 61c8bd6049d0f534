import fs from 'node:fs';
import { serverInfoFile, type E2eServerInfo } from './serverInfo';

/** Stops the server globalSetup started and removes its data directory. */
export default async function globalTeardown(): Promise<void> {
  const file = serverInfoFile();
  if (!fs.existsSync(file)) return;
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as E2eServerInfo;
  fs.rmSync(file, { force: true });
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
