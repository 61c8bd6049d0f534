import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/constants';
import type { ServerConfig } from './config';
import { makeAuth, type AppContext } from './context';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { isSeeded, seed } from './db/seed';
import { readCookie, serializeCookie } from './lib/cookies';
import { ApiError } from './lib/errors';
import { AlertService } from './lib/alerts';
import { Mailer } from './lib/mailer';
import { OtpService } from './lib/otp';
import { resolveFile, sendFile } from './lib/staticFiles';
import { createAppShell } from './lib/appShell';
import { TokenService } from './lib/tokens';
import alertRoutes from './routes/alerts';
import candidateRoutes from './routes/candidate';
import miscRoutes from './routes/misc';
import publicRoutes from './routes/public';
import sessionRoutes from './routes/session';
import smartmatchRoutes from './routes/smartmatch';

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (it is closed with the app). */
  db?: Db;
  /** Start from a dumped PGlite data directory (tests share one seeded database this way). */
  loadDataDir?: Blob;
  /** The alert scheduler's clock (tests inject a fixed one). */
  clock?: () => Date;
}

export type App = FastifyInstance & { ctx: AppContext };

/** Secret for JWT and OTP hashing: JWT_SECRET, else generated into DATA_DIR on first run (random per process in memory). */
function loadSecret(config: ServerConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.inMemory) return crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return fs.readFileSync(file, 'utf8').trim();
}

function uploadsDirFor(config: ServerConfig): { dir: string; temporary: boolean } {
  if (config.inMemory) return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-uploads-')), temporary: true };
  const dir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  return { dir, temporary: false };
}

/** JSON body of a Fastify/plugin error: the field and reason where known, never a stack trace. */
function errorBody(err: FastifyError): { status: number; body: Record<string, unknown> } {
  const code = err.code ?? '';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
    return { status: 413, body: { status: 'error', message: 'The request body is too large.' } };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
    return { status: 415, body: { status: 'error', message: 'Unsupported content type. Send multipart form data or JSON.' } };
  }
  if (code.startsWith('FST_ERR_CTP') || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
    return { status: 400, body: { status: 'error', message: 'The request body could not be parsed.' } };
  }
  if (err.statusCode === 429) {
    return { status: 429, body: { status: 'error', message: 'Too many requests. Please try again later.', detail: 'Too many requests. Please try again later.' } };
  }
  if (err.validation) {
    const errors: Record<string, string[]> = {};
    for (const v of err.validation) {
      const field = (v.instancePath || '').replace(/^\//, '') || String((v.params as { missingProperty?: string }).missingProperty ?? 'body');
      (errors[field] ??= []).push(v.message ?? 'Invalid value.');
    }
    return { status: 400, body: { status: 'error', message: 'Validation Error', errors } };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: { status: 'error', message: err.message } };
  }
  return { status: 500, body: { status: 'error', message: 'Something went wrong on our side. Please try again later.' } };
}

function isHashedAsset(url: string): boolean {
  return /\/assets\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(url);
}

export async function buildApp(config: ServerConfig, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: config.logger ? { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] } : false,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }) as unknown as App;

  const db = opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, loadDataDir: opts.loadDataDir }));
  try {
    await migrate(db);
    if (config.seed && !(await isSeeded(db))) {
      const result = await seed(db, { jobs: config.seedJobs });
      app.log.info(result, 'seeded an empty database');
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  const secret = loadSecret(config);
  const uploads = uploadsDirFor(config);
  const mailer = new Mailer(db, app.log, config.mailFrom, config.smtpUrl);
  const publicUrl = (): string => {
    if (config.publicUrl) return config.publicUrl;
    const address = app.server?.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
    return `http://${host}:${port}`;
  };
  const ctx: AppContext = {
    config,
    db,
    tokens: new TokenService(db, secret, config.accessTokenLifetime, config.refreshTokenLifetime),
    otp: new OtpService(db, secret, config.otpTtlSeconds, config.otpMaxAttempts),
    mailer,
    uploadsDir: uploads.dir,
    secret,
    publicUrl,
    alerts: new AlertService({ db, mailer, secret, publicUrl, log: app.log, clock: opts.clock }),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('candidateId', null);
  app.addHook('onClose', async () => {
    await ctx.alerts.stop();
    ctx.mailer.close();
    await db.close();
    if (uploads.temporary) fs.rmSync(uploads.dir, { recursive: true, force: true });
  });

  // Body parsers: JSON (Fastify's), url-encoded, multipart (read per route by lib/forms.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: config.bodyLimit }, (_req, body, done) => {
    const out: Record<string, string[]> = {};
    for (const [k, v] of new URLSearchParams(body as string)) (out[k] ??= []).push(v);
    done(null, out);
  });
  await app.register(multipart, { limits: { fileSize: Math.max(config.maxImageBytes, config.maxResumeBytes), files: 1, fields: 300, fieldSize: 64 * 1024 } });
  await app.register(helmet, {
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS-terminating proxy; on plain http://127.0.0.1 it would only pin the browser.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  if (config.rateLimit) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, context) =>
        new ApiError(429, {
          status: 'error',
          message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
          detail: 'Too many requests. Please try again later.',
        }) as unknown as { statusCode: number },
    });
  }

  // Cross-site token (spec 7): cookie `csrftoken` on every response; state-changing calls without a bearer echo it.
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const existing = readCookie(req.headers.cookie, CSRF_COOKIE);
    if (!existing || !/^[A-Za-z0-9_-]{16,128}$/.test(existing)) {
      reply.header('set-cookie', serializeCookie(CSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), 365 * 24 * 3600));
    }
  });
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (!config.csrf || !req.routeOptions.config?.csrf) return;
    if (req.headers.authorization) return;
    const cookieToken = readCookie(req.headers.cookie, CSRF_COOKIE) ?? '';
    const header = req.headers[CSRF_HEADER.toLowerCase()];
    const headerToken = typeof header === 'string' ? header : '';
    const a = Buffer.from(cookieToken);
    const b = Buffer.from(headerToken);
    if (!cookieToken || a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
      throw new ApiError(403, { status: 'error', message: 'CSRF Failed: CSRF token missing or incorrect.', detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return reply.status(err.statusCode).send(err.body);
    const { status, body } = errorBody(err);
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    return reply.status(status).send(body);
  });

  const auth = makeAuth(ctx);
  await app.register(
    async (v1) => {
      await v1.register(publicRoutes, { ctx, auth });
      await v1.register(sessionRoutes, { ctx, auth });
      await v1.register(candidateRoutes, { ctx, auth });
      await v1.register(smartmatchRoutes, { ctx, auth });
      await v1.register(miscRoutes, { ctx, auth });
      await v1.register(alertRoutes, { ctx, auth });
    },
    { prefix: '/v1' },
  );

  // Uploaded files, served back by URL (sandboxed: never rendered as active content on our origin).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (req, reply) => {
      const found = resolveFile(uploads.dir, (req.params as { '*': string })['*']);
      if (!found) return reply.status(404).send({ status: 'error', message: 'Not found.', detail: 'Not found.' });
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return sendFile(req, reply, found, 'private, max-age=3600');
    },
  });

  // The app bundle: hashed assets immutable, index.html no-cache, history fallback for client routes.
  const indexFile = path.join(config.staticDir, 'index.html');
  const serveApp = config.serveStatic && fs.existsSync(indexFile);
  if (config.serveStatic && !serveApp) app.log.warn(`SERVE_STATIC is on but ${indexFile} is missing: run npm run build`);
  const appShell = serveApp ? createAppShell(config.staticDir) : null;

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/v1/') || url === '/v1' || url.startsWith('/uploads/')) {
      return reply.status(404).send({ status: 'error', message: 'Not found.', detail: 'Not found.' });
    }
    if (serveApp && (req.method === 'GET' || req.method === 'HEAD')) {
      const found = url === '/' ? null : resolveFile(config.staticDir, url);
      if (found) return sendFile(req, reply, found, isHashedAsset(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (appShell && !/\.[a-z0-9]{1,8}$/i.test(url)) return appShell.send(req, reply, url);
    }
    return reply.status(404).send({ status: 'error', message: 'Not found.' });
  });

  return app;
}
