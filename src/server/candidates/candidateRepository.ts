import type { CandidateListType } from '../../shared/apiTypes';
import type { Db, Queryable } from '../db/client';
import { JOB_COLUMNS, JOB_JOINS, Params, type JobRow } from '../jobs/jobSql';
import { candidateCitiesSql } from './preferenceRepository';

/** A row of a candidate list before its filters: the job, its score, when it joined the list and why (featured). */
export interface ListedJob {
  job_id: number;
  score: number;
  sort_at: string;
  reason: string;
}

/** The lists a candidate fills themselves or by their preferences (Featured Jobs is ranked, see `rankFeatured`). */
export type OwnListType = Exclude<CandidateListType, 'featured_jobs'>;

/**
 * Where a list page's rows come from: ranked rows passed in as they are (Featured Jobs), or one of the candidate's own
 * lists, at most `window` rows for the lists that grow with the catalogue (Available Jobs).
 */
export type ListBase = { matches: ListedJob[] } | { type: OwnListType; candidateId: number; window: number };

/** A list's filters (exact company, position and "city, country"; blank = not filtered). */
export interface ListFilters {
  company: string;
  position: string;
  location: string;
}

/** The choices of a list's filters. */
export interface ListChoices {
  companies: string[];
  positions: string[];
  locations: string[];
}

/** `listed_at`: when the job entered the list (applied, saved, requested; issue 29), else the list's own sort time. */
export type ListRow = JobRow & { ref_id: string; reason: string | null; listed_at: Date | string | null };

const NO_FILTERS: ListFilters = { company: '', position: '', location: '' };

/**
 * A listed job read by its id, one index lookup per row of the list (OFFSET 0 keeps the planner from turning it into
 * a hash join over the whole jobs table, which it prefers on a small catalogue).
 */
const BY_ID = 'JOIN LATERAL (SELECT * FROM jobs WHERE jobs.id = b.job_id OFFSET 0) j ON true';
const FROM = `FROM base b ${BY_ID} ${JOB_JOINS}`;

/** Ranked rows as a list's base SQL. */
function featuredBase(p: Params, matches: ListedJob[]): string {
  return `SELECT * FROM unnest(${p.add(matches.map((m) => m.job_id))}::int[], ${p.add(matches.map((m) => m.score))}::real[],
      ${p.add(matches.map((m) => m.sort_at))}::timestamptz[], ${p.add(matches.map((m) => m.reason))}::text[]) AS b(job_id, score, sort_at, reason)`;
}

/**
 * SQL of a list's rows before filters: (job_id, score, sort_at, reason), at most `window` rows for the lists that
 * grow with the catalogue (issue 15): Available Jobs is the union of index-ordered sets (the newest `window` jobs
 * of each of the candidate's cities and functions, or of the catalogue without preferences); Featured Jobs is
 * ranked once, through the matching prefilter, and passed on as arrays.
 */
function baseSql(p: Params, base: ListBase): string {
  if ('matches' in base) return featuredBase(p, base.matches);
  const c = p.add(base.candidateId);
  switch (base.type) {
    case 'applied_jobs':
      return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM applications WHERE candidate_id = ${c}`;
    case 'saved_jobs':
      return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM saved_jobs WHERE candidate_id = ${c}`;
    case 'hiring_request':
      return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM hiring_requests WHERE candidate_id = ${c}`;
    case 'available_jobs': {
      const w = p.add(base.window);
      const newest = (cond: string) => `CROSS JOIN LATERAL (SELECT j.id, j.posted_at FROM jobs j WHERE j.is_active AND ${cond}
            AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = ${c} AND a.job_id = j.id)
            ORDER BY j.posted_at DESC, j.id DESC LIMIT ${w}) n`;
      // Issue 31: a job open in several places is available in each of them (its further places, newest first too).
      const further = `CROSS JOIN LATERAL (SELECT j.id, j.posted_at FROM job_extra_places ep JOIN jobs j ON j.id = ep.job_id
            WHERE ep.city_id = x.id AND ep.counted
            AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = ${c} AND a.job_id = j.id)
            ORDER BY j.posted_at DESC, j.id DESC LIMIT ${w}) n`;
      return `SELECT DISTINCT n.id AS job_id, 0 AS score, n.posted_at AS sort_at, NULL::text AS reason FROM (
            SELECT n.* FROM ${candidateCitiesSql(c)} x ${newest('j.city_id = x.id')}
            UNION ALL SELECT n.* FROM ${candidateCitiesSql(c)} x ${further}
            UNION ALL SELECT n.* FROM candidate_job_functions x ${newest('j.job_function_id = x.job_function_id')} WHERE x.candidate_id = ${c}
            UNION ALL SELECT n.* FROM (SELECT 1) x ${newest('true')}
              WHERE NOT EXISTS (SELECT 1 FROM ${candidateCitiesSql(c)} cc)
                AND NOT EXISTS (SELECT 1 FROM candidate_job_functions WHERE candidate_id = ${c})
          ) n`;
    }
  }
}

/** The WHERE of a list's filters, its values added to `p` ('true' without filters). */
function filterSql(p: Params, f: ListFilters): string {
  const where: string[] = ['true'];
  if (f.company) where.push(`c.name = ${p.add(f.company)}`);
  if (f.position) where.push(`j.title = ${p.add(f.position)}`);
  if (f.location) where.push(`(ci.name || ', ' || co.name) = ${p.add(f.location)}`);
  return where.join(' AND ');
}

/**
 * The candidates domain's SQL: the profile's files, country and phone number, the five job lists (their rows, counts and filter
 * choices, and the version their caches are keyed by), applying and saving.
 */
export class CandidateRepository {
  constructor(private readonly db: Db) {}

  /** The candidate's country (the preferences' currency falls back to it). */
  async countryOf(candidateId: number): Promise<number | null> {
    const [{ country_id }] = await this.db.query<{ country_id: number | null }>('SELECT country_id FROM candidates WHERE id = $1', [candidateId]);
    return country_id;
  }

  /**
   * The candidate's phone number without its code, for WhatsApp alerts: null when none was given, or when the number
   * waits for the candidate's check (issue 29: a message must not go to a number that may be someone else's).
   */
  async phoneNumberOf(candidateId: number): Promise<string | null> {
    const [c] = await this.db.query<{ phone_number: string; phone_check: string | null }>('SELECT phone_number, phone_check FROM candidates WHERE id = $1', [candidateId]);
    return c && c.phone_number && !c.phone_check ? c.phone_number : null;
  }

  /** Stores the profile image's URL; the one it replaces (to delete), or null. */
  async replaceProfileImage(candidateId: number, url: string, tx: Queryable = this.db): Promise<string | null> {
    const [old] = await tx.query<{ profile_img: string | null }>(
      'UPDATE candidates c SET profile_img = $2 FROM candidates o WHERE c.id = $1 AND o.id = c.id RETURNING o.profile_img',
      [candidateId, url],
    );
    return old?.profile_img ?? null;
  }

  /** Stores the résumé's private key and file name; the key it replaces (to delete), or null. */
  async replaceResume(candidateId: number, key: string, name: string, tx: Queryable = this.db): Promise<string | null> {
    const [old] = await tx.query<{ resume_file: string | null }>(
      'UPDATE candidates c SET resume_file = $2, resume_name = $3, resume = NULL FROM candidates o WHERE c.id = $1 AND o.id = c.id RETURNING o.resume_file',
      [candidateId, key, name],
    );
    return old?.resume_file ?? null;
  }

  /**
   * What a candidate's lists depend on besides the catalogue: their preferences, Smart Matches (titles, function,
   * city, paused), the jobs SmartMatch put on their dashboard and their applications, as one hash. Part of the list
   * caches' keys, so a change of their own shows on the next request.
   */
  async listVersion(candidateId: number): Promise<string> {
    const [{ v }] = await this.db.query<{ v: string }>(
      `SELECT md5(concat_ws('|',
         (SELECT string_agg(concat_ws(',', s.id, s.job_function_id, s.city_id, s.place, s.paused,
            (SELECT string_agg(x.job_title_id::text, ',' ORDER BY x.position) FROM smartmatch_job_titles x WHERE x.smartmatch_id = s.id)), ';' ORDER BY s.id)
          FROM smartmatches s WHERE s.candidate_id = $1),
         (SELECT string_agg(job_title_id::text, ',' ORDER BY position) FROM candidate_job_titles WHERE candidate_id = $1),
         (SELECT string_agg(job_function_id::text, ',' ORDER BY job_function_id) FROM candidate_job_functions WHERE candidate_id = $1),
         (SELECT string_agg(city_id::text, ',' ORDER BY city_id) FROM candidate_locations WHERE candidate_id = $1),
         (SELECT string_agg(place, ',' ORDER BY place) FROM candidate_place_areas WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM featured_jobs WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM applications WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM saved_jobs WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM hiring_requests WHERE candidate_id = $1))) AS v`,
      [candidateId],
    );
    return v;
  }

  /** Whether the Smart Match is this candidate's (a featured list per Smart Match is only the owner's). */
  async ownsSmartMatch(candidateId: number, smartmatchId: number): Promise<boolean> {
    const owned = await this.db.query('SELECT 1 FROM smartmatches WHERE id = $1 AND candidate_id = $2', [smartmatchId, candidateId]);
    return owned.length > 0;
  }

  /**
   * Available Jobs counted from kept counts (job_counts, job_pair_counts): active jobs in the candidate's cities plus
   * in their functions minus in both, plus the jobs in none of those but with a further place in their cities (few:
   * counted, each once), less the ones they applied to; every active job without preferences. Exact.
   */
  async availableCount(candidateId: number): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>(
      `WITH c AS (SELECT id FROM ${candidateCitiesSql('$1')} cc),
            f AS (SELECT job_function_id AS id FROM candidate_job_functions WHERE candidate_id = $1),
            none AS (SELECT NOT EXISTS (SELECT 1 FROM c) AND NOT EXISTS (SELECT 1 FROM f) AS yes),
            further AS (SELECT DISTINCT ep.job_id AS id FROM job_extra_places ep JOIN jobs j ON j.id = ep.job_id
                        WHERE ep.counted AND ep.city_id IN (SELECT id FROM c) AND j.city_id NOT IN (SELECT id FROM c)
                          AND COALESCE(j.job_function_id NOT IN (SELECT id FROM f), true))
       SELECT (CASE WHEN (SELECT yes FROM none) THEN COALESCE((SELECT active FROM job_counts WHERE facet = 'all' AND key = 0), 0)
         ELSE COALESCE((SELECT sum(active) FROM job_counts WHERE facet = 'city' AND key IN (SELECT id FROM c)), 0)
            + COALESCE((SELECT sum(active) FROM job_counts WHERE facet = 'function' AND key IN (SELECT id FROM f)), 0)
            - COALESCE((SELECT sum(active) FROM job_pair_counts WHERE city_id IN (SELECT id FROM c) AND job_function_id IN (SELECT id FROM f)), 0)
            + (SELECT count(*) FROM further) END
         - (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.candidate_id = $1 AND j.is_active
              AND ((SELECT yes FROM none) OR j.city_id IN (SELECT id FROM c) OR j.job_function_id IN (SELECT id FROM f)
                   OR j.id IN (SELECT id FROM further))))::int AS n`,
      [candidateId],
    );
    return n;
  }

  /** The rows of a list whose job still exists. */
  async countList(base: ListBase): Promise<number> {
    const p = new Params();
    const sql = baseSql(p, base);
    const [{ n }] = await this.db.query<{ n: number }>(`WITH base AS (${sql}) SELECT count(*)::int AS n FROM base b JOIN jobs j ON j.id = b.job_id`, p.values);
    return n;
  }

  /** The rows of a list that pass its filters. */
  async countFiltered(base: ListBase, filters: ListFilters): Promise<number> {
    const p = new Params();
    const sql = baseSql(p, base);
    const where = filterSql(p, filters);
    return (await this.db.query<{ total: number }>(`WITH base AS (${sql}) SELECT count(*)::int AS total ${FROM} WHERE ${where}`, p.values))[0].total;
  }

  /** The filter choices of a list: the companies, positions and locations of its first `window` rows in list order. */
  async listChoices(base: ListBase, window: number): Promise<ListChoices | undefined> {
    const p = new Params();
    const sql = baseSql(p, base);
    const choicesSql = `WITH base AS (${sql}), r AS (SELECT c.name AS company, j.title AS position, ci.name || ', ' || co.name AS location
           FROM (SELECT * FROM base ORDER BY score DESC, sort_at DESC, job_id DESC LIMIT ${window}) b ${BY_ID} ${JOB_JOINS})
         SELECT ARRAY(SELECT DISTINCT company FROM r ORDER BY company LIMIT 200) AS companies,
                ARRAY(SELECT DISTINCT position FROM r ORDER BY position LIMIT 200) AS positions,
                ARRAY(SELECT DISTINCT location FROM r ORDER BY location LIMIT 200) AS locations`;
    return (await this.db.query<ListChoices>(choicesSql, p.values))[0];
  }

  /**
   * One page of a list (score, then newest, then id; all descending) that passes its filters, with whether the
   * candidate applied to or saved each job.
   */
  async listPage(base: ListBase, filters: ListFilters | null, candidateId: number, limit: number, offset: number): Promise<ListRow[]> {
    const p = new Params();
    const sql = baseSql(p, base);
    const where = filterSql(p, filters ?? NO_FILTERS);
    const c = p.add(candidateId);
    return this.db.query<ListRow>(
      `WITH base AS (${sql}) SELECT ${JOB_COLUMNS}, j.ref_id, b.reason, b.sort_at AS listed_at,
           EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${c}) AS is_applied,
           EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = ${c}) AS is_saved
         ${FROM} WHERE ${where} ORDER BY b.score DESC, b.sort_at DESC, j.id DESC
         LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
      p.values,
    );
  }

  /** A job as applying and saving see it: whether it is listed and whether it closed (or undefined). */
  async jobForAction(jobId: number): Promise<{ id: number; is_active: boolean; status: string; direct_apply: boolean } | undefined> {
    const rows = await this.db.query<{ id: number; is_active: boolean; status: string; direct_apply: boolean }>(
      `SELECT id, is_active, status, (direct_apply AND coalesce(direct_apply_url, '') <> '') AS direct_apply FROM jobs WHERE id = $1`,
      [jobId],
    );
    return rows[0];
  }

  /** Applies to the job and takes it off the saved jobs; false when the candidate had applied already. */
  async apply(candidateId: number, jobId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query('INSERT INTO applications (candidate_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job_id', [candidateId, jobId]);
      await tx.query('DELETE FROM saved_jobs WHERE candidate_id = $1 AND job_id = $2', [candidateId, jobId]);
      return rows.length > 0;
    });
  }

  async hasApplied(candidateId: number, jobId: number): Promise<boolean> {
    const applied = await this.db.query('SELECT 1 FROM applications WHERE candidate_id = $1 AND job_id = $2', [candidateId, jobId]);
    return applied.length > 0;
  }

  /** Saves the job; false when it was saved already. */
  async save(candidateId: number, jobId: number): Promise<boolean> {
    const rows = await this.db.query('INSERT INTO saved_jobs (candidate_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job_id', [candidateId, jobId]);
    return rows.length > 0;
  }
}
