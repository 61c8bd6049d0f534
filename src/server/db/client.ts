import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import NodeModule, { createRequire } from 'node:module';
import path from 'node:path';
import { lockDataDir, type DataDirLock } from './dataDirLock';

/** The small database interface every route uses: PGlite (embedded) or `pg` (DATABASE_URL). */
export type SqlParam = string | number | boolean | null | Date | string[] | number[];

export interface QueryOptions {
  /**
   * A hot statement of fixed text, for the PostgreSQL server: sent as a named prepared statement, parsed and planned
   * once per pooled connection instead of on every call (planning cost more than running view_job's two queries at
   * 1 M jobs: docs/performance.md). Only for statements whose one plan fits every parameter (e.g. a primary-key
   * lookup): after five runs PostgreSQL may keep a generic plan. PGlite runs the statement as usual.
   */
  prepared?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: SqlParam[], options?: QueryOptions): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's directory lock (null for a server or memory://). */
  readonly lock: DataDirLock | null;
}

export interface OpenDbOptions {
  databaseUrl?: string | null;
  /** PostgreSQL server: pool size (default 10). */
  poolMax?: number;
  /**
   * PostgreSQL server: cancel a statement after this many ms (0: never). PGlite runs in this thread without timers
   * for it, so there the only protection is queries bounded by their page (docs/performance.md).
   */
  statementTimeoutMs?: number;
  /** A directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  /** A dumped PGlite data directory to start from (tests). */
  loadDataDir?: Blob;
  /** Who holds the data directory's lock, for the message a second process sees ('server', 'seed', …). */
  role?: string;
  /** Checked before the embedded database opens (config.minFreeDiskMb). */
  beforeOpen?: (dataDir: string) => void;
  /**
   * Embedded only: PGlite's shared buffers in MB, its page cache (every page a query reads comes through it; a page
   * not in it costs ~30 µs to read). 0 or absent: sized from the database on disk (embeddedSharedBuffersMb).
   */
  sharedBuffersMb?: number;
}

/** PGlite's own shared_buffers (PostgreSQL's default), the least this sizes. */
const PGLITE_DEFAULT_BUFFERS_MB = 128;
/** The most it sizes: every MB of shared buffers is resident memory of this process (1 GB: ~1.7 GB RSS, measured). */
export const PGLITE_MAX_BUFFERS_MB = 1024;

/** The memory this process may use: its container's limit when it has one, else the machine's. */
function memoryBytes(): number {
  const constrained = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : undefined;
  return constrained && constrained > 0 && constrained < os.totalmem() ? constrained : os.totalmem();
}

/**
 * Shared buffers that hold the whole embedded database with room to grow (its files × 1.1 + 32 MB, in 16 MB steps),
 * from PGlite's default 128 MB up to PGLITE_MAX_BUFFERS_MB and a quarter of the memory the process may use: a
 * 200,000-job catalogue (~500 MB) fits and is read once at start (db/warm.ts) instead of page by page by the first
 * requests (docs/performance-history.md, "Cold pages on PGlite").
 */
export function embeddedSharedBuffersMb(pgdataDir: string, memory: number = memoryBytes()): number {
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (entry.isFile()) bytes += fs.statSync(at).size;
    }
  };
  for (const part of ['base', 'global']) if (fs.existsSync(path.join(pgdataDir, part))) walk(path.join(pgdataDir, part));
  const wanted = Math.ceil((bytes * 1.1) / 2 ** 20 / 16) * 16 + 32;
  const cap = Math.max(PGLITE_DEFAULT_BUFFERS_MB, Math.min(PGLITE_MAX_BUFFERS_MB, Math.floor(memory / 2 ** 20 / 4 / 16) * 16));
  return Math.min(cap, Math.max(PGLITE_DEFAULT_BUFFERS_MB, wanted));
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, opts);
  return openPglite(opts);
}

/**
 * PGlite is loaded through Node's own loader, not the caller's module system: its Emscripten glue runs
 * `import('node:module')`, which Jest's CommonJS sandbox cannot execute (Jest replaces createRequire, but the
 * static Module._load it inherits is Node's). Outside Jest this is plain require.
 */
const nativeRequire = createRequire(__filename);
function loadPglite(): typeof import('@electric-sql/pglite') {
  const file = nativeRequire.resolve('@electric-sql/pglite');
  const loader = (NodeModule as unknown as { _load?: (request: string) => unknown })._load;
  return (typeof loader === 'function' ? loader(file) : nativeRequire(file)) as typeof import('@electric-sql/pglite');
}

/** A contrib extension of PGlite, loaded the same way: pg_trgm (trigram similarity for title matching), btree_gin
 * (the title search's GIN index with city and function, migration 013) and pageinspect (db/warm.ts reads pages with it). */
function loadContrib<T>(name: 'pg_trgm' | 'btree_gin' | 'pageinspect'): T {
  const file = nativeRequire.resolve(`@electric-sql/pglite/contrib/${name}`);
  const loader = (NodeModule as unknown as { _load?: (request: string) => unknown })._load;
  return (typeof loader === 'function' ? loader(file) : nativeRequire(file)) as T;
}

/** Dates as ISO strings: PGlite lives in another realm under Jest, where `instanceof Date` fails. */
const plain = (params: SqlParam[]) => params.map((p) => (p instanceof Date ? p.toISOString() : p));

async function openPglite({ dataDir, loadDataDir, role = 'server', beforeOpen, sharedBuffersMb }: OpenDbOptions): Promise<Db & { dump(): Promise<Blob> }> {
  const { PGlite } = loadPglite();
  let dir: string | undefined;
  let lock: DataDirLock | null = null;
  if (dataDir !== 'memory://') {
    lock = lockDataDir(dataDir, role);
    dir = path.join(dataDir, 'pgdata');
  }
  // Extensions are bundled with PGlite and must be registered when the database opens; the migration then runs
  // CREATE EXTENSION IF NOT EXISTS (the same statement a PostgreSQL server needs).
  const { pg_trgm } = loadContrib<typeof import('@electric-sql/pglite/contrib/pg_trgm')>('pg_trgm');
  const { btree_gin } = loadContrib<typeof import('@electric-sql/pglite/contrib/btree_gin')>('btree_gin');
  const { pageinspect } = loadContrib<typeof import('@electric-sql/pglite/contrib/pageinspect')>('pageinspect');
  let pg: InstanceType<typeof PGlite>;
  try {
    if (dir) {
      beforeOpen?.(dataDir);
      fs.mkdirSync(dir, { recursive: true });
    }
    // Sized for the server's own database only: a tool that opens it for a moment (seed, ingestion) keeps the default.
    const buffers = sharedBuffersMb || (dir && role === 'server' ? embeddedSharedBuffersMb(dir) : PGLITE_DEFAULT_BUFFERS_MB);
    pg = await PGlite.create({
      dataDir: dir,
      loadDataDir,
      extensions: { pg_trgm, btree_gin, pageinspect },
      ...(buffers !== PGLITE_DEFAULT_BUFFERS_MB ? { postgresqlconf: [`shared_buffers = ${buffers}MB`] } : {}),
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  let closed = false;
  return {
    kind: 'pglite',
    lock,
    async query<T>(sql: string, params: SqlParam[] = []) {
      const res = await pg.query<T>(sql, plain(params));
      // PGlite runs a statement synchronously in this thread and resolves it as a microtask, so a request's statements
      // would follow one another without letting any other request in: yielding to the event loop here lets a request
      // that arrived meanwhile queue its statement before this request's next one (fair turns on the one engine).
      await new Promise<void>((resolve) => setImmediate(resolve));
      return res.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: SqlParam[] = []) {
            const res = await tx.query<R>(sql, plain(params));
            return res.rows;
          },
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
    async dump() {
      return pg.dumpDataDir('none');
    },
  };
}

/** A prepared statement's name: its text's hash, so one text is one statement on each connection. */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `vj_${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

async function openPg(url: string, { poolMax = 10, statementTimeoutMs = 0 }: OpenDbOptions): Promise<Db> {
  const { default: pgMod } = await import('pg');
  // An unreachable server fails the first query within 10 s instead of hanging the start. A runaway statement is
  // cancelled by the server (SQLSTATE 57014, answered 503) instead of holding a pooled connection.
  const pool = new pgMod.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 10_000,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A pool error (server restart) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    kind: 'pg',
    lock: null,
    async query<T>(sql: string, params: SqlParam[] = [], options?: QueryOptions) {
      const res = options?.prepared ? await pool.query({ name: preparedName(sql), text: sql, values: params }) : await pool.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // A connection that ends while checked out (a server restart, a terminated backend) also emits 'error' on the
      // client, and the pool listens only to idle ones: unheard, it would end the process. The statement fails anyway.
      let broken: Error | undefined;
      const ignore = (err: Error) => void (broken = err);
      client.on('error', ignore);
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params: SqlParam[] = [], options?: QueryOptions) {
            const res = options?.prepared ? await client.query({ name: preparedName(sql), text: sql, values: params }) : await client.query(sql, params);
            return res.rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.removeListener('error', ignore);
        // A broken connection is destroyed, not handed to the next caller.
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
