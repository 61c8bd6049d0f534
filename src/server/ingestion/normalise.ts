import { createHash } from 'node:crypto';
import { JOB_TYPES } from '../../shared/constants';
import { convertAmount } from '../../shared/exchangeRates';
import { parseSalaryText, type Salary } from '../../shared/salary';
import { monthlySalary } from '../../shared/salaryFormat';
import { htmlToText, sanitizeEmployerHtml, unescapeHtml } from './sanitize';
import type { RawPlace, RawPosting, SourceConfig } from './types';

/** The catalogue's places and functions, read once per run (ingestionRepository.loadCatalogue). */
export interface CatalogueSnapshot {
  countries: { id: number; name: string; iso2: string; currency_id: number; currency: string }[];
  states: { name: string; country_id: number }[];
  cities: { id: number; name: string; country_id: number }[];
  functions: { id: number; name: string }[];
}

export type WorkMode = 'remote' | 'hybrid' | 'on-site';

/** Where a posting is: a known city, or a city to create in a known country. */
export type Place = { cityId: number; countryId: number } | { newCity: string; countryId: number };

export interface NormalisedJob {
  externalId: string;
  title: string;
  url: string;
  applyUrl: string | null;
  place: Place;
  /** Every further place the posting is open in (resolved, distinct from `place` and each other, at most MAX_EXTRA_PLACES). */
  extraPlaces: Place[];
  jobFunctionId: number;
  roleFunction: string;
  roleLevel: string;
  workType: (typeof JOB_TYPES)[number];
  workMode: WorkMode | null;
  postedAt: Date;
  /** The source stated the date (else postedAt is the run's time, and a stored job keeps its own). */
  postedStated: boolean;
  descriptionHtml: string;
  /** The skills the provider listed, as one plain text (at most MAX_SKILLS of MAX_SKILL_CHARS each); '' when none. */
  skills: string;
  salary: Salary | null;
  /** How much the record says (description, salary, location, date): the richer of two duplicates is kept. */
  richness: number;
  /** A digest of the stored fields: equal digests mean "unchanged". */
  hash: string;
}

/** The most skills a job keeps, and the longest one (a skill is a few words; the rest is not a skill). */
const MAX_SKILLS = 30;
const MAX_SKILL_CHARS = 100;

// ---------------------------------------------------------------- places

const COUNTRY_ALIASES: Record<string, string> = {
  uae: 'AE', 'u.a.e': 'AE', 'u.a.e.': 'AE', emirates: 'AE', ksa: 'SA', 'saudi': 'SA', 'kingdom of saudi arabia': 'SA',
  bharat: 'IN', 'republic of the philippines': 'PH', ph: 'PH', phl: 'PH', ind: 'IN', mys: 'MY', sgp: 'SG', are: 'AE',
  sau: 'SA', qat: 'QA', kwt: 'KW', omn: 'OM', bhr: 'BH', 'state of qatar': 'QA', 'sultanate of oman': 'OM',
  'kingdom of bahrain': 'BH', 'state of kuwait': 'KW',
};
const CITY_ALIASES: Record<string, string> = {
  bangalore: 'bengaluru', bengalooru: 'bengaluru', bombay: 'mumbai', gurgaon: 'gurugram', delhi: 'new delhi',
  'delhi ncr': 'new delhi', ncr: 'new delhi', madras: 'chennai', calcutta: 'kolkata', cochin: 'kochi', trivandrum: 'thiruvananthapuram',
  'makati city': 'makati', 'taguig city': 'taguig', bgc: 'taguig', 'bonifacio global city': 'taguig', kl: 'kuala lumpur',
  'kuala lumpur city': 'kuala lumpur', pj: 'petaling jaya', penang: 'george town', 'johor baharu': 'johor bahru', jb: 'johor bahru',
  'dubai city': 'dubai', 'riyadh city': 'riyadh', jeddah: 'jeddah', jiddah: 'jeddah', khobar: 'al khobar', 'doha city': 'doha',
  'kuwait': 'kuwait city', 'muscat city': 'muscat', 'manama city': 'manama', 'singapore city': 'singapore',
};
const REMOTE_RE = /\b(remote|anywhere|work from home|wfh|telecommute|virtual)\b/i;
const HYBRID_RE = /\bhybrid\b/i;
const ONSITE_RE = /\b(on-?site|in[- ]office|office[- ]based)\b/i;

const norm = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

export class Catalogue {
  private readonly countryBy = new Map<string, CatalogueSnapshot['countries'][number]>();
  private readonly stateCountry = new Map<string, number>();
  private readonly cityBy = new Map<string, { id: number; country_id: number }[]>();
  readonly functions: CatalogueSnapshot['functions'];

  constructor(snap: CatalogueSnapshot) {
    for (const c of snap.countries) {
      this.countryBy.set(norm(c.name), c);
      this.countryBy.set(c.iso2.toLowerCase(), c);
    }
    for (const [alias, iso2] of Object.entries(COUNTRY_ALIASES)) {
      const c = this.countryBy.get(iso2.toLowerCase());
      if (c) this.countryBy.set(alias, c);
    }
    for (const s of snap.states) this.stateCountry.set(norm(s.name), s.country_id);
    for (const c of snap.cities) this.addCity(c.id, c.name, c.country_id);
    this.functions = snap.functions;
  }

  addCity(id: number, name: string, countryId: number): void {
    const key = norm(name);
    const list = this.cityBy.get(key) ?? [];
    list.push({ id, country_id: countryId });
    this.cityBy.set(key, list);
  }

  country(text: string | null | undefined): CatalogueSnapshot['countries'][number] | null {
    if (!text) return null;
    return this.countryBy.get(norm(text).replace(/\.$/, '')) ?? null;
  }

  countryById(id: number): CatalogueSnapshot['countries'][number] | undefined {
    return [...this.countryBy.values()].find((c) => c.id === id);
  }

  private city(name: string, countryId: number | null): { id: number; country_id: number } | null {
    const key = norm(name);
    const candidates = [key, CITY_ALIASES[key], key.replace(/ city$/, ''), CITY_ALIASES[key.replace(/ city$/, '')]].filter(Boolean) as string[];
    for (const k of candidates) {
      const list = this.cityBy.get(k);
      if (!list) continue;
      const hit = countryId === null ? list[0] : list.find((c) => c.country_id === countryId);
      if (hit) return hit;
    }
    return null;
  }

  /**
   * Location text → a city of the catalogue, or a city to create in the right country. Parts are split on commas,
   * dashes, slashes and pipes: "Bengaluru, Karnataka, India", "Remote - India", "Dubai - United Arab Emirates",
   * "Makati City, Metro Manila". Countries come from a country part, a state/region part, or the city itself.
   * "Remote" without a city is the country's "Remote" city. Null when no country can be told.
   */
  resolve(text: string | null | undefined, hints: { city?: string | null; country?: string | null } = {}): Place | null {
    const raw = [hints.city, text].filter(Boolean).join(', ');
    const parts = raw
      .split(/\s*(?:,|\s-\s|\s–\s|\/|\||;|\(|\))\s*/)
      .map((p) => p.trim())
      .filter(Boolean);
    let countryId: number | null = this.country(hints.country)?.id ?? null;
    const rest: string[] = [];
    // A part naming a country that also names one of its cities (Singapore, Kuwait → Kuwait City): that city, when
    // the text names no other (issue 31: city-states were read as the country's "Remote").
    const cityStates: { id: number; country_id: number }[] = [];
    for (const part of parts) {
      const c = this.country(part);
      if (c) {
        countryId ??= c.id;
        const own = this.city(part, c.id);
        if (own) cityStates.push(own);
        continue;
      }
      const st = this.stateCountry.get(norm(part));
      if (st !== undefined && !this.city(part, st)) {
        countryId ??= st;
        continue;
      }
      rest.push(part);
    }
    const remote = REMOTE_RE.test(raw);
    const names = rest.filter((p) => !REMOTE_RE.test(p) && !HYBRID_RE.test(p) && !ONSITE_RE.test(p) && /\p{L}/u.test(p));
    for (const name of names) {
      const hit = this.city(name, countryId);
      if (hit) return { cityId: hit.id, countryId: hit.country_id };
    }
    const cityState = !names.length && !remote ? cityStates.find((c) => countryId === null || c.country_id === countryId) : undefined;
    if (cityState) return { cityId: cityState.id, countryId: cityState.country_id };
    if (countryId === null) return null;
    const first = names[0];
    if (first && first.length <= 60) return { newCity: titleCase(first.replace(/\s+city$/i, (m) => (this.city(first, countryId) ? '' : m))), countryId };
    if (remote || !first) return { newCity: 'Remote', countryId };
    return null;
  }
}

/** Largest number of further places one posting keeps (a board listing every office on every job is cut). */
export const MAX_EXTRA_PLACES = 20;

/** Identity of a place for de-duplication: the catalogue city, or the city to create (by name) in its country. */
export function placeKey(p: Place): string {
  return 'cityId' in p ? `c${p.cityId}` : `n${p.countryId}:${norm(p.newCity)}`;
}

/**
 * The further places a posting names, resolved like the primary one; a place the catalogue cannot place is dropped
 * silently (only the primary place decides a rejection), and repeats of the primary or of each other go.
 */
export function extraPlacesOf(places: RawPlace[] | undefined, primary: Place, cat: Catalogue): Place[] {
  const seen = new Set<string>([placeKey(primary)]);
  const out: Place[] = [];
  for (const raw of places ?? []) {
    if (out.length >= MAX_EXTRA_PLACES) break;
    const remote = raw.remote === true && raw.locationText && !REMOTE_RE.test(raw.locationText) ? `Remote - ${raw.locationText}` : raw.locationText;
    const place = cat.resolve(remote ?? (raw.remote === true ? 'Remote' : null), { city: raw.city, country: raw.country });
    if (!place) continue;
    const key = placeKey(place);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(place);
  }
  return out;
}

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase())
    .trim();
}

// ---------------------------------------------------------------- functions, levels, types

/** Keywords of title and department → our job function (the first rule that matches wins). */
const FUNCTION_RULES: [RegExp, string][] = [
  [/\b(data scien|machine learning|\bml\b|analytics|data analyst|data engineer|\bbi\b|business intelligence|statistic)/i, 'Data Science & Analytics'],
  [/\b(software|developer|engineer(ing)? (manager|lead)|frontend|front-end|backend|back-end|full[- ]?stack|devops|sre|cloud|qa|test automation|mobile|android|ios|it support|it |sysadmin|system administrator|network|cyber|security engineer|programmer|web)/i, 'Information Technology'],
  [/\b(designer|design|ux|ui\/|creative|illustrat|graphic|art director|video editor)/i, 'Design & Creative'],
  [/\b(sales|business development|account executive|account manager|bdm|bde|pre-?sales|inside sales)/i, 'Sales & Business Development'],
  [/\b(marketing|seo|sem|content|brand|social media|communications|pr\b|public relations|growth)/i, 'Marketing & Communications'],
  [/\b(accountant|accounting|finance|financial|audit|tax|treasury|controller|payroll|accounts)/i, 'Finance & Accounting'],
  [/\b(bank|insurance|underwriter|actuar|credit|loan|teller|wealth)/i, 'Banking & Insurance'],
  [/\b(hr\b|human resources|recruit|talent|people partner|people operations|learning and development)/i, 'Human Resources'],
  [/\b(customer|support|call cent|contact cent|service desk|helpdesk|client service)/i, 'Customer Service'],
  [/\b(nurse|doctor|physician|clinical|medical|pharmac|health|therap|dentist|radiolog|caregiver)/i, 'Healthcare & Medical'],
  [/\b(teacher|tutor|lecturer|professor|trainer|education|instructor|curriculum)/i, 'Education & Training'],
  [/\b(hotel|chef|cook|restaurant|hospitality|front office|housekeeping|barista|travel|tourism|f&b)/i, 'Hospitality & Tourism'],
  [/\b(logistic|supply chain|warehouse|procurement|purchasing|inventory|shipping|freight|driver|fleet)/i, 'Logistics & Supply Chain'],
  [/\b(legal|lawyer|counsel|compliance|paralegal|attorney|regulatory)/i, 'Legal & Compliance'],
  [/\b(civil|construction|site engineer|quantity surveyor|architect|real estate|property|estimator)/i, 'Construction & Real Estate'],
  [/\b(oil|gas|energy|petroleum|drilling|refinery|solar|power plant)/i, 'Oil, Gas & Energy'],
  [/\b(mechanical|electrical|chemical|process engineer|maintenance engineer|hvac|instrumentation|engineer)/i, 'Engineering'],
  [/\b(production|manufactur|plant|factory|machine operator|quality control|technician)/i, 'Manufacturing & Production'],
  [/\b(retail|store|merchandis|e-?commerce|cashier|shop)/i, 'Retail & E-commerce'],
  [/\b(consult|strategy|advisory)/i, 'Consulting & Strategy'],
  [/\b(journalist|editor|reporter|media|writer|copywriter|broadcast)/i, 'Media & Journalism'],
  [/\b(research|scientist|r&d|laboratory|lab )/i, 'Research & Development'],
  [/\b(admin|office|receptionist|secretary|assistant|clerk|data entry)/i, 'Administration & Office Support'],
  [/\b(operations|operation|project manager|program manager|coordinator)/i, 'Operations'],
];
const FALLBACK_FUNCTION = 'Operations';

export function jobFunctionOf(title: string, department: string | null | undefined, functions: { id: number; name: string }[]): { id: number; name: string } {
  const byName = new Map(functions.map((f) => [f.name.toLowerCase(), f]));
  const rule = (text: string) => {
    for (const [re, name] of FUNCTION_RULES) if (re.test(` ${text} `)) return byName.get(name.toLowerCase());
    return undefined;
  };
  // The title says most ("Backend Engineer" in an "Engineering" department is IT), then the department's name.
  const found = rule(title) ?? (department ? byName.get(department.toLowerCase()) ?? rule(department) : undefined);
  if (found) return found;
  return byName.get(FALLBACK_FUNCTION.toLowerCase()) ?? functions[0];
}

export function roleLevelOf(title: string): string {
  if (/\b(intern|trainee|graduate|fresher|junior|jr\.?|entry)\b/i.test(title)) return 'Entry Level';
  if (/\b(director|vp|vice president|head of|chief|cto|cfo|ceo)\b/i.test(title)) return 'Director';
  if (/\b(manager|head)\b/i.test(title)) return 'Manager';
  if (/\b(senior|sr\.?|lead|principal|staff)\b/i.test(title)) return 'Senior Level';
  if (/\b(associate|assistant)\b/i.test(title)) return 'Associate';
  return 'Mid-Senior Level';
}

export function workTypeOf(employment: string | null | undefined, title: string): (typeof JOB_TYPES)[number] {
  const t = `${employment ?? ''} ${title}`.toLowerCase();
  if (/intern/.test(t)) return 'Internship';
  if (/volunteer/.test(t)) return 'Volunteer';
  if (/part[- _]?time/.test(t)) return 'Part-time';
  if (/contract|freelance|temporary|temp\b|fixed[- ]term|contractor/.test(t)) return 'Freelance/Contract';
  if (/casual|on[- ]call|per diem/.test(t)) return 'Casual/On-Call';
  if (/shift/.test(t)) return 'Shift-Based';
  return 'Full-time';
}

export function workModeOf(p: Pick<RawPosting, 'remote' | 'workplace' | 'locationText' | 'title'>): WorkMode | null {
  const w = (p.workplace ?? '').toLowerCase();
  if (/hybrid/.test(w)) return 'hybrid';
  if (/remote|telecommute/.test(w)) return 'remote';
  if (/on-?site|office/.test(w)) return 'on-site';
  if (p.remote === true) return 'remote';
  const text = `${p.locationText ?? ''} ${p.title}`;
  if (HYBRID_RE.test(text)) return 'hybrid';
  if (REMOTE_RE.test(text)) return 'remote';
  if (ONSITE_RE.test(text)) return 'on-site';
  return null;
}

/** A posting date: ISO text, RFC 2822 text or epoch ms; never in the future, never before 2000; else `now`. */
export function postedAtOf(v: string | number | null | undefined, now: Date): Date {
  if (v === null || v === undefined || v === '') return now;
  const d = typeof v === 'number' ? new Date(v < 1e12 ? v * 1000 : v) : new Date(/^\d+$/.test(v) ? Number(v) : v);
  if (Number.isNaN(d.getTime()) || d.getFullYear() < 2000) return now;
  return d > now ? now : d;
}

/**
 * Query parameters that name the job on an embedded board (one careers page showing every posting by its query:
 * `/careers?gh_jid=123`): they stay in the apply-URL key, else every posting of the page would share one key.
 */
export const JOB_QUERY_PARAMS: readonly string[] = ['gh_jid', 'jobid', 'job_id', 'jid', 'id', 'ref'];
/** Lever's own tracking parameters (`lever-source[]`, `lever-origin`, `lever-via`); its other `lever-…` ones name the job. */
const LEVER_TRACKING_RE = /^lever-(source|origin|via)(\[\])?$/;

/** Does this query parameter identify the job (kept in the key) rather than track a visit (utm_*, source, gh_src: dropped)? */
function namesJob(name: string): boolean {
  const n = name.toLowerCase();
  return JOB_QUERY_PARAMS.includes(n) || (n.startsWith('lever-') && !LEVER_TRACKING_RE.test(n));
}

/**
 * The same listing's URL whatever its tracking query, fragment, scheme or trailing slash: the apply-URL de-duplication
 * key. The parameters that identify a job (JOB_QUERY_PARAMS, Lever's `lever-…`) are kept, sorted.
 */
export function urlKey(href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const u = new URL(href);
    const base = `${u.host.toLowerCase().replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '').toLowerCase()}`;
    const kept = [...u.searchParams]
      .filter(([name, value]) => value !== '' && namesJob(name))
      .map(([name, value]) => `${encodeURIComponent(name.toLowerCase())}=${encodeURIComponent(value)}`)
      .sort();
    return kept.length ? `${base}?${kept.join('&')}` : base;
  } catch {
    return null;
  }
}

/** Arabic's optional vowel marks and the tatweel (ـ): folded like Latin diacritics, they do not make another title. */
const ARABIC_MARKS_RE = /\u0640|[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/**
 * Title for comparing duplicates: lower case, no punctuation, no bracketed remarks or work-mode words. Letters and
 * digits of every script stay (with their vowel signs: Devanagari and Tamil write vowels as marks), so two Arabic or
 * Hindi titles are two titles (issue 31); Latin case and diacritics are folded.
 */
export function titleKey(title: string): string {
  return norm(title)
    .replace(ARABIC_MARKS_RE, '')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\b(remote|hybrid|on-?site|urgent|hiring|immediate joiner)\b/g, ' ')
    .replace(/\bsr\b\.?/g, 'senior')
    .replace(/\bjr\b\.?/g, 'junior')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export class RecordRejected extends Error {}

/**
 * Most a salary may pay a month, in US dollars, to be believed (issue 31: "MYR 850 million a month" was published).
 * Above it the record is rejected, naming the amount: a figure like that is a typo or a trap, and the job is not
 * published as verified with it. About 25 times a top executive's pay in our markets; the rates are the shared ones.
 */
export const MAX_MONTHLY_SALARY_USD = 250_000;
/** Least a salary may pay a month, in US dollars, to be read at all: below it the figure is dropped (unreadable), not the job. */
export const MIN_MONTHLY_SALARY_USD = 10;

/** 850000000 → "850,000,000" (whole units; no Intl, so the reason reads the same on every machine). */
const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The salary as published, null when it is too small to be a pay (a misread figure), or RecordRejected when it is
 * absurdly large. Compared in US dollars per month; a currency the shared table lacks is kept as stated.
 */
export function plausibleSalary(salary: Salary | null): Salary | null {
  const monthly = monthlySalary(salary);
  if (!salary || !monthly) return salary;
  const top = monthly.max ?? monthly.min;
  if (top === null) return salary;
  const usd = convertAmount(top, monthly.currency, 'USD');
  if (usd === null) return salary;
  if (usd > MAX_MONTHLY_SALARY_USD) {
    const stated = salary.max ?? salary.min ?? 0;
    throw new RecordRejected(
      `implausible salary: ${salary.currency} ${grouped(stated)} a ${salary.period} (about USD ${grouped(usd)} a month, over USD ${grouped(MAX_MONTHLY_SALARY_USD)})`,
    );
  }
  return usd < MIN_MONTHLY_SALARY_USD ? null : salary;
}

/** A salary read from text: kept when plausible, else dropped (never a reason to reject the job). */
function readSalary(salary: Salary | null): Salary | null {
  try {
    return plausibleSalary(salary);
  } catch (err) {
    if (err instanceof RecordRejected) return null;
    throw err;
  }
}

const LEGAL_SUFFIX_RE = /\b(pvt|private|ltd|limited|llc|inc|co|corp|corporation|company|plc|pte|sdn|bhd|w\.?l\.?l|k\.?s\.?c|saoc|b\.?s\.?c|group|holdings?)\b\.?/g;
const companyKey = (name: string) => norm(name).replace(LEGAL_SUFFIX_RE, ' ').replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();

/** "Gulfline Logistics LLC" and "Gulfline Logistics" are one employer; "Someone Else Trading" is another. */
export function sameCompany(a: string, b: string): boolean {
  const x = companyKey(a);
  const y = companyKey(b);
  return !!x && !!y && (x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `));
}

/**
 * One raw posting → the job we store, or RecordRejected with the reason. The description is sanitised with the
 * shared allow-list; the salary comes from the provider's fields, else from the text (title, then description),
 * in the country's currency when the text names none.
 */
export function normalise(p: RawPosting, source: SourceConfig, cat: Catalogue, now: Date): NormalisedJob {
  const title = htmlToText(p.title).slice(0, 200);
  if (!title) throw new RecordRejected('empty title');
  if (p.company && !sameCompany(p.company, source.company)) throw new RecordRejected(`company "${p.company.slice(0, 80)}" is not this source's employer`);
  let place = cat.resolve(p.locationText, { city: p.city, country: p.country });
  if (!place && !p.locationText && !p.city && !p.country && source.default_location) place = cat.resolve(source.default_location);
  if (!place) {
    const where = [p.city, p.locationText, p.country].filter(Boolean).join(' / ');
    throw new RecordRejected(where ? `location not recognised: ${where.slice(0, 120)}` : 'no location');
  }
  // Some pages escape their HTML once more ("&lt;p&gt;…" with no tag): read it as the HTML it is.
  const rawHtml = p.descriptionHtml ?? '';
  const descriptionHtml = sanitizeEmployerHtml(!/<[a-z]/i.test(rawHtml) && /&lt;[a-z]/i.test(rawHtml) ? unescapeHtml(rawHtml) : rawHtml);
  const text = htmlToText(descriptionHtml);
  if (text.length < 20) throw new RecordRejected('description missing or shorter than 20 characters');
  const currency = cat.countryById(place.countryId)?.currency;
  // A salary the provider stated is the employer's word: an absurd one rejects the record. One read from the title or
  // description may be a misread figure (a turnover, an investment): an absurd one is dropped, the job kept.
  const salary = p.salary ? plausibleSalary(p.salary) : readSalary(parseSalaryText(title) ?? parseSalaryText(text, currency));
  const extraPlaces = extraPlacesOf(p.places, place, cat);
  const skills = [...new Set((p.skills ?? []).map((s) => htmlToText(s).replace(/\s+/g, ' ').trim().slice(0, MAX_SKILL_CHARS)).filter(Boolean))]
    .slice(0, MAX_SKILLS)
    .join('. ');
  const fn = jobFunctionOf(title, p.department, cat.functions);
  const postedAt = postedAtOf(p.postedAt, now);
  const job = {
    externalId: p.externalId.slice(0, 200),
    title,
    url: p.url,
    applyUrl: p.applyUrl ?? null,
    place,
    extraPlaces,
    jobFunctionId: fn.id,
    roleFunction: (p.department ? htmlToText(p.department) : fn.name).slice(0, 120),
    roleLevel: roleLevelOf(title),
    workType: workTypeOf(p.employmentType, title),
    workMode: workModeOf({ ...p, title }),
    postedAt,
    postedStated: p.postedAt !== null && p.postedAt !== undefined && p.postedAt !== '',
    descriptionHtml,
    skills,
    salary,
  };
  const richness = Math.min(text.length, 5000) + (salary ? 2000 : 0) + ('cityId' in place ? 500 : 0) + (p.postedAt ? 200 : 0) + (p.department ? 100 : 0);
  const digested: unknown[] = [job.title, job.url, job.applyUrl, [p.city, p.locationText, p.country], job.jobFunctionId, job.roleFunction, job.workType, job.workMode, job.postedStated ? postedAt.toISOString() : null, descriptionHtml, salary];
  // The further places as the source wrote them (a city created this run is an id the next: not the resolved ones);
  // only when there are some, so a record with one place keeps the digest it had before issue 31.
  const extraRaw = (p.places ?? []).map((x) => [x.city ?? null, x.locationText ?? null, x.country ?? null, x.remote ?? null]);
  if (extraRaw.length) digested.push(extraRaw);
  // Likewise the skills (issue 32): a record without them keeps its digest.
  if (skills) digested.push({ skills });
  const hash = createHash('sha256').update(JSON.stringify(digested)).digest('hex');
  return { ...job, richness, hash };
}
