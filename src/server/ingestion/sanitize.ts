import sanitizeHtmlLib from 'sanitize-html';

export { sanitizeEmployerHtml } from '../../shared/sanitizeEmployerHtml';

/** Text of an HTML fragment (entities decoded), for titles and salary text. */
export function htmlToText(html: string): string {
  return sanitizeHtmlLib(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'noscript'] })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Decodes the HTML-escaped HTML Greenhouse sends in `content` ("&lt;p&gt;…"), once. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
