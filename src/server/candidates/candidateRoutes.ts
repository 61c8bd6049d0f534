import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SqlParam } from '../db/client';
import { CANDIDATE_TABLE_PAGE_SIZE } from '../../shared/constants';
import { parseJobId } from '../../shared/ids';
import type { CandidateListResponse, CandidateListType, DashboardTile } from '../../shared/apiTypes';
import { me } from '../auth/authPlugin';
import { checkPreferences, loadProfile, preferenceBody, savePreferences } from './preferences';
import { ApiError, notFound, validationError } from '../lib/errors';
import { fieldErrors, uploadedFile } from '../plugins/forms';
import { candidateProfiles, matchSql, prepareProfiles } from '../smartmatch/matching';
import { JOB_COLUMNS, JOB_JOINS, Params, pageCount, toSummary, type JobRow } from '../jobs/jobSql';
import { MAX_RESULT_WINDOW } from '../jobs/jobRepository';
import { CONTENT_TYPES, detectDocument, detectImage, formatBytes, removeUpload, safeFileName, storeUpload } from './uploads';
import { removeResume, resumeLink, storeResume } from './resumeStore';
import { Type, type SchemaTypes } from '../lib/schema';


/**
 * A listed job read by its id, one index lookup per row of the list (OFFSET 0 keeps the planner from turning it into
 * a hash join over the whole jobs table, which it prefers on a small catalogue).
 */
const BY_ID = 'JOIN LATERAL (SELECT * FROM jobs WHERE jobs.id = b.job_id OFFSET 0) j ON true';

export const LIST_TYPES: CandidateListType[] = ['featured_jobs', 'available_jobs', 'applied_jobs', 'saved_jobs', 'hiring_request'];
const TILES: { type: CandidateListType; url: string; label: string; color: string }[] = [
  { type: 'featured_jobs', url: '/featured-jobs', label: 'Featured Jobs', color: '#6a1b9a' },
  { type: 'available_jobs', url: '/available-jobs', label: 'Available Jobs', color: '#1565c0' },
  { type: 'applied_jobs', url: '/applied-jobs', label: 'Applied Jobs', color: '#2e7d32' },
  { type: 'saved_jobs', url: '/saved-jobs', label: 'Saved Jobs', color: '#ef6c00' },
  { type: 'hiring_request', url: '/hiring-request', label: 'Hiring Request', color: '#c62828' },
];

/** Candidate calls (all authenticated): profile, uploads, dashboard counts, the five job tables, apply and save. */
export default async function candidateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth } = app;
  const { db, serverConfig: config } = app;
  const authed = { preHandler: auth.required };
  /** Featured Jobs lists at most this many matches of the engine (plus the jobs SmartMatch delivered). */
  const FEATURED_MATCH_LIMIT = config.featuredMatchLimit;
  /** The filter choices (companies, positions, locations) of a list come from its first this many jobs. */
  const FILTER_CHOICES_WINDOW = config.listChoicesWindow;
  const uploadBody = Type.Object({ file: Type.File() });

  /**
   * SQL of a list's rows before filters: (job_id, score, sort_at, reason), at most `window` rows for the lists that
   * grow with the catalogue (issue 15): Available Jobs is the union of index-ordered sets (the newest `window` jobs
   * of each of the candidate's cities and functions, or of the catalogue without preferences); Featured Jobs is
   * ranked once, through the matching prefilter, and passed on as arrays.
   */
  async function baseSql(type: CandidateListType, candidateId: number, p: Params, smartmatchId: number | null, window: number): Promise<string> {
    if (type === 'featured_jobs') return featuredBase(p, await featuredMatches(candidateId, smartmatchId));
    const c = p.add(candidateId);
    switch (type) {
      case 'applied_jobs':
        return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM applications WHERE candidate_id = ${c}`;
      case 'saved_jobs':
        return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM saved_jobs WHERE candidate_id = ${c}`;
      case 'hiring_request':
        return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM hiring_requests WHERE candidate_id = ${c}`;
      case 'available_jobs': {
        const w = p.add(window);
        const newest = (cond: string) => `CROSS JOIN LATERAL (SELECT j.id, j.posted_at FROM jobs j WHERE j.is_active AND ${cond}
            AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = ${c} AND a.job_id = j.id)
            ORDER BY j.posted_at DESC, j.id DESC LIMIT ${w}) n`;
        return `SELECT DISTINCT n.id AS job_id, 0 AS score, n.posted_at AS sort_at, NULL::text AS reason FROM (
            SELECT n.* FROM candidate_locations x ${newest('j.city_id = x.city_id')} WHERE x.candidate_id = ${c}
            UNION ALL SELECT n.* FROM candidate_job_functions x ${newest('j.job_function_id = x.job_function_id')} WHERE x.candidate_id = ${c}
            UNION ALL SELECT n.* FROM (SELECT 1) x ${newest('true')}
              WHERE NOT EXISTS (SELECT 1 FROM candidate_locations WHERE candidate_id = ${c})
                AND NOT EXISTS (SELECT 1 FROM candidate_job_functions WHERE candidate_id = ${c})
          ) n`;
      }
    }
  }

  /**
   * What a candidate's lists depend on besides the catalogue: their preferences, Smart Matches (titles, function,
   * city, paused), the jobs SmartMatch put on their dashboard and their applications. Part of the cache keys below,
   * so a change of their own shows on the next request.
   */
  async function candidateVersion(candidateId: number): Promise<string> {
    const [{ v }] = await db.query<{ v: string }>(
      `SELECT md5(concat_ws('|',
         (SELECT string_agg(concat_ws(',', s.id, s.job_function_id, s.city_id, s.paused,
            (SELECT string_agg(x.job_title_id::text, ',' ORDER BY x.position) FROM smartmatch_job_titles x WHERE x.smartmatch_id = s.id)), ';' ORDER BY s.id)
          FROM smartmatches s WHERE s.candidate_id = $1),
         (SELECT string_agg(job_title_id::text, ',' ORDER BY position) FROM candidate_job_titles WHERE candidate_id = $1),
         (SELECT string_agg(job_function_id::text, ',' ORDER BY job_function_id) FROM candidate_job_functions WHERE candidate_id = $1),
         (SELECT string_agg(city_id::text, ',' ORDER BY city_id) FROM candidate_locations WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM featured_jobs WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM applications WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM saved_jobs WHERE candidate_id = $1),
         (SELECT count(*) || ':' || COALESCE(max(created_at)::text, '') FROM hiring_requests WHERE candidate_id = $1))) AS v`,
      [candidateId],
    );
    return v;
  }

  /**
   * Ranked featured lists and Available Jobs' filter choices, kept config.candidateListCacheMs (60 s) per candidate
   * and version: new or closed jobs of the catalogue show within that time; the candidate's own changes at once.
   * One request refills an expired entry while the others get the previous copy (lru-cache fetch, as the landing).
   */
  type Featured = { job_id: number; score: number; sort_at: string; reason: string }[];
  type Choices = { companies: string[]; positions: string[]; locations: string[] };
  const cacheOptions = { ttl: config.candidateListCacheMs, allowStale: true, noDeleteOnFetchRejection: true, allowStaleOnFetchRejection: true } as const;
  const featuredCache = new LRUCache<string, Featured, { candidateId: number; smartmatchId: number | null }>({
    max: 10_000,
    ...cacheOptions,
    fetchMethod: (_key, _stale, { context }) => rankFeatured(context.candidateId, context.smartmatchId),
  });
  const choicesCache = new LRUCache<string, Choices, { sql: string; values: SqlParam[] }>({
    max: 10_000,
    ...cacheOptions,
    fetchMethod: async (_key, _stale, { context }) => (await db.query<Choices>(context.sql, context.values))[0],
  });
  /** Entries are keyed by the candidate's id and version (the prefix of the key) and by what is asked for. */
  const versionKey = async (candidateId: number, what: string) => `${candidateId}:${await candidateVersion(candidateId)}:${what}`;

  /** Ranked featured rows as a list's base SQL. */
  function featuredBase(p: Params, matches: Featured): string {
    return `SELECT * FROM unnest(${p.add(matches.map((m) => m.job_id))}::int[], ${p.add(matches.map((m) => m.score))}::real[],
      ${p.add(matches.map((m) => m.sort_at))}::timestamptz[], ${p.add(matches.map((m) => m.reason))}::text[]) AS b(job_id, score, sort_at, reason)`;
  }

  /** The list's order (score, then newest, then id; all descending), as the SQL of the lists orders. */
  function inListOrder(matches: Featured): Featured {
    const at = (m: Featured[number]) => new Date(m.sort_at).getTime();
    return [...matches].sort((a, b) => b.score - a.score || at(b) - at(a) || b.job_id - a.job_id);
  }

  /**
   * The featured list: the best FEATURED_MATCH_LIMIT matches of the engine, and the jobs SmartMatch delivered to the
   * dashboard earlier (featured_jobs) scored again by the same engine: a stored job is listed only while it still
   * passes the relevance bar, in its place by score, with a reason that says what matched (issue 17).
   */
  async function featuredMatches(candidateId: number, smartmatchId: number | null): Promise<Featured> {
    const context = { candidateId, smartmatchId };
    if (config.candidateListCacheMs <= 0) return rankFeatured(candidateId, smartmatchId);
    return (await featuredCache.fetch(await versionKey(candidateId, `featured:${smartmatchId ?? ''}`), { context })) ?? rankFeatured(candidateId, smartmatchId);
  }

  async function rankFeatured(candidateId: number, smartmatchId: number | null): Promise<Featured> {
    const profiles = await prepareProfiles(db, await candidateProfiles(db, candidateId, smartmatchId));
    const stored = (await db.query<{ job_id: number }>(
      'SELECT DISTINCT job_id FROM featured_jobs WHERE candidate_id = $1 AND ($2::int IS NULL OR smartmatch_id = $2::int)',
      [candidateId, smartmatchId],
    )).map((r) => r.job_id);
    const p = new Params();
    const parts = [matchSql(p, profiles, { limit: FEATURED_MATCH_LIMIT, perSet: FEATURED_MATCH_LIMIT })];
    if (stored.length) parts.push(matchSql(p, profiles, { onlyJobs: stored, limit: stored.length }));
    return db.query(
      `SELECT DISTINCT ON (job_id) job_id, score::float8 AS score, sort_at::text AS sort_at, COALESCE(reason, '') AS reason FROM (
          ${parts.map((sql) => `SELECT job_id, score, sort_at, reason FROM (${sql}) m`).join(' UNION ALL ')}
        ) u ORDER BY job_id, score DESC`,
      p.values,
    );
  }

  /**
   * Available Jobs counted from kept counts (job_counts, job_pair_counts): active jobs in the candidate's cities plus
   * in their functions minus in both, less the ones they applied to; every active job without preferences. Exact.
   */
  async function availableCount(candidateId: number): Promise<number> {
    const [{ n }] = await db.query<{ n: number }>(
      `WITH c AS (SELECT city_id AS id FROM candidate_locations WHERE candidate_id = $1),
            f AS (SELECT job_function_id AS id FROM candidate_job_functions WHERE candidate_id = $1),
            none AS (SELECT NOT EXISTS (SELECT 1 FROM c) AND NOT EXISTS (SELECT 1 FROM f) AS yes)
       SELECT (CASE WHEN (SELECT yes FROM none) THEN COALESCE((SELECT active FROM job_counts WHERE facet = 'all' AND key = 0), 0)
         ELSE COALESCE((SELECT sum(active) FROM job_counts WHERE facet = 'city' AND key IN (SELECT id FROM c)), 0)
            + COALESCE((SELECT sum(active) FROM job_counts WHERE facet = 'function' AND key IN (SELECT id FROM f)), 0)
            - COALESCE((SELECT sum(active) FROM job_pair_counts WHERE city_id IN (SELECT id FROM c) AND job_function_id IN (SELECT id FROM f)), 0) END
         - (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.candidate_id = $1 AND j.is_active
              AND ((SELECT yes FROM none) OR j.city_id IN (SELECT id FROM c) OR j.job_function_id IN (SELECT id FROM f))))::int AS n`,
      [candidateId],
    );
    return n;
  }

  async function countList(type: CandidateListType, candidateId: number): Promise<number> {
    if (type === 'available_jobs') return availableCount(candidateId);
    if (type === 'featured_jobs') return (await featuredMatches(candidateId, null)).length;
    const p = new Params();
    const base = await baseSql(type, candidateId, p, null, MAX_RESULT_WINDOW);
    const [{ n }] = await db.query<{ n: number }>(`WITH base AS (${base}) SELECT count(*)::int AS n FROM base b JOIN jobs j ON j.id = b.job_id`, p.values);
    return n;
  }

  /** The profile with the résumé as the owner's short-lived signed link (never a public URL). */
  async function profileOf(id: number) {
    const profile = await loadProfile(db, id);
    if (profile?.resume) profile.resume = resumeLink(app.secret, id, profile.resume);
    return profile;
  }

  // ---------- Profile
  app.get('/candidates/my_profile', { ...authed, schema: { tags: ['candidates'], summary: 'The logged-in candidate\'s profile' } }, async (req) => {
    const profile = await profileOf(me(req));
    if (!profile) throw new ApiError(401, { detail: 'User not found', code: 'user_not_found' });
    return { status: 'success', data: profile };
  });

  app.post('/candidates/update/preferences', { ...authed, config: { collectErrors: true }, schema: { tags: ['candidates'], summary: 'Update job preferences', body: preferenceBody } }, async (req) => {
    const id = me(req);
    const values = req.body;
    const errors = fieldErrors(req);
    await checkPreferences(db, values, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const [{ country_id }] = await db.query<{ country_id: number | null }>('SELECT country_id FROM candidates WHERE id = $1', [id]);
    await db.transaction((tx) => savePreferences(tx, id, country_id ?? 1, values));
    return { status: 'success', message: 'Your career preferences were saved.', data: await profileOf(id) };
  });

  // ---------- Uploads (type by content, size-limited)
  const imageUpload = { maxFileBytes: config.maxImageBytes, tooLargeMessage: `The file size is too big (${formatBytes(config.maxImageBytes)} max).` };
  app.post('/candidates/update/profile_image', { ...authed, config: { upload: imageUpload }, schema: { tags: ['candidates'], summary: 'Upload the profile image (PNG, JPEG, GIF, WebP or BMP, checked by content)', body: uploadBody, 'x-body-types': ['multipart/form-data'] } }, async (req) => {
    const id = me(req);
    const file = uploadedFile(req, 'file');
    if (!file || file.data.length === 0) throw new ApiError(400, { status: 'error', message: 'File is required', errors: { file: ['File is required'] } });
    const kind = detectImage(file.data);
    if (!kind) {
      const message = 'The file is not allowed (png, jpg, jpeg, gif, webp, bmp only).';
      throw new ApiError(400, { status: 'error', message, errors: { file: [message] } });
    }
    const url = storeUpload(app.uploadsDir, 'profile', id, kind, file.data);
    const [old] = await db.query<{ profile_img: string | null }>(
      'UPDATE candidates c SET profile_img = $2 FROM candidates o WHERE c.id = $1 AND o.id = c.id RETURNING o.profile_img',
      [id, url],
    );
    removeUpload(app.uploadsDir, old?.profile_img ?? null);
    return { status: 'success', message: 'Profile image updated.', data: { profile_img: url } };
  });

  const resumeUpload = { maxFileBytes: config.maxResumeBytes, tooLargeMessage: `The file size is too big (${formatBytes(config.maxResumeBytes)} max).` };
  app.post('/candidates/update/resume', { ...authed, config: { upload: resumeUpload }, schema: { tags: ['candidates'], summary: 'Upload the resume (PDF, DOC or DOCX, checked by content)', body: uploadBody, 'x-body-types': ['multipart/form-data'] } }, async (req) => {
    const id = me(req);
    const file = uploadedFile(req, 'file');
    if (!file || file.data.length === 0) throw new ApiError(400, { status: 'error', message: 'File is required', errors: { file: ['File is required'] } });
    const kind = detectDocument(file.data);
    if (!kind) {
      const message = 'The file is not allowed (doc, pdf, docx only).';
      throw new ApiError(400, { status: 'error', message, errors: { file: [message] } });
    }
    // Private store: the answer carries the owner's signed link, not a public URL (issue 19).
    const key = storeResume(app.uploadsDir, id, kind, file.data);
    const name = safeFileName(file.filename || '', kind);
    const [old] = await db.query<{ resume_file: string | null }>(
      'UPDATE candidates c SET resume_file = $2, resume_name = $3, resume = NULL FROM candidates o WHERE c.id = $1 AND o.id = c.id RETURNING o.resume_file',
      [id, key, name],
    );
    removeResume(app.uploadsDir, old?.resume_file ?? null);
    return { status: 'success', message: 'Resume updated.', data: { resume: resumeLink(app.secret, id, key), resume_name: name, content_type: CONTENT_TYPES[kind] } };
  });

  // ---------- Dashboard
  app.get('/candidates/dashboard_counts', { ...authed, schema: { tags: ['candidates'], summary: 'Dashboard tiles with their counts' } }, async (req) => {
    const id = me(req);
    const header = config.candidateListCacheMs > 0 ? await dashboardCache.fetch(await versionKey(id, 'dashboard'), { context: id }) : undefined;
    return { status: 'success', data: { header: header ?? (await dashboardTiles(id)) } };
  });

  async function dashboardTiles(id: number): Promise<DashboardTile[]> {
    const header: DashboardTile[] = [];
    for (const t of TILES) {
      header.push({ url: t.url, color: t.color, image: `/v1/media/tile${t.url}.svg`, label: t.label, count: await countList(t.type, id) });
    }
    return header;
  }
  /** The tiles, kept like the featured ranking (their own lists are in the version; the catalogue within 60 s). */
  const dashboardCache = new LRUCache<string, DashboardTile[], number>({
    max: 10_000,
    ...cacheOptions,
    fetchMethod: (_key, _stale, { context }) => dashboardTiles(context),
  });

  // ---------- The five job tables
  const listQuery = Type.Object({
    page: Type.Int(1, 1, 1_000_000),
    company: Type.OptText({ max: 200 }),
    position: Type.OptText({ max: 200 }),
    location: Type.OptText({ max: 200 }),
    smartmatch: Type.Optional(Type.Id()),
  });
  for (const type of LIST_TYPES) {
    app.get(`/candidates/${type}`, { ...authed, schema: { tags: ['candidates'], summary: `The candidate's ${type.replace('_', ' ')}`, querystring: listQuery } }, async (req): Promise<CandidateListResponse> => {
      const id = me(req);
      const q = { ...req.query, smartmatch: req.query.smartmatch ?? null };
      if (q.smartmatch !== null) {
        if (type !== 'featured_jobs') throw validationError({ smartmatch: ['Only featured jobs can be listed per Smart Match.'] });
        const owned = await db.query('SELECT 1 FROM smartmatches WHERE id = $1 AND candidate_id = $2', [q.smartmatch, id]);
        if (!owned.length) throw notFound('Smart Match not found.');
      }
      const size = CANDIDATE_TABLE_PAGE_SIZE;
      const offset = (q.page - 1) * size;
      const filtered = Boolean(q.company || q.position || q.location);
      if (type === 'available_jobs' && offset >= MAX_RESULT_WINDOW) {
        throw validationError({ page: [`Only the first ${MAX_RESULT_WINDOW} jobs of a list can be shown. Choose a page up to ${Math.ceil(MAX_RESULT_WINDOW / size)}.`] });
      }
      const p = new Params();
      // Featured: ranked (or kept) once, in list order; unfiltered, its page and total come from that list.
      const featured = type === 'featured_jobs' ? inListOrder(await featuredMatches(id, q.smartmatch)) : null;
      // Unfiltered, a page needs only the newest offset + size jobs of each set; filtered, the list's first window.
      const base = featured ? featuredBase(p, featured) : await baseSql(type, id, p, q.smartmatch, filtered ? MAX_RESULT_WINDOW : offset + size);
      const from = `FROM base b ${BY_ID} ${JOB_JOINS}`;
      // The filter choices: from the list's first FILTER_CHOICES_WINDOW jobs (Available Jobs reads only those).
      const cp = new Params();
      const choices = type === 'available_jobs' ? await baseSql(type, id, cp, null, FILTER_CHOICES_WINDOW) : base;
      const choicesSql = `WITH base AS (${choices}), r AS (SELECT c.name AS company, j.title AS position, ci.name || ', ' || co.name AS location
           FROM (SELECT * FROM base ORDER BY score DESC, sort_at DESC, job_id DESC LIMIT ${FILTER_CHOICES_WINDOW}) b ${BY_ID} ${JOB_JOINS})
         SELECT ARRAY(SELECT DISTINCT company FROM r ORDER BY company LIMIT 200) AS companies,
                ARRAY(SELECT DISTINCT position FROM r ORDER BY position LIMIT 200) AS positions,
                ARRAY(SELECT DISTINCT location FROM r ORDER BY location LIMIT 200) AS locations`;
      const choicesValues = type === 'available_jobs' ? cp.values : p.values;
      // The choices of Available Jobs (up to FILTER_CHOICES_WINDOW jobs per city and function) and Featured Jobs (the
      // ranked list) are kept like the ranking.
      const filtersRow =
        (type === 'available_jobs' || type === 'featured_jobs') && config.candidateListCacheMs > 0
          ? await choicesCache.fetch(await versionKey(id, `choices:${type}:${q.smartmatch ?? ''}`), { context: { sql: choicesSql, values: choicesValues } })
          : (await db.query<Choices>(choicesSql, choicesValues))[0];
      const where: string[] = ['true'];
      const fp = new Params();
      fp.values.push(...p.values);
      if (q.company) where.push(`c.name = ${fp.add(q.company)}`);
      if (q.position) where.push(`j.title = ${fp.add(q.position)}`);
      if (q.location) where.push(`(ci.name || ', ' || co.name) = ${fp.add(q.location)}`);
      const whereSql = where.join(' AND ');
      const paged = featured !== null && !filtered;
      const total =
        type === 'available_jobs' && !filtered
          ? await availableCount(id)
          : paged
            ? featured.length
            : (await db.query<{ total: number }>(`WITH base AS (${base}) SELECT count(*)::int AS total ${from} WHERE ${whereSql}`, fp.values))[0].total;
      const rp = paged ? new Params() : fp;
      const rowsBase = paged ? featuredBase(rp, featured.slice(offset, offset + size)) : base;
      const c = rp.add(id);
      const rows = await db.query<JobRow & { ref_id: string; reason: string | null }>(
        `WITH base AS (${rowsBase}) SELECT ${JOB_COLUMNS}, j.ref_id, b.reason,
           EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${c}) AS is_applied,
           EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = ${c}) AS is_saved
         ${from} WHERE ${paged ? 'true' : whereSql} ORDER BY b.score DESC, b.sort_at DESC, j.id DESC
         LIMIT ${rp.add(size)} OFFSET ${rp.add(paged ? 0 : offset)}`,
        rp.values,
      );
      return {
        status: 'success',
        message: !total ? 'No Data Available' : total > MAX_RESULT_WINDOW ? `${total} jobs (the first ${MAX_RESULT_WINDOW} can be shown).` : `${total} jobs.`,
        data: rows.map((r) => {
          const row = { ...toSummary(r, true), code: r.ref_id };
          return type === 'featured_jobs' && r.reason ? { ...row, reason: r.reason } : row;
        }),
        current_page: q.page,
        page_count: pageCount(Math.min(total, MAX_RESULT_WINDOW), size),
        total,
        filters: filtersRow ?? { companies: [], positions: [], locations: [] },
      };
    });
  }

  // ---------- Apply and save (idempotent; applying clears saved, spec 4)
  async function activeJob(raw: string): Promise<number> {
    const missing = new ApiError(404, { status: 'error', detail: 'Job not found.', message: 'Job not found.' });
    const id = parseJobId(raw);
    if (id === null) throw missing;
    const rows = await db.query<{ id: number; is_active: boolean; status: string }>('SELECT id, is_active, status FROM jobs WHERE id = $1', [id]);
    // A closed job keeps its page (issue 16) but takes no more applications or saves: say so rather than "not found".
    if (rows[0]?.status === 'closed') throw new ApiError(409, { status: 'error', detail: 'No longer accepting applications.', message: 'No longer accepting applications.' });
    if (!rows[0]?.is_active) throw missing;
    return rows[0].id;
  }
  const jobAction = (summary: string) => ({ ...authed, schema: { tags: ['candidates'], summary, params: Type.Params('id'), body: Type.Object({}) } });
  app.post('/candidates/apply_job/:id', jobAction('Apply to a job'), async (req) => {
    const id = me(req);
    const jobId = await activeJob(req.params.id);
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx.query('INSERT INTO applications (candidate_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job_id', [id, jobId]);
      await tx.query('DELETE FROM saved_jobs WHERE candidate_id = $1 AND job_id = $2', [id, jobId]);
      return rows.length > 0;
    });
    return {
      status: 'success',
      message: inserted ? 'You have successfully applied for this job.' : 'You have already applied for this job.',
      data: { is_applied: true, is_saved: false },
    };
  });
  app.post('/candidates/save_job/:id', jobAction('Save a job'), async (req) => {
    const id = me(req);
    const jobId = await activeJob(req.params.id);
    const applied = await db.query('SELECT 1 FROM applications WHERE candidate_id = $1 AND job_id = $2', [id, jobId]);
    if (applied.length) {
      throw new ApiError(409, { status: 'error', detail: 'You have already applied for this job.', message: 'You have already applied for this job.' });
    }
    const rows = await db.query('INSERT INTO saved_jobs (candidate_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job_id', [id, jobId]);
    return {
      status: 'success',
      message: rows.length ? 'The job has been saved.' : 'This job is already saved.',
      data: { is_applied: false, is_saved: true },
    };
  });
}
