import type { Queryable } from '../db/client';
import { LRUCache } from 'lru-cache';
import { Params } from '../jobs/jobSql';
import { preferenceCriteria } from '../candidates/preferenceRepository';
import { areaCountries, parsePlace } from '../../shared/places';
import { activeTitlesSignature, citiesInCountries, matchingSmartMatchIds, smartMatchCriteria } from './smartmatchRepository';

/**
 * The SmartMatch matching engine (issue 10): one module ranks active jobs for a Smart Match (or a candidate's
 * preferences) and explains every match. It serves the daily digest, a Smart Match's featured jobs, the candidate's
 * featured jobs and the dashboard's "new since yesterday" count.
 *
 * Title matching, strongest first (each query title is expanded in TypeScript into variant phrases, matched in SQL):
 *   - exact title: the normalised title appears as whole words in the job title ("Senior Full Stack Developer");
 *   - variant: abbreviations and spellings of this market ("SDE" = Software Development Engineer, "Fullstack" =
 *     "Full stack", "HR" = Human Resources, "BDE", "MR", "Sr.", "Mgr" …);
 *   - word forms: PostgreSQL full-text search with the english stemmer ("Accounts Manager" ~ "Account Manager");
 *   - related role: a broader role a recruiter would send too ("SDE" → developer roles);
 *   - similar title: pg_trgm word similarity ≥ 0.6, for typos and odd spellings ("Acountant").
 * Then job function, location (same city, same metro area, remote in the same country, same country) and recency.
 */

/** What to match: one Smart Match, or a candidate's preferences. */
export interface MatchProfile {
  titles: string[];
  functionIds: number[];
  cityIds: number[];
}

export interface Variant {
  phrase: string;
  /** The Smart Match title this variant comes from, as the candidate wrote it. */
  title: string;
  /** How the phrase relates to the title (goes into the reason). */
  how: string;
  /** 1 exact, 0.95 variant, 0.6 related role. */
  weight: number;
}

/** Lower case, punctuation to spaces (`UI/UX` → `ui ux`, `Full-Stack` → `full stack`), single spaces. */
export function normalizeTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9+#&]+/g, ' ')
    .trim();
}
/** The same normalisation in SQL. */
const sqlNorm = (expr: string) => `trim(regexp_replace(lower(${expr}), '[^a-z0-9+#&]+', ' ', 'g'))`;

/** Word abbreviations: each is expanded where it appears as a whole word. */
const WORD_ABBREVIATIONS: Record<string, string> = {
  sr: 'senior', jr: 'junior', mgr: 'manager', exec: 'executive', asst: 'assistant', engg: 'engineer', eng: 'engineer',
  dev: 'developer', acct: 'accountant', mktg: 'marketing', ops: 'operations', rep: 'representative', admin: 'administrative',
  coord: 'coordinator', maths: 'mathematics', math: 'mathematics', tech: 'technician', spl: 'specialist', supvr: 'supervisor', sw: 'software',
};

/**
 * Phrases that mean the same in this market (India, South-East Asia, the Gulf). Any member found in a title is
 * replaced by each other member.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['sde', 'software development engineer', 'software engineer', 'software developer'],
  ['full stack', 'fullstack'],
  ['front end', 'frontend'],
  ['back end', 'backend'],
  ['hr', 'human resources', 'human resource'],
  ['bde', 'business development executive'],
  ['bdm', 'business development manager'],
  ['mr', 'medical representative', 'medical sales representative'],
  ['qa', 'quality assurance', 'test', 'testing'],
  ['ui ux', 'ux ui', 'ui and ux', 'user experience'],
  ['ca', 'chartered accountant'],
  ['csr', 'customer service representative', 'customer support representative', 'customer care executive'],
  ['customer service', 'customer support', 'customer care'],
  ['call center', 'call centre', 'bpo'],
  ['ml', 'machine learning'],
  ['bi', 'business intelligence'],
  ['kam', 'key account manager'],
  ['rm', 'relationship manager'],
  ['gp', 'general practitioner', 'doctor', 'physician'],
  ['hse', 'ehs', 'health and safety', 'safety'],
  ['qs', 'quantity surveyor'],
  ['ea', 'executive assistant', 'pa', 'personal assistant'],
  ['smm', 'social media manager'],
  ['seo', 'search engine optimization', 'search engine optimisation'],
  ['sysadmin', 'system administrator', 'systems administrator'],
  ['devops', 'dev ops', 'site reliability'],
  ['ta', 'talent acquisition'],
  ['nurse', 'staff nurse', 'registered nurse', 'rn'],
  ['mlt', 'medical laboratory technician', 'lab technician'],
  ['physio', 'physiotherapist', 'physical therapist'],
  ['tl', 'team leader', 'team lead'],
  ['tsr', 'territory sales officer', 'territory sales representative'],
  ['fmcg sales', 'sales'],
  ['accounts', 'accounting', 'accountant'],
  ['teacher', 'tutor', 'educator'],
  ['chef', 'cook'],
  ['receptionist', 'front desk'],
  ['front office', 'front desk'],
  ['data entry', 'data entry operator', 'deo'],
  ['ios developer', 'android developer', 'mobile app developer', 'mobile developer'],
  ['react developer', 'angular developer', 'frontend developer'],
  ['node developer', 'java developer', 'python developer', 'backend developer'],
  ['ehs officer', 'hse officer', 'safety officer'],
];

/** Broader roles a recruiter would send for a title (weaker than a variant). Keys and values are normalised phrases. */
export const RELATED_ROLES: Record<string, string[]> = {
  'software development engineer': ['developer', 'software engineer'],
  'software engineer': ['developer'],
  'software developer': ['developer'],
  'web developer': ['frontend developer', 'full stack developer'],
  'full stack developer': ['backend developer', 'frontend developer'],
  'content writer': ['copy editor', 'copywriter'],
  'copy editor': ['content writer'],
  'mechanical engineer': ['maintenance engineer', 'hvac engineer'],
  'graphic designer': ['visual designer', 'motion graphics'],
  'warehouse supervisor': ['inventory controller', 'warehouse manager'],
  teacher: ['tutor'],
  'hse officer': ['safety engineer', 'safety officer'],
  programmer: ['developer'],
  'business development executive': ['business development', 'sales executive'],
  'medical representative': ['sales executive', 'territory sales officer'],
  recruiter: ['talent acquisition', 'recruitment consultant'],
  'talent acquisition': ['recruitment consultant'],
  'recruitment consultant': ['talent acquisition'],
  'human resources executive': ['hr business partner', 'talent acquisition', 'recruitment consultant'],
  accountant: ['accounts payable'],
  'data analyst': ['business intelligence analyst'],
  'business intelligence analyst': ['data analyst'],
  'visual designer': ['graphic designer'],
  'ui ux designer': ['product designer'],
  'product designer': ['ui ux designer'],
  'sales executive': ['inside sales', 'territory sales officer'],
  'customer service representative': ['call center agent', 'technical support associate'],
  'call center agent': ['customer service representative'],
  'warehouse manager': ['warehouse supervisor'],
  'logistics executive': ['logistics coordinator', 'freight forwarding executive'],
};

/** Level words in front of a role ("Senior", "Lead" …): the role is the same without them. */
const LEVEL_WORDS = /^((senior|junior|lead|principal|trainee|chief|head of) )+/;

function replaceWord(phrase: string, from: string, to: string): string | null {
  const padded = ` ${phrase} `;
  const needle = ` ${from} `;
  if (!padded.includes(needle)) return null;
  return padded.split(needle).join(` ${to} `).trim();
}

/** Variant phrases of one Smart Match title (normalised), with how each relates to the title. */
export function titleVariants(title: string): Variant[] {
  const base = normalizeTitle(title);
  if (!base) return [];
  const out = new Map<string, Variant>();
  const add = (phrase: string, how: string, weight: number) => {
    const p = phrase.trim();
    const prev = out.get(p);
    if (p && (!prev || prev.weight < weight)) out.set(p, { phrase: p, title, how, weight });
  };
  add(base, 'exact title', 1);
  // Word abbreviations (Sr., Mgr, Exec …).
  const expanded = base
    .split(' ')
    .map((w) => WORD_ABBREVIATIONS[w] ?? w)
    .join(' ');
  if (expanded !== base) add(expanded, `variant: ${expanded}`, 0.95);
  // Phrase synonyms, two rounds (so "sr sde" → "senior software development engineer" → …).
  for (let round = 0; round < 2; round++) {
    for (const v of [...out.values()]) {
      if (v.weight < 0.95 && round > 0) continue;
      for (const group of SYNONYM_GROUPS) {
        for (const member of group) {
          for (const other of group) {
            if (other === member) continue;
            const replaced = replaceWord(v.phrase, member, other);
            if (replaced && out.size < 40) add(replaced, v.weight === 1 ? `variant: ${replaced}` : v.how, 0.95);
          }
        }
      }
    }
  }
  // Related roles.
  for (const v of [...out.values()]) {
    for (const [key, related] of Object.entries(RELATED_ROLES)) {
      if (v.phrase.replace(LEVEL_WORDS, '') !== key) continue;
      for (const r of related) {
        if (out.size >= 80) break;
        add(r, `related role: ${r}`, 0.6);
        // The related role's own spellings ("hr business partner" = "human resources business partner").
        for (const group of SYNONYM_GROUPS) {
          for (const member of group) {
            for (const other of group) {
              const replaced = other === member ? null : replaceWord(r, member, other);
              if (replaced) add(replaced, `related role: ${r}`, 0.6);
            }
          }
        }
      }
    }
  }
  return [...out.values()];
}

/**
 * Metro areas of the market: a job in a neighbouring city of the same metro counts as near the candidate's city
 * (New Delhi – Gurugram – Noida, Metro Manila, the Klang Valley, Dubai – Sharjah – Ajman, Dammam – Al Khobar,
 * Doha – Lusail – Al Wakrah, Kuwait City – Salmiya). City slugs of the seed.
 */
export const METRO_AREAS: string[][] = [
  ['new-delhi', 'gurugram', 'noida'],
  ['mumbai'],
  ['manila', 'makati', 'quezon-city', 'taguig'],
  ['kuala-lumpur', 'petaling-jaya', 'cyberjaya'],
  ['dubai', 'sharjah', 'ajman'],
  ['dammam', 'al-khobar'],
  ['doha', 'lusail', 'al-wakrah'],
  ['kuwait-city', 'salmiya'],
];

/** Score weights (documented in docs/alerts.md). */
export const WEIGHTS = { title: 3, function: 1, location: 3, recency: 0.4, recencyDays: 15 } as const;
/** A digest only carries jobs at least this good: a title match (a related role at least) near the candidate. */
export const DIGEST_MIN_SCORE = 4.5;

/** Everything the SQL of one profile needs, as parameters. */
interface ProfileParams {
  functions: string;
  cities: string;
  now: string;
}

function addProfile(p: Params, profile: MatchProfile, now: Date | null): ProfileParams {
  return {
    functions: p.add(profile.functionIds),
    cities: p.add(profile.cityIds),
    now: p.add(now ? now.toISOString() : null),
  };
}

/** A distinct active job title that matches one of a profile's variants, with how and how well (0..1). */
export interface TitleMatch {
  title: string;
  qtitle: string;
  how: string;
  q: number;
}

/** A profile with its title matches looked up (prepareProfiles), ready for matchSql. */
export type PreparedProfile = MatchProfile & { titleMatches: TitleMatch[] };

/**
 * Title matches per set of variants and set of distinct active titles: the title matching runs once per profile
 * and catalogue title list, not on every request. The key carries a signature of job_title_counts' active titles,
 * so a new title (or the last job of one closing) is seen on the next request: never stale.
 */
const titleMatchCache = new LRUCache<string, TitleMatch[]>({ max: 2000 });

/** Matches the profiles' title variants against the distinct active titles (job_title_counts, migration 006). */
export async function prepareProfiles(db: Queryable, profiles: MatchProfile[]): Promise<PreparedProfile[]> {
  if (!profiles.some((pr) => pr.titles.length)) return profiles.map((pr) => ({ ...pr, titleMatches: [] }));
  const sig = await activeTitlesSignature(db);
  const out: PreparedProfile[] = [];
  for (const pr of profiles) {
    const variants = pr.titles.flatMap(titleVariants);
    if (!variants.length) {
      out.push({ ...pr, titleMatches: [] });
      continue;
    }
    const key = `${sig}\u0000${JSON.stringify(variants)}`;
    let matches = titleMatchCache.get(key);
    if (!matches) {
      matches = (await db.query<TitleMatch>(titleMatchSql, [
        variants.map((v) => v.phrase), variants.map((v) => v.title), variants.map((v) => v.how), variants.map((v) => String(v.weight)),
      ])).map((m) => ({ ...m, q: Number(m.q) }));
      titleMatchCache.set(key, matches);
    }
    out.push({ ...pr, titleMatches: matches });
  }
  return out;
}

/**
 * Title matching, strongest method first: the variant as whole words of the title, the same words after the english
 * stemmer, else (exact and variant phrases of 5+ characters) pg_trgm word similarity >= 0.7. A title keeps its best.
 */
const titleMatchSql = `WITH v AS MATERIALIZED (
    SELECT v.*, plainto_tsquery('english', v.phrase) AS tsq
    FROM unnest($1::text[], $2::text[], $3::text[], $4::real[]) AS v(phrase, qtitle, how, weight)
  ), t AS MATERIALIZED (
    SELECT title, n, to_tsvector('english', n) AS tsv FROM (SELECT title, ${sqlNorm('title')} AS n FROM job_title_counts WHERE active > 0) d
  )
  SELECT DISTINCT ON (t.title) t.title, v.qtitle,
    CASE WHEN m.method = 'phrase' THEN v.how WHEN m.method = 'words' THEN v.how || ', word forms'
         ELSE format('similar title, %s%% trigram similarity to "%s"', round(m.sim * 100), v.phrase) END AS how,
    m.q
  FROM t CROSS JOIN v
  CROSS JOIN LATERAL (SELECT
    CASE WHEN position(' ' || v.phrase || ' ' IN ' ' || t.n || ' ') > 0 THEN 'phrase'
         WHEN t.tsv @@ v.tsq THEN 'words'
         WHEN v.weight > 0.9 AND length(v.phrase) >= 5 AND word_similarity(v.phrase, t.n) >= 0.7 THEN 'similar' END AS method) m0
  CROSS JOIN LATERAL (SELECT CASE WHEN m0.method = 'similar' THEN word_similarity(v.phrase, t.n) END AS sim) s
  CROSS JOIN LATERAL (SELECT m0.method, s.sim,
    CASE WHEN m0.method = 'phrase' AND length(regexp_replace(t.n, '^((senior|junior|lead|principal|trainee|chief|head of) )+', '')) > length(v.phrase)
           THEN v.weight * 0.85
         WHEN m0.method = 'phrase' THEN v.weight WHEN m0.method = 'words' THEN v.weight * 0.9 WHEN m0.method = 'similar' THEN 0.6 * s.sim ELSE 0 END AS q) m
  WHERE m.method IS NOT NULL
  ORDER BY t.title, m.q DESC, v.weight DESC`;

export interface MatchSqlOptions {
  /** Extra condition on `j` (jobs), e.g. `AND j.posted_at >= …`. */
  extraWhere?: string;
  limit?: number;
  /** The clock (recency); default the database's now(). */
  now?: Date | null;
  /** Only matches scoring at least this. */
  minScore?: number;
  /** Leave out jobs already sent to this Smart Match (the digest). */
  notSentTo?: number | null;
  /** Only jobs posted at or after this time. */
  postedSince?: Date | null;
  /** Size of each candidate set of the prefilter (default: the limit, at least MIN_PREFILTER_SET). */
  perSet?: number;
  /**
   * Score exactly these jobs instead of the prefilter's sets (jobs SmartMatch stored for the candidate earlier): they
   * pass the same relevance bar and get the same score and reason as any ranked job, or are left out.
   */
  onlyJobs?: number[];
}

/** The smallest candidate set: a demo-sized catalogue (up to ~100 jobs per title or function and city) ranks exactly. */
export const MIN_PREFILTER_SET = 100;

/** The columns of jobs the scoring reads. */
const CAND_COLUMNS = ['id', 'title', 'posted_at', 'job_function_id', 'city_id', 'work_type'];

function prefilterSize(opts: MatchSqlOptions): number {
  return Math.max(1, Math.floor(opts.perSet ?? Math.max(opts.limit ?? 500, MIN_PREFILTER_SET)));
}

/**
 * The candidate-side prefilter (issue 15): only jobs that can match are scored, taken from index-ordered sets of
 * at most `perSet` jobs each, newest first:
 *   - per matched title (the distinct active titles are kept in job_title_counts): its newest jobs anywhere, and its
 *     newest jobs in each of the profile's cities and their metro neighbours;
 *   - per job function of the profile: its newest jobs in each of those cities, and its newest remote jobs in the
 *     profile's countries.
 * Every job the ranking keeps is a title match or a function match near the candidate or remote in their country,
 * so the sets cover every candidate; capping each set at the newest `perSet` can only leave out a job that is older
 * than `perSet` jobs of its own set. Within a set (same title and city, or same function and city) jobs differ only
 * by recency and function, so the best `limit` jobs are kept whenever each set's function is uniform, which the
 * catalogue's titles are. The one loss: a title's jobs outside the candidate's cities beyond its newest `perSet`
 * anywhere (an older remote or same-country job behind newer ones abroad). The cost is bounded by
 * (titles matched + cities x (titles + functions) + functions) x perSet rows, whatever the catalogue's size.
 *
 * Ranked matches of one or more profiles as SQL with columns (job_id, score, sort_at, reason, title_match,
 * function_match, location_match), best first. With several profiles a job keeps its best match.
 */
export function matchSql(p: Params, profiles: PreparedProfile[], opts: MatchSqlOptions = {}): string {
  const limit = opts.limit ?? 500;
  const parts = profiles
    .filter((pr) => pr.titles.length || pr.functionIds.length || pr.cityIds.length)
    .map((pr) => oneProfileSql(p, pr, opts));
  if (!parts.length) {
    return `SELECT NULL::int AS job_id, 0::real AS score, NULL::timestamptz AS sort_at, NULL::text AS reason, NULL::text AS title_match,
      false AS function_match, NULL::text AS location_match WHERE false`;
  }
  if (parts.length === 1) return `${parts[0]} LIMIT ${limit}`;
  return `SELECT * FROM (SELECT DISTINCT ON (job_id) * FROM (${parts.map((s) => `(${s})`).join(' UNION ALL ')}) u
    ORDER BY job_id, score DESC) best ORDER BY score DESC, sort_at DESC, job_id DESC LIMIT ${limit}`;
}

/** Issue 31: job `j` has a further place (job_extra_places) whose city is `cityTest` ('= near.id', 'IN (…)'). */
const inExtraPlace = (cityTest: string) => `j.id IN (SELECT ep.job_id FROM job_extra_places ep WHERE ep.city_id ${cityTest})`;

function oneProfileSql(p: Params, profile: PreparedProfile, opts: MatchSqlOptions): string {
  const x = addProfile(p, profile, opts.now ?? null);
  const min = opts.minScore ?? 0;
  const perSet = prefilterSize(opts);
  let where = opts.extraWhere ?? '';
  if (opts.notSentTo) where += ` AND NOT EXISTS (SELECT 1 FROM alert_sent_jobs sj WHERE sj.smartmatch_id = ${p.add(opts.notSentTo)}::int AND sj.job_id = j.id)`;
  if (opts.postedSince) where += ` AND j.posted_at >= ${p.add(opts.postedSince.toISOString())}::timestamptz`;
  const nowSql = `COALESCE(${x.now}::timestamptz, now())`;
  const live = `j.is_active AND j.posted_at <= ${nowSql} ${where}`;
  /** One index-ordered candidate set: the newest jobs of `cond`, at most perSet. */
  // The sets carry the columns the scoring needs, so it does not read the jobs again.
  const newest = (cond: string) =>
    `CROSS JOIN LATERAL (SELECT ${CAND_COLUMNS.map((col) => `j.${col}`).join(', ')} FROM jobs j WHERE ${cond} AND ${live} ORDER BY j.posted_at DESC LIMIT ${perSet}) c`;
  const tm = profile.titleMatches;
  return `WITH tm AS (
      SELECT * FROM unnest(${p.add(tm.map((m) => m.title))}::text[], ${p.add(tm.map((m) => m.qtitle))}::text[], ${p.add(tm.map((m) => m.how))}::text[],
        ${p.add(tm.map((m) => m.q))}::real[]) AS tm(title, qtitle, how, q)
    ), here AS (
      SELECT ci.id, ci.slug, ci.country_id FROM cities ci WHERE ci.id = ANY(${x.cities}::int[])
    ), near AS (
      SELECT ci.id FROM cities ci WHERE ci.id = ANY(${x.cities}::int[]) OR EXISTS (SELECT 1 FROM here h WHERE ci.slug = ANY(${metroLookup()}))
    ), fn AS (
      SELECT DISTINCT id FROM unnest(${x.functions}::int[]) AS f(id)
    ), cand AS (${opts.onlyJobs
      ? `SELECT ${CAND_COLUMNS.map((col) => `j.${col}`).join(', ')} FROM jobs j WHERE j.id = ANY(${p.add(opts.onlyJobs)}::int[]) AND ${live}`
      : `
      SELECT c.* FROM tm ${newest('j.title = tm.title')}
      UNION SELECT c.* FROM tm CROSS JOIN near ${newest('j.title = tm.title AND j.city_id = near.id')}
      UNION SELECT c.* FROM fn CROSS JOIN near ${newest('j.job_function_id = fn.id AND j.city_id = near.id')}
      -- Issue 31: jobs whose further places (job_extra_places) are where the candidate looks.
      UNION SELECT c.* FROM tm CROSS JOIN near ${newest(`j.title = tm.title AND ${inExtraPlace('= near.id')}`)}
      UNION SELECT c.* FROM fn CROSS JOIN near ${newest(`j.job_function_id = fn.id AND ${inExtraPlace('= near.id')}`)}
      UNION SELECT c.* FROM fn ${newest(`j.job_function_id = fn.id AND j.work_type = 'Remote'
        AND j.city_id IN (SELECT ci.id FROM cities ci WHERE ci.country_id IN (SELECT country_id FROM here))`)}`}
    ), scored AS (
      SELECT j.id AS job_id, j.posted_at, tm.qtitle, tm.how, COALESCE(tm.q, 0) AS tq, f.name AS fname, ci.name AS cname, co.name AS coname,
        (j.job_function_id = ANY(${x.functions}::int[])) AS fmatch,
        CASE WHEN j.city_id = ANY(${x.cities}::int[]) OR ${inExtraPlace(`= ANY(${x.cities}::int[])`)} THEN 'same'
             WHEN j.city_id IN (SELECT id FROM near) OR ${inExtraPlace('IN (SELECT id FROM near)')} THEN 'metro'
             WHEN j.work_type = 'Remote' AND ci.country_id IN (SELECT country_id FROM here) THEN 'remote'
             WHEN ci.country_id IN (SELECT country_id FROM here) THEN 'country'
             ELSE 'other' END AS loc,
        exp(-GREATEST(extract(epoch FROM (${nowSql} - j.posted_at))::float8, 0) / 86400.0::float8 / ${WEIGHTS.recencyDays}) AS recency
      FROM cand j LEFT JOIN tm ON tm.title = j.title
        JOIN job_functions f ON f.id = j.job_function_id JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
    ), ranked AS (
      -- In double precision throughout (extract() is numeric, and numeric exp() costs ~50x a float one per job).
      SELECT s.*, (${WEIGHTS.title} * s.tq + CASE WHEN s.fmatch THEN ${WEIGHTS.function} ELSE 0 END
        + ${WEIGHTS.location} * CASE s.loc WHEN 'same' THEN 1 WHEN 'metro' THEN 0.9::float8 WHEN 'remote' THEN 0.85::float8 WHEN 'country' THEN 0.3::float8 ELSE 0 END
        + ${WEIGHTS.recency} * s.recency)::real AS score
      FROM scored s
      WHERE s.tq > 0 OR (s.fmatch AND s.loc IN ('same', 'metro', 'remote'))
    )
    SELECT job_id, score, posted_at AS sort_at,
      concat_ws('; ',
        CASE WHEN tq > 0 THEN format('Matches your title "%s" (%s)', qtitle, how) ELSE 'No title match' END,
        CASE WHEN fmatch THEN format('same job function (%s)', fname) ELSE format('other job function (%s)', fname) END,
        CASE loc WHEN 'same' THEN format('same location (%s)', cname) WHEN 'metro' THEN format('near your location (%s)', cname)
                 WHEN 'remote' THEN format('remote job in %s', coname) ELSE format('other location (%s, %s)', cname, coname) END
      ) AS reason,
      CASE WHEN tq > 0 THEN qtitle END AS title_match, fmatch AS function_match, loc AS location_match
    FROM ranked WHERE score >= ${min}
    ORDER BY score DESC, posted_at DESC, job_id DESC`;
}

/** SQL array expression: the metro slugs that contain h.slug (the neighbours of the candidate's city). */
function metroLookup(): string {
  const cases = METRO_AREAS.filter((m) => m.length > 1)
    .map((m) => `WHEN h.slug IN (${m.map((s) => `'${s}'`).join(',')}) THEN ARRAY[${m.map((s) => `'${s}'`).join(',')}]`)
    .join(' ');
  return `CASE ${cases} ELSE ARRAY[]::text[] END`;
}

/** A match as the digest and tests read it. */
export interface Match {
  job_id: number;
  score: number;
  sort_at: string;
  reason: string;
  title_match: string | null;
  function_match: boolean;
  location_match: 'same' | 'metro' | 'remote' | 'country' | 'other';
}

/** Ranks jobs for profiles (the engine's TypeScript entry point). */
export async function rankJobs(db: Queryable, profiles: MatchProfile[], opts: MatchSqlOptions = {}): Promise<Match[]> {
  const p = new Params();
  const sql = matchSql(p, await prepareProfiles(db, profiles), opts);
  const rows = await db.query<Match>(sql, p.values);
  return rows.map((r) => ({ ...r, score: Number(r.score), sort_at: new Date(r.sort_at).toISOString() }));
}

/** How many jobs match the profiles (at most opts.limit): the dashboard's "new since yesterday". */
export async function countMatches(db: Queryable, profiles: MatchProfile[], opts: MatchSqlOptions = {}): Promise<number> {
  const p = new Params();
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${matchSql(p, await prepareProfiles(db, profiles), opts)}) x`, p.values);
  return n;
}

/**
 * The cities a Smart Match looks in: its city, or every city of its area (issue 29: "All UAE", "Gulf (GCC)"), so a
 * job in any of them is in its location as a job in its city is, and the prefilter reads each of them as a city.
 */
export async function placeCityIds(db: Queryable, cityId: number | null, place: string | null): Promise<number[]> {
  if (cityId) return [cityId];
  const choice = parsePlace(place);
  if (!choice || choice.kind === 'city') return [];
  return citiesInCountries(db, areaCountries(choice));
}

/** The profile of one Smart Match. */
export async function smartMatchProfile(db: Queryable, smartmatchId: number): Promise<MatchProfile | null> {
  const sm = await smartMatchCriteria(db, smartmatchId);
  if (!sm) return null;
  return {
    titles: sm.titles,
    functionIds: sm.job_function_id ? [sm.job_function_id] : [],
    cityIds: await placeCityIds(db, sm.city_id, sm.place),
  };
}

/**
 * Profiles for a candidate's featured jobs: one Smart Match, else every active (not paused) Smart Match, else the
 * candidate's career preferences.
 */
export async function candidateProfiles(db: Queryable, candidateId: number, smartmatchId: number | null): Promise<MatchProfile[]> {
  const ids = await matchingSmartMatchIds(db, candidateId, smartmatchId);
  if (ids.length) {
    const out: MatchProfile[] = [];
    for (const id of ids) {
      const prof = await smartMatchProfile(db, id);
      if (prof) out.push(prof);
    }
    return out;
  }
  return [await preferenceCriteria(db, candidateId)];
}
