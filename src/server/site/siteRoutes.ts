import type { FastifyInstance } from 'fastify';
import { Type, type SchemaTypes } from '../lib/schema';
import { CSRF_COOKIE } from '../../shared/constants';
import { contactBody, emailBody } from '../../shared/requests';
import { readPhoneInput } from '../../shared/phone';
import { validationError } from '../lib/errors';
import { fieldErrors } from '../plugins/forms';
import { listOutbox, toOutboxMessage } from '../mail/outbox';
import { refuseForeignHost } from '../mail/localHost';
import { SiteRepository } from './siteRepository';

/** The contact form's fields in its order (its errors are listed so). */
const CONTACT_FIELDS = ['full_name', 'email', 'phone_code', 'phone', 'location', 'message'] as const;

/** Contact (callback request), newsletter, and the development outbox. */
export default async function siteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { db, mailer, serverConfig: config } = app;
  const site = new SiteRepository(db);

  app.post('/candidates/contact_us', { config: { csrf: true, collectErrors: true, rateLimit: { max: 5, timeWindow: 60_000 } }, schema: { tags: ['site'], summary: 'Callback request (contact us)', body: contactBody } }, async (req) => {
    const v = req.body;
    const errors = fieldErrors(req);
    // Spec 2.8's fixed +91 stays India's default; a caller from another market sends its own code (issue 29).
    const phone = errors.phone || errors.phone_code ? null : readPhoneInput(v.phone_code || '+91', v.phone, 'IN');
    if (phone && !phone.ok) errors[phone.message.startsWith('Choose') ? 'phone_code' : 'phone'] = [phone.message];
    // In the form's order of fields, as the schema's own errors are (the app lists them so).
    if (Object.keys(errors).length || !phone?.ok) throw validationError(Object.fromEntries(CONTACT_FIELDS.filter((k) => errors[k]).map((k) => [k, errors[k]])));
    const { callingCode, nationalNumber, international } = phone.phone;
    await site.saveContactRequest({ ...v, phone_code: callingCode, phone: nationalNumber });
    await mailer.send({
      to: 'callbacks@verijobs.example',
      subject: `Callback request from ${v.full_name}`,
      text: `${v.full_name} <${v.email}> ${international}, ${v.location}\n\n${v.message}`,
    });
    return { status: 'success', message: 'Thank you! We will call you back within one working day.' };
  });

  app.post('/newsletter/subscribe', { config: { csrf: true, rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['site'], summary: 'Newsletter subscription', body: emailBody } }, async (req) => {
    const v = req.body;
    await site.subscribe(v.email);
    return { status: 'success', message: 'Thank you for subscribing to our newsletter!' };
  });

  // The cross-site token for clients that have made no GET yet (the cookie is set on every response; this one
  // also returns it): the one app.ts minted for this request, else the valid one its cookie holds. Optional addition
  // to the contract.
  app.get('/csrf', { schema: { tags: ['site'], summary: 'The cross-site token (also set as the csrftoken cookie on every response)' } }, async (req) => {
    return { csrftoken: req.csrfToken ?? req.cookies[CSRF_COOKIE] ?? '' };
  });

  if (config.devEndpoints) {
    const outboxQuery = Type.Object({ to: Type.OptText({ max: 254 }) });
    app.get('/dev/outbox', { schema: { tags: ['development'], summary: 'Messages sent (development only)', querystring: outboxQuery } }, async (req, reply) => {
      // Issue 33: a page on another site that rebinds its name to this machine gets nothing (its Host is not ours).
      if (refuseForeignHost(req, reply, { host: config.host, publicUrl: config.publicUrl })) return reply;
      const q = req.query;
      await app.mailer.idle(); // codes mailed after their answer (issue 19) are in the list once it answers
      return { results: (await listOutbox(db, q.to, 50)).map(toOutboxMessage) };
    });
  }
}
