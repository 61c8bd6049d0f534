import { periodOfWord, salaryFromFields } from '../../../shared/salary';
import type { RawPlace, RawPosting, SourceConfig, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, rawPlaces, readRecords, str } from './common';

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

/** Most nodes with an `@id` indexed on one page (references are resolved against them). */
/**
 * JobPosting `skills` (schema.org: Text or DefinedTerm, one or many; a comma-separated string is common): the names
 * as a list, at most 50 read.
 */
function skillsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value.slice(0, 50) : value === undefined || value === null ? [] : [value];
  return list.flatMap((v) => {
    const text = isObject(v) ? str(v.name) : str(v);
    return text ? (Array.isArray(value) ? [text] : text.split(/[,;\n]/)) : [];
  });
}

const MAX_ID_NODES = 5_000;

/**
 * Every JobPosting node of a page's JSON-LD blocks (objects, arrays, @graph, nested); bad blocks are skipped. A
 * reference (`{"@id": "#org"}`) in `hiringOrganization`, `jobLocation`, its `address` or `applicantLocationRequirements`
 * is replaced by the page's node with that `@id` (issue 31: an `@graph` names its organisation once).
 */
export function jobPostingsIn(html: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const byId = new Map<string, Record<string, unknown>>();
  const index = (v: unknown, depth: number) => {
    if (depth > 8 || byId.size >= MAX_ID_NODES) return;
    if (Array.isArray(v)) v.forEach((x) => index(x, depth + 1));
    else if (isObject(v)) {
      const id = str(v['@id']);
      if (id && Object.keys(v).length > 1 && !byId.has(id)) byId.set(id, v);
      for (const x of Object.values(v)) if (typeof x === 'object' && x !== null) index(x, depth + 1);
    }
  };
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
    let block: unknown;
    try {
      block = JSON.parse(text);
    } catch {
      // A malformed block is the page author's mistake: other blocks still count.
      continue;
    }
    index(block, 0);
    visit(block, 0);
  }
  return byId.size ? out.map((p) => withReferences(p, byId)) : out;
}

/** A bare reference (`{"@id": …}`, perhaps with a `@type`) → the node it names, when the page has it. */
function deref(v: unknown, byId: Map<string, Record<string, unknown>>): unknown {
  if (Array.isArray(v)) return v.map((x) => deref(x, byId));
  if (!isObject(v)) return v;
  const id = str(v['@id']);
  const bare = Object.keys(v).every((k) => k === '@id' || k === '@type');
  return id && bare ? byId.get(id) ?? v : v;
}

/** The posting with its organisation, places (and their addresses) and applicant locations resolved. */
function withReferences(p: Record<string, unknown>, byId: Map<string, Record<string, unknown>>): Record<string, unknown> {
  const place = (v: unknown): unknown => {
    const node = deref(v, byId);
    if (!isObject(node)) return node;
    const address = deref(node.address, byId);
    return isObject(address) ? { ...node, address: { ...address, addressCountry: deref(address.addressCountry, byId) } } : node;
  };
  const locations = deref(p.jobLocation, byId);
  return {
    ...p,
    hiringOrganization: deref(p.hiringOrganization, byId),
    jobLocation: Array.isArray(locations) ? locations.map(place) : place(locations),
    applicantLocationRequirements: deref(p.applicantLocationRequirements, byId),
  };
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

/** A `jobLocation` Place → a raw place: its address's locality, region and country (or an address written as text). */
function physicalPlace(loc: unknown): RawPlace | null {
  if (!isObject(loc)) return null;
  if (typeof loc.address === 'string') return str(loc.address) ? { locationText: str(loc.address) } : null;
  const address = isObject(loc.address) ? loc.address : null;
  if (!address) return null;
  const locality = str(address.addressLocality);
  const region = str(address.addressRegion);
  const country = text(address.addressCountry);
  const locationText = [locality, region, country].filter(Boolean).join(', ');
  return locationText ? { city: locality, locationText, country } : null;
}

/**
 * `applicantLocationRequirements` (one Country/State or an array of them) → remote places: "Remote - India" in
 * that country; a State names no country (the catalogue finds it from the state, or drops it).
 */
function remotePlaces(v: unknown): RawPlace[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  const out: RawPlace[] = [];
  for (const r of list) {
    const name = text(r);
    if (!name) continue;
    const isState = isObject(r) && /state|region|administrativearea/i.test(str(r['@type']) ?? '') && !/country/i.test(str(r['@type']) ?? '');
    out.push({ locationText: `Remote - ${name}`, country: isState ? null : name, remote: true });
  }
  return out;
}

function posting(p: Record<string, unknown>, source: SourceConfig): RawPosting {
  const page = str(p['@page']) ?? source.url;
  const physical = (Array.isArray(p.jobLocation) ? p.jobLocation : [p.jobLocation]).map(physicalPlace).filter((x): x is RawPlace => x !== null);
  const locationType = Array.isArray(p.jobLocationType) ? p.jobLocationType.map(str).filter(Boolean).join(' ') : str(p.jobLocationType);
  const applicants = remotePlaces(p.applicantLocationRequirements);
  // Remote for the applicant's countries (issue 31): TELECOMMUTE, or the countries one may apply from.
  const remote = /telecommute/i.test(locationType ?? '') || applicants.length > 0;
  // The first office is the primary place; without one, the first country one may work from remotely.
  const all = physical.length ? [...physical, ...applicants] : applicants;
  const primary: RawPlace = all[0] ?? {};
  const org = p.hiringOrganization;
  const base = isObject(p.baseSalary) ? p.baseSalary : null;
  const value = base && isObject(base.value) ? base.value : null;
  const employment = Array.isArray(p.employmentType) ? p.employmentType.map(str).filter(Boolean).join(', ') : str(p.employmentType);
  return {
    externalId: idOf(p),
    title: str(p.title) ?? '',
    url: httpUrl(p.url ?? page, page),
    applyUrl: str(p.url) ? httpUrl(p.url, page) : null,
    city: primary.city ?? null,
    locationText: primary.locationText ?? null,
    country: primary.country ?? null,
    remote,
    places: rawPlaces(all.slice(1), primary),
    workplace: locationType,
    department: str(p.occupationalCategory) ?? str(p.industry),
    employmentType: employment,
    postedAt: str(p.datePosted),
    descriptionHtml: str(p.description) ?? '',
    skills: skillsOf(p.skills),
    salary: base
      ? salaryFromFields(
          value ? (value.minValue ?? value.value) : base.value,
          value ? (value.maxValue ?? value.value) : base.value,
          base.currency,
          periodOfWord(value ? str(value.unitText) : str(base.unitText)),
        )
      : null,
    // An organisation's name; a reference the page does not resolve names no one (not its URL as a company).
    company: isObject(org) ? str(org.name) : Array.isArray(org) ? (isObject(org[0]) ? str(org[0].name) : str(org[0])) : str(org),
  };
}
