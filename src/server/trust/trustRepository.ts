/**
 * Trust in the database (issue 17, docs/trust.md "Integration"): each job's verdict is computed by signals.ts from its
 * stored text, company, salary, the salary norm of its function and city and its candidates' reports, and kept on
 * the job (`trust_level`, `trust_signals` as codes). Called after the seed, by the ingestion run for the jobs it
 * stored, and when a report is filed.
 */
import type { Queryable } from '../db/client';
import type { ExchangeRateTable } from '../../shared/exchangeRates';
import { PER_MONTH } from '../../shared/salaryFormat';
import type { SalaryPeriod } from '../../shared/salary';
import {
  TRUST_SIGNAL_MESSAGES,
  type Trust,
  type TrustLevel,
  type TrustSignalCode,
} from '../../shared/trustMessages';
import { ExchangeRates } from './exchangeRates';
import { weighReports, type ReportFacts } from './reportWeight';
import { SALARY_NORM_FACTOR, computeTrust } from './signals';

/** Jobs read and written per statement: bounded memory whatever the catalogue (1 M jobs stream through). */
export const TRUST_BATCH = 2000;

/** Fewer disclosed salaries than this in a function and city give no norm (signals.ts salaryNormFromSamples). */
export const NORM_MIN_SAMPLES = 5;

/** SQL: the monthly factor of a job's salary period, from PER_MONTH (one source for the figures). */
const MONTHLY_FACTOR_SQL = `CASE j.salary_period ${(Object.keys(PER_MONTH) as SalaryPeriod[])
  .map((p) => `WHEN '${p}' THEN ${PER_MONTH[p]}`)
  .join(' ')} END`;

/** The trust of a stored job as the API shows it: codes from the database, messages from trustMessages.ts. */
export function trustOf(level: string | null | undefined, codes: unknown, underReview?: boolean | null): Trust {
  const known = Array.isArray(codes) ? codes.filter((c): c is TrustSignalCode => typeof c === 'string' && c in TRUST_SIGNAL_MESSAGES) : [];
  const lvl: TrustLevel = level === 'caution' || level === 'high_risk' ? level : 'verified';
  const trust: Trust = { level: lvl, signals: known.map((code) => ({ code, message: TRUST_SIGNAL_MESSAGES[code] })) };
  if (underReview && lvl !== 'high_risk') trust.under_review = true;
  return trust;
}

/** Issue 33, SQL: report `r` of job `j` counts (support did not dismiss it; `rv` is the job's review, if any). */
export const COUNTED_REPORT_SQL = `(rv.decision IS DISTINCT FROM 'dismissed' OR r.created_at > rv.decided_at)`;

/** REPORT_FACTS_SQL's JSON as ReportFacts (json_build_object gives numbers as JSON numbers; coerced all the same). */
export function reportFacts(rows: readonly ReportFacts[] | null): ReportFacts[] {
  return (rows ?? []).map((f) => ({
    ...f,
    at: Number(f.at),
    ageDays: Number(f.ageDays),
    activity: Number(f.activity),
    upheld: Number(f.upheld),
    dismissed: Number(f.dismissed),
  }));
}

/**
 * Issue 33, SQL: each counted report of job `j` with what weighs it (ReportFacts), as a JSON array, or null. Reports
 * filed before support dismissed the job's reports do not count. Everything is as it stood when the report was filed,
 * so nothing done afterwards changes its weight: the reporter's applications and saved jobs before it, and their
 * record, i.e. support's decisions taken before it on other jobs they had reported.
 */
export const REPORT_FACTS_SQL = `(SELECT json_agg(json_build_object(
     'reason', r.reason,
     'details', r.details,
     'at', extract(epoch FROM r.created_at) * 1000,
     'ageDays', extract(epoch FROM r.created_at - ca.created_at) / 86400,
     'activity', (SELECT count(*) FROM applications a WHERE a.candidate_id = r.candidate_id AND a.created_at < r.created_at)
               + (SELECT count(*) FROM saved_jobs s WHERE s.candidate_id = r.candidate_id AND s.created_at < r.created_at),
     'upheld', (SELECT count(*) FROM job_reports o JOIN job_report_reviews d ON d.job_id = o.job_id
                WHERE o.candidate_id = r.candidate_id AND o.job_id <> r.job_id AND d.decision = 'upheld'
                  AND o.created_at <= d.decided_at AND d.decided_at < r.created_at),
     'dismissed', (SELECT count(*) FROM job_reports o JOIN job_report_reviews d ON d.job_id = o.job_id
                WHERE o.candidate_id = r.candidate_id AND o.job_id <> r.job_id AND d.decision = 'dismissed'
                  AND o.created_at <= d.decided_at AND d.decided_at < r.created_at)))
   FROM job_reports r JOIN candidates ca ON ca.id = r.candidate_id
   WHERE r.job_id = j.id AND ${COUNTED_REPORT_SQL})`;

/**
 * The norms table from the catalogue: median monthly pay (middle of each disclosed range) of the active jobs of each
 * function and city paid in the city's currency, where at least NORM_MIN_SAMPLES disclose it — for all levels
 * (role_level '') and for each experience level on its own (one statement, two grouping sets); then each level's
 * factor (salary_level_factors), which scales the all-levels norm where a level has no norm of its own in a city.
 */
export async function refreshSalaryNorms(db: Queryable): Promise<number> {
  await db.query('DELETE FROM salary_norms');
  await db.query('DELETE FROM salary_level_factors');
  const rows = await db.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO salary_norms (job_function_id, city_id, role_level, currency, monthly_median, samples, computed_at)
       SELECT j.job_function_id, j.city_id, coalesce(j.role_level, ''), cu.code,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY (coalesce(j.salary_min, j.salary_max) + coalesce(j.salary_max, j.salary_min)) / 2 * ${MONTHLY_FACTOR_SQL}),
              count(*)::int, now()
       FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN currencies cu ON cu.id = ci.currency_id
       WHERE j.is_active AND j.salary_period IS NOT NULL AND j.salary_currency = cu.code
         AND coalesce(j.salary_min, j.salary_max) > 0
       GROUP BY GROUPING SETS ((j.job_function_id, j.city_id, cu.code), (j.job_function_id, j.city_id, cu.code, j.role_level))
       HAVING count(*) >= ${NORM_MIN_SAMPLES}
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
  );
  // Each level's pay relative to the all-levels norm, for the levels without a norm of their own in a city.
  await db.query(
    `INSERT INTO salary_level_factors (role_level, factor, samples, computed_at)
     SELECT j.role_level,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY (coalesce(j.salary_min, j.salary_max) + coalesce(j.salary_max, j.salary_min)) / 2 * ${MONTHLY_FACTOR_SQL} / n.monthly_median),
            count(*)::int, now()
     FROM jobs j JOIN salary_norms n ON n.job_function_id = j.job_function_id AND n.city_id = j.city_id AND n.role_level = ''
     WHERE j.is_active AND j.salary_period IS NOT NULL AND j.salary_currency = n.currency AND coalesce(j.salary_min, j.salary_max) > 0
     GROUP BY j.role_level
     HAVING count(*) >= ${NORM_MIN_SAMPLES}`,
  );
  return rows[0]?.n ?? 0;
}

interface TrustInputRow {
  id: number;
  title: string;
  description: string;
  company: string;
  website: string | null;
  apply_url: string | null;
  verified: boolean;
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  norm_currency: string | null;
  norm_median: string | null;
  reports: ReportFacts[] | null;
  review: 'upheld' | 'dismissed' | null;
}

/**
 * Recomputes and stores the trust of these jobs (any number: done TRUST_BATCH at a time); returns how many changed.
 * A salary paid in another currency than its norm is converted at the database's dated `exchange_rates` (the table
 * the API's conversions read), not the rates the release shipped: pass `rates` when already read.
 */
export async function recomputeTrust(db: Queryable, jobIds: readonly number[], rates?: ExchangeRateTable): Promise<number> {
  if (!jobIds.length) return 0;
  const table = rates ?? (await new ExchangeRates(db).current());
  let changed = 0;
  for (let start = 0; start < jobIds.length; start += TRUST_BATCH) {
    const ids = [...new Set(jobIds.slice(start, start + TRUST_BATCH))];
    const rows = await db.query<TrustInputRow>(
      `SELECT j.id, j.title, j.description, c.name AS company, c.website, j.direct_apply_url AS apply_url, j.verified,
              j.salary_min::text, j.salary_max::text, j.salary_currency, j.salary_period,
              -- The norm of the job's own level where it has one, else of all levels of its function and city scaled by
              -- how its level is paid across the catalogue.
              coalesce(nl.currency, n.currency) AS norm_currency,
              coalesce(nl.monthly_median, n.monthly_median * coalesce(f.factor, 1))::text AS norm_median,
              ${REPORT_FACTS_SQL} AS reports, rv.decision AS review
       FROM jobs j JOIN companies c ON c.id = j.company_id
       LEFT JOIN job_report_reviews rv ON rv.job_id = j.id
       LEFT JOIN salary_norms nl ON nl.job_function_id = j.job_function_id AND nl.city_id = j.city_id AND nl.role_level = j.role_level
       LEFT JOIN salary_norms n ON n.job_function_id = j.job_function_id AND n.city_id = j.city_id AND n.role_level = ''
       LEFT JOIN salary_level_factors f ON f.role_level = j.role_level
       WHERE j.id = ANY($1::int[])`,
      [ids],
    );
    const levels: string[] = [];
    const signals: string[] = [];
    const reviews: string[] = []; // 'true' / 'false': read as boolean[] by the statement
    for (const r of rows) {
      const trust = computeTrust({
        title: r.title,
        description: r.description,
        companyName: r.company,
        companyWebsite: r.website,
        applyUrl: r.apply_url,
        salary: r.salary_currency && r.salary_period
          ? { min: r.salary_min === null ? null : Number(r.salary_min), max: r.salary_max === null ? null : Number(r.salary_max), currency: r.salary_currency, period: r.salary_period }
          : null,
        salaryNorm: r.norm_currency && r.norm_median ? { currency: r.norm_currency, monthlyMedian: Number(r.norm_median) } : null,
        verifiedSource: r.verified,
        reports: weighReports(reportFacts(r.reports)),
        reportsUpheld: r.review === 'upheld',
      }, table);
      levels.push(trust.level);
      signals.push(JSON.stringify(trust.signals.map((s) => s.code)));
      reviews.push(String(trust.under_review === true));
    }
    if (!rows.length) continue;
    // Written only where the verdict changed. A job leaving high_risk is active again when it is open and verified;
    // entering it, the trigger of migration 008 makes it inactive.
    const updated = await db.query<{ id: number }>(
      `UPDATE jobs j SET trust_level = u.level, trust_signals = u.signals::jsonb, trust_review = u.review,
         is_active = CASE WHEN u.level = 'high_risk' THEN false WHEN j.trust_level = 'high_risk' THEN j.status = 'open' AND j.verified ELSE j.is_active END
       FROM unnest($1::int[], $2::text[], $3::text[], $4::boolean[]) AS u(id, level, signals, review)
       WHERE j.id = u.id AND (j.trust_level <> u.level OR j.trust_signals <> u.signals::jsonb OR j.trust_review <> u.review)
       RETURNING j.id`,
      [rows.map((r) => r.id), levels, signals, reviews],
    );
    changed += updated.length;
  }
  return changed;
}

/**
 * Every job's trust, TRUST_BATCH ids at a time in id order (the seed: a million jobs never sit in memory at once).
 * Norms first, so the salary signal reads the catalogue just stored.
 */
export async function recomputeAllTrust(db: Queryable, onProgress?: (done: number) => void): Promise<number> {
  await refreshSalaryNorms(db);
  const rates = await new ExchangeRates(db).current();
  let after = 0;
  let changed = 0;
  let done = 0;
  for (;;) {
    const ids = await db.query<{ id: number }>('SELECT id FROM jobs WHERE id > $1 ORDER BY id LIMIT $2', [after, TRUST_BATCH]);
    if (!ids.length) break;
    changed += await recomputeTrust(db, ids.map((r) => r.id), rates);
    after = ids[ids.length - 1].id;
    done += ids.length;
    onProgress?.(done);
  }
  return changed;
}

/**
 * After the norms moved (an ingestion run): the jobs whose salary signal may change, i.e. those flagged now and
 * those paying from SALARY_NORM_FACTOR × their norm (same currency; other currencies are all checked), recomputed.
 */
export async function recomputeSalarySignals(db: Queryable): Promise<number> {
  const ids = await db.query<{ id: number }>(
    `SELECT j.id FROM jobs j
     WHERE j.trust_signals ? 'salary_above_norm'
     UNION
     SELECT j.id FROM jobs j JOIN salary_norms n ON n.job_function_id = j.job_function_id AND n.city_id = j.city_id AND n.role_level IN ('', j.role_level)
       LEFT JOIN salary_level_factors f ON f.role_level = j.role_level AND n.role_level = ''
     WHERE j.salary_period IS NOT NULL AND (j.salary_currency <> n.currency
        OR coalesce(j.salary_min, j.salary_max) * ${MONTHLY_FACTOR_SQL} >= ${SALARY_NORM_FACTOR} * n.monthly_median * least(1, coalesce(f.factor, 1)))`,
  );
  return recomputeTrust(db, ids.map((r) => r.id));
}

/**
 * Jobs queued to be judged again (`trust_recompute_queue`; migration 023 queues every reported job, whose verdict the
 * old count of reports made): judged now, then taken off the queue. Returns how many were queued.
 */
export async function recomputeQueuedTrust(db: Queryable): Promise<number> {
  const queued = await db.query<{ job_id: number }>('SELECT job_id FROM trust_recompute_queue ORDER BY job_id');
  if (!queued.length) return 0;
  const ids = queued.map((r) => r.job_id);
  await recomputeTrust(db, ids);
  await db.query('DELETE FROM trust_recompute_queue WHERE job_id = ANY($1::int[])', [ids]);
  return ids.length;
}

/** The sources whose listing was reported "already closed": the next ingestion run fetches them first. */
export async function sourcesToReverify(db: Queryable): Promise<Map<string, Date>> {
  const rows = await db.query<{ type: string; url: string; at: Date }>(
    'SELECT type, url, reverify_requested_at AS at FROM job_sources WHERE reverify_requested_at IS NOT NULL',
  );
  return new Map(rows.map((r) => [`${r.type} ${r.url}`, r.at]));
}

/** A source fetched successfully after its re-verification request: the request is done. */
export async function reverified(db: Queryable, sourceId: number, fetchedAt: Date): Promise<void> {
  await db.query('UPDATE job_sources SET reverify_requested_at = NULL WHERE id = $1 AND reverify_requested_at <= $2', [sourceId, fetchedAt]);
}
