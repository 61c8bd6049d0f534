import type { Fetcher } from './fetcher';
import { unescapeHtml } from './sanitize';
import { isObject, str } from './sources/common';
import { jobPostingsIn } from './sources/jsonld';
import { workdaySite } from './sources/workday';
import type { SourceConfig, SourceType } from './types';

/** What a careers page says about where its jobs come from (`npm run ingest -- --add URL`, issue 31). */
export interface Discovery {
  /** The source entry to add: the reader's type, the API URL it reads, the employer's name and website. */
  source: SourceConfig;
  /** What was recognised: "Greenhouse board acme (boards.greenhouse.io/embed/job_board/js?for=acme)". */
  evidence: string;
}

interface Board {
  type: SourceType;
  url: string;
  label: string;
}

const seg = (u: URL): string[] => u.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
const SLUG = /^[A-Za-z0-9][\w.-]{0,99}$/;
const slug = (v: string | null | undefined): string | null => (v && SLUG.test(v) ? v : null);
/** Subdomains of an ATS's own site that are not an employer's board. */
const NOT_BOARDS = new Set(['www', 'app', 'api', 'docs', 'help', 'support', 'blog', 'status', 'apply', 'jobs', 'careers', 'resources', 'assets', 'cdn', 'static']);
/** Teamtailor's own subdomains besides NOT_BOARDS: its North American region and partner site. */
const TEAMTAILOR_OWN = new Set(['na', 'partner']);
const sub = (host: string, suffix: RegExp): string | null => {
  const m = host.match(suffix);
  if (!m) return null;
  const name = host.slice(0, m.index);
  return name && !name.includes('.') && !NOT_BOARDS.has(name) ? slug(name) : null;
};

/** The board an address points at, and the API URL its reader reads; null when it is not one we know. */
export function boardOf(href: string): Board | null {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase();
  const p = seg(u);
  if (/^(boards|job-boards)(\.eu)?\.greenhouse\.io$/.test(host)) {
    // The embed script names the board in `for` (boards.greenhouse.io/embed/job_board/js?for=acme).
    const b = p[0] === 'embed' ? slug(u.searchParams.get('for')) : slug(p[0]);
    return b ? { type: 'greenhouse', url: `https://boards-api.greenhouse.io/v1/boards/${b}/jobs`, label: `Greenhouse board ${b}` } : null;
  }
  if (host === 'boards-api.greenhouse.io' || host === 'api.greenhouse.io') {
    const b = p[0] === 'v1' && p[1] === 'boards' ? slug(p[2]) : null;
    return b ? { type: 'greenhouse', url: `https://boards-api.greenhouse.io/v1/boards/${b}/jobs`, label: `Greenhouse board ${b}` } : null;
  }
  if (/^jobs(\.eu)?\.lever\.co$/.test(host) || /^api(\.eu)?\.lever\.co$/.test(host)) {
    const c = host.startsWith('api') ? (p[0] === 'v0' && p[1] === 'postings' ? slug(p[2]) : null) : slug(p[0]);
    const api = host.includes('.eu.') ? 'api.eu.lever.co' : 'api.lever.co';
    return c ? { type: 'lever', url: `https://${api}/v0/postings/${c}?mode=json`, label: `Lever company ${c}` } : null;
  }
  if (host === 'jobs.smartrecruiters.com' || host === 'careers.smartrecruiters.com' || host === 'api.smartrecruiters.com') {
    const c = host.startsWith('api') ? (p[1] === 'companies' ? slug(p[2]) : null) : slug(p[0]);
    return c ? { type: 'smartrecruiters', url: `https://api.smartrecruiters.com/v1/companies/${c}/postings`, label: `SmartRecruiters company ${c}` } : null;
  }
  if (/\.(myworkdayjobs|myworkdaysite)\.com$/.test(host)) {
    const site = workdaySite(u.href);
    return site ? { type: 'workday', url: site.jobsUrl, label: `Workday tenant ${site.tenant}, site ${site.site} (${site.host})` } : null;
  }
  if (host === 'jobs.ashbyhq.com' || host === 'api.ashbyhq.com') {
    const b = host === 'api.ashbyhq.com' ? (p[0] === 'posting-api' && p[1] === 'job-board' ? slug(p[2]) : null) : p[0] === 'api' ? null : slug(p[0]);
    return b ? { type: 'ashby', url: `https://api.ashbyhq.com/posting-api/job-board/${b}?includeCompensation=true`, label: `Ashby board ${b}` } : null;
  }
  const recruitee = sub(host, /\.recruitee\.com$/);
  if (recruitee) return { type: 'recruitee', url: `https://${recruitee}.recruitee.com/api/offers/`, label: `Recruitee company ${recruitee}` };
  if (host === 'apply.workable.com' || /\.workable\.com$/.test(host)) {
    const a = host === 'apply.workable.com' ? (['api', 'j', 'assets'].includes(p[0] ?? '') ? null : slug(p[0])) : sub(host, /\.workable\.com$/);
    return a ? { type: 'workable', url: `https://apply.workable.com/api/v1/widget/accounts/${a}?details=true`, label: `Workable account ${a}` } : null;
  }
  const personio = host.match(/^([a-z0-9][a-z0-9-]*)\.jobs\.personio\.(de|com)$/);
  if (personio) return { type: 'personio', url: `https://${personio[1]}.jobs.personio.${personio[2]}/xml`, label: `Personio company ${personio[1]}` };
  // A careers site at {company}.teamtailor.com, or {company}.na.teamtailor.com in the North American region.
  const teamtailor = sub(host, /\.(na\.)?teamtailor\.com$/);
  if (teamtailor && !TEAMTAILOR_OWN.has(teamtailor)) {
    return { type: 'teamtailor', url: `https://${host}/jobs.rss`, label: `Teamtailor company ${teamtailor} (${host})` };
  }
  return null;
}

/** Addresses in a page: links, script and iframe sources, and URLs inside inline scripts (escaped `\/` too). */
const URL_RE = /(?:https?:)?\/\/[a-z0-9][a-z0-9.-]*\.[a-z]{2,}(?::\d+)?(?:\/[^\s"'<>`\\)]*)?/gi;

/** The ATS boards a page links, embeds or frames, in the order they appear (each once). */
export function boardsIn(html: string, pageUrl: string): Board[] {
  const text = html.replace(/\\\//g, '/').replace(/&amp;/g, '&');
  const found = new Map<string, Board>();
  for (const m of text.matchAll(URL_RE)) {
    let href: string;
    try {
      href = new URL(m[0], pageUrl).href;
    } catch {
      continue;
    }
    const board = boardOf(href);
    if (board && !found.has(board.url)) found.set(board.url, board);
  }
  return [...found.values()];
}

const META_RE = /<meta\b[^>]*>/gi;
const attr = (tag: string, name: string): string | null => {
  const m = tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
};
const JSONLD_RE = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const clean = (s: string | null | undefined): string | null => {
  const v = s ? unescapeHtml(s).replace(/\s+/g, ' ').trim() : '';
  return v && v.length <= 200 ? v : null;
};

/** The employer's name a page gives: og:site_name, a JSON-LD Organization (or a posting's hiringOrganization), the title. */
export function employerName(html: string): string | null {
  for (const m of html.matchAll(META_RE)) {
    if (/^og:site_name$/i.test(attr(m[0], 'property') ?? attr(m[0], 'name') ?? '')) {
      const name = clean(attr(m[0], 'content'));
      if (name) return name;
    }
  }
  const orgs: string[] = [];
  const visit = (v: unknown, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isObject(v)) {
      const type = v['@type'];
      if ((type === 'Organization' || type === 'Corporation') && str(v.name)) orgs.push(str(v.name) ?? '');
      if (isObject(v.hiringOrganization) && str(v.hiringOrganization.name)) orgs.push(str(v.hiringOrganization.name) ?? '');
      if (v['@graph']) visit(v['@graph'], depth + 1);
    }
  };
  for (const m of html.matchAll(JSONLD_RE)) {
    try {
      visit(JSON.parse(m[1].trim()), 0);
    } catch {
      // A malformed block names nobody.
    }
  }
  if (orgs.length) return clean(orgs[0]);
  const title = html.match(/<title\b[^>]*>([\s\S]{1,500}?)<\/title>/i);
  if (!title) return null;
  const parts = (clean(title[1]) ?? '').split(/\s+[|–—·:-]\s+/).map((s) => s.trim()).filter(Boolean);
  const named = parts.filter((s) => !/^(careers?|jobs?|join us|work with us|open (positions|roles)|vacancies|home|karriere|stellenangebote|empleo|carri[eè]res?)\b/i.test(s));
  return clean((named[0] ?? '').replace(/\s+(careers?|jobs)$/i, '')) ?? null;
}

/** A page rendered by Teamtailor: a stylesheet or script from its asset host (an image from its CDN alone is not). */
const TEAMTAILOR_SITE_RE = /<(?:link|script)\b[^>]*\b(?:href|src)\s*=\s*["']?https:\/\/assets\.teamtailor-cdn\.com\//i;

/**
 * Recognises where a careers page's jobs come from (issue 31): an ATS board it links, embeds (script, iframe) or
 * names in a script — Greenhouse, Lever, SmartRecruiters, Workday, Ashby, Recruitee, Workable, Personio, Teamtailor, the first
 * one in the page — else a Teamtailor career site on the employer's own domain, else schema.org JobPosting markup on the page itself (type `jsonld`, the page URL). The employer
 * is the page's og:site_name, JSON-LD Organization or title; its website the page's origin. Null when none.
 */
export function discoverIn(html: string, pageUrl: string): Discovery | null {
  const page = new URL(pageUrl);
  const company = employerName(html) ?? page.hostname.replace(/^www\./, '');
  const website = page.origin;
  const [board] = boardsIn(html, pageUrl);
  if (board) return { source: { type: board.type, url: board.url, company, website }, evidence: board.label };
  // A Teamtailor career site on the employer's own domain (careers.acme.com): the page is Teamtailor's, rendered with
  // its career-site stylesheet or script, and its feed is at the same origin's /jobs.rss.
  if (TEAMTAILOR_SITE_RE.test(html)) {
    return {
      source: { type: 'teamtailor', url: `${page.origin}/jobs.rss`, company, website },
      evidence: `Teamtailor career site on ${page.hostname} (its assets from teamtailor-cdn.com)`,
    };
  }
  const postings = jobPostingsIn(html);
  if (postings.length) {
    return { source: { type: 'jsonld', url: page.href, company, website }, evidence: `${postings.length} schema.org JobPosting block${postings.length > 1 ? 's' : ''} on the page` };
  }
  return null;
}

/**
 * Fetches a careers page with the run's Fetcher (its limits; a redirect to another host is not followed) and
 * recognises its source; throws with the reason when it cannot.
 */
export async function discover(pageUrl: string, fetcher: Fetcher): Promise<Discovery> {
  const doc = await fetcher.get(pageUrl, 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5');
  const found = discoverIn(doc.body, doc.url);
  if (!found) throw new Error(`no job board or JobPosting markup found on ${doc.url}`);
  return found;
}
