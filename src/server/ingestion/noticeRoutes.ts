import type { FastifyInstance } from 'fastify';
import type { ActionResponse, ClosedJobNotice } from '../../shared/apiTypes';
import { me } from '../auth/authPlugin';
import { notFound } from '../lib/errors';
import { isoTime } from '../lib/text';
import { pathParams } from '../lib/validate';
import { dismissNotice, openNotices } from './ingestionRepository';

/**
 * The dashboard's closed-job notices (issue 16): jobs the candidate applied to or saved that their employer closed.
 * Made once per candidate and job by the ingestion run (ingestionRepository.createClosedNotices).
 */
export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const authed = { preHandler: app.auth.required };
  app.get(
    '/candidates/closed_job_notices',
    { ...authed, schema: { tags: ['candidates'], summary: 'Jobs the candidate applied to or saved that have closed (not yet dismissed)' } },
    async (req): Promise<{ status: 'success'; results: ClosedJobNotice[] }> => {
      const rows = await openNotices(app.db, me(req));
      return { status: 'success', results: rows.map((r) => ({ ...r, closed_at: isoTime(r.closed_at) })) };
    },
  );
  app.post<{ Params: { id: string } }>(
    '/candidates/closed_job_notices/:id/dismiss',
    { ...authed, schema: { tags: ['candidates'], summary: 'Dismiss a closed-job notice', params: pathParams('id') } },
    async (req): Promise<ActionResponse> => {
      if (!/^\d{1,9}$/.test(req.params.id) || !(await dismissNotice(app.db, me(req), Number(req.params.id)))) throw notFound('Notice not found.');
      return { status: 'success', message: 'Notice dismissed.' };
    },
  );
}
