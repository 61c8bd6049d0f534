/**
 * Issue 33: support's review of candidates' reports (docs/trust.md "Reports as evidence"). The queue lists every job
 * with reports that still count, those under review first, each report with its weight and what weighs it (account
 * age, activity, record, burst) but never who filed it. A decision (upheld or dismissed) is kept per job and the job
 * is judged again at once.
 */
import type { Queryable } from '../db/client';
import type { Trust } from '../../shared/trustMessages';
import { burstReports, weighReports, type ReportFacts } from './reportWeight';
import { COUNTED_REPORT_SQL, REPORT_FACTS_SQL, recomputeTrust, reportFacts, trustOf } from './trustRepository';

export type ReviewDecision = 'upheld' | 'dismissed';

export interface QueuedReport {
  reason: ReportFacts['reason'];
  details: string;
  filed_at: string;
  reporter_age_days: number;
  reporter_activity: number;
  reporter_upheld: number;
  reporter_dismissed: number;
  in_burst: boolean;
  weight: number;
}

export interface QueuedJob {
  job_id: number;
  title: string;
  company: string;
  verified_source: boolean;
  trust: Trust;
  total_weight: number;
  burst: boolean;
  reports: QueuedReport[];
}

interface QueueRow {
  id: number;
  title: string;
  company: string;
  verified: boolean;
  trust_level: string;
  trust_signals: unknown;
  trust_review: boolean;
  reports: ReportFacts[] | null;
}

/** The review queue: at most `limit` jobs with counted reports, under review first, then by total weight. */
export async function reviewQueue(db: Queryable, limit = 50): Promise<QueuedJob[]> {
  const rows = await db.query<QueueRow>(
    `SELECT j.id, j.title, c.name AS company, j.verified, j.trust_level, j.trust_signals, j.trust_review, ${REPORT_FACTS_SQL} AS reports
     FROM jobs j JOIN companies c ON c.id = j.company_id LEFT JOIN job_report_reviews rv ON rv.job_id = j.id
     WHERE rv.decision IS DISTINCT FROM 'upheld'
       AND j.id IN (SELECT r.job_id FROM job_reports r LEFT JOIN job_report_reviews rv ON rv.job_id = r.job_id WHERE ${COUNTED_REPORT_SQL})`,
  );
  const queue = rows.map((row): QueuedJob => {
    const facts = reportFacts(row.reports).sort((a, b) => a.at - b.at);
    const burst = burstReports(facts);
    const weights = weighReports(facts);
    const reports = facts.map((f, i): QueuedReport => ({
      reason: f.reason,
      details: f.details ?? '',
      filed_at: new Date(f.at).toISOString(),
      reporter_age_days: Math.floor(f.ageDays),
      reporter_activity: f.activity,
      reporter_upheld: f.upheld,
      reporter_dismissed: f.dismissed,
      in_burst: burst.has(f),
      weight: weights[i].weight,
    }));
    return {
      job_id: row.id,
      title: row.title,
      company: row.company,
      verified_source: row.verified,
      trust: trustOf(row.trust_level, row.trust_signals, row.trust_review),
      total_weight: Math.round(reports.reduce((sum, r) => sum + r.weight, 0) * 1000) / 1000,
      burst: burst.size > 0,
      reports,
    };
  });
  const underReview = (q: QueuedJob) => (q.trust.under_review ? 1 : 0);
  return queue.sort((a, b) => underReview(b) - underReview(a) || b.total_weight - a.total_weight || a.job_id - b.job_id).slice(0, limit);
}

/**
 * Records support's decision on a job's reports and judges the job again; returns its trust, or null when there is
 * no such job. Upheld: a hard signal (the job leaves search as a likely scam). Dismissed: the reports so far stop
 * counting and count against their reporters' next reports.
 */
export async function decideReports(db: Queryable, jobId: number, decision: ReviewDecision, by: string, note = ''): Promise<Trust | null> {
  const [job] = await db.query<{ id: number }>('SELECT id FROM jobs WHERE id = $1', [jobId]);
  if (!job) return null;
  await db.query(
    `INSERT INTO job_report_reviews (job_id, decision, decided_by, note) VALUES ($1, $2, $3, $4)
     ON CONFLICT (job_id) DO UPDATE SET decision = EXCLUDED.decision, decided_by = EXCLUDED.decided_by, note = EXCLUDED.note, decided_at = clock_timestamp()`,
    [jobId, decision, by.trim().slice(0, 100) || 'support', note.slice(0, 1000)],
  );
  await recomputeTrust(db, [jobId]);
  const [row] = await db.query<{ trust_level: string; trust_signals: unknown; trust_review: boolean }>(
    'SELECT trust_level, trust_signals, trust_review FROM jobs WHERE id = $1',
    [jobId],
  );
  return trustOf(row.trust_level, row.trust_signals, row.trust_review);
}
