import os from 'node:os';
import path from 'node:path';

/** The running server's address, for the test files. Several runs may share one checkout: files are per Jest process. */
export interface E2eServerInfo {
  baseUrl: string;
  pid: number | null;
  dataDir: string | null;
  logFile: string | null;
}

declare global {
  var __E2E_SERVER__: E2eServerInfo | undefined;
}

/** File written by globalSetup in the Jest parent process `pid` (test workers look up their parent's). */
export function serverInfoFile(pid = process.pid): string {
  return path.join(os.tmpdir(), `verijobs-e2e-${pid}.json`);
}
