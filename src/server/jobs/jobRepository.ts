import { LRUCache } from 'lru-cache';
import { RANK_WINDOW } from '../config';
import type { CityItem, DropdownItem, PlaceItem } from '../../shared/apiTypes';
import { aliasFor, areaCountries, cityOptionLabel, citiesByAlias, matchAreas, parsePlace } from '../../shared/places';
import type { Queryable, SqlParam } from '../db/client';
import { EXCHANGE_RATES, type ExchangeRateTable } from '../../shared/exchangeRates';
import { parseId } from '../../shared/ids';
import type { JobSort } from '../../shared/jobSearch';
import { PER_MONTH } from '../../shared/salaryFormat';
import { JOB_COLUMNS, JOB_JOINS, Params, likeEscape, prefixTsQuery, type JobRow } from './jobSql';

export const BROWSE = {
  function: { table: 'job_functions', column: 'job_function_id', facet: 'function', route: '/jobs-by-categories', media: 'function' },
  city: { table: 'cities', column: 'city_id', facet: 'city', route: '/jobs-by-cities', media: 'city' },
  companies: { table: 'companies', column: 'company_id', facet: 'company', route: '/jobs-by-companies', media: 'logo' },
} as const;
export type BrowseType = keyof typeof BROWSE;

/**
 * The deepest result a list shows (page × length): past it, a page costs reading every job before it, so the pager
 * stops there and a deeper request is answered 400 with a message to narrow the search (docs/performance.md). Counts
 * stop there too: a search matching more answers "10000+" rather than counting a large part of the catalogue.
 */
export const MAX_RESULT_WINDOW = 10_000;

/**
 * The most cities a country or region filter reads (issue 29): its jobs are found by this set of city ids, so the
 * filter stays one bounded `city_id = ANY(…)` however many cities candidates add to a country.
 */
export const MAX_AREA_CITIES = 500;

const POST_DATE_DAYS: Record<string, number> = { today: 1, '3days': 3, '7days': 7, '30days': 30 };

export interface JobListQuery {
  page: number;
  length: number;
  jobtitle: string;
  jobfunction: string;
  /** A city id ('31'), a whole country ('country:AE') or region ('region:GCC'), or free text matched by name. */
  location: string;
  post_date: string;
  type: BrowseType | '';
  job_element: string;
  /** '' = relevance with a title search, else newest first. */
  sort?: JobSort | '';
  work_mode?: string;
  role_level?: string;
  /** Minimum monthly salary in salary_currency (null = no salary filter). */
  min_salary?: number | null;
  salary_currency?: string;
}

/** word_similarity a typo-tolerant title match needs (pg_trgm's own default for `<%`). */
export const TYPO_SIMILARITY = 0.6;

/**
 * A job's top monthly pay in US dollars, as SQL: the top of its range (or its only figure) × months per period ÷ the
 * rate of its currency. Rates and periods come in as JSON parameters (the database's exchange-rate table, read by
 * trust/exchangeRates.ts, and shared/salaryFormat.ts), so the SQL and the app's "≈" figures use one table. NULL when
 * undisclosed or in a currency the table lacks.
 */
function monthlyUsdSql(p: Params, rates: ExchangeRateTable): string {
  const fx = p.add(JSON.stringify(rates.unitsPerUsd));
  const pm = p.add(JSON.stringify(PER_MONTH));
  return `(coalesce(j.salary_max, j.salary_min)::float8 * (${pm}::jsonb ->> j.salary_period)::float8
           / nullif((${fx}::jsonb ->> upper(j.salary_currency))::float8, 0))`;
}

export type JobDetailRow = JobRow & {
  ref_id: string; description: string; about_html: string; direct_apply: boolean; direct_apply_url: string | null; role_function: string;
  job_function: string; job_function_id: number; role_level: string; work_type: string; website: string; industry: string; country_id: number;
};

/** A job's public page row: the detail row plus its country's ISO code, whether it is open, and its other columns. */
export type JobPageRow = JobDetailRow & { country_code: string; is_active: boolean };

/** A similar job as view_job lists it. */
export interface SimilarJobRow {
  id: number;
  position: string;
  company: string;
  company_id: number;
}

/** The catalogue's SQL: the public job calls read jobs, browse-by tiles, dropdowns, plans and image names here. */
/**
 * A title, function or city a candidate typed in is private to its own candidates until this many different
 * candidates use it (issue 19): one person's free text never reaches other people's dropdowns, a shared one does.
 */
export const SHARED_ENTRY_MIN_CANDIDATES = 3;
export const sharedByCandidates = (table: string, column: string, entry: string) =>
  `(SELECT count(*) FROM (SELECT 1 FROM ${table} u WHERE u.${column} = ${entry} LIMIT ${SHARED_ENTRY_MIN_CANDIDATES}) n) >= ${SHARED_ENTRY_MIN_CANDIDATES}`;

// A function or city tile names its entry without a login: a candidate's own entry is not shown until it is shared.
const MEDIA_SQL: Record<string, string> = {
  logo: 'SELECT name, color FROM companies WHERE id = $1',
  function: `SELECT name, NULL AS color FROM job_functions f
             WHERE f.id = $1 AND (NOT f.created_by_candidate OR ${sharedByCandidates('candidate_job_functions', 'job_function_id', 'f.id')})`,
  city: `SELECT name, NULL AS color FROM cities ci
         WHERE ci.id = $1 AND (NOT ci.created_by_candidate OR ${sharedByCandidates('candidate_locations', 'city_id', 'ci.id')})`,
  avatar: 'SELECT name, color FROM testimonials WHERE id = $1',
};

/** How long a list's total is kept (see JobRepository.counts), and a deep page's anchor. */
const COUNT_TTL_MS = 30_000;
/** A deep page reads on from the kept key of the job before the nearest multiple of this position (anchorBefore). */
const ANCHOR_STEP = 1000;

interface KeptQuery {
  sql: string;
  params: SqlParam[];
}

/**
 * The joins a list's conditions need: only a free-text location (ci., co.) or a company condition (c.) reads them, so
 * a count or a page's ids skip them otherwise.
 */
function joinsFor(whereSql: string): string {
  return /\b(?:ci|co|c)\./.test(whereSql) ? JOB_JOINS : '';
}

/** A cache of values read by one statement each, kept COUNT_TTL_MS (totals, anchors, ranked windows, one-scan searches). */
function keptCache<V extends object | number>(max: number, load: (query: KeptQuery) => Promise<V>): LRUCache<string, V, KeptQuery> {
  return new LRUCache<string, V, KeptQuery>({
    max,
    ttl: COUNT_TTL_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => load(context),
  });
}

/**
 * A value kept in `cache`: fresh for COUNT_TTL_MS; for as long again its old value is served while one request
 * refreshes it; older (after a quiet spell), the request waits for a fresh one, so no page is built from a total,
 * anchor or window much older than stated. A load dropped before it settled (evicted) is run directly.
 */
async function kept<V extends object | number>(cache: LRUCache<string, V, KeptQuery>, context: KeptQuery, load: (query: KeptQuery) => Promise<V>): Promise<V> {
  const key = `${context.sql}\u0000${JSON.stringify(context.params)}`;
  const value = await cache.fetch(key, { context, allowStale: cache.getRemainingTTL(key) > -COUNT_TTL_MS });
  return value ?? load(context);
}

/** The viewer's applied and saved flags of a page's rows (a logged-in candidate's list), its id added to `p`. */
function candidateFlags(p: Params, candidateId: number | null): string {
  if (!candidateId) return '';
  const id = p.add(candidateId);
  return `, EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${id}) AS is_applied,
           EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = ${id}) AS is_saved`;
}

export class JobRepository {
  // Counts per filter set are kept 30 s: on PGlite every query costs a round through one single-threaded engine, and on
  // a server each costs a round trip, so paging through a list must not recount it each time. A list's total may lag
  // ingestion by that much (docs/performance.md); its rows never do. lru-cache's fetch shares one load among the
  // requests that miss at once and serves the old total while one request refreshes it: a popular search's count
  // (50 ms for "developer" at 1 M jobs) is never run by ten requests together.
  private readonly counts = keptCache(1000, (query) => this.loadTotal(query));
  // Keys of the deep pages' anchors (anchorBefore), kept like the totals; { id: 0 } when the list is shorter.
  private readonly anchors = keptCache(1000, (query) => this.loadAnchor(query));
  // Ranked windows (rankedWindow): the ids of a search's newest RANK_WINDOW matches in ranked order, kept like totals.
  private readonly windows = keptCache(500, (query) => this.loadIds(query));
  // A title search's total and relevance window from one scan (countAndRank), kept like totals.
  private readonly scans = keptCache(500, (query) => this.loadScan(query));

  constructor(
    private readonly db: Queryable,
    /** How many newest matches a ranked order ranks (config.rankWindow). */
    private readonly rankWindow = RANK_WINDOW,
    /** Deep pages read on from an anchor at every multiple of this position (tests reach one in a small catalogue). */
    private readonly anchorStep = ANCHOR_STEP,
    /** Counts stop at this many matches plus one (tests reach the cap in a small catalogue). */
    private readonly resultCap = MAX_RESULT_WINDOW,
  ) {}

  private async loadTotal({ sql, params }: KeptQuery): Promise<number> {
    const [{ total }] = await this.db.query<{ total: number }>(sql, params);
    return total;
  }
  private async loadAnchor({ sql, params }: KeptQuery): Promise<{ posted_at: string; id: number }> {
    const [row] = await this.db.query<{ posted_at: string; id: number }>(sql, params);
    return row ?? { posted_at: '', id: 0 };
  }
  private async loadScan({ sql, params }: KeptQuery): Promise<{ total: number; ids: number[] }> {
    const [row] = await this.db.query<{ total: number; ids: number[] }>(sql, params);
    return { total: row.total, ids: row.ids.map(Number) };
  }
  private async loadIds({ sql, params }: KeptQuery): Promise<number[]> {
    return (await this.db.query<{ id: number }>(sql, params)).map((r) => r.id);
  }

  /** Active jobs in all, from the counts the triggers of migration 004 keep (one row, whatever the catalogue). */
  async activeJobCount(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(`SELECT active AS n FROM job_counts WHERE facet = 'all' AND key = 0`);
    return row?.n ?? 0;
  }

  featuredJobs(limit: number): Promise<JobRow[]> {
    return this.db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.is_active AND j.is_featured ORDER BY j.posted_at DESC, j.id DESC LIMIT $1`,
      [limit],
    );
  }

  testimonials(): Promise<{ id: number; name: string; location: string; content: string }[]> {
    return this.db.query('SELECT id, name, location, content FROM testimonials ORDER BY id');
  }

  /**
   * Browse-by entries with their active job counts, most jobs first (all of them without a limit): read from the kept
   * counts (migration 004), so the cost follows the number of cities, functions or companies, not of jobs.
   */
  browseCounts(type: BrowseType, limit?: number): Promise<{ id: number; name: string; slug: string; count: number }[]> {
    const b = BROWSE[type];
    return this.db.query(
      `SELECT t.id, t.name, t.slug, c.active AS count FROM job_counts c JOIN ${b.table} t ON t.id = c.key
       WHERE c.facet = $1 AND c.active > 0 ORDER BY c.active DESC, t.name${limit === undefined ? '' : ' LIMIT $2'}`,
      limit === undefined ? [b.facet] : [b.facet, limit],
    );
  }

  /**
   * The newest-first key of the job just before position `at` of a list (`from`: its FROM … WHERE), kept like the
   * totals (COUNT_TTL_MS, one load shared): a deep page reads on from it by key. Within those seconds a page may lag a
   * job added or closed before the anchor, as a total may; null when the list is shorter.
   */
  private async anchorBefore(at: number, from: string, params: SqlParam[]): Promise<{ posted_at: string; id: number } | null> {
    const sql = `SELECT j.posted_at::text AS posted_at, j.id ${from} ORDER BY j.posted_at DESC, j.id DESC LIMIT 1 OFFSET ${at - 1}`;
    const anchor = await kept(this.anchors, { sql, params }, (query) => this.loadAnchor(query));
    return anchor.id !== 0 ? anchor : null;
  }

  /**
   * Whether some active job's title or some company's name has the words of a title search (its prefix tsquery): read
   * from the distinct titles (job_title_counts) and the companies, not the jobs, and kept like the totals.
   */
  private async knownWords(tsquery: string): Promise<boolean> {
    const context = {
      sql: `SELECT (EXISTS (SELECT 1 FROM job_title_counts WHERE active > 0 AND to_tsvector('simple', title) @@ to_tsquery('simple', $1))
                OR EXISTS (SELECT 1 FROM companies WHERE to_tsvector('simple', name) @@ to_tsquery('simple', $1)))::int AS total`,
      params: [tsquery],
    };
    return (await kept(this.counts, context, (query) => this.loadTotal(query))) === 1;
  }

  /** A ranked window's job ids in ranked order, kept like the totals (COUNT_TTL_MS, one load shared). */
  private async rankedWindow(sql: string, params: SqlParam[]): Promise<number[]> {
    return kept(this.windows, { sql, params }, (query) => this.loadIds(query));
  }

  private async countJobs(sql: string, params: SqlParam[]): Promise<number> {
    return kept(this.counts, { sql, params }, (query) => this.loadTotal(query));
  }

  /**
   * One page of active jobs with the total and (for a browse-by filter) the heading. Order: newest first, by salary, or
   * (with a title search) by full-text rank; a title with no full-text match falls back to typo-tolerant trigram
   * similarity ("Acountant" finds "Accountant"). docs/search.md.
   */
  async listJobs(
    q: JobListQuery,
    candidateId: number | null,
    /** For the minimum-salary filter and the salary sort: the database's table (the API passes it). */
    rates: ExchangeRateTable = EXCHANGE_RATES,
  ): Promise<{ rows: JobRow[]; total: number; heading?: string }> {
    const p = new Params();
    const where: string[] = ['j.is_active'];
    let heading: string | undefined;
    if (q.jobfunction) {
      const functionId = parseId(q.jobfunction);
      if (functionId !== null) where.push(`j.job_function_id = ${p.add(functionId)}`);
      else where.push(`j.job_function_id IN (SELECT id FROM job_functions WHERE slug = ${p.add(q.jobfunction)} OR lower(name) = lower(${p.add(q.jobfunction)}))`);
    }
    // A whole country or region (issue 29): the set of its cities' ids, on the jobs' own city column (no join).
    let areaIds: number[] | null = null;
    if (q.location) {
      const cityId = parseId(q.location);
      const place = cityId === null ? parsePlace(q.location) : null;
      if (cityId !== null) where.push(`j.city_id = ${p.add(cityId)}`);
      else if (place && place.kind !== 'city') {
        areaIds = await this.areaCityIds(areaCountries(place));
        where.push(`j.city_id = ANY(${p.add(areaIds)}::int[])`);
      } else {
        const like = `${likeEscape(q.location.toLowerCase())}%`;
        where.push(`(lower(ci.name) LIKE ${p.add(like)} ESCAPE '\\' OR lower(co.name) LIKE ${p.add(like)} ESCAPE '\\')`);
      }
    }
    if (q.post_date && q.post_date !== 'any') where.push(`j.posted_at >= now() - make_interval(days => ${p.add(POST_DATE_DAYS[q.post_date])})`);
    if (q.work_mode) where.push(`j.work_mode = ${p.add(q.work_mode)}`);
    if (q.role_level) where.push(`j.role_level = ${p.add(q.role_level)}`);
    if (q.min_salary != null) {
      const usd = q.min_salary / (rates.unitsPerUsd[q.salary_currency ?? 'USD'] ?? 1);
      where.push(`${monthlyUsdSql(p, rates)} >= ${p.add(usd)}`);
    }
    let browseId: number | null = null;
    if (q.type) {
      const b = BROWSE[q.type];
      const rows = await this.db.query<{ id: number; name: string }>(`SELECT id, name FROM ${b.table} WHERE slug = $1`, [q.job_element]);
      heading = rows[0]?.name ?? q.job_element;
      browseId = rows[0]?.id ?? null;
      where.push(`j.${b.column} = ${p.add(browseId ?? -1)}`);
    }

    // The title: full-text first; when that finds nothing, typo-tolerant trigram similarity on the title.
    let rank: string | null = null;
    let total: number;
    // The relevance window of a title search, when the scan that counted it ranked it too (countAndRank).
    let scannedWindow: number[] | null = null;
    const ts = q.jobtitle ? prefixTsQuery(q.jobtitle) : null;
    if (ts) {
      const exact = p.clone();
      const tsq = `to_tsquery('simple', ${exact.add(ts)})`;
      const exactWhere = [...where, `j.search @@ ${tsq}`].join(' AND ');
      // Ranked by relevance (a title search's default): one scan counts the matches and ranks the newest of them
      // (countAndRank), instead of a count and then a second scan for the window.
      // Every page of such a search takes its total from that scan, so the total does not change across the window's edge.
      if ((q.sort || 'relevance') === 'relevance') {
        ({ total, ids: scannedWindow } = await this.countAndRank(exactWhere, `ts_rank(j.search, ${tsq})`, [...exact.values]));
      } else {
        total = await this.countMatches(q, browseId, areaIds, exactWhere, [...exact.values]);
      }
      // A title the catalogue knows (some title or company has its words) that this filter finds nothing for is no
      // typo: the list is empty, as for any other filter. Only words no title or company has fall back to look-alikes
      // (asking every similar title across the catalogue under a city or function cost seconds at 1 M jobs).
      if (total > 0 || (await this.knownWords(ts))) {
        p.values.splice(0, p.values.length, ...exact.values);
        where.push(`j.search @@ ${tsq}`);
        rank = `ts_rank(j.search, ${tsq})`;
      } else {
        scannedWindow = null;
        const phrase = p.add(q.jobtitle.toLowerCase().slice(0, 100));
        where.push(`${phrase} <% lower(j.title)`, `word_similarity(${phrase}, lower(j.title)) >= ${p.add(TYPO_SIMILARITY)}`);
        rank = `word_similarity(${phrase}, lower(j.title))`;
        total = await this.countMatches(q, browseId, areaIds, where.join(' AND '), [...p.values]);
      }
    } else {
      total = await this.countMatches(q, browseId, areaIds, where.join(' AND '), [...p.values]);
    }
    const whereSql = where.join(' AND ');
    const sort: JobSort = q.sort || (rank ? 'relevance' : 'date');
    // The filters' values alone, for the statements shared by every viewer (kept anchors and ranked windows); the
    // candidate's flags below add the candidate's id after them, for the page's own rows only.
    const filterValues = [...p.values];
    const filterParams = () => {
      const fp = new Params();
      fp.values.push(...filterValues);
      return fp;
    };
    const flags = candidateFlags(p, candidateId);
    const pageJoins = joinsFor(whereSql);
    const rankedBy = sort === 'relevance' && rank ? 'relevance' : sort === 'salary' ? 'salary' : null;
    const window = this.rankWindow;
    const offset = (q.page - 1) * q.length;
    const end = offset + q.length;
    // Newest first: the page's ids from the index alone (not joining company, city and country for each skipped job),
    // then the columns of the page's few jobs. A deep page starts from the kept anchor before it (anchorBefore) and
    // skips fewer than anchorStep index entries, not up to MAX_RESULT_WINDOW.
    const byDate = async (skip: number, take: number) => {
      const dp = p.clone();
      const order = 'j.posted_at DESC, j.id DESC';
      let pageWhere = whereSql;
      const anchorAt = Math.floor(skip / this.anchorStep) * this.anchorStep;
      const anchor = anchorAt > 0 ? await this.anchorBefore(anchorAt, `FROM jobs j ${pageJoins} WHERE ${whereSql}`, filterValues) : null;
      if (anchor) {
        pageWhere += ` AND (j.posted_at, j.id) < (${dp.add(anchor.posted_at)}::timestamptz, ${dp.add(anchor.id)}::int)`;
        skip -= anchorAt;
      }
      return this.db.query<JobRow>(
        `WITH page AS MATERIALIZED (SELECT j.id FROM jobs j ${pageJoins} WHERE ${pageWhere}
           ORDER BY ${order} LIMIT ${dp.add(take)} OFFSET ${dp.add(skip)})
         SELECT ${JOB_COLUMNS}${flags} FROM page JOIN jobs j ON j.id = page.id ${JOB_JOINS}
         ORDER BY ${order}`,
        dp.values,
      );
    };
    // Ranked (by text relevance or by monthly pay): the newest RANK_WINDOW matches, ordered by rank, then the rest newest
    // first. The window is exactly the head of the newest-first list, so the list after it is that list from RANK_WINDOW
    // on: every match appears once, and no request ranks or sorts more than RANK_WINDOW rows.
    // The window (its ids in ranked order) is kept like the totals (rankedWindow): paging through a search, or the next
    // visitor's same search, reads only its page's few rows. A job closed meanwhile drops out of its page.
    const byRank = async (skip: number, take: number) => {
      const rp = filterParams();
      const ranked = rankedBy === 'relevance' && rank ? rank : monthlyUsdSql(rp, rates);
      const windowIds =
        (rankedBy === 'relevance' ? scannedWindow : null) ??
        (await this.rankedWindow(`SELECT id FROM (SELECT j.id, ${ranked} AS rank, j.posted_at FROM jobs j ${pageJoins} WHERE ${whereSql}
                                   ORDER BY j.posted_at DESC, j.id DESC LIMIT ${window}) m
                                 ORDER BY rank DESC NULLS LAST, posted_at DESC, id DESC`, rp.values));
      const ids = windowIds.slice(skip, skip + take);
      if (!ids.length) return [];
      const pp = new Params();
      const idList = pp.add(ids);
      const pageFlags = candidateFlags(pp, candidateId);
      const rows = await this.db.query<JobRow>(
        `SELECT ${JOB_COLUMNS}${pageFlags} FROM jobs j ${JOB_JOINS} WHERE j.id = ANY(${idList}::int[]) AND j.is_active`,
        pp.values,
      );
      const at = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((x, y) => (at.get(x.id) ?? 0) - (at.get(y.id) ?? 0));
    };
    let rows: JobRow[];
    if (!rankedBy || offset >= window) rows = await byDate(offset, q.length);
    else if (end <= window) rows = await byRank(offset, q.length);
    else rows = [...(await byRank(offset, window - offset)), ...(await byDate(window, end - window))];
    return heading === undefined ? { rows, total } : { rows, total, heading };
  }

  /**
   * How many jobs match: exact from the kept counts when the filter is one facet (none, a function id, a city id, or
   * a browse-by element), else counted but only up to MAX_RESULT_WINDOW + 1 (the caller shows "10000+"). `browseId`:
   * the browse-by entry listJobs resolved from q.job_element (null when unknown or not a browse list).
   */
  private async countMatches(q: JobListQuery, browseId: number | null, areaIds: number[] | null, whereSql: string, params: SqlParam[]): Promise<number> {
    const numeric = (v: string) => parseId(v) !== null;
    const dated = !!q.post_date && q.post_date !== 'any';
    const onlyPlace = !q.jobtitle && !dated && !q.work_mode && !q.role_level && q.min_salary == null && !q.jobfunction && !q.type;
    // A country or region alone: the sum of its cities' kept counts (a few rows), exact like a city's.
    if (onlyPlace && areaIds) {
      return this.countJobs(`SELECT COALESCE((SELECT sum(active) FROM job_counts WHERE facet = 'city' AND key = ANY($1::int[])), 0)::int AS total`, [areaIds]);
    }
    const single = !q.jobtitle && !dated && !q.work_mode && !q.role_level && q.min_salary == null && (!q.location || numeric(q.location)) && (!q.jobfunction || numeric(q.jobfunction));
    const facets = [q.jobfunction ? 'function' : null, q.location ? 'city' : null, q.type ? 'browse' : null].filter(Boolean);
    if (single && facets.length <= 1) {
      let facet = 'all';
      let key: number | null = 0;
      if (q.jobfunction) [facet, key] = ['function', Number(q.jobfunction)];
      else if (q.location) [facet, key] = ['city', Number(q.location)];
      else if (q.type) [facet, key] = [BROWSE[q.type].facet, browseId];
      if (key === null) return 0;
      // Exact counts kept by triggers, read through the same 30 s cache: one round trip fewer on most list pages.
      return this.countJobs('SELECT COALESCE((SELECT active FROM job_counts WHERE facet = $1 AND key = $2), 0)::int AS total', [facet, key]);
    }
    return this.countJobs(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM jobs j ${joinsFor(whereSql)} WHERE ${whereSql} LIMIT ${this.resultCap + 1}) AS capped`,
      params,
    );
  }

  /**
   * A title search's total (capped at MAX_RESULT_WINDOW + 1, as countMatches) and its relevance window (the ids of its
   * newest rankWindow matches by `rank`, ties newest first: what the window query of listJobs' byRank returns), from
   * one scan of the matches, kept like the totals. A pair never asked before (a title under a city) scanned its
   * matches twice, once to count and once to rank, which was most of its cost at 1 M jobs (docs/performance.md). The
   * window is only whole when every match was read: past the cap `ids` is null and byRank reads it by its own query.
   */
  private async countAndRank(whereSql: string, rank: string, params: SqlParam[]): Promise<{ total: number; ids: number[] | null }> {
    const sql = `WITH m AS MATERIALIZED (SELECT j.id, j.posted_at FROM jobs j ${joinsFor(whereSql)} WHERE ${whereSql} LIMIT ${this.resultCap + 1}),
                      w AS (SELECT id, posted_at FROM m ORDER BY posted_at DESC, id DESC LIMIT ${this.rankWindow})
                 SELECT (SELECT count(*) FROM m)::int AS total,
                        (SELECT COALESCE(array_agg(w.id ORDER BY ${rank} DESC NULLS LAST, w.posted_at DESC, w.id DESC), '{}')
                         FROM w JOIN jobs j ON j.id = w.id) AS ids`;
    const scan = await kept(this.scans, { sql, params }, (query) => this.loadScan(query));
    return { total: scan.total, ids: scan.total > this.resultCap ? null : scan.ids };
  }

  /**
   * One job for view_job, with the viewer's applied/saved flags and its similar jobs: four active jobs of the same
   * function, same country first. One statement, prepared (planning its joins cost more than running them at 1 M
   * jobs): the similar jobs are two index-ordered LIMIT 4 reads (same country, then the others) under the job's row, so
   * they stop after a few rows instead of sorting every job of the function (docs/performance.md).
   */
  async findJob(id: number, candidateId: number | null): Promise<(JobDetailRow & { similar: SimilarJobRow[] }) | null> {
    const branch = (group: number, country: string) =>
      `(SELECT o.id, o.title AS position, oc.name AS company, oc.id AS company_id, o.posted_at, ${group} AS grp
        FROM jobs o JOIN companies oc ON oc.id = o.company_id JOIN cities oci ON oci.id = o.city_id
        WHERE o.is_active AND o.job_function_id = j.job_function_id AND o.id <> j.id AND oci.country_id ${country} co.id
        ORDER BY o.posted_at DESC, o.id DESC LIMIT 4)`;
    const rows = await this.db.query<JobDetailRow & { similar: SimilarJobRow[] }>(
      `SELECT ${JOB_COLUMNS}, j.ref_id, j.description, c.about_html, j.direct_apply, j.direct_apply_url, j.role_function, f.name AS job_function,
              j.job_function_id, j.role_level, j.work_type, c.website, c.industry, co.id AS country_id,
              EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $2) AS is_applied,
              EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = $2) AS is_saved,
              (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'position', t.position, 'company', t.company, 'company_id', t.company_id)
                                        ORDER BY t.grp, t.posted_at DESC, t.id DESC), '[]'::json)
               FROM (SELECT * FROM (${branch(0, '=')} UNION ALL ${branch(1, '<>')}) u ORDER BY grp, posted_at DESC, id DESC LIMIT 4) t) AS similar
       FROM jobs j ${JOB_JOINS} JOIN job_functions f ON f.id = j.job_function_id WHERE j.id = $1`,
      [id, candidateId ?? 0],
      { prepared: true },
    );
    return rows[0] ?? null;
  }

  /**
   * One job as its public page (server/render) describes it, open or closed: the detail row (with its source, status,
   * salary and work mode) and whether it is listed.
   */
  async findJobPage(id: number): Promise<JobPageRow | null> {
    const rows = await this.db.query<JobPageRow>(
      `SELECT ${JOB_COLUMNS}, j.ref_id, j.description, c.about_html, j.direct_apply, j.direct_apply_url, j.role_function, f.name AS job_function,
              j.job_function_id, j.role_level, j.work_type, c.website, c.industry, co.id AS country_id, co.iso2 AS country_code, j.is_active
       FROM jobs j ${JOB_JOINS} JOIN job_functions f ON f.id = j.job_function_id WHERE j.id = $1`,
      [id],
      { prepared: true },
    );
    return rows[0] ?? null;
  }

  /** Highest job id (the sitemap splits jobs into id ranges, so each file is one primary-key range scan). */
  async maxJobId(): Promise<number> {
    const [row] = await this.db.query<{ n: number | null }>('SELECT max(id) AS n FROM jobs');
    return Number(row?.n ?? 0);
  }

  /** Active jobs with from < id <= to, by id, with the date they last changed (for a sitemap's lastmod). */
  sitemapJobs(from: number, to: number): Promise<{ id: number; lastmod: Date | string }[]> {
    return this.db.query(
      'SELECT j.id, j.posted_at AS lastmod FROM jobs j WHERE j.id > $1 AND j.id <= $2 AND j.is_active ORDER BY j.id',
      [from, to],
    );
  }

  /** One browse-by entry (function, city or company) by its slug, or null. */
  async browseEntry(type: BrowseType, slug: string): Promise<{ id: number; name: string; slug: string } | null> {
    const rows = await this.db.query<{ id: number; name: string; slug: string }>(`SELECT id, name, slug FROM ${BROWSE[type].table} WHERE slug = $1`, [slug]);
    return rows[0] ?? null;
  }

  /**
   * Cities for the place dropdowns, in every market unless a country is given, each with its country: by name (prefix
   * matches first) or by another name of the maintained list (shared/placeAliases.ts: "Bangalore" finds Bengaluru,
   * "KL" Kuala Lumpur), which then says which name found it.
   */
  async cities(countryId: number | null, term: string): Promise<CityItem[]> {
    const aliasCities = citiesByAlias(term).map((n) => n.toLowerCase());
    const rows = await this.db.query<CityItem & { alias: string | null }>(
      `SELECT ci.id, ci.name, cu.code AS currency, cu.symbol, cu.id AS currency_id, ci.country_id, co.name AS country, co.iso2 AS country_code
       FROM cities ci JOIN currencies cu ON cu.id = ci.currency_id JOIN countries co ON co.id = ci.country_id
       WHERE (NOT ci.created_by_candidate OR ${sharedByCandidates('candidate_locations', 'city_id', 'ci.id')})
         AND ($1::int IS NULL OR ci.country_id = $1)
         AND ($2::text IS NULL OR lower(ci.name) LIKE $2 ESCAPE '\\' OR (NOT ci.created_by_candidate AND lower(ci.name) = ANY($4::text[])))
       ORDER BY CASE WHEN lower(ci.name) LIKE $3 ESCAPE '\\' THEN 0 WHEN lower(ci.name) = ANY($4::text[]) THEN 1 ELSE 2 END, ci.name LIMIT 100`,
      [countryId, containsPattern(term), prefixPattern(term), aliasCities],
    );
    return rows.map((r) => {
      const alias = aliasFor(r.name, term);
      return alias ? { ...r, alias } : r;
    });
  }

  /**
   * The place dropdown (issue 29): the areas a term finds ("All UAE", "Gulf (GCC)"), then its cities labelled with
   * their country ("Dubai, United Arab Emirates"). `value` is what the job search's location and Smart Match take.
   */
  async places(term: string): Promise<PlaceItem[]> {
    const areas: PlaceItem[] = matchAreas(term).map((a) => ({ kind: a.kind, value: a.value, label: a.label, id: a.value, name: a.label }));
    const cities = await this.cities(null, term);
    return [
      ...areas,
      ...cities.map((c): PlaceItem => ({
        ...c,
        kind: 'city',
        value: String(c.id),
        label: cityOptionLabel(c),
      })),
    ];
  }

  /**
   * The ids of the cities of an area's countries (ISO codes), at most MAX_AREA_CITIES, kept like the totals: what a
   * country or region filter runs as (a city-id set on the jobs' own city column and index, no join).
   */
  async areaCityIds(countryCodes: readonly string[]): Promise<number[]> {
    return kept(
      this.windows,
      {
        sql: `SELECT ci.id FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE co.iso2 = ANY($1::text[]) ORDER BY ci.id LIMIT ${MAX_AREA_CITIES}`,
        params: [[...countryCodes]],
      },
      (query) => this.loadIds(query),
    );
  }

  countries(term: string): Promise<DropdownItem[]> {
    return this.db.query<DropdownItem>(
      `SELECT id, name FROM countries WHERE $1::text IS NULL OR lower(name) LIKE $1 ESCAPE '\\' ORDER BY id`,
      [containsPattern(term)],
    );
  }

  states(countryId: number | null, term: string): Promise<DropdownItem[]> {
    return this.db.query<DropdownItem>(
      `SELECT id, name FROM states WHERE ($1::int IS NULL OR country_id = $1) AND ($2::text IS NULL OR lower(name) LIKE $2 ESCAPE '\\') ORDER BY name LIMIT 100`,
      [countryId, containsPattern(term)],
    );
  }

  /** Job titles or job functions offered in dropdowns (candidate-created ones once several candidates use them). */
  names(kind: 'jobtitles' | 'jobfunctions', term: string): Promise<DropdownItem[]> {
    const table = kind === 'jobtitles' ? 'job_titles' : 'job_functions';
    const shared = kind === 'jobtitles'
      ? sharedByCandidates('candidate_job_titles', 'job_title_id', `${table}.id`)
      : sharedByCandidates('candidate_job_functions', 'job_function_id', `${table}.id`);
    return this.db.query<DropdownItem>(
      `SELECT id, name FROM ${table} WHERE (NOT created_by_candidate OR ${shared}) AND ($1::text IS NULL OR lower(name) LIKE $1 ESCAPE '\\')
       ORDER BY (lower(name) LIKE $2 ESCAPE '\\') DESC, name LIMIT 50`,
      [containsPattern(term), prefixPattern(term)],
    );
  }

  /**
   * The plans priced in one currency (issue 29, migration 015's plan_prices): the candidate's country's currency,
   * else `visitorCurrency`, else the plans' own spec 9 row (AED).
   */
  plans(
    candidateId: number | null,
    visitorCurrency: string | null = null,
  ): Promise<{ id: number; time: string; price: string; currency: string; saved: string; subscribed: boolean }[]> {
    return this.db.query(
      `WITH chosen AS (
         SELECT coalesce((SELECT cu.code FROM candidates c JOIN countries co ON co.id = c.country_id JOIN currencies cu ON cu.id = co.currency_id
                          WHERE c.id = $1), $2::text) AS currency)
       SELECT p.id, p.time, coalesce(pp.price, p.price)::text AS price, coalesce(pp.currency, p.currency) AS currency,
              coalesce(pp.saved, p.saved)::text AS saved,
              EXISTS (SELECT 1 FROM candidates c WHERE c.id = $1 AND c.plan_id = p.id) AS subscribed
       FROM plans p CROSS JOIN chosen LEFT JOIN plan_prices pp ON pp.plan_id = p.id AND pp.currency = chosen.currency ORDER BY p.id`,
      [candidateId ?? 0, visitorCurrency],
    );
  }

  /** Name and colour behind a generated image (logo, function, city, avatar), or null. */
  async mediaName(kind: string, id: number): Promise<{ name: string; color: string | null } | null> {
    const sql = Object.hasOwn(MEDIA_SQL, kind) ? MEDIA_SQL[kind] : undefined;
    if (!sql) return null;
    const rows = await this.db.query<{ name: string; color: string | null }>(sql, [id]);
    return rows[0] ?? null;
  }
}

function containsPattern(term: string): string | null {
  return term ? `%${likeEscape(term.toLowerCase())}%` : null;
}

function prefixPattern(term: string): string {
  return term ? `${likeEscape(term.toLowerCase())}%` : '';
}
