import type { Queryable } from '../db/client';
import type { SalaryPeriod } from '../../shared/salary';
import type { ListingSourceType } from '../../shared/listingLines';
import type { AlertTime } from './alerts';

/**
 * The smartmatch domain's SQL for alerts: the Smart Match of a pause link, and the digests (which are due, claiming a
 * slot, what was sent and to whom). The digest's functions take the transaction's handle: one digest is one
 * transaction (alerts.ts deliver()).
 */

/** A Smart Match as its signed pause link sees it. */
export interface PausableSmartMatch {
  id: number;
  name: string;
  paused: boolean;
}

/** The Smart Match a pause link names, or null. */
export async function pausableSmartMatch(db: Queryable, id: number): Promise<PausableSmartMatch | null> {
  const [sm] = await db.query<PausableSmartMatch>('SELECT id, name, paused FROM smartmatches WHERE id = $1', [id]);
  return sm ?? null;
}

/** Pauses the Smart Match's alerts (no digest goes out until the candidate resumes them). */
export async function pauseAlerts(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE smartmatches SET paused = true WHERE id = $1', [id]);
}

/** A Smart Match as its digest sees it: its alert settings, the candidate's addresses, time zone and currency. */
export interface DigestSmartMatch {
  id: number;
  name: string;
  alert_time: AlertTime;
  paused: boolean;
  pref_email: boolean;
  pref_whatsapp: boolean;
  pref_dashboard: boolean;
  created_at: Date | string;
  candidate_id: number;
  email: string;
  first_name: string;
  phone_number_code: string;
  /** '' while the number waits for the candidate's check (issue 29): no WhatsApp alert goes to it. */
  phone_number: string;
  iso2: string | null;
  /** The candidate's preferred currency (profile): the digests' "≈" figures are in it. */
  currency: string | null;
  /** Their expected salary's period: a month's or a year's pay is shown in it beside the job's own figure. */
  salary_period: string | null;
}

/** An active Smart Match as the scheduler sees it: when it alerts, where, since when, and its latest slots delivered. */
export interface ScheduledSmartMatch {
  id: number;
  alert_time: AlertTime;
  created_at: Date | string;
  iso2: string | null;
  done: boolean;
  slot_dates: string[];
}

/** A job as a digest lists it. */
export interface DigestJobRow {
  id: number;
  title: string;
  company: string;
  city: string;
  country: string;
  // Issue 17: each job's salary and source line in the digest.
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  source_type: ListingSourceType | null;
  source_domain: string | null;
  verified: boolean;
  verified_at: Date | string | null;
}

/** A job picked for a digest and why. */
export interface PickedJob {
  job_id: number;
  reason: string;
}

/**
 * The Smart Match a digest goes out for, or null. With `lock` its row is locked until the transaction ends (FOR UPDATE
 * OF s: the Smart Match only, not the candidate or the places joined), so a pause or a second deliverer waits.
 */
export async function digestSmartMatch(q: Queryable, smartmatchId: number, lock: boolean): Promise<DigestSmartMatch | null> {
  const [row] = await q.query<DigestSmartMatch>(
    `SELECT s.id, s.name, s.alert_time, s.paused, s.pref_email, s.pref_whatsapp, s.pref_dashboard, s.created_at, s.candidate_id,
              c.email, c.first_name, c.phone_number_code,
              CASE WHEN c.phone_check IS NULL AND c.phone_verified = c.phone_number_code || c.phone_number THEN c.phone_number ELSE '' END AS phone_number, ${AREA_ISO2} AS iso2, cu.code AS currency,
              c.expected_salary_period AS salary_period
       FROM smartmatches s JOIN candidates c ON c.id = s.candidate_id LEFT JOIN currencies cu ON cu.id = c.currency_id
         LEFT JOIN cities ci ON ci.id = s.city_id LEFT JOIN countries co ON co.id = ci.country_id
       WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
    [smartmatchId],
  );
  return row ?? null;
}

/**
 * The country whose time zone a Smart Match alerts in: its city's; for a whole country (issue 29) that country; for a
 * region ("Gulf (GCC)") its candidate's own country, if any (`s` the Smart Match, `co` its city's country).
 */
const AREA_ISO2 = `COALESCE(co.iso2, substring(s.place from '^country:([A-Z]{2})$'),
  (SELECT hc.iso2 FROM candidates hcand JOIN countries hc ON hc.id = hcand.country_id WHERE hcand.id = s.candidate_id))`;

/**
 * Every Smart Match not paused, with its city's country (the time zone) and its three latest delivered slots: enough
 * to tell whether the latest slot (today's or yesterday's) went out, without reading its whole history.
 */
export function scheduledSmartMatches(db: Queryable): Promise<ScheduledSmartMatch[]> {
  return db.query<ScheduledSmartMatch>(
    `SELECT s.id, s.alert_time, s.created_at, ${AREA_ISO2} AS iso2, false AS done, ARRAY(SELECT slot FROM alert_deliveries d WHERE d.smartmatch_id = s.id ORDER BY slot DESC LIMIT 3) AS slot_dates
       FROM smartmatches s LEFT JOIN cities ci ON ci.id = s.city_id LEFT JOIN countries co ON co.id = ci.country_id
       WHERE NOT s.paused ORDER BY s.id`,
  );
}

/** The ids of every Smart Match not paused, in order. */
export async function unpausedSmartMatchIds(db: Queryable): Promise<number[]> {
  return (await db.query<{ id: number }>('SELECT id FROM smartmatches WHERE NOT paused ORDER BY id')).map((r) => r.id);
}

/**
 * Claims the Smart Match's slot: false when it was claimed already (the unique key (smartmatch_id, slot) makes a
 * digest go out once per slot, however many processes deliver).
 */
export async function claimDelivery(tx: Queryable, smartmatchId: number, slot: string, scheduledFor: Date, now: Date): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO alert_deliveries (smartmatch_id, slot, scheduled_for, delivered_at, job_count) VALUES ($1, $2, $3, $4, 0)
         ON CONFLICT (smartmatch_id, slot) DO NOTHING RETURNING slot`,
    [smartmatchId, slot, scheduledFor.toISOString(), now.toISOString()],
  );
  return claimed.length > 0;
}

/** Records the jobs as sent to the Smart Match (a later digest leaves them out). */
export async function recordSentJobs(tx: Queryable, smartmatchId: number, jobs: PickedJob[], now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO alert_sent_jobs (smartmatch_id, job_id, reason, sent_at)
         SELECT $1, job_id, reason, $4 FROM unnest($2::int[], $3::text[]) AS m(job_id, reason) ON CONFLICT DO NOTHING`,
    [smartmatchId, jobs.map((m) => m.job_id), jobs.map((m) => m.reason), now.toISOString()],
  );
}

/** Puts the jobs on the candidate's dashboard (Featured Jobs) as found by the Smart Match. */
export async function addFeaturedJobs(tx: Queryable, candidateId: number, smartmatchId: number, jobs: PickedJob[], now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO featured_jobs (candidate_id, job_id, smartmatch_id, reason, created_at)
           SELECT $1, job_id, $2, reason, $5 FROM unnest($3::int[], $4::text[]) AS m(job_id, reason) ON CONFLICT DO NOTHING`,
    [candidateId, smartmatchId, jobs.map((m) => m.job_id), jobs.map((m) => m.reason), now.toISOString()],
  );
}

/** Completes the claimed slot with how many jobs went out and on which channels. */
export async function completeDelivery(tx: Queryable, smartmatchId: number, slot: string, jobCount: number, channels: string[]): Promise<void> {
  await tx.query('UPDATE alert_deliveries SET job_count = $3, channels = $4 WHERE smartmatch_id = $1 AND slot = $2', [smartmatchId, slot, jobCount, channels]);
}

/** The jobs as a digest lists them, in no particular order. */
export function digestJobRows(q: Queryable, jobIds: number[]): Promise<DigestJobRow[]> {
  return q.query<DigestJobRow>(
    `SELECT j.id, j.title, c.name AS company, ci.name AS city, co.name AS country, j.salary_min::text, j.salary_max::text, j.salary_currency,
              j.salary_period, j.source_type, j.source_domain, j.verified, j.verified_at FROM jobs j JOIN companies c ON c.id = j.company_id
       JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id WHERE j.id = ANY($1::int[])`,
    [jobIds],
  );
}
