/** Links to employer sites: only http(s) URLs are ever opened or published. */

/** An origin no page is served from: a path that keeps it after resolving stays on the page's own origin. */
const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * An http(s) URL as a string, or a path on this site ("/demo-careers/…", the demo catalogue's employer pages: issue
 * 29), or null: only these are ever opened or published. A path that would leave the origin ("//host", "/\host") is
 * refused.
 */
export function safeHttpUrl(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  if (url.startsWith('/') && base === undefined) {
    try {
      const u = new URL(url, PROBE_ORIGIN);
      return u.origin === PROBE_ORIGIN ? `${u.pathname}${u.search}${u.hash}` : null;
    } catch {
      return null;
    }
  }
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
