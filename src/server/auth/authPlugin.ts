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
    /** The login family of the access token (sessions list, "Sign out of other sessions"). */
    loginFamily: string | null;
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
        const id = await app.tokens.verifyAccess(token);
        req.candidateId = id.candidateId;
        req.loginFamily = id.family;
      },
      async optional(req) {
        const token = bearer(req);
        const id = token ? await app.tokens.verifyAccess(token) : null;
        req.candidateId = id?.candidateId ?? null;
        req.loginFamily = id?.family ?? null;
      },
    };
    app.decorate('auth', auth);
    app.decorateRequest('candidateId', null);
    app.decorateRequest('loginFamily', null);
    // A response to a call that carried a token is the candidate's own data: never stored by a browser or proxy.
    app.addHook('onSend', async (req, reply) => {
      if ((req.candidateId !== null || req.headers.authorization) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/** The login family set by auth.required. */
export function myFamily(req: FastifyRequest): string {
  if (req.loginFamily === null) throw notAuthenticated();
  return req.loginFamily;
}

/** The candidate id set by auth.required. */
export function me(req: FastifyRequest): number {
  if (req.candidateId === null) throw notAuthenticated();
  return req.candidateId;
}
