import path from 'node:path';

/** Server configuration, read from the environment with safe defaults (documented in docs/api.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Directory for the embedded database, uploads and the generated JWT secret; 'memory://' keeps all in memory. */
  dataDir: string;
  inMemory: boolean;
  databaseUrl: string | null;
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
  /** Start the SmartMatch alert scheduler in main.ts (SCHEDULER=off turns it off). */
  scheduler: boolean;
  /** Origin used in links of emails and WhatsApp messages; default http://HOST:PORT of this server. */
  publicUrl: string | null;
  logger: boolean;
  production: boolean;
}

function int(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`Invalid numeric setting: ${value}`);
  return Math.floor(n);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDirRaw = env.DATA_DIR && env.DATA_DIR.trim() !== '' ? env.DATA_DIR : '.data/';
  const inMemory = dataDirRaw === 'memory://';
  const config: ServerConfig = {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: inMemory ? dataDirRaw : path.resolve(dataDirRaw),
    inMemory,
    databaseUrl: env.DATABASE_URL || null,
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
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'VeriJobs <no-reply@verijobs.example>',
    maxImageBytes: int(env.MAX_IMAGE_BYTES, 2 * 1024 * 1024, 1),
    maxResumeBytes: int(env.MAX_RESUME_BYTES, 5 * 1024 * 1024, 1),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 1024),
    otpTtlSeconds: int(env.OTP_TTL_SECONDS, 600, 1),
    otpMaxAttempts: int(env.OTP_MAX_ATTEMPTS, 5, 1),
    scheduler: flag(env.SCHEDULER, true),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    logger: flag(env.LOG, env.NODE_ENV !== 'test'),
    production,
  };
  return { ...config, ...overrides };
}
