import type { FastifyInstance } from 'fastify';
import { CANDIDATE_TABLE_PAGE_SIZE } from '../../shared/constants';
import { parseJobId } from '../../shared/ids';
import type { CandidateListResponse, CandidateListType, DashboardTile } from '../../shared/apiTypes';
import { me } from '../auth/authPlugin';
import { checkPreferences, loadProfile, preferenceSchema, savePreferences } from './preferences';
import { ApiError, notFound, validationError } from '../lib/errors';
import { queryForm, readForm } from '../lib/forms';
import { candidateProfiles, matchSql } from '../smartmatch/matching';
import { JOB_COLUMNS, JOB_JOINS, Params, pageCount, toSummary, type JobRow } from '../jobs/jobSql';
import { CONTENT_TYPES, detectDocument, detectImage, formatBytes, removeUpload, safeFileName, storeUpload } from './uploads';
import { check, f, formJson, pathParams, validate } from '../lib/validate';


export const LIST_TYPES: CandidateListType[] = ['featured_jobs', 'available_jobs', 'applied_jobs', 'saved_jobs', 'hiring_request'];
const TILES: { type: CandidateListType; url: string; label: string; color: string }[] = [
  { type: 'featured_jobs', url: '/featured-jobs', label: 'Featured Jobs', color: '#6a1b9a' },
  { type: 'available_jobs', url: '/available-jobs', label: 'Available Jobs', color: '#1565c0' },
  { type: 'applied_jobs', url: '/applied-jobs', label: 'Applied Jobs', color: '#2e7d32' },
  { type: 'saved_jobs', url: '/saved-jobs', label: 'Saved Jobs', color: '#ef6c00' },
  { type: 'hiring_request', url: '/hiring-request', label: 'Hiring Request', color: '#c62828' },
];

/** Candidate calls (all authenticated): profile, uploads, dashboard counts, the five job tables, apply and save. */
export default async function candidateRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;
  const { db, serverConfig: config } = app;
  const authed = { preHandler: auth.required };
  const uploadBody = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };

  /** SQL of a list's rows before filters: (job_id, score, sort_at, reason). */
  async function baseSql(type: CandidateListType, candidateId: number, p: Params, smartmatchId: number | null): Promise<string> {
    const c = p.add(candidateId);
    switch (type) {
      case 'applied_jobs':
        return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM applications WHERE candidate_id = ${c}`;
      case 'saved_jobs':
        return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM saved_jobs WHERE candidate_id = ${c}`;
      case 'hiring_request':
        return `SELECT job_id, 0 AS score, created_at AS sort_at, NULL::text AS reason FROM hiring_requests WHERE candidate_id = ${c}`;
      case 'available_jobs':
        return `SELECT j.id AS job_id, 0 AS score, j.posted_at AS sort_at, NULL::text AS reason FROM jobs j
          WHERE j.is_active AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = ${c} AND a.job_id = j.id)
          AND ((NOT EXISTS (SELECT 1 FROM candidate_locations WHERE candidate_id = ${c})
                AND NOT EXISTS (SELECT 1 FROM candidate_job_functions WHERE candidate_id = ${c}))
            OR j.city_id IN (SELECT city_id FROM candidate_locations WHERE candidate_id = ${c})
            OR j.job_function_id IN (SELECT job_function_id FROM candidate_job_functions WHERE candidate_id = ${c}))`;
      case 'featured_jobs': {
        const profiles = await candidateProfiles(db, candidateId, smartmatchId);
        const sm = p.add(smartmatchId);
        return `SELECT DISTINCT ON (job_id) job_id, score, sort_at, reason FROM (
            SELECT job_id, 10 AS score, created_at AS sort_at, reason FROM featured_jobs
              WHERE candidate_id = ${c} AND (${sm}::int IS NULL OR smartmatch_id = ${sm}::int)
            UNION ALL (SELECT job_id, score, sort_at, reason FROM (${matchSql(p, profiles, { limit: 500 })}) m)
          ) u ORDER BY job_id, score DESC`;
      }
    }
  }

  async function countList(type: CandidateListType, candidateId: number): Promise<number> {
    const p = new Params();
    const base = await baseSql(type, candidateId, p, null);
    const [{ n }] = await db.query<{ n: number }>(`WITH base AS (${base}) SELECT count(*)::int AS n FROM base b JOIN jobs j ON j.id = b.job_id`, p.values);
    return n;
  }

  // ---------- Profile
  app.get('/candidates/my_profile', { ...authed, schema: { tags: ['candidates'], summary: 'The logged-in candidate\'s profile' } }, async (req) => {
    const profile = await loadProfile(db, me(req));
    if (!profile) throw new ApiError(401, { detail: 'User not found', code: 'user_not_found' });
    return { status: 'success', data: profile };
  });

  app.post('/candidates/update/preferences', { ...authed, schema: { tags: ['candidates'], summary: 'Update job preferences', 'x-body': formJson(preferenceSchema) } }, async (req) => {
    const id = me(req);
    const { values, errors } = check(await readForm(req), preferenceSchema);
    await checkPreferences(db, values, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const [{ country_id }] = await db.query<{ country_id: number | null }>('SELECT country_id FROM candidates WHERE id = $1', [id]);
    await db.transaction((tx) => savePreferences(tx, id, country_id ?? 1, values));
    return { status: 'success', message: 'Your career preferences were saved.', data: await loadProfile(db, id) };
  });

  // ---------- Uploads (type by content, size-limited)
  app.post('/candidates/update/profile_image', { ...authed, schema: { tags: ['candidates'], summary: 'Upload the profile image (PNG, JPEG, GIF, WebP or BMP, checked by content)', 'x-body': uploadBody, 'x-body-types': ['multipart/form-data'] } }, async (req) => {
    const id = me(req);
    const tooBig = `The file size is too big (${formatBytes(config.maxImageBytes)} max).`;
    const form = await readForm(req, { maxFileBytes: config.maxImageBytes, tooLargeMessage: tooBig });
    const file = form.file('file');
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

  app.post('/candidates/update/resume', { ...authed, schema: { tags: ['candidates'], summary: 'Upload the resume (PDF, DOC or DOCX, checked by content)', 'x-body': uploadBody, 'x-body-types': ['multipart/form-data'] } }, async (req) => {
    const id = me(req);
    const tooBig = `The file size is too big (${formatBytes(config.maxResumeBytes)} max).`;
    const form = await readForm(req, { maxFileBytes: config.maxResumeBytes, tooLargeMessage: tooBig });
    const file = form.file('file');
    if (!file || file.data.length === 0) throw new ApiError(400, { status: 'error', message: 'File is required', errors: { file: ['File is required'] } });
    const kind = detectDocument(file.data);
    if (!kind) {
      const message = 'The file is not allowed (doc, pdf, docx only).';
      throw new ApiError(400, { status: 'error', message, errors: { file: [message] } });
    }
    const url = storeUpload(app.uploadsDir, 'resume', id, kind, file.data);
    const name = safeFileName(file.filename || '', kind);
    const [old] = await db.query<{ resume: string | null }>(
      'UPDATE candidates c SET resume = $2, resume_name = $3 FROM candidates o WHERE c.id = $1 AND o.id = c.id RETURNING o.resume',
      [id, url, name],
    );
    removeUpload(app.uploadsDir, old?.resume ?? null);
    return { status: 'success', message: 'Resume updated.', data: { resume: url, resume_name: name, content_type: CONTENT_TYPES[kind] } };
  });

  // ---------- Dashboard
  app.get('/candidates/dashboard_counts', { ...authed, schema: { tags: ['candidates'], summary: 'Dashboard tiles with their counts' } }, async (req) => {
    const id = me(req);
    const header: DashboardTile[] = [];
    for (const t of TILES) {
      header.push({ url: t.url, color: t.color, image: `/v1/media/tile${t.url}.svg`, label: t.label, count: await countList(t.type, id) });
    }
    return { status: 'success', data: { header } };
  });

  // ---------- The five job tables
  const listSchema = {
    page: f.int(1, 1, 1_000_000),
    company: f.optString({ max: 200 }),
    position: f.optString({ max: 200 }),
    location: f.optString({ max: 200 }),
    smartmatch: f.id(false),
  };
  for (const type of LIST_TYPES) {
    app.get(`/candidates/${type}`, { ...authed, schema: { tags: ['candidates'], summary: `The candidate's ${type.replace('_', ' ')}`, 'x-query': formJson(listSchema) } }, async (req): Promise<CandidateListResponse> => {
      const id = me(req);
      const q = validate(queryForm(req), listSchema);
      if (q.smartmatch !== null) {
        if (type !== 'featured_jobs') throw validationError({ smartmatch: ['Only featured jobs can be listed per Smart Match.'] });
        const owned = await db.query('SELECT 1 FROM smartmatches WHERE id = $1 AND candidate_id = $2', [q.smartmatch, id]);
        if (!owned.length) throw notFound('Smart Match not found.');
      }
      const p = new Params();
      const base = await baseSql(type, id, p, q.smartmatch);
      const from = `FROM base b JOIN jobs j ON j.id = b.job_id ${JOB_JOINS}`;
      const filtersRow = await db.query<{ companies: string[]; positions: string[]; locations: string[] }>(
        `WITH base AS (${base}), r AS (SELECT c.name AS company, j.title AS position, ci.name || ', ' || co.name AS location ${from})
         SELECT ARRAY(SELECT DISTINCT company FROM r ORDER BY company LIMIT 200) AS companies,
                ARRAY(SELECT DISTINCT position FROM r ORDER BY position LIMIT 200) AS positions,
                ARRAY(SELECT DISTINCT location FROM r ORDER BY location LIMIT 200) AS locations`,
        p.values,
      );
      const where: string[] = ['true'];
      const fp = new Params();
      fp.values.push(...p.values);
      if (q.company) where.push(`c.name = ${fp.add(q.company)}`);
      if (q.position) where.push(`j.title = ${fp.add(q.position)}`);
      if (q.location) where.push(`(ci.name || ', ' || co.name) = ${fp.add(q.location)}`);
      const whereSql = where.join(' AND ');
      const [{ total }] = await db.query<{ total: number }>(`WITH base AS (${base}) SELECT count(*)::int AS total ${from} WHERE ${whereSql}`, fp.values);
      const c = fp.add(id);
      const rows = await db.query<JobRow & { ref_id: string; reason: string | null }>(
        `WITH base AS (${base}) SELECT ${JOB_COLUMNS}, j.ref_id, b.reason,
           EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${c}) AS is_applied,
           EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = ${c}) AS is_saved
         ${from} WHERE ${whereSql} ORDER BY b.score DESC, b.sort_at DESC, j.id DESC
         LIMIT ${fp.add(CANDIDATE_TABLE_PAGE_SIZE)} OFFSET ${fp.add((q.page - 1) * CANDIDATE_TABLE_PAGE_SIZE)}`,
        fp.values,
      );
      return {
        status: 'success',
        message: total ? `${total} jobs.` : 'No Data Available',
        data: rows.map((r) => {
          const row = { ...toSummary(r, true), code: r.ref_id };
          return type === 'featured_jobs' && r.reason ? { ...row, reason: r.reason } : row;
        }),
        current_page: q.page,
        page_count: pageCount(total, CANDIDATE_TABLE_PAGE_SIZE),
        total,
        filters: filtersRow[0],
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
  app.post<{ Params: { id: string } }>('/candidates/apply_job/:id', { ...authed, schema: { tags: ['candidates'], summary: 'Apply to a job', params: pathParams('id') } }, async (req) => {
    const id = me(req);
    await readForm(req);
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
  app.post<{ Params: { id: string } }>('/candidates/save_job/:id', { ...authed, schema: { tags: ['candidates'], summary: 'Save a job', params: pathParams('id') } }, async (req) => {
    const id = me(req);
    await readForm(req);
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
