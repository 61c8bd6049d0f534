import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { TokenService } from '../auth/tokens';
import type { OtpService } from '../auth/otp';
import type { SecurityLog } from '../auth/securityLog';
import type { Mailer } from '../mail/mailer';
import type { AlertService } from '../smartmatch/alerts';
import type { SmartMatchPort } from '../candidates/smartMatchPort';

/** What the domains share: configuration, the database and the long-lived services app.ts builds once. */
export interface Services {
  serverConfig: ServerConfig;
  db: Db;
  tokens: TokenService;
  otp: OtpService;
  security: SecurityLog;
  mailer: Mailer;
  uploadsDir: string;
  /** The server secret (JWT, OTP hashes, signed alert links). */
  secret: string;
  /** Origin for links in messages: PUBLIC_URL, else this server's own address. */
  publicUrl(): string;
  alerts: AlertService;
  /** SmartMatch's featured ranking and export, for the candidate domain (candidates/smartMatchPort.ts). */
  smartMatch: SmartMatchPort;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the decorators below
  interface FastifyInstance extends Services {}
}

/** Decorates the root instance (fastify-plugin: not encapsulated) so every domain plugin reads `app.db` and friends. */
export default fp<Services>(
  async (app, services) => {
    for (const [name, value] of Object.entries(services)) app.decorate(name, value);
  },
  { name: 'services' },
);
