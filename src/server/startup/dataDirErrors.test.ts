import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir, prepareDataDir, type DataDirFs } from '../db/dataDirLock';
import { cannotCreateDataDir, diagnoseDataDir, explainStartupError } from './explainStartupError';
import { preflight } from './preflight';
import { StartupError } from './startupError';

/**
 * Issue 33: a DATA_DIR that cannot be created or written says so plainly — a parent that is not writable, a read-only
 * file system, a file in the way — never "a file … is missing" (Node's recursive mkdir answers a read-only file system
 * with ENOENT). CI runs as root, whom chmod does not stop: the real cases here put a regular file where a parent
 * directory should be (ENOTDIR, which stops root too); permission and read-only faults are fabricated errors.
 */

const FIX = 'or choose another directory: DATA_DIR=/path/to/dir npm start';
const where = (dataDir: string) => ({ host: '127.0.0.1', port: 8080, dataDir, inMemory: false, databaseUrl: null });
const fault = (code: string, props: Record<string, unknown> = {}) => Object.assign(new Error(`${code}: boom`), { code, ...props });

let root: string;
let file: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-datadir-'));
  file = path.join(root, 'not-a-dir');
  fs.writeFileSync(file, 'x');
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** What a StartupError-throwing call said (fails the test when it did not throw one). */
function startupMessage(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(StartupError);
    return (err as Error).message;
  }
  throw new Error('did not throw');
}

describe('a data directory under a file (real, also as root)', () => {
  it('names the file in the way when the lock or the start check creates the directory', async () => {
    const dataDir = path.join(file, 'data');
    const sentence = `Cannot create the data directory ${dataDir}: ${file} is a file, not a directory (ENOTDIR). Remove or rename that file, ${FIX}`;
    expect(startupMessage(() => lockDataDir(dataDir, 'test'))).toBe(sentence);
    // Several levels below the file: the same file is named.
    const deep = path.join(file, 'a', 'b');
    expect(startupMessage(() => lockDataDir(deep, 'test'))).toBe(`Cannot create the data directory ${deep}: ${file} is a file, not a directory (ENOTDIR). Remove or rename that file, ${FIX}`);
    // npm start's first step prints the same sentence.
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
    const err: unknown = await preflight(config).then(
      () => null,
      (e: unknown) => e,
    );
    expect(explainStartupError(err, config)).toBe(sentence);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });

  it('says the data directory itself is a file', () => {
    expect(startupMessage(() => lockDataDir(file, 'test'))).toBe(`The data directory ${file} is not a directory. Remove or rename that file, ${FIX}`);
  });

  it("explains Node's own mkdir error from what is above the directory, not as a missing file", () => {
    const dataDir = path.join(file, 'data');
    let nodeError: unknown;
    try {
      fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    } catch (err) {
      nodeError = err;
    }
    expect(nodeError).toMatchObject({ code: 'ENOTDIR', syscall: 'mkdir' });
    const sentence = `Cannot create the data directory ${dataDir}: ${file} is a file, not a directory (ENOTDIR). Remove or rename that file, ${FIX}`;
    expect(explainStartupError(nodeError, where(dataDir))).toBe(sentence);
    // On a read-only file system Node's recursive mkdir says ENOENT: the cause above the directory wins.
    const enoent = fault('ENOENT', { syscall: 'mkdir', path: dataDir });
    expect(explainStartupError(enoent, where(dataDir))).toBe(sentence);
    expect(explainStartupError(enoent, where(dataDir))).not.toContain('is missing');
  });

  it('creates a missing directory several levels deep, and leaves no probe file behind', () => {
    const dataDir = path.join(root, 'a', 'b', 'c');
    prepareDataDir(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    prepareDataDir(dataDir); // an existing one is fine
    const lock = lockDataDir(dataDir, 'test');
    lock.release();
  });
});

describe('the sentences for a parent that cannot take the directory (fabricated errors)', () => {
  it('says which directory is not writable, read-only or full, and what to do', () => {
    expect(cannotCreateDataDir('/x/y', '/x', 'EACCES')).toBe(`Cannot create the data directory /x/y: its parent /x is not writable (EACCES). Make /x writable for this user, ${FIX}`);
    expect(cannotCreateDataDir('/x/y', '/x', 'EPERM')).toBe(`Cannot create the data directory /x/y: its parent /x is not writable (EPERM). Make /x writable for this user, ${FIX}`);
    expect(cannotCreateDataDir('/x/y/z', '/x', 'EACCES')).toBe(
      `Cannot create the data directory /x/y/z: the directory /x above it is not writable (EACCES). Make /x writable for this user, ${FIX}`,
    );
    expect(cannotCreateDataDir('/x/y', '/x', 'EROFS')).toBe(
      'Cannot create the data directory /x/y: its parent /x is on a read-only file system (EROFS). Choose another directory: DATA_DIR=/path/to/dir npm start',
    );
    expect(cannotCreateDataDir('/x/y', '/x', 'ENOSPC')).toBe(`Cannot create the data directory /x/y: the disk holding /x is full (ENOSPC). Free some space, ${FIX}`);
    expect(cannotCreateDataDir('/x/y', '/x', 'EIO')).toBe('Cannot create the data directory /x/y: it cannot be made in /x (EIO). Choose another directory: DATA_DIR=/path/to/dir npm start');
    for (const code of ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR']) expect(cannotCreateDataDir('/x/y', '/x', code)).not.toMatch(/missing|\[object/);
  });

  /** A fake file system: `dirs` exist; mkdir and the probe write fail as told. */
  function fakeFs(dirs: string[], fail: { mkdir?: Record<string, string>; write?: string } = {}): DataDirFs & { made: string[] } {
    const existing = new Set(dirs);
    const made: string[] = [];
    return {
      made,
      statSync(p) {
        if (!existing.has(p)) throw fault('ENOENT');
        return { isDirectory: () => true };
      },
      mkdirSync(p) {
        const code = fail.mkdir?.[p];
        if (code) throw fault(code, { syscall: 'mkdir', path: p });
        existing.add(p);
        made.push(p);
      },
      writeFileSync() {
        if (fail.write) throw fault(fail.write, { syscall: 'open' });
      },
      unlinkSync() {},
    };
  }

  it('creates one level at a time and stops at the first that fails, naming the directory above it', () => {
    const ok = fakeFs(['/', '/srv']);
    prepareDataDir('/srv/a/b', ok);
    expect(ok.made).toEqual(['/srv/a', '/srv/a/b']);
    for (const code of ['EACCES', 'EPERM', 'EROFS']) {
      expect(startupMessage(() => prepareDataDir('/srv/data', fakeFs(['/', '/srv'], { mkdir: { '/srv/data': code } })))).toBe(cannotCreateDataDir('/srv/data', '/srv', code));
    }
    // The second level fails: its parent is the one just made.
    const deep = fakeFs(['/', '/srv'], { mkdir: { '/srv/a/b': 'EACCES' } });
    expect(startupMessage(() => prepareDataDir('/srv/a/b', deep))).toBe(cannotCreateDataDir('/srv/a/b', '/srv/a', 'EACCES'));
    expect(startupMessage(() => prepareDataDir('/srv/a/b', deep))).toContain('its parent /srv/a is not writable (EACCES)');
  });

  it('takes a directory another starter made meanwhile', () => {
    const ops = fakeFs(['/', '/srv']);
    const mkdir = ops.mkdirSync.bind(ops);
    ops.mkdirSync = (p) => {
      mkdir(p);
      throw fault('EEXIST');
    };
    expect(() => prepareDataDir('/srv/data', ops)).not.toThrow();
  });

  it('says an existing directory that takes no file cannot be written (the write probe)', () => {
    expect(startupMessage(() => prepareDataDir('/srv/data', fakeFs(['/', '/srv', '/srv/data'], { write: 'EACCES' })))).toBe(
      `The data directory /srv/data cannot be written (permission denied). Make it writable for this user, ${FIX}`,
    );
    expect(startupMessage(() => prepareDataDir('/srv/data', fakeFs(['/', '/srv', '/srv/data'], { write: 'EROFS' })))).toBe(
      `The data directory /srv/data cannot be written (read-only file system). Make it writable for this user, ${FIX}`,
    );
    // Another fault keeps its own error, for explainStartupError.
    expect(() => prepareDataDir('/srv/data', fakeFs(['/', '/srv', '/srv/data'], { write: 'ENOSPC' }))).toThrow('ENOSPC: boom');
  });

  it("finds why Node's mkdir failed from the nearest existing directory above it", () => {
    const probe = (dirs: string[], access: string | null) => ({
      statSync(p: string) {
        if (!dirs.includes(p)) throw fault('ENOENT');
        return { isDirectory: () => true };
      },
      accessSync() {
        if (access) throw fault(access);
      },
    });
    expect(diagnoseDataDir('/ro/data', probe(['/', '/ro'], 'EROFS'))).toBe(cannotCreateDataDir('/ro/data', '/ro', 'EROFS'));
    expect(diagnoseDataDir('/ro/a/data', probe(['/', '/ro'], 'EACCES'))).toBe(cannotCreateDataDir('/ro/a/data', '/ro', 'EACCES'));
    // Writable above it, or the directory exists: nothing to add (the fault keeps its own sentence).
    expect(diagnoseDataDir('/ro/data', probe(['/', '/ro'], null))).toBeNull();
    expect(diagnoseDataDir('/ro/data', probe(['/', '/ro', '/ro/data'], 'EROFS'))).toBeNull();
  });

  it('when run as another user than root, a read-only parent (chmod 0o555) refuses with its sentence', () => {
    if (process.getuid?.() === 0) return; // root writes through chmod: the fabricated cases above stand for it
    const parent = path.join(root, 'ro');
    fs.mkdirSync(parent, { mode: 0o555 });
    try {
      const dataDir = path.join(parent, 'data');
      expect(startupMessage(() => lockDataDir(dataDir, 'test'))).toBe(cannotCreateDataDir(dataDir, parent, 'EACCES'));
    } finally {
      fs.chmodSync(parent, 0o755);
    }
  });
});
