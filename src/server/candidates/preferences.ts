import { CANDIDATE_CREATED_TAG_CAP, JOB_TYPES, NOTICE_PERIODS, TAG_LIMIT, LOCATION_TAG_LIMIT } from '../../shared/constants';
import type { CandidateProfile, CityItem, DropdownItem, FieldErrors } from '../../shared/apiTypes';
import type { Queryable } from '../db/client';
import { REQUIRED, validationError } from '../lib/errors';
import { slugify } from '../lib/text';
import { Type, type Static } from '../lib/schema';
import { sharedByCandidates } from '../jobs/jobRepository';

/** Career preference fields shared by /register and /candidates/update/preferences. */
export const preferenceFields = {
  jobtitles: Type.Ids(TAG_LIMIT),
  new_jobtitles: Type.Texts(TAG_LIMIT, 100),
  jobfunctions: Type.Ids(TAG_LIMIT),
  rolefunctions: Type.Ids(TAG_LIMIT),
  new_jobfunctions: Type.Texts(TAG_LIMIT, 100),
  locations: Type.Ids(LOCATION_TAG_LIMIT),
  new_locations: Type.Texts(LOCATION_TAG_LIMIT, 100),
  jobtype: Type.Choice(JOB_TYPES),
  notice_period: Type.Choice(NOTICE_PERIODS),
  expected_salary: Type.Decimal(0, 1_000_000_000_000),
  currency: Type.Optional(Type.Id()),
};
export const preferenceBody = Type.Object(preferenceFields);
export type PreferenceInput = Static<typeof preferenceBody>;

async function missingIds(db: Queryable, table: string, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export type TagTable = 'job_titles' | 'job_functions' | 'cities';
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

/**
 * The ids a candidate may not use: unknown ones, and entries other candidates typed in that are not shared yet (the
 * dropdowns' rule, jobRepository's sharedByCandidates) and not the candidate's own (created by them, or already in
 * their preferences or Smart Matches). A private entry answers like a missing one, so its id tells nothing.
 * `candidateId` null: a registration, which has nothing of its own yet.
 */
export async function unusableIds(db: Queryable, table: TagTable, ids: number[], candidateId: number | null): Promise<number[]> {
  if (!ids.length) return [];
  const use = TAG_USES[table];
  const rows = await db.query<{ id: number }>(
    `SELECT t.id FROM ${table} t WHERE t.id = ANY($1::int[]) AND (
       NOT t.created_by_candidate OR ${sharedByCandidates(use.prefs, use.column, 't.id')}
       OR t.created_by = $2
       OR EXISTS (SELECT 1 FROM ${use.prefs} x WHERE x.${use.column} = t.id AND x.candidate_id = $2)
       OR EXISTS (${use.smartmatch}))`,
    [ids, candidateId ?? 0],
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

const notFoundMessage = (id: number) => `Invalid id "${id}" - object does not exist.`;

/**
 * Cross-field checks: every list non-empty, ids exist, limits over ids + new entries. Adds to `errors`. With `owner`
 * (a candidate id, or null for a registration) the ids must also be usable by that candidate (unusableIds);
 * savePreferences checks that in any case.
 */
export async function checkPreferences(db: Queryable, p: PreferenceInput, errors: FieldErrors, owner?: number | null): Promise<void> {
  // Fields that failed their own check are undefined here; they already carry an error.
  const functions = [...new Set([...(p.jobfunctions ?? []), ...(p.rolefunctions ?? [])])];
  const lists: [string, number[], string[], TagTable, number][] = [
    ['jobtitles', p.jobtitles ?? [], p.new_jobtitles ?? [], 'job_titles', TAG_LIMIT],
    ['jobfunctions', functions, p.new_jobfunctions ?? [], 'job_functions', TAG_LIMIT],
    ['locations', p.locations ?? [], p.new_locations ?? [], 'cities', LOCATION_TAG_LIMIT],
  ];
  for (const [name, ids, added, table, limit] of lists) {
    if (errors[name] || errors[`new_${name}`] || (name === 'jobfunctions' && errors.rolefunctions)) continue;
    if (ids.length + added.length === 0) errors[name] = [REQUIRED];
    else if (ids.length + added.length > limit) errors[name] = [`Ensure this list has no more than ${limit} items.`];
    else {
      const missing = owner === undefined ? await missingIds(db, table, ids) : await unusableIds(db, table, ids, owner);
      if (missing.length) errors[name] = [notFoundMessage(missing[0])];
    }
  }
  if (p.currency !== undefined && !errors.currency && (await missingIds(db, 'currencies', [p.currency])).length) {
    errors.currency = [notFoundMessage(p.currency)];
  }
}

/**
 * Refuses a new shared entry once the candidate has created CANDIDATE_CREATED_TAG_CAP of them (titles, functions and
 * cities together), so one account cannot flood the shared tables.
 */
export async function checkTagCap(db: Queryable, candidateId: number, field: string): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM job_titles WHERE created_by = $1) + (SELECT count(*) FROM job_functions WHERE created_by = $1)
          + (SELECT count(*) FROM cities WHERE created_by = $1) AS n`,
    [candidateId],
  );
  if (Number(n) >= CANDIDATE_CREATED_TAG_CAP) {
    throw validationError({ [field]: [`You have added ${CANDIDATE_CREATED_TAG_CAP} new entries already. Please choose from the list.`] });
  }
}

/** Finds a job title by name (case-insensitive) or creates it as created by this candidate (within the cap). */
export async function findOrCreateTitle(db: Queryable, candidateId: number, name: string, field = 'new_jobtitles'): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM job_titles WHERE lower(name) = lower($1)', [name]);
  if (found[0]) return found[0].id;
  await checkTagCap(db, candidateId, field);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO job_titles (name, created_by_candidate, created_by) VALUES ($1, true, $2)
     ON CONFLICT (lower(name)) DO UPDATE SET name = job_titles.name RETURNING id`,
    [name, candidateId],
  );
  return rows[0].id;
}

/** Finds an entry by name (case-insensitive) or creates it as candidate-created. */
async function findOrCreate(db: Queryable, candidateId: number, table: 'job_titles' | 'job_functions', name: string): Promise<number> {
  if (table === 'job_titles') return findOrCreateTitle(db, candidateId, name);
  const found = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE lower(name) = lower($1)`, [name]);
  if (found[0]) return found[0].id;
  await checkTagCap(db, candidateId, 'new_jobfunctions');
  const slug = await uniqueSlug(db, 'job_functions', name);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO job_functions (name, slug, created_by_candidate, created_by) VALUES ($1, $2, true, $3)
     ON CONFLICT (lower(name)) DO UPDATE SET name = job_functions.name RETURNING id`,
    [name, slug, candidateId],
  );
  return rows[0].id;
}

async function uniqueSlug(db: Queryable, table: string, name: string): Promise<string> {
  const base = slugify(name) || 'item';
  const rows = await db.query<{ slug: string }>(`SELECT slug FROM ${table} WHERE slug = $1 OR slug LIKE $2`, [base, `${base}-%`]);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

async function findOrCreateCity(db: Queryable, candidateId: number, name: string, countryId: number): Promise<number> {
  const found = await db.query<{ id: number }>(
    `SELECT id FROM cities WHERE lower(name) = lower($1) ORDER BY (country_id = $2) DESC, id LIMIT 1`,
    [name, countryId],
  );
  if (found[0]) return found[0].id;
  await checkTagCap(db, candidateId, 'new_locations');
  const slug = await uniqueSlug(db, 'cities', name);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO cities (name, slug, country_id, currency_id, created_by_candidate, created_by)
     SELECT $1, $2, id, currency_id, true, $4 FROM countries WHERE id = $3 RETURNING id`,
    [name, slug, countryId, candidateId],
  );
  return rows[0].id;
}

/** Replaces a candidate's preferences (inside the caller's transaction). */
export async function savePreferences(db: Queryable, candidateId: number, countryId: number, p: PreferenceInput): Promise<void> {
  // Before the old preferences go: an entry already in them stays the candidate's own.
  const given: [string, number[], TagTable][] = [
    ['jobtitles', p.jobtitles, 'job_titles'],
    ['jobfunctions', [...new Set([...p.jobfunctions, ...p.rolefunctions])], 'job_functions'],
    ['locations', p.locations, 'cities'],
  ];
  for (const [name, ids, table] of given) {
    const refused = await unusableIds(db, table, ids, candidateId);
    if (refused.length) throw validationError({ [name]: [notFoundMessage(refused[0])] });
  }
  const titleIds = [...p.jobtitles];
  for (const t of p.new_jobtitles) titleIds.push(await findOrCreate(db, candidateId, 'job_titles', t));
  const functionIds = [...new Set([...p.jobfunctions, ...p.rolefunctions])];
  for (const fn of p.new_jobfunctions) functionIds.push(await findOrCreate(db, candidateId, 'job_functions', fn));
  const cityIds = [...p.locations];
  for (const c of p.new_locations) cityIds.push(await findOrCreateCity(db, candidateId, c, countryId));
  const uniq = (ids: number[]) => [...new Set(ids)];
  await db.query('DELETE FROM candidate_job_titles WHERE candidate_id = $1', [candidateId]);
  await db.query('DELETE FROM candidate_job_functions WHERE candidate_id = $1', [candidateId]);
  await db.query('DELETE FROM candidate_locations WHERE candidate_id = $1', [candidateId]);
  await db.query(
    `INSERT INTO candidate_job_titles (candidate_id, job_title_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [candidateId, uniq(titleIds)],
  );
  await db.query(
    `INSERT INTO candidate_job_functions (candidate_id, job_function_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [candidateId, uniq(functionIds)],
  );
  await db.query(
    `INSERT INTO candidate_locations (candidate_id, city_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [candidateId, uniq(cityIds)],
  );
  await db.query(
    `UPDATE candidates SET job_type = $2, notice_period = $3, expected_salary = $4,
       currency_id = COALESCE($5, (SELECT ci.currency_id FROM cities ci WHERE ci.id = $6), currency_id) WHERE id = $1`,
    [candidateId, p.jobtype, p.notice_period, p.expected_salary, p.currency ?? null, cityIds[0] ?? null],
  );
}

/** GET /candidates/my_profile's data. */
export async function loadProfile(db: Queryable, candidateId: number): Promise<CandidateProfile | null> {
  const rows = await db.query<{
    id: number; first_name: string; last_name: string; email: string; dob: string | null; country_id: number | null; country_name: string | null;
    city_id: number | null; city_name: string | null; phone_number_code: string; phone_number: string; profile_img: string | null;
    resume: string | null; resume_name: string | null; email_verified: boolean; job_type: string; notice_period: string;
    expected_salary: string | null; currency_id: number; currency_code: string; currency_symbol: string;
  }>(
    `SELECT c.id, c.first_name, c.last_name, c.email, to_char(c.date_of_birth, 'YYYY-MM-DD') AS dob, co.id AS country_id, co.name AS country_name,
            ci.id AS city_id, ci.name AS city_name, c.phone_number_code, c.phone_number, c.profile_img, c.resume_file AS resume, c.resume_name,
            c.email_verified, c.job_type, c.notice_period, c.expected_salary::text, cu.id AS currency_id, cu.code AS currency_code, cu.symbol AS currency_symbol
     FROM candidates c LEFT JOIN countries co ON co.id = c.country_id LEFT JOIN cities ci ON ci.id = c.current_location_id
     JOIN currencies cu ON cu.id = c.currency_id WHERE c.id = $1`,
    [candidateId],
  );
  const c = rows[0];
  if (!c) return null;
  const titles = await db.query<DropdownItem>(
    `SELECT t.id, t.name FROM candidate_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
  const functions = await db.query<DropdownItem>(
    `SELECT f.id, f.name FROM candidate_job_functions x JOIN job_functions f ON f.id = x.job_function_id WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
  const locations = await db.query<CityItem>(
    `SELECT ci.id, ci.name, cu.code AS currency, cu.symbol, cu.id AS currency_id, ci.country_id
     FROM candidate_locations x JOIN cities ci ON ci.id = x.city_id JOIN currencies cu ON cu.id = ci.currency_id
     WHERE x.candidate_id = $1 ORDER BY x.position`,
    [candidateId],
  );
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    date_of_birth: c.dob ?? '',
    country: c.country_id ? { id: c.country_id, name: c.country_name ?? '' } : null,
    current_location: c.city_id ? { id: c.city_id, name: c.city_name ?? '' } : null,
    phone_number_code: c.phone_number_code,
    phone_number: c.phone_number,
    profile_img: c.profile_img,
    resume: c.resume, // the private key here; candidateRoutes turns it into the owner's signed link
    resume_name: c.resume_name,
    isEmailVerified: c.email_verified,
    desired_job_titles: titles,
    preferred_role_functions: functions,
    desired_locations: locations,
    job_type: c.job_type,
    notice_period: c.notice_period,
    expected_salary: c.expected_salary === null ? null : Number(c.expected_salary),
    currency: { id: c.currency_id, code: c.currency_code, symbol: c.currency_symbol },
  };
}
