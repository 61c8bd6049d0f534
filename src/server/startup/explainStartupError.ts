import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { StartupError } from './startupError';

/** What start-up needs to know to explain a fault: where it listens and keeps its data. */
type Where = Pick<ServerConfig, 'host' | 'port' | 'dataDir' | 'inMemory' | 'databaseUrl'>;

interface ErrorLike {
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  path?: unknown;
  message?: unknown;
}

/** postgres://user:secret@host:5432/db → host:5432/db (never print the password). */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Emscripten errno → name, for the faults start-up explains (see fsCode). */
export const PGLITE_ERRNO: Readonly<Record<number, string>> = {
  2: 'EACCES', 19: 'EDQUOT', 44: 'ENOENT', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS',
};

function fsCode(err: ErrorLike): string {
  if (typeof err.code === 'string') return err.code;
  // PGlite's Emscripten file system throws ErrnoError objects with Emscripten's (WASI) errno numbers, not Linux's:
  // its ERRNO_CODES table (node_modules/@electric-sql/pglite/dist/pglite.js) says 2 EACCES, 19 EDQUOT, 44 ENOENT,
  // 51 ENOSPC, 54 ENOTDIR, 63 EPERM, 69 EROFS (28 is EINVAL, not a disk fault). Node's own errors carry a string code.
  return typeof err.errno === 'number' ? (PGLITE_ERRNO[err.errno] ?? '') : '';
}

const DATA_DIR_FIX = 'or choose another directory: DATA_DIR=/path/to/dir npm start';

/**
 * Why the data directory `dataDir` could not be created (issue 33): `blocked` is the existing directory the new one
 * was to go in (its parent, or an ancestor when several levels are missing) or, for ENOTDIR, the file in the way.
 */
export function cannotCreateDataDir(dataDir: string, blocked: string, code: string): string {
  const start = `Cannot create the data directory ${dataDir}:`;
  const where = blocked === path.dirname(dataDir) ? `its parent ${blocked}` : `the directory ${blocked} above it`;
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      if (blocked === dataDir) return `The data directory ${dataDir} is not a directory. Remove or rename that file, ${DATA_DIR_FIX}`;
      return `${start} ${blocked} is a file, not a directory (${code}). Remove or rename that file, ${DATA_DIR_FIX}`;
    case 'EACCES':
    case 'EPERM':
      return `${start} ${where} is not writable (${code}). Make ${blocked} writable for this user, ${DATA_DIR_FIX}`;
    case 'EROFS':
      return `${start} ${where} is on a read-only file system (EROFS). Choose another directory: DATA_DIR=/path/to/dir npm start`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `${start} the disk holding ${blocked} is full (${code}). Free some space, ${DATA_DIR_FIX}`;
    default:
      return `${start} it cannot be made in ${blocked} (${code || 'unknown error'}). Choose another directory: DATA_DIR=/path/to/dir npm start`;
  }
}

/** The file-system calls diagnoseDataDir makes (tests pass fakes to stand for faults root does not meet). */
export interface DataDirProbe {
  statSync(p: string): { isDirectory(): boolean };
  accessSync(p: string, mode: number): void;
}

/**
 * After a failed mkdir, finds why a data directory that does not exist could not be created: the nearest existing
 * path above it is a file, or is not writable. Node's recursive mkdir reports some of these as something else (on a
 * read-only file system, ENOENT: "a file is missing"). Null when nothing above it explains the fault.
 */
export function diagnoseDataDir(dataDir: string, probe: DataDirProbe = fs): string | null {
  let at = path.resolve(dataDir);
  for (;;) {
    let isDir: boolean | null = null;
    try {
      isDir = probe.statSync(at).isDirectory();
    } catch {
      /* missing (or a file above it): look further up */
    }
    if (isDir === true && at === path.resolve(dataDir)) return null; // it exists: not a creation fault
    if (isDir === false) return cannotCreateDataDir(dataDir, at, 'ENOTDIR');
    if (isDir === true) {
      try {
        probe.accessSync(at, fs.constants.W_OK);
      } catch (err) {
        return cannotCreateDataDir(dataDir, at, fsCode(err as ErrorLike));
      }
      return null;
    }
    const up = path.dirname(at);
    if (up === at) return null;
    at = up;
  }
}

/**
 * Turns any start-up failure into one plain sentence and what to do about it: the port, the data directory, the
 * database server. Faults nobody foresaw keep their own message (never "[object Object]").
 */
export function explainStartupError(raw: unknown, where: Where): string {
  if (raw instanceof StartupError) return raw.message;
  const err: ErrorLike = raw !== null && typeof raw === 'object' ? (raw as ErrorLike) : { message: String(raw) };
  const code = fsCode(err);
  const message = typeof err.message === 'string' && err.message ? err.message : JSON.stringify(raw) ?? String(raw);
  const dir = typeof err.path === 'string' ? err.path : where.dataDir;

  if (err.syscall === 'listen' || code === 'EADDRINUSE' || code === 'EADDRNOTAVAIL') {
    if (code === 'EADDRINUSE') {
      return `Port ${where.port} on ${where.host} is already in use by another program (perhaps another VeriJobs server). Stop it, or start on another port: PORT=${where.port + 1} npm start`;
    }
    if (code === 'EADDRNOTAVAIL') {
      return `This machine has no address ${where.host} to listen on. Use HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every network).`;
    }
    if (code === 'EACCES') return `Port ${where.port} needs administrator rights. Choose a port above 1023: PORT=8080 npm start`;
  }

  if (where.databaseUrl && !where.inMemory) {
    const server = describeDatabaseUrl(where.databaseUrl);
    const embedded = 'or unset DATABASE_URL to use the embedded database.';
    switch (code) {
      case 'ECONNREFUSED':
        return `Cannot reach the PostgreSQL server at ${server}: nothing is listening there. Start it, check DATABASE_URL, ${embedded}`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `Cannot reach the PostgreSQL server at ${server}: the host name is unknown. Check DATABASE_URL, ${embedded}`;
      case 'ETIMEDOUT':
      case 'ECONNRESET':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `Cannot reach the PostgreSQL server at ${server}: it did not answer. Check the server and the network, ${embedded}`;
      case '28P01':
      case '28000':
        return `The PostgreSQL server at ${server} refused the user name or password in DATABASE_URL. Check them, ${embedded}`;
      case '3D000':
        return `The PostgreSQL server at ${server} has no such database. Create it (createdb), check DATABASE_URL, ${embedded}`;
    }
    if (/timeout|terminated/i.test(message)) {
      return `Cannot reach the PostgreSQL server at ${server}: it did not answer in time. Check the server and the network, ${embedded}`;
    }
  }

  const fix = DATA_DIR_FIX;
  // A data directory that could not be created (Node's mkdir, for the directory or a folder in it): say why, from
  // what is above it, rather than what the failed call said (issue 33).
  if (err.syscall === 'mkdir' && !where.inMemory && typeof err.path === 'string' && isInside(err.path, where.dataDir)) {
    const why = diagnoseDataDir(where.dataDir);
    if (why) return why;
  }
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      // The directory a person chose, not the file inside it that failed (server.lock, pgdata/…).
      return `The data directory ${where.dataDir} cannot be written (${code === 'EROFS' ? 'read-only file system' : 'permission denied'}). Make it writable for this user, ${fix}`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `The disk holding the data directory ${where.dataDir} is full. Free some space, ${fix}`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `The data directory ${dir} is not a directory. Remove or rename that file, ${fix}`;
    case 'ENOENT':
      // Only about the data directory (PGlite's errors carry no path): another missing file keeps its own message.
      if (typeof err.path === 'string' && !isInside(err.path, where.dataDir)) break;
      return `A file the server needs in the data directory ${where.dataDir} is missing: the directory or part of the embedded database was moved or deleted. Put it back, or move the directory away to start with a fresh demo database, ${fix}`;
  }
  if (/PGlite failed to initialize/i.test(message)) {
    return `The embedded database in ${where.dataDir} could not be opened: it may be read-only, damaged or from another version. Check that it is writable, or move it away to start with a fresh demo database, ${fix}`;
  }
  return `The server could not start: ${message}`;
}

/** Refuses to start on a nearly full disk, before the embedded database fails half-way through a write. */
export function checkFreeSpace(dataDir: string, minFreeMb: number, statfs: (p: string) => { bavail: number; bsize: number } = fs.statfsSync): void {
  if (minFreeMb <= 0) return;
  let free: number;
  try {
    const s = statfs(dataDir);
    free = (s.bavail * s.bsize) / (1024 * 1024);
  } catch {
    return; // no statfs here: the write itself will tell
  }
  if (free < minFreeMb) {
    throw new StartupError(
      `The disk holding the data directory ${dataDir} is full (${Math.floor(free)} MB free; the server needs at least ${minFreeMb} MB). Free some space, or choose another directory: DATA_DIR=/path/to/dir npm start`,
    );
  }
}
