import { startTestApp, type TestServer } from '../testing/testApp';

/**
 * The server tests run twice in npm test: on embedded PGlite, and (test:pg, .ci/with-postgres.sh) on a PostgreSQL
 * server named by DATABASE_URL. This proves which one a run is on, so a run meant for the server cannot quietly use
 * the embedded database.
 */
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

it('runs on the backend DATABASE_URL names, or on embedded PGlite without it', async () => {
  const expected = process.env.DATABASE_URL ? 'pg' : 'pglite';
  expect(app.app.db.kind).toBe(expected);
  const [row] = await app.app.db.query<{ version: string }>('SELECT version()');
  expect(row.version).toMatch(/^PostgreSQL \d+/);
  const [trgm] = await app.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'");
  expect(trgm.n).toBe(1);
});

describe('statement timeout (DB_STATEMENT_TIMEOUT_MS)', () => {
  it('is 5 s by default and cancels a runaway statement on a PostgreSQL server; PGlite has no timer for it', async () => {
    const config = (await import('../config')).loadConfig({});
    expect(config.dbStatementTimeoutMs).toBe(5000);
    expect(config.dbPoolMax).toBe(10);
    const db = app.app.db;
    const [shown] = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
    if (db.kind === 'pg') {
      expect(shown.statement_timeout).toBe('5s');
      const strict = await startTestApp({ dbStatementTimeoutMs: 100 });
      try {
        await expect(strict.app.db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
        await expect(strict.app.db.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]); // the pool recovers
      } finally {
        await strict.close();
      }
    } else {
      expect(shown.statement_timeout).toBe('0'); // not set: it would never fire in PGlite
    }
  });
});

describe('prepared statements (QueryOptions.prepared)', () => {
  it('answers like a plain query on both backends, in and out of a transaction; on a server it is kept by name', async () => {
    const db = app.app.db;
    const sql = 'SELECT $1::int * 2 AS twice, $2::text AS word';
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await db.query(sql, [n, `w${n}`], { prepared: true })).toEqual([{ twice: n * 2, word: `w${n}` }]);
    }
    await db.transaction(async (tx) => {
      expect(await tx.query(sql, [21, 'tx'], { prepared: true })).toEqual([{ twice: 42, word: 'tx' }]);
      if (db.kind === 'pg') {
        // The transaction's connection now holds the statement under its text's name (vj_<hash>), parsed once.
        const kept = await tx.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements WHERE statement = $1', [sql]);
        expect(kept).toEqual([{ name: expect.stringMatching(/^vj_[0-9a-f]{20}$/), statement: sql }]);
      }
    });
    // A wrong parameter fails the same way either way.
    await expect(db.query(sql, ['x', 'y'], { prepared: true })).rejects.toThrow(/invalid input syntax for type integer/);
  });
});

describe('turns on the one engine', () => {
  it("lets a request that arrives meanwhile run its statement between another request's statements", async () => {
    // PGlite runs statements in this thread; a request's next statement must not follow its last one before a
    // request that came in meanwhile gets a turn, or a call of many statements holds everyone up for all of them.
    const db = app.app.db;
    await db.query('CREATE SEQUENCE IF NOT EXISTS turns_test_seq');
    await db.query(`SELECT setval('turns_test_seq', 1, false)`);
    const next = async () => Number((await db.query<{ n: string }>(`SELECT nextval('turns_test_seq') AS n`))[0].n);
    try {
      const long = (async () => {
        const got: number[] = [];
        for (let i = 0; i < 4; i++) got.push(await next());
        return got;
      })();
      // Another request, arriving (as I/O does) after the first statement has begun.
      const other = new Promise<number>((resolve, reject) => setImmediate(() => next().then(resolve, reject)));
      const [mine, theirs] = await Promise.all([long, other]);
      // On a PostgreSQL server each request has a connection of its own (the other one may still be connecting when
      // these four are done): only the embedded engine takes turns.
      if (db.kind === 'pglite') expect(theirs).toBeLessThan(5);
      expect([...mine, theirs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await db.query('DROP SEQUENCE IF EXISTS turns_test_seq');
    }
  });
});
