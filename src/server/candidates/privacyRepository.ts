import type { Queryable } from '../db/client';
import { recomputeTrust } from '../trust/trustRepository';

/** The candidate's private résumé: its key in the private store and the file name it was uploaded with. */
export interface StoredResume {
  key: string;
  name: string | null;
}

/** What deleting an account needs: the password to confirm, the addresses to forget, the files to remove. */
export interface AccountToDelete {
  email: string;
  password_hash: string;
  phone: string;
  profile_img: string | null;
  resume_file: string | null;
}

/** The candidate's own job lists in Download my data. */
export type ExportedJobList = 'applications' | 'saved_jobs' | 'hiring_requests';

/** The résumé a candidate uploaded, or null. */
export async function storedResume(db: Queryable, candidateId: number): Promise<StoredResume | null> {
  const [row] = await db.query<{ resume_file: string | null; resume_name: string | null }>('SELECT resume_file, resume_name FROM candidates WHERE id = $1', [
    candidateId,
  ]);
  return row?.resume_file ? { key: row.resume_file, name: row.resume_name } : null;
}

/** When the account was registered and its phone number (the profile does not carry them). */
export async function accountFacts(db: Queryable, candidateId: number): Promise<{ created_at: Date; phone: string }> {
  const [account] = await db.query<{ created_at: Date; phone: string }>(
    `SELECT created_at, phone_number_code || phone_number AS phone FROM candidates WHERE id = $1`,
    [candidateId],
  );
  return account;
}

/** One of the candidate's job lists, newest first, each job with its code, title and company. */
export function exportedJobs(db: Queryable, candidateId: number, table: ExportedJobList): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT x.job_id, j.ref_id AS code, j.title, c.name AS company, x.created_at FROM ${table} x JOIN jobs j ON j.id = x.job_id
         LEFT JOIN companies c ON c.id = j.company_id WHERE x.candidate_id = $1 ORDER BY x.created_at DESC`,
    [candidateId],
  );
}

/** The reports of jobs this candidate filed (issue 33: the export holds them), newest first, with the job's code, title and company. */
export function exportedReports(db: Queryable, candidateId: number): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT r.job_id, j.ref_id AS code, j.title, c.name AS company, r.reason, r.details, r.created_at FROM job_reports r JOIN jobs j ON j.id = r.job_id
         LEFT JOIN companies c ON c.id = j.company_id WHERE r.candidate_id = $1 ORDER BY r.created_at DESC, r.job_id`,
    [candidateId],
  );
}

export async function accountToDelete(db: Queryable, candidateId: number): Promise<AccountToDelete | undefined> {
  const [c] = await db.query<AccountToDelete>(
    'SELECT email, password_hash, phone_number_code || phone_number AS phone, profile_img, resume_file FROM candidates WHERE id = $1',
    [candidateId],
  );
  return c;
}

/** The files a deleted candidate row held: its profile image's public path and its résumé's key. */
export interface DeletedFiles {
  profile_img: string | null;
  resume_file: string | null;
}

/**
 * Deletes the candidate's row. Everything else of the candidate goes with it (ON DELETE CASCADE): preferences,
 * applications, saved jobs, Smart Matches and their alerts, tokens, login families, codes and security events.
 * Returns the files the row held at that moment (not as read before: an upload in between is not missed), or null
 * when there was no such row.
 */
export async function deleteCandidate(tx: Queryable, candidateId: number): Promise<DeletedFiles | null> {
  const reported = await tx.query<{ job_id: number }>('SELECT job_id FROM job_reports WHERE candidate_id = $1', [candidateId]);
  const [row] = await tx.query<DeletedFiles>('DELETE FROM candidates WHERE id = $1 RETURNING profile_img, resume_file', [candidateId]);
  // Issue 33: the candidate's reports went with the row; every job they weighed on is judged again without them, in
  // the same transaction, so no verdict outlives the data it came from (docs/privacy.md).
  await recomputeTrust(tx, reported.map((r) => r.job_id));
  return row ?? null;
}

/**
 * Issue 33: records files to remove (paths relative to the uploads folder), in the caller's transaction, so the
 * removal is owed exactly when the rows that referenced the files are gone.
 */
export async function recordFileRemovals(tx: Queryable, paths: string[], reason: string): Promise<void> {
  if (paths.length === 0) return;
  await tx.query('INSERT INTO pending_file_removals (path, reason) SELECT unnest($1::text[]), $2 ON CONFLICT (path) DO NOTHING', [paths, reason]);
}

/** Every file still to remove, oldest first. */
export async function pendingFileRemovals(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ path: string }>('SELECT path FROM pending_file_removals ORDER BY created_at, path');
  return rows.map((r) => r.path);
}

/** A pending file is gone: its row goes. */
export async function fileRemoved(db: Queryable, filePath: string): Promise<void> {
  await db.query('DELETE FROM pending_file_removals WHERE path = $1', [filePath]);
}

/**
 * Whether /uploads/<publicPath> may be served: an existing candidate shows that image and it is not pending removal.
 * One indexed lookup on each table (candidates_profile_img_idx, the removals' primary key).
 */
export async function profileImageIsLive(db: Queryable, publicPath: string, relative: string): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM candidates WHERE profile_img = $1)
        AND NOT EXISTS (SELECT 1 FROM pending_file_removals WHERE path = $2) AS live`,
    [publicPath, relative],
    { prepared: true },
  );
  return row?.live === true;
}

/**
 * Of these stored files (public image paths '/uploads/profile/<name>' or résumé keys 'resume/<name>'), the ones no
 * candidate holds. Indexed lookups (candidates_profile_img_idx, candidates_resume_file_idx).
 */
export async function unheldFiles(db: Queryable, column: 'profile_img' | 'resume_file', values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.query<{ v: string }>(
    `SELECT v FROM unnest($1::text[]) v WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.${column} = v)`,
    [values],
  );
  return rows.map((r) => r.v);
}
