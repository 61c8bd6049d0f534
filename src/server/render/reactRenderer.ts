import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { RENDER_BUNDLE_FILE, ssrViewportWidth, type RenderBundle, type RenderResult } from '../../shared/serverRender';

/**
 * The React render of public pages (issue 18, slice 2; docs/rendering.md). The build writes the render bundle
 * (src/render/ for Node) to dist/server/render.js; it is loaded here by file path, so the server never imports web
 * code. Without the file (a build without it, the unit tests) there is no renderer and pages keep slice 1's shell.
 *
 * Renders are kept RENDER_CACHE_TTL_MS per URL and viewport (a visitor's page is the same for every visitor: the
 * server renders visitors' pages only) and requests for a render in progress share it: a render costs ~15 ms of CPU
 * (data through the API in-process, then React), a kept one nothing. A page shows data at most that old; a job that
 * closes answers 410 at once all the same (its status comes from slice 1's per-request description).
 */
export const RENDER_CACHE_TTL_MS = 30_000;
/** Renders kept at most (bytes of HTML, styles and state; a job page is ~120 KB). */
const RENDER_CACHE_BYTES = 48 * 1024 * 1024;

export interface ReactRender {
  page: RenderResult;
  /** Served from the kept renders. */
  hit: boolean;
}

export interface ReactRenderer {
  render(url: string, userAgent: string): Promise<ReactRender>;
}

export function loadReactRenderer(app: FastifyInstance, staticDir: string): ReactRenderer | null {
  const file = path.resolve(staticDir, RENDER_BUNDLE_FILE);
  if (!fs.existsSync(file)) return null;
  let bundle: Partial<RenderBundle>;
  try {
    // The bundle's packages resolve from its own place (dist/ inside the app, beside node_modules).
    bundle = createRequire(file)(file) as Partial<RenderBundle>;
  } catch (err) {
    app.log.error({ err }, `${file} could not be loaded: public pages are served without the React render`);
    return null;
  }
  if (typeof bundle.renderPage !== 'function') {
    app.log.warn(`${file} has no renderPage: public pages are served without the React render`);
    return null;
  }
  const renderPage = bundle.renderPage;
  const fetch = injectFetch(app);
  const kept = new LRUCache<string, RenderResult>({
    ttl: RENDER_CACHE_TTL_MS,
    maxSize: RENDER_CACHE_BYTES,
    sizeCalculation: (r) => r.html.length + r.styles.length + r.state.length,
    // One render per key at a time: concurrent requests for it wait for the same one; a failed render is not kept.
    fetchMethod: (key) => {
      const [width, url] = [Number(key.slice(0, key.indexOf(' '))), key.slice(key.indexOf(' ') + 1)];
      return renderPage({ url, viewportWidth: width, fetch });
    },
  });
  return {
    async render(url, userAgent) {
      const key = `${ssrViewportWidth(userAgent)} ${url}`;
      const hit = kept.has(key);
      const page = await kept.fetch(key);
      if (!page) throw new Error(`no render for ${url}`);
      return { page, hit };
    },
  };
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * `fetch` answered by the app itself (Fastify's inject): the render's API calls run the same routes, hooks and
 * serialisation as a browser's, without a socket. Only the path and query of the URL count.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({ method: request.method as InjectOptions['method'], url: url.pathname + url.search, headers, payload: body });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    return new Response(NULL_BODY_STATUS.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
