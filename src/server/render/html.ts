import { escapeHtml } from '../lib/text';

export { escapeHtml };

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
