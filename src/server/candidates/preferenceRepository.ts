import type { CityItem, DropdownItem } from '../../shared/apiTypes';
import type { ExpectedSalaryPeriod } from '../../shared/markets';
import type { Queryable } from '../db/client';
import { sharedByCandidates } from '../jobs/jobRepository';

/**
 * The candidates domain's SQL for career preferences: the entries a candidate may choose or add (job titles,
 * functions, cities), the preferences themselves and the profile that shows them. Every function takes the handle
 * to run on, so registration and the preferences update run them inside their own transaction.
 */

/** The kinds of entry a candidate chooses in their preferences and Smart Matches. */
export type TagTable = 'job_titles' | 'job_functions' | 'cities';

/** The kinds of entry a candidate may add by name, besides job titles (these need a unique slug). */
export type SluggedTable = 'job_functions' | 'cities';

/** Where a candidate uses each kind of entry: the preference table, and the Smart Match column or table. */
const TAG_USES: Record<TagTable, { prefs: string; column: string; smartmatch: string }> = {
  job_titles: {
    prefs: 'candidate_job_titles',
    column: 'job_title_id',
    smartmatch: 'SELECT 1 FROM smartmatch_job_titles st JOIN smartmatches s ON s.id = st.smartmatch_id WHERE st.job_title_id = t.id AND s.candidate_id = $2',
  },
  job_functions: { prefs: 'candidate_job_functions', column: 'job_function_id', smartmatch: 'SELECT 1 FROM smartmatches s WHERE s.job_function_id = t.id AND s.candidate_id = $2' },
  cities: { prefs: 'candidate_locations', column: 'city_id', smartmatch: 'SELECT 1 FROM smartmatches s WHERE s.city_id = t.id AND s.candidate_id = $2' },
};

/** The preference lists as stored: ids in the candidate's order (the first city sets the default currency). */
export interface PreferenceLists {
  titleIds: number[];
  functionIds: number[];
  cityIds: number[];
}

/** The candidate's own fields of the preferences. */
export interface PreferenceTerms {
  jobType: string;
  noticePeriod: string;
  expectedSalary: number;
  /** The currency chosen, or null: the first city's, else the one the candidate had. */
  currencyId: number | null;
  /** The expected salary's period, or null: the one the candidate had ('year' for rows from before it was asked). */
  salaryPeriod: ExpectedSalaryPeriod | null;
}

/** The candidates row as GET /candidates/my_profile reads it. */
export interface ProfileRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  dob: string | null;
  country_id: number | null;
  country_name: string | null;
  city_id: number | null;
  city_name: string | null;
  phone_number_code: string;
  phone_number: string;
  phone_check: 'invalid' | 'country' | null;
  phone_verified: string | null;
  profile_img: string | null;
  resume: string | null;
  resume_name: string | null;
  email_verified: boolean;
  job_type: string;
  notice_period: string;
  expected_salary: string | null;
  expected_salary_period: ExpectedSalaryPeriod;
  currency_id: number;
  currency_code: string;
  currency_symbol: string;
}

/** The career preferences the matching engine reads when a candidate has no active Smart Match. */
export interface PreferenceCriteria {
  titles: string[];
  functionIds: number[];
  cityIds: number[];
}

/** The currency of an ISO code ('AED'), or null when the currencies table lacks it. */
export async function currencyIdByCode(db: Queryable, code: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM currencies WHERE code = upper($1)', [code]);
  return rows[0]?.id ?? null;
}

/** Which of the ids exist in the table. */
export async function existingIds(db: Queryable, table: TagTable | 'currencies', ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
  return rows.map((r) => r.id);
}

/**
 * Which of the ids the candidate may use: entries of the catalogue, entries other candidates typed in once they are
 * shared (the dropdowns' rule, jobRepository's sharedByCandidates), and the candidate's own (created by them, or in
 * their preferences or Smart Matches). `candidateId` 0: a registration, which has nothing of its own yet.
 */
export async function usableIds(db: Queryable, table: TagTable, ids: number[], candidateId: number): Promise<number[]> {
  const use = TAG_USES[table];
  const rows = await db.query<{ id: number }>(
    `SELECT t.id FROM ${table} t WHERE t.id = ANY($1::int[]) AND (
       NOT t.created_by_candidate OR ${sharedByCandidates(use.prefs, use.column, 't.id')}
       OR t.created_by = $2
       OR EXISTS (SELECT 1 FROM ${use.prefs} x WHERE x.${use.column} = t.id AND x.candidate_id = $2)
       OR EXISTS (${use.smartmatch}))`,
    [ids, candidateId],
  );
  return rows.map((r) => r.id);
}

/** How many titles, functions and cities the candidate has created (the cap on new shared entries). */
export async function entriesCreatedBy(db: Queryable, candidateId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM job_titles WHERE created_by = $1) + (SELECT count(*) FROM job_functions WHERE created_by = $1)
          + (SELECT count(*) FROM cities WHERE created_by = $1) AS n`,
    [candidateId],
  );
  // count(*) is a bigint: a string from the database.
  return Number(n);
}

/** The job title or function of this name (case-insensitive, the tables' unique index on lower(name)), or null. */
export async function entryIdByName(db: Queryable, table: 'job_titles' | 'job_functions', name: string): Promise<number | null> {
  const found = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE lower(name) = lower($1)`, [name]);
  return found[0]?.id ?? null;
}

/**
 * Adds a job title as created by the candidate. A title of the same name added meanwhile (the unique index on
 * lower(name)) is returned instead of failing.
 */
export async function createTitle(db: Queryable, candidateId: number, name: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO job_titles (name, created_by_candidate, created_by) VALUES ($1, true, $2)
     ON CONFLICT (lower(name)) DO UPDATE SET name = job_titles.name RETURNING id`,
    [name, candidateId],
  );
  return rows[0].id;
}

/** Adds a job function as created by the candidate; one of the same name added meanwhile is returned instead. */
export async function createFunction(db: Queryable, candidateId: number, name: string, slug: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO job_functions (name, slug, created_by_candidate, created_by) VALUES ($1, $2, true, $3)
     ON CONFLICT (lower(name)) DO UPDATE SET name = job_functions.name RETURNING id`,
    [name, slug, candidateId],
  );
  return rows[0].id;
}

/** The slugs of the table that are `base` or `base-…` (to pick a free one). */
export async function slugsLike(db: Queryable, table: SluggedTable, base: string): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(`SELECT slug FROM ${table} WHERE slug = $1 OR slug LIKE $2`, [base, `${base}-%`]);
  return rows.map((r) => r.slug);
}

/** The city of this name (case-insensitive), one in the given country first, else the oldest; or null. */
export async function cityIdByName(db: Queryable, name: string, countryId: number): Promise<number | null> {
  const found = await db.query<{ id: number }>(
    `SELECT id FROM cities WHERE lower(name) = lower($1) ORDER BY (country_id = $2) DESC, id LIMIT 1`,
    [name, countryId],
  );
  return found[0]?.id ?? null;
}

/** Adds a city of the country (with the country's currency) as created by the candidate. */
export async function createCity(db: Queryable, candidateId: number, name: string, slug: string, countryId: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO cities (name, slug, country_id, currency_id, created_by_candidate, created_by)
     SELECT $1, $2, id, currency_id, true, $4 FROM countries WHERE id = $3 RETURNING id`,
    [name, slug, countryId, candidateId],
  );
  return rows[0].id;
}

/** Replaces the candidate's preference lists and terms (inside the caller's transaction: all or nothing). */
export async function replacePreferences(db: Queryable, candidateId: number, lists: PreferenceLists, terms: PreferenceTerms): Promise<void> {
  await db.query('DELETE FROM candidate_job_titles WHERE candidate_id = $1', [candidateId]);
  await db.query('DELETE FROM candidate_job_functions WHERE candidate_id = $1', [candidateId]);
  await db.query('DELETE FROM candidate_locations WHERE candidate_id = $1', [candidateId]);
  await db.query(
    `INSERT INTO candidate_job_titles (candidate_id, job_title_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [candidateId, lists.titleIds],
  );
  await db.query(
    `INSERT INTO candidate_job_functions (candidate_id, job_function_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [candidateId, lists.functionIds],
  );
  await db.query(
    `INSERT INTO candidate_locations (candidate_id, city_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [candidateId, lists.cityIds],
  );
  await db.query(
    `UPDATE candidates SET job_type = $2, notice_period = $3, expected_salary = $4,
       currency_id = COALESCE($5, (SELECT ci.currency_id FROM cities ci WHERE ci.id = $6), currency_id),
       expected_salary_period = COALESCE($7, expected_salary_period) WHERE id = $1`,
    [candidateId, terms.jobType, terms.noticePeriod, terms.expectedSalary, terms.currencyId, lists.cityIds[0] ?? null, terms.salaryPeriod],
  );
}

/** The candidate's row with its country, city and currency, or null. */
export async function profileRow(db: Queryable, candidateId: number): Promise<ProfileRow | null> {
  const rows = await db.query<ProfileRow>(
    `SELECT c.id, c.first_name, c.last_name, c.email, to_char(c.date_of_birth, 'YYYY-MM-DD') AS dob, co.id AS country_id, co.name AS country_name,
            ci.id AS city_id, ci.name AS city_name, c.phone_number_code, c.phone_number, c.phone_check, c.phone_verified, c.profile_img, c.resume_file AS resume, c.resume_name,
            c.email_verified, c.job_type, c.notice_period, c.expected_salary::text, c.expected_salary_period, cu.id AS currency_id, cu.code AS currency_code, cu.symbol AS currency_symbol
     FROM candidates c LEFT JOIN countries co ON co.id = c.country_id LEFT JOIN cities ci ON ci.id = c.current_location_id
     JOIN currencies cu ON cu.id = c.currency_id WHERE c.id = $1`,
    [candidateId],
  );
  return rows[0] ?? null;
}

/** The candidate's desired job titles, in their order. */
export function preferredTitles(db: Queryable, candidateId: number): Promise<DropdownItem[]> {
  return db.query<DropdownItem>(
    `SELECT t.id, t.name FROM candidate_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
}

/** The candidate's preferred job functions, in their order. */
export function preferredFunctions(db: Queryable, candidateId: number): Promise<DropdownItem[]> {
  return db.query<DropdownItem>(
    `SELECT f.id, f.name FROM candidate_job_functions x JOIN job_functions f ON f.id = x.job_function_id WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
}

/** The candidate's desired locations with their currencies, in their order. */
export function preferredLocations(db: Queryable, candidateId: number): Promise<CityItem[]> {
  return db.query<CityItem>(
    `SELECT ci.id, ci.name, cu.code AS currency, cu.symbol, cu.id AS currency_id, ci.country_id
     FROM candidate_locations x JOIN cities ci ON ci.id = x.city_id JOIN currencies cu ON cu.id = ci.currency_id
     WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
}

/**
 * The ids of a candidate's cities as SQL (`c`: the candidate id's parameter): the cities they chose and every city of
 * the whole countries and regions they chose (issue 29: "All UAE", "Gulf (GCC)"), each once. Bounded by the
 * catalogue's cities in those countries.
 */
export const candidateCitiesSql = (c: string) =>
  `(SELECT x.city_id AS id FROM candidate_locations x WHERE x.candidate_id = ${c}
    UNION SELECT ci.id FROM candidate_place_areas a JOIN place_area_countries pc ON pc.place = a.place
      JOIN countries co ON co.iso2 = pc.iso2 JOIN cities ci ON ci.country_id = co.id WHERE a.candidate_id = ${c})`;

/** The candidate's whole countries and regions ('country:AE', 'region:GCC'), in their order. */
export async function preferredAreas(db: Queryable, candidateId: number): Promise<string[]> {
  const rows = await db.query<{ place: string }>('SELECT place FROM candidate_place_areas WHERE candidate_id = $1 ORDER BY position', [candidateId]);
  return rows.map((r) => r.place);
}

/** Replaces the candidate's whole countries and regions (inside the caller's transaction). */
export async function replaceAreas(db: Queryable, candidateId: number, places: readonly string[]): Promise<void> {
  await db.query('DELETE FROM candidate_place_areas WHERE candidate_id = $1', [candidateId]);
  await db.query(
    `INSERT INTO candidate_place_areas (candidate_id, place, position) SELECT $1, place, ord FROM unnest($2::text[]) WITH ORDINALITY AS t(place, ord)`,
    [candidateId, [...new Set(places)]],
  );
}

/** The career preferences as the matching engine reads them: title names in order, function and city ids. */
export async function preferenceCriteria(db: Queryable, candidateId: number): Promise<PreferenceCriteria> {
  const titles = await db.query<{ name: string }>(
    `SELECT t.name FROM candidate_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
  const functions = await db.query<{ id: number }>('SELECT job_function_id AS id FROM candidate_job_functions WHERE candidate_id = $1', [candidateId]);
  // A whole country or region counts as each of its cities (issue 29).
  const cities = await db.query<{ id: number }>(`SELECT id FROM ${candidateCitiesSql('$1')} c ORDER BY id`, [candidateId]);
  return { titles: titles.map((t) => t.name), functionIds: functions.map((r) => r.id), cityIds: cities.map((r) => r.id) };
}
