import type { Queryable } from '../db/client';

/** A Smart Match as its signed pause link sees it. */
export interface PausableSmartMatch {
  id: number;
  name: string;
  paused: boolean;
}

/** The Smart Match a pause link names, or null. */
export async function pausableSmartMatch(db: Queryable, id: number): Promise<PausableSmartMatch | null> {
  const [sm] = await db.query<PausableSmartMatch>('SELECT id, name, paused FROM smartmatches WHERE id = $1', [id]);
  return sm ?? null;
}

/** Pauses the Smart Match's alerts (no digest goes out until the candidate resumes them). */
export async function pauseAlerts(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE smartmatches SET paused = true WHERE id = $1', [id]);
}
