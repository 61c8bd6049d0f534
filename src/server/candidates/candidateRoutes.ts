import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { LRUCache } from 'lru-cache';
import { CANDIDATE_TABLE_PAGE_SIZE } from '../../shared/constants';
import { JOB_ID_SPELLING, MAX_SERIAL_ID } from '../../shared/ids';
import type { CandidateListResponse, CandidateListType, DashboardTile } from '../../shared/apiTypes';
import { me } from '../auth/authPlugin';
import { checkPreferences, loadProfile, preferenceBody, savePreferences } from './preferences';
import { checkPersonal, personalBody, savePersonal } from './personalInfo';
import { ApiError, notFound, validationError } from '../lib/errors';
import { fieldErrors, uploadedFile } from '../plugins/forms';
import { pageCount, toSummary } from '../jobs/jobSql';
import { isoDate } from '../lib/text';
import { MAX_RESULT_WINDOW } from '../jobs/jobRepository';
import { CONTENT_TYPES, detectDocument, detectImage, formatBytes, safeFileName, storeUpload, uploadRelativePath } from './uploads';
import { resumeLink, resumeRelativePath, storeResume } from './resumeStore';
import { recordFileRemovals } from './privacyRepository';
import { finishFileRemovals } from './privacyRoutes';
import { Type, type SchemaTypes } from '../lib/schema';
import { CandidateRepository, type ListBase, type ListChoices, type ListedJob } from './candidateRepository';


export const LIST_TYPES: CandidateListType[] = ['featured_jobs', 'available_jobs', 'applied_jobs', 'saved_jobs', 'hiring_request'];
const TILES: { type: CandidateListType; url: string; label: string; color: string }[] = [
  { type: 'featured_jobs', url: '/featured-jobs', label: 'Featured Jobs', color: '#6a1b9a' },
  { type: 'available_jobs', url: '/available-jobs', label: 'Available Jobs', color: '#1565c0' },
  { type: 'applied_jobs', url: '/applied-jobs', label: 'Applied Jobs', color: '#2e7d32' },
  { type: 'saved_jobs', url: '/saved-jobs', label: 'Saved Jobs', color: '#ef6c00' },
  { type: 'hiring_request', url: '/hiring-request', label: 'Hiring Request', color: '#c62828' },
];

/** Candidate calls (all authenticated): profile, uploads, dashboard counts, the five job tables, apply and save. */
/** Apply's answers (issue 29): never "successfully applied" when nothing was sent to the employer. */
export const APPLIED_DIRECT = "Finish your application on the employer's page, opened in a new tab. This job is now in your Applied Jobs.";
export const APPLIED_RECORDED =
  "This job is now in your Applied Jobs. VeriJobs sends nothing to the employer: apply on the employer's own listing (the source link on the job's page).";

export default async function candidateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth } = app;
  const { db, serverConfig: config } = app;
  const repo = new CandidateRepository(db);
  const authed = { preHandler: auth.required };
  /** Featured Jobs lists at most this many matches of the engine (plus the jobs SmartMatch delivered). */
  const FEATURED_MATCH_LIMIT = config.featuredMatchLimit;
  /** The filter choices (companies, positions, locations) of a list come from its first this many jobs. */
  const FILTER_CHOICES_WINDOW = config.listChoicesWindow;
  const uploadBody = Type.Object({ file: Type.File() });

  /**
   * Ranked featured lists and Available Jobs' filter choices, kept config.candidateListCacheMs (60 s) per candidate
   * and version: new or closed jobs of the catalogue show within that time; the candidate's own changes at once.
   * One request refills an expired entry while the others get the previous copy (lru-cache fetch, as the landing).
   */
  type Featured = ListedJob[];
  const cacheOptions = { ttl: config.candidateListCacheMs, allowStale: true, noDeleteOnFetchRejection: true, allowStaleOnFetchRejection: true } as const;
  const featuredCache = new LRUCache<string, Featured, { candidateId: number; smartmatchId: number | null }>({
    max: 10_000,
    ...cacheOptions,
    fetchMethod: (_key, _stale, { context }) => rankFeatured(context.candidateId, context.smartmatchId),
  });
  const choicesCache = new LRUCache<string, ListChoices, { base: ListBase }>({
    max: 10_000,
    ...cacheOptions,
    fetchMethod: async (_key, _stale, { context }) => repo.listChoices(context.base, FILTER_CHOICES_WINDOW),
  });
  /** Entries are keyed by the candidate's id and list version (the prefix of the key) and by what is asked for. */
  const versionKey = async (candidateId: number, what: string) => `${candidateId}:${await repo.listVersion(candidateId)}:${what}`;

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

  function rankFeatured(candidateId: number, smartmatchId: number | null): Promise<Featured> {
    return app.smartMatch.rankFeatured(candidateId, smartmatchId, FEATURED_MATCH_LIMIT);
  }

  async function countList(type: CandidateListType, candidateId: number): Promise<number> {
    if (type === 'available_jobs') return repo.availableCount(candidateId);
    if (type === 'featured_jobs') return (await featuredMatches(candidateId, null)).length;
    return repo.countList({ type, candidateId, window: MAX_RESULT_WINDOW });
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
    // With the candidate's id, another candidate's private entry is refused here, beside the other field errors.
    await checkPreferences(db, values, errors, id);
    if (Object.keys(errors).length) throw validationError(errors);
    const countryId = await repo.countryOf(id);
    await db.transaction((tx) => savePreferences(tx, id, countryId ?? 1, values));
    return { status: 'success', message: 'Your career preferences were saved.', data: await profileOf(id) };
  });

  // Issue 29: personal information (spec 2.11 step 1's fields) is editable on My Profile, checked as at registration.
  app.post('/candidates/update/personal_info', { ...authed, config: { collectErrors: true }, schema: { tags: ['candidates'], summary: 'Update personal information (name, date of birth, country, current location, phone)', body: personalBody } }, async (req) => {
    const id = me(req);
    const errors = fieldErrors(req);
    const row = await checkPersonal(db, req.body, errors);
    if (Object.keys(errors).length || !row) throw validationError(errors);
    await savePersonal(db, id, row);
    return { status: 'success', message: 'Your personal information was saved.', data: await profileOf(id) };
  });

  // ---------- Uploads (type by content, size-limited)
  /**
   * Issue 33: the file an upload replaces is recorded for removal in the transaction that stops referencing it and
   * removed after the commit (finishFileRemovals); a crash in between leaves it pending for the next start, never an
   * orphan served or kept.
   */
  async function replaceFile(reason: string, log: FastifyBaseLogger, replace: (tx: Queryable) => Promise<string | null>): Promise<void> {
    const removals = await app.db.transaction(async (tx) => {
      const old = await replace(tx);
      const paths = old === null ? [] : [old];
      await recordFileRemovals(tx, paths, reason);
      return paths;
    });
    await finishFileRemovals(app.db, app.uploadsDir, log, removals);
  }

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
    await replaceFile('profile image replaced', req.log, async (tx) => uploadRelativePath(await repo.replaceProfileImage(id, url, tx)));
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
    await replaceFile('résumé replaced', req.log, async (tx) => resumeRelativePath(await repo.replaceResume(id, key, name, tx)));
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
        if (!(await repo.ownsSmartMatch(id, q.smartmatch))) throw notFound('Smart Match not found.');
      }
      const size = CANDIDATE_TABLE_PAGE_SIZE;
      const offset = (q.page - 1) * size;
      const filtered = Boolean(q.company || q.position || q.location);
      if (type === 'available_jobs' && offset >= MAX_RESULT_WINDOW) {
        throw validationError({ page: [`Only the first ${MAX_RESULT_WINDOW} jobs of a list can be shown. Choose a page up to ${Math.ceil(MAX_RESULT_WINDOW / size)}.`] });
      }
      // Featured: ranked (or kept) once, in list order; unfiltered, its page and total come from that list.
      // Unfiltered, a page needs only the newest offset + size jobs of each set; filtered, the list's first window.
      const base: ListBase =
        type === 'featured_jobs'
          ? { matches: inListOrder(await featuredMatches(id, q.smartmatch)) }
          : { type, candidateId: id, window: filtered ? MAX_RESULT_WINDOW : offset + size };
      const featured = 'matches' in base ? base.matches : null;
      // The filter choices: from the list's first FILTER_CHOICES_WINDOW jobs (Available Jobs reads only those).
      const choices: ListBase = type === 'available_jobs' ? { type, candidateId: id, window: FILTER_CHOICES_WINDOW } : base;
      // The choices of Available Jobs (up to FILTER_CHOICES_WINDOW jobs per city and function) and Featured Jobs (the
      // ranked list) are kept like the ranking.
      // The key prefix of what is kept per candidate and list version (versionKey), for the lists that keep anything.
      const kept = (type === 'available_jobs' || type === 'featured_jobs') && config.candidateListCacheMs > 0 ? await versionKey(id, '') : null;
      const filtersRow =
        kept !== null
          ? await choicesCache.fetch(`${kept}choices:${type}:${q.smartmatch ?? ''}`, { context: { base: choices } })
          : await repo.listChoices(choices, FILTER_CHOICES_WINDOW);
      const filters = { company: q.company, position: q.position, location: q.location };
      const paged = featured !== null && !filtered;
      const total =
        type === 'available_jobs' && !filtered
          ? await repo.availableCount(id)
          : paged
            ? featured.length
            : await repo.countFiltered(base, filters);
      const rows = paged
        ? await repo.listPage({ matches: featured.slice(offset, offset + size) }, null, id, size, 0)
        : await repo.listPage(base, filters, id, size, offset);
      return {
        status: 'success',
        message: !total ? 'No Data Available' : total > MAX_RESULT_WINDOW ? `${total} jobs (the first ${MAX_RESULT_WINDOW} can be shown).` : `${total} jobs.`,
        data: rows.map((r) => {
          const row = { ...toSummary(r, true), code: r.ref_id };
          // When the candidate applied or saved (issue 29): the tables show it beside the post date.
          if (type === 'applied_jobs') return { ...row, applied_at: isoDate(r.listed_at) };
          if (type === 'saved_jobs') return { ...row, saved_at: isoDate(r.listed_at) };
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
  /**
   * The listed job of the path. Its id's spelling is the path schema's (shared/ids.ts); a malformed id, or one past the
   * id column's range, names no job: answered 404 like an unknown job, not with the schema's 400.
   */
  async function activeJob(req: FastifyRequest, raw: string): Promise<{ id: number; direct_apply: boolean }> {
    const missing = new ApiError(404, { status: 'error', detail: 'Job not found.', message: 'Job not found.' });
    if (req.validationError?.validationContext === 'params') throw missing;
    if (req.validationError) throw validationError(fieldErrors(req));
    const id = Number(raw);
    if (id < 1 || id > MAX_SERIAL_ID) throw missing;
    const job = await repo.jobForAction(id);
    // A closed job keeps its page (issue 16) but takes no more applications or saves: say so rather than "not found".
    if (job?.status === 'closed') throw new ApiError(409, { status: 'error', detail: 'No longer accepting applications.', message: 'No longer accepting applications.' });
    if (!job?.is_active) throw missing;
    return job;
  }
  const jobAction = (summary: string) => ({
    ...authed,
    config: { collectErrors: true },
    schema: { tags: ['candidates'], summary, params: Type.Object({ id: Type.Segment(JOB_ID_SPELLING) }), body: Type.Object({}) },
  });
  app.post('/candidates/apply_job/:id', jobAction('Apply to a job'), async (req) => {
    const id = me(req);
    const job = await activeJob(req, req.params.id);
    const inserted = await repo.apply(id, job.id);
    // Says what happened (issue 29): VeriJobs records the application; the employer hears of it only through its own
    // application page, which the app opens for a job that has one.
    return {
      status: 'success',
      message: !inserted ? 'You have already applied for this job.' : job.direct_apply ? APPLIED_DIRECT : APPLIED_RECORDED,
      data: { is_applied: true, is_saved: false },
    };
  });
  app.post('/candidates/save_job/:id', jobAction('Save a job'), async (req) => {
    const id = me(req);
    const jobId = (await activeJob(req, req.params.id)).id;
    if (await repo.hasApplied(id, jobId)) {
      throw new ApiError(409, { status: 'error', detail: 'You have already applied for this job.', message: 'You have already applied for this job.' });
    }
    const saved = await repo.save(id, jobId);
    return {
      status: 'success',
      message: saved ? 'The job has been saved.' : 'This job is already saved.',
      data: { is_applied: false, is_saved: true },
    };
  });
}
