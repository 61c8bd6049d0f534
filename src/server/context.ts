import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { notAuthenticated, tokenNotValid } from './lib/errors';
import type { AlertService } from './lib/alerts';
import type { Mailer } from './lib/mailer';
import type { OtpService } from './lib/otp';
import type { TokenService } from './lib/tokens';

/** What every route plugin gets: configuration, database, services. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  tokens: TokenService;
  otp: OtpService;
  mailer: Mailer;
  uploadsDir: string;
  /** The server secret (JWT, OTP hashes, signed alert links). */
  secret: string;
  /** Origin for links in messages: PUBLIC_URL, else this server's own address. */
  publicUrl(): string;
  alerts: AlertService;
}

declare module 'fastify' {
  interface FastifyRequest {
    candidateId: number | null;
  }
  interface FastifyContextConfig {
    /** State-changing call made without a bearer token: needs the csrftoken cookie echoed in X-CSRFToken. */
    csrf?: boolean;
  }
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  if (!m) throw tokenNotValid('Authorization header must contain two space-delimited values', null);
  return m[1];
}

export function makeAuth(ctx: AppContext) {
  return {
    /** preHandler: a valid access token is required. */
    async required(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const token = bearer(req);
      if (!token) throw notAuthenticated();
      req.candidateId = ctx.tokens.verifyAccess(token);
    },
    /** preHandler: a token is optional, but a token that is sent must be valid (so the client refreshes it). */
    async optional(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const token = bearer(req);
      req.candidateId = token ? ctx.tokens.verifyAccess(token) : null;
    },
  };
}

export type Auth = ReturnType<typeof makeAuth>;

/** The candidate id set by auth.required. */
export function me(req: FastifyRequest): number {
  if (req.candidateId === null) throw notAuthenticated();
  return req.candidateId;
}
