import { formatCount } from './formatCount';
import { clip } from './plainText';
import { SITE_NAME, siteTitle, type PageText } from './siteHead';

export { HOME_HEAD, SITE_NAME, siteTitle, type PageText } from './siteHead';

/**
 * The title and description of every public page, in one place: the server writes them into the page's head
 * (server/render/publicPages.ts) and the app writes the same text on in-app navigation (ui/usePageHead.ts), so a
 * page's head is the same whether it was served or reached by a link inside the app (docs/rendering.md). A job's
 * head is in jobPageHead.ts (it needs the salary format and the trust messages), the site's name rule and the landing
 * page's in siteHead.ts (the landing page's first load carries only that).
 */

/** A list's heading on page n: 'Latest verified jobs – page 2'. */
const paged = (heading: string, page: number): string => (page > 1 ? `${heading} – page ${page}` : heading);

/** A list's canonical path on page n ('/jobs?page=2'; page 1 has no query). */
export const pagedPath = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);

/** How the pages write a count ('12,345'). */


export const JOB_LIST_HEADING = 'Latest verified jobs';

/** /jobs on page n, with the number of jobs in the unfiltered list. */
export function jobListHead(page: number, total: number): PageText {
  return {
    title: siteTitle(paged(JOB_LIST_HEADING, page)),
    description: `${formatCount(total)} verified jobs from employer sites in India, the Philippines, Malaysia, Singapore and the Gulf. Newest first.`,
  };
}

export type BrowseKind = 'function' | 'city' | 'companies';

/** The browse-by overviews' headings, and what their entries are called in the description. */
export const BROWSE_HEADS: Record<BrowseKind, { label: string; noun: string }> = {
  function: { label: 'Jobs by category', noun: 'categories' },
  city: { label: 'Jobs by city', noun: 'cities' },
  companies: { label: 'Jobs by company', noun: 'companies' },
};

/** A browse-by overview, from its entries' names in the order shown. */
export function browseOverviewHead(type: BrowseKind, names: string[]): PageText {
  const { label, noun } = BROWSE_HEADS[type];
  return { title: siteTitle(label), description: `Verified jobs in ${names.length} ${noun}: ${clip(names.slice(0, 8).join(', '), 200)}.` };
}

/** A browse-by list's heading: 'Jobs at Acme', 'Jobs in Pune', 'Engineering jobs'. */
export function browseListHeading(type: BrowseKind, name: string): string {
  return type === 'companies' ? `Jobs at ${name}` : type === 'city' ? `Jobs in ${name}` : `${name} jobs`;
}

/** A browse-by list on page n, with its number of jobs. */
export function browseListHead(type: BrowseKind, name: string, page: number, total: number): PageText {
  const heading = browseListHeading(type, name);
  return {
    title: siteTitle(paged(heading, page)),
    description: `${formatCount(total)} verified ${heading.replace(/^Jobs/, 'jobs')}, newest first, on ${SITE_NAME}.`,
  };
}

/** The 404 pages of a job and an article that do not exist: heading and text (the title is the heading's site title). */
export const JOB_NOT_FOUND = { heading: 'Job not found', text: 'This job does not exist or was removed. Browse the latest verified jobs instead.' };
export const ARTICLE_NOT_FOUND = { heading: 'Article not found', text: 'This article does not exist. See all our career articles instead.' };

/** A 404 page's head (no canonical). */
export const notFoundHead = (page: { heading: string; text: string }): PageText => ({ title: siteTitle(page.heading), description: page.text });

export const ARTICLES_HEAD: PageText = {
  title: siteTitle('Career Advice – Articles'),
  description: 'Career advice for job seekers in Asia and the Gulf: job search strategy, resumes, interviews, networking and salary negotiation.',
};

export const articleHead = (article: PageText): PageText => ({ title: siteTitle(article.title), description: article.description });

export interface StaticPageHead extends PageText {
  /** The page's h1 in the server's no-script content. */
  heading: string;
  noindex?: boolean;
}

/** The pages whose text does not change, by path; `title` without the site name. */
export const STATIC_PAGE_HEADS = {
  '/about-us': {
    title: 'About Us',
    heading: 'About VeriJobs',
    description: 'VeriJobs lists verified jobs straight from employer career sites and applicant tracking systems, with SmartMatch alerts and no fees for job seekers.',
  },
  '/terms': {
    title: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    description: 'VeriJobs is a job aggregator, not a recruiter: no fees for job seekers, ever; verify employers before you share anything; your data and your rights.',
  },
  '/smart-match': {
    title: 'SmartMatch – AI job search and daily alerts',
    heading: 'AI Auto Job Search & Daily Alerts',
    description: 'Pick up to 3 job titles, a job function and your cities: SmartMatch sends new matching jobs every day by email or WhatsApp.',
  },
  '/contact-us': {
    title: 'Contact Us',
    heading: 'Get in touch with us',
    description: 'Questions about a job, your account or SmartMatch? Request a callback from the VeriJobs team.',
  },
  '/login': { title: 'Login', heading: 'Login', description: 'Log in to VeriJobs to apply, save jobs and manage your SmartMatch alerts.', noindex: true },
  '/register': {
    title: 'Register',
    heading: 'Create your free account',
    description: 'Register with VeriJobs for free: apply to verified jobs and get SmartMatch alerts.',
  },
} satisfies Record<string, StaticPageHead>;

export type StaticPagePath = keyof typeof STATIC_PAGE_HEADS;

/** A static page's head as written: the title with the site name. */
export function staticPageHead(path: StaticPagePath): PageText {
  const page = STATIC_PAGE_HEADS[path];
  return { title: siteTitle(page.title), description: page.description };
}
