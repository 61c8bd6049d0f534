import type { Queryable } from '../../db/client';
import { rankJobs, type Match } from '../matching';
import { EVAL_NOW } from './evalDb';
import { JUDGMENTS, METRO_NEIGHBOURS, type Judgment } from './judgments';

/** The quality bar: `npm run eval:matching` and the server test fail below it. */
export const MIN_PRECISION_AT_5 = 0.8;

export interface QueryResult {
  id: string;
  titles: string[];
  city: string;
  relevant: number;
  precisionAt5: number;
  recallAt20: number;
  /** Relevant jobs the engine left out of its first 20. */
  missed: { jobId: number; title: string; city: string; rank: number | null }[];
  /** Jobs in the first 5 judged not relevant. */
  falsePositives: { jobId: number; title: string; city: string; reason: string }[];
}

/** The evaluation catalogue's listings by state (issue 17: the seed's closed, stale and risky listings). */
export interface CatalogueStates {
  active: number;
  caution: number;
  /** Open, listed, not re-verified for over 30 days ("May no longer be open"). */
  stale: number;
  /** Left out of matching, as in the product: closed by their source, or likely scams. */
  closed: number;
  highRisk: number;
}

export interface EvalReport {
  queries: QueryResult[];
  catalogue: CatalogueStates;
  /** Closed or high-risk jobs the engine ranked in a first 20 (must stay 0). */
  excludedRanked: number;
  /** Smart Matches of the set with no relevant job in the seed (left out of the averages). */
  withoutRelevant: string[];
  precisionAt5: number;
  recallAt20: number;
}

interface JobFact {
  id: number;
  title: string;
  city: string;
  country_id: number;
  work_type: string;
}

/** The seed's role of a job: its title without the level prefix. */
export function baseRole(title: string): string {
  return title.replace(/^(Junior|Senior|Lead|Principal)\s+/, '');
}

/** The recruiter's judgment as a predicate (see judgments.ts). */
export function isRelevant(j: Judgment, job: JobFact, cityCountry: number): boolean {
  if (!j.accept.includes(baseRole(job.title))) return false;
  if (job.city === j.city) return true;
  if (METRO_NEIGHBOURS.some((m) => m.includes(j.city) && m.includes(job.city))) return true;
  return job.work_type === 'Remote' && job.country_id === cityCountry;
}

async function idOf(db: Queryable, table: 'cities' | 'job_functions', slug: string): Promise<{ id: number; country_id?: number }> {
  const cols = table === 'cities' ? 'id, country_id' : 'id';
  const [row] = await db.query<{ id: number; country_id?: number }>(`SELECT ${cols} FROM ${table} WHERE slug = $1`, [slug]);
  if (!row) throw new Error(`evaluation set: unknown ${table} slug "${slug}"`);
  return row;
}

/** Runs every Smart Match of the set through the engine on a database holding the evaluation seed. */
export async function evaluate(db: Queryable, judgments: Judgment[] = JUDGMENTS): Promise<EvalReport> {
  const jobs = await db.query<JobFact>(
    `SELECT j.id, j.title, ci.slug AS city, ci.country_id, j.work_type FROM jobs j JOIN cities ci ON ci.id = j.city_id
     WHERE j.is_active AND j.posted_at <= $1 ORDER BY j.id`,
    [EVAL_NOW.toISOString()],
  );
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const [catalogue] = await db.query<CatalogueStates>(
    `SELECT count(*) FILTER (WHERE is_active)::int AS active, count(*) FILTER (WHERE is_active AND trust_level = 'caution')::int AS caution,
            count(*) FILTER (WHERE is_active AND verified_at < $1::timestamptz - interval '30 days')::int AS stale,
            count(*) FILTER (WHERE status = 'closed')::int AS closed, count(*) FILTER (WHERE trust_level = 'high_risk')::int AS "highRisk"
     FROM jobs WHERE posted_at <= $1`,
    [EVAL_NOW.toISOString()],
  );
  const excluded = new Set(
    (await db.query<{ id: number }>(`SELECT id FROM jobs WHERE status = 'closed' OR trust_level = 'high_risk'`)).map((r) => r.id),
  );
  let excludedRanked = 0;
  const queries: QueryResult[] = [];
  const withoutRelevant: string[] = [];
  for (const j of judgments) {
    const fn = await idOf(db, 'job_functions', j.jobFunction);
    const city = await idOf(db, 'cities', j.city);
    const relevant = new Set(jobs.filter((job) => isRelevant(j, job, city.country_id ?? 0)).map((job) => job.id));
    if (relevant.size === 0) {
      withoutRelevant.push(j.id);
      continue;
    }
    const ranked: Match[] = await rankJobs(db, [{ titles: j.titles, functionIds: [fn.id], cityIds: [city.id] }], { now: EVAL_NOW, limit: 20 });
    const top5 = ranked.slice(0, 5);
    const top20 = ranked.slice(0, 20);
    excludedRanked += top20.filter((m) => excluded.has(m.job_id)).length;
    const hits5 = top5.filter((m) => relevant.has(m.job_id)).length;
    const hits20 = top20.filter((m) => relevant.has(m.job_id)).length;
    const rankOf = async (id: number) => {
      const all = await rankJobs(db, [{ titles: j.titles, functionIds: [fn.id], cityIds: [city.id] }], { now: EVAL_NOW, limit: 5000 });
      const i = all.findIndex((m) => m.job_id === id);
      return i < 0 ? null : i + 1;
    };
    const missedIds = [...relevant].filter((id) => !top20.some((m) => m.job_id === id));
    const missed = [];
    for (const id of missedIds.slice(0, 5)) {
      const job = byId.get(id)!;
      missed.push({ jobId: id, title: job.title, city: job.city, rank: await rankOf(id) });
    }
    queries.push({
      id: j.id,
      titles: j.titles,
      city: j.city,
      relevant: relevant.size,
      precisionAt5: hits5 / Math.min(5, relevant.size),
      recallAt20: hits20 / Math.min(20, relevant.size),
      missed,
      falsePositives: top5
        .filter((m) => !relevant.has(m.job_id))
        .map((m) => ({ jobId: m.job_id, title: byId.get(m.job_id)?.title ?? '?', city: byId.get(m.job_id)?.city ?? '?', reason: m.reason })),
    });
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    queries,
    catalogue,
    excludedRanked,
    withoutRelevant,
    precisionAt5: mean(queries.map((q) => q.precisionAt5)),
    recallAt20: mean(queries.map((q) => q.recallAt20)),
  };
}

/** The report as printed by `npm run eval:matching`. */
export function formatReport(r: EvalReport): string {
  const lines: string[] = [];
  lines.push(`Smart Matches evaluated: ${r.queries.length} (${r.withoutRelevant.length} without a relevant job in the seed: ${r.withoutRelevant.join(', ') || 'none'})`);
  lines.push(`precision@5: ${r.precisionAt5.toFixed(3)}   recall@20: ${r.recallAt20.toFixed(3)}   (bar: precision@5 ≥ ${MIN_PRECISION_AT_5})`);
  const c = r.catalogue;
  lines.push(
    `Catalogue: ${c.active} active (${c.caution} caution, ${c.stale} not re-verified for 30 days); left out: ${c.closed} closed, ${c.highRisk} high-risk` +
      ` (${r.excludedRanked} of them ranked)`,
  );
  lines.push('');
  lines.push('id                     relevant  p@5    r@20');
  for (const q of r.queries) lines.push(`${q.id.padEnd(22)} ${String(q.relevant).padStart(8)}  ${q.precisionAt5.toFixed(2)}   ${q.recallAt20.toFixed(2)}`);
  const worst = [...r.queries].sort((a, b) => a.precisionAt5 + a.recallAt20 - (b.precisionAt5 + b.recallAt20)).filter((q) => q.precisionAt5 < 1 || q.recallAt20 < 1).slice(0, 8);
  lines.push('');
  lines.push('Worst misses:');
  if (!worst.length) lines.push('  none');
  for (const q of worst) {
    lines.push(`  ${q.id} (${q.titles.join(', ')} in ${q.city}): p@5 ${q.precisionAt5.toFixed(2)}, r@20 ${q.recallAt20.toFixed(2)}`);
    for (const m of q.missed) lines.push(`    missed  #${m.jobId} ${m.title} (${m.city}) — engine rank ${m.rank ?? 'not matched'}`);
    for (const f of q.falsePositives) lines.push(`    not relevant in top 5  #${f.jobId} ${f.title} (${f.city}) — ${f.reason}`);
  }
  return lines.join('\n');
}
