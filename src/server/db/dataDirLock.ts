import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannotCreateDataDir } from '../startup/explainStartupError';
import { StartupError } from '../startup/startupError';

/**
 * One process per embedded database: PGlite has no server process to arbitrate, so two processes on one data
 * directory would each keep their own copy in memory and the last to write its pages wins (writes acknowledged by
 * the other are lost). A lock file in DATA_DIR, created with O_EXCL, names its owner (pid, host, address once
 * listening). A lock whose owner is gone is stale and taken over; the takeover itself runs under a second,
 * mkdir-based lock so two starters cannot both recover it.
 */
export const LOCK_FILE = 'server.lock';

export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** What holds it: 'server', 'seed', … */
  role: string;
  /** The server's address once it listens. */
  url?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Adds facts about the owner (the address once listening) for the message a second starter sees. */
  update(extra: Partial<LockOwner>): void;
  release(): void;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.hostname === 'string' ? (parsed as LockOwner) : null;
  } catch {
    return null; // unreadable or half-written: decided by its age below
  }
}

/** Is this process (on this machine) still a running Node.js process? */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
  // The pid may have been reused by an unrelated program after a crash: on Linux, look at what it runs.
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(cmdline);
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

function describe(owner: LockOwner, dataDir: string): string {
  const where = owner.url ? ` at ${owner.url}` : '';
  const what = owner.role === 'server' ? 'VeriJobs server' : `VeriJobs ${owner.role}`;
  return (
    `Another ${what} (pid ${owner.pid} on ${owner.hostname}${where}, started ${owner.startedAt}) is using the data directory ${dataDir}. ` +
    `Stop it first (Ctrl+C in its terminal, or kill ${owner.pid}), or start this one with another DATA_DIR.`
  );
}

/**
 * Lock files this process holds now. A lock naming this process's own pid that is not here was left by an earlier
 * process that had the same pid: a container restarted after a kill -9 (or a power cut) hands out the same small
 * pids again, so the dead server's lock names the pid the new one runs as.
 */
const heldHere = new Set<string>();

function isStale(file: string, owner: LockOwner | null): boolean {
  if (!owner) {
    // Written by a starter that died between open and write, or damaged: stale once it is not brand new.
    try {
      return Date.now() - fs.statSync(file).mtimeMs > 5_000;
    } catch {
      return true;
    }
  }
  if (owner.hostname !== os.hostname()) return false; // another machine's process: we cannot tell, so we refuse
  if (owner.pid === process.pid) return !heldHere.has(file);
  return !isProcessAlive(owner.pid);
}

function writeExclusive(file: string, owner: LockOwner): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o644 });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Removes a stale lock under a recovery lock (mkdir is atomic), re-checking it inside. */
function recoverStale(file: string): void {
  const guard = `${file}.recovering`;
  try {
    fs.mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another starter is recovering; a guard left by one that died is removed after a while.
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > 10_000) fs.rmdirSync(guard);
    } catch {
      /* gone meanwhile */
    }
    return;
  }
  try {
    if (fs.existsSync(file) && isStale(file, readOwner(file))) fs.unlinkSync(file);
  } finally {
    fs.rmdirSync(guard);
  }
}

/** The file-system calls prepareDataDir makes (tests pass fakes to stand for faults root does not meet). */
export interface DataDirFs {
  statSync(p: string): { isDirectory(): boolean };
  mkdirSync(p: string): unknown;
  writeFileSync(p: string, data: string): void;
  unlinkSync(p: string): void;
}

const errCode = (err: unknown): string => {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code : '';
};

/**
 * Creates the data directory one level at a time and checks it takes a file, so a fault is named for what it is
 * (issue 33): a parent that is not writable, on a read-only file system, or a file in the way. Node's recursive mkdir
 * answers a read-only file system with ENOENT ("a file … is missing") and loops for ever under /proc.
 */
export function prepareDataDir(dataDir: string, ops: DataDirFs = fs): void {
  const target = path.resolve(dataDir);
  const missing: string[] = [];
  let at = target;
  for (;;) {
    let isDir: boolean;
    try {
      isDir = ops.statSync(at).isDirectory();
    } catch (err) {
      const code = errCode(err);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err;
      const up = path.dirname(at);
      if (up === at) throw err;
      missing.unshift(at);
      at = up;
      continue;
    }
    if (!isDir) throw new StartupError(cannotCreateDataDir(target, at, 'ENOTDIR'));
    break;
  }
  for (const dir of missing) {
    try {
      ops.mkdirSync(dir);
    } catch (err) {
      const code = errCode(err);
      // Another starter made it meanwhile: fine when it is a directory.
      if (code === 'EEXIST' && ops.statSync(dir).isDirectory()) {
        at = dir;
        continue;
      }
      throw new StartupError(cannotCreateDataDir(target, at, code));
    }
    at = dir;
  }
  // The write probe: a directory that exists but takes no file (permissions, a read-only mount).
  const probe = path.join(target, `.write-probe-${process.pid}`);
  try {
    ops.writeFileSync(probe, '');
  } catch (err) {
    const code = errCode(err);
    const why = code === 'EROFS' ? 'read-only file system' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : null;
    if (!why) throw err;
    throw new StartupError(
      `The data directory ${target} cannot be written (${why}). Make it writable for this user, or choose another directory: DATA_DIR=/path/to/dir npm start`,
    );
  }
  try {
    ops.unlinkSync(probe);
  } catch {
    /* gone already */
  }
}

/** Takes the lock of `dataDir` for this process, or throws a StartupError naming the process that holds it. */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  prepareDataDir(dataDir);
  const file = path.resolve(dataDir, LOCK_FILE);
  let owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), role };
  for (let attempt = 0; ; attempt++) {
    if (writeExclusive(file, owner)) break;
    const holder = readOwner(file);
    if (attempt < 3 && isStale(file, holder)) {
      recoverStale(file);
      continue;
    }
    throw new StartupError(holder ? describe(holder, dataDir) : `The data directory ${dataDir} is locked by ${file}, which another process is writing. Try again in a few seconds.`);
  }
  heldHere.add(file);
  let released = false;
  const onExit = () => lock.release();
  const lock: DataDirLock = {
    file,
    update(extra) {
      if (released) return;
      owner = { ...owner, ...extra };
      // Rewritten in place: the file stays ours (a concurrent starter sees it exists throughout).
      fs.writeFileSync(file, JSON.stringify(owner));
    },
    release() {
      if (released) return;
      released = true;
      heldHere.delete(file);
      process.removeListener('exit', onExit);
      try {
        if (readOwner(file)?.pid === process.pid) fs.unlinkSync(file);
      } catch {
        /* already gone */
      }
    },
  };
  // A crash that skips close() still removes the lock when Node exits normally; a kill -9 leaves a stale one.
  process.on('exit', onExit);
  return lock;
}
