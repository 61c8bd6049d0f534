import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client';
import { me } from '../auth/authPlugin';
import { verifyPassword } from '../auth/passwords';
import { ApiError, notFound } from '../lib/errors';
import { Type, type SchemaTypes } from '../lib/schema';
import { deleteAccountBody } from '../../shared/requests';
import { loadProfile } from './preferences';
import {
  accountFacts,
  accountToDelete,
  deleteCandidate,
  exportedJobs,
  exportedReports,
  fileRemoved,
  pendingFileRemovals,
  recordFileRemovals,
  storedResume,
  unheldFiles,
  type ExportedJobList,
} from './privacyRepository';
import { parseResumeToken, resumeFile, resumeLink, resumeRelativePath, resumeTokenMatches, RESUME_LINK_SECONDS } from './resumeStore';
import { CONTENT_TYPES, removeStoredFile, uploadRelativePath } from './uploads';

const EXPORT_EVENTS = 1000;

/**
 * Issue 33: removes files recorded in pending_file_removals (all of them, or only `paths`), deleting each row once its
 * file is gone (a missing file counts as removed). A file that cannot be removed stays pending, is logged, and is tried
 * again at the next start. Run after a deletion commits, and at start-up for what a crash left unfinished.
 */
export async function finishFileRemovals(
  db: Queryable,
  uploadsDir: string,
  log: FastifyBaseLogger,
  paths?: string[],
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  for (const file of paths ?? (await pendingFileRemovals(db))) {
    try {
      await removeStoredFile(uploadsDir, file);
      await fileRemoved(db, file);
      removed += 1;
    } catch (err) {
      failed += 1;
      log.warn({ err, file }, "a deleted account's file could not be removed yet; it is removed at the next start");
    }
  }
  return { removed, failed };
}

/** A file stored by this version: `<candidate>-<24 hex>.<ext>` (storeUpload, storeResume); nothing else is swept. */
const STORED_NAME = /^\d+-[0-9a-f]{24}\.(png|jpg|gif|webp|bmp|pdf|doc|docx)$/;
const SWEEP_BATCH = 500;

/**
 * Start-up: removes stored files that no candidate holds and that are older than `minAgeMs` (an upload is held by its
 * row within its request, so an hour-old unheld file is an orphan: a removal an earlier version did fire-and-forget,
 * or one a crash lost, e.g. of a replaced image). Only names this server generates are considered. Returns how many
 * files went.
 */
export async function sweepOrphanFiles(db: Queryable, uploadsDir: string, log: FastifyBaseLogger, minAgeMs = 3_600_000, now = Date.now()): Promise<number> {
  const folders = [
    { dir: path.join(uploadsDir, 'profile'), column: 'profile_img' as const, held: (name: string) => `/uploads/profile/${name}` },
    { dir: path.join(uploadsDir, '.private', 'resume'), column: 'resume_file' as const, held: (name: string) => `resume/${name}` },
  ];
  let removed = 0;
  for (const { dir, column, held } of folders) {
    if (!fs.existsSync(dir)) continue;
    const old = fs.readdirSync(dir).filter((name) => {
      if (!STORED_NAME.test(name)) return false;
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      return stat?.isFile() === true && now - stat.mtimeMs > minAgeMs;
    });
    for (let i = 0; i < old.length; i += SWEEP_BATCH) {
      const batch = old.slice(i, i + SWEEP_BATCH);
      const byValue = new Map(batch.map((name) => [held(name), name]));
      for (const value of await unheldFiles(db, column, [...byValue.keys()])) {
        const name = byValue.get(value);
        if (!name) continue;
        try {
          await fs.promises.rm(path.join(dir, name), { force: true });
          removed += 1;
        } catch (err) {
          log.warn({ err, file: path.join(dir, name) }, 'an orphaned upload could not be removed');
        }
      }
    }
  }
  return removed;
}

/** The candidate's rights over their data (issue 19): the private résumé, Download my data, Delete my account. */
export default async function privacyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth, db } = app;
  const authed = { preHandler: auth.required };

  const resumeOf = (candidateId: number) => storedResume(db, candidateId);

  /** Streams a résumé as a download that no browser renders or caches. */
  function sendResume(reply: import('fastify').FastifyReply, key: string, name: string | null) {
    const file = resumeFile(app.uploadsDir, key);
    if (!file || !fs.existsSync(file)) throw notFound('Resume not found.');
    const ext = key.slice(key.lastIndexOf('.') + 1) as 'pdf' | 'doc' | 'docx';
    const filename = name || `resume.${ext}`;
    const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('Content-Type', CONTENT_TYPES[ext])
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Referrer-Policy', 'no-referrer')
      .send(fs.createReadStream(file));
  }

  // ---------- The résumé: streamed to its owner, or through the owner's short-lived signed link
  app.get('/candidates/resume', { ...authed, schema: { tags: ['candidates'], summary: 'Download the own resume (attachment, never cached)' } }, async (req, reply) => {
    const r = await resumeOf(me(req));
    if (!r) throw notFound('Resume not found.');
    return sendResume(reply, r.key, r.name);
  });

  app.get('/candidates/resume_link', { ...authed, schema: { tags: ['candidates'], summary: `A signed link to the own resume, valid ${RESUME_LINK_SECONDS / 60} minutes` } }, async (req) => {
    const id = me(req);
    const r = await resumeOf(id);
    if (!r) throw notFound('Resume not found.');
    return { status: 'success', data: { url: resumeLink(app.secret, id, r.key), expires_in: RESUME_LINK_SECONDS } };
  });

  app.get('/candidates/resume/:token', { schema: { tags: ['candidates'], summary: 'The resume behind a signed link (404 when expired, replaced or forged)', params: Type.Params('token') } }, async (req, reply) => {
    const t = parseResumeToken(req.params.token);
    const r = t ? await resumeOf(t.candidateId) : null;
    if (!t || !r || !resumeTokenMatches(app.secret, t, r.key)) throw notFound('Resume not found.');
    return sendResume(reply, r.key, r.name);
  });

  // ---------- Download my data: one JSON document
  app.get('/candidates/export', { ...authed, schema: { tags: ['candidates'], summary: 'Download my data: profile, preferences, applications, saved jobs, job reports, Smart Matches, alerts, security events (JSON)' } }, async (req, reply) => {
    const id = me(req);
    const profile = await loadProfile(db, id);
    if (!profile) throw notFound('User not found.');
    const account = await accountFacts(db, id);
    const jobsOf = (table: ExportedJobList) => exportedJobs(db, id, table);
    const sm = await app.smartMatch.exportSmartMatches(id);
    const document = {
      format: 'verijobs-export/1',
      exported_at: new Date().toISOString(),
      profile: {
        ...profile,
        resume: profile.resume ? { file_name: profile.resume_name } : null,
        registered_at: account.created_at,
        // Issue 29: the three parts of the expected salary together, read from the same row as the profile shows.
        expected_salary:
          profile.expected_salary === null
            ? null
            : { amount: profile.expected_salary, currency: profile.currency.code, period: profile.expected_salary_period },
      },
      applications: await jobsOf('applications'),
      saved_jobs: await jobsOf('saved_jobs'),
      hiring_requests: await jobsOf('hiring_requests'),
      // Issue 33: the reports of jobs this candidate filed (reason and details as written).
      job_reports: await exportedReports(db, id),
      smartmatches: sm.smartmatches,
      alerts_sent: sm.alerts_sent,
      // Issue 33: the account's own messages, not every message to its (possibly shared) phone number.
      messages: await app.mailer.addressedTo(db, id, [profile.email, account.phone]),
      sessions: (await app.tokens.sessions(id)).map((s) => ({ user_agent: s.user_agent, started: s.created_at, last_used: s.last_used_at })),
      security_events: await app.security.recent(id, EXPORT_EVENTS),
    };
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Disposition', `attachment; filename="verijobs-data-${day}.json"`)
      .header('Cache-Control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });

  // ---------- Delete my account (password confirmed)
  app.post('/candidates/delete_account', { ...authed, config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['candidates'], summary: 'Delete my account and its data (password required)', body: deleteAccountBody } }, async (req) => {
    const id = me(req);
    const v = req.body;
    const c = await accountToDelete(db, id);
    if (!c) throw notFound('User not found.');
    const key = app.security.accountKey(c.email);
    if ((await app.security.failures(key, 'password', 15 * 60)) >= app.serverConfig.accountPasswordFailures) {
      throw new ApiError(429, { status: 'error', message: 'Too many wrong passwords. Please try again in 15 minutes.', detail: 'Too many wrong passwords.' });
    }
    if (!(await verifyPassword(v.password, c.password_hash))) {
      await app.security.failure(key, 'password');
      const message = 'The password is not correct.';
      throw new ApiError(400, { status: 'error', message, errors: { password: [message] } });
    }
    await app.tokens.revokeAll(id, 'logout');
    // Issue 33: the rows and the files as one recoverable job. The files the row held are recorded as pending in the
    // transaction that deletes it; they are removed after the commit, each row going with its file. A crash in between
    // leaves the rows, finished at the next start; meanwhile /uploads/ serves no image of an account that is gone.
    const files = await db.transaction(async (tx) => {
      await app.mailer.forget(tx, id, [c.email, c.phone]);
      // Everything else of the candidate goes with the row (ON DELETE CASCADE).
      const held = await deleteCandidate(tx, id);
      const paths = [uploadRelativePath(held?.profile_img ?? null), resumeRelativePath(held?.resume_file ?? null)].filter((p): p is string => p !== null);
      await recordFileRemovals(tx, paths, 'account deleted');
      return paths;
    });
    await finishFileRemovals(db, app.uploadsDir, req.log, files);
    await app.security.clearFailures(key, 'password');
    return { status: 'success', message: 'Your account and its data were deleted.' };
  });
}
