import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { preloadsForPath, ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../shared/routePreloads';
import { HANDOVER_ELEMENT_ID, SERVER_MARKUP_PENDING_ATTRIBUTE, type RenderResult } from '../../shared/serverRender';

const SAFE_ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** What a page adds to the shell (server/render): its status, head tags and the content shown without JavaScript. */
export interface ShellPage {
  status: number;
  /** Tags that replace the template's <title> and description and join the head (already escaped). */
  head: string;
  /** HTML shown by clients that run no script (already escaped), in place of the template's <noscript> text. */
  noscript: string;
  /** The page rendered by React on the server (server/render/reactRenderer.ts), when it was. */
  react?: RenderResult | null;
}

/**
 * Without scripting the React render is hidden and the <noscript> content shows instead: it is the version made for
 * that case (plain links, the job list paged by URL), while the React page's controls need the script.
 */
const NO_SCRIPTING_STYLE = '<style>@media (scripting: none){#root{display:none}}</style>';
/** The template's empty root (the build minifies index.html: the attribute may lose its quotes). */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** The build's preloads of the start-up scripts (webpack.config.ts, StartAfterPaintPlugin). */
const START_SCRIPT_PRELOAD = /<link\b[^>]*\bdata-start-script\b[^>]*>/g;
/** The same start-up script named, not fetched: `<meta data-start-script>` (the starter reads href or content). */
function startScriptName(link: string): string {
  const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(link);
  const file = href?.[1] ?? href?.[2] ?? href?.[3] ?? '';
  return SAFE_ASSET.test(file) ? `<meta name="start-script" content="${file}" data-start-script>` : link;
}

interface Variant {
  body: Buffer;
  /** Compressed copies, made when first asked for. */
  br?: Buffer;
  gzip?: Buffer;
  /** Brotli quality (gzip: 9 at 11, else 6). */
  quality: number;
  etag: string;
}

function encoded(variant: Variant, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (variant.br ??= zlib.brotliCompressSync(variant.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: variant.quality } }));
  return (variant.gzip ??= zlib.gzipSync(variant.body, { level: variant.quality >= 11 ? 9 : 6 }));
}

/**
 * index.html for every client route, with the route's own chunks preloaded: `<link rel="preload">` for the files
 * of the page's lazy chunks (the build's route-preloads.json), so the browser fetches them alongside the start-up scripts
 * rather than after those have run (about one round trip less before the page draws: docs/performance.md).
 * Each variant is built once and compressed once per encoding when first sent (brotli or gzip), then served the way @fastify/static serves the files
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

  /** `rendered`: a page the server rendered, whose first paint needs none of them (below): named, fetched after it. */
  function preloadLinks(pathname: string, rendered = false): string {
    const files = [...new Set(preloadsForPath(table, pathname))].filter((f) => SAFE_ASSET.test(f));
    return files
      .map((f) =>
        rendered && f.endsWith('.js')
          ? `<meta name="route-chunk" content="${f}" data-route-chunk>`
          : `<link rel="preload" href="${f}" as="${f.endsWith('.css') ? 'style' : 'script'}">`,
      )
      .join('');
  }

  function compress(body: Buffer, quality: number, etagOf: Buffer | string = body): Variant {
    return { body, quality, etag: crypto.createHash('sha1').update(etagOf).digest('base64url').slice(0, 16) };
  }

  function variantFor(pathname: string): Variant {
    const links = preloadLinks(pathname);
    let variant = variants.get(links);
    if (!variant) {
      // At the end of the head: found by the browser's preload scanner at once, requested after the start-up scripts.
      const at = html.indexOf('</head>');
      const page = links && at >= 0 ? html.slice(0, at) + links + html.slice(at) : html;
      variant = compress(Buffer.from(page), 11);
      variants.set(links, variant);
    }
    return variant;
  }

  // Pages with their own metadata change with the data: built per request, their compressed copies kept by content
  // (a page asked again unchanged costs a hash, not a compression). Brotli 5 costs about a millisecond on a page.
  const rendered = new LRUCache<string, Variant>({ max: 500 });
  // A page kept by its maker (render/keptPublicPages.ts) is the same object on every request: assembled once.
  const assembled = new WeakMap<ShellPage, { pathname: string; variant: Variant }>();
  function renderedVariant(pathname: string, page: ShellPage): Variant {
    const known = assembled.get(page);
    if (known && known.pathname === pathname) return known.variant;
    const variant = assemble(pathname, page);
    assembled.set(page, { pathname, variant });
    return variant;
  }
  function assemble(pathname: string, page: ShellPage): Variant {
    let doc = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
    const react = page.react;
    // A page the server rendered paints from its HTML; its scripts only hydrate it after that paint. So they are not
    // preloaded: the page names them and the starter (StartAfterPaintPlugin) fetches them once the page has painted.
    // The paint then waits for nothing but the HTML, on a slow network too, where 200 KB of scripts requested at
    // once would share its bandwidth (Lighthouse counts every request begun before the largest paint in that paint).
    if (react) doc = doc.replace(START_SCRIPT_PRELOAD, (link) => startScriptName(link));
    const at = doc.indexOf('</head>');
    const head = page.head + (react ? NO_SCRIPTING_STYLE + react.styles : '') + preloadLinks(pathname, react !== null);
    doc = at >= 0 ? doc.slice(0, at) + head + doc.slice(at) : head + doc;
    const noscript = `<noscript>${page.noscript}</noscript>`;
    doc = NOSCRIPT.test(doc) ? doc.replace(NOSCRIPT, () => noscript) : doc.replace('<body>', () => `<body>${noscript}`);
    // The ETag covers the page without the handed-over state, which carries the render's clock and request ids and so
    // differs on every render: the same HTML is the same page (a client revalidating it keeps its copy, whose state
    // matches that copy's HTML).
    let etagOf = doc;
    if (react && ROOT.test(doc)) {
      // Inert until the client has hydrated it (shared/serverRender.ts): no input into markup no script listens to yet.
      const root = `<div id="root" ${SERVER_MARKUP_PENDING_ATTRIBUTE}>${react.html}</div>`;
      doc = doc.replace(ROOT, () => root);
      etagOf = doc;
      // The state block is data (type application/json): the CSP's script-src does not apply and it never runs.
      const state = `<script type="application/json" id="${HANDOVER_ELEMENT_ID}">${react.state}</script>`;
      doc = doc.replace(root, () => root + state);
    }
    const body = Buffer.from(doc);
    const key = crypto.createHash('sha1').update(body).digest('base64url');
    let variant = rendered.get(key);
    if (!variant) {
      variant = compress(body, 5, etagOf);
      rendered.set(key, variant);
    }
    return variant;
  }

  const lastModified = mtime.toUTCString();
  return {
    /** The shell for a URL path; with `page`, that page's status, metadata and no-script content written in. */
    send(req: FastifyRequest, reply: FastifyReply, pathname: string, page?: ShellPage): FastifyReply {
      const variant = page ? renderedVariant(pathname, page) : variantFor(pathname);
      const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
      const etag = `W/"${variant.etag}${encoding ? `-${encoding}` : ''}"`;
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding');
      // A rendered page changes with the data, not with index.html: its ETag alone validates it.
      if (!page) reply.header('Last-Modified', lastModified);
      reply.type('text/html; charset=utf-8');
      if (page && page.status !== 200) reply.status(page.status);
      else if (fresh(req.headers, page ? { etag } : { etag, 'last-modified': lastModified })) return reply.status(304).send();
      if (encoding) reply.header('Content-Encoding', encoding);
      // Compressed only now: a 304 costs no compression.
      return reply.send(encoding ? encoded(variant, encoding) : variant.body);
    },
  };
}
