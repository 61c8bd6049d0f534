import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import CsrfTokens from '@fastify/csrf';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, LOGIN_COOKIE } from '../shared/constants';
import pinoPretty from 'pino-pretty';
import type { LogMode, ServerConfig } from './config';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { isSeeded, seed } from './db/seed';
import { ApiError } from './lib/errors';
import { fieldErrorsOf } from './lib/schema';
import authPlugin from './auth/authPlugin';
import accountRoutes from './auth/accountRoutes';
import authRoutes from './auth/authRoutes';
import { OtpService } from './auth/otp';
import { SecurityLog } from './auth/securityLog';
import { TokenService } from './auth/tokens';
import candidateRoutes from './candidates/candidateRoutes';
import privacyRoutes, { finishFileRemovals, sweepOrphanFiles } from './candidates/privacyRoutes';
import phoneRoutes from './candidates/phoneRoutes';
import { recomputeQueuedTrust } from './trust/trustRepository';
import { profileImageIsLive } from './candidates/privacyRepository';
import { moveLegacyResumes } from './candidates/resumeStore';
import { uploadRelativePath } from './candidates/uploads';
import { JobRepository } from './jobs/jobRepository';
import exchangeRateRoutes from './trust/exchangeRateRoutes';
import { ExchangeRates } from './trust/exchangeRates';
import reportRoutes from './trust/reportRoutes';
import jobRoutes from './jobs/jobRoutes';
import { createAppShell } from './lib/appShell';
import { Mailer } from './mail/mailer';
import forms, { AJV_OPTIONS } from './plugins/forms';
import openapi from './plugins/openapi';
import { PublicPages } from './render/publicPages';
import { KeptPublicPages } from './render/keptPublicPages';
import { loadReactRenderer } from './render/reactRenderer';
import renderRoutes from './render/renderRoutes';
import { loadSiteContent } from './render/siteContent';
import services, { type Services } from './plugins/services';
import demoCareersRoutes from './demoCareers/demoCareersRoutes';
import siteRoutes from './site/siteRoutes';
import { BUSY_BODY, DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './lib/dbErrors';
import { AlertService } from './smartmatch/alerts';
import alertRoutes from './smartmatch/alertRoutes';
import ingestionRoutes from './ingestion/ingestionRoutes';
import smartmatchRoutes from './smartmatch/smartmatchRoutes';
import { rankFeatured } from './smartmatch/featured';
import { exportSmartMatches } from './smartmatch/smartmatchRepository';
import mailboxRoutes, { MAILBOX_PATH } from './mail/mailboxRoutes';
import { formatMessageForConsole, type OutboxRow } from './mail/printMessage';
import { checkFreeSpace } from './startup/explainStartupError';

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (it is closed with the app). */
  db?: Db;
  /** Start from a dumped PGlite data directory (tests share one seeded database this way). */
  loadDataDir?: Blob;
  /** The alert scheduler's clock (tests inject a fixed one). */
  clock?: () => Date;
  /** Where logs and printed messages go (default the process's stdout and stderr; tests capture them). */
  output?: ServerOutput;
}

/** The server's two output streams: log lines on `stdout`; in JSON mode, messages for people on `stderr`. */
export interface ServerOutput {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyRequest {
    /** The cross-site token minted for this request because it sent no valid one (null when its cookie is valid). */
    csrfToken: string | null;
  }
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** In a terminal, one short line per request ("GET /v1/… 200 12 ms"); the JSON form keeps Fastify's two objects. */
class CompactRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** LOG=pretty: pino's own pretty printer, in this thread (no worker), one line per event; json: pino's lines. */
function loggerOptions(mode: LogMode, stdout: NodeJS.WritableStream | undefined): false | Record<string, unknown> {
  if (mode === 'off') return false;
  // No stream given: pino's own synchronous writer on fd 1.
  if (mode === 'json') return { level: 'info', redact: REDACT, ...(stdout ? { stream: stdout } : {}) };
  const stream = pinoPretty({
    colorize: stdout ? false : process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    sync: true,
    ...(stdout ? { destination: stdout } : {}),
  });
  return { level: 'info', redact: REDACT, stream };
}

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
  if (isDatabaseUnavailable(err)) {
    // PostgreSQL cancelled the statement (DB_STATEMENT_TIMEOUT_MS), or the database cannot be reached or is shutting
    // down (issue 33): the server is overloaded or restarting, not the request wrong. Sent with Retry-After.
    return { status: 503, body: BUSY_BODY };
  }
  if (err.statusCode === 429) {
    return { status: 429, body: { status: 'error', message: 'Too many requests. Please try again later.', detail: 'Too many requests. Please try again later.' } };
  }
  if (err.validation) {
    return { status: 400, body: { status: 'error', message: 'Validation Error', errors: fieldErrorsOf(err.validation) } };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: { status: 'error', message: err.message } };
  }
  return { status: 500, body: { status: 'error', message: 'Something went wrong on our side. Please try again later.' } };
}

/** A build output whose name carries its content hash (also its precompressed `.br`/`.gz` copy). */
function isHashedAsset(file: string): boolean {
  return /\/assets\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i.test(file.split(path.sep).join('/'));
}

/** Below a server-rendered page's content for clients without JavaScript. */
const NOSCRIPT_NOTE = 'Turn on JavaScript to search, apply and save jobs.';

// JavaScript as RFC 9239 names it (the `mime` table under @fastify/send still says application/javascript).
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

export async function buildApp(config: ServerConfig, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logMode, opts.output?.stdout),
    ...(config.logMode === 'pretty' ? { logController: new CompactRequestLog() } : {}),
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: AJV_OPTIONS,
  });

  const db =
    opts.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      poolMax: config.dbPoolMax,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      sharedBuffersMb: config.pgliteSharedBuffersMb,
      dataDir: config.dataDir,
      loadDataDir: opts.loadDataDir,
      beforeOpen: (dir) => checkFreeSpace(dir, config.minFreeDiskMb),
    }));
  try {
    // Migrations and the seed are maintenance, not requests: on a PostgreSQL server their whole-catalogue statements
    // (an index built over a million jobs, the salary norms, VACUUM ANALYZE) run on a connection of their own without
    // the statement timeout that bounds requests (DB_STATEMENT_TIMEOUT_MS).
    const maintenance =
      !opts.db && db.kind === 'pg' && config.databaseUrl && config.dbStatementTimeoutMs > 0
        ? await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1, statementTimeoutMs: 0 })
        : db;
    try {
      await migrate(maintenance);
      await new ExchangeRates(maintenance).syncShipped();
      if (config.seed && !(await isSeeded(maintenance))) {
        const result = await seed(maintenance, { jobs: config.seedJobs });
        app.log.info(result, 'seeded an empty database');
      }
    } finally {
      if (maintenance !== db) await maintenance.close();
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  const secret = loadSecret(config);
  const uploads = uploadsDirFor(config);
  const movedResumes = moveLegacyResumes(uploads.dir);
  if (movedResumes) app.log.info({ files: movedResumes }, 'moved public résumés to the private store');
  // Issue 33: files of accounts deleted just before a crash (recorded in pending_file_removals) are removed now.
  try {
    const removals = await finishFileRemovals(db, uploads.dir, app.log);
    if (removals.removed || removals.failed) app.log.info(removals, "finished removing deleted accounts' files");
    const orphans = await sweepOrphanFiles(db, uploads.dir, app.log);
    if (orphans) app.log.info({ files: orphans }, 'removed uploads no account holds');
  } catch (err) {
    // Not a reason to refuse to start: the files stay pending (and unserved) until a later start removes them.
    app.log.warn({ err }, "could not finish removing deleted accounts' files");
  }
  // Issue 33: jobs queued to be judged again (after the upgrade to weighed reports, every reported job).
  try {
    const rejudged = await recomputeQueuedTrust(db);
    if (rejudged) app.log.info({ jobs: rejudged }, 'judged reported jobs again with weighed reports');
  } catch (err) {
    app.log.warn({ err }, 'could not judge the queued jobs again; they stay queued for the next start');
  }
  const publicUrl = (): string => {
    if (config.publicUrl) return config.publicUrl;
    const address = app.server?.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
    return `http://${host}:${port}`;
  };
  // Without SMTP every message is printed in full. In a terminal (pretty logs) between the log lines; with JSON logs
  // on stderr, so stdout stays one JSON object a line for a collector (docs/first-run.md).
  const messagesTo = config.logMode === 'json' ? (opts.output?.stderr ?? process.stderr) : (opts.output?.stdout ?? process.stdout);
  const echo = config.printMessages
    ? (msg: OutboxRow) => {
        messagesTo.write(formatMessageForConsole(msg, config.mailbox ? `${publicUrl()}${MAILBOX_PATH}` : null) + '\n');
      }
    : null;
  const mailer = new Mailer(db, app.log, config.mailFrom, config.smtpUrl, echo);
  const shared: Services = {
    serverConfig: config,
    db,
    tokens: new TokenService(db, secret, config.accessTokenLifetime, config.refreshTokenLifetime),
    otp: new OtpService(db, secret, config.otpTtlSeconds, config.otpMaxAttempts),
    security: new SecurityLog(db, secret),
    mailer,
    uploadsDir: uploads.dir,
    secret,
    publicUrl,
    alerts: new AlertService({ db, mailer, secret, publicUrl, log: app.log, clock: opts.clock }),
    smartMatch: {
      rankFeatured: (candidateId, smartmatchId, limit) => rankFeatured(db, candidateId, smartmatchId, limit),
      exportSmartMatches: (candidateId) => exportSmartMatches(db, candidateId),
    },
  };
  shared.tokens.onReuse = (candidateId) => shared.security.record(candidateId, 'token_reuse', 'A refresh token was used twice: that login was ended.');
  await app.register(services, shared);
  await app.register(authPlugin);
  app.addHook('onClose', async () => {
    await shared.alerts.stop();
    shared.mailer.close();
    await db.close();
    if (uploads.temporary) fs.rmSync(uploads.dir, { recursive: true, force: true });
  });

  // Body parsers: JSON (Fastify's), url-encoded, multipart (read into the route schema's object by plugins/forms.ts).
  await app.register(formbody, { bodyLimit: config.bodyLimit });
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
  // Request schemas: every route's body, query string and path validated by Fastify's Ajv (docs/api.md).
  await app.register(forms);

  // Cross-site token (spec 7): cookie `csrftoken` on every response; state-changing calls without a bearer echo it in
  // X-CSRFToken (double submit, the client's contract; docs/architecture.md says why not @fastify/csrf-protection).
  // @fastify/cookie parses and serialises the cookie; @fastify/csrf mints and checks the token, keyed by the app
  // secret, so only a token this server issued counts. A request without a valid one gets a new one, set as a header
  // at once and kept as req.csrfToken, which GET /v1/csrf returns.
  await app.register(fastifyCookie);
  const csrfTokens = new CsrfTokens({ userInfo: false });
  const csrfKey = crypto.createHmac('sha256', secret).update(CSRF_COOKIE).digest('base64url');
  app.decorateRequest('csrfToken', null);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!csrfTokens.verify(csrfKey, req.cookies[CSRF_COOKIE] ?? '')) {
      req.csrfToken = csrfTokens.create(csrfKey);
      reply.header('set-cookie', app.serializeCookie(CSRF_COOKIE, req.csrfToken, { maxAge: 365 * 24 * 3600, path: '/', sameSite: 'lax' }));
    }
  });
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (!config.csrf || !req.routeOptions.config?.csrf) return;
    // Only a VALID bearer token stands in for the cross-site token (a browser never adds one on its own).
    if (req.headers.authorization && (await app.auth.optional(req, undefined as never).then(() => req.candidateId !== null, () => false))) return;
    const cookie = Buffer.from(req.cookies[CSRF_COOKIE] ?? '');
    const header = Buffer.from(String(req.headers[CSRF_HEADER.toLowerCase()] ?? ''));
    if (header.length !== cookie.length || !crypto.timingSafeEqual(header, cookie) || !csrfTokens.verify(csrfKey, header.toString())) {
      throw new ApiError(403, { status: 'error', message: 'CSRF Failed: CSRF token missing or incorrect.', detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return reply.status(err.statusCode).send(err.body);
    const { status, body } = errorBody(err);
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    if (status === 503) void reply.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    return reply.status(status).send(body);
  });

  await app.register(openapi);
  await app.register(
    async (v1) => {
      await v1.register(jobRoutes);
      await v1.register(authRoutes);
      await v1.register(candidateRoutes);
      await v1.register(privacyRoutes);
      await v1.register(phoneRoutes);
      await v1.register(accountRoutes);
      await v1.register(reportRoutes);
      await v1.register(exchangeRateRoutes);
      await v1.register(smartmatchRoutes);
      await v1.register(siteRoutes);
      await v1.register(alertRoutes);
      await v1.register(ingestionRoutes);
    },
    { prefix: '/v1' },
  );

  await app.register(mailboxRoutes, { db, enabled: config.mailbox, mailFrom: config.mailFrom, names: { host: config.host, publicUrl: config.publicUrl } });
  // The demo catalogue's employers' careers pages (issue 29): where its Apply, source and website links lead.
  await app.register(demoCareersRoutes);

  // Files: @fastify/static (ETag, 304, HEAD, Range; hidden files ignored). A miss falls through to the not-found
  // handler below. Uploaded files are served back by URL, sandboxed: never rendered as active content on our origin.
  const staticOptions = { decorateReply: false, index: false, dotfiles: 'ignore', cacheControl: false } as const;
  await app.register(async (scope) => {
    // Issue 33: an image is served only while an existing candidate shows it and it is not pending removal, so a
    // deleted account's image answers 404 from the commit on, even before (or without) its file being removed. One
    // indexed lookup per request; only the canonical /uploads/profile/<name> form is looked up, anything else is 404.
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      let publicPath: string;
      try {
        publicPath = decodeURIComponent(req.url.split('?', 1)[0]);
      } catch {
        publicPath = '';
      }
      const relative = uploadRelativePath(publicPath);
      if (relative && (await profileImageIsLive(db, publicPath, relative))) return;
      return reply.status(404).send({ status: 'error', message: 'Not found.', detail: 'Not found.' });
    });
    await scope.register(fastifyStatic, {
      ...staticOptions,
      root: uploads.dir,
      prefix: '/uploads/',
      // Only profile images are public; résumés live in the private store (a dot folder, never served).
      allowedPath: (pathName: string) => pathName.startsWith('/profile/'),
      // `private`: no shared cache keeps it. An image's name is random and never reused (a new upload is a new URL), so
      // an hour in the viewer's own browser cannot show a stale image; after a deletion only a browser that had already
      // loaded it may keep it for at most that hour, while the server answers 404 at once.
      setHeaders: (reply) => reply.header('Cache-Control', 'private, max-age=3600').header('Content-Security-Policy', "default-src 'none'; sandbox"),
    });
  });

  // The app bundle: hashed assets immutable, the rest no-cache, their brotli/gzip copies sent to clients that take
  // them; a route per built file (wildcard: false), so every other path reaches the history fallback below.
  const indexFile = path.join(config.staticDir, 'index.html');
  const serveApp = config.serveStatic && fs.existsSync(indexFile);
  if (config.serveStatic && !serveApp) app.log.warn(`SERVE_STATIC is on but ${indexFile} is missing: run npm run build`);
  const appShell = serveApp ? createAppShell(config.staticDir) : null;
  // Public pages described on the server (server/render, docs/rendering.md): metadata, JSON-LD, status and the content
  // shown without JavaScript, from the database and the build's content table; robots.txt and the sitemaps beside them.
  const siteContent = loadSiteContent(serveApp ? config.staticDir : null);
  const keptPages = new KeptPublicPages(new PublicPages(new JobRepository(db), siteContent, publicUrl), config.publicPageCacheMs, NOSCRIPT_NOTE);
  // Slice 2: the React render of public pages, when the build wrote its bundle (else slice 1's shell alone).
  const reactRenderer = serveApp ? loadReactRenderer(app, config.staticDir) : null;
  await app.register(renderRoutes, { content: siteContent });
  if (serveApp) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: path.resolve(config.staticDir),
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('Cache-Control', isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const [url, search = ''] = req.url.split('?', 2);
    if (url.startsWith('/v1/') || url === '/v1' || url.startsWith('/uploads/')) {
      return reply.status(404).send({ status: 'error', message: 'Not found.', detail: 'Not found.' });
    }
    if (appShell && (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(url)) {
      let page = null;
      try {
        page = await keptPages.resolve(url, search);
      } catch (err) {
        // The database failing must not take the app down with it: the plain shell still starts the app.
        req.log.error({ err }, 'could not describe a public page');
      }
      if (!page) return appShell.send(req, reply, url);
      // Visitors' pages only: a logged-in candidate's pages show their own data (flags, profile), which the server
      // cannot fetch for them (the bearer token lives in the browser); their app starts client-side as before.
      // Pages that are not 200 (404, 410) keep the shell too: their useful content is slice 1's.
      let react = null;
      if (reactRenderer && page.status === 200 && req.cookies[LOGIN_COOKIE] !== 'true') {
        try {
          const rendered = await reactRenderer.render(url + (search ? `?${search}` : ''), String(req.headers['user-agent'] ?? ''));
          react = rendered.page;
          const t = react.timings;
          reply.header(
            'Server-Timing',
            rendered.hit ? 'render;desc="kept"' : `data;dur=${t.data.toFixed(1)}, render;dur=${t.render.toFixed(1)}, styles;dur=${t.styles.toFixed(1)}`,
          );
        } catch (err) {
          // The client renders the page itself, as it did before slice 2.
          req.log.error({ err }, 'could not render a public page with React');
        }
      }
      return appShell.send(req, reply, url, keptPages.shellPage(page, react));
    }
    return reply.status(404).send({ status: 'error', message: 'Not found.' });
  });

  return app;
}
