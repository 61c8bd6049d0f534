import { openDb } from '../db/client';
import { startTestApp, type TestServer } from '../testing/testApp';
import { claimRun, finishRun, lastRuns } from './ingestionRepository';
import { formatReport, formatRun } from './report';
import { runIngestion } from './run';

/**
 * Issue 33: one crash must not stop ingestion for hours. A run is owned by a live process; a run row left unfinished
 * by a process that is gone (killed, crashed) is taken over at once by the next run and reported as interrupted.
 */
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const zero = { fetched: 0, new: 0, updated: 0, unchanged: 0, closed: 0, rejected: 0, unverified: 0, duplicates: 0 };

/** The row a killed run leaves: started (here a minute ago, well inside any lease), never finished. */
async function deadRun(minutesAgo = 1): Promise<number> {
  const [row] = await server.app.db.query<{ id: number }>(
    `INSERT INTO ingestion_runs (started_at, trigger) VALUES (now() - make_interval(mins => $1), 'schedule') RETURNING id`,
    [minutesAgo],
  );
  return row.id;
}

describe('ingestion runs owned by a live process (issue 33)', () => {
  it("a killed run's unfinished row does not block the next run, which marks it interrupted", async () => {
    const dead = await deadRun(1);
    const older = await deadRun(60);
    const result = await runIngestion([], { db: server.app.db, trigger: 'test' });
    expect(result.runId).not.toBeNull();
    expect(result.skipped).toBeUndefined();
    expect(result.interrupted).toEqual([dead, older].sort((a, b) => a - b));
    const rows = await server.app.db.query<{ id: number; finished_at: Date | null; ok: boolean | null; interrupted: boolean }>(
      `SELECT id, finished_at, ok, totals ? 'interrupted' AS interrupted FROM ingestion_runs WHERE id = ANY($1::int[]) ORDER BY id`,
      [[dead, older, result.runId as number]],
    );
    expect(rows.map((r) => [r.id, r.finished_at !== null, r.ok, r.interrupted])).toEqual([
      [dead, true, false, true],
      [older, true, false, true],
      [result.runId, true, true, false],
    ]);
    expect(formatRun(result)).toContain(`Earlier runs ${[dead, older].sort((a, b) => a - b).join(', ')} had stopped unfinished (the process ended): marked interrupted.`);
    const report = formatReport(await lastRuns(server.app.db, 3));
    expect(report).toContain(`Run ${dead} (schedule) started`);
    expect(report).toMatch(new RegExp(`Run ${dead} \\(schedule\\) started \\S+: interrupted \\(its process stopped\\)`));
    // Nothing left to take over: the next run interrupts nothing.
    expect((await runIngestion([], { db: server.app.db, trigger: 'test' })).interrupted).toEqual([]);
  });

  it('a live run still excludes a second one, and its end frees the next at once', async () => {
    const { db } = server.app;
    const first = await claimRun(db, 'test', new Date());
    expect(first).not.toBeNull();
    expect(await claimRun(db, 'test', new Date())).toBeNull();
    const skipped = await runIngestion([], { db, trigger: 'test' });
    expect(skipped).toEqual(expect.objectContaining({ runId: null, skipped: 'another ingestion run is in progress' }));
    // The live run is not taken for dead while it runs.
    const [{ finished }] = await db.query<{ finished: boolean }>('SELECT finished_at IS NOT NULL AS finished FROM ingestion_runs WHERE id = $1', [first!.runId]);
    expect(finished).toBe(false);
    await finishRun(db, first!.runId, true, zero, new Date());
    await first!.release();
    const next = await runIngestion([], { db, trigger: 'test' });
    expect(next.runId).not.toBeNull();
    expect(next.interrupted).toEqual([]);
  });

  it('a run whose end could not be written (its process lost the database) is interrupted by the next', async () => {
    const { db } = server.app;
    const claim = await claimRun(db, 'test', new Date());
    // The process gives up without writing the end (as a crash between claim and finish would).
    await claim!.release();
    const next = await runIngestion([], { db, trigger: 'test' });
    expect(next.interrupted).toEqual([claim!.runId]);
  });
});

// With DATABASE_URL (a PostgreSQL server), the owner is whoever holds the run's advisory lock on a live connection.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
onServer('on a PostgreSQL server (DATABASE_URL)', () => {
  it('another process is refused while the owner lives, and takes over at once when its connection dies', async () => {
    const other = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
    try {
      const first = await claimRun(server.app.db, 'test', new Date());
      expect(first).not.toBeNull();
      expect(await claimRun(other, 'test', new Date())).toBeNull();
      // The owner's process is killed: PostgreSQL ends its connection, and with it the lock.
      const killed = await other.query<{ done: boolean }>(
        `SELECT pg_terminate_backend(pid) AS done FROM pg_locks WHERE locktype = 'advisory' AND objid = $1::bigint::oid AND granted`,
        [0x564a3137],
      );
      expect(killed).toEqual([{ done: true }]);
      let next = await claimRun(other, 'test', new Date());
      for (let i = 0; !next && i < 50; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        next = await claimRun(other, 'test', new Date());
      }
      expect(next?.interrupted).toEqual([first!.runId]);
      await finishRun(other, next!.runId, true, zero, new Date());
      await next!.release();
      await first!.release();
      // Released: the first process's database claims again at once.
      const again = await claimRun(server.app.db, 'test', new Date());
      expect(again?.interrupted).toEqual([]);
      await finishRun(server.app.db, again!.runId, true, zero, new Date());
      await again!.release();
    } finally {
      await other.close();
    }
  });
});
