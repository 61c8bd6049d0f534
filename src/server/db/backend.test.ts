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
  expect(app.app.ctx.db.kind).toBe(expected);
  const [row] = await app.app.ctx.db.query<{ version: string }>('SELECT version()');
  expect(row.version).toMatch(/^PostgreSQL \d+/);
  const [trgm] = await app.app.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'");
  expect(trgm.n).toBe(1);
});
