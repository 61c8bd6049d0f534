/** Links to employer sites: only http(s) URLs are ever opened or published. */

/** An http(s) URL as a string, or null: only these are ever opened or published. */
export function safeHttpUrl(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
