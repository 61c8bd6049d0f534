import { openDb, type Db } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

/**
 * The seed streams its jobs a batch at a time (issue 15: a million jobs must not be built in memory first). What a
 * batch boundary must not change: every job stored once, ids contiguous, the same catalogue for the same inputs.
 */
jest.setTimeout(120_000);

async function seeded(jobs: number, progress?: [number, number][]): Promise<Db> {
  const db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seed(db, { jobs, now: new Date('2026-11-01T00:00:00Z'), demo: false, onProgress: progress ? (d, t) => progress.push([d, t]) : undefined });
  return db;
}

const fingerprint = (db: Db) =>
  db.query<{ n: number; ids: number; digest: string }>(
    `SELECT count(*)::int AS n, (max(id) - min(id) + 1)::int AS ids,
            md5(string_agg(concat_ws('|', id, ref_id, company_id, title, city_id, role_level, work_type, posted_at), ',' ORDER BY id)) AS digest
     FROM jobs`,
  );

it('stores a catalogue larger than one batch completely, reporting each batch, and the same one twice', async () => {
  const progress: [number, number][] = [];
  const a = await seeded(4500, progress);
  const b = await seeded(4500);
  try {
    expect(progress).toEqual([
      [2000, 4500],
      [4000, 4500],
      [4500, 4500],
    ]);
    const [fa] = await fingerprint(a);
    const [fb] = await fingerprint(b);
    expect(fa).toMatchObject({ n: 4500, ids: 4500 });
    expect(fb.digest).toBe(fa.digest);
    const [seq] = await a.query<{ next: number }>(`SELECT nextval(pg_get_serial_sequence('jobs', 'id'))::int AS next`);
    expect(seq.next).toBe(4501);
  } finally {
    await a.close();
    await b.close();
  }
});
