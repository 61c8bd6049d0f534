import path from 'node:path';
import { PGLITE_MAX_BUFFERS_MB } from './db/client';

/** Server configuration, read from the environment with safe defaults (documented in docs/api.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Directory for the embedded database, uploads and the generated JWT secret; 'memory://' keeps all in memory. */
  dataDir: string;
  inMemory: boolean;
  databaseUrl: string | null;
  /** PostgreSQL server only: connections in the pool (DB_POOL_MAX). */
  dbPoolMax: number;
  /** PostgreSQL server only: a statement running longer is cancelled (DB_STATEMENT_TIMEOUT_MS; 0 = never). */
  dbStatementTimeoutMs: number;
  /** Embedded only: PGlite's shared buffers in MB (PGLITE_SHARED_BUFFERS_MB; 0 = sized from the database on disk). */
  pgliteSharedBuffersMb: number;
  /** Embedded only: read the database into memory before listening (DB_WARM; db/warm.ts). */
  warmDb: boolean;
  serveStatic: boolean;
  staticDir: string;
  devEndpoints: boolean;
  rateLimit: boolean;
  csrf: boolean;
  seedJobs: number;
  /** Seed an empty database on start. */
  seed: boolean;
  accessTokenLifetime: number;
  refreshTokenLifetime: number;
  /** When null: generated into DATA_DIR on first run (random per process for memory://). */
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  maxImageBytes: number;
  maxResumeBytes: number;
  bodyLimit: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  /** Wrong codes per account per hour (every address together) before codes are refused for that hour. */
  accountCodeFailures: number;
  /** Wrong passwords per account per 15 minutes (every address together) before password checks are refused. */
  accountPasswordFailures: number;
  /** Start the SmartMatch alert scheduler in main.ts (SCHEDULER=off turns it off). */
  scheduler: boolean;
  /** INGEST_SOURCES: a sources file the server ingests on a schedule (docs/ingestion.md); null: no schedule. */
  ingestSources: string | null;
  /** INGEST_INTERVAL_MINUTES: minutes between scheduled ingestion runs (default 360). */
  ingestIntervalMinutes: number;
  /** INGEST_ALLOW_PRIVATE: sources may be on loopback, private or link-local addresses (default off; issue 33). */
  ingestAllowPrivate: boolean;
  /** Origin used in links of emails and WhatsApp messages; default http://HOST:PORT of this server. */
  publicUrl: string | null;
  /** Request and event logs: 'pretty' (one readable line each), 'json' (one object per line) or 'off'. */
  logMode: LogMode;
  /** Print every message the product sends in full to standard output (when no SMTP_URL is set). */
  printMessages: boolean;
  /** The local mailbox page at /dev/mailbox (docs/first-run.md says when it is on). */
  mailbox: boolean;
  /** Refuse to start when the disk holding DATA_DIR has less free space than this (megabytes). */
  minFreeDiskMb: number;
  production: boolean;
  /** Featured Jobs: the engine's best this many matches (issue 15; also the prefilter's set size). */
  featuredMatchLimit: number;
  /** A candidate list's filter choices come from its first this many jobs (issue 15). */
  listChoicesWindow: number;
  /** How long a candidate's ranked featured list and filter choices are kept (CANDIDATE_LIST_CACHE_MS; 0 = not kept). */
  candidateListCacheMs: number;
  /** How long a public page's description (status, head, no-script content) is kept (PUBLIC_PAGE_CACHE_MS; 0 = not kept). */
  publicPageCacheMs: number;
}

export type LogMode = 'pretty' | 'json' | 'off';

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * LOG=json|pretty|off; unset (or a plain on): pretty when the output is a terminal, JSON otherwise (a log collector
 * reads it). Tests that want silence say LOG=off (testing/testApp.ts, the web tests' API).
 */
function logMode(value: string | undefined, terminal: boolean): LogMode {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'json' || v === 'pretty' || v === 'off') return v;
  if (['0', 'false', 'no'].includes(v)) return 'off';
  if (v !== '' && !['1', 'true', 'on', 'yes'].includes(v)) throw new Error(`Invalid LOG setting: ${value} (use json, pretty or off)`);
  return terminal ? 'pretty' : 'json';
}

/** MAILBOX=on|off; unset or auto: on when no SMTP is configured and the server listens on a loopback address. */
function mailboxOn(value: string | undefined, smtp: boolean, host: string): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'auto') return !smtp && isLoopbackHost(host);
  return flag(v, false);
}

function int(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`Invalid numeric setting: ${value}`);
  return Math.floor(n);
}

/** PGLITE_SHARED_BUFFERS_MB: 0 (sized from the database) or 16 to PGLITE_MAX_BUFFERS_MB. */
function sharedBuffers(value: string | undefined): number {
  const mb = int(value, 0);
  if (mb !== 0 && (mb < 16 || mb > PGLITE_MAX_BUFFERS_MB)) throw new Error(`PGLITE_SHARED_BUFFERS_MB must be 0 or from 16 to ${PGLITE_MAX_BUFFERS_MB}: ${value}`);
  return mb;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
  terminal: boolean = process.stdout.isTTY === true,
): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '127.0.0.1';
  const smtpUrl = env.SMTP_URL || null;
  const log = logMode(env.LOG, terminal);
  const dataDirRaw = env.DATA_DIR && env.DATA_DIR.trim() !== '' ? env.DATA_DIR : '.data/';
  const inMemory = dataDirRaw === 'memory://';
  const config: ServerConfig = {
    port: int(env.PORT, 8080),
    host,
    dataDir: inMemory ? dataDirRaw : path.resolve(dataDirRaw),
    inMemory,
    databaseUrl: env.DATABASE_URL || null,
    dbPoolMax: int(env.DB_POOL_MAX, 10, 1),
    dbStatementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, 5000),
    pgliteSharedBuffersMb: sharedBuffers(env.PGLITE_SHARED_BUFFERS_MB),
    warmDb: flag(env.DB_WARM, true),
    serveStatic: flag(env.SERVE_STATIC, true),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    devEndpoints: flag(env.ENABLE_DEV_ENDPOINTS, !production),
    rateLimit: !flag(env.DISABLE_RATE_LIMIT, false),
    csrf: !flag(env.DISABLE_CSRF, false),
    seedJobs: int(env.SEED_JOBS, 5300),
    seed: flag(env.SEED, true),
    accessTokenLifetime: int(env.ACCESS_TOKEN_LIFETIME, 300, 1),
    refreshTokenLifetime: int(env.REFRESH_TOKEN_LIFETIME, 7 * 24 * 3600, 1),
    jwtSecret: env.JWT_SECRET || null,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'VeriJobs <no-reply@verijobs.example>',
    maxImageBytes: int(env.MAX_IMAGE_BYTES, 2 * 1024 * 1024, 1),
    maxResumeBytes: int(env.MAX_RESUME_BYTES, 5 * 1024 * 1024, 1),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 1024),
    otpTtlSeconds: int(env.OTP_TTL_SECONDS, 600, 1),
    otpMaxAttempts: int(env.OTP_MAX_ATTEMPTS, 5, 1),
    accountCodeFailures: int(env.ACCOUNT_CODE_FAILURES, 10, 1),
    accountPasswordFailures: int(env.ACCOUNT_PASSWORD_FAILURES, 10, 1),
    scheduler: flag(env.SCHEDULER, true),
    ingestSources: env.INGEST_SOURCES || null,
    ingestIntervalMinutes: int(env.INGEST_INTERVAL_MINUTES, 360, 1),
    ingestAllowPrivate: flag(env.INGEST_ALLOW_PRIVATE, false),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    logMode: log,
    printMessages: !smtpUrl && log !== 'off',
    mailbox: mailboxOn(env.MAILBOX, smtpUrl !== null, host),
    minFreeDiskMb: int(env.MIN_FREE_DISK_MB, 64),
    production,
    featuredMatchLimit: 200,
    listChoicesWindow: 200,
    candidateListCacheMs: int(env.CANDIDATE_LIST_CACHE_MS, 60_000),
    publicPageCacheMs: int(env.PUBLIC_PAGE_CACHE_MS, 5_000),
  };
  return { ...config, ...overrides };
}
