import { JOB_LIST_PAGE_SIZE } from '../../shared/constants';
import { parseJobId } from '../../shared/ids';
import { jsonForScript } from '../../shared/serverRender';
import type { SiteContent } from '../../shared/siteContent';
import { BROWSE, JobRepository, MAX_RESULT_WINDOW, type BrowseType } from '../jobs/jobRepository';
import { logoPngUrl, logoUrl, type JobRow } from '../jobs/jobSql';
import { MEDIA_PNG_SIZE, SITE_IMAGE_PNG } from '../lib/png';
import { isoDate } from '../lib/text';
import { HIGH_RISK_WARNING, UNDER_REVIEW_LINE } from '../../shared/trustMessages';
import {
  ARTICLES_HEAD,
  ARTICLE_NOT_FOUND,
  JOB_NOT_FOUND,
  BROWSE_HEADS,
  HOME_HEAD,
  JOB_LIST_HEADING,
  SITE_NAME,
  STATIC_PAGE_HEADS,
  articleHead,
  browseListHead,
  browseListHeading,
  browseOverviewHead,
  jobListHead,
  pagedPath,
  siteTitle,
  type StaticPageHead,
} from '../../shared/pageHeads';
import { closedJobHead, jobFacts, jobHead } from '../../shared/jobPageHead';
import { clip, textFromHtml } from '../../shared/plainText';
import { formatCount } from '../../shared/formatCount';
import { trustOf } from '../trust/trustRepository';
import { articleHtml, escapeHtml as e } from './html';
import { breadcrumbLd, isOpen, isPublishable, jobPostingLd, salaryOf } from './jobPosting';


/** A link preview's image: a PNG, as WhatsApp, Facebook, LinkedIn and X show no SVG (docs/rendering.md). */
export interface PreviewImage {
  /** Absolute URL. */
  url: string;
  type: 'image/png';
  width: number;
  height: number;
  alt: string;
}

/** What the server writes into a public page's HTML: status, metadata, structured data and the no-script content. */
export interface PageHead {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute canonical URL (null on error pages). */
  canonical: string | null;
  noindex: boolean;
  ogType: 'website' | 'article';
  /** The link preview's image. */
  image: PreviewImage;
  jsonLd: Record<string, unknown>[];
  /** The page's main content as HTML (every text escaped), shown to clients without JavaScript. */
  main: string;
}

/** Browse-by types by URL (the server's copy of the three routes lives with the jobs domain, BROWSE[type].route). */
const BROWSE_PAGES: Record<string, BrowseType> = {
  [BROWSE.function.route]: 'function',
  [BROWSE.city.route]: 'city',
  [BROWSE.companies.route]: 'companies',
};

const STATIC_PAGES: Record<string, StaticPageHead> = STATIC_PAGE_HEADS;

const NAV: [string, string][] = [
  ['/jobs', 'Jobs'],
  [BROWSE.function.route, 'Categories'],
  [BROWSE.city.route, 'Cities'],
  [BROWSE.companies.route, 'Companies'],
  ['/articles', 'Articles'],
  ['/smart-match', 'SmartMatch'],
  ['/about-us', 'About Us'],
  ['/contact-us', 'Contact Us'],
  ['/login', 'Login'],
  ['/register', 'Register'],
];

/** A decoded path segment, or null when it is not valid percent-encoding. */
function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const a = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;

function shell(crumbs: [string, string][], content: string): string {
  const nav = `<nav aria-label="Site"><ul>${NAV.map(([h, t]) => `<li>${a(h, t)}</li>`).join('')}</ul></nav>`;
  const trail = crumbs.length
    ? `<nav aria-label="Breadcrumb"><ol>${crumbs.map(([h, t], i) => `<li>${i === crumbs.length - 1 ? e(t) : a(h, t)}</li>`).join('')}</ol></nav>`
    : '';
  return `<header>${a('/', SITE_NAME)}${nav}</header><main>${trail}${content}</main>`;
}

function jobItems(rows: JobRow[]): string {
  if (!rows.length) return '<p>No Data Available</p>';
  return `<ul>${rows
    .map((r) => `<li>${a(`/jobs/${r.id}`, r.position)} – ${e(r.company)}, ${e(`${r.city}, ${r.country}`)} <small>${e(isoDate(r.posted_at))}</small></li>`)
    .join('')}</ul>`;
}

/** The page number of `?page=` (1 when absent or not a usable number), within the result window. */
function pageOf(query: URLSearchParams): number {
  const raw = query.get('page') ?? '';
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), Math.floor(MAX_RESULT_WINDOW / JOB_LIST_PAGE_SIZE));
}

function pager(base: string, page: number, pages: number): string {
  if (pages <= 1) return '';
  const href = (p: number) => pagedPath(base, p);
  const links = [page > 1 ? `<a href="${e(href(page - 1))}" rel="prev">Previous page</a>` : '', `<span>Page ${page} of ${pages}</span>`];
  if (page < pages) links.push(`<a href="${e(href(page + 1))}" rel="next">Next page</a>`);
  return `<nav aria-label="Pages">${links.filter(Boolean).join(' ')}</nav>`;
}

/** Public pages described from the database (through the jobs repository) and the build's content table. */
export class PublicPages {
  constructor(
    private readonly jobs: JobRepository,
    private readonly content: SiteContent,
    private readonly origin: () => string,
  ) {}

  private url(path: string): string {
    return `${this.origin()}${path}`;
  }

  private preview(path: string, alt: string): PreviewImage {
    return { url: this.url(path), type: 'image/png', width: MEDIA_PNG_SIZE, height: MEDIA_PNG_SIZE, alt };
  }

  private page(p: Partial<PageHead> & Pick<PageHead, 'title' | 'description' | 'main'>, path: string | null): PageHead {
    return {
      status: 200,
      canonical: path === null ? null : this.url(path),
      noindex: false,
      ogType: 'website',
      image: this.preview(SITE_IMAGE_PNG, `${SITE_NAME} logo`),
      jsonLd: [],
      ...p,
    };
  }

  private crumbsLd(crumbs: [string, string][]): Record<string, unknown> {
    return breadcrumbLd(crumbs.map(([href, name]) => ({ name, url: this.url(href) })));
  }

  private notFound(heading: string, text: string, back: [string, string]): PageHead {
    return this.page(
      {
        status: 404,
        title: siteTitle(heading),
        description: text,
        noindex: true,
        main: shell([], `<h1>${e(heading)}</h1><p>${e(text)}</p><p>${a(back[0], back[1])} · ${a('/', 'Home')}</p>`),
      },
      null,
    );
  }

  /** The page for a URL path, or null when the path is not a public page (candidate pages, unknown paths). */
  async resolve(pathname: string, query: URLSearchParams): Promise<PageHead | null> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (path === '/') return this.home();
    if (path === '/jobs') return this.jobList(query);
    const job = /^\/jobs\/([^/]+)$/.exec(path);
    if (job) return this.jobPage(decode(job[1]) ?? '');
    if (BROWSE_PAGES[path]) return this.browseOverview(path);
    const list = /^(\/jobs-by-[a-z]+)\/([^/]+)$/.exec(path);
    if (list && BROWSE_PAGES[list[1]]) return this.browseList(list[1], decode(list[2]) ?? '', query);
    if (path === '/articles') return this.articles();
    const article = /^\/article\/([^/]+)$/.exec(path);
    if (article) return this.article(decode(article[1]) ?? '');
    const page = STATIC_PAGES[path];
    if (page) {
      return this.page(
        { title: siteTitle(page.title), description: page.description, noindex: !!page.noindex, main: shell([['/', 'Home'], [path, page.title]], `<h1>${e(page.heading)}</h1><p>${e(page.description)}</p>`) },
        path,
      );
    }
    return null;
  }

  private async home(): Promise<PageHead> {
    const [featured, functions, cities] = await Promise.all([this.jobs.featuredJobs(6), this.jobs.browseCounts('function', 8), this.jobs.browseCounts('city', 8)]);
    const tiles = (type: BrowseType, rows: { name: string; slug: string; count: number }[]) =>
      `<ul>${rows.map((r) => `<li>${a(`${BROWSE[type].route}/${r.slug}`, `${r.name} jobs`)} (${r.count})</li>`).join('')}</ul>`;
    const main = shell(
      [],
      `<h1>Find Exciting Jobs Today</h1><p>${e(HOME_HEAD.description)}</p><h2>Featured Jobs</h2>${jobItems(featured)}<p>${a('/jobs', 'View all jobs')}</p>` +
        `<h2>Jobs by category</h2>${tiles('function', functions)}<h2>Jobs by city</h2>${tiles('city', cities)}`,
    );
    const website = { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: this.url('/') };
    return this.page({ ...HOME_HEAD, main, jsonLd: [website] }, '/');
  }

  private async jobList(query: URLSearchParams): Promise<PageHead> {
    const page = pageOf(query);
    const { rows, total } = await this.jobs.listJobs(
      { page, length: JOB_LIST_PAGE_SIZE, jobtitle: '', jobfunction: '', location: '', post_date: '', type: '', job_element: '' },
      null,
    );
    const pages = Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / JOB_LIST_PAGE_SIZE);
    const crumbs: [string, string][] = [['/', 'Home'], ['/jobs', 'Jobs']];
    const count = formatCount(total);
    return this.page(
      {
        ...jobListHead(page, total),
        main: shell(crumbs, `<h1>${e(JOB_LIST_HEADING)}</h1><p>${e(count)} jobs</p>${jobItems(rows)}${pager('/jobs', page, pages)}`),
        jsonLd: [this.crumbsLd(crumbs)],
      },
      pagedPath('/jobs', page),
    );
  }

  private async jobPage(idText: string): Promise<PageHead> {
    const id = parseJobId(idText);
    const job = id === null ? null : await this.jobs.findJobPage(id);
    if (!job) return this.notFound(JOB_NOT_FOUND.heading, JOB_NOT_FOUND.text, ['/jobs', 'See the latest jobs']);
    const path = `/jobs/${job.id}`;
    const facts = jobFacts({ ...job, salary: salaryOf(job) });
    const crumbs: [string, string][] = [['/', 'Home'], ['/jobs', 'Jobs'], [path, job.position]];
    // The JobPosting's logo stays SVG (search engines read it); previews get the same logo as PNG.
    const logo = this.url(logoUrl(job.company_id));
    const preview = this.preview(logoPngUrl(job.company_id), `${job.company} logo`);
    if (!isOpen(job)) {
      const closed = closedJobHead(job);
      const text = closed.description;
      return this.page(
        {
          status: 410,
          ...closed,
          noindex: true,
          image: preview,
          main: shell(crumbs, `<h1>${e(job.position)}</h1><p><strong>No longer accepting applications</strong></p><p>${e(text)}</p><p>${a('/jobs', 'See the latest jobs')}</p>`),
        },
        null,
      );
    }
    const body = textFromHtml(job.description);
    const trust = trustOf(job.trust_level, job.trust_signals, job.trust_review);
    const highRisk = trust.level === 'high_risk';
    // A likely scam (issue 17): the warning and its reasons come first, as in the app, and its text only after the
    // reader chooses to see it (<details> needs no script); nothing invites to apply. Link previews lead with it too.
    const { title, description } = jobHead({ ...job, salary: salaryOf(job), highRisk }, body);
    const listing =
      `<ul>${facts.map((f) => `<li>${e(f)}</li>`).join('')}<li>Posted ${e(isoDate(job.posted_at))}</li></ul>` +
      body
        .split('\n')
        .map((p) => `<p>${e(p)}</p>`)
        .join('');
    const warning = highRisk
      ? `<div role="alert"><p><strong>${e(HIGH_RISK_WARNING.title)}</strong></p><p>${e(HIGH_RISK_WARNING.body)}</p>` +
        `<ul>${trust.signals.map((x) => `<li>${e(x.message)}</li>`).join('')}</ul></div>`
      : trust.under_review
        ? `<p role="note">${e(UNDER_REVIEW_LINE)}</p>`
        : '';
    const main = shell(
      crumbs,
      `${warning}<article><h1>${e(job.position)}</h1><p>${e(job.company)} – ${e(`${job.city}, ${job.country}`)}</p>` +
        (highRisk ? `<details><summary>${e(HIGH_RISK_WARNING.showListing)}</summary>${listing}</details>` : `${listing}<p>${a('/login', 'Log in to apply')}</p>`) +
        '</article>',
    );
    const publishable = isPublishable(job);
    return this.page(
      {
        title,
        description,
        image: preview,
        main,
        noindex: !publishable,
        jsonLd: publishable ? [jobPostingLd(job, this.url(path), logo), this.crumbsLd(crumbs)] : [this.crumbsLd(crumbs)],
      },
      path,
    );
  }

  private async browseOverview(path: string): Promise<PageHead> {
    const type = BROWSE_PAGES[path];
    const { label } = BROWSE_HEADS[type];
    const rows = await this.jobs.browseCounts(type);
    const crumbs: [string, string][] = [['/', 'Home'], [path, label]];
    const items = `<ul>${rows.map((r) => `<li>${a(`${path}/${r.slug}`, r.name)} (${r.count})</li>`).join('')}</ul>`;
    return this.page(
      {
        ...browseOverviewHead(
          type,
          rows.map((r) => r.name),
        ),
        main: shell(crumbs, `<h1>${e(label)}</h1>${items}`),
        jsonLd: [this.crumbsLd(crumbs)],
      },
      path,
    );
  }

  private async browseList(base: string, slug: string, query: URLSearchParams): Promise<PageHead> {
    const type = BROWSE_PAGES[base];
    const { label } = BROWSE_HEADS[type];
    const entry = /^[a-z0-9-]{1,100}$/.test(slug) ? await this.jobs.browseEntry(type, slug) : null;
    if (!entry) return this.notFound('Page not found', `There are no jobs listed under “${clip(slug, 60)}”.`, [base, label]);
    const page = pageOf(query);
    const path = `${base}/${entry.slug}`;
    const { rows, total } = await this.jobs.listJobs(
      { page, length: JOB_LIST_PAGE_SIZE, jobtitle: '', jobfunction: '', location: '', post_date: '', type, job_element: entry.slug },
      null,
    );
    const pages = Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / JOB_LIST_PAGE_SIZE);
    const heading = browseListHeading(type, entry.name);
    const crumbs: [string, string][] = [['/', 'Home'], [base, label], [path, entry.name]];
    return this.page(
      {
        ...browseListHead(type, entry.name, page, total),
        main: shell(crumbs, `<h1>${e(heading)}</h1><p>${e(formatCount(total))} jobs</p>${jobItems(rows)}${pager(path, page, pages)}`),
        jsonLd: [this.crumbsLd(crumbs)],
      },
      pagedPath(path, page),
    );
  }

  private articles(): PageHead {
    const crumbs: [string, string][] = [['/', 'Home'], ['/articles', 'Articles']];
    const list = this.content.articles;
    const items = `<ul>${list.map((x) => `<li>${a(`/article/${x.slug}`, x.title)}<p>${e(x.description)}</p></li>`).join('')}</ul>`;
    return this.page(
      {
        ...ARTICLES_HEAD,
        main: shell(crumbs, `<h1>Career Advice</h1>${items}`),
        jsonLd: [this.crumbsLd(crumbs)],
      },
      '/articles',
    );
  }

  private article(slug: string): PageHead {
    const x = this.content.articles.find((it) => it.slug === slug);
    if (!x) return this.notFound(ARTICLE_NOT_FOUND.heading, ARTICLE_NOT_FOUND.text, ['/articles', 'All articles']);
    const path = `/article/${x.slug}`;
    const crumbs: [string, string][] = [['/', 'Home'], ['/articles', 'Articles'], [path, x.title]];
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: clip(x.title, 110),
      description: x.description,
      datePublished: x.date,
      articleSection: x.category,
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: this.url(path),
    };
    return this.page(
      {
        ...articleHead(x),
        ogType: 'article',
        main: shell(crumbs, `<article><h1>${e(x.title)}</h1><p>${e(x.description)}</p>${articleHtml(x.body)}</article>`),
        jsonLd: [ld, this.crumbsLd(crumbs)],
      },
      path,
    );
  }
}

/** The head tags of a page: title, description, canonical, robots, OpenGraph, Twitter card, JSON-LD blocks. */
export function headTags(p: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${e(value)}">`;
  return [
    `<title>${e(p.title)}</title>`,
    meta('name', 'description', p.description),
    p.canonical ? `<link rel="canonical" href="${e(p.canonical)}">` : '',
    p.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', p.ogType),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    p.canonical ? meta('property', 'og:url', p.canonical) : '',
    meta('property', 'og:image', p.image.url),
    meta('property', 'og:image:type', p.image.type),
    meta('property', 'og:image:width', String(p.image.width)),
    meta('property', 'og:image:height', String(p.image.height)),
    meta('property', 'og:image:alt', p.image.alt),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    meta('name', 'twitter:image', p.image.url),
    meta('name', 'twitter:image:alt', p.image.alt),
    ...p.jsonLd.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`),
  ].join('');
}
