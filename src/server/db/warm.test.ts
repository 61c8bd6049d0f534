import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedSharedBuffersMb, openDb, PGLITE_MAX_BUFFERS_MB, type Db } from './client';
import { migrate } from './migrate';
import { seed } from './seed';
import { warmEmbeddedDb } from './warm';

/**
 * The embedded database is read into memory before the server listens (issue 15: on PGlite one query at a time runs,
 * and a first search reading its pages one by one made every other request wait). Proven by the buffers a query reads:
 * on a database just opened it reads pages from the files; after the warm-up it finds every page in memory.
 */
jest.setTimeout(120_000);

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-warm-'));
  const db = await openDb({ dataDir: dir, role: 'test' });
  try {
    await migrate(db);
    await seed(db, { jobs: 2000, now: new Date('2026-11-01T00:00:00Z'), demo: false });
  } finally {
    await db.close();
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A title search's count and its newest page: the jobs table, its full-text index and its date index. */
async function pagesReadFromFiles(db: Db): Promise<number> {
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT count(*), max(posted_at), string_agg(title, ',') FROM jobs j
     WHERE j.is_active AND j.search @@ to_tsquery('simple', 'developer:*')`,
  );
  const top = plan.map((r) => r['QUERY PLAN']).find((line) => /Buffers:/.test(line)) ?? '';
  return Number(/read=(\d+)/.exec(top)?.[1] ?? 0);
}

async function reopened<T>(fn: (db: Db) => Promise<T>, sharedBuffersMb?: number): Promise<T> {
  const db = await openDb({ dataDir: dir, role: 'test', sharedBuffersMb });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

it('reads every page of a database that fits before the first query, so that query reads none from the files', async () => {
  const cold = await reopened((db) => pagesReadFromFiles(db));
  expect(cold).toBeGreaterThan(0);
  const { warm, afterwards, extensions } = await reopened(async (db) => ({
    warm: await warmEmbeddedDb(db),
    afterwards: await pagesReadFromFiles(db),
    extensions: await db.query<{ extname: string }>(`SELECT extname FROM pg_extension WHERE extname = 'pageinspect'`),
  }));
  expect(warm).not.toBeNull();
  expect(warm?.pages).toBe(warm?.ofPages);
  expect(afterwards).toBe(0);
  // The page reader it borrows is gone again: the schema stays as the migrations made it.
  expect(extensions).toEqual([]);
});

it('reads no more than 90 % of the shared buffers: catalogues and indexes first, the jobs table last', async () => {
  const { warm, buffers, jobsInMemory } = await reopened(async (db) => {
    const result = await warmEmbeddedDb(db);
    const [{ setting }] = await db.query<{ setting: number }>(`SELECT setting::int AS setting FROM pg_settings WHERE name = 'shared_buffers'`);
    return { warm: result, buffers: setting, jobsInMemory: await pagesReadFromFiles(db) };
  }, 8);
  expect(buffers).toBe(1024);
  expect(warm?.ofPages).toBeGreaterThan(1024);
  expect(warm?.pages).toBe(Math.floor(1024 * 0.9));
  // The budget ran out inside the jobs table (the largest relation): the search still reads some of it from the files.
  expect(jobsInMemory).toBeGreaterThan(0);
});

it('reads on the embedded database and does nothing on a PostgreSQL server, which keeps its own cache', async () => {
  if (!process.env.DATABASE_URL) {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      expect(db.kind).toBe('pglite');
      expect(await warmEmbeddedDb(db)).toEqual(expect.objectContaining({ pages: expect.any(Number) }));
    } finally {
      await db.close();
    }
    return;
  }
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', poolMax: 1 });
  try {
    expect(await warmEmbeddedDb(db)).toBeNull();
  } finally {
    await db.close();
  }
});

describe('embeddedSharedBuffersMb', () => {
  const sized = (bytes: number[]) => {
    const pgdata = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-buffers-'));
    try {
      fs.mkdirSync(path.join(pgdata, 'base', '5'), { recursive: true });
      // Sparse files: their size without the disk space.
      bytes.forEach((n, i) => {
        const file = path.join(pgdata, 'base', '5', String(16384 + i));
        fs.closeSync(fs.openSync(file, 'w'));
        fs.truncateSync(file, n);
      });
      return embeddedSharedBuffersMb(pgdata, 16 * 2 ** 30);
    } finally {
      fs.rmSync(pgdata, { recursive: true, force: true });
    }
  };

  it("keeps PGlite's 128 MB for a small database, holds a 200,000-job one (~520 MB) whole, and stops at the maximum", () => {
    expect(sized([])).toBe(128);
    expect(sized([30 * 2 ** 20])).toBe(128);
    const mb = sized([400 * 2 ** 20, 120 * 2 ** 20]);
    expect(mb).toBeGreaterThanOrEqual(520 * 1.1);
    expect(mb % 16).toBe(0);
    expect(sized([3 * 2 ** 30])).toBe(PGLITE_MAX_BUFFERS_MB);
  });

  it('takes at most a quarter of the memory the process may use, and never less than the default', () => {
    const pgdata = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-buffers-'));
    try {
      fs.mkdirSync(path.join(pgdata, 'base', '5'), { recursive: true });
      const file = path.join(pgdata, 'base', '5', '16384');
      fs.closeSync(fs.openSync(file, 'w'));
      fs.truncateSync(file, 900 * 2 ** 20);
      expect(embeddedSharedBuffersMb(pgdata, 2 * 2 ** 30)).toBe(512);
      expect(embeddedSharedBuffersMb(pgdata, 256 * 2 ** 20)).toBe(128);
      expect(embeddedSharedBuffersMb(pgdata, 64 * 2 ** 30)).toBe(PGLITE_MAX_BUFFERS_MB);
    } finally {
      fs.rmSync(pgdata, { recursive: true, force: true });
    }
  });
});
