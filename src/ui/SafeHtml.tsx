import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box, { type BoxProps } from '@mui/material/Box';
import { EMPLOYER_HTML_ATTRIBUTE_NAMES, EMPLOYER_HTML_LINK_RE, EMPLOYER_HTML_TAGS, LINK_REL } from '@/shared/employerHtml';

/**
 * Renders untrusted HTML (employer job descriptions, decisions.md §3) after DOMPurify: no scripts, no event
 * handlers, no javascript:/data: URLs, no forms or inline styles; every link opens in a new tab with
 * rel="noopener noreferrer nofollow". The allow-list is shared/employerHtml.ts, the same the server applies to ingested
 * HTML before storing it. Only lazily loaded screens import this module, so DOMPurify ships in
 * their chunks and never in the entry bundle.
 */

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * Without a DOM (the server's render of public pages, issue 18) DOMPurify cannot work: the render bundle registers
 * the server's sanitiser here (sanitize-html with the same allow-list, shared/sanitizeEmployerHtml.ts). With neither,
 * nothing is rendered: untrusted HTML is never written unsanitised.
 */
let domlessSanitizer: ((html: string) => string) | null = null;
export function setDomlessSanitizer(sanitize: (html: string) => string): void {
  domlessSanitizer = sanitize;
}

/** A private DOMPurify instance, so our hook never affects another caller of the global one. */
function getPurifier() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (href && !EMPLOYER_HTML_LINK_RE.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', LINK_REL);
    }
  });
  purifier = p;
  return p;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return domlessSanitizer ? domlessSanitizer(html) : '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...EMPLOYER_HTML_TAGS],
    ALLOWED_ATTR: [...EMPLOYER_HTML_ATTRIBUTE_NAMES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string | null | undefined;
}

export default function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...boxProps}
      sx={[
        {
          overflowWrap: 'anywhere',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& a': { color: 'primary.main' },
          // Embedded headings stay below the page's own section headings in size.
          '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '0.95rem', fontWeight: 700, mt: 2, mb: 0.5 },
        },
        ...(Array.isArray(boxProps.sx) ? boxProps.sx : [boxProps.sx]),
      ]}
      // Safe: `clean` is DOMPurify output (sanitize-html's on the server).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
