import type { Db, Queryable, SqlParam } from '../db/client';
import { escapeHtml, slugify } from '../lib/text';
import type { CatalogueSnapshot, NormalisedJob } from './normalise';
import type { SourceConfig, SourceType } from './types';

/** The ingestion domain's SQL: sources, the jobs they list, closing, notices and the record of runs. */

export interface StoredJob {
  id: number;
  status: 'open' | 'closed';
  richness: number;
  /** The job's first place as stored (a richer record replacing it keeps it as a further place). */
  city_id: number;
}

export interface SourceCounts {
  fetched: number;
  new: number;
  updated: number;
  unchanged: number;
  closed: number;
  rejected: number;
  unverified: number;
  duplicates: number;
}

const COLORS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#4e342e', '#37474f'];

export async function loadCatalogue(db: Queryable): Promise<CatalogueSnapshot> {
  const [countries, states, cities, functions] = await Promise.all([
    db.query<CatalogueSnapshot['countries'][number]>(
      'SELECT co.id, co.name, co.iso2, co.currency_id, cu.code AS currency FROM countries co JOIN currencies cu ON cu.id = co.currency_id ORDER BY co.id',
    ),
    db.query<CatalogueSnapshot['states'][number]>('SELECT name, country_id FROM states'),
    db.query<CatalogueSnapshot['cities'][number]>('SELECT id, name, country_id FROM cities WHERE NOT created_by_candidate ORDER BY id'),
    db.query<CatalogueSnapshot['functions'][number]>('SELECT id, name FROM job_functions WHERE NOT created_by_candidate ORDER BY id'),
  ]);
  return { countries, states, cities, functions };
}

export async function upsertSource(db: Queryable, s: SourceConfig, domain: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO job_sources (type, url, company_name, website, domain) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (type, url) DO UPDATE SET company_name = EXCLUDED.company_name, website = EXCLUDED.website, domain = EXCLUDED.domain
     RETURNING id`,
    [s.type, s.url, s.company, s.website, domain],
  );
  return row.id;
}

export async function recordSourceOutcome(db: Queryable, sourceId: number, error: string | null): Promise<void> {
  await db.query(
    error
      ? 'UPDATE job_sources SET last_error = $2 WHERE id = $1'
      : 'UPDATE job_sources SET last_error = NULL, last_success_at = now() WHERE id = $1 AND $2::text IS NULL',
    [sourceId, error],
  );
}

/** The employer's company row (by name, case-insensitive), created on first sight. */
export async function companyFor(db: Queryable, s: SourceConfig, industry: string): Promise<number> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM companies WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [s.company]);
  if (found) return found.id;
  const base = slugify(s.company) || 'company';
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE slug = $1 OR slug LIKE $2', [base, `${base}-%`]);
  const slug = n ? `${base}-${n + 1}` : base;
  const about = `<p><strong>${escapeHtml(s.company)}</strong> lists these openings on its own careers site and applicant tracking system.</p>`;
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO companies (name, slug, website, industry, about_html, color) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [s.company, slug, s.website, industry, about, COLORS[base.length % COLORS.length]],
  );
  return row.id;
}

/** A city the catalogue did not know, in its country with the country's currency; the same name reuses the row. */
export async function createCity(db: Queryable, name: string, countryId: number, iso2: string): Promise<number> {
  const [existing] = await db.query<{ id: number }>('SELECT id FROM cities WHERE lower(name) = lower($1) AND country_id = $2 AND NOT created_by_candidate LIMIT 1', [name, countryId]);
  if (existing) return existing.id;
  const base = slugify(name) || 'city';
  const [taken] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cities WHERE slug = $1', [base]);
  const slug = taken.n ? `${base}-${iso2.toLowerCase()}` : base;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO cities (name, slug, country_id, currency_id)
     SELECT $1, $2 || CASE WHEN EXISTS (SELECT 1 FROM cities WHERE slug = $2) THEN '-' || (SELECT count(*) FROM cities)::text ELSE '' END, id, currency_id
     FROM countries WHERE id = $3 RETURNING id`,
    [name, slug, countryId],
  );
  return row.id;
}

export interface SourceLink {
  external_id: string;
  job_id: number;
  link_hash: string;
  link_richness: number;
  link_present: boolean;
  status: 'open' | 'closed';
  /** The richest record among the job's sources (this one included). */
  richness: number;
  posted_at: Date | string;
}

/** Every posting this source listed before, with its job: one read per source instead of one per posting. */
export async function sourceLinks(db: Queryable, sourceId: number): Promise<Map<string, SourceLink>> {
  const rows = await db.query<SourceLink>(
    `SELECT l.external_id, l.job_id, l.content_hash AS link_hash, l.richness AS link_richness, l.present AS link_present, j.status, j.posted_at,
            (SELECT max(x.richness) FROM job_source_links x WHERE x.job_id = j.id AND x.present)::int AS richness
     FROM job_source_links l JOIN jobs j ON j.id = l.job_id WHERE l.source_id = $1`,
    [sourceId],
  );
  return new Map(rows.map((r) => [r.external_id, r]));
}

/**
 * The same job from another source: same apply URL, or same company, normalised title and city posted within
 * `days` of each other. Only ingested jobs (they have a dedupe key), never one this source already lists.
 */
export async function duplicateOf(
  db: Queryable,
  sourceId: number,
  applyKey: string | null,
  dedupeKey: string,
  postedAt: Date,
  days: number,
): Promise<StoredJob | null> {
  // Two lookups, each on its own partial index; the keys start with the company id, so no company filter is needed
  // (one would let the planner, with a batch's stale statistics, read every job of the company instead).
  const select = `SELECT j.id, j.status, j.city_id, coalesce((SELECT max(richness) FROM job_source_links x WHERE x.job_id = j.id AND x.present), 0)::int AS richness
     FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM job_source_links l WHERE l.job_id = j.id AND l.source_id = $1)`;
  if (applyKey) {
    const [byUrl] = await db.query<StoredJob>(`${select} AND j.apply_url_key = $2 ORDER BY j.id LIMIT 1`, [sourceId, applyKey]);
    if (byUrl) return byUrl;
  }
  const [byTitle] = await db.query<StoredJob>(
    `${select} AND j.dedupe_key = $2
       AND j.posted_at BETWEEN $3::timestamptz - make_interval(days => $4) AND $3::timestamptz + make_interval(days => $4)
     ORDER BY j.id LIMIT 1`,
    [sourceId, dedupeKey, postedAt, days],
  );
  return byTitle ?? null;
}

/** Postings seen again unchanged: one statement for all of them (last seen, last verified). */
export async function touchUnchanged(db: Queryable, sourceId: number, externalIds: string[], now: Date): Promise<void> {
  if (!externalIds.length) return;
  const rows = await db.query<{ job_id: number }>(
    'UPDATE job_source_links SET last_seen = $3, present = true WHERE source_id = $1 AND external_id = ANY($2::text[]) RETURNING job_id',
    [sourceId, externalIds, now],
  );
  await db.query(
    `UPDATE jobs SET last_seen = $2, verified_at = CASE WHEN verified THEN $2::timestamptz ELSE verified_at END WHERE id = ANY($1::int[])`,
    [rows.map((r) => r.job_id), now],
  );
}

export interface JobWrite {
  job: NormalisedJob;
  cityId: number;
  /** Issue 31: the further places' cities, in the source's order (job_extra_places). */
  extraCityIds: number[];
  companyId: number;
  source: { type: SourceType; name: string; url: string; domain: string };
  verified: boolean;
  applyKey: string | null;
  dedupeKey: string;
  now: Date;
}

function jobValues(w: JobWrite): SqlParam[] {
  const j = w.job;
  return [
    j.title, j.jobFunctionId, j.roleFunction, w.cityId, j.roleLevel, j.workType, j.descriptionHtml, j.applyUrl ?? j.url, j.postedAt,
    w.source.type, w.source.name, w.source.url, w.source.domain, j.salary?.min ?? null, j.salary?.max ?? null, j.salary?.currency ?? null,
    j.salary?.period ?? null, j.workMode, j.hash, w.applyKey, w.dedupeKey, j.skills,
  ];
}

const INSERT_COLUMNS = [
  'title', 'job_function_id', 'role_function', 'city_id', 'role_level', 'work_type', 'description', 'direct_apply_url', 'posted_at',
  'source_type', 'source_name', 'source_url', 'source_domain', 'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'work_mode',
  'content_hash', 'apply_url_key', 'dedupe_key', 'skills', 'ref_id', 'company_id', 'verified', 'is_active', 'first_seen', 'last_seen', 'verified_at',
  'direct_apply', 'status',
];

/**
 * New jobs in multi-row INSERTs (a few hundred per statement): the kept counts of migration 004 are updated by a
 * statement trigger, and one statement per job inside one long transaction would make every insert walk the
 * growing version chain of the same count rows (a 10,000-job board took minutes). Returns the ids in input order.
 */
export async function insertJobs(db: Queryable, items: { refId: string; write: JobWrite }[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += 500) {
    const batch = items.slice(start, start + 500);
    const params: SqlParam[] = [];
    const tuples = batch.map(({ refId, write: w }) => {
      const row: SqlParam[] = [...jobValues(w), refId, w.companyId, w.verified, w.verified, w.now, w.now, w.verified ? w.now : null, true, 'open'];
      return `(${row.map((v) => (params.push(v), `$${params.length}`)).join(',')})`;
    });
    const rows = await db.query<{ id: number; ref_id: string }>(
      `INSERT INTO jobs (${INSERT_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id, ref_id`,
      params,
    );
    const byRef = new Map(rows.map((r) => [r.ref_id, r.id]));
    for (const b of batch) ids.push(byRef.get(b.refId)!);
  }
  return ids;
}

/**
 * Issue 31: the further places of these jobs become exactly the ones given (the record that wrote the job's content
 * names them; none removes them). One statement for the deletion, one for the rows.
 */
export async function setExtraPlaces(db: Queryable, items: { jobId: number; cityIds: number[] }[]): Promise<void> {
  if (!items.length) return;
  const jobIds = items.map((i) => i.jobId);
  // The record's own places are rewritten; places other sources' records added stay (migration 026), unless one is
  // now the job's first place.
  await db.query(
    `DELETE FROM job_extra_places ep WHERE ep.job_id = ANY($1::int[])
       AND (NOT ep.merged OR ep.city_id = (SELECT j.city_id FROM jobs j WHERE j.id = ep.job_id))`,
    [jobIds],
  );
  const rows = items.flatMap((i) => i.cityIds.map((cityId, position) => ({ jobId: i.jobId, cityId, position })));
  if (!rows.length) return;
  await db.query(
    `INSERT INTO job_extra_places (job_id, city_id, position)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) ON CONFLICT (job_id, city_id) DO UPDATE SET merged = false, position = EXCLUDED.position`,
    [rows.map((r) => r.jobId), rows.map((r) => r.cityId), rows.map((r) => r.position)],
  );
}

/** Issue 31: a job's further places become merged ones, kept when a richer record of another source writes the job. */
export async function keepPlaces(db: Queryable, jobId: number): Promise<void> {
  await db.query('UPDATE job_extra_places SET merged = true WHERE job_id = $1', [jobId]);
}

/**
 * Issue 31: another source's record of a job (not the richest, so it does not write the job) adds the places it names
 * that the job lacks, after the job's own (merged rows, kept when the richest record rewrites its places).
 */
export async function mergePlaces(db: Queryable, jobId: number, cityIds: number[]): Promise<void> {
  if (!cityIds.length) return;
  await db.query(
    `INSERT INTO job_extra_places (job_id, city_id, position, merged)
     SELECT $1, c.city_id, (SELECT coalesce(max(position), 0) FROM job_extra_places WHERE job_id = $1) + c.n, true
     FROM unnest($2::int[]) WITH ORDINALITY AS c(city_id, n)
     WHERE c.city_id <> (SELECT city_id FROM jobs WHERE id = $1)
     ON CONFLICT (job_id, city_id) DO NOTHING`,
    [jobId, cityIds],
  );
}

/** Overwrites a job's content with this record (the richest of its sources), reopening it if it was closed. */
export async function updateJob(db: Queryable, id: number, w: JobWrite, keepPostedAt: boolean): Promise<void> {
  await db.query(
    `UPDATE jobs SET title = $1, job_function_id = $2, role_function = $3, city_id = $4, role_level = $5, work_type = $6, description = $7,
       direct_apply = true, direct_apply_url = $8, posted_at = CASE WHEN $24::boolean THEN posted_at ELSE $9 END,
       source_type = $10, source_name = $11, source_url = $12, source_domain = $13, salary_min = $14, salary_max = $15,
       salary_currency = $16, salary_period = $17, work_mode = $18, content_hash = $19, apply_url_key = $20, dedupe_key = $21, skills = $22
     WHERE id = $23`,
    [...jobValues(w), id, keepPostedAt],
  );
}

/** A job seen by a successful fetch: last seen now, verified when any source listing it is, open again if closed. */
export async function markSeen(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE jobs j SET last_seen = $2, status = 'open', closed_at = NULL,
       verified = v.verified, verified_at = CASE WHEN v.verified THEN $2::timestamptz ELSE j.verified_at END,
       is_active = v.verified
     FROM (SELECT bool_or(verified) AS verified FROM job_source_links WHERE job_id = $1 AND present) v
     WHERE j.id = $1`,
    [id, now],
  );
}

export type LinkWrite = { jobId: number; sourceId: number; externalId: string; url: string; verified: boolean; richness: number; hash: string; now: Date };

/** Links of new jobs, a few hundred per statement. */
export async function insertLinks(db: Queryable, links: LinkWrite[]): Promise<void> {
  for (let start = 0; start < links.length; start += 1000) {
    const batch = links.slice(start, start + 1000);
    const params: SqlParam[] = [];
    const tuples = batch.map((l) => {
      const row: SqlParam[] = [l.jobId, l.sourceId, l.externalId, l.url, l.verified, l.richness, l.hash, l.now];
      return `(${row.map((v) => (params.push(v), `$${params.length}`)).join(',')}, true, $${params.length})`;
    });
    await db.query(
      `INSERT INTO job_source_links (job_id, source_id, external_id, url, verified, richness, content_hash, last_seen, present, first_seen)
       VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

export async function upsertLink(
  db: Queryable,
  l: LinkWrite,
): Promise<void> {
  await db.query(
    `INSERT INTO job_source_links (job_id, source_id, external_id, url, verified, richness, content_hash, present, first_seen, last_seen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $8)
     ON CONFLICT (source_id, external_id) DO UPDATE SET job_id = EXCLUDED.job_id, url = EXCLUDED.url, verified = EXCLUDED.verified,
       richness = EXCLUDED.richness, content_hash = EXCLUDED.content_hash, present = true, last_seen = EXCLUDED.last_seen`,
    [l.jobId, l.sourceId, l.externalId, l.url, l.verified, l.richness, l.hash, l.now],
  );
}

/**
 * After a successful, complete fetch: this source's links the run did not see (every posting it listed was touched
 * at `now`: stored, unchanged or rejected) are gone, and their jobs close when no other source lists them. Reading
 * "not seen at now" instead of "not in the list" keeps it one index pass, whatever the size of the board.
 * Returns the ids of the jobs closed now.
 */
export async function closeUnlisted(db: Queryable, sourceId: number, rejectedIds: string[], now: Date): Promise<number[]> {
  // A rejected record still says the job is listed: its link stays present.
  if (rejectedIds.length) {
    await db.query('UPDATE job_source_links SET last_seen = $3 WHERE source_id = $1 AND external_id = ANY($2::text[])', [sourceId, rejectedIds, now]);
  }
  const gone = await db.query<{ job_id: number }>(
    `UPDATE job_source_links SET present = false WHERE source_id = $1 AND present AND last_seen < $2 RETURNING job_id`,
    [sourceId, now],
  );
  if (!gone.length) return [];
  const closed = await db.query<{ id: number }>(
    `UPDATE jobs j SET status = 'closed', closed_at = $2, is_active = false
     WHERE j.id = ANY($1::int[]) AND j.status = 'open'
       AND NOT EXISTS (SELECT 1 FROM job_source_links l WHERE l.job_id = j.id AND l.present)
     RETURNING j.id`,
    [gone.map((g) => g.job_id), now],
  );
  return closed.map((c) => c.id);
}

export interface ClosedNotice {
  candidate_id: number;
  job_id: number;
  reason: 'applied' | 'saved';
  email: string;
  first_name: string;
  title: string;
  company: string;
  email_alerts: boolean;
}

/**
 * Notices for candidates who applied to or saved jobs that just closed. The primary key (candidate, job) makes each
 * notice exist once, whatever reopens and closes later; only the rows created now are returned (to mail them).
 */
export async function createClosedNotices(db: Queryable, jobIds: number[]): Promise<ClosedNotice[]> {
  if (!jobIds.length) return [];
  return db.query<ClosedNotice>(
    `WITH inserted AS (
       INSERT INTO job_closed_notices (candidate_id, job_id, reason)
       SELECT DISTINCT ON (candidate_id, job_id) candidate_id, job_id, reason FROM (
         SELECT candidate_id, job_id, 'applied' AS reason, 0 AS o FROM applications WHERE job_id = ANY($1::int[])
         UNION ALL
         SELECT candidate_id, job_id, 'saved', 1 FROM saved_jobs WHERE job_id = ANY($1::int[])
       ) x ORDER BY candidate_id, job_id, o
       ON CONFLICT (candidate_id, job_id) DO NOTHING
       RETURNING candidate_id, job_id, reason
     )
     SELECT i.candidate_id, i.job_id, i.reason, ca.email, ca.first_name, j.title, c.name AS company,
            EXISTS (SELECT 1 FROM smartmatches s WHERE s.candidate_id = i.candidate_id AND s.pref_email AND NOT s.paused) AS email_alerts
     FROM inserted i JOIN candidates ca ON ca.id = i.candidate_id JOIN jobs j ON j.id = i.job_id JOIN companies c ON c.id = j.company_id
     ORDER BY i.candidate_id, i.job_id`,
    [jobIds],
  );
}

export async function markNoticeEmailed(db: Queryable, candidateId: number, jobId: number, at: Date): Promise<void> {
  await db.query('UPDATE job_closed_notices SET emailed_at = $3 WHERE candidate_id = $1 AND job_id = $2', [candidateId, jobId, at]);
}

// ---------------------------------------------------------------- runs

/** Advisory lock key of claiming a run ("VJ16"): one claim at a time. */
const RUN_LOCK = 0x564a3136;
/** Advisory lock key held by the live run's owner for the whole run on a PostgreSQL server ("VJ17"). */
const OWNER_LOCK = 0x564a3137;

/** The runs this process is running, per embedded database (its one process: db/dataDirLock.ts). */
const liveRuns = new WeakMap<Db, Set<number>>();
function liveOn(db: Db): Set<number> {
  let set = liveRuns.get(db);
  if (!set) liveRuns.set(db, (set = new Set()));
  return set;
}

/** A claimed run: its row, the unfinished runs it found dead and marked interrupted, and the release of its lock. */
export interface RunClaim {
  runId: number;
  interrupted: number[];
  release(): Promise<void>;
}

/**
 * On a PostgreSQL server: holds OWNER_LOCK in a transaction on a connection of its own until release() (a
 * transaction-level lock: PostgreSQL drops it with the connection, so a killed process holds nothing). The connection
 * waits in a statement (pg_sleep, without statement timeout) rather than idle in its transaction: a connection that
 * fails while idle and checked out makes node-postgres emit an error nobody listens to, which would end the process;
 * failing during a statement only ends this holder. release() cancels the wait. Null when another live run holds it.
 */
async function holdOwnerLock(db: Db): Promise<(() => Promise<void>) | null> {
  let releasing = false;
  let settled = false;
  let answer: (pid: number | null) => void = () => undefined;
  const acquired = new Promise<number | null>((resolve) => (answer = resolve));
  const held = db
    .transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 0');
      const [{ ok, pid }] = await tx.query<{ ok: boolean; pid: number }>('SELECT pg_try_advisory_xact_lock($1) AS ok, pg_backend_pid() AS pid', [OWNER_LOCK]);
      answer(ok ? pid : null);
      while (ok && !releasing) await tx.query('SELECT pg_sleep(3600)');
    })
    .catch((err: unknown) => {
      if (!releasing) throw err;
    })
    .finally(() => (settled = true));
  const pid = await Promise.race([acquired, held.then(() => null)]);
  if (pid === null) {
    await held.catch(() => undefined);
    return null;
  }
  return async () => {
    releasing = true;
    // A cancel that arrives before the wait began cancels nothing: repeat until the holder has ended.
    while (!settled) {
      await db.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
      await Promise.race([held.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  };
}

/**
 * Claims the run (issue 33: a crashed run never blocks the next). A run is owned by a live process: on a PostgreSQL
 * server it holds OWNER_LOCK for the whole run, which the server drops with a killed process's connection; on the
 * embedded database the one process that may open it (the data directory's lock) knows its own runs. So once the
 * claim holds, an unfinished run row is a dead process's: it is marked interrupted (finished, not ok,
 * `totals.interrupted`) and this run starts at once. Null when a live run is in progress.
 */
export async function claimRun(db: Db, trigger: string, now: Date): Promise<RunClaim | null> {
  const releaseOwner = db.kind === 'pg' ? await holdOwnerLock(db) : async () => undefined;
  if (!releaseOwner) return null;
  const live = liveOn(db);
  let runId: number | null = null;
  try {
    const claim = await db.transaction(async (tx) => {
      const [{ ok }] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RUN_LOCK]);
      if (!ok || (db.kind === 'pglite' && live.size)) return null;
      const interrupted = await tx.query<{ id: number }>(
        `UPDATE ingestion_runs SET finished_at = $1, ok = false, totals = totals || '{"interrupted": true}'::jsonb
         WHERE finished_at IS NULL RETURNING id`,
        [now],
      );
      const [row] = await tx.query<{ id: number }>('INSERT INTO ingestion_runs (started_at, trigger) VALUES ($1, $2) RETURNING id', [now, trigger]);
      // Known live before the claim commits, so no second claim on this embedded database takes this row for dead.
      live.add((runId = row.id));
      return { runId: row.id, interrupted: interrupted.map((r) => r.id).sort((a, b) => a - b) };
    });
    if (!claim) {
      await releaseOwner();
      return null;
    }
    return {
      ...claim,
      release: async () => {
        live.delete(claim.runId);
        await releaseOwner();
      },
    };
  } catch (err) {
    if (runId !== null) live.delete(runId);
    await releaseOwner();
    throw err;
  }
}

export async function recordRunSource(
  db: Queryable,
  runId: number,
  sourceId: number,
  c: SourceCounts,
  error: string | null,
  rejections: { id: string; reason: string }[],
): Promise<void> {
  await db.query(
    `INSERT INTO ingestion_run_sources (run_id, source_id, fetched, new, updated, unchanged, closed, rejected, unverified, duplicates, error, rejections)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
     ON CONFLICT (run_id, source_id) DO UPDATE SET fetched = EXCLUDED.fetched, new = EXCLUDED.new, updated = EXCLUDED.updated,
       unchanged = EXCLUDED.unchanged, closed = EXCLUDED.closed, rejected = EXCLUDED.rejected, unverified = EXCLUDED.unverified,
       duplicates = EXCLUDED.duplicates, error = EXCLUDED.error, rejections = EXCLUDED.rejections`,
    [runId, sourceId, c.fetched, c.new, c.updated, c.unchanged, c.closed, c.rejected, c.unverified, c.duplicates, error, JSON.stringify(rejections.slice(0, 200))],
  );
}

export async function finishRun(db: Queryable, runId: number, ok: boolean, totals: SourceCounts, at: Date): Promise<void> {
  await db.query('UPDATE ingestion_runs SET finished_at = $2, ok = $3, totals = $4::jsonb WHERE id = $1', [runId, at, ok, JSON.stringify(totals)]);
}

export interface RunReportRow {
  run_id: number;
  started_at: Date | string;
  finished_at: Date | string | null;
  trigger: string;
  ok: boolean | null;
  /** Found unfinished by a later run after its process had gone (issue 33). */
  interrupted: boolean;
  type: string | null;
  url: string | null;
  company: string | null;
  fetched: number | null;
  new: number | null;
  updated: number | null;
  unchanged: number | null;
  closed: number | null;
  rejected: number | null;
  unverified: number | null;
  duplicates: number | null;
  error: string | null;
  rejections: { id: string; reason: string }[] | null;
}

export async function lastRuns(db: Queryable, limit: number): Promise<RunReportRow[]> {
  return db.query<RunReportRow>(
    `SELECT r.id AS run_id, r.started_at, r.finished_at, r.trigger, r.ok, r.totals ? 'interrupted' AS interrupted, s.type, s.url, s.company_name AS company,
            rs.fetched, rs.new, rs.updated, rs.unchanged, rs.closed, rs.rejected, rs.unverified, rs.duplicates, rs.error, rs.rejections
     FROM (SELECT * FROM ingestion_runs ORDER BY id DESC LIMIT $1) r
     LEFT JOIN ingestion_run_sources rs ON rs.run_id = r.id LEFT JOIN job_sources s ON s.id = rs.source_id
     ORDER BY r.id DESC, s.id`,
    [limit],
  );
}

// ---------------------------------------------------------------- a candidate's closed-job notices

export interface NoticeRow {
  job_id: number;
  position: string;
  company: string;
  reason: 'applied' | 'saved';
  closed_at: Date | string;
}

export function openNotices(db: Queryable, candidateId: number): Promise<NoticeRow[]> {
  return db.query<NoticeRow>(
    `SELECT n.job_id, j.title AS position, c.name AS company, n.reason, coalesce(j.closed_at, n.created_at) AS closed_at
     FROM job_closed_notices n JOIN jobs j ON j.id = n.job_id JOIN companies c ON c.id = j.company_id
     WHERE n.candidate_id = $1 AND n.dismissed_at IS NULL AND j.status = 'closed'
     ORDER BY n.created_at DESC, n.job_id DESC LIMIT 50`,
    [candidateId],
  );
}

export async function dismissNotice(db: Queryable, candidateId: number, jobId: number): Promise<boolean> {
  const rows = await db.query('UPDATE job_closed_notices SET dismissed_at = now() WHERE candidate_id = $1 AND job_id = $2 RETURNING job_id', [candidateId, jobId]);
  return rows.length > 0;
}
