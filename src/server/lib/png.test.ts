import { pngSize } from '../testing/png';
import { createPngCache, limitDrawings, MEDIA_PNG_SIZE, svgToPng } from './png';
import { logoSvg } from './svg';

/** Generated images drawn as PNG for link previews (docs/rendering.md): size, the initials drawn, kept once drawn. */

describe('svgToPng', () => {
  it('draws a generated logo as a square PNG previews accept (≥ 300 px, ≤ 300 KB)', async () => {
    const png = await svgToPng(logoSvg('Sundaram Textiles', '#2e7d32'));
    expect(pngSize(png)).toEqual({ width: MEDIA_PNG_SIZE, height: MEDIA_PNG_SIZE });
    expect(MEDIA_PNG_SIZE).toBeGreaterThanOrEqual(300);
    expect(png.length).toBeLessThan(300 * 1024);
  });

  it('draws the initials with the font shipped through npm (without a font the text would be left out)', async () => {
    const svg = logoSvg('Sundaram Textiles', '#2e7d32');
    const withoutText = svg.replace(/<text[^>]*>[^<]*<\/text>/, '');
    expect(withoutText).not.toBe(svg);
    const [drawn, blank, other] = await Promise.all([svgToPng(svg), svgToPng(withoutText), svgToPng(logoSvg('Tata Motors', '#2e7d32'))]);
    expect(drawn.equals(blank)).toBe(false);
    expect(drawn.equals(other)).toBe(false);
  });
});

describe('createPngCache', () => {
  it('keeps a drawn PNG by its SVG text and stays within its bounds', async () => {
    const cache = createPngCache(2);
    const a = logoSvg('Alpha Beta', '#1565c0');
    const first = await cache.fetch(a);
    expect(await cache.fetch(a)).toBe(first);
    await cache.fetch(logoSvg('Gamma Delta', '#1565c0'));
    await cache.fetch(logoSvg('Epsilon Zeta', '#1565c0'));
    expect(cache.size).toBe(2);
    expect(cache.has(a)).toBe(false);
  });

  it('answers every request even when drawings in flight outnumber its bound', async () => {
    const cache = createPngCache(1);
    const svgs = ['One Two', 'Three Four', 'Five Six'].map((name) => logoSvg(name, '#1565c0'));
    const pngs = await Promise.all(svgs.map((svg) => cache.forceFetch(svg)));
    for (const png of pngs) expect(pngSize(png)).toEqual({ width: MEDIA_PNG_SIZE, height: MEDIA_PNG_SIZE });
  });
});

describe('limitDrawings', () => {
  it('runs at most `running` drawings at once, queues `waiting` more and refuses the rest with a 503', async () => {
    let active = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const slow = (svg: string) =>
      new Promise<Buffer>((resolve) => {
        active++;
        most = Math.max(most, active);
        release.push(() => {
          active--;
          resolve(Buffer.from(svg));
        });
      });
    const draw = limitDrawings(slow, 2, 3);
    const asked = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((svg) => draw(svg).then(String, (err: unknown) => err));
    // Two drawing, three waiting, two refused at once.
    const refused = await Promise.all(asked.slice(5));
    for (const err of refused) expect(err).toMatchObject({ statusCode: 503 });
    while (release.length) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(asked.slice(0, 5))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most).toBe(2);
  });

  it('answers 503 when the drawing itself fails (no drawing library on this platform)', async () => {
    const draw = limitDrawings(() => Promise.reject(new Error('no native build for this platform')));
    await expect(draw('<svg/>')).rejects.toMatchObject({ statusCode: 503 });
  });
});
