import { CANDIDATE_CREATED_TAG_CAP, JOB_TYPES, NOTICE_PERIODS, TAG_LIMIT, LOCATION_TAG_LIMIT } from '../../shared/constants';
import type { CandidateProfile, FieldErrors } from '../../shared/apiTypes';
import { EXPECTED_SALARY_PERIODS, MARKET_CURRENCIES } from '../../shared/markets';
import { storedPhone } from '../../shared/phone';
import { AREA_VALUES, areaLabelOf, cityForAlias } from '../../shared/places';
import type { Queryable } from '../db/client';
import { REQUIRED, validationError } from '../lib/errors';
import { slugify } from '../lib/text';
import { Type, type Static } from '../lib/schema';
import {
  cityIdByName,
  createCity,
  createFunction,
  createTitle,
  currencyIdByCode,
  entriesCreatedBy,
  entryIdByName,
  existingIds,
  preferredFunctions,
  preferredAreas,
  preferredLocations,
  replaceAreas,
  preferredTitles,
  profileRow,
  replacePreferences,
  slugsLike,
  usableIds,
  type SluggedTable,
  type TagTable,
} from './preferenceRepository';

/** Career preference fields shared by /register and /candidates/update/preferences. */
export const preferenceFields = {
  jobtitles: Type.Ids(TAG_LIMIT),
  new_jobtitles: Type.Texts(TAG_LIMIT, 100),
  jobfunctions: Type.Ids(TAG_LIMIT),
  rolefunctions: Type.Ids(TAG_LIMIT),
  new_jobfunctions: Type.Texts(TAG_LIMIT, 100),
  locations: Type.Ids(LOCATION_TAG_LIMIT),
  new_locations: Type.Texts(LOCATION_TAG_LIMIT, 100),
  // Issue 29: whole countries and regions ('country:AE', 'region:GCC'), counted with the locations.
  location_areas: Type.Choices(AREA_VALUES, LOCATION_TAG_LIMIT),
  jobtype: Type.Choice(JOB_TYPES),
  notice_period: Type.Choice(NOTICE_PERIODS),
  expected_salary: Type.Decimal(0, 1_000_000_000_000),
  currency: Type.Optional(Type.Id()),
  // Issue 29: the salary's currency by its ISO code (wins over `currency`) and its period; '' leaves them as they
  // are (docs/markets.md ("Money")).
  currency_code: Type.OptChoice(MARKET_CURRENCIES),
  expected_salary_period: Type.OptChoice(EXPECTED_SALARY_PERIODS),
};
export const preferenceBody = Type.Object(preferenceFields);
export type PreferenceInput = Static<typeof preferenceBody>;

async function missingIds(db: Queryable, table: TagTable | 'currencies', ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set(await existingIds(db, table, ids));
  return ids.filter((id) => !found.has(id));
}

/**
 * The ids a candidate may not use: unknown ones, and entries other candidates typed in that are not shared yet (the
 * dropdowns' rule, jobRepository's sharedByCandidates) and not the candidate's own (created by them, or already in
 * their preferences or Smart Matches). A private entry answers like a missing one, so its id tells nothing.
 * `candidateId` null: a registration, which has nothing of its own yet.
 */
export async function unusableIds(db: Queryable, table: TagTable, ids: number[], candidateId: number | null): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set(await usableIds(db, table, ids, candidateId ?? 0));
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
    ['locations', p.locations ?? [], [...(p.new_locations ?? []), ...(p.location_areas ?? [])], 'cities', LOCATION_TAG_LIMIT],
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
  if (p.currency_code && !errors.currency_code && (await currencyIdByCode(db, p.currency_code)) === null) {
    errors.currency_code = [`Invalid currency "${p.currency_code}" - object does not exist.`];
  }
}

/**
 * Refuses a new shared entry once the candidate has created CANDIDATE_CREATED_TAG_CAP of them (titles, functions and
 * cities together), so one account cannot flood the shared tables.
 */
export async function checkTagCap(db: Queryable, candidateId: number, field: string): Promise<void> {
  if ((await entriesCreatedBy(db, candidateId)) >= CANDIDATE_CREATED_TAG_CAP) {
    throw validationError({ [field]: [`You have added ${CANDIDATE_CREATED_TAG_CAP} new entries already. Please choose from the list.`] });
  }
}

/** Finds a job title by name (case-insensitive) or creates it as created by this candidate (within the cap). */
export async function findOrCreateTitle(db: Queryable, candidateId: number, name: string, field = 'new_jobtitles'): Promise<number> {
  const found = await entryIdByName(db, 'job_titles', name);
  if (found !== null) return found;
  await checkTagCap(db, candidateId, field);
  return createTitle(db, candidateId, name);
}

/** Finds an entry by name (case-insensitive) or creates it as candidate-created. */
async function findOrCreate(db: Queryable, candidateId: number, table: 'job_titles' | 'job_functions', name: string): Promise<number> {
  if (table === 'job_titles') return findOrCreateTitle(db, candidateId, name);
  const found = await entryIdByName(db, table, name);
  if (found !== null) return found;
  await checkTagCap(db, candidateId, 'new_jobfunctions');
  return createFunction(db, candidateId, name, await uniqueSlug(db, 'job_functions', name));
}

async function uniqueSlug(db: Queryable, table: SluggedTable, name: string): Promise<string> {
  const base = slugify(name) || 'item';
  const taken = new Set(await slugsLike(db, table, base));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

async function findOrCreateCity(db: Queryable, candidateId: number, name: string, countryId: number): Promise<number> {
  // A city's other name ("Bangalore", "DXB": shared/placeAliases.ts) is that city, not a new one (issue 29).
  const alias = cityForAlias(name);
  const found = (await cityIdByName(db, name, countryId)) ?? (alias ? await cityIdByName(db, alias, countryId) : null);
  if (found !== null) return found;
  await checkTagCap(db, candidateId, 'new_locations');
  return createCity(db, candidateId, name, await uniqueSlug(db, 'cities', name), countryId);
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
  // The currency chosen by code wins over one chosen by id (older clients); neither: the first city's (spec 4).
  const byCode = p.currency_code ? await currencyIdByCode(db, p.currency_code) : null;
  if (p.currency_code && byCode === null) throw validationError({ currency_code: [`Invalid currency "${p.currency_code}" - object does not exist.`] });
  await replaceAreas(db, candidateId, p.location_areas ?? []);
  await replacePreferences(
    db,
    candidateId,
    { titleIds: uniq(titleIds), functionIds: uniq(functionIds), cityIds: uniq(cityIds) },
    {
      jobType: p.jobtype,
      noticePeriod: p.notice_period,
      expectedSalary: p.expected_salary,
      currencyId: byCode ?? p.currency ?? null,
      salaryPeriod: p.expected_salary_period || null,
    },
  );
}

/** The profile's reading of its phone number (issue 29): E.164, national format, market, and any doubt about it. */
function phoneOfProfile(code: string, number: string, check: 'invalid' | 'country' | null): Pick<CandidateProfile, 'phone_e164' | 'phone_national' | 'phone_international' | 'phone_country' | 'phone_check'> {
  const phone = storedPhone(code, number);
  return {
    phone_e164: phone?.e164 ?? null,
    phone_national: phone?.national ?? null,
    phone_international: phone?.international ?? null,
    phone_country: phone?.country ?? null,
    phone_check: number ? (check ?? (phone ? null : 'invalid')) : null,
  };
}

/** GET /candidates/my_profile's data. */
export async function loadProfile(db: Queryable, candidateId: number): Promise<CandidateProfile | null> {
  const c = await profileRow(db, candidateId);
  if (!c) return null;
  const titles = await preferredTitles(db, candidateId);
  const functions = await preferredFunctions(db, candidateId);
  const locations = await preferredLocations(db, candidateId);
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
    ...phoneOfProfile(c.phone_number_code, c.phone_number, c.phone_check),
    phone_verified: !!c.phone_number && !c.phone_check && c.phone_verified === `${c.phone_number_code}${c.phone_number}`,
    profile_img: c.profile_img,
    resume: c.resume, // the private key here; candidateRoutes turns it into the owner's signed link
    resume_name: c.resume_name,
    isEmailVerified: c.email_verified,
    desired_job_titles: titles,
    preferred_role_functions: functions,
    desired_locations: locations,
    desired_areas: (await preferredAreas(db, candidateId)).map((value) => ({ value, label: areaLabelOf(value) ?? value })),
    job_type: c.job_type,
    notice_period: c.notice_period,
    expected_salary: c.expected_salary === null ? null : Number(c.expected_salary),
    expected_salary_period: c.expected_salary_period,
    currency: { id: c.currency_id, code: c.currency_code, symbol: c.currency_symbol },
  };
}
