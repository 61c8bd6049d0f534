import fs from 'node:fs';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { ApiError } from './errors';

/**
 * PNG copies of the generated SVG images, for link previews: WhatsApp, Facebook, LinkedIn and X show no SVG og:image
 * (docs/rendering.md). resvg draws them (a native prebuild from the npm registry, no system libraries or fonts).
 */

/** Width and height of every generated PNG: previews want ≥ 300 px (WhatsApp) and show a square logo as a thumbnail. */
export const MEDIA_PNG_SIZE = 600;

/** The site's mark as a preview image (the favicon drawn as PNG), for pages without an image of their own. */
export const SITE_IMAGE_PNG = '/v1/media/brand/site.png';

/** The marks by name: the favicon the web build ships, read on first use (a missing file fails that image only). */
const BRAND_FILES: Record<string, string> = { site: path.join(__dirname, '../../../public/favicon.svg') };
const brandSvgs = new Map<string, string>();
export function brandSvg(name: string): string | null {
  if (!Object.hasOwn(BRAND_FILES, name)) return null;
  let svg = brandSvgs.get(name);
  if (svg === undefined) {
    svg = fs.readFileSync(BRAND_FILES[name], 'utf8');
    brandSvgs.set(name, svg);
  }
  return svg;
}

// The machines have no fonts of their own, so the initials are drawn with DejaVu Sans from npm; the SVGs ask for
// "Arial, Helvetica, sans-serif", and the generic family resolves to it.
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'width', value: MEDIA_PNG_SIZE },
  // Opaque: some apps show a transparent corner as black.
  background: '#ffffff',
  font: {
    loadSystemFonts: false,
    fontFiles: [path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'), path.join(FONT_DIR, 'DejaVuSans.ttf')],
    defaultFontFamily: 'DejaVu Sans',
    sansSerifFamily: 'DejaVu Sans',
  },
  logLevel: 'error',
};

// Loaded on the first drawing: a platform without resvg's native build (or an install without optional packages)
// then loses the PNGs only (answered 503), never the server's start.
let resvg: Promise<typeof import('@resvg/resvg-js')> | null = null;

/** Draws an SVG as a MEDIA_PNG_SIZE-wide PNG, off the event loop (resvg's async render runs on libuv's pool). */
export async function svgToPng(svg: string): Promise<Buffer> {
  resvg ??= import('@resvg/resvg-js');
  const { renderAsync } = await resvg;
  return (await renderAsync(svg, OPTIONS)).asPng();
}

/** The answer when an image cannot be drawn now: too many drawings waiting, or no drawing library on this platform. */
export function imageUnavailable(): ApiError {
  return new ApiError(503, { status: 'error', message: 'The image cannot be drawn right now. Please try again in a moment.' });
}

/**
 * At most `running` drawings at once and `waiting` queued: each takes a thread of libuv's pool (4 by default, shared
 * with file reads, compression and password hashing), so a client walking every id must not take them all. A drawing
 * beyond the queue is refused (503 with Retry-After) instead of waiting.
 */
export function limitDrawings(draw: (svg: string) => Promise<Buffer>, running = 2, waiting = 32): (svg: string) => Promise<Buffer> {
  let active = 0;
  const queue: (() => void)[] = [];
  return async (svg) => {
    if (active >= running) {
      if (queue.length >= waiting) throw imageUnavailable();
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    active++;
    try {
      return await draw(svg);
    } catch (err) {
      throw err instanceof ApiError ? err : imageUnavailable();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

/**
 * Drawn PNGs by their SVG text, so a renamed company or a new colour draws afresh. Bounded by count and bytes (a logo
 * is about 10 KB); requests for one image while it is being drawn share that drawing. A drawing evicted before it ends
 * still answers its requests (ignoreFetchAbort) instead of rejecting them.
 */
export function createPngCache(max = 2000, maxBytes = 32 * 1024 * 1024, draw = limitDrawings(svgToPng)): LRUCache<string, Buffer> {
  return new LRUCache<string, Buffer>({ max, maxSize: maxBytes, sizeCalculation: (png) => png.length, ignoreFetchAbort: true, fetchMethod: (svg) => draw(svg) });
}
