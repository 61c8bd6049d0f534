import type { FastifyInstance } from 'fastify';
import { me } from '../auth/authPlugin';
import { ApiError, validationError } from '../lib/errors';
import { Type, type SchemaTypes } from '../lib/schema';
import { fieldErrors } from '../plugins/forms';
import { storedPhone } from '../../shared/phone';
import { verifyPhoneBody } from '../../shared/requests';
import { PHONE_MESSAGES } from '../../shared/phoneMessages';

/** Codes one candidate may have sent to their number per hour. */
export const PHONE_CODES_PER_HOUR = 5;

/**
 * Issue 33, "a phone number used for WhatsApp is verified by a code before alerts go to it": the candidate asks for a
 * code, which goes to their stored number on WhatsApp (the outbox, like the alerts), and types it back. The number
 * proved is kept (`candidates.phone_verified`, E.164), so a changed number is unproved at once; digests send WhatsApp
 * only to a proved number (smartmatch/alertRepository.ts). Every market's numbers alike: the stored number is read
 * with libphonenumber-js as the profile shows it.
 */
export default async function phoneRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { db, auth, otp, mailer, serverConfig: config } = app;

  async function numberOf(candidateId: number) {
    const [c] = await db.query<{ code: string; number: string; check: string | null; verified: string | null }>(
      'SELECT phone_number_code AS code, phone_number AS number, phone_check AS check, phone_verified AS verified FROM candidates WHERE id = $1',
      [candidateId],
    );
    const phone = c && c.number && !c.check ? storedPhone(c.code, c.number) : null;
    return phone ? { phone, stored: `${c.code}${c.number}`, verified: c.verified === `${c.code}${c.number}` } : null;
  }

  app.post(
    '/candidates/phone/send_code',
    {
      preHandler: auth.required,
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: { tags: ['candidates'], summary: 'Send a code to the profile phone number on WhatsApp (to verify it for WhatsApp alerts)', body: Type.Object({}) },
    },
    async (req) => {
      const id = me(req);
      const number = await numberOf(id);
      if (!number) throw validationError({ phone_number: [PHONE_MESSAGES.noNumber] });
      if (number.verified) return { status: 'success', message: PHONE_MESSAGES.alreadyVerified(number.phone.international) };
      const code = await otp.createWithin(id, 'verify_phone', { codes: PHONE_CODES_PER_HOUR, seconds: 3600 });
      if (!code) throw new ApiError(429, { status: 'error', message: PHONE_MESSAGES.tooMany, detail: PHONE_MESSAGES.tooMany });
      await mailer.send({ channel: 'whatsapp', to: number.phone.e164, subject: 'Verification code', text: PHONE_MESSAGES.codeText(code.code, Math.max(1, Math.round(config.otpTtlSeconds / 60))), owner: id });
      return { status: 'success', message: PHONE_MESSAGES.sent(number.phone.international) };
    },
  );

  app.post(
    '/candidates/phone/verify',
    {
      preHandler: auth.required,
      config: { collectErrors: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['candidates'], summary: 'Verify the profile phone number with the code sent to it on WhatsApp', body: verifyPhoneBody },
    },
    async (req) => {
      const id = me(req);
      const errors = fieldErrors(req);
      if (Object.keys(errors).length) throw validationError(errors);
      const number = await numberOf(id);
      if (!number) throw validationError({ phone_number: [PHONE_MESSAGES.noNumber] });
      try {
        await otp.verify(id, 'verify_phone', null, req.body.otp, true);
      } catch (err) {
        // The code's own message (wrong, expired, too many tries) as the field's, so the form shows it by the field.
        if (err instanceof ApiError) {
          const message = err.message || PHONE_MESSAGES.invalid;
          throw new ApiError(err.statusCode, { status: 'error', message, errors: { otp: [message] } });
        }
        throw err;
      }
      await db.query('UPDATE candidates SET phone_verified = $2 WHERE id = $1', [id, number.stored]);
      return { status: 'success', message: PHONE_MESSAGES.verified(number.phone.international) };
    },
  );
}
