import type { FastifyInstance } from 'fastify';
import type { ActionResponse, ClosedJobNotice } from '../../shared/apiTypes';
import { parseJobId } from '../../shared/ids';
import { me } from '../auth/authPlugin';
import { badRequest, notFound } from '../lib/errors';
import { isoTime } from '../lib/text';
import { Type, type SchemaTypes } from '../lib/schema';
import { dismissNotice, openNotices } from './ingestionRepository';
import { runIngestion } from './run';
import { loadSourcesFile } from './sourcesFile';

/**
 * The ingestion domain's calls. The dashboard's closed-job notices (issue 16): jobs the candidate applied to or saved that their employer closed.
 * Made once per candidate and job by the ingestion run (ingestionRepository.createClosedNotices).
 */
export default async function ingestionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const authed = { preHandler: app.auth.required };
  app.get(
    '/candidates/closed_job_notices',
    { ...authed, schema: { tags: ['candidates'], summary: 'Jobs the candidate applied to or saved that have closed (not yet dismissed)' } },
    async (req): Promise<{ status: 'success'; results: ClosedJobNotice[] }> => {
      const rows = await openNotices(app.db, me(req));
      return { status: 'success', results: rows.map((r) => ({ ...r, closed_at: isoTime(r.closed_at) })) };
    },
  );
  app.post(
    '/candidates/closed_job_notices/:id/dismiss',
    { ...authed, schema: { tags: ['candidates'], summary: 'Dismiss a closed-job notice', params: Type.Params('id'), body: Type.Object({}) } },
    async (req): Promise<ActionResponse> => {
      const jobId = parseJobId(req.params.id);
      if (jobId === null || !(await dismissNotice(app.db, me(req), jobId))) throw notFound('Notice not found.');
      return { status: 'success', message: 'Notice dismissed.' };
    },
  );

  if (app.serverConfig.devEndpoints) {
    // Development only (like /dev/alerts/run): one ingestion run of INGEST_SOURCES now, answered with its counts.
    app.post('/dev/ingest/run', { schema: { tags: ['development'], summary: 'Run the ingestion of INGEST_SOURCES now (development only)', body: Type.Object({}) } }, async () => {
      const file = app.serverConfig.ingestSources;
      if (!file) throw badRequest('INGEST_SOURCES is not set: there are no sources to ingest.');
      let sources;
      try {
        sources = loadSourcesFile(file);
      } catch (err) {
        throw badRequest((err as Error).message);
      }
      const fetcher = { allowPrivateAddresses: app.serverConfig.ingestAllowPrivate };
      const result = await runIngestion(sources, { db: app.db, mailer: app.mailer, trigger: 'dev', publicUrl: app.publicUrl(), fetcher });
      return {
        status: 'success',
        data: {
          run_id: result.runId,
          skipped: result.skipped ?? null,
          interrupted: result.interrupted ?? [],
          sources: result.sources.map((s) => ({ type: s.source.type, url: s.source.url, company: s.source.company, ...s.counts, error: s.error, rejections: s.rejections })),
        },
      };
    });
  }
}
