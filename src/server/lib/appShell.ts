import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { preloadsForPath, ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../shared/routePreloads';

const SAFE_ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

interface Variant {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * index.html for every client route, with the route's own chunks preloaded: `<link rel="preload">` for the files
 * of the page's lazy chunks (the build's route-preloads.json), so the browser fetches them alongside the start-up scripts
 * rather than after those have run (about one round trip less before the page draws: docs/performance.md).
 * Each variant is built and compressed once (brotli and gzip), then served the way @fastify/static serves the files
 * next to it: `no-cache`, `Vary: Accept-Encoding`, the encoding negotiated by @fastify/accept-negotiator (q-values
 * honoured), an ETag per variant and encoding, and 304 when `fresh` finds the client's copy current (If-None-Match
 * lists and weak tags, else If-Modified-Since). It is generated in memory, so it is the one page not sent from disk.
 */
export function createAppShell(staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const mtime = fs.statSync(indexFile).mtime;
  let table: RoutePreloads = {};
  try {
    table = JSON.parse(fs.readFileSync(path.join(staticDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch {
    // A build without the table (or none at all): index.html as it is.
  }
  const variants = new Map<string, Variant>();

  function variantFor(pathname: string): Variant {
    const files = [...new Set(preloadsForPath(table, pathname))].filter((f) => SAFE_ASSET.test(f));
    const key = files.join(',');
    let variant = variants.get(key);
    if (!variant) {
      const links = files.map((f) => `<link rel="preload" href="${f}" as="${f.endsWith('.css') ? 'style' : 'script'}">`).join('');
      // At the end of the head: found by the browser's preload scanner at once, requested after the start-up scripts.
      const at = html.indexOf('</head>');
      const page = links && at >= 0 ? html.slice(0, at) + links + html.slice(at) : html;
      const body = Buffer.from(page);
      const hash = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16);
      variant = {
        body,
        br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(body, { level: 9 }),
        etag: hash,
      };
      variants.set(key, variant);
    }
    return variant;
  }

  const lastModified = mtime.toUTCString();
  return {
    send(req: FastifyRequest, reply: FastifyReply, pathname: string): FastifyReply {
      const variant = variantFor(pathname);
      const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
      const etag = `W/"${variant.etag}${encoding ? `-${encoding}` : ''}"`;
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Last-Modified', lastModified).header('Vary', 'Accept-Encoding');
      reply.type('text/html; charset=utf-8');
      if (fresh(req.headers, { etag, 'last-modified': lastModified })) return reply.status(304).send();
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? variant[encoding] : variant.body);
    },
  };
}
