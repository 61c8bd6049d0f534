/**
 * The one allow-list for employer HTML (job descriptions, company profiles): the server sanitises ingested HTML with
 * it before storage (sanitize-html, server/ingestion/sanitize.ts) and the app again before rendering (DOMPurify,
 * ui/SafeHtml.tsx). Text structure, lists, tables, links and images only: no scripts, styles, forms, frames or
 * event handlers; links only to http(s), mailto and tel, opening in a new tab with LINK_REL.
 */
export const EMPLOYER_HTML_TAGS = [
  'p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr',
  'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

/** Attributes allowed per tag ('*': on every allowed tag). */
export const EMPLOYER_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

/** URL schemes allowed in href/src (relative URLs and #fragments are allowed as well). */
export const EMPLOYER_HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Matches an allowed link target. */
export const EMPLOYER_HTML_LINK_RE = /^(https?:|mailto:|tel:|\/|#)/i;

export const LINK_REL = 'noopener noreferrer nofollow';

/** Every attribute name the allow-list names, for sanitisers that take one flat list (DOMPurify). */
export const EMPLOYER_HTML_ATTRIBUTE_NAMES: readonly string[] = [...new Set(Object.values(EMPLOYER_HTML_ATTRIBUTES).flat())];
