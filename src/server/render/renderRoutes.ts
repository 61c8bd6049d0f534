import crypto from 'node:crypto';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import type { SiteContent } from '../../shared/siteContent';
import { JobRepository } from '../jobs/jobRepository';
import { Type } from '../lib/schema';
import { robotsTxt, Sitemaps, type XmlDoc } from './sitemap';

export interface RenderRoutesOptions {
  content: SiteContent;
  /** URLs per sitemap file (default: the protocol's 50,000; tests use fewer). */
  sitemapMaxUrls?: number;
}

interface Cached {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  lastModified: string | null;
}

/** Sitemaps are rebuilt at most this often (they change when jobs open or close; crawlers read them a few times a day). */
export const SITEMAP_TTL_MS = 10 * 60_000;

/**
 * Crawling: `/robots.txt`, `/sitemap.xml` (a sitemap index) and its files under `/sitemaps/`. Answers are built from
 * the database through the jobs repository, kept for SITEMAP_TTL_MS, compressed (brotli/gzip as the client accepts),
 * and revalidated with an ETag (and Last-Modified where the entries carry dates). They are public and carry no cookie,
 * so a shared cache may keep them for an hour.
 */
export default async function renderRoutes(app: FastifyInstance, opts: RenderRoutesOptions): Promise<void> {
  const sitemaps = new Sitemaps(new JobRepository(app.db), opts.content, app.publicUrl, opts.sitemapMaxUrls);
  const cache = new LRUCache<string, Cached>({ max: 200, ttl: SITEMAP_TTL_MS });

  function pack(text: string, lastModified: Date | null): Cached {
    const body = Buffer.from(text);
    return {
      body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(body, { level: 6 }),
      etag: crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20),
      lastModified: lastModified ? lastModified.toUTCString() : null,
    };
  }

  function send(req: FastifyRequest, reply: FastifyReply, doc: Cached, type: string): FastifyReply {
    const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    const etag = `"${doc.etag}${encoding ? `-${encoding}` : ''}"`;
    reply.removeHeader('set-cookie');
    reply.header('Cache-Control', 'public, max-age=3600').header('ETag', etag).header('Vary', 'Accept-Encoding').type(type);
    if (doc.lastModified) reply.header('Last-Modified', doc.lastModified);
    if (fresh(req.headers, { etag, 'last-modified': doc.lastModified ?? undefined })) return reply.status(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? doc[encoding] : doc.body);
  }

  // Requests for a file that is being built wait for that build instead of each building it again: a 50,000-URL file
  // is a 50,000-row read, its XML and two compressions, and a crawler (or a benchmark) asks with several connections.
  const building = new Map<string, Promise<Cached | null>>();
  function xml(key: string, build: () => Promise<XmlDoc | null>): Promise<Cached | null> {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = building.get(key);
    if (!pending) {
      pending = build()
        .then((doc) => {
          if (!doc) return null;
          const packed = pack(doc.xml, doc.lastModified);
          cache.set(key, packed);
          return packed;
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  }

  const XML = 'application/xml; charset=utf-8';
  app.get('/robots.txt', { schema: { tags: ['site'], summary: 'Crawling rules and the sitemap index (text)' } }, async (req, reply) => {
    const doc = cache.get('robots') ?? pack(robotsTxt(app.publicUrl()), null);
    cache.set('robots', doc);
    return send(req, reply, doc, 'text/plain; charset=utf-8');
  });

  app.get('/sitemap.xml', { schema: { tags: ['site'], summary: 'Sitemap index: the chunked sitemaps of pages, browse-by lists and open jobs' } }, async (req, reply) => {
    const doc = await xml('index', () => sitemaps.index());
    return send(req, reply, doc as Cached, XML);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { tags: ['site'], summary: 'One sitemap of the index (pages-N, categories-N, cities-N, companies-N, jobs-N .xml)', params: Type.Params('file') } },
    async (req, reply) => {
      const doc = await xml(`file:${req.params.file}`, () => sitemaps.file(req.params.file));
      if (!doc) return reply.status(404).type('application/json').send({ status: 'error', message: 'No such sitemap.', detail: 'No such sitemap.' });
      return send(req, reply, doc, XML);
    },
  );
}
