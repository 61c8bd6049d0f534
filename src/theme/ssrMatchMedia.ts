/**
 * Media queries answered for an assumed viewport width: the server renders public pages for the width a request's
 * user agent suggests (shared/serverRender.ts SSR_VIEWPORT) and hands its answers over; the client hydrates with the
 * same answers (MUI's `ssrMatchMedia`, used only while hydrating), so server HTML and the first client render agree;
 * the real media queries take over right after. Understands what the theme's breakpoints write: `(min-width:Npx)` and
 * `(max-width:Npx)` joined by `and`, lists joined by `,`; any other feature does not match.
 */
export function queryMatchesWidth(query: string, width: number): boolean {
  return query
    .replace(/^@media\s*/, '')
    .split(',')
    .some((part) => {
      const conditions = part
        .split(/\band\b/)
        .map((c) => c.trim())
        .filter((c) => c && c !== 'screen' && c !== 'all' && c !== 'only screen');
      if (conditions.length === 0) return true;
      return conditions.every((c) => {
        const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(c);
        if (!m) return false;
        const value = Number(m[2]);
        return m[1] === 'min' ? width >= value : width <= value;
      });
    });
}

/**
 * The server's answers: each query for `width`, remembered in `answers`, which the page hands to the client (the
 * client answers from that table while hydrating, index.tsx, without parsing queries itself; a query the server did
 * not ask does not match, as MUI's default).
 */
export function recordingMatchMedia(width: number, answers: Record<string, boolean>): (query: string) => { matches: boolean } {
  return (query) => {
    const matches = queryMatchesWidth(query, width);
    answers[query] = matches;
    return { matches };
  };
}

