import type { RawPlace, RawPosting, Rejection, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, parseJson, readRecords, str } from './common';

/** Workday answers at most 20 postings a request; more fails or answers empty. */
export const WORKDAY_PAGE_SIZE = 20;
/** Pages read at most: Workday's search stops at 2,000 postings (100 pages of 20). */
export const WORKDAY_MAX_PAGES = 100;
/** Posting details requested at most per run; the postings past it are read from the list alone. */
export const WORKDAY_MAX_DETAILS = 500;

/** A careers site on Workday: `https://{tenant}.wd{N}.myworkdayjobs.com/{locale?}/{site}` or `https://wd{N}.myworkdaysite.com/recruiting/{tenant}/{site}`. */
export interface WorkdaySite {
  /** `acme.wd3.myworkdayjobs.com` */
  host: string;
  tenant: string;
  site: string;
  /** The list endpoint: `https://{host}/wday/cxs/{tenant}/{site}/jobs`. */
  jobsUrl: string;
  /** The public careers site: `https://{host}/{site}` (`…/recruiting/{tenant}/{site}` on the shared host). */
  siteUrl: string;
}

const HOST_RE = /^([a-z0-9][a-z0-9-]*)\.(wd\d{1,3})\.(myworkdayjobs|myworkdaysite)\.com$/i;
/** Workday's shared host: `https://wd3.myworkdaysite.com/{locale?}/recruiting/{tenant}/{site}` (no tenant in the host). */
const SHARED_HOST_RE = /^(wd\d{1,3})\.myworkdaysite\.com$/i;
const LOCALE_RE = /^[a-z]{2}(-[A-Za-z]{2,4})?$/;
const NAME_RE = /^[\w.-]{1,100}$/;

/**
 * The tenant and site of a Workday careers-site link or of its API URL; null when the URL is not one. A language
 * segment (`/en-US/External`) is left out: the API answers 405 with it. Two hosts: the tenant's own
 * (`acme.wd3.myworkdayjobs.com/{site}`) and the shared one (`wd3.myworkdaysite.com/recruiting/{tenant}/{site}`);
 * both answer the same API under `/wday/cxs/{tenant}/{site}/jobs`.
 */
export function workdaySite(href: string): WorkdaySite | null {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const own = HOST_RE.exec(u.hostname);
  const shared = own ? null : SHARED_HOST_RE.exec(u.hostname);
  if (!own && !shared) return null;
  let parts: string[];
  try {
    parts = u.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  let tenant: string | undefined = own ? own[1].toLowerCase() : undefined;
  let site: string | undefined;
  let sitePath: string;
  if (parts[0] === 'wday' && parts[1] === 'cxs') {
    tenant = parts[2] ?? tenant;
    site = parts[3];
    sitePath = shared ? `recruiting/${tenant}/${site}` : `${site}`;
  } else if (shared) {
    const rest = parts[0] && LOCALE_RE.test(parts[0]) ? parts.slice(1) : parts;
    if (rest[0] !== 'recruiting') return null;
    tenant = rest[1];
    site = rest[2];
    sitePath = `recruiting/${tenant}/${site}`;
  } else {
    site = parts[0] && LOCALE_RE.test(parts[0]) ? parts[1] : parts[0];
    sitePath = `${site}`;
  }
  if (!tenant || !NAME_RE.test(tenant) || !site || site === 'job' || !NAME_RE.test(site)) return null;
  const origin = `${u.protocol}//${u.host}`;
  return {
    host: u.host.toLowerCase(),
    tenant,
    site,
    jobsUrl: `${origin}/wday/cxs/${encodeURIComponent(tenant)}/${encodeURIComponent(site)}/jobs`,
    siteUrl: `${origin}/${sitePath.split('/').map(encodeURIComponent).join('/')}`,
  };
}


/**
 * Workday careers site ("CXS" JSON, what the site's own page calls; Workday publishes no documentation of it:
 * https://dev.to/adderleydata/the-workday-job-board-api-measured-20-a-page-a-2000-cap-and-an-offset-that-loops-24hb).
 * `POST https://{tenant}.wd{N}.myworkdayjobs.com/wday/cxs/{tenant}/{site}/jobs` with
 * `{ appliedFacets: {}, limit: 20, offset, searchText: "" }` answers `{ total, jobPostings: [{ title, externalPath,
 * locationsText, postedOn, bulletFields }] }`; `total` is stated on the first page only (later pages say 0) and an
 * offset past the end answers the first page again, so paging stops at the first page's total, an empty page or a
 * posting seen before. Each posting's detail, `GET /wday/cxs/{tenant}/{site}{externalPath}`, answers
 * `{ jobPostingInfo: { title, jobDescription (HTML), location, additionalLocations[], country: { descriptor },
 * startDate, timeType, remoteType, jobReqId, externalUrl }, hiringOrganization: { name } }`. A detail that fails is
 * rejected ("page not readable") and the read is incomplete: nothing of this source is closed this run.
 */
export const workday: SourceReader = {
  async read(source, fetcher) {
    const site = workdaySite(source.url);
    if (!site) throw new SourceError(`${source.url}: not a Workday careers site (https://{tenant}.wd{N}.myworkdayjobs.com/{site})`);
    const items: Record<string, unknown>[] = [];
    const paths = new Set<string>();
    let documents = 0;
    let total = 0;
    for (let page = 0; page < WORKDAY_MAX_PAGES; page++) {
      const offset = page * WORKDAY_PAGE_SIZE;
      const doc = await fetcher.post(site.jobsUrl, { appliedFacets: {}, limit: WORKDAY_PAGE_SIZE, offset, searchText: '' });
      documents++;
      const data = parseJson(doc.body, doc.url);
      if (!isObject(data) || !Array.isArray(data.jobPostings)) throw new SourceError(`${doc.url}: no "jobPostings" list (not a Workday careers site)`);
      if (page === 0) total = typeof data.total === 'number' ? data.total : 0;
      const pathOf = (p: unknown) => (isObject(p) ? str(p.externalPath) : null);
      const unseen = data.jobPostings.filter((p) => pathOf(p) && !paths.has(pathOf(p) ?? ''));
      // No posting not seen before: the end, or Workday answering an offset past the end with its first page.
      if (!data.jobPostings.length || (page > 0 && !unseen.length)) break;
      for (const p of data.jobPostings) {
        const at = pathOf(p);
        if (at && paths.has(at)) continue;
        if (at) paths.add(at);
        items.push(isObject(p) ? p : { bad: p });
      }
      if (offset + WORKDAY_PAGE_SIZE >= total) break;
    }

    const rejected: Rejection[] = [];
    const details = new Map<string, Record<string, unknown>>();
    let asked = 0;
    for (const item of items) {
      const path = str(item.externalPath);
      if (!path || !path.startsWith('/') || asked >= WORKDAY_MAX_DETAILS) continue;
      asked++;
      try {
        const doc = await fetcher.get(`${site.jobsUrl.replace(/\/jobs$/, '')}${path}`, 'application/json');
        documents++;
        const detail = parseJson(doc.body, doc.url);
        if (!isObject(detail) || !isObject(detail.jobPostingInfo)) throw new Error('no "jobPostingInfo"');
        details.set(path, detail);
      } catch (err) {
        rejected.push({ id: path, reason: `page not readable: posting detail: ${(err as Error).message}` });
      }
    }
    const failed = new Set(rejected.map((r) => r.id));
    const read = readRecords(
      items.filter((i) => !failed.has(str(i.externalPath) ?? '')),
      (p): RawPosting => {
        const path = str(p.externalPath);
        if (!path || !path.startsWith('/')) throw new Error('no externalPath');
        const d = details.get(path);
        const info = d && isObject(d.jobPostingInfo) ? d.jobPostingInfo : {};
        const country = isObject(info.country) ? str(info.country.descriptor) : null;
        const extra = Array.isArray(info.additionalLocations) ? info.additionalLocations.map(str).filter((x): x is string => !!x) : [];
        const places: RawPlace[] = extra.map((locationText) => ({ locationText }));
        const page = str(info.externalUrl) ? httpUrl(info.externalUrl) : httpUrl(`${site.siteUrl}${path}`);
        return {
          externalId: path,
          title: str(info.title) ?? str(p.title) ?? '',
          url: page,
          applyUrl: page,
          locationText: str(info.location) ?? str(p.locationsText),
          country,
          ...(places.length ? { places } : {}),
          workplace: str(info.remoteType),
          employmentType: str(info.timeType),
          // The list says only "Posted 3 Days Ago"; the detail's startDate is the posting's date.
          postedAt: str(info.startDate),
          descriptionHtml: str(info.jobDescription) ?? '',
          company: d && isObject(d.hiringOrganization) ? str(d.hiringOrganization.name) : null,
        };
      },
    );
    if (asked >= WORKDAY_MAX_DETAILS && items.length > asked) {
      rejected.push({ id: '*', reason: `more than ${WORKDAY_MAX_DETAILS} postings: the rest were read without their detail page` });
    }
    return { postings: read.postings, rejected: [...rejected, ...read.rejected], documents, incomplete: failed.size > 0 };
  },
};
