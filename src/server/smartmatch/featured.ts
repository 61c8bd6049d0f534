import type { Queryable } from '../db/client';
import type { ListedJob } from '../candidates/candidateRepository';
import { Params } from '../jobs/jobSql';
import { candidateProfiles, matchSql, prepareProfiles } from './matching';

/**
 * The featured list, unordered: the best `limit` matches of the engine for the candidate's profiles (of one Smart
 * Match, or all), and the jobs SmartMatch delivered to the dashboard earlier (featured_jobs) scored again by the
 * same engine: a stored job is listed only while it still passes the relevance bar (issue 17). The candidate domain
 * reaches it through `app.smartMatch` (candidates/smartMatchPort.ts).
 */
export async function rankFeatured(db: Queryable, candidateId: number, smartmatchId: number | null, limit: number): Promise<ListedJob[]> {
  const profiles = await prepareProfiles(db, await candidateProfiles(db, candidateId, smartmatchId));
  const stored = (await db.query<{ job_id: number }>(
    'SELECT DISTINCT job_id FROM featured_jobs WHERE candidate_id = $1 AND ($2::int IS NULL OR smartmatch_id = $2::int)',
    [candidateId, smartmatchId],
  )).map((r) => r.job_id);
  const p = new Params();
  const parts = [matchSql(p, profiles, { limit, perSet: limit })];
  if (stored.length) parts.push(matchSql(p, profiles, { onlyJobs: stored, limit: stored.length }));
  return db.query(
    `SELECT DISTINCT ON (job_id) job_id, score::float8 AS score, sort_at::text AS sort_at, COALESCE(reason, '') AS reason FROM (
        ${parts.map((sql) => `SELECT job_id, score, sort_at, reason FROM (${sql}) m`).join(' UNION ALL ')}
      ) u ORDER BY job_id, score DESC`,
    p.values,
  );
}
