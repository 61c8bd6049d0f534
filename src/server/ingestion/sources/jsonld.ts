import { periodOfWord, salaryFromFields } from '../../../shared/salary';
import type { RawPosting, SourceConfig, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, readRecords, str } from './common';

/** How many links deep from the careers page, and how many pages in all, a run reads. */
export const JSONLD_MAX_DEPTH = 2;
export const JSONLD_MAX_PAGES = 200;

const SCRIPT_RE = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const HREF_RE = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
/** Paths that look like a job or a list of jobs. */
const JOB_LINK_RE = /\/(jobs?|careers?|positions?|openings?|vacanc(y|ies)|opportunit(y|ies))(\/|$|\?|-)/i;

/**
 * An employer careers page with schema.org JobPosting blocks (`<script type="application/ld+json">`: one object, an
 * array, or an `@graph`), following links to job pages on the same site up to JSONLD_MAX_DEPTH. The first page
 * must be readable (else the source failed); a job page that fails is skipped and reported, and its jobs are not
 * closed (they were not seen as gone).
 */
export const jsonld: SourceReader = {
  async read(source, fetcher) {
    const start = new URL(source.url);
    const seen = new Set<string>([stripHash(start.href)]);
    let frontier = [start.href];
    const records: Record<string, unknown>[] = [];
    const pageErrors: { id: string; reason: string }[] = [];
    let documents = 0;
    for (let depth = 0; depth <= JSONLD_MAX_DEPTH && frontier.length; depth++) {
      const next: string[] = [];
      for (const pageUrl of frontier) {
        if (documents >= JSONLD_MAX_PAGES) break;
        let body: string;
        let finalUrl: string;
        try {
          const doc = await fetcher.get(pageUrl, 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5');
          body = doc.body;
          finalUrl = doc.url;
        } catch (err) {
          if (depth === 0) throw err;
          pageErrors.push({ id: pageUrl, reason: `page not readable: ${(err as Error).message}` });
          continue;
        }
        documents++;
        if (depth === 0 && !/<html|<body|<script|<a\b/i.test(body)) throw new SourceError(`${finalUrl}: not an HTML page`);
        for (const node of jobPostingsIn(body)) records.push({ ...node, '@page': finalUrl });
        if (depth < JSONLD_MAX_DEPTH) {
          for (const link of sameSiteJobLinks(body, finalUrl, start)) {
            if (seen.has(link)) continue;
            seen.add(link);
            next.push(link);
          }
        }
      }
      frontier = next;
    }
    const byId = new Map<string, Record<string, unknown>>();
    for (const r of records) byId.set(idOf(r), r);
    const read = readRecords([...byId.values()], (p) => posting(p, source));
    return { postings: read.postings, rejected: [...pageErrors, ...read.rejected], documents, incomplete: pageErrors.length > 0 };
  },
};

/** Every JobPosting node of a page's JSON-LD blocks (objects, arrays, @graph, nested); bad blocks are skipped. */
export function jobPostingsIn(html: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isObject(v)) {
      const type = v['@type'];
      if (type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'))) out.push(v);
      else {
        if (v['@graph']) visit(v['@graph'], depth + 1);
        if (v.itemListElement) visit(v.itemListElement, depth + 1);
        if (isObject(v.item)) visit(v.item, depth + 1);
      }
    }
  };
  for (const m of html.matchAll(SCRIPT_RE)) {
    const text = m[1].replace(/^\s*(<!--|<!\[CDATA\[)/, '').replace(/(-->|\]\]>)\s*$/, '').trim();
    try {
      visit(JSON.parse(text), 0);
    } catch {
      // A malformed block is the page author's mistake: other blocks still count.
    }
  }
  return out;
}

function sameSiteJobLinks(html: string, pageUrl: string, start: URL): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(HREF_RE)) {
    const raw = (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&');
    let u: URL;
    try {
      u = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (u.host !== start.host || (u.protocol !== 'http:' && u.protocol !== 'https:')) continue;
    if (!JOB_LINK_RE.test(u.pathname)) continue;
    links.push(stripHash(u.href));
    if (links.length >= JSONLD_MAX_PAGES) break;
  }
  return links;
}

const stripHash = (href: string) => href.split('#')[0];

function idOf(p: Record<string, unknown>): string {
  const ident = p.identifier;
  const v = isObject(ident) ? str(ident.value) ?? str(ident['@id']) : str(ident);
  return v ?? str(p.url) ?? `${str(p['@page'])}#${str(p.title) ?? ''}`;
}

function text(v: unknown): string | null {
  if (isObject(v)) return str(v.name) ?? str(v['@id']);
  if (Array.isArray(v)) return text(v[0]);
  return str(v);
}

function posting(p: Record<string, unknown>, source: SourceConfig): RawPosting {
  const page = str(p['@page']) ?? source.url;
  const places = (Array.isArray(p.jobLocation) ? p.jobLocation : [p.jobLocation]).filter(isObject);
  const address = places.length && isObject(places[0].address) ? places[0].address : null;
  const locality = address ? str(address.addressLocality) : null;
  const region = address ? str(address.addressRegion) : null;
  const country = address ? text(address.addressCountry) : null;
  const remote = str(p.jobLocationType)?.toUpperCase() === 'TELECOMMUTE';
  const applicant = text(isObject(p.applicantLocationRequirements) ? p.applicantLocationRequirements : null);
  const base = isObject(p.baseSalary) ? p.baseSalary : null;
  const value = base && isObject(base.value) ? base.value : null;
  const employment = Array.isArray(p.employmentType) ? p.employmentType.map(str).filter(Boolean).join(', ') : str(p.employmentType);
  return {
    externalId: idOf(p),
    title: str(p.title) ?? '',
    url: httpUrl(p.url ?? page, page),
    applyUrl: str(p.url) ? httpUrl(p.url, page) : null,
    city: locality,
    locationText: [locality, region, country].filter(Boolean).join(', ') || (remote && applicant ? `Remote - ${applicant}` : null),
    country: country ?? (remote ? applicant : null),
    remote,
    department: str(p.occupationalCategory) ?? str(p.industry),
    employmentType: employment,
    postedAt: str(p.datePosted),
    descriptionHtml: str(p.description) ?? '',
    salary: base
      ? salaryFromFields(
          value ? (value.minValue ?? value.value) : base.value,
          value ? (value.maxValue ?? value.value) : base.value,
          base.currency,
          periodOfWord(value ? str(value.unitText) : str(base.unitText)),
        )
      : null,
    company: text(p.hiringOrganization),
  };
}
