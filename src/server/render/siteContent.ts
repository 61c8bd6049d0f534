import fs from 'node:fs';
import path from 'node:path';
import { SITE_CONTENT_FILE, type SiteArticle, type SiteContent } from '../../shared/siteContent';

const SLUG = /^[a-z0-9-]{1,100}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The build's table of articles (dist/site-content.json), validated: an entry with a bad slug, date or text is left out.
 * Without a build (tests of the API alone, `npm run dev`) the table is empty and pages and the sitemap do without it.
 */
export function loadSiteContent(staticDir: string | null): SiteContent {
  if (!staticDir) return { articles: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(staticDir, SITE_CONTENT_FILE), 'utf8'));
  } catch {
    return { articles: [] };
  }
  const list = (raw as { articles?: unknown })?.articles;
  const articles = (Array.isArray(list) ? list : []).filter(
    (a): a is SiteArticle =>
      !!a &&
      typeof a === 'object' &&
      SLUG.test(String((a as SiteArticle).slug)) &&
      DATE.test(String((a as SiteArticle).date)) &&
      typeof (a as SiteArticle).title === 'string' &&
      typeof (a as SiteArticle).description === 'string' &&
      typeof (a as SiteArticle).category === 'string',
  );
  // The text is optional for the page (an older table has none): a missing or oversized one is left empty.
  return { articles: articles.map((a) => ({ ...a, body: typeof a.body === 'string' && a.body.length <= 200_000 ? a.body : '' })) };
}
