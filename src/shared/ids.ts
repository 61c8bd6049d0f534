/**
 * The one rule for a job id in a URL (/jobs/{id} in the app; view_job, apply_job and save_job in the API).
 * Jobs are keyed by a PostgreSQL `serial`, an `integer` column: an id is a positive integer up to 2^31 - 1
 * (ten digits at most). A longer or larger number can name no job, and handed to the database it would fail
 * ("out of range for type integer") instead of answering "not found".
 */
export const MAX_SERIAL_ID = 2_147_483_647;

/** How a job id is spelled in a URL: one to ten digits (the API's job routes check it in their path schema). */
export const JOB_ID_SPELLING = /^\d{1,10}$/;

/** The job id of a path segment, or null when it cannot name a job. */
export function parseJobId(raw: string | null | undefined): number | null {
  if (!raw || !JOB_ID_SPELLING.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : null;
}
