import { openDb, type Db } from './client';
import { migrate } from './migrate';
import { catalogueState, seed, type CatalogueState } from './seed';

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

it('stores a catalogue larger than one batch completely, with the asked number listed, reporting each batch, and the same one twice', async () => {
  const progress: [number, number][] = [];
  const a = await seeded(4500, progress);
  const b = await seeded(4500);
  try {
    const [fa] = await fingerprint(a);
    const [fb] = await fingerprint(b);
    // `jobs` is the number listed (decisions.md §4: ~5,300 active); closed jobs and likely scams come on top.
    const [{ listed }] = await a.query<{ listed: number }>('SELECT count(*)::int AS listed FROM jobs WHERE is_active AND verified');
    expect(listed).toBe(4500);
    expect(fa.n).toBeGreaterThan(4500);
    expect(fa.n).toBeLessThan(4500 * 1.1);
    expect(fa.ids).toBe(fa.n);
    expect(fb.digest).toBe(fa.digest);
    // A report per stored batch of 2,000 rows, counting listed jobs, the last one at the target.
    expect(progress).toHaveLength(Math.ceil(fa.n / 2000));
    expect(progress.map(([, total]) => total)).toEqual(progress.map(() => 4500));
    expect(progress.map(([done]) => done)).toEqual([...progress.map(([done]) => done)].sort((x, y) => x - y));
    expect(progress.at(-1)).toEqual([4500, 4500]);
    const [seq] = await a.query<{ next: number }>(`SELECT nextval(pg_get_serial_sequence('jobs', 'id'))::int AS next`);
    expect(seq.next).toBe(fa.n + 1);
  } finally {
    await a.close();
    await b.close();
  }
});

it("keeps the catalogue's random draws, and gives it closed, stale, caution and high-risk listings by a rule of their own (issue 17)", async () => {
  const now = new Date('2026-11-01T00:00:00Z');
  const db = await seeded(600);
  try {
    // What the catalogue's random sequence draws, as it was before the listing states existed: a change here means the
    // sequence moved, and with it the matching evaluation's figures and many tests' jobs.
    const [{ digest }] = await db.query<{ digest: string }>(
      `SELECT md5(string_agg(concat_ws('|', id, ref_id, company_id, title, job_title_id, job_function_id, role_function, city_id, role_level, work_type,
                direct_apply, is_featured, extract(epoch FROM posted_at)::bigint, salary_min::text, salary_max::text, salary_currency, salary_period), ',' ORDER BY id)) AS digest
       FROM jobs WHERE id <= 600`,
    );
    // Issue 29 redrew the catalogue (roles by employer sector, pay by market and level): this is its digest.
    expect(digest).toBe('48e3cdd30c7820217bd7a52010f3d1f5');

    const rows = await db.query<{
      id: number; posted_at: Date; status: string; is_active: boolean; closed_at: Date | null; last_seen: Date; verified_at: Date | null;
      verified: boolean; trust_level: string; trust_signals: string[];
    }>('SELECT id, posted_at, status, is_active, closed_at, last_seen, verified_at, verified, trust_level, trust_signals FROM jobs ORDER BY id');
    const day = 86_400_000;
    const seen: Record<CatalogueState, number> = { open: 0, stale: 0, closed: 0, caution: 0, high_risk: 0 };
    for (const r of rows) {
      const posted = new Date(r.posted_at).getTime();
      const { state } = catalogueState(r.id, Math.floor((now.getTime() - posted) / day));
      seen[state]++;
      const checkedDaysAgo = r.verified_at ? (now.getTime() - new Date(r.verified_at).getTime()) / day : null;
      const facts = { id: r.id, state, status: r.status, active: r.is_active, trust: r.trust_level, verified: r.verified };
      switch (state) {
        case 'open':
          expect(facts).toEqual({ ...facts, status: 'open', active: true, trust: 'verified', verified: true });
          expect(checkedDaysAgo).toBeLessThan(3);
          break;
        case 'stale':
          expect(facts).toEqual({ ...facts, status: 'open', active: true, trust: 'verified', verified: true });
          expect(checkedDaysAgo).toBeGreaterThan(30);
          expect(new Date(r.verified_at!).getTime()).toBeGreaterThanOrEqual(posted);
          break;
        case 'closed':
          expect(facts).toEqual({ ...facts, status: 'closed', active: false, trust: 'verified' });
          expect(new Date(r.closed_at!).getTime()).toBeGreaterThan(new Date(r.last_seen).getTime());
          expect(new Date(r.last_seen).getTime()).toBeGreaterThanOrEqual(posted);
          break;
        case 'caution':
          expect(facts).toEqual({ ...facts, status: 'open', active: true, trust: 'caution', verified: true });
          // The seed's rule writes pressure wording; the learned layer (issue 35) may add that it reads like known scams.
          expect(r.trust_signals).toContain('pressure_wording');
          expect(r.trust_signals.filter((c: string) => c !== 'pressure_wording' && c !== 'reads_like_known_scams')).toEqual([]);
          break;
        case 'high_risk':
          // Reposted by a feed (unverified) with a money ask: the trust pass keeps it off every list.
          expect(facts).toEqual({ ...facts, status: 'open', active: false, trust: 'high_risk', verified: false });
          expect(r.trust_signals).toContain('asks_for_money');
          break;
      }
    }
    // Shares of about 1% high-risk, 2.5% caution, 3–4% closed, 4–5% stale: each present, most jobs open.
    expect(seen.high_risk).toBeGreaterThanOrEqual(3);
    expect(seen.caution).toBeGreaterThanOrEqual(6);
    expect(seen.closed).toBeGreaterThanOrEqual(10);
    expect(seen.stale).toBeGreaterThanOrEqual(15);
    expect(seen.open / rows.length).toBeGreaterThan(0.85);
  } finally {
    await db.close();
  }
});
