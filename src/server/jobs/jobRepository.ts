import type { CityItem, DropdownItem, PlaceItem } from '../../shared/apiTypes';
import { aliasFor, areaCountries, cityOptionLabel, citiesByAlias, matchAreas, parsePlace } from '../../shared/places';
import type { Queryable } from '../db/client';
import { EXCHANGE_RATES, type ExchangeRateTable } from '../../shared/exchangeRates';
import { parseId } from '../../shared/ids';
import { MAX_FACET_BUCKETS, SALARY_BAND_FLOORS, type FacetBucket, type JobFacets, type JobSort } from '../../shared/jobSearch';
import { formatSalary } from '../../shared/salaryFormat';
import { JOB_COLUMNS, JOB_JOINS, Params, likeEscape, type JobRow } from './jobSql';
import { parseSearch } from './searchQuery';

export const BROWSE = {
  function: { table: 'job_functions', column: 'job_function_id', facet: 'function', route: '/jobs-by-categories', media: 'function' },
  city: { table: 'cities', column: 'city_id', facet: 'city', route: '/jobs-by-cities', media: 'city' },
  companies: { table: 'companies', column: 'company_id', facet: 'company', route: '/jobs-by-companies', media: 'logo' },
} as const;
export type BrowseType = keyof typeof BROWSE;

/**
 * The deepest result a list shows (page × length): past it, a page costs reading every job before it, so the pager
 * stops there and a deeper request is answered 400 with a message to narrow the search (docs/performance.md). Counts
 * do not stop there: a total is exact (issue 32).
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
 * An amount per month in `currency` as US dollars at `rates` (the database's table, which jobs.salary_month_usd of
 * migration 022 is computed with): what a minimum salary or a salary band is compared with.
 */
function monthlyUsd(amount: number, currency: string | undefined, rates: ExchangeRateTable): number {
  return amount / (rates.unitsPerUsd[currency ?? 'USD'] ?? 1);
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

/**
 * The joins a list's conditions need: only a free-text location (ci., co.) or a company condition (c.) reads them, so
 * a count or a page's ids skip them otherwise.
 */
function joinsFor(whereSql: string): string {
  return /\b(?:ci|co|c)\./.test(whereSql) ? JOB_JOINS : '';
}

/**
 * Issue 31: a job is in a place when its first place (`j.city_id`) or one of its further places (job_extra_places) is
 * `cityTest` ('= $1', '= ANY($1::int[])'). The further places come as an array of job ids (an init plan on their own
 * index), so the database ORs two index lookups instead of probing every job.
 */
function placeMatch(cityTest: string): string {
  return `(j.city_id ${cityTest} OR j.id = ANY(ARRAY(SELECT ep.job_id FROM job_extra_places ep WHERE ep.city_id ${cityTest})))`;
}

/** The viewer's applied and saved flags of a page's rows (a logged-in candidate's list), its id added to `p`. */
function candidateFlags(p: Params, candidateId: number | null): string {
  if (!candidateId) return '';
  const id = p.add(candidateId);
  return `, EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${id}) AS is_applied,
           EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = ${id}) AS is_saved`;
}

/**
 * A search's conditions as SQL over `jobs j`: what the list, its count and its facets share, so the same filters are
 * the same set whatever the order or the call (issue 32).
 */
interface SearchFilters {
  p: Params;
  where: string[];
  /** The browse-by heading (the function's, city's or company's name). */
  heading?: string;
  browseId: number | null;
  areaIds: number[] | null;
  /** How many of `p`'s values the conditions use. */
  whereCount: number;
  /** The relevance of a row as SQL (null without a title search); its own values follow the conditions' in `p`. */
  rank: string | null;
}

/** The values of a search's conditions alone (a count or the facets, which do not rank). */
function whereValues(f: SearchFilters): Params {
  const p = new Params();
  p.values.push(...f.p.values.slice(0, f.whereCount));
  return p;
}

/** A search's facet counts before naming: each group's values with their counts, and each salary band's count. */
interface FacetCounts {
  total: number;
  groups: { g: string; k: string; n: number }[];
  bands: number[];
}

const WORK_MODE_LABELS: Record<string, string> = { remote: 'Remote', hybrid: 'Hybrid', 'on-site': 'On-site' };

export class JobRepository {
  constructor(private readonly db: Queryable) {}

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
    if (type === 'city') {
      // Issue 31: a city's tile counts the jobs there by a further place too: the kept count of first places plus
      // the kept count of jobs there by a further place only (facet 'place', migration 027), each job once.
      return this.db.query(
        `SELECT t.id, t.name, t.slug, x.count FROM (
           SELECT key, sum(active)::int AS count FROM job_counts WHERE facet IN ('city', 'place') GROUP BY key HAVING sum(active) > 0
         ) x JOIN cities t ON t.id = x.key
         ORDER BY x.count DESC, t.name${limit === undefined ? '' : ' LIMIT $1'}`,
        limit === undefined ? [] : [limit],
      );
    }
    return this.db.query(
      `SELECT t.id, t.name, t.slug, c.active AS count FROM job_counts c JOIN ${b.table} t ON t.id = c.key
       WHERE c.facet = $1 AND c.active > 0 ORDER BY c.active DESC, t.name${limit === undefined ? '' : ' LIMIT $2'}`,
      limit === undefined ? [b.facet] : [b.facet, limit],
    );
  }

  /**
   * Whether some active job's title or some company's name has the words of a title search: only a search with no
   * match whose words nobody uses is a typo (docs/search.md "Typos"). Read from the distinct titles and the companies.
   */
  private async knownWords(tsquery: string): Promise<boolean> {
    const [row] = await this.db.query<{ known: boolean }>(
      `SELECT (EXISTS (SELECT 1 FROM job_title_counts WHERE active > 0 AND to_tsvector('simple', title) @@ to_tsquery('simple', $1))
            OR EXISTS (SELECT 1 FROM companies WHERE to_tsvector('simple', name) @@ to_tsquery('simple', $1))) AS known`,
      [tsquery],
    );
    return row.known;
  }

  /**
   * The conditions of a search (every filter but the title's words, then the title: full text over title, skills,
   * company and description with the region's synonyms, or, when that matches nothing and no title or company has
   * the words, typo-tolerant trigram similarity on the title).
   */
  private async searchFilters(q: JobListQuery, rates: ExchangeRateTable): Promise<SearchFilters> {
    const p = new Params();
    const where: string[] = ['j.is_active'];
    const out: SearchFilters = { p, where, browseId: null, areaIds: null, whereCount: 0, rank: null };
    if (q.jobfunction) {
      const functionId = parseId(q.jobfunction);
      if (functionId !== null) where.push(`j.job_function_id = ${p.add(functionId)}`);
      else where.push(`j.job_function_id IN (SELECT id FROM job_functions WHERE slug = ${p.add(q.jobfunction)} OR lower(name) = lower(${p.add(q.jobfunction)}))`);
    }
    // A whole country or region (issue 29): the set of its cities' ids, on the jobs' own city column (no join).
    if (q.location) {
      const cityId = parseId(q.location);
      const place = cityId === null ? parsePlace(q.location) : null;
      if (cityId !== null) where.push(placeMatch(`= ${p.add(cityId)}`));
      else if (place && place.kind !== 'city') {
        out.areaIds = await this.areaCityIds(areaCountries(place));
        where.push(placeMatch(`= ANY(${p.add(out.areaIds)}::int[])`));
      } else {
        const like = p.add(`${likeEscape(q.location.toLowerCase())}%`);
        where.push(
          `(lower(ci.name) LIKE ${like} ESCAPE '\\' OR lower(co.name) LIKE ${like} ESCAPE '\\' OR j.id = ANY(ARRAY(
             SELECT ep.job_id FROM job_extra_places ep JOIN cities eci ON eci.id = ep.city_id JOIN countries eco ON eco.id = eci.country_id
             WHERE lower(eci.name) LIKE ${like} ESCAPE '\\' OR lower(eco.name) LIKE ${like} ESCAPE '\\')))`,
        );
      }
    }
    if (q.post_date && q.post_date !== 'any') where.push(`j.posted_at >= now() - make_interval(days => ${p.add(POST_DATE_DAYS[q.post_date])})`);
    if (q.work_mode) where.push(`j.work_mode = ${p.add(q.work_mode)}`);
    if (q.role_level) where.push(`j.role_level = ${p.add(q.role_level)}`);
    if (q.min_salary != null) where.push(`j.salary_month_usd >= ${p.add(monthlyUsd(q.min_salary, q.salary_currency, rates))}`);
    if (q.type) {
      const b = BROWSE[q.type];
      const rows = await this.db.query<{ id: number; name: string }>(`SELECT id, name FROM ${b.table} WHERE slug = $1`, [q.job_element]);
      out.heading = rows[0]?.name ?? q.job_element;
      out.browseId = rows[0]?.id ?? null;
      const browseId = p.add(out.browseId ?? -1);
      where.push(b.column === 'city_id' ? placeMatch(`= ${browseId}`) : `j.${b.column} = ${browseId}`);
    }
    const search = q.jobtitle ? parseSearch(q.jobtitle) : null;
    out.whereCount = p.values.length;
    if (!search) return out;
    const exact = p.clone();
    const tsq = `to_tsquery('simple', ${exact.add(search.tsquery)})`;
    const exactWhere = [...where, `j.search @@ ${tsq}`].join(' AND ');
    const found = await this.db.query(`SELECT 1 FROM jobs j ${joinsFor(exactWhere)} WHERE ${exactWhere} LIMIT 1`, exact.values);
    if (found.length || !search.plain || (await this.knownWords(search.tsquery))) {
      out.whereCount = exact.values.length;
      const bonus = [search.titleAll, search.titlePhrase]
        .filter((t): t is string => t !== null)
        .map((t) => ` + (j.search_head @@ to_tsquery('simple', ${exact.add(t)}))::int`)
        .join('');
      p.values.splice(0, p.values.length, ...exact.values);
      where.push(`j.search @@ ${tsq}`);
      // Title above skills above company (ts_rank's weights A 1.0, B 0.4, C 0.2 on the vector without the description),
      // every word in the title above some of them, the words as one phrase in the title above scattered words.
      out.rank = `(ts_rank(j.search_head, ${tsq})${bonus})`;
    } else {
      const phrase = p.add(search.plain);
      where.push(`${phrase} <% lower(j.title)`, `word_similarity(${phrase}, lower(j.title)) >= ${p.add(TYPO_SIMILARITY)}`);
      out.rank = `word_similarity(${phrase}, lower(j.title))`;
      out.whereCount = p.values.length;
    }
    return out;
  }

  /**
   * How many jobs match, exactly: from the kept counts when the filter is one facet (none, a function id, a city id,
   * a country or region, or a browse-by element), else counted.
   */
  /**
   * Issue 31: the active jobs in one of these cities by a further place only (the kept counts count first places),
   * each once however many of its places are among them.
   */
  private async extraPlaceMatches(cityIds: number[]): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(DISTINCT ep.job_id)::int AS n FROM job_extra_places ep JOIN jobs j ON j.id = ep.job_id
       WHERE ep.city_id = ANY($1::int[]) AND j.is_active AND NOT (j.city_id = ANY($1::int[]))`,
      [cityIds],
    );
    return row.n;
  }

  private async countMatches(q: JobListQuery, f: SearchFilters): Promise<number> {
    const numeric = (v: string) => parseId(v) !== null;
    const dated = !!q.post_date && q.post_date !== 'any';
    const others = !!q.jobtitle || dated || !!q.work_mode || !!q.role_level || q.min_salary != null;
    if (!others && f.areaIds && !q.jobfunction && !q.type) {
      const [row] = await this.db.query<{ total: number }>(
        `SELECT COALESCE((SELECT sum(active) FROM job_counts WHERE facet = 'city' AND key = ANY($1::int[])), 0)::int AS total`,
        [f.areaIds],
      );
      return row.total + (await this.extraPlaceMatches(f.areaIds));
    }
    const facets = [q.jobfunction ? 'function' : null, q.location ? 'city' : null, q.type ? 'browse' : null].filter(Boolean);
    if (!others && facets.length <= 1 && (!q.location || numeric(q.location)) && (!q.jobfunction || numeric(q.jobfunction))) {
      let facet = 'all';
      let key: number | null = 0;
      if (q.jobfunction) [facet, key] = ['function', Number(q.jobfunction)];
      else if (q.location) [facet, key] = ['city', Number(q.location)];
      else if (q.type) [facet, key] = [BROWSE[q.type].facet, f.browseId];
      if (key === null) return 0;
      // A city: its first places' kept count plus its further places' (migration 027), each job once.
      const [row] = await this.db.query<{ total: number }>(
        'SELECT COALESCE((SELECT sum(active) FROM job_counts WHERE facet = ANY($1::text[]) AND key = $2), 0)::int AS total',
        [facet === 'city' ? ['city', 'place'] : [facet], key],
      );
      return row.total;
    }
    const whereSql = f.where.join(' AND ');
    const [row] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM jobs j ${joinsFor(whereSql)} WHERE ${whereSql}`, whereValues(f).values);
    return row.total;
  }

  /**
   * One page of active jobs with the exact total and (for a browse-by filter) the heading. Every order is over all
   * matches: newest first, by monthly pay (undisclosed last), or by relevance (with a title search, its default).
   * docs/search.md.
   */
  async listJobs(
    q: JobListQuery,
    candidateId: number | null,
    /** For the minimum-salary filter: the database's table (the API passes it). */
    rates: ExchangeRateTable = EXCHANGE_RATES,
  ): Promise<{ rows: JobRow[]; total: number; heading?: string }> {
    const f = await this.searchFilters(q, rates);
    const sort: JobSort = q.sort || (f.rank ? 'relevance' : 'date');
    const p = sort === 'relevance' && f.rank ? f.p.clone() : whereValues(f);
    const whereSql = f.where.join(' AND ');
    const order =
      sort === 'relevance' && f.rank ? 'page.rank DESC, page.posted_at DESC, page.id DESC'
      : sort === 'salary' ? 'page.salary_month_usd DESC NULLS LAST, page.posted_at DESC, page.id DESC'
      : 'page.posted_at DESC, page.id DESC';
    const inner = order.replace(/page\.rank/, f.rank ?? '0').replace(/page\./g, 'j.');
    // A relevance order ranks every match anyway: the same scan counts them (count(*) OVER () is computed before the
    // LIMIT), instead of a second pass over the same heap pages. The rank is computed below the window (OFFSET 0 keeps
    // the subquery), so the window holds narrow rows, not each match's title vector: at 1 M jobs on PostgreSQL,
    // "developer" (51,339 matches) 195 ms warm against 220 ms with the vector and 228 ms in two statements. A page past
    // the last has no row to carry the count.
    const ranked = sort === 'relevance' && f.rank !== null;
    const limit = p.add(q.length);
    const offset = p.add((q.page - 1) * q.length);
    const flags = candidateFlags(p, candidateId);
    const matchesSql = ranked
      ? `SELECT s.id, s.posted_at, s.salary_month_usd, s.rank, count(*) OVER () AS matches
         FROM (SELECT j.id, j.posted_at, j.salary_month_usd, ${f.rank} AS rank FROM jobs j ${joinsFor(whereSql)} WHERE ${whereSql} OFFSET 0) s
         ORDER BY s.rank DESC, s.posted_at DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`
      : `SELECT j.id, j.posted_at, j.salary_month_usd FROM jobs j ${joinsFor(whereSql)} WHERE ${whereSql}
         ORDER BY ${inner} LIMIT ${limit} OFFSET ${offset}`;
    // The page's ids first (no company, city or country joined for the jobs it passes over), then its few rows.
    const rows = await this.db.query<JobRow & { matches?: string }>(
      `WITH page AS MATERIALIZED (${matchesSql})
       SELECT ${JOB_COLUMNS}${flags}${ranked ? ', page.matches' : ''} FROM page JOIN jobs j ON j.id = page.id ${JOB_JOINS}
       ORDER BY ${order}`,
      p.values,
    );
    const counted = rows[0]?.matches;
    for (const row of rows) delete row.matches;
    const total = counted !== undefined ? Number(counted) : await this.countMatches(q, f);
    return f.heading === undefined ? { rows, total } : { rows, total, heading: f.heading };
  }

  /**
   * Facet counts of a search (issue 32): for each group, how many of its matches each further choice keeps, from one
   * scan of the matches (counts of many values keep their MAX_FACET_BUCKETS largest). Each count is what the list
   * reports with that choice added; salary bands are "at least" floors in `currency`, converted as the filter is.
   */
  async facets(
    q: JobListQuery,
    currency: string,
    rates: ExchangeRateTable = EXCHANGE_RATES,
    /** Count the matches even when kept counts could answer (tests compare the two). */
    scan = false,
  ): Promise<JobFacets> {
    const f = await this.searchFilters(q, rates);
    const bandCurrency = SALARY_BAND_FLOORS[currency] ? currency : 'USD';
    // A band below the search's own minimum would count fewer jobs than the list shows with that band instead of it.
    const floors = SALARY_BAND_FLOORS[bandCurrency].filter(
      (floor) => q.min_salary == null || monthlyUsd(floor, bandCurrency, rates) >= monthlyUsd(q.min_salary, q.salary_currency, rates),
    );
    const floorsUsd = floors.map((floor) => monthlyUsd(floor, bandCurrency, rates));
    // No filter at all (only j.is_active): the whole catalogue's counts are kept by triggers (migrations 004, 027, 028, 030).
    const row = f.where.length === 1 && !scan ? await this.keptFacetCounts(floorsUsd) : await this.scanFacetCounts(f, floorsUsd);
    // Issue 31: under a place filter a match may be there by a further place while its first place is elsewhere; a
    // place chosen replaces the filter, so only the places inside it are choices whose count the list would show.
    const inside = q.location ? await this.placesInside(q.location, f) : null;
    const keep = (b: { g: string; k: string }) =>
      !inside || (b.g === 'city' ? inside.cities.has(b.k) : b.g === 'country' ? inside.countries.has(b.k) : true);
    const top = (g: string) =>
      row.groups.filter((b) => b.g === g && keep(b)).sort((a, b) => b.n - a.n || a.k.localeCompare(b.k)).slice(0, MAX_FACET_BUCKETS);
    const ids = (g: string) => top(g).map((b) => Number(b.k));
    const [functions, cities, countries] = await Promise.all([
      this.db.query<{ id: number; name: string }>('SELECT id, name FROM job_functions WHERE id = ANY($1::int[])', [ids('function')]),
      this.db.query<{ id: number; name: string; country: string }>(
        'SELECT ci.id, ci.name, co.name AS country FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE ci.id = ANY($1::int[])',
        [ids('city')],
      ),
      this.db.query<{ id: number; name: string; iso2: string }>('SELECT id, name, iso2 FROM countries WHERE id = ANY($1::int[])', [ids('country')]),
    ]);
    const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((r) => [String(r.id), r]));
    const fnNames = byId(functions);
    const cityNames = byId(cities);
    const countryRows = byId(countries);
    const buckets = (g: string, label: (k: string) => string | null, value: (k: string) => string | null = (k) => k): FacetBucket[] =>
      top(g).flatMap((b) => {
        const l = label(b.k);
        const v = value(b.k);
        return l !== null && v !== null ? [{ value: v, label: l, count: b.n }] : [];
      });
    // A country's count is its whole area's: under a single city (or a typed place) it would not be what choosing the
    // country lists.
    const areaOrNone = !q.location || f.areaIds !== null;
    return {
      total: row.total,
      currency: bandCurrency,
      function: buckets('function', (k) => fnNames.get(k)?.name ?? null),
      country: !areaOrNone ? [] : buckets(
        'country',
        (k) => countryRows.get(k)?.name ?? null,
        (k) => {
          const iso = countryRows.get(k)?.iso2;
          return iso && parsePlace(`country:${iso}`) ? `country:${iso}` : null;
        },
      ),
      // A city by its name (its country is the country group's); the country's "Remote" says which one.
      city: buckets('city', (k) => {
        const c = cityNames.get(k);
        return !c ? null : c.name === 'Remote' ? `Remote (${c.country})` : c.name;
      }),
      work_mode: buckets('work_mode', (k) => WORK_MODE_LABELS[k] ?? null),
      role_level: buckets('role_level', (k) => k),
      salary: floors
        .map((floor, i) => ({
          value: String(floor),
          label: formatSalary({ min: floor, max: null, currency: bandCurrency, period: 'month' }),
          count: row.bands[i] ?? 0,
        }))
        .filter((b) => b.count > 0),
    };
  }

  /** A search's facet counts from one scan of its matches: each group's values, and the salary bands' "at least" counts. */
  private async scanFacetCounts(f: SearchFilters, floorsUsd: number[]): Promise<FacetCounts> {
    const p = whereValues(f);
    const whereSql = f.where.join(' AND ');
    const bands = floorsUsd.map((usd, i) => `count(*) FILTER (WHERE salary_month_usd >= ${p.add(usd)})::int AS b${i}`);
    const [row] = await this.db.query<{ total: number; groups: FacetCounts['groups'] | null } & Record<string, number>>(
      `WITH m AS MATERIALIZED (SELECT j.id, j.job_function_id, j.city_id, j.work_mode, j.role_level, j.salary_month_usd
                              FROM jobs j ${joinsFor(whereSql)} WHERE ${whereSql}),
            g AS (SELECT CASE WHEN grouping(m.job_function_id) = 0 THEN 'function' WHEN grouping(m.city_id) = 0 THEN 'city'
                              WHEN grouping(ci.country_id) = 0 THEN 'country' WHEN grouping(m.work_mode) = 0 THEN 'work_mode'
                              ELSE 'role_level' END AS g,
                         coalesce(m.job_function_id::text, m.city_id::text, ci.country_id::text, m.work_mode, m.role_level) AS k,
                         count(*)::int AS n
                  FROM m JOIN cities ci ON ci.id = m.city_id
                  GROUP BY GROUPING SETS ((m.job_function_id), (m.city_id), (ci.country_id), (m.work_mode), (m.role_level))),
            -- Issue 31: a match counts under each further place too (once per city; once per country however many
            -- of its places are there), as the list counts it with that city or country chosen.
            x AS (SELECT ep.job_id, ep.city_id, eci.country_id, fci.country_id AS first_country
                  FROM job_extra_places ep JOIN m ON m.id = ep.job_id
                  JOIN cities eci ON eci.id = ep.city_id JOIN cities fci ON fci.id = m.city_id
                  WHERE ep.city_id <> m.city_id),
            xg AS (SELECT 'city' AS g, city_id::text AS k, count(*)::int AS n FROM x GROUP BY city_id
                   UNION ALL
                   SELECT 'country', country_id::text, count(DISTINCT job_id)::int FROM x WHERE country_id <> first_country GROUP BY country_id),
            all_g AS (SELECT g, k, sum(n)::int AS n FROM (SELECT g, k, n FROM g WHERE k IS NOT NULL UNION ALL SELECT g, k, n FROM xg) u GROUP BY g, k)
       SELECT count(*)::int AS total,
              (SELECT json_agg(json_build_object('g', g, 'k', k, 'n', n)) FROM all_g) AS groups${bands.map((b) => `, ${b}`).join('')}
       FROM m`,
      p.values,
    );
    return { total: row?.total ?? 0, groups: row?.groups ?? [], bands: floorsUsd.map((_, i) => row?.[`b${i}`] ?? 0) };
  }

  /**
   * The whole catalogue's facet counts from the kept rows, in one statement: functions, cities (first and further
   * places) and the total from job_counts, work modes, levels and countries' first places from job_facet_counts, the
   * countries a job reaches by further places only, each job once, from job_extra_places (few rows), and the salary
   * bands' "at least" counts from job_salary_values (active jobs per exact monthly US-dollar value; migration 030).
   */
  private async keptFacetCounts(floorsUsd: number[]): Promise<FacetCounts> {
    const bands = floorsUsd.map((_, i) => `count_at_least_${i}`);
    const [row] = await this.db.query<{ total: number; groups: FacetCounts['groups'] | null } & Record<string, number>>(
      `WITH all_g AS (
         SELECT g, k, sum(n)::int AS n FROM (
           SELECT CASE facet WHEN 'place' THEN 'city' ELSE facet END AS g, key::text AS k, active AS n
           FROM job_counts WHERE facet IN ('function', 'city', 'place')
           UNION ALL
           SELECT facet, key, active FROM job_facet_counts
           UNION ALL
           SELECT 'country', eci.country_id::text, count(DISTINCT ep.job_id)::int
           FROM job_extra_places ep JOIN jobs j ON j.id = ep.job_id
           JOIN cities eci ON eci.id = ep.city_id JOIN cities fci ON fci.id = j.city_id
           WHERE ep.counted AND eci.country_id <> fci.country_id
           GROUP BY eci.country_id
         ) u GROUP BY g, k HAVING sum(n) > 0),
       bands AS (SELECT ${floorsUsd.length === 0 ? '1 AS none' : floorsUsd.map((_, i) => `COALESCE(sum(active) FILTER (WHERE value >= $${i + 1}), 0)::int AS ${bands[i]}`).join(', ')}
                 FROM job_salary_values)
       SELECT COALESCE((SELECT active FROM job_counts WHERE facet = 'all' AND key = 0), 0)::int AS total,
              (SELECT json_agg(json_build_object('g', g, 'k', k, 'n', n)) FROM all_g) AS groups, bands.*
       FROM bands`,
      floorsUsd,
    );
    return { total: row.total, groups: row.groups ?? [], bands: bands.map((b) => row[b] ?? 0) };
  }

  /** The cities (and their countries) a location filter stands for: an area's, a city, or the cities a typed name matches. */
  private async placesInside(location: string, f: SearchFilters): Promise<{ cities: Set<string>; countries: Set<string> }> {
    const cityId = parseId(location);
    const rows = f.areaIds
      ? await this.db.query<{ id: number; country_id: number }>('SELECT id, country_id FROM cities WHERE id = ANY($1::int[])', [f.areaIds])
      : cityId !== null
        ? await this.db.query<{ id: number; country_id: number }>('SELECT id, country_id FROM cities WHERE id = $1', [cityId])
        : await this.db.query<{ id: number; country_id: number }>(
            `SELECT ci.id, ci.country_id FROM cities ci JOIN countries co ON co.id = ci.country_id
             WHERE lower(ci.name) LIKE $1 ESCAPE '\\' OR lower(co.name) LIKE $1 ESCAPE '\\'`,
            [`${likeEscape(location.toLowerCase())}%`],
          );
    return { cities: new Set(rows.map((r) => String(r.id))), countries: new Set(rows.map((r) => String(r.country_id))) };
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
   * The ids of the cities of an area's countries (ISO codes), at most MAX_AREA_CITIES: what a
   * country or region filter runs as (a city-id set on the jobs' own city column and index, no join).
   */
  async areaCityIds(countryCodes: readonly string[]): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT ci.id FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE co.iso2 = ANY($1::text[]) ORDER BY ci.id LIMIT ${MAX_AREA_CITIES}`,
      [[...countryCodes]],
    );
    return rows.map((r) => r.id);
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
