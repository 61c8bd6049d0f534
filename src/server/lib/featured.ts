import type { Queryable } from '../db/client';
import type { Params } from './jobs';

/** What a Smart Match (or the candidate's preferences) asks for. */
export interface MatchCriteria {
  titles: string[];
  functions: number[];
  cities: number[];
}

/** Criteria of one Smart Match, of all active ones of a candidate, or (with none) of the candidate's preferences. */
export async function matchCriteria(db: Queryable, candidateId: number, smartmatchId: number | null): Promise<MatchCriteria> {
  const sms = await db.query<{ id: number; job_function_id: number | null; city_id: number | null }>(
    `SELECT id, job_function_id, city_id FROM smartmatches WHERE candidate_id = $1 AND ($2::int IS NULL OR id = $2) AND ($2::int IS NOT NULL OR NOT paused)`,
    [candidateId, smartmatchId],
  );
  if (sms.length) {
    const titles = await db.query<{ name: string }>(
      `SELECT DISTINCT lower(t.name) AS name FROM smartmatch_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.smartmatch_id = ANY($1::int[])`,
      [sms.map((s) => s.id)],
    );
    return {
      titles: titles.map((t) => t.name),
      functions: sms.map((s) => s.job_function_id).filter((x): x is number => x !== null),
      cities: sms.map((s) => s.city_id).filter((x): x is number => x !== null),
    };
  }
  const titles = await db.query<{ name: string }>(
    `SELECT lower(t.name) AS name FROM candidate_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.candidate_id = $1`,
    [candidateId],
  );
  const functions = await db.query<{ id: number }>('SELECT job_function_id AS id FROM candidate_job_functions WHERE candidate_id = $1', [candidateId]);
  const cities = await db.query<{ id: number }>('SELECT city_id AS id FROM candidate_locations WHERE candidate_id = $1', [candidateId]);
  return { titles: titles.map((t) => t.name), functions: functions.map((r) => r.id), cities: cities.map((r) => r.id) };
}

/**
 * Ranked matches as SQL (columns job_id, score, sort_at, reason): title 3, function 2, location 1; a job needs a title
 * match, or function and location together. A simple SQL score; a later issue builds the richer engine.
 */
export function scoredJobsSql(p: Params, c: MatchCriteria, extraWhere = '', limit = 500): string {
  const t = p.add(c.titles);
  const fn = p.add(c.functions);
  const ci = p.add(c.cities);
  return `SELECT j.id AS job_id, (m.ts + m.fs + m.cs) AS score, j.posted_at AS sort_at,
      'Matches your ' || concat_ws(', ', CASE WHEN m.ts > 0 THEN 'job title' END, CASE WHEN m.fs > 0 THEN 'job function' END,
        CASE WHEN m.cs > 0 THEN 'location' END) AS reason
    FROM jobs j CROSS JOIN LATERAL (SELECT
      CASE WHEN EXISTS (SELECT 1 FROM unnest(${t}::text[]) AS tt(name) WHERE position(tt.name IN lower(j.title)) > 0) THEN 3 ELSE 0 END AS ts,
      CASE WHEN j.job_function_id = ANY(${fn}::int[]) THEN 2 ELSE 0 END AS fs,
      CASE WHEN j.city_id = ANY(${ci}::int[]) THEN 1 ELSE 0 END AS cs) m
    WHERE j.is_active AND (m.ts > 0 OR (m.fs > 0 AND m.cs > 0)) ${extraWhere}
    ORDER BY score DESC, j.posted_at DESC LIMIT ${limit}`;
}
