import type { Db } from '../../db/client';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';

/** The evaluation runs on the product's default deterministic seed: 5,300 jobs, posted before this fixed time. */
export const EVAL_SEED_JOBS = 5300;
export const EVAL_NOW = new Date('2026-01-15T06:00:00Z');

/** A fresh in-memory database with the evaluation seed (about 10 s). Close it when done. */
export async function openEvalDb(): Promise<Db> {
  const db = await openDb({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await seed(db, { jobs: EVAL_SEED_JOBS, now: EVAL_NOW, demo: false });
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}
