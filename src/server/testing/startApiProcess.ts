import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ApiProcessOptions {
  /** Added to the parent's environment and the defaults PORT=0 (a free port), HOST=127.0.0.1. */
  env: Record<string, string>;
  /** Write the server's output to this file (nothing of the child then holds a Jest process open); else piped. */
  logFile?: string;
  timeoutMs?: number;
}

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  child: ChildProcess;
}

/**
 * Starts src/server/main.ts in a child process and resolves with the address it prints (`API listening on …`):
 * the one way the web tests, the browser tests, the API benchmark and the Lighthouse report start the product.
 */
export function startApiProcess({ env, logFile, timeoutMs = 180_000 }: ApiProcessOptions): Promise<ApiProcess> {
  const log = logFile ? fs.openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: log === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
  });
  if (log !== null) fs.closeSync(log);

  // A piped child's output is always read (a full pipe would stall it), but kept only until it is listening.
  let piped = '';
  let capturing = true;
  const capture = (chunk: Buffer) => {
    if (capturing) piped += chunk.toString();
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const output = () => (logFile ? fs.readFileSync(logFile, 'utf8') : piped);

  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const m = /API listening on (http:\/\/\S+)/.exec(output());
      if (m) {
        done();
        resolve({ url: m[1].replace(/\/$/, ''), child });
      } else if (child.exitCode !== null) {
        done();
        reject(new Error(`API exited with ${child.exitCode}:\n${output()}`));
      } else if (Date.now() - started > timeoutMs) {
        done();
        child.kill('SIGTERM');
        reject(new Error(`API did not start in ${Math.round(timeoutMs / 1000)} s:\n${output()}`));
      }
    }, 100);
    const done = () => {
      clearInterval(poll);
      capturing = false;
    };
  });
}
