import type { SiteContent } from '../../shared/siteContent';
import { BROWSE, JobRepository, type BrowseType } from '../jobs/jobRepository';
import { isoDate } from '../lib/text';
import { escapeHtml as e } from './html';

/** The sitemaps protocol's limit per file (sitemaps.org): 50,000 URLs (and 50 MB, far above ours). */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages without data of their own, in the sitemap with the articles (`pages.xml`). */
export const SITEMAP_STATIC_PATHS = ['/', '/jobs', BROWSE.function.route, BROWSE.city.route, BROWSE.companies.route, '/articles', '/smart-match', '/about-us', '/terms', '/contact-us', '/register'];

const BROWSE_FILES: Record<string, BrowseType> = { categories: 'function', cities: 'city', companies: 'companies' };

export interface XmlDoc {
  xml: string;
  /** Newest lastmod of its entries, when they carry one (the Last-Modified header). */
  lastModified: Date | null;
}

interface Entry {
  loc: string;
  lastmod?: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(entries: Entry[]): string {
  const urls = entries.map((u) => `<url><loc>${e(u.loc)}</loc>${u.lastmod ? `<lastmod>${e(u.lastmod)}</lastmod>` : ''}</url>`).join('\n');
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const newest = (dates: (string | Date)[]): Date | null => {
  const times = dates.map((d) => new Date(d).getTime()).filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : null;
};

/**
 * `/sitemap.xml` as a sitemap index of chunked sitemaps (sitemaps.org): `pages.xml` (the static public pages and the
 * articles), `categories-N.xml`, `cities-N.xml`, `companies-N.xml` (entries with open jobs) and `jobs-N.xml` (open
 * jobs with their lastmod). Jobs are split by id range (N covers ids (N-1)·max+1 … N·max), so each file is one
 * primary-key range scan and never holds more than `maxUrls` URLs, whatever the size of the catalogue.
 */
export class Sitemaps {
  constructor(
    private readonly jobs: JobRepository,
    private readonly content: SiteContent,
    private readonly origin: () => string,
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  private url(path: string): string {
    return `${this.origin()}${path}`;
  }

  private pageEntries(): Entry[] {
    return [
      ...SITEMAP_STATIC_PATHS.map((p) => ({ loc: this.url(p) })),
      ...this.content.articles.map((a) => ({ loc: this.url(`/article/${a.slug}`), lastmod: a.date })),
    ];
  }

  async index(): Promise<XmlDoc> {
    const names: string[] = [];
    const chunks = (n: number) => Math.max(1, Math.ceil(n / this.maxUrls));
    for (let i = 1; i <= chunks(this.pageEntries().length); i++) names.push(`pages-${i}.xml`);
    for (const [file, type] of Object.entries(BROWSE_FILES)) {
      const count = (await this.jobs.browseCounts(type)).length;
      for (let i = 1; i <= chunks(count); i++) names.push(`${file}-${i}.xml`);
    }
    for (let i = 1; i <= chunks(await this.jobs.maxJobId()); i++) names.push(`jobs-${i}.xml`);
    const items = names.map((n) => `<sitemap><loc>${e(this.url(`/sitemaps/${n}`))}</loc></sitemap>`).join('\n');
    return { xml: `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`, lastModified: null };
  }

  /** One sitemap file by name (`jobs-3.xml`), or null for a name the index does not list. */
  async file(name: string): Promise<XmlDoc | null> {
    const m = /^(pages|categories|cities|companies|jobs)-([1-9]\d{0,5})\.xml$/.exec(name);
    if (!m) return null;
    const n = Number(m[2]);
    const slice = <T>(list: T[]) => list.slice((n - 1) * this.maxUrls, n * this.maxUrls);
    let entries: Entry[];
    if (m[1] === 'pages') {
      entries = slice(this.pageEntries());
      if (n > 1 && !entries.length) return null;
      return { xml: urlset(entries), lastModified: newest(entries.flatMap((x) => (x.lastmod ? [x.lastmod] : []))) };
    }
    if (m[1] === 'jobs') {
      const max = await this.jobs.maxJobId();
      if (n > Math.max(1, Math.ceil(max / this.maxUrls))) return null;
      const rows = await this.jobs.sitemapJobs((n - 1) * this.maxUrls, n * this.maxUrls);
      entries = rows.map((r) => ({ loc: this.url(`/jobs/${r.id}`), lastmod: isoDate(r.lastmod) }));
      return { xml: urlset(entries), lastModified: newest(rows.map((r) => r.lastmod)) };
    }
    const type = BROWSE_FILES[m[1]];
    const rows = slice(await this.jobs.browseCounts(type));
    if (n > 1 && !rows.length) return null;
    entries = rows.map((r) => ({ loc: this.url(`${BROWSE[type].route}/${encodeURIComponent(r.slug)}`) }));
    return { xml: urlset(entries), lastModified: null };
  }
}

/**
 * robots.txt: crawlers stay out of the candidate area, the support replay and the API, except the generated images that
 * pages name as og:image and JobPosting logo (`/v1/media/`); the sitemap index is named.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /candidate/', 'Disallow: /support/', 'Disallow: /v1/', 'Allow: /v1/media/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
