import { escapeHtml } from '../lib/text';

export { escapeHtml };

/**
 * JSON for a `<script type="application/ld+json">` block: '<' is escaped, so no '</script>' or '<!--' in employer text
 * can end the element; U+2028/9 too. The block is data (not executable): the CSP's `script-src 'self'` stays as it is.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text of employer HTML, for meta descriptions and the JSON-LD description: elements, comments and the content
 * of script/style dropped, entities decoded, whitespace collapsed. The result is escaped wherever it is written.
 */
export function textFromHtml(html: string, max = 100_000): string {
  return html
    .slice(0, 200_000)
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|li|ul|ol|br|h[1-6]|tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
    .slice(0, max);
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Escaped text with the article format's **bold** as <strong>. */
function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/**
 * An article's text (the app's format, features/marketing/articles/ArticleBody.tsx) as HTML for clients without
 * JavaScript: blocks separated by a blank line; '## ' a heading, '- ' lines a list, '1. ' lines a numbered list,
 * '> ' a tip, anything else a paragraph. Every text is escaped; only these elements are written.
 */
export function articleHtml(body: string): string {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
      if (!lines.length) return '';
      if (lines[0].startsWith('## ')) return `<h2>${inline(lines[0].slice(3))}</h2>${lines.length > 1 ? `<p>${inline(lines.slice(1).join(' '))}</p>` : ''}`;
      if (lines.every((l) => l.startsWith('- '))) return `<ul>${lines.map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`;
      if (lines.every((l) => /^\d+\. /.test(l))) return `<ol>${lines.map((l) => `<li>${inline(l.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`;
      if (lines[0].startsWith('> ')) return `<blockquote><p>${inline(lines.map((l) => l.replace(/^> ?/, '')).join(' '))}</p></blockquote>`;
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('');
}
