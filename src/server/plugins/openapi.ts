import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rejectInvalid } from './forms';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /path" of every /v1 route as registered (OpenAPI path syntax), to check the document covers them. */
    apiRoutes: string[];
    /** "METHOD /path" of every route as registered, /v1 or not, and whether it declares a schema (each should). */
    routeSchemas: { route: string; schema: boolean }[];
  }
  interface FastifySchema {
    /** Content types the body is accepted in (default: all three; the document lists the schema under each). */
    'x-body-types'?: string[];
  }
}

export const OPENAPI_PATH = '/v1/openapi.json';
export const DOCS_PATH = '/v1/docs';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/**
 * The OpenAPI 3 document generated from the route schemas (@fastify/swagger collects them as routes register) and a
 * reference page (@fastify/swagger-ui: external scripts only, so it runs under the app's Content-Security-Policy).
 * Register before the routes.
 */
export default fp(
  async (app: FastifyInstance) => {
    const apiRoutes: string[] = [];
    app.decorate('apiRoutes', apiRoutes);
    const routeSchemas: { route: string; schema: boolean }[] = [];
    app.decorate('routeSchemas', routeSchemas);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeSchemas.push({ route: `${method} ${route.url}`, schema: route.schema !== undefined });
      if (!route.url.startsWith('/v1/') || route.url.startsWith(DOCS_PATH) || route.url === OPENAPI_PATH) return;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${path}`);
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'VeriJobs reference API',
          version: '1',
          description: 'Generated from the route schemas. What a schema cannot say (error shapes, tokens, the cross-site token) is in docs/api.md.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      hideUntagged: false,
      transform: ({ schema, url, route }) => {
        if (!schema) return { schema, url };
        const { body, 'x-body-types': bodyTypes, ...rest } = schema;
        const out: Record<string, unknown> = { ...rest };
        if (body) {
          const types = bodyTypes ?? FORM_TYPES;
          out.body = { content: Object.fromEntries(types.map((t) => [t, { schema: body }])) };
        }
        if ([route.preHandler ?? []].flat().some((h) => h !== rejectInvalid)) out.security ??= [{ bearer: [] }];
        return { schema: out, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: false } });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
