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

export function sendFile(req: FastifyRequest, reply: FastifyReply, found: { file: string; stat: fs.Stats }, cacheControl: string): FastifyReply {
  const { file, stat } = found;
  const etag = `W/"${crypto.createHash('sha1').update(`${stat.size}-${stat.mtimeMs}`).digest('base64url').slice(0, 16)}"`;
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Last-Modified', stat.mtime.toUTCString());
  reply.type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.header('Content-Length', stat.size);
  if (req.method === 'HEAD') return reply.send();
  return reply.send(fs.createReadStream(file));
}
