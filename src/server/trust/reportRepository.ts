/** Candidates' reports of a job (issue 17, "Report this job"): one per candidate and job, each recomputing the trust. */
import type { Db, Queryable } from '../db/client';
import type { ReportReason } from '../../shared/trustMessages';
import { recomputeTrust } from './trustRepository';

export interface ReportTarget {
  id: number;
  status: string;
}

export function reportTarget(db: Queryable, jobId: number): Promise<ReportTarget | undefined> {
  return db.query<ReportTarget>('SELECT id, status FROM jobs WHERE id = $1', [jobId]).then((rows) => rows[0]);
}

/** Reports this candidate filed in the last hour and day (the per-candidate rate limit). */
export async function recentReports(db: Queryable, candidateId: number): Promise<{ hour: number; day: number }> {
  const [row] = await db.query<{ hour: number; day: number }>(
    `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour, count(*)::int AS day
     FROM job_reports WHERE candidate_id = $1 AND created_at > now() - interval '1 day'`,
    [candidateId],
  );
  return row ?? { hour: 0, day: 0 };
}

/**
 * Stores the report (false when this candidate reported the job before), recomputes the job's trust with every
 * report, and on "already closed" asks for the job's sources to be fetched again first on the next ingestion run.
 */
export async function fileReport(db: Db, candidateId: number, jobId: number, reason: ReportReason, details: string): Promise<boolean> {
  const stored = await db.transaction(async (tx) => {
    const rows = await tx.query(
      `INSERT INTO job_reports (candidate_id, job_id, reason, details) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING job_id`,
      [candidateId, jobId, reason, details],
    );
    if (!rows.length) return false;
    if (reason === 'already_closed') {
      await tx.query(
        `UPDATE job_sources s SET reverify_requested_at = coalesce(s.reverify_requested_at, now())
         FROM job_source_links l WHERE l.source_id = s.id AND l.job_id = $1`,
        [jobId],
      );
    }
    return true;
  });
  if (stored) await recomputeTrust(db, [jobId]);
  return stored;
}
