import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notAuthenticated, tokenNotValid } from '../lib/errors';

export interface Auth {
  /** preHandler: a valid access token is required. */
  required(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: a token is optional, but a token that is sent must be valid (so the client refreshes it). */
  optional(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
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

/** Decorates `app.auth` (the two preHandlers routes use) and `req.candidateId`; needs the services plugin's tokens. */
export default fp(
  async (app) => {
    const auth: Auth = {
      async required(req) {
        const token = bearer(req);
        if (!token) throw notAuthenticated();
        req.candidateId = app.tokens.verifyAccess(token);
      },
      async optional(req) {
        const token = bearer(req);
        req.candidateId = token ? app.tokens.verifyAccess(token) : null;
      },
    };
    app.decorate('auth', auth);
    app.decorateRequest('candidateId', null);
  },
  { name: 'auth', dependencies: ['services'] },
);

/** The candidate id set by auth.required. */
export function me(req: FastifyRequest): number {
  if (req.candidateId === null) throw notAuthenticated();
  return req.candidateId;
}
