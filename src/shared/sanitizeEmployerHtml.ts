import sanitizeHtmlLib from 'sanitize-html';
import { EMPLOYER_HTML_ATTRIBUTES, EMPLOYER_HTML_LINK_RE, EMPLOYER_HTML_SCHEMES, EMPLOYER_HTML_TAGS, LINK_REL } from './employerHtml';

/**
 * Employer HTML sanitised with the allow-list the app's DOMPurify uses (shared/employerHtml.ts): by the server before
 * storage (server/ingestion/sanitize.ts) and by the server render of public pages (render/, issue 18). Never imported
 * by the client bundle (it sanitises with DOMPurify, ui/SafeHtml.tsx).
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
