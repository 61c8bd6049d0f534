/**
 * The one rule for an id in a URL or a form: /jobs/{id} in the app; view_job, apply_job, save_job, report_job and the
 * closed-job notices in the API; the ids of Smart Matches, cities, functions and titles the forms send.
 * Rows are keyed by a PostgreSQL `serial`, an `integer` column: an id is a positive integer up to 2^31 - 1
 * (ten digits at most). A longer or larger number can name no row, and handed to the database it would fail
 * ("out of range for type integer") instead of answering "not found".
 */
export const MAX_SERIAL_ID = 2_147_483_647;

/** How an id is spelled: one to ten digits (the API's path schemas publish it; forms decode ids by it). */
export const ID_SPELLING = /^\d{1,10}$/;

/** The id a text names, or null when it cannot name a row (not 1–10 digits, 0, or past the serial column). */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !ID_SPELLING.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : null;
}

/** How a job id is spelled in a URL: an id's spelling (the API's job routes check it in their path schema). */
export const JOB_ID_SPELLING = ID_SPELLING;

/** The job id of a path segment, or null when it cannot name a job. */
export const parseJobId = parseId;
