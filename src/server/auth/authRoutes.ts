import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginOtpNeeded, LoginSuccess, RegisterResponse } from '../../shared/apiTypes';
import { checkPreferences, preferenceFields, savePreferences } from '../candidates/preferences';
import { checkPersonal, personalFields } from '../candidates/personalInfo';
import { ApiError, REQUIRED, validationError } from '../lib/errors';
import { AccountRepository } from './accountRepository';
import { AddressThrottle } from './addressThrottle';
import { DEVICE_COOKIE, DEVICE_TRUST_DAYS, DeviceTrust } from './deviceTrust';
import { describeAgent } from './userAgent';
import { getDummyHash, hashPassword, passwordProblems, verifyPassword } from './passwords';
import { Type, type SchemaTypes, type Static } from '../lib/schema';
import { emailBody, loginBody, refreshBody, resetPasswordBody, verifyEmailBody } from '../../shared/requests';
import { fieldErrors } from '../plugins/forms';



/** Login, OTP, refresh, logout, registration and password reset (SimpleJWT's shapes, api/types.ts). */
export default async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypes>();
  const { auth } = app;
  const { db, tokens, otp, mailer, security, secret, serverConfig: config } = app;
  const accounts = new AccountRepository(db);
  /** Cross-site token and a rate limit; `collectErrors` when the handler adds its own checks to the schema's. */
  const limited = (max: number, minutes = 1, collectErrors = false) => ({
    config: { csrf: true, collectErrors, rateLimit: { max, timeWindow: minutes * 60_000 } },
  });
  const userAgent = (req: FastifyRequest): string => String(req.headers['user-agent'] ?? '');
  const INVALID_OTP = 'Invalid OTP. Please check the code and try again.';
  const CODE_WINDOW = 3600;
  const PASSWORD_WINDOW = 15 * 60;

  // Mail for an existing account is sent after the answer, so known and unknown addresses answer alike in text and
  // time (issue 19); onClose waits for what is still running.
  const afterReply = (work: () => Promise<void>) => mailer.sendAfterReply(work);
  const purge = setInterval(() => afterReply(() => security.purgeOld()), 3600_000);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await mailer.idle();
  });

  // ---------- Throttling (docs/privacy.md, "Account protection")
  // Failures count per account, but a browser where the account proved its password or inbox before (a known
  // browser, deviceTrust.ts) has budgets of its own: strangers can spend the account's budget, never the owner's.
  const devices = new DeviceTrust(secret);
  /** Wrong passwords one address may make at login, across every account, before it must wait. */
  const ADDRESS_LOGIN_FAILURES = 30;
  const addresses = new AddressThrottle(ADDRESS_LOGIN_FAILURES, PASSWORD_WINDOW * 1000);
  /** New codes mailed per account and hour at the request of browsers it does not know (a known one always gets one). */
  const STRANGER_CODES_PER_HOUR = 3;
  interface Scope { key: string; known: boolean }
  /** Whose budget a request spends: the known browser's own, or the account's budget for strangers. No SQL. */
  function scopeOf(req: FastifyRequest, email: string): Scope {
    const accountKey = security.accountKey(email);
    const device = devices.vouches(req.cookies[DEVICE_COOKIE], accountKey);
    return device ? { key: security.deviceKey(accountKey, device), known: true } : { key: accountKey, known: false };
  }
  /** Marks this browser as known to the account (it proved the password or the inbox). */
  function rememberBrowser(req: FastifyRequest, reply: FastifyReply, email: string): void {
    reply.setCookie(DEVICE_COOKIE, devices.remember(req.cookies[DEVICE_COOKIE], security.accountKey(email)), {
      path: '/v1',
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: DEVICE_TRUST_DAYS * 24 * 3600,
    });
  }

  /** Per-account throttle of wrong codes (every address and challenge together), keyed alike for unknown addresses. */
  async function codesLocked(scope: Scope): Promise<boolean> {
    return (await security.failures(scope.key, 'code', CODE_WINDOW)) >= config.accountCodeFailures;
  }
  const tooManyCodes = () =>
    new ApiError(429, { status: 'locked', message: 'Too many wrong codes for this account. Please try again in an hour.' });
  /** Counts a wrong code; the one that spends the budget is shown to the owner (after the answer, as for any address). */
  async function codeFailure(scope: Scope, candidateId: number | null, purpose: 'verify_email' | 'reset_password'): Promise<void> {
    const n = await security.failure(scope.key, 'code', CODE_WINDOW);
    if (candidateId !== null && n === config.accountCodeFailures) {
      const what = purpose === 'verify_email' ? 'E-mail verification' : 'Password reset';
      const where = scope.known ? 'on a browser you used before' : 'from browsers you have not used';
      afterReply(() => security.record(candidateId, 'otp_locked', `${what}: ${n} wrong codes ${where}; codes refused there for an hour.`));
    }
  }
  /** A new code to mail: a browser the account knows always gets one; strangers a few an hour (null: none left). */
  function issueCode(scope: Scope, candidateId: number, purpose: 'verify_email' | 'reset_password', challenge?: string) {
    return scope.known
      ? otp.create(candidateId, purpose, challenge)
      : otp.createWithin(candidateId, purpose, { codes: STRANGER_CODES_PER_HOUR, seconds: CODE_WINDOW }, challenge);
  }

  async function mailOtp(email: string, firstName: string, code: string, purpose: 'verify_email' | 'reset_password'): Promise<void> {
    const minutes = Math.round(config.otpTtlSeconds / 60);
    const what = purpose === 'verify_email' ? 'verify your email address' : 'reset your password';
    await mailer.send({
      to: email,
      subject: purpose === 'verify_email' ? 'Your VeriJobs verification code' : 'Your VeriJobs password reset code',
      text: `Hi ${firstName},\n\nYour code to ${what} is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask for it, ignore this email.\n\nVeriJobs`,
      html: `<p>Hi ${firstName.replace(/[<>&"']/g, '')},</p><p>Your code to ${what} is <strong>${code}</strong>. It expires in ${minutes} minutes.</p><p>If you did not ask for it, ignore this email.</p>`,
    });
  }

  async function startVerification(candidateId: number, email: string, firstName: string): Promise<string> {
    const { challenge, code } = await otp.create(candidateId, 'verify_email');
    await mailOtp(email, firstName, code, 'verify_email');
    return `verify_email/${challenge}/`;
  }

  // ---------- POST /login (JSON {email, password})
  // The request limit counts per address AND e-mail, so one person hammering it does not lock out the others behind a
  // shared address; wrong passwords are limited per address across accounts and per account below.
  const loginLimit = {
    config: {
      csrf: true,
      collectErrors: true,
      rateLimit: {
        max: 20,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (req: FastifyRequest) => {
          const email = (req.body as { email?: unknown } | undefined)?.email;
          return `${req.ip}|${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''}`;
        },
      },
    },
  };
  app.post('/login', { ...loginLimit, schema: { tags: ['auth'], summary: 'Log in: a token pair, or an OTP challenge for an unverified email', body: loginBody } }, async (req, reply) => {
    const values = req.body;
    const errors = fieldErrors(req);
    if (Object.keys(errors).length) {
      const missing = Object.values(errors).some((e) => e.includes(REQUIRED));
      throw validationError(errors, missing ? 'Please fill in all fields.' : 'Invalid email or password.');
    }
    // Strangers (browsers the account does not know) share the account's budget and their address's; a known
    // browser spends only its own, so nobody else's wrong passwords lock its owner out.
    const scope = scopeOf(req, values.email);
    const perAddress = config.rateLimit && !scope.known;
    if (perAddress && addresses.exhausted(req.ip)) {
      throw new ApiError(429, {
        status: 'error',
        message: 'Too many failed logins from your network. Please try again in 15 minutes or reset your password.',
        detail: 'Too many requests. Please try again later.',
      });
    }
    if ((await security.failures(scope.key, 'login', PASSWORD_WINDOW)) >= config.accountPasswordFailures) {
      throw new ApiError(429, {
        status: 'error',
        message: 'Too many failed logins for this account. Please try again in 15 minutes or reset your password.',
        detail: 'Too many requests. Please try again later.',
      });
    }
    const user = await accounts.findByEmail(values.email);
    const valid = await verifyPassword(values.password, user?.password_hash ?? (await getDummyHash()));
    if (!user || !valid) {
      await security.failure(scope.key, 'login');
      if (perAddress) addresses.failure(req.ip);
      if (user) await security.record(user.id, 'login_failed', describeAgent(userAgent(req)));
      return reply.status(401).send({ status: 'failed', message: 'Invalid email or password.' });
    }
    await security.clearFailures(scope.key, 'login');
    rememberBrowser(req, reply, user.email);
    if (!user.email_verified) {
      // The code the registration (or an earlier login) e-mailed still works while it is open: a new one would cancel
      // it, and the candidate who opens that first e-mail would spend attempts on a dead code. Resend OTP sends anew.
      const open = await otp.openChallenge(user.id, 'verify_email');
      const redirect = open ? `verify_email/${open}/` : await startVerification(user.id, user.email, user.first_name);
      const body: LoginOtpNeeded = {
        status: 'error',
        message: 'Your email is not verified yet. We have sent an OTP to your email address.',
        redirect,
        email: user.email,
      };
      return body;
    }
    const pair = await tokens.issue(user.id, userAgent(req));
    await security.record(user.id, 'login', describeAgent(userAgent(req)));
    const body: LoginSuccess = { status: 'success', ...pair, message: 'Logged in successfully!' };
    return body;
  });

  // ---------- POST verify_email/{challenge}/ and verify_email/ (form {otp, email})
  // Either way the guesses count against the account's code budget (every challenge and address together), so a
  // fresh challenge from /otp/resend gives nobody fresh guesses.
  const verifyBody = verifyEmailBody;
  async function verifyEmail(req: FastifyRequest, reply: FastifyReply, challenge: string | null, v: Static<typeof verifyBody>) {
    let candidateId: number | null;
    let email: string;
    if (challenge) {
      // /otp/resend hands a challenge to whoever names an address, so only a browser the account knows (the
      // registrant's, or one that proved the password) hears more than "Invalid OTP" ("N attempts left", expired,
      // locked). Strangers get the by-e-mail answers, with the same work for an unknown challenge as for a known one.
      const found = await otp.candidateOf(challenge);
      const own = await accounts.emailOf(found ?? 0);
      candidateId = own && (!v.email || own.toLowerCase() === v.email) ? found : null;
      email = candidateId !== null && own ? own : (v.email ?? `challenge:${challenge}`);
      const scope = scopeOf(req, email);
      if (await codesLocked(scope)) throw tooManyCodes();
      try {
        await verifyCode(candidateId, 'verify_email', challenge, v.otp, !scope.known);
      } catch (err) {
        if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
        // For the known browser a spent or expired code is no guess.
        if (err.statusCode !== 410 || !scope.known) await codeFailure(scope, candidateId, 'verify_email');
        if (scope.known) throw err;
        throw new ApiError(400, { status: 'error', message: INVALID_OTP });
      }
      if (candidateId === null) throw new ApiError(400, { status: 'error', message: INVALID_OTP });
    } else {
      // By e-mail alone: one answer for every failure, and the same work for unknown addresses (otp.verify looks up
      // a code for them too), so the step does not tell which addresses have accounts.
      if (!v.email) throw validationError({ email: [REQUIRED] });
      email = v.email;
      const scope = scopeOf(req, email);
      const account = await accounts.findByEmail(email);
      candidateId = account?.id ?? null;
      if (await codesLocked(scope)) throw tooManyCodes();
      try {
        await verifyCode(candidateId, 'verify_email', null, v.otp);
      } catch (err) {
        if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
        await codeFailure(scope, candidateId, 'verify_email');
        throw new ApiError(400, { status: 'error', message: INVALID_OTP });
      }
      if (candidateId === null) throw new ApiError(400, { status: 'error', message: INVALID_OTP });
    }
    await accounts.markVerified(candidateId);
    const pair = await tokens.issue(candidateId, userAgent(req));
    await security.record(candidateId, 'login', describeAgent(userAgent(req)));
    rememberBrowser(req, reply, email);
    const body: LoginSuccess = { status: 'success', ...pair, message: 'Your OTP verification was successful.' };
    return body;
  }
  app.post('/verify_email/:challenge', { ...limited(10), schema: { tags: ['auth'], summary: 'Verify the email with the OTP of a challenge', params: Type.Params('challenge'), body: verifyBody } }, async (req, reply) =>
    verifyEmail(req, reply, req.params.challenge, req.body),
  );
  app.post('/verify_email', { ...limited(10), schema: { tags: ['auth'], summary: 'Verify the email with an OTP (challenge found by email)', body: verifyBody } }, async (req, reply) => verifyEmail(req, reply, null, req.body));

  /** otp.verify, recording a challenge's lockout as a security event. */
  async function verifyCode(candidateId: number | null, purpose: 'verify_email' | 'reset_password', challenge: string | null, code: string, openOnly = challenge === null): Promise<void> {
    try {
      await otp.verify(candidateId, purpose, challenge, code, openOnly);
    } catch (err) {
      if (candidateId !== null && err instanceof ApiError && err.statusCode === 429) {
        const id = candidateId;
        afterReply(() => security.record(id, 'otp_locked', purpose === 'verify_email' ? 'E-mail verification' : 'Password reset'));
      }
      throw err;
    }
  }

  // ---------- POST /otp/resend (form {email})
  app.post('/otp/resend', { ...limited(5), schema: { tags: ['auth'], summary: 'Send a new verification code', body: emailBody } }, async (req) => {
    const v = req.body;
    const user = await accounts.findByEmail(v.email);
    // The same answer, in text and time, whether or not the account exists or needs a code (no account enumeration):
    // the challenge is drawn here, the code stored and mailed after the answer. No new code while the asking
    // browser's code budget is spent: a fresh challenge must not mean fresh guesses.
    const scope = scopeOf(req, v.email);
    const locked = await codesLocked(scope);
    const challenge = otp.newChallenge();
    if (user && !user.email_verified && !locked) {
      afterReply(async () => {
        const issued = await issueCode(scope, user.id, 'verify_email', challenge);
        if (issued) await mailOtp(user.email, user.first_name, issued.code, 'verify_email');
      });
    }
    return { status: 'success', message: 'A new OTP has been sent to your email address.', redirect: `verify_email/${challenge}/` };
  });

  // ---------- POST /token/refresh/ (form {refresh}); rotation with blacklist
  app.post('/token/refresh', { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['auth'], summary: 'Rotate the refresh token: a new pair, the old refresh blacklisted', body: refreshBody } }, async (req) => {
    return tokens.rotate(req.body.refresh);
  });

  // ---------- POST /logout (form {refresh}); the refresh token is blacklisted
  app.post('/logout', { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['auth'], summary: 'Log out: the refresh token is blacklisted', body: refreshBody } }, async (req) => {
    const v = req.body;
    let userId: number | null = null;
    try {
      await auth.optional(req, undefined as never);
      userId = req.candidateId;
    } catch {
      // An expired access token must not stop a logout: holding the refresh token is proof enough.
    }
    let claims;
    try {
      claims = await tokens.verifyRefresh(v.refresh);
    } catch (err) {
      const detail = err instanceof ApiError ? String(err.body.detail) : 'Token is invalid or expired';
      if (detail === 'Token is blacklisted') return { status: 'success', message: 'Logged out successfully.' };
      throw new ApiError(400, { status: 'error', detail, message: detail });
    }
    if (userId !== null && claims.user_id !== userId) {
      throw new ApiError(400, { status: 'error', detail: 'The refresh token belongs to another account.', message: 'The refresh token belongs to another account.' });
    }
    await tokens.blacklist(claims.jti);
    // The login's access tokens end now too, not when they expire.
    if (claims.fam) await tokens.revokeFamily(claims.fam, 'logout');
    return { status: 'success', message: 'Logged out successfully.' };
  });

  // ---------- POST /register (multipart)
  const registerBody = Type.Object({
    ...personalFields,
    email: Type.Email(),
    password: Type.Password(),
    confirm_password: Type.Password(),
    agree_terms: Type.Flag(false),
    ...preferenceFields,
  });
  app.post('/register', { ...limited(10, 1, true), schema: { tags: ['auth'], summary: 'Register a candidate (then verify the email)', body: registerBody } }, async (req, reply) => {
    const v = req.body;
    const errors = fieldErrors(req);
    const personal = await checkPersonal(db, v, errors);
    if (!errors.password) {
      const problems = passwordProblems(v.password);
      if (problems.length) errors.password = problems;
    }
    if (!errors.password && !errors.confirm_password && v.password !== v.confirm_password) errors.confirm_password = ['Passwords do not match.'];
    if (!errors.agree_terms && !v.agree_terms) errors.agree_terms = ['This field is required'];
    // A new account has no entries of its own: only shared ones (an unshared id answers like a missing one).
    await checkPreferences(db, v, errors, null);
    if (!errors.email) {
      if (await accounts.findByEmail(v.email)) errors.email = ['A candidate with this email address already exists.'];
    }
    if (Object.keys(errors).length || !personal) throw validationError(errors);

    const passwordHash = await hashPassword(v.password);
    let candidateId: number;
    try {
      candidateId = await db.transaction(async (tx) => {
        const id = await AccountRepository.create(tx, {
          email: v.email, passwordHash, ...personal,
        });
        await savePreferences(tx, id, v.country, v);
        return id;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw validationError({ email: ['A candidate with this email address already exists.'] });
      throw err;
    }
    const redirect = await startVerification(candidateId, v.email, v.first_name);
    rememberBrowser(req, reply, v.email);
    const body: RegisterResponse = {
      status: 'success',
      message: 'Your registration was successful! We have sent an OTP to your email address.',
      redirect,
      email: v.email,
    };
    return reply.status(201).send(body);
  });

  // ---------- POST /password/forgot (form {email}) and /password/reset
  app.post('/password/forgot', { ...limited(5), schema: { tags: ['auth'], summary: 'Send a password reset code', body: emailBody } }, async (req) => {
    const v = req.body;
    const account = await accounts.findByEmail(v.email);
    // No new code while the asking browser's code budget is spent: a fresh challenge must not mean fresh guesses. A
    // browser the account knows has a budget of its own, so strangers cannot stop the owner's reset.
    const scope = scopeOf(req, v.email);
    const locked = await codesLocked(scope);
    if (account && !locked) {
      afterReply(async () => {
        const issued = await issueCode(scope, account.id, 'reset_password');
        if (issued) await mailOtp(account.email, account.first_name, issued.code, 'reset_password');
      });
    }
    return { status: 'success', message: 'If an account exists for this email, we have sent it a code to reset the password.' };
  });

  app.post('/password/reset', { ...limited(10, 1, true), schema: { tags: ['auth'], summary: 'Set a new password with the reset code', body: resetPasswordBody } }, async (req, reply) => {
    const v = req.body;
    const errors = fieldErrors(req);
    if (!errors.password) {
      const problems = passwordProblems(v.password);
      if (problems.length) errors.password = problems;
    }
    if (!errors.password && !errors.confirm_password && v.password !== v.confirm_password) errors.confirm_password = ['Passwords do not match.'];
    if (Object.keys(errors).length) throw validationError(errors);
    // One answer for every wrong, spent, expired or unknown code, for known and unknown addresses alike (the same
    // lookups either way); at most ACCOUNT_CODE_FAILURES wrong codes per account and hour from strangers, however
    // many addresses and challenges take part, and as many from each browser the account knows.
    const invalid = new ApiError(400, { status: 'error', message: INVALID_OTP, errors: { otp: [INVALID_OTP] } });
    const scope = scopeOf(req, v.email);
    if (await codesLocked(scope)) throw tooManyCodes();
    const account = await accounts.findByEmail(v.email);
    const hash = await hashPassword(v.password);
    try {
      await verifyCode(account?.id ?? null, 'reset_password', null, v.otp);
    } catch (err) {
      if (err instanceof ApiError && err.statusCode < 500) {
        await codeFailure(scope, account?.id ?? null, 'reset_password');
        throw invalid;
      }
      throw err;
    }
    if (!account) throw invalid;
    await accounts.setPassword(account.id, hash);
    const accountKey = security.accountKey(v.email);
    await security.clearFailures(accountKey, 'login');
    await security.clearFailures(accountKey, 'password');
    await tokens.revokeAll(account.id, 'password_reset');
    await security.record(account.id, 'password_reset', 'Every session was signed out.');
    // The code came by mail: this browser proved the inbox.
    rememberBrowser(req, reply, account.email);
    return { status: 'success', message: 'Your password has been reset. Please log in with the new password.' };
  });
}
