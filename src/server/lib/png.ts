import fs from 'node:fs';
import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';

/**
 * PNG copies of the generated SVG images, for link previews: WhatsApp, Facebook, LinkedIn and X show no SVG og:image
 * (docs/rendering.md). resvg draws them (a native prebuild from the npm registry, no system libraries or fonts).
 */

/** Width and height of every generated PNG: previews want ≥ 300 px (WhatsApp) and show a square logo as a thumbnail. */
export const MEDIA_PNG_SIZE = 600;

/** The site's mark as a preview image (the favicon drawn as PNG), for pages without an image of their own. */
export const SITE_IMAGE_PNG = '/v1/media/brand/site.png';

/** The mark itself: the favicon the web build ships, read once. */
export const BRAND_SVG: Record<string, string> = {
  site: fs.readFileSync(path.join(__dirname, '../../../public/favicon.svg'), 'utf8'),
};

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

/** Draws an SVG as a MEDIA_PNG_SIZE-wide PNG, off the event loop (resvg's async render runs on libuv's pool). */
export async function svgToPng(svg: string): Promise<Buffer> {
  return (await renderAsync(svg, OPTIONS)).asPng();
}

/**
 * Drawn PNGs by their SVG text, so a renamed company or a new colour draws afresh. Bounded by count and bytes (a logo
 * is about 10 KB); requests for one image while it is being drawn share that drawing. A drawing evicted before it ends
 * still answers its requests (ignoreFetchAbort) instead of rejecting them.
 */
export function createPngCache(max = 2000, maxBytes = 32 * 1024 * 1024): LRUCache<string, Buffer> {
  return new LRUCache<string, Buffer>({ max, maxSize: maxBytes, sizeCalculation: (png) => png.length, ignoreFetchAbort: true, fetchMethod: (svg) => svgToPng(svg) });
}
