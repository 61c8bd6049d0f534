import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { Fetcher, type FetcherOptions } from './fetcher';
import * as repo from './ingestionRepository';
import type { SourceCounts } from './ingestionRepository';
import { Catalogue, RecordRejected, normalise, titleKey, urlKey, type NormalisedJob } from './normalise';
import { READERS } from './sources';
import { workdaySite } from './sources/workday';
// Trust (issue 17): the verdict of each stored job, the salary norms and re-verification requests (docs/trust.md).
import { recomputeSalarySignals, recomputeTrust, refreshSalaryNorms, reverified, sourcesToReverify } from '../trust/trustRepository';
import { SourceError, type ReadResult, type Rejection, type SourceConfig } from './types';

export interface IngestOptions {
  db: Db;
  /** Closed-job emails go through it (outbox); without it only dashboard notices are made. */
  mailer?: Mailer | null;
  fetcher?: FetcherOptions;
  clock?: () => Date;
  /** What started the run ('cli', 'schedule', 'test'). */
  trigger?: string;
  /** Two postings of one company, title and city are one job when posted within this many days (default 7). */
  dedupeDays?: number;
  /** Base of the links in emails (the server's public URL). */
  publicUrl?: string;
}

export interface SourceResult {
  source: SourceConfig;
  sourceId: number;
  counts: SourceCounts;
  error: string | null;
  rejections: Rejection[];
}

export interface RunResult {
  runId: number | null;
  /** Why nothing ran (another run holds the lock). */
  skipped?: string;
  /** Earlier runs found unfinished whose process had gone, marked interrupted by this one (issue 33). */
  interrupted?: number[];
  sources: SourceResult[];
  totals: SourceCounts;
}

const ATS_TYPES = new Set(['greenhouse', 'lever', 'smartrecruiters', 'workday', 'ashby', 'recruitee', 'workable', 'personio', 'teamtailor']);
const emptyCounts = (): SourceCounts => ({ fetched: 0, new: 0, updated: 0, unchanged: 0, closed: 0, rejected: 0, unverified: 0, duplicates: 0 });

/** The employer's domain from its website: host without "www." and port. */
export function domainOf(website: string): string {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return website.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/[/:].*$/, '');
  }
}

const hostMatches = (href: string, domain: string) => {
  try {
    const host = new URL(href).hostname.toLowerCase().replace(/^www\./, '');
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    return false;
  }
};

/** ATS boards configured before issue 31: a board configured for the employer stays verified unless a mismatch is evident. */
const CONFIGURED_BOARD_TYPES = new Set(['greenhouse', 'lever', 'smartrecruiters']);

/** What a board's address says about whose it is: the ATS's name for the employer (board, tenant, account). */
interface BoardIdentity {
  host: string;
  /** "board", "tenant", "account", "company" — the provider's word. */
  kind: string;
  name: string;
}

const hostOf = (href: string): string | null => {
  try {
    return new URL(href).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** The employer's name on an ATS board, from the configured URL (the board's own address). */
export function boardIdentity(type: string, url: string): BoardIdentity | null {
  const host = hostOf(url);
  if (!host) return null;
  const path = new URL(url).pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  const after = (word: string) => (path.indexOf(word) >= 0 ? path[path.indexOf(word) + 1] ?? null : null);
  const sub = (suffix: RegExp) => (suffix.test(host) ? host.replace(suffix, '') : null);
  let name: string | null = null;
  let kind = 'board';
  if (type === 'greenhouse') name = after('boards') ?? (/greenhouse\.io$/.test(host) ? path[0] ?? null : null);
  else if (type === 'lever') name = after('postings') ?? (/lever\.co$/.test(host) ? path[0] ?? null : null);
  else if (type === 'smartrecruiters') [kind, name] = ['company', after('companies') ?? path[0] ?? null];
  else if (type === 'ashby') name = after('job-board') ?? (host === 'jobs.ashbyhq.com' ? path[0] ?? null : null);
  else if (type === 'workday') [kind, name] = ['tenant', workdaySite(url)?.tenant ?? null]; // either host, careers link or API
  else if (type === 'recruitee') [kind, name] = ['company', sub(/\.recruitee\.com$/)];
  else if (type === 'workable') [kind, name] = ['account', after('accounts') ?? (host === 'apply.workable.com' ? path[0] ?? null : sub(/\.workable\.com$/))];
  else if (type === 'personio') [kind, name] = ['company', sub(/\.jobs\.personio\.(de|com)$/)];
  else if (type === 'teamtailor') [kind, name] = ['company', sub(/\.(na\.)?teamtailor\.com$/)];
  return name ? { host, kind, name } : null;
}

/** The name a domain is registered under: "acme" of acme.com, careers.acme.co.in and www.acme.example. */
function registrableLabel(domain: string): string {
  const labels = domain.split('.').filter(Boolean);
  if (labels.length > 1) labels.pop();
  if (labels.length > 1 && /^(co|com|org|net|gov|ac|edu)$/.test(labels[labels.length - 1])) labels.pop();
  return labels[labels.length - 1] ?? domain;
}

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A board name names the employer when it is its domain's name, or one starts with the other (acmetech / acme). */
function namesEmployer(board: string, domain: string, company: string): boolean {
  const b = compact(board);
  const label = compact(registrableLabel(domain));
  const name = compact(company.replace(/\b(pvt|private|ltd|limited|llc|inc|gmbh|corp|corporation|co|plc|sa|bv|ag)\b\.?/gi, ''));
  if (b.length < 2) return false;
  if (b === label || b === name) return true;
  const prefix = (a: string, c: string) => a.length >= 3 && c.length >= 3 && (a.startsWith(c) || c.startsWith(a));
  return prefix(b, label);
}

export interface Verification {
  verified: boolean;
  /** The evidence, or what is missing: "board acme.wd3.myworkdayjobs.com belongs to tenant acme, employer website acme.com". */
  reason: string;
}

/**
 * Verification states its evidence (docs/ingestion.md, issue 31). An ATS board must belong to the employer: the
 * website the board's own document names (`boardWebsite`), the board on the employer's domain, the job's page on it,
 * or the board's name (tenant, account, company) being the employer's domain name. Greenhouse, Lever and
 * SmartRecruiters boards configured for the employer stay verified unless a mismatch is evident (a board website
 * of another domain); the newer types need the evidence. A careers page is the employer's when it is on its
 * website's domain; an XML feed's job only when the job's URL is.
 */
export function verification(source: SourceConfig, job: Pick<NormalisedJob, 'url'>, boardWebsite?: string | null): Verification {
  const domain = domainOf(source.website);
  const site = `employer website ${domain}`;
  if (source.type === 'jsonld') {
    const host = hostOf(source.url) ?? source.url;
    return hostMatches(source.url, domain) ? { verified: true, reason: `careers page ${host} is on ${site}` } : { verified: false, reason: `mismatch: careers page ${host} is not on ${site}` };
  }
  if (!ATS_TYPES.has(source.type)) {
    const host = hostOf(job.url) ?? job.url;
    return hostMatches(job.url, domain) ? { verified: true, reason: `job page ${host} is on ${site}` } : { verified: false, reason: `mismatch: job page ${host} is not on ${site}` };
  }
  const board = boardIdentity(source.type, source.url);
  const boardHost = board?.host ?? hostOf(source.url) ?? source.url;
  if (boardWebsite) {
    const named = domainOf(boardWebsite);
    if (named === domain || named.endsWith(`.${domain}`) || domain.endsWith(`.${named}`)) return { verified: true, reason: `board ${boardHost} names website ${named}, ${site}` };
    return { verified: false, reason: `mismatch: board ${boardHost} names website ${named}, ${site}` };
  }
  if (hostMatches(source.url, domain)) return { verified: true, reason: `board ${boardHost} is on ${site}` };
  if (hostMatches(job.url, domain)) return { verified: true, reason: `job page ${hostOf(job.url)} is on ${site}` };
  if (board && namesEmployer(board.name, domain, source.company)) {
    return { verified: true, reason: `board ${boardHost} belongs to ${board.kind} ${board.name}, ${site}` };
  }
  if (CONFIGURED_BOARD_TYPES.has(source.type)) {
    return { verified: true, reason: `configured ${source.type} board ${boardHost}${board ? ` (${board.kind} ${board.name})` : ''} for ${site}` };
  }
  return { verified: false, reason: `mismatch: board ${boardHost}${board ? ` belongs to ${board.kind} ${board.name}` : ''}, ${site}` };
}

/** Whether the job counts as verified (`verification` says why). */
export function isVerified(source: SourceConfig, job: Pick<NormalisedJob, 'url'>): boolean {
  return verification(source, job).verified;
}

/**
 * One ingestion run over the configured sources (docs/ingestion.md). Each source is read, normalised and stored on
 * its own: a source that fails to fetch or parse is recorded with its error and changes nothing; a bad record is
 * rejected with its reason. Jobs a successful, complete fetch no longer lists are closed, and the candidates who
 * applied to or saved them get one notice (and one email with email alerts on). Running twice changes nothing.
 */
export async function runIngestion(sources: SourceConfig[], opts: IngestOptions): Promise<RunResult> {
  const clock = opts.clock ?? (() => new Date());
  const totals = emptyCounts();
  const claim = await repo.claimRun(opts.db, opts.trigger ?? 'cli', clock());
  if (claim === null) return { runId: null, skipped: 'another ingestion run is in progress', sources: [], totals };
  const { runId, interrupted } = claim;
  const results: SourceResult[] = [];
  let ok = true;
  try {
    const catalogue = new Catalogue(await repo.loadCatalogue(opts.db));
    // Trust hook: sources a candidate reported "already closed" are fetched first.
    const reverify = await sourcesToReverify(opts.db);
    const first = (s: SourceConfig) => (reverify.has(`${s.type} ${s.url}`) ? 0 : 1);
    // One Fetcher for the whole run: two sources on one host (a board and a careers page) share its polite rate.
    const fetcher = new Fetcher(opts.fetcher);
    for (const source of [...sources].sort((a, b) => first(a) - first(b))) {
      const result = await ingestSource(source, catalogue, fetcher, opts, clock);
      results.push(result);
      await repo.recordRunSource(opts.db, runId, result.sourceId, result.counts, result.error, result.rejections);
      if (result.error) ok = false;
      for (const k of Object.keys(totals) as (keyof SourceCounts)[]) totals[k] += result.counts[k];
    }
    // Trust hook: the catalogue changed, so the norms are measured again and the salary signals follow them.
    if (totals.new || totals.updated || totals.closed) {
      await refreshSalaryNorms(opts.db);
      await recomputeSalarySignals(opts.db);
    }
  } finally {
    try {
      await repo.finishRun(opts.db, runId, ok && results.length === sources.length, totals, clock());
    } finally {
      await claim.release();
    }
  }
  return { runId, interrupted, sources: results, totals };
}

async function ingestSource(
  source: SourceConfig,
  catalogue: Catalogue,
  fetcher: Fetcher,
  opts: IngestOptions,
  clock: () => Date,
): Promise<SourceResult> {
  const db = opts.db;
  const domain = domainOf(source.website);
  const sourceId = await repo.upsertSource(db, source, domain);
  const counts = emptyCounts();
  const result: SourceResult = { source, sourceId, counts, error: null, rejections: [] };

  let read: ReadResult;
  try {
    // A source's own body limit (max_bytes, e.g. a large employer's one-document board), else the fetcher's default.
    read = await READERS[source.type].read(source, source.max_bytes ? fetcher.withMaxBytes(source.max_bytes) : fetcher);
  } catch (err) {
    result.error = err instanceof SourceError ? err.message : `unexpected: ${(err as Error).message}`;
    await repo.recordSourceOutcome(db, sourceId, result.error);
    return result;
  }

  const now = clock();
  const listed = new Set<string>(read.rejected.map((r) => r.id));
  const jobs: NormalisedJob[] = [];
  const rejections: Rejection[] = [...read.rejected];
  for (const p of read.postings) {
    if (listed.has(p.externalId)) {
      rejections.push({ id: p.externalId, reason: 'the same id twice in this source' });
      continue;
    }
    listed.add(p.externalId);
    try {
      jobs.push(normalise(p, source, catalogue, now));
    } catch (err) {
      if (!(err instanceof RecordRejected)) throw err;
      rejections.push({ id: p.externalId, reason: err.message });
    }
  }
  counts.fetched = read.postings.length + read.rejected.filter((r) => !r.reason.startsWith('page not readable')).length;
  counts.rejected = rejections.length;
  result.rejections = rejections;

  const trustIds: number[] = []; // Trust hook: the jobs this source stored or updated.
  const closedIds = await db.transaction(async (tx) => {
    const companyId = await repo.companyFor(tx, source, 'Employer');
    const known = await repo.sourceLinks(tx, sourceId);
    const unchanged: string[] = [];
    const fresh: { refId: string; write: repo.JobWrite; link: Omit<repo.LinkWrite, 'jobId'> }[] = [];
    const name = `${source.company} ${ATS_TYPES.has(source.type) ? `${source.type} board` : source.type === 'jsonld' ? 'careers' : 'feed'}`;
    for (const job of jobs) {
      const cityId = await cityFor(tx, catalogue, job);
      const extraCityIds = await extraCitiesFor(tx, catalogue, job);
      const verified = isVerified(source, job);
      const write: repo.JobWrite = {
        job,
        cityId,
        extraCityIds,
        companyId,
        source: { type: source.type, name, url: job.url, domain },
        verified,
        // Keys start with the company: the same job is only ever one company's (docs/ingestion.md).
        applyKey: applyKeyOf(companyId, job),
        dedupeKey: `${companyId}|${titleKey(job.title)}|${cityId}`,
        now,
      };
      const link = { sourceId, externalId: job.externalId, url: job.url, verified, richness: job.richness, hash: job.hash, now };
      const seen = known.get(job.externalId);
      if (seen && seen.link_hash === job.hash && seen.status === 'open' && seen.link_present) {
        unchanged.push(job.externalId);
        counts.unchanged++;
        if (!verified) counts.unverified++;
        continue;
      }
      if (seen) {
        const changed = seen.link_hash !== job.hash;
        // The job shows its richest source: this record replaces the content only when it is (still) that one.
        if (changed && job.richness >= (seen.richness ?? 0)) {
          await repo.updateJob(tx, seen.job_id, write, !job.postedStated);
          await repo.setExtraPlaces(tx, [{ jobId: seen.job_id, cityIds: extraCityIds }]);
        } else if (changed) {
          await repo.mergePlaces(tx, seen.job_id, [cityId, ...extraCityIds]);
        }
        if (changed || seen.status === 'closed') trustIds.push(seen.job_id);
        await repo.upsertLink(tx, { ...link, jobId: seen.job_id });
        await repo.markSeen(tx, seen.job_id, now);
        if (changed || seen.status === 'closed') counts.updated++;
        else counts.unchanged++;
        if (!verified) counts.unverified++;
        continue;
      }
      const dup = await repo.duplicateOf(tx, sourceId, write.applyKey, write.dedupeKey, job.postedAt, opts.dedupeDays ?? 7);
      if (dup) {
        if (job.richness > dup.richness) {
          // The places the job had from the other source stay (kept as merged before this record writes its own).
          await repo.keepPlaces(tx, dup.id);
          await repo.updateJob(tx, dup.id, write, true);
          await repo.setExtraPlaces(tx, [{ jobId: dup.id, cityIds: extraCityIds }]);
          await repo.mergePlaces(tx, dup.id, [dup.city_id]);
          trustIds.push(dup.id);
        } else {
          // Issue 31: the other source may name places this job lacks (a job board listing two more offices).
          await repo.mergePlaces(tx, dup.id, [cityId, ...extraCityIds]);
        }
        await repo.upsertLink(tx, { ...link, jobId: dup.id });
        await repo.markSeen(tx, dup.id, now);
        counts.duplicates++;
        if (!verified) counts.unverified++;
        continue;
      }
      const refId = `VJ-${catalogue.countryById(job.place.countryId)?.iso2 ?? 'XX'}-S${sourceId}-${createHash('sha1').update(job.externalId).digest('hex').slice(0, 10)}`;
      // New jobs are inserted in batches (repo.insertJobs says why). Later postings of this source never match them:
      // duplicates are only looked for among other sources' jobs.
      fresh.push({ refId, write, link });
      counts.new++;
      if (!verified) counts.unverified++;
    }
    const ids = await repo.insertJobs(tx, fresh);
    await repo.setExtraPlaces(tx, fresh.map((f, i) => ({ jobId: ids[i], cityIds: f.write.extraCityIds })).filter((x) => x.cityIds.length));
    await repo.insertLinks(tx, fresh.map((f, i) => ({ ...f.link, jobId: ids[i] })));
    for (const id of ids) trustIds.push(id);
    await repo.touchUnchanged(tx, sourceId, unchanged, now);
    // Closing only after a successful fetch that read the whole source.
    if (read.incomplete) return [];
    const stored = new Set(jobs.map((j) => j.externalId));
    const closed = await repo.closeUnlisted(tx, sourceId, [...listed].filter((id) => !stored.has(id)), now);
    counts.closed = closed.length;
    return closed;
  });
  await repo.recordSourceOutcome(db, sourceId, null);
  // Trust hook: one call for the jobs stored or updated; a re-verification request of this source is answered.
  await recomputeTrust(db, trustIds);
  await reverified(db, sourceId, now);
  if (closedIds.length) await notifyClosed(opts, closedIds, clock());
  return result;
}

function applyKeyOf(companyId: number, job: NormalisedJob): string | null {
  const key = urlKey(job.applyUrl ?? job.url);
  return key ? `${companyId}|${key}` : null;
}

async function cityFor(tx: Queryable, catalogue: Catalogue, job: NormalisedJob): Promise<number> {
  if ('cityId' in job.place) return job.place.cityId;
  const country = catalogue.countryById(job.place.countryId);
  const id = await repo.createCity(tx, job.place.newCity, job.place.countryId, country?.iso2 ?? 'xx');
  catalogue.addCity(id, job.place.newCity, job.place.countryId);
  job.place = { cityId: id, countryId: job.place.countryId };
  return id;
}

/** Issue 31: the cities of the job's further places, a city the catalogue lacks created like the first place's. */
async function extraCitiesFor(tx: Queryable, catalogue: Catalogue, job: NormalisedJob): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, place] of job.extraPlaces.entries()) {
    let id: number;
    if ('cityId' in place) id = place.cityId;
    else {
      const country = catalogue.countryById(place.countryId);
      id = await repo.createCity(tx, place.newCity, place.countryId, country?.iso2 ?? 'xx');
      catalogue.addCity(id, place.newCity, place.countryId);
      job.extraPlaces[i] = { cityId: id, countryId: place.countryId };
    }
    if (id !== ('cityId' in job.place ? job.place.cityId : -1) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** One dashboard notice per candidate and closed job, and one email when the candidate has email alerts on. */
async function notifyClosed(opts: IngestOptions, jobIds: number[], now: Date): Promise<void> {
  const queued: number[] = [];
  await opts.db.transaction(async (tx) => {
    const notices = await repo.createClosedNotices(tx, jobIds);
    for (const n of notices) {
      if (!n.email_alerts || !opts.mailer) continue;
      const what = n.reason === 'applied' ? 'applied to' : 'saved';
      const link = `${opts.publicUrl ?? ''}/jobs/${n.job_id}`;
      queued.push(
        await opts.mailer.queue(tx, {
          to: n.email,
          owner: n.candidate_id,
          subject: `${n.title} at ${n.company} is no longer accepting applications`,
          text:
            `Hello ${n.first_name},\n\nThe job you ${what}, ${n.title} at ${n.company}, is no longer accepting applications: ` +
            `the employer has taken it down.\n\nSimilar open jobs: ${link}\n\nVeriJobs`,
        }),
      );
      await repo.markNoticeEmailed(tx, n.candidate_id, n.job_id, now);
    }
  });
  await opts.mailer?.flush(queued);
}
