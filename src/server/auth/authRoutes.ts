import crypto from 'node:crypto';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { DOB_MIN_AGE, PHONE_DIGITS } from '../../shared/constants';
import type { FieldErrors, LoginOtpNeeded, LoginSuccess, RegisterResponse } from '../../shared/apiTypes';
import { checkPreferences, preferenceSchema, savePreferences } from '../candidates/preferences';
import { ApiError, REQUIRED, validationError } from '../lib/errors';
import { readForm } from '../lib/forms';
import { AccountRepository } from './accountRepository';
import { getDummyHash, hashPassword, passwordProblems, verifyPassword } from './passwords';
import { check, f, formJson, pathParams, validate } from '../lib/validate';


const NAME = { max: 50, pattern: /^[\p{L}][\p{L}\p{M} .'-]*$/u, patternMessage: 'Only letters, spaces, apostrophes and hyphens are allowed.' };

/** Login, OTP, refresh, logout, registration and password reset (SimpleJWT's shapes, api/types.ts). */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;
  const { db, tokens, otp, mailer, serverConfig: config } = app;
  const accounts = new AccountRepository(db);
  const limited = (max: number, minutes = 1): RouteShorthandOptions => ({
    config: { csrf: true, rateLimit: { max, timeWindow: minutes * 60_000 } },
  });

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
  const loginSchema = { email: f.email(), password: f.password() };
  app.post('/login', { ...limited(20), schema: { tags: ['auth'], summary: 'Log in: a token pair, or an OTP challenge for an unverified email', 'x-body': formJson(loginSchema) } }, async (req, reply) => {
    const form = await readForm(req);
    const { values, errors } = check(form, loginSchema);
    if (Object.keys(errors).length) {
      const missing = Object.values(errors).some((e) => e.includes(REQUIRED));
      throw validationError(errors, missing ? 'Please fill in all fields.' : 'Invalid email or password.');
    }
    const user = await accounts.findByEmail(values.email);
    const valid = await verifyPassword(values.password, user?.password_hash ?? (await getDummyHash()));
    if (!user || !valid) return reply.status(401).send({ status: 'failed', message: 'Invalid email or password.' });
    if (!user.email_verified) {
      const redirect = await startVerification(user.id, user.email, user.first_name);
      const body: LoginOtpNeeded = {
        status: 'error',
        message: 'Your email is not verified yet. We have sent an OTP to your email address.',
        redirect,
        email: user.email,
      };
      return body;
    }
    const pair = await tokens.issue(user.id);
    const body: LoginSuccess = { status: 'success', ...pair, message: 'Logged in successfully!' };
    return body;
  });

  // ---------- POST verify_email/{challenge}/ and verify_email/ (form {otp, email})
  const verifySchema = {
    otp: f.string({ pattern: /^\d{6}$/, patternMessage: 'Enter the 6-digit code.' }),
    email: f.email(false),
  };
  async function verifyEmail(challenge: string | null, form: Awaited<ReturnType<typeof readForm>>) {
    const v = validate(form, verifySchema);
    let candidateId: number | null = null;
    if (challenge) {
      candidateId = /^[A-Za-z0-9_-]{10,64}$/.test(challenge) ? await otp.candidateOf(challenge) : null;
      if (candidateId && v.email) {
        const email = await accounts.emailOf(candidateId);
        if (email?.toLowerCase() !== v.email) candidateId = null;
      }
    } else if (v.email) {
      candidateId = (await accounts.findByEmail(v.email))?.id ?? null;
    } else {
      throw validationError({ email: [REQUIRED] });
    }
    if (!candidateId) throw new ApiError(400, { status: 'error', message: 'Invalid OTP. Please check the code and try again.' });
    await otp.verify(candidateId, 'verify_email', challenge, v.otp);
    await accounts.markVerified(candidateId);
    const pair = await tokens.issue(candidateId);
    const body: LoginSuccess = { status: 'success', ...pair, message: 'Your OTP verification was successful.' };
    return body;
  }
  app.post<{ Params: { challenge: string } }>('/verify_email/:challenge', { ...limited(10), schema: { tags: ['auth'], summary: 'Verify the email with the OTP of a challenge', params: pathParams('challenge'), 'x-body': formJson(verifySchema) } }, async (req) =>
    verifyEmail(req.params.challenge, await readForm(req)),
  );
  app.post('/verify_email', { ...limited(10), schema: { tags: ['auth'], summary: 'Verify the email with an OTP (challenge found by email)', 'x-body': formJson(verifySchema) } }, async (req) => verifyEmail(null, await readForm(req)));

  // ---------- POST /otp/resend (form {email})
  const emailSchema = { email: f.email() };
  app.post('/otp/resend', { ...limited(5), schema: { tags: ['auth'], summary: 'Send a new verification code', 'x-body': formJson(emailSchema) } }, async (req) => {
    const v = validate(await readForm(req), emailSchema);
    const user = await accounts.findByEmail(v.email);
    // The same answer whether or not the account exists or needs a code (no account enumeration).
    const redirect =
      user && !user.email_verified ? await startVerification(user.id, user.email, user.first_name) : `verify_email/${crypto.randomBytes(18).toString('base64url')}/`;
    return { status: 'success', message: 'A new OTP has been sent to your email address.', redirect };
  });

  // ---------- POST /token/refresh/ (form {refresh}); rotation with blacklist
  const refreshSchema = { refresh: f.string({ max: 2000 }) };
  app.post('/token/refresh', { schema: { tags: ['auth'], summary: 'Rotate the refresh token: a new pair, the old refresh blacklisted', 'x-body': formJson(refreshSchema) } }, async (req) => {
    const v = validate(await readForm(req), refreshSchema);
    return tokens.rotate(v.refresh);
  });

  // ---------- POST /logout (form {refresh}); the refresh token is blacklisted
  app.post('/logout', { schema: { tags: ['auth'], summary: 'Log out: the refresh token is blacklisted', 'x-body': formJson(refreshSchema) } }, async (req) => {
    const v = validate(await readForm(req), refreshSchema);
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
    return { status: 'success', message: 'Logged out successfully.' };
  });

  // ---------- POST /register (multipart)
  const registerSchema = {
    first_name: f.string(NAME),
    last_name: f.string(NAME),
    date_of_birth: f.date(),
    country: f.id(),
    current_location: f.id(),
    phone_number_code: f.optString({ pattern: /^\+\d{1,4}$/, patternMessage: 'Enter a valid country code such as +91.' }),
    phone_number: f.string({ pattern: /^\d{6,15}$/, patternMessage: 'Enter a valid phone number (digits only).' }),
    email: f.email(),
    password: f.password(),
    confirm_password: f.password(),
    agree_terms: f.bool(false),
    ...preferenceSchema,
  };
  app.post('/register', { ...limited(10), schema: { tags: ['auth'], summary: 'Register a candidate (then verify the email)', 'x-body': formJson(registerSchema) } }, async (req, reply) => {
    const form = await readForm(req);
    const { values: v, errors } = check(form, registerSchema);
    const phoneCode = v.phone_number_code || '+91';
    if (!errors.phone_number && phoneCode === '+91' && v.phone_number.length !== PHONE_DIGITS) {
      errors.phone_number = [`Enter a valid ${PHONE_DIGITS}-digit phone number.`];
    }
    if (!errors.date_of_birth) {
      const dob = new Date(`${v.date_of_birth}T00:00:00Z`);
      const limit = new Date();
      limit.setUTCFullYear(limit.getUTCFullYear() - DOB_MIN_AGE);
      if (dob > limit) errors.date_of_birth = [`You must be at least ${DOB_MIN_AGE} years old.`];
      else if (dob.getUTCFullYear() < 1900) errors.date_of_birth = ['Enter a valid date of birth.'];
    }
    if (!errors.password) {
      const problems = passwordProblems(v.password);
      if (problems.length) errors.password = problems;
    }
    if (!errors.password && !errors.confirm_password && v.password !== v.confirm_password) errors.confirm_password = ['Passwords do not match.'];
    if (!errors.agree_terms && !v.agree_terms) errors.agree_terms = ['This field is required'];
    if (!errors.country && !errors.current_location) {
      const cityCountry = await accounts.countryOfCity(v.current_location as number);
      if (!(await accounts.countryExists(v.country as number))) errors.country = [`Invalid id "${v.country}" - object does not exist.`];
      else if (cityCountry === null) errors.current_location = [`Invalid id "${v.current_location}" - object does not exist.`];
      else if (cityCountry !== v.country) errors.current_location = ['The location is not in the selected country.'];
    }
    await checkPreferences(db, v, errors);
    if (!errors.email) {
      if (await accounts.findByEmail(v.email)) errors.email = ['A candidate with this email address already exists.'];
    }
    if (Object.keys(errors).length) throw validationError(errors as FieldErrors);

    const passwordHash = await hashPassword(v.password);
    let candidateId: number;
    try {
      candidateId = await db.transaction(async (tx) => {
        const id = await AccountRepository.create(tx, {
          email: v.email, passwordHash, first_name: v.first_name, last_name: v.last_name, date_of_birth: v.date_of_birth,
          country: v.country as number, current_location: v.current_location as number, phone_number_code: phoneCode, phone_number: v.phone_number,
        });
        await savePreferences(tx, id, v.country as number, v);
        return id;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw validationError({ email: ['A candidate with this email address already exists.'] });
      throw err;
    }
    const redirect = await startVerification(candidateId, v.email, v.first_name);
    const body: RegisterResponse = {
      status: 'success',
      message: 'Your registration was successful! We have sent an OTP to your email address.',
      redirect,
      email: v.email,
    };
    return reply.status(201).send(body);
  });

  // ---------- POST /password/forgot (form {email}) and /password/reset
  app.post('/password/forgot', { ...limited(5), schema: { tags: ['auth'], summary: 'Send a password reset code', 'x-body': formJson(emailSchema) } }, async (req) => {
    const v = validate(await readForm(req), emailSchema);
    const account = await accounts.findByEmail(v.email);
    if (account) {
      const { code } = await otp.create(account.id, 'reset_password');
      await mailOtp(account.email, account.first_name, code, 'reset_password');
    }
    return { status: 'success', message: 'If an account exists for this email, we have sent it a code to reset the password.' };
  });

  const resetSchema = {
    email: f.email(),
    otp: f.string({ pattern: /^\d{6}$/, patternMessage: 'Enter the 6-digit code.' }),
    password: f.password(),
    confirm_password: f.password(),
  };
  app.post('/password/reset', { ...limited(10), schema: { tags: ['auth'], summary: 'Set a new password with the reset code', 'x-body': formJson(resetSchema) } }, async (req) => {
    const { values: v, errors } = check(await readForm(req), resetSchema);
    if (!errors.password) {
      const problems = passwordProblems(v.password);
      if (problems.length) errors.password = problems;
    }
    if (!errors.password && !errors.confirm_password && v.password !== v.confirm_password) errors.confirm_password = ['Passwords do not match.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const account = await accounts.findByEmail(v.email);
    const invalid = 'Invalid OTP. Please check the code and try again.';
    if (!account) throw new ApiError(400, { status: 'error', message: invalid, errors: { otp: [invalid] } });
    try {
      await otp.verify(account.id, 'reset_password', null, v.otp);
    } catch (err) {
      const message = err instanceof ApiError ? String(err.body.message) : invalid;
      throw new ApiError(400, { status: 'error', message, errors: { otp: [message] } });
    }
    const hash = await hashPassword(v.password);
    await accounts.setPassword(account.id, hash);
    await tokens.revokeAll(account.id);
    return { status: 'success', message: 'Your password has been reset. Please log in with the new password.' };
  });
}
