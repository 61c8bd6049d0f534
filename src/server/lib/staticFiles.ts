import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small static file sender (the app bundle in dist/ and uploads). @fastify/static pulls an ESM-only dependency
 * that Jest's CommonJS runtime cannot load, and we need only GET/HEAD of whole files with validators.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.webmanifest': 'application/manifest+json',
};

/** The file under root for a URL path, or null when it is missing, hidden or outside root. */
export function resolveFile(root: string, urlPath: string): { file: string; stat: fs.Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((seg) => seg.startsWith('.'))) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? { file, stat } : null;
  } catch {
    return null;
  }
}

/** Types worth compressing: the build writes `.br`/`.gz` copies of these (webpack.config.ts, BundleBudgetPlugin). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|txt|svg|webmanifest)$/i;

/** The encodings the request accepts, brotli preferred (q=0 excluded). */
export function acceptedEncodings(header: string | string[] | undefined): { br: boolean; gzip: boolean } {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      if (token !== name && token !== '*') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
  return { br: accepts('br'), gzip: accepts('gzip') };
}

/** The precompressed sibling (`file.br`, `file.gz`) to send for this request, if the build wrote one. */
export function precompressed(file: string, acceptEncoding: string | string[] | undefined): { file: string; stat: fs.Stats; encoding: 'br' | 'gzip' } | null {
  if (!COMPRESSIBLE.test(file)) return null;
  const ok = acceptedEncodings(acceptEncoding);
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!ok[encoding]) continue;
    try {
      const stat = fs.statSync(file + ext);
      if (stat.isFile()) return { file: file + ext, stat, encoding };
    } catch {
      // no such variant
    }
  }
  return null;
}

/** One representation of a resource, as `sendRepresentation` sends it. */
export interface Representation {
  etag: string;
  lastModified: Date;
  cacheControl: string;
  type: string;
  /** Whether the resource also exists in other encodings (`Vary: Accept-Encoding`). */
  varies: boolean;
  encoding?: 'br' | 'gzip';
  length: number;
  body: () => Buffer | fs.ReadStream;
}

/** Sends a representation with its validators: 304 when the client's ETag matches, no body for HEAD. */
export function sendRepresentation(req: FastifyRequest, reply: FastifyReply, r: Representation): FastifyReply {
  reply.header('Cache-Control', r.cacheControl).header('ETag', r.etag).header('Last-Modified', r.lastModified.toUTCString());
  if (r.varies) reply.header('Vary', 'Accept-Encoding');
  if (r.encoding) reply.header('Content-Encoding', r.encoding);
  reply.type(r.type);
  if (req.headers['if-none-match'] === r.etag) return reply.status(304).send();
  reply.header('Content-Length', r.length);
  if (req.method === 'HEAD') return reply.send();
  return reply.send(r.body());
}

/**
 * Sends a whole file with validators. Compressible types go out as their precompressed brotli or gzip copy when
 * the client accepts it and the build wrote one (`Vary: Accept-Encoding` either way, so caches keep them apart).
 */
export function sendFile(req: FastifyRequest, reply: FastifyReply, found: { file: string; stat: fs.Stats }, cacheControl: string): FastifyReply {
  const { file } = found;
  const variant = precompressed(file, req.headers['accept-encoding']);
  const stat = variant?.stat ?? found.stat;
  return sendRepresentation(req, reply, {
    etag: `W/"${crypto.createHash('sha1').update(`${stat.size}-${stat.mtimeMs}-${variant?.encoding ?? ''}`).digest('base64url').slice(0, 16)}"`,
    lastModified: stat.mtime,
    cacheControl,
    type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    varies: COMPRESSIBLE.test(file),
    encoding: variant?.encoding,
    length: stat.size,
    body: () => fs.createReadStream(variant?.file ?? file),
  });
}
