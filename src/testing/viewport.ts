/**
 * jsdom has no layout and no matchMedia: this installs one that evaluates min-width / max-width media queries
 * against a chosen viewport width, so MUI's useMediaQuery (and useIsMobile) see a phone or a desktop.
 * setupTests resets it after each test.
 */
export const MOBILE_WIDTH = 375;
export const DESKTOP_WIDTH = 1440;

function matches(query: string, width: number): boolean {
  const q = query.replace(/^@media\s*/i, '').trim();
  // Comma-separated alternatives: any may match.
  return q.split(',').some((part) => {
    let ok = true;
    for (const m of part.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/gi)) {
      const px = Number(m[2]);
      ok = ok && (m[1].toLowerCase() === 'min' ? width >= px : width <= px);
    }
    if (/^\s*not\s/i.test(part)) ok = !ok;
    return ok;
  });
}

let original: typeof window.matchMedia | undefined;
let installed = false;

export function setViewportWidth(width: number): void {
  if (!installed) {
    original = window.matchMedia;
    installed = true;
  }
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function resetViewport(): void {
  if (!installed) return;
  if (original) window.matchMedia = original;
  else delete (window as { matchMedia?: unknown }).matchMedia;
  installed = false;
}
