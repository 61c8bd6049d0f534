import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPauseSignature } from './alerts';
import { pausableSmartMatch, pauseAlerts, type PausableSmartMatch } from './alertRepository';
import { escapeHtml } from '../lib/text';
import { Type, type SchemaTypes } from '../lib/schema';

/**
 * The id of a pause link as the OpenAPI document publishes it: 1–9 digits. A link names a Smart Match the server
 * made and signed, and its signature is checked before the id is used, so the shorter spelling refuses nothing real.
 */
const PAUSE_LINK_ID_SPELLING = /^\d{1,9}$/;

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} – VeriJobs</title></head>` +
        `<body style="font-family:Arial,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222">` +
        `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/**
 * SmartMatch alert links and operations: the one-click pause link of every digest (signed per Smart Match, works
 * without login: GET shows a confirmation page, POST pauses) and the development-only "run the digest now".
 */
export default async function alertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { db, serverConfig: config } = app;

  /** The Smart Match of a pause link: its id well spelled (the path schema), its signature valid, and there. */
  async function signed(req: FastifyRequest, rawId: string, sig: unknown): Promise<PausableSmartMatch | null> {
    if (req.validationError?.validationContext === 'params' || typeof sig !== 'string' || sig.length > 128) return null;
    const id = Number(rawId);
    if (!verifyPauseSignature(app.secret, id, sig)) return null;
    return pausableSmartMatch(db, id);
  }
  // A malformed link (an id that is not 1-9 digits, a repeated or over-long signature) is answered with the HTML
  // "Invalid link" page, not JSON: the route reads the schema's errors itself (collectErrors) and signed() refuses a
  // malformed id and a signature that is not one short string.
  const pauseRoute = (summary: string, body?: object) => ({
    config: { collectErrors: true },
    schema: { tags: ['smartmatch'], summary, params: Type.Object({ id: Type.Segment(PAUSE_LINK_ID_SPELLING) }), querystring: Type.Object({ sig: Type.Optional(Type.Text({ max: 128 })) }), ...(body ? { body } : {}) },
  });
  const invalid = (reply: FastifyReply) =>
    page(reply, 400, 'Invalid link', '<p>This pause link is not valid. Open the newest alert email, or pause your alerts from your Smart Match page after logging in.</p>');

  app.get('/alerts/pause/:id', pauseRoute('Pause page for a SmartMatch alert (HTML, from the signed link in an alert)'), async (req, reply) => {
    const sm = await signed(req, req.params.id, req.query.sig);
    if (!sm) return invalid(reply);
    if (sm.paused) return page(reply, 200, 'Alerts paused', `<p>Alerts for <strong>${escapeHtml(sm.name)}</strong> are already paused.</p>`);
    const action = `/v1/alerts/pause/${sm.id}?sig=${encodeURIComponent(String(req.query.sig))}`;
    return page(
      reply,
      200,
      'Pause SmartMatch alerts?',
      `<p>You will stop receiving daily alerts for <strong>${escapeHtml(sm.name)}</strong>. You can resume them any time from your Smart Match page.</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Pause alerts</button></form>`,
    );
  });

  app.post('/alerts/pause/:id', pauseRoute('Pause the alerts of a SmartMatch (HTML form post from the pause page)', Type.Object({})), async (req, reply) => {
    const sm = await signed(req, req.params.id, req.query.sig);
    if (!sm) return invalid(reply);
    await pauseAlerts(db, sm.id);
    return page(reply, 200, 'Alerts paused', `<p>Alerts for <strong>${escapeHtml(sm.name)}</strong> are paused. Resume them from your Smart Match page.</p>`);
  });

  if (config.devEndpoints) {
    // Development only (like /dev/outbox): deliver digests now; the messages appear in the outbox.
    // The Smart Match in the body or the query string.
    const runFields = Type.Object({ smartmatch: Type.Optional(Type.Id()) });
    const runRoute = { schema: { tags: ['development'], summary: 'Deliver alert digests now (development only)', querystring: runFields, body: runFields } };
    app.post('/dev/alerts/run', runRoute, async (req) => {
      const results = await app.alerts.runNow(req.body.smartmatch ?? req.query.smartmatch ?? null);
      return { status: 'success', data: results };
    });
  }
}
