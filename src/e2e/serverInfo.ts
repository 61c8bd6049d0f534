import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** Where globalSetup leaves the running server's address for the test files (one file per checkout). */
export interface E2eServerInfo {
  baseUrl: string;
  pid: number | null;
  dataDir: string | null;
  logFile: string | null;
}

export function serverInfoFile(root = path.resolve(__dirname, '../..')): string {
  const id = crypto.createHash('sha1').update(root).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `verijobs-e2e-${id}.json`);
}
