import type { FastifyInstance, FastifyReply } from 'fastify';
import { verifyPauseSignature } from './alerts';
import { readForm, queryForm } from '../lib/forms';
import { escapeHtml } from '../lib/text';
import { f, formJson, pathParams, validate } from '../lib/validate';


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
export default async function alertRoutes(app: FastifyInstance): Promise<void> {
  const { db, serverConfig: config } = app;

  async function signed(rawId: string, sig: unknown): Promise<{ id: number; name: string; paused: boolean } | null> {
    if (!/^\d{1,9}$/.test(rawId) || typeof sig !== 'string' || sig.length > 128) return null;
    const id = Number(rawId);
    if (!verifyPauseSignature(app.secret, id, sig)) return null;
    const [sm] = await db.query<{ id: number; name: string; paused: boolean }>('SELECT id, name, paused FROM smartmatches WHERE id = $1', [id]);
    return sm ?? null;
  }
  const pauseRoute = (summary: string) => ({
    schema: { tags: ['smartmatch'], summary, params: pathParams('id'), 'x-query': { type: 'object', properties: { sig: { type: 'string' } } } },
  });
  const invalid = (reply: FastifyReply) =>
    page(reply, 400, 'Invalid link', '<p>This pause link is not valid. Open the newest alert email, or pause your alerts from your Smart Match page after logging in.</p>');

  app.get<{ Params: { id: string }; Querystring: { sig?: string } }>('/alerts/pause/:id', pauseRoute('Pause page for a SmartMatch alert (HTML, from the signed link in an alert)'), async (req, reply) => {
    const sm = await signed(req.params.id, req.query.sig);
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

  app.post<{ Params: { id: string }; Querystring: { sig?: string } }>('/alerts/pause/:id', pauseRoute('Pause the alerts of a SmartMatch (HTML form post from the pause page)'), async (req, reply) => {
    await readForm(req);
    const sm = await signed(req.params.id, req.query.sig);
    if (!sm) return invalid(reply);
    await db.query('UPDATE smartmatches SET paused = true WHERE id = $1', [sm.id]);
    return page(reply, 200, 'Alerts paused', `<p>Alerts for <strong>${escapeHtml(sm.name)}</strong> are paused. Resume them from your Smart Match page.</p>`);
  });

  if (config.devEndpoints) {
    // Development only (like /dev/outbox): deliver digests now; the messages appear in the outbox.
    const runSchema = { smartmatch: f.id(false) };
    const runRoute = { schema: { tags: ['development'], summary: 'Deliver alert digests now (development only)', 'x-query': formJson(runSchema), 'x-body': formJson(runSchema) } };
    app.post('/dev/alerts/run', runRoute, async (req) => {
      const form = await readForm(req);
      const q = validate(form.has('smartmatch') ? form : queryForm(req), runSchema);
      const results = await app.alerts.runNow(q.smartmatch);
      return { status: 'success', data: results };
    });
  }
}
