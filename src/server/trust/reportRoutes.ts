import type { FastifyInstance } from 'fastify';
import { me } from '../auth/authPlugin';
import { ApiError, validationError } from '../lib/errors';
import { Type, type SchemaTypes } from '../lib/schema';
import { fieldErrors } from '../plugins/forms';
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS, REPORTS_PER_DAY, REPORTS_PER_HOUR } from '../../shared/trustMessages';
import { parseJobId } from '../../shared/ids';
import { fileReport, recentReports, reportTarget } from './reportRepository';
import { decideReports, reviewQueue } from './reviewRepository';

const REVIEW_DECISIONS = ['upheld', 'dismissed'] as const;
const decisionBody = Type.Object({
  decision: Type.Choice(REVIEW_DECISIONS),
  note: Type.OptText({ max: 1000, multiline: true }),
});

const reportBody = Type.Object({
  reason: Type.Choice(REPORT_REASONS),
  details: Type.OptText({ max: REPORT_DETAILS_MAX, multiline: true }),
});

/** POST /candidates/report_job/{id} (issue 17, docs/trust.md "Reports"). */
export default async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { db, auth } = app;
  const route = {
    preHandler: auth.required,
    // Per address as well as per candidate (below): a burst from one client stops before it reaches the database.
    config: { collectErrors: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    schema: {
      tags: ['candidates'],
      summary: 'Report a job (asks for money, fake or misleading, already closed, wrong details, other with details); once per job',
      params: Type.Params('id'),
      body: reportBody,
    },
  };
  app.post('/candidates/report_job/:id', route, async (req, reply) => {
    const candidateId = me(req);
    const notFound = new ApiError(404, { status: 'error', message: 'Job not found.', detail: 'Job not found.' });
    const id = parseJobId(req.params.id);
    if (id === null) throw notFound;
    const job = await reportTarget(db, id);
    if (!job) throw notFound;
    const values = req.body;
    const errors = fieldErrors(req);
    if (values.reason === 'other' && !values.details && !errors.details) errors.details = [REPORT_MESSAGES.detailsRequired];
    if (Object.keys(errors).length) throw validationError(errors);
    const recent = await recentReports(db, candidateId);
    if (recent.hour >= REPORTS_PER_HOUR || recent.day >= REPORTS_PER_DAY) {
      throw new ApiError(429, { status: 'error', message: REPORT_MESSAGES.tooMany, detail: REPORT_MESSAGES.tooMany });
    }
    const stored = await fileReport(db, candidateId, job.id, values.reason, values.details);
    if (!stored) throw new ApiError(409, { status: 'error', message: REPORT_MESSAGES.already, detail: REPORT_MESSAGES.already });
    return reply.code(201).send({ status: 'success', message: REPORT_MESSAGES.thanks });
  });

  if (app.serverConfig.devEndpoints) {
    // Development only (like /dev/alerts/run; `npm run reports` is the same against a database no server holds): the
    // review queue of issue 33 and support's decision on a job's reports.
    app.get('/dev/reports', { schema: { tags: ['development'], summary: 'Jobs with reports that count, under review first (development only)' } }, async () => ({
      status: 'success',
      data: await reviewQueue(db),
    }));
    app.post(
      '/dev/reports/:id/decision',
      {
        config: { collectErrors: true },
        schema: { tags: ['development'], summary: "Uphold or dismiss a job's reports (development only)", params: Type.Params('id'), body: decisionBody },
      },
      async (req) => {
        const id = parseJobId(req.params.id);
        const errors = fieldErrors(req);
        if (Object.keys(errors).length) throw validationError(errors);
        const trust = id === null ? null : await decideReports(db, id, req.body.decision, 'support (development endpoint)', req.body.note);
        if (!trust) throw new ApiError(404, { status: 'error', message: 'Job not found.', detail: 'Job not found.' });
        return { status: 'success', message: `Reports ${req.body.decision}.`, data: { trust } };
      },
    );
  }
}
