import type { SmartMatch } from '../../shared/apiTypes';
import type { Queryable } from '../db/client';

/** The most cities an area's Smart Match matches (as the job search's MAX_AREA_CITIES: a bounded set of city ids). */
export const MAX_AREA_CITIES = 500;

/**
 * The smartmatch domain's SQL for Smart Matches themselves: the candidate's slots, creating, editing and deleting
 * them, what the matching engine reads of them, and the domain's part of a candidate's data export. Every function
 * takes the handle to run on, so create, update and delete run theirs inside one transaction.
 */

/** A Smart Match row with its function's and city's names, as the list shows it. */
export interface SmartMatchRow {
  id: number;
  name: string;
  job_function_id: number | null;
  job_function: string | null;
  city_id: number | null;
  city: string | null;
  /** A whole country or region instead of a city ('country:AE', 'region:GCC'; issue 29), or null. */
  place: string | null;
  alert_time: SmartMatch['alert_time'];
  pref_email: boolean;
  pref_whatsapp: boolean;
  pref_dashboard: boolean;
  paused: boolean;
}

/** A Smart Match's job title as the list shows it. */
export interface SmartMatchTitle {
  id: number;
  value: string;
}

/** What the matching engine reads of one Smart Match. */
export interface SmartMatchCriteria {
  job_function_id: number | null;
  city_id: number | null;
  /** Its area ('country:AE', 'region:GCC') when it looks in a whole country or region, else null. */
  place: string | null;
  /** Its job titles' names, in the candidate's order. */
  titles: string[];
}

/** A new Smart Match's own fields. */
export interface NewSmartMatch {
  name: string;
  jobFunctionId: number;
  /** A city, or (cityId null) an area: 'country:AE', 'region:GCC'. */
  cityId: number | null;
  place: string | null;
  alertTime: SmartMatch['alert_time'];
  prefEmail: boolean;
  prefWhatsapp: boolean;
  prefDashboard: boolean;
}

/** The fields an update changes; each one left out stays as it is. */
export interface SmartMatchChanges {
  name?: string;
  jobFunctionId?: number;
  /** A new city clears the area and a new area the city (the caller sends both, one of them null). */
  cityId?: number | null;
  place?: string | null;
  paused?: boolean;
  prefEmail?: boolean;
  prefDashboard?: boolean;
  prefWhatsapp?: boolean;
  alertTime?: SmartMatch['alert_time'];
}

/** The candidate's Smart Matches (or only `onlyId` of them), oldest first. */
export function smartMatchRows(db: Queryable, candidateId: number, onlyId: number | null): Promise<SmartMatchRow[]> {
  return db.query<SmartMatchRow>(
    `SELECT s.id, s.name, s.job_function_id, f.name AS job_function, s.city_id, ci.name AS city, s.place, s.alert_time,
              s.pref_email, s.pref_whatsapp, s.pref_dashboard, s.paused
       FROM smartmatches s LEFT JOIN job_functions f ON f.id = s.job_function_id LEFT JOIN cities ci ON ci.id = s.city_id
       WHERE s.candidate_id = $1 AND ($2::int IS NULL OR s.id = $2) ORDER BY s.id`,
    [candidateId, onlyId],
  );
}

/** A Smart Match's job titles, in the candidate's order. */
export function smartMatchTitles(db: Queryable, smartmatchId: number): Promise<SmartMatchTitle[]> {
  return db.query<SmartMatchTitle>(
    `SELECT t.id, t.name AS value FROM smartmatch_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.smartmatch_id = $1 ORDER BY x.position`,
    [smartmatchId],
  );
}

/** Whether the Smart Match exists and is the candidate's (another candidate's answers like a missing one). */
export async function isOwnSmartMatch(db: Queryable, candidateId: number, smartmatchId: number): Promise<boolean> {
  const [owned] = await db.query<{ id: number }>('SELECT id FROM smartmatches WHERE id = $1 AND candidate_id = $2', [smartmatchId, candidateId]);
  return owned !== undefined;
}

/**
 * Locks the candidate's row until the transaction ends: a candidate's creates run one after another, so two
 * concurrent requests cannot both pass the limit of Smart Matches.
 */
export async function lockCandidateSlots(tx: Queryable, candidateId: number): Promise<void> {
  await tx.query('SELECT id FROM candidates WHERE id = $1 FOR UPDATE', [candidateId]);
}

/** How many Smart Matches the candidate has (paused ones included: they hold a slot). */
export async function countSmartMatches(tx: Queryable, candidateId: number): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM smartmatches WHERE candidate_id = $1', [candidateId]);
  return n;
}

/** The names of a job title and a city (a new Smart Match's default name). */
export async function titleAndCityNames(tx: Queryable, titleId: number, cityId: number | null): Promise<{ title: string; city: string }> {
  const [t] = await tx.query<{ name: string }>('SELECT name FROM job_titles WHERE id = $1', [titleId]);
  const [c] = cityId === null ? [] : await tx.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [cityId]);
  return { title: t.name, city: c?.name ?? '' };
}

/**
 * The ids of the cities in these countries (ISO codes), at most MAX_AREA_CITIES: what a Smart Match for a whole
 * country or region ("Gulf (GCC)") matches as its cities (issue 29).
 */
export async function citiesInCountries(db: Queryable, countryCodes: readonly string[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT ci.id FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE co.iso2 = ANY($1::text[]) ORDER BY ci.id LIMIT ${MAX_AREA_CITIES}`,
    [[...countryCodes]],
  );
  return rows.map((r) => r.id);
}

/** Creates the candidate's Smart Match; its id. */
export async function insertSmartMatch(tx: Queryable, candidateId: number, sm: NewSmartMatch): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO smartmatches (candidate_id, name, job_function_id, city_id, place, alert_time, pref_email, pref_whatsapp, pref_dashboard)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [candidateId, sm.name, sm.jobFunctionId, sm.cityId, sm.place, sm.alertTime, sm.prefEmail, sm.prefWhatsapp, sm.prefDashboard],
  );
  return id;
}

/** Gives a Smart Match these job titles, in this order. */
export async function addSmartMatchTitles(tx: Queryable, smartmatchId: number, titleIds: number[]): Promise<void> {
  await tx.query(
    `INSERT INTO smartmatch_job_titles (smartmatch_id, job_title_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`,
    [smartmatchId, titleIds],
  );
}

/** Replaces a Smart Match's job titles (inside the caller's transaction). */
export async function replaceSmartMatchTitles(tx: Queryable, smartmatchId: number, titleIds: number[]): Promise<void> {
  await tx.query('DELETE FROM smartmatch_job_titles WHERE smartmatch_id = $1', [smartmatchId]);
  await addSmartMatchTitles(tx, smartmatchId, titleIds);
}

/** The columns of the changes, in the order an update sets them. */
const CHANGE_COLUMNS: [keyof SmartMatchChanges, string][] = [
  ['name', 'name'],
  ['jobFunctionId', 'job_function_id'],
  ['cityId', 'city_id'],
  ['place', 'place'],
  ['paused', 'paused'],
  ['prefEmail', 'pref_email'],
  ['prefDashboard', 'pref_dashboard'],
  ['prefWhatsapp', 'pref_whatsapp'],
  ['alertTime', 'alert_time'],
];

/** Changes the Smart Match's fields that are given (no statement when none is). */
export async function updateSmartMatch(tx: Queryable, smartmatchId: number, changes: SmartMatchChanges): Promise<void> {
  const sets: string[] = [];
  const params: (string | boolean | number | null)[] = [smartmatchId];
  for (const [key, column] of CHANGE_COLUMNS) {
    const value = changes[key];
    if (value !== undefined) {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
  }
  if (sets.length) await tx.query(`UPDATE smartmatches SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** Deletes an own Smart Match (its titles, deliveries and sent-job marks cascade); false when it is not the candidate's. */
export async function deleteSmartMatch(db: Queryable, candidateId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM smartmatches WHERE id = $1 AND candidate_id = $2 RETURNING id', [id, candidateId]);
  if (rows.length) await db.query('DELETE FROM featured_jobs WHERE candidate_id = $1 AND smartmatch_id = $2', [candidateId, id]);
  return rows.length > 0;
}

/** What the engine matches for one Smart Match, or null when it does not exist. */
export async function smartMatchCriteria(db: Queryable, smartmatchId: number): Promise<SmartMatchCriteria | null> {
  const [sm] = await db.query<{ job_function_id: number | null; city_id: number | null; place: string | null }>(
    'SELECT job_function_id, city_id, place FROM smartmatches WHERE id = $1',
    [smartmatchId],
  );
  if (!sm) return null;
  const titles = await db.query<{ name: string }>(
    `SELECT t.name FROM smartmatch_job_titles x JOIN job_titles t ON t.id = x.job_title_id WHERE x.smartmatch_id = $1 ORDER BY x.position`,
    [smartmatchId],
  );
  return { job_function_id: sm.job_function_id, city_id: sm.city_id, place: sm.place, titles: titles.map((t) => t.name) };
}

/** The candidate's Smart Match `smartmatchId` if it is theirs, or with null every one not paused; oldest first. */
export async function matchingSmartMatchIds(db: Queryable, candidateId: number, smartmatchId: number | null): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM smartmatches WHERE candidate_id = $1 AND ($2::int IS NULL OR id = $2) AND ($2::int IS NOT NULL OR NOT paused) ORDER BY id`,
    [candidateId, smartmatchId],
  );
  return rows.map((r) => r.id);
}

/**
 * A signature of the distinct active job titles (job_title_counts, migration 006: one row per title, so this reads
 * the titles, not the jobs): the title matches' cache key, so a new title or the last job of one closing is seen on
 * the next request.
 */
export async function activeTitlesSignature(db: Queryable): Promise<string> {
  const [{ sig }] = await db.query<{ sig: string }>(
    `SELECT count(*) || ':' || COALESCE(sum(hashtext(title)::bigint), 0) AS sig FROM job_title_counts WHERE active > 0`,
  );
  return sig;
}

/** The smartmatch domain's part of a candidate's data export: the Smart Matches and the alert digests sent. */
export async function exportSmartMatches(db: Queryable, candidateId: number) {
  const smartmatches = await db.query<Record<string, unknown>>(
    `SELECT s.id, s.name, f.name AS job_function, ci.name AS city, s.place, s.alert_time, s.pref_email, s.pref_whatsapp, s.pref_dashboard, s.paused,
            s.created_at, ARRAY(SELECT t.name FROM smartmatch_job_titles x JOIN job_titles t ON t.id = x.job_title_id
                                WHERE x.smartmatch_id = s.id ORDER BY x.position) AS job_titles
     FROM smartmatches s LEFT JOIN job_functions f ON f.id = s.job_function_id LEFT JOIN cities ci ON ci.id = s.city_id
     WHERE s.candidate_id = $1 ORDER BY s.id`,
    [candidateId],
  );
  const alerts = await db.query<Record<string, unknown>>(
    `SELECT d.smartmatch_id, d.slot, d.scheduled_for, d.delivered_at, d.job_count, d.channels,
            ARRAY(SELECT j.title FROM alert_sent_jobs a JOIN jobs j ON j.id = a.job_id
                  WHERE a.smartmatch_id = d.smartmatch_id AND a.sent_at = d.delivered_at ORDER BY j.title) AS jobs
     FROM alert_deliveries d JOIN smartmatches s ON s.id = d.smartmatch_id
     WHERE s.candidate_id = $1 ORDER BY d.delivered_at DESC LIMIT 1000`,
    [candidateId],
  );
  return { smartmatches, alerts_sent: alerts };
}
