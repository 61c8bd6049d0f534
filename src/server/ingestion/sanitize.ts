import sanitizeHtmlLib from 'sanitize-html';
import { EMPLOYER_HTML_ATTRIBUTES, EMPLOYER_HTML_LINK_RE, EMPLOYER_HTML_SCHEMES, EMPLOYER_HTML_TAGS, LINK_REL } from '../../shared/employerHtml';

/**
 * Employer HTML sanitised before storage with the allow-list the app's DOMPurify uses (shared/employerHtml.ts).
 * sanitize-html: maintained (apostrophecms), runs on htmlparser2 without a DOM, allow-list per tag and per scheme,
 * drops the content of script/style; DOMPurify on the server would need jsdom for every document.
 */
const OPTIONS: sanitizeHtmlLib.IOptions = {
  allowedTags: [...EMPLOYER_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(EMPLOYER_HTML_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...EMPLOYER_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && EMPLOYER_HTML_LINK_RE.test(attribs.href.trim()) ? attribs.href : undefined;
      const out: Record<string, string> = { target: '_blank', rel: LINK_REL };
      if (href) out.href = href;
      if (attribs.title) out.title = attribs.title;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeEmployerHtml(html: string): string {
  return sanitizeHtmlLib(html, OPTIONS).trim();
}

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
