import type { FastifyInstance } from 'fastify';
import { ApiError, validationError } from '../lib/errors';
import { Type, type SchemaTypes } from '../lib/schema';
import { fieldErrors } from '../plugins/forms';
import { changePasswordBody } from '../../shared/requests';
import { AccountRepository } from './accountRepository';
import { me, myFamily } from './authPlugin';
import { hashPassword, passwordProblems, verifyPassword } from './passwords';
import { SECURITY_EVENT_LIMIT } from './securityLog';
import { describeAgent } from './userAgent';

/** The logged-in candidate's account security (issue 19): sessions, change password, recent security activity. */
export default async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth, db, tokens, security, serverConfig: config } = app;
  const accounts = new AccountRepository(db);
  const authed = { preHandler: auth.required };

  app.get('/candidates/sessions', { ...authed, schema: { tags: ['account'], summary: 'Active sessions (browser and device, started, last used)' } }, async (req) => {
    const current = myFamily(req);
    const rows = await tokens.sessions(me(req));
    return {
      status: 'success',
      data: rows.map((s) => ({
        id: s.id.slice(0, 8),
        device: describeAgent(s.user_agent),
        started: new Date(s.created_at).toISOString(),
        last_used: new Date(s.last_used_at).toISOString(),
        current: s.id === current,
      })),
    };
  });

  app.post('/candidates/sessions/sign_out_others', { ...authed, schema: { tags: ['account'], summary: 'Sign out of every other session', body: Type.Object({}) } }, async (req) => {
    const id = me(req);
    const n = await tokens.revokeAll(id, 'signed_out_elsewhere', myFamily(req));
    await security.record(id, 'signed_out_others', `${n} other session${n === 1 ? '' : 's'} signed out.`);
    return { status: 'success', message: n ? 'You were signed out of every other session.' : 'There were no other sessions.', data: { signed_out: n } };
  });

  app.post('/candidates/change_password', { ...authed, config: { collectErrors: true, rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['account'], summary: 'Change the password (current one required); signs out every other session', body: changePasswordBody } }, async (req) => {
    const id = me(req);
    const v = req.body;
    const errors = fieldErrors(req);
    if (!errors.password) {
      const problems = passwordProblems(v.password);
      if (problems.length) errors.password = problems;
    }
    if (!errors.password && !errors.confirm_password && v.password !== v.confirm_password) errors.confirm_password = ['Passwords do not match.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const account = await accounts.byId(id);
    if (!account) throw new ApiError(404, { status: 'error', message: 'User not found.', detail: 'User not found.' });
    const key = security.accountKey(account.email);
    if ((await security.failures(key, 'password', 15 * 60)) >= config.accountPasswordFailures) {
      throw new ApiError(429, { status: 'error', message: 'Too many wrong passwords. Please try again in 15 minutes.', detail: 'Too many wrong passwords.' });
    }
    if (!(await verifyPassword(v.current_password, account.password_hash))) {
      await security.failure(key, 'password');
      const message = 'The current password is not correct.';
      throw validationError({ current_password: [message] }, message);
    }
    await accounts.setPassword(id, await hashPassword(v.password));
    const n = await tokens.revokeAll(id, 'password_change', myFamily(req));
    await security.record(id, 'password_changed', `${n} other session${n === 1 ? '' : 's'} signed out.`);
    return { status: 'success', message: 'Your password was changed. Every other session was signed out.' };
  });

  app.get('/candidates/security_events', { ...authed, schema: { tags: ['account'], summary: `Recent security activity (last ${SECURITY_EVENT_LIMIT})` } }, async (req) => ({
    status: 'success',
    data: await security.recent(me(req)),
  }));
}
