import { JOB_TYPES, PLANS } from '../../shared/constants';
import { hashPassword } from '../auth/passwords';
import { slugify } from '../lib/text';
import { demoCareersPath, demoJobPath } from '../demoCareers/paths';
import { ExchangeRates } from '../trust/exchangeRates';
import { recomputeAllTrust } from '../trust/trustRepository';
import type { Db, Queryable, SqlParam } from './client';
import {
  AGENCY_NAME_RE,
  BENEFITS_BY_COUNTRY,
  BENEFITS_BY_KIND,
  BENEFITS_COMMON,
  COLORS,
  COMPANY_PREFIXES,
  COUNTRIES,
  CURRENCIES,
  DEMO_CANDIDATE,
  FEES,
  GULF_ISO2,
  JOB_FUNCTIONS,
  LEVEL_PAY,
  LEVEL_PREFIX,
  PAY_BY_TIER,
  REPOST_FEED,
  RISKY_TEXTS,
  ROLE_LEVELS,
  SECTORS,
  STIPEND_SHARE,
  TESTIMONIALS,
  type CountrySeed,
  type TitleSeed,
  type WorkKind,
} from './seedData';

/** Deterministic PRNG (mulberry32): the same seed gives the same dataset on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts rows with multi-row INSERTs in batches (bounded parameter count). */
export async function insertMany(db: Queryable, table: string, columns: string[], rows: SqlParam[][], suffix = ''): Promise<void> {
  if (rows.length === 0) return;
  const perBatch = Math.max(1, Math.floor(30000 / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: SqlParam[] = [];
    const tuples = batch.map((row) => {
      const ph = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${ph.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')} ${suffix}`, params);
  }
}

type JobType = (typeof JOB_TYPES)[number];
/**
 * The work types a role is advertised as, by how it is worked (seedData.ts WorkKind): only office roles are hybrid or
 * remote; an internship is Entry Level only (jobType); no seeded job is a volunteer one.
 */
const WORK_TYPES_BY_KIND: Record<WorkKind, Partial<Record<JobType, number>>> = {
  office: { 'Full-time': 60, Hybrid: 15, Remote: 7, 'On-site': 6, 'Freelance/Contract': 5, 'Part-time': 3, Internship: 4 },
  shift: { 'Full-time': 62, 'Shift-Based': 16, 'On-site': 9, 'Part-time': 7, 'Casual/On-Call': 3, Internship: 3 },
  field: { 'Full-time': 72, 'On-site': 14, 'Freelance/Contract': 6, 'Shift-Based': 4, 'Part-time': 2, 'Casual/On-Call': 2 },
};
/** How often each role level is advertised (ROLE_LEVELS order), within the levels a title allows. */
const LEVEL_WEIGHTS = [22, 24, 24, 16, 10, 4];
/** A part-time or on-call role pays this share of the full-time figure. */
const PART_TIME_SHARE = 0.55;

function weighted<T>(rand: () => number, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

function pickSome<T>(rand: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
}

function roundMoney(n: number): number {
  return n >= 10000 ? Math.round(n / 1000) * 1000 : n >= 1000 ? Math.round(n / 100) * 100 : Math.round(n / 10) * 10;
}

/** A salary range as a job's text states it: "₹4,20,000 – ₹5,60,000 per year" in India, "PHP 28,000 – 36,000 per month". */
function payText(min: number, max: number, currency: string, period: 'year' | 'month'): string {
  if (currency === 'INR') {
    const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    const lakhs = (n: number) => String(Math.round(n / 10_000) / 10);
    return period === 'year' ? `${inr(min)} – ${inr(max)} per year (${lakhs(min)}–${lakhs(max)} LPA)` : `${inr(min)} – ${inr(max)} per month`;
  }
  return `${currency} ${min.toLocaleString('en-US')} – ${max.toLocaleString('en-US')} per ${period}`;
}

/**
 * A job's pay (docs/markets.md ("The demo catalogue")): its title's tier in its market (PAY_BY_TIER, the Gulf's own tier where the
 * title has one) × its level (LEVEL_PAY) × a spread of ±6% of its own, as a range of −12% / +15% around that. India's
 * per year, rounded to ₹10,000; every other market's per month. An internship pays a monthly stipend; a part-time or
 * on-call role a share of the full-time figure.
 */
export function payFor(title: TitleSeed, levelIndex: number, jobType: JobType, country: CountrySeed, spread: number): { min: number; max: number; period: 'year' | 'month' } {
  const gulf = GULF_ISO2.includes(country.iso2);
  const tier = (gulf && title.gulfTier) || title.tier;
  const intern = jobType === 'Internship';
  let mid = PAY_BY_TIER[country.currency][tier - 1] * (intern ? LEVEL_PAY[0] * STIPEND_SHARE : LEVEL_PAY[levelIndex]) * (0.94 + spread * 0.12);
  if (jobType === 'Part-time' || jobType === 'Casual/On-Call') mid *= PART_TIME_SHARE;
  if (country.currency === 'INR' && !intern) {
    const year = (n: number) => Math.round((n * 12) / 10_000) * 10_000;
    return { min: year(mid * 0.88), max: year(mid * 1.15), period: 'year' };
  }
  return { min: roundMoney(mid * 0.88), max: roundMoney(mid * 1.15), period: 'month' };
}

/** The state of a catalogue listing (issue 17): how its source last saw it and what its text gives away. */
export type CatalogueState = 'open' | 'stale' | 'closed' | 'caution' | 'high_risk';

/** Shares of the catalogue (issue 17, "a realistic share of closed and of risky listings"); see catalogueState. */
export const CATALOGUE_SHARES = { highRisk: 0.01, caution: 0.025, closed: 0.04, staleOfOld: 0.12 } as const;
/** A listing stale or closed at least this long ago, so it was seen open first. */
const STALE_MIN_AGE_DAYS = 35;
const CLOSED_MIN_AGE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Issue 17: job `id`'s state, from a generator of its own (mulberry32 seeded by the id), never from the catalogue's
 * `rand`: the catalogue's titles, companies, cities, dates and salaries stay what they were, and so do the matching
 * evaluation's figures before the exclusions. Of all jobs about 1% are likely scams, 2.5% need checking, 4% of those
 * posted a week or more ago have closed, and 12% of those posted 35 days or more ago have not been re-verified for over
 * 30 days. `draws` are two further numbers of the same generator (which text, which day).
 */
export function catalogueState(id: number, ageDays: number): { state: CatalogueState; draws: [number, number] } {
  const r = prng(Math.imul(id, 0x9e3779b1) ^ 0x17_5eed);
  const u = r();
  const draws: [number, number] = [r(), r()];
  const { highRisk, caution, closed, staleOfOld } = CATALOGUE_SHARES;
  if (u < highRisk) return { state: 'high_risk', draws };
  if (u < highRisk + caution) return { state: 'caution', draws };
  if (u < highRisk + caution + closed) return { state: ageDays >= CLOSED_MIN_AGE_DAYS ? 'closed' : 'open', draws };
  if (u < highRisk + caution + closed + staleOfOld && ageDays >= STALE_MIN_AGE_DAYS) return { state: 'stale', draws };
  return { state: 'open', draws };
}

/** What a catalogue job's state changes in its row: text, status, source and when the source last saw it. */
interface ListingFacts {
  description: string;
  status: 'open' | 'closed';
  isActive: boolean;
  closedAt: string | null;
  source: { type: string; name: string; url: string; domain: string; verified: boolean };
  lastSeen: string;
  /** Only a verified source (the employer's own) verifies: null for a repost, as ingestion leaves it. */
  verifiedAt: string | null;
}

function catalogueListing(
  id: number,
  ref: string,
  company: { name: string; slug: string; domain: string },
  currency: string,
  description: string,
  posted: Date,
  now: Date,
): ListingFacts {
  const ageDays = Math.floor((now.getTime() - posted.getTime()) / DAY_MS);
  const { state, draws } = catalogueState(id, ageDays);
  const daysAgo = (d: number) => new Date(Math.max(posted.getTime(), now.getTime() - d * DAY_MS)).toISOString();
  // Its employer's page on the demo careers site the product serves (issue 29): a same-origin path, never an invented host.
  const careers = { type: 'jsonld', name: `${company.name} careers`, url: demoJobPath(company.slug, ref), domain: company.domain, verified: true };
  // An open listing's source is read every day or so: last checked today, yesterday or the day before.
  const checked = daysAgo(Math.floor(draws[1] * 3));
  const facts: ListingFacts = { description, status: 'open', isActive: true, closedAt: null, source: careers, lastSeen: checked, verifiedAt: checked };
  const pick = <T>(items: readonly T[]) => items[Math.floor(draws[0] * items.length)];
  switch (state) {
    case 'stale': {
      // Its careers page has not answered for over 30 days: last seen between 31 days ago and its posting.
      const seen = daysAgo(31 + Math.floor(draws[1] * (ageDays - 31)));
      return { ...facts, lastSeen: seen, verifiedAt: seen };
    }
    case 'closed': {
      // Gone from its source between the day after posting and yesterday; last seen the day before.
      const closedDays = 1 + Math.floor(draws[1] * (ageDays - 2));
      return { ...facts, status: 'closed', isActive: false, closedAt: daysAgo(closedDays), lastSeen: daysAgo(closedDays + 1), verifiedAt: daysAgo(closedDays + 1) };
    }
    case 'caution':
      return { ...facts, description: description + pick(RISKY_TEXTS.caution) };
    case 'high_risk': {
      // A repost on a feed, its no-fee promise replaced by a money ask: the trust pass makes it inactive.
      const ask = pick(RISKY_TEXTS.highRisk).replace('{fee}', FEES[currency] ?? `${currency} 500`);
      const text = description.replace(/<p><em>[^<]* never asks candidates for payment at any stage of hiring\.<\/em><\/p>$/, ask);
      const source = { type: 'xml', name: REPOST_FEED.name, url: demoJobPath(REPOST_FEED.slug, ref), domain: REPOST_FEED.domain, verified: false };
      return { ...facts, description: text, source, verifiedAt: null };
    }
    default:
      return facts;
  }
}

/** The work mode a seeded work type states (issue 16: remote / hybrid / on-site, or none). */
const WORK_MODES: Partial<Record<(typeof JOB_TYPES)[number], string>> = { Remote: 'remote', Hybrid: 'hybrid', 'On-site': 'on-site' };

export interface SeedOptions {
  jobs: number;
  /** Reference time for posting dates (jobs are posted over the 60 days before it). */
  now?: Date;
  /** Create the demo candidate (default true). */
  demo?: boolean;
  /** Called after each batch of jobs is stored (npm run seed prints it). */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  jobs: number;
  companies: number;
  ms: number;
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM currencies');
  return rows[0].n > 0;
}

/** Seeds reference data, companies, jobs, plans, testimonials and the demo candidate into an empty database. */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const rand = prng(20251122);
  const now = opts.now ?? new Date();
  // `jobs` counts the listed jobs (decisions.md §4: ~5,300 active): the catalogue goes on past it by the closed jobs
  // and likely scams among them (about 1 in 20), which are stored but never listed.
  const listedTarget = Math.max(0, Math.floor(opts.jobs));

  await insertMany(db, 'currencies', ['id', 'code', 'symbol', 'name'], CURRENCIES.map((c, i) => [i + 1, c.code, c.symbol, c.name]));
  const currencyId = (code: string) => CURRENCIES.findIndex((c) => c.code === code) + 1;
  await insertMany(
    db,
    'countries',
    ['id', 'name', 'iso2', 'phone_code', 'currency_id'],
    COUNTRIES.map((c, i) => [i + 1, c.name, c.iso2, c.phone, currencyId(c.currency)]),
  );

  const stateRows: SqlParam[][] = [];
  const stateIds = new Map<string, number>();
  COUNTRIES.forEach((c, ci) => {
    const names = [...new Set([...c.cities.map(([, s]) => s), ...c.extraStates])];
    for (const s of names) {
      stateIds.set(`${ci + 1}:${s}`, stateRows.length + 1);
      stateRows.push([stateRows.length + 1, ci + 1, s]);
    }
  });
  await insertMany(db, 'states', ['id', 'country_id', 'name'], stateRows);

  interface CityRow {
    id: number;
    name: string;
    countryIndex: number;
  }
  const cities: CityRow[] = [];
  const cityRows: SqlParam[][] = [];
  COUNTRIES.forEach((c, ci) => {
    for (const [name, state] of c.cities) {
      const id = cities.length + 1;
      cities.push({ id, name, countryIndex: ci });
      cityRows.push([id, name, slugify(name), ci + 1, stateIds.get(`${ci + 1}:${state}`) ?? null, currencyId(c.currency)]);
    }
  });
  await insertMany(db, 'cities', ['id', 'name', 'slug', 'country_id', 'state_id', 'currency_id'], cityRows);

  await insertMany(db, 'job_functions', ['id', 'name', 'slug'], JOB_FUNCTIONS.map((f, i) => [i + 1, f.name, slugify(f.name)]));
  const titleIds = new Map<string, number>();
  const titleRows: SqlParam[][] = [];
  for (const f of JOB_FUNCTIONS) {
    for (const { name } of f.titles) {
      if (titleIds.has(name.toLowerCase())) continue;
      titleIds.set(name.toLowerCase(), titleRows.length + 1);
      titleRows.push([titleRows.length + 1, name]);
    }
  }
  await insertMany(db, 'job_titles', ['id', 'name'], titleRows);

  // Companies: a few hundred employers, each of a sector (seedData.ts SECTORS: no recruitment agencies) with a home
  // country where such employers are common. The first ones cover every country and every sector.
  const companyCount = Math.max(24, Math.min(600, Math.round(listedTarget / 17) || 24));
  interface CompanyRow {
    id: number;
    name: string;
    slug: string;
    /** What its listings' source line names ("Verified from Apex Software careers"). */
    domain: string;
    countryIndex: number;
    sector: number;
    homeCity: CityRow;
  }
  const companies: CompanyRow[] = [];
  const companyRows: SqlParam[][] = [];
  const usedNames = new Set<string>();
  const countryWeights = COUNTRIES.map((c) => c.weight);
  const countryIndexes = COUNTRIES.map((_, i) => i);
  const sectorIndexes = SECTORS.map((_, i) => i);
  for (let i = 0; companies.length < companyCount && i < companyCount * 20; i++) {
    const countryIndex = companies.length < COUNTRIES.length ? companies.length : weighted(rand, countryIndexes, countryWeights);
    const country = COUNTRIES[countryIndex];
    const sectorIndex = companies.length < SECTORS.length
      ? companies.length
      : weighted(rand, sectorIndexes, SECTORS.map((x) => x.weight * (x.where?.[country.iso2] ?? 1)));
    const sector = SECTORS[sectorIndex];
    const base = `${pick(rand, COMPANY_PREFIXES)} ${pick(rand, sector.cores)}`;
    if (usedNames.has(base) || AGENCY_NAME_RE.test(base)) continue;
    usedNames.add(base);
    const name = `${base} ${country.suffix}`;
    const slug = slugify(base);
    const countryCities = cities.filter((c) => c.countryIndex === countryIndex);
    const homeCity = countryCities[Math.floor(Math.pow(rand(), 1.6) * countryCities.length)];
    const founded = 1975 + Math.floor(rand() * 47);
    const size = pick(rand, ['50-200', '200-500', '500-1,000', '1,000-5,000', '5,000-10,000', '10,000+']);
    const about =
      `<p><strong>${name}</strong> is a ${sector.name.toLowerCase()} company headquartered in ${homeCity.name}, ${country.name}. ` +
      `Founded in ${founded}, it employs ${size} people across the region.</p>` +
      `<p>We hire directly: every opening on this page comes from our own careers site.</p>` +
      `<ul><li>Industry: ${sector.name}</li><li>Company size: ${size} employees</li></ul>`;
    const id = companies.length + 1;
    companies.push({ id, name, slug, domain: base, countryIndex, sector: sectorIndex, homeCity });
    // Its website is its page on the demo careers site the product serves (issue 29), not an invented domain.
    companyRows.push([id, name, slug, demoCareersPath(slug), sector.name, about, COLORS[id % COLORS.length]]);
  }
  await insertMany(db, 'companies', ['id', 'name', 'slug', 'website', 'industry', 'about_html', 'color'], companyRows);
  const companiesByCountry = COUNTRIES.map((_, ci) => companies.filter((c) => c.countryIndex === ci));

  // What each sector advertises: every (function, title) it hires for, weighted by the function's share of its hiring
  // and the title's frequency among the function's titles open to that sector.
  const sectorRoles = SECTORS.map((sector) => {
    const roles: { fnIndex: number; title: TitleSeed }[] = [];
    const weights: number[] = [];
    JOB_FUNCTIONS.forEach((f, fnIndex) => {
      const share = sector.hires[f.name] ?? 0;
      const open = f.titles.filter((t) => !t.only || t.only.includes(sector.name));
      const total = open.reduce((sum, t) => sum + t.weight, 0);
      if (!share || !total) return;
      for (const t of open) {
        roles.push({ fnIndex, title: t });
        weights.push((share * t.weight) / total);
      }
    });
    return { roles, weights };
  });

  // The database's rate table, before the jobs: each job's monthly pay in USD (migration 022) is computed as it is
  // inserted, where rates filled afterwards would re-price the whole catalogue once per currency.
  await new ExchangeRates(db).syncShipped();

  // Jobs
  const levelIndexes = ROLE_LEVELS.map((_, i) => i);
  const windowMinutes = 60 * 24 * 60;
  const citiesByCountry = COUNTRIES.map((_, ci) => cities.filter((c) => c.countryIndex === ci));
  const jobColumns = ['id', 'ref_id', 'company_id', 'title', 'job_title_id', 'job_function_id', 'role_function', 'city_id', 'role_level',
    'work_type', 'description', 'direct_apply', 'direct_apply_url', 'is_featured', 'posted_at',
    // Issue 16: each seeded job comes from its employer's careers site (verified), with the salary its text states.
    'source_type', 'source_name', 'source_url', 'source_domain', 'verified', 'first_seen', 'last_seen', 'verified_at',
    'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'work_mode',
    // Issue 17: closed, stale and risky listings (catalogueListing), drawn without `rand`.
    'status', 'is_active', 'closed_at',
    // Issue 32 (migration 022): the skills the requirements name, searched above the company and the description.
    'skills'];
  // Streamed: rows are generated and inserted a batch at a time, so memory stays flat whatever the catalogue size
  // (a million jobs built in memory first took 3+ GB). The random sequence is the same as building them all at once.
  const JOB_BATCH = 2000;
  let jobRows: SqlParam[][] = [];
  let listed = 0;
  let jobCount = 0;
  for (let i = 0; listed < listedTarget; i++) {
    // The first jobs cover every market, so even a small catalogue (the tests') has jobs in each; then by weight.
    const countryIndex = i < COUNTRIES.length ? i : weighted(rand, countryIndexes, countryWeights);
    const country = COUNTRIES[countryIndex];
    const gulf = GULF_ISO2.includes(country.iso2);
    const pool = companiesByCountry[countryIndex].length ? companiesByCountry[countryIndex] : companies;
    const company = pool[Math.floor(Math.pow(rand(), 1.3) * pool.length)];
    // A role its employer's sector hires for: no Staff Nurse at a contact centre, no mechanical engineer at a software house.
    const { roles, weights } = sectorRoles[company.sector];
    const { fnIndex, title: role } = weighted(rand, roles, weights);
    const fn = JOB_FUNCTIONS[fnIndex];
    const countryCities = citiesByCountry[countryIndex];
    const city = rand() < 0.5 ? company.homeCity : countryCities[Math.floor(Math.pow(rand(), 1.4) * countryCities.length)];
    // A level the role is advertised at, and a title that says it: "Senior Accountant", never "Senior Delivery Rider".
    const [lo, hi] = role.levels;
    const levelIndex = weighted(rand, levelIndexes.slice(lo, hi + 1), LEVEL_WEIGHTS.slice(lo, hi + 1));
    const level = ROLE_LEVELS[levelIndex];
    let prefix = role.plain ? '' : LEVEL_PREFIX[level];
    if (prefix === 'Junior' && rand() < 0.6) prefix = '';
    if (prefix === 'Head of') prefix = /Manager|Head|Director/.test(role.name) ? 'Senior' : 'Principal';
    if (prefix === 'Lead' && /Manager|Lead/.test(role.name)) prefix = '';
    const title = prefix ? `${prefix} ${role.name}` : role.name;
    // A work type the role is worked as; an internship only at Entry Level.
    const types = Object.entries(WORK_TYPES_BY_KIND[role.kind]).filter(([type]) => type !== 'Internship' || levelIndex === 0) as [JobType, number][];
    const workType = weighted(rand, types.map(([type]) => type), types.map(([, w]) => w));
    const pay = payFor(role, levelIndex, workType, country, rand());
    const years = [0, 2, 4, 6, 8, 12][levelIndex];
    const duties = pickSome(rand, role.duties ?? fn.duties, 4);
    const skills = pickSome(rand, role.skills ?? fn.skills, 3);
    // Benefits of its market (a Gulf visa and flight only on Gulf jobs) and of how the role is worked.
    const marketBenefits = BENEFITS_BY_COUNTRY[gulf ? 'GULF' : country.iso2] ?? [];
    const kindBenefits = role.kind === 'office' && workType !== 'Full-time' && workType !== 'Hybrid' ? [] : BENEFITS_BY_KIND[role.kind];
    const benefits = [...pickSome(rand, marketBenefits, 2), ...pickSome(rand, [...BENEFITS_COMMON, ...kindBenefits], 1)];
    const ref = `VJ-${country.iso2}-${String(100001 + i)}`;
    const description =
      `<p><strong>${company.name}</strong> is hiring ${/^[AEIOU]/i.test(title) ? 'an' : 'a'} <strong>${title}</strong> for its ${city.name} team ` +
      `(${workType.toLowerCase()}). You will join the ${role.role.toLowerCase()} group and report to the ${fn.name.toLowerCase()} lead.</p>` +
      `<h3>Responsibilities</h3><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>` +
      `<h3>Requirements</h3><ul><li>${years ? `${years}+ years of relevant experience` : 'Freshers and fresh graduates welcome'}</li>` +
      `${skills.map((s) => `<li>${s}</li>`).join('')}</ul>` +
      `<h3>What we offer</h3><ul><li>Salary: ${payText(pay.min, pay.max, country.currency, pay.period)}</li>` +
      `${benefits.map((b) => `<li>${b}</li>`).join('')}</ul>` +
      `<p><em>${company.name} never asks candidates for payment at any stage of hiring.</em></p>`;
    const direct = rand() < 0.35;
    const posted = new Date(now.getTime() - Math.floor(rand() * windowMinutes) * 60000);
    const listing = catalogueListing(i + 1, ref, company, country.currency, description, posted, now);
    jobRows.push([
      i + 1,
      ref,
      company.id,
      title,
      titleIds.get(role.name.toLowerCase()) ?? null,
      fnIndex + 1,
      role.role,
      city.id,
      level,
      workType,
      listing.description,
      direct,
      // Applying opens the listing's page on the demo careers site (a repost's: the feed's page).
      direct ? listing.source.url : null,
      rand() < 0.03,
      posted.toISOString(),
      listing.source.type,
      listing.source.name,
      listing.source.url,
      listing.source.domain,
      listing.source.verified,
      posted.toISOString(),
      listing.lastSeen,
      listing.verifiedAt,
      pay.min,
      pay.max,
      country.currency,
      pay.period,
      WORK_MODES[workType] ?? null,
      listing.status,
      listing.isActive,
      listing.closedAt,
      skills.join('. '),
    ]);
    jobCount = i + 1;
    // Listed: open and from the employer's own site (a likely scam is a repost on an unverified feed).
    if (listing.isActive && listing.source.verified) listed++;
    if (jobRows.length === JOB_BATCH || listed === listedTarget) {
      await insertMany(db, 'jobs', jobColumns, jobRows);
      jobRows = [];
      opts.onProgress?.(listed, listedTarget);
    }
  }

  // Issue 17: a few listings of the kinds the trust rules exist for, after the catalogue (ids past jobCount, no `rand`,
  // so the catalogue above and its figures stay the same): two likely scams, one to check, one closed. With the demo.
  if (opts.demo !== false) await seedTrustDemo(db, { firstJobId: jobCount + 1, firstCompanyId: companies.length + 1, now, cities });

  await insertMany(db, 'plans', ['id', 'time', 'price', 'currency', 'saved'], PLANS.map((p) => [p.id, p.time, p.price, p.currency, p.saved]));
  await insertMany(db, 'testimonials', ['id', 'name', 'location', 'content', 'color'], TESTIMONIALS.map((t, i) => [i + 1, t.name, t.location, t.content, COLORS[(i * 5) % COLORS.length]]));

  // Keep serial sequences past the explicit ids.
  for (const table of ['currencies', 'countries', 'states', 'cities', 'job_functions', 'job_titles', 'companies', 'jobs', 'testimonials']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
  }

  // Trust of every job (issue 17), after the salary norms of the catalogue just stored; streamed in id batches. Its
  // conversions read the database's rate table (as the server's do), filled before the jobs (below).
  await recomputeAllTrust(db);

  if (opts.demo !== false) await seedDemoCandidate(db, now);
  // Planner statistics for the fresh tables, and the dead row versions the count triggers left (one per batch in
  // job_counts, job_title_counts, job_pair_counts) cleared, with the visibility map set for index-only scans:
  // PGlite runs no autovacuum daemon.
  await db.exec('VACUUM ANALYZE');
  return { jobs: jobCount, companies: companies.length, ms: Date.now() - started };
}

interface TrustDemoPlace {
  firstJobId: number;
  firstCompanyId: number;
  now: Date;
  cities: { id: number; name: string; countryIndex: number }[];
}

/**
 * The trust demo listings (docs/trust.md, "Seed"): written like the postings the rules catch, so the screens, the
 * browser tests and the demo have a likely scam (opened by direct link behind a warning), one to check, and a closed
 * job. Deterministic, outside the catalogue's random sequence. Returns the ids by kind.
 */
export async function seedTrustDemo(db: Db, place: TrustDemoPlace): Promise<Record<'fee' | 'whatsapp' | 'caution' | 'closed', number>> {
  const cityId = (name: string) => place.cities.find((c) => c.name === name)?.id ?? place.cities[0].id;
  const [it] = await db.query<{ id: number }>(`SELECT id FROM job_functions WHERE slug = 'information-technology'`);
  const [education] = await db.query<{ id: number }>(`SELECT id FROM job_functions WHERE name = 'Education & Training'`);
  const [logistics] = await db.query<{ id: number }>(`SELECT id FROM job_functions WHERE name = 'Logistics & Supply Chain'`);
  const c0 = place.firstCompanyId;
  await insertMany(db, 'companies', ['id', 'name', 'slug', 'website', 'industry', 'about_html', 'color'], [
    // Their websites are their pages on the demo careers site (issue 29), as the catalogue's employers' are.
    [c0, 'Reputed MNC', 'reputed-mnc-hiring', demoCareersPath('reputed-mnc-hiring'), 'Staffing', '<p>Hiring for a reputed MNC.</p>', COLORS[0]],
    [c0 + 1, 'Gulf Star Manpower Services', 'gulf-star-manpower', demoCareersPath('gulf-star-manpower'), 'Staffing', '<p>Overseas recruitment.</p>', COLORS[1]],
    [c0 + 2, 'Brightlane Learning', 'brightlane-learning', demoCareersPath('brightlane-learning'), 'Education', '<p>Online tutoring.</p>', COLORS[2]],
  ]);
  const at = (days: number) => new Date(place.now.getTime() - days * 86400000).toISOString();
  const id0 = place.firstJobId;
  const rows: SqlParam[][] = [
    [id0, 'VJ-IN-T00001', c0, 'Data Entry Executive (Work From Home)', it.id, cityId('Bengaluru'), 'Operations', 'Entry Level', 'Remote',
      '<p>Urgent hiring for a reputed MNC. Work from home data entry, earn ₹45,000 per month.</p>' +
      '<p>Registration fee of ₹1,500 payable before the interview. Limited seats, pay today to book your slot.</p>' +
      '<p>Send your resume on WhatsApp to +91 98450 12345 or hr.reputedmnc@gmail.com.</p>',
      null, 'open', at(2), 45000, 45000, 'INR', 'month', 'remote'],
    [id0 + 1, 'VJ-AE-T00002', c0 + 1, 'Warehouse Helper', logistics.id, cityId('Dubai'), 'Warehouse', 'Entry Level', 'Full-time',
      '<p>Warehouse helpers needed in Dubai. Salary AED 2,500 per month with accommodation.</p>' +
      '<p>Visa and medical fees at own cost (AED 3,000), deducted from salary or paid before departure. ' +
      'Contact our agent on WhatsApp only: +971 50 123 4567.</p>',
      'https://bit.ly/gulfstar-apply', 'open', at(1), 2500, 2500, 'AED', 'month', 'on-site'],
    [id0 + 2, 'VJ-PH-T00003', c0 + 2, 'Online English Tutor', education.id, cityId('Manila'), 'Tutoring', 'Entry Level', 'Part-time',
      '<p>Teach English online to students abroad, flexible hours, PHP 18,000–25,000 per month.</p>' +
      '<p>Hurry: limited slots, first come first served. Apply through the form below.</p>',
      demoJobPath('brightlane-learning', 'VJ-PH-T00003'), 'open', at(5), 18000, 25000, 'PHP', 'month', 'remote'],
    [id0 + 3, 'VJ-IN-T00004', c0 + 2, 'Curriculum Designer', education.id, cityId('Bengaluru'), 'Curriculum', 'Mid Level', 'Hybrid',
      '<p>Design course material for our tutoring programmes. ₹6–8 LPA.</p><p>Apply on our careers site.</p>',
      demoJobPath('brightlane-learning', 'VJ-IN-T00004'), 'closed', at(40), 600000, 800000, 'INR', 'year', 'hybrid'],
  ];
  await insertMany(
    db,
    'jobs',
    ['id', 'ref_id', 'company_id', 'title', 'job_function_id', 'city_id', 'role_function', 'role_level', 'work_type', 'description',
      'direct_apply_url', 'status', 'posted_at', 'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'work_mode',
      'direct_apply', 'is_active', 'closed_at', 'source_type', 'source_name', 'source_url', 'source_domain', 'verified', 'first_seen', 'last_seen', 'verified_at'],
    rows.map((r) => {
      const [, ref, company, , , , , , , , apply, status, posted] = r as [number, string, number, ...SqlParam[]];
      const closed = status === 'closed';
      const slug = ['reputed-mnc-hiring', 'gulf-star-manpower', 'brightlane-learning'][company - c0];
      const domain = ['', 'Gulf Star Manpower Services', 'Brightlane Learning'][company - c0];
      return [...r, apply !== null, !closed, closed ? at(3) : null, 'jsonld', `${['Reputed MNC', 'Gulf Star Manpower Services', 'Brightlane Learning'][company - c0]} careers`,
        demoJobPath(slug, String(ref)), domain, true, posted, closed ? at(3) : place.now.toISOString(), closed ? at(35) : place.now.toISOString()];
    }),
  );
  return { fee: id0, whatsapp: id0 + 1, caution: id0 + 2, closed: id0 + 3 };
}

/** The demo candidate of the README: verified, with applied, saved, featured and hiring-request rows and one Smart Match. */
export async function seedDemoCandidate(db: Db, now = new Date()): Promise<number> {
  const passwordHash = await hashPassword(DEMO_CANDIDATE.password);
  const [{ id: bengaluru }] = await db.query<{ id: number }>(`SELECT id FROM cities WHERE slug = 'bengaluru'`);
  const [{ id: mumbai }] = await db.query<{ id: number }>(`SELECT id FROM cities WHERE slug = 'mumbai'`);
  const [{ id: it }] = await db.query<{ id: number }>(`SELECT id FROM job_functions WHERE slug = 'information-technology'`);
  const titles = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM job_titles WHERE name IN ('Full Stack Developer', 'Frontend Developer', 'Backend Developer') ORDER BY id`,
  );
  // The demo's number counts as verified for WhatsApp (issue 33), so its digests show the WhatsApp channel.
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO candidates (email, password_hash, first_name, last_name, date_of_birth, country_id, current_location_id,
       phone_number_code, phone_number, phone_verified, email_verified, job_type, notice_period, expected_salary, currency_id, plan_id)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $7 || $8, true, 'Full-time', '30 Days', 1800000, 1, 1) RETURNING id`,
    [DEMO_CANDIDATE.email, passwordHash, DEMO_CANDIDATE.first_name, DEMO_CANDIDATE.last_name, DEMO_CANDIDATE.date_of_birth, bengaluru,
      DEMO_CANDIDATE.phone_number_code, DEMO_CANDIDATE.phone_number],
  );
  await insertMany(db, 'candidate_job_titles', ['candidate_id', 'job_title_id', 'position'], titles.slice(0, 2).map((t, i) => [id, t.id, i]));
  await insertMany(db, 'candidate_job_functions', ['candidate_id', 'job_function_id', 'position'], [[id, it, 0]]);
  await insertMany(db, 'candidate_locations', ['candidate_id', 'city_id', 'position'], [[id, bengaluru, 0], [id, mumbai, 1]]);

  const jobs = await db.query<{ id: number }>(
    `SELECT id FROM jobs WHERE is_active
     ORDER BY (job_function_id = $1)::int + (city_id = $2)::int DESC, posted_at DESC, id LIMIT 14`,
    [it, bengaluru],
  );
  const ids = jobs.map((j) => j.id);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86400000).toISOString();
  await insertMany(db, 'applications', ['candidate_id', 'job_id', 'created_at'], ids.slice(0, 4).map((j, i) => [id, j, at(i + 1)]));
  await insertMany(db, 'saved_jobs', ['candidate_id', 'job_id', 'created_at'], ids.slice(4, 7).map((j, i) => [id, j, at(i)]));
  await insertMany(db, 'hiring_requests', ['candidate_id', 'job_id', 'created_at'], ids.slice(7, 9).map((j, i) => [id, j, at(i)]));
  // Issue 17: saved weeks ago, as time leaves such jobs: one its employer has since closed (the trust demo's closed
  // listing) and one not re-verified for over 30 days, so the Saved Jobs table shows both. Saved the day after posting.
  await db.query(
    `INSERT INTO saved_jobs (candidate_id, job_id, created_at)
     SELECT $1, j.id, j.posted_at + interval '1 day' FROM (
       (SELECT id, posted_at FROM jobs WHERE ref_id = 'VJ-IN-T00004' AND status = 'closed')
       UNION ALL
       (SELECT id, posted_at FROM jobs WHERE is_active AND status = 'open' AND verified AND verified_at < $2::timestamptz - interval '31 days'
        ORDER BY (job_function_id = $3)::int + (city_id = $4)::int DESC, posted_at DESC, id LIMIT 1)
     ) j ON CONFLICT DO NOTHING`,
    [id, now.toISOString(), it, bengaluru],
  );

  const [{ id: smId }] = await db.query<{ id: number }>(
    `INSERT INTO smartmatches (candidate_id, name, job_function_id, city_id, alert_time, pref_email, pref_whatsapp, pref_dashboard)
     VALUES ($1, 'Full stack roles in Bengaluru', $2, $3, 'morning', true, false, true) RETURNING id`,
    [id, it, bengaluru],
  );
  await insertMany(db, 'smartmatch_job_titles', ['smartmatch_id', 'job_title_id', 'position'], titles.slice(0, 2).map((t, i) => [smId, t.id, i]));
  await insertMany(
    db,
    'featured_jobs',
    ['candidate_id', 'job_id', 'smartmatch_id', 'reason', 'created_at'],
    ids.slice(9, 14).map((j, i) => [id, j, smId, 'Picked by SmartMatch: Information Technology in Bengaluru', at(i)]),
  );
  return id;
}
