/**
 * The words of a listing's lines (issues 16 and 17), shared by the app (jobs/messages.ts), the alert digests and the
 * no-script job page: "Verified from acme.example careers · checked 2 days ago", the salary with its "≈" figure in
 * the reader's currency, "May no longer be open", "No longer accepting applications".
 */
import type { ExchangeRateTable } from './exchangeRates';
import type { Salary, SalaryPeriod } from './salary';
import { formatApproxSalary, formatSalary } from './salaryFormat';

/** Every source type ingestion reads (server/ingestion/types.ts SOURCE_TYPES, docs/ingestion.md). */
export type ListingSourceType = 'greenhouse' | 'lever' | 'smartrecruiters' | 'jsonld' | 'xml' | 'workday' | 'ashby' | 'recruitee' | 'workable' | 'personio' | 'teamtailor';

export const SOURCE_KINDS: Readonly<Record<ListingSourceType, string>> = {
  greenhouse: 'Greenhouse board',
  lever: 'Lever board',
  smartrecruiters: 'SmartRecruiters board',
  jsonld: 'careers',
  xml: 'job feed',
  workday: 'Workday careers site',
  ashby: 'Ashby board',
  recruitee: 'Recruitee board',
  workable: 'Workable board',
  personio: 'Personio feed',
  teamtailor: 'Teamtailor careers site',
};

export const sourceLineText = (verified: boolean, domain: string, kind: string) => `${verified ? 'Verified from' : 'From'} ${domain} ${kind}`;

/** "Verified from acme.example careers": a listing's source line, or null without a source domain. */
export function listingSourceLine(source: { type: string | null; domain: string | null; verified: boolean } | null | undefined): string | null {
  if (!source?.domain) return null;
  return sourceLineText(source.verified, source.domain, SOURCE_KINDS[(source.type ?? 'jsonld') as ListingSourceType] ?? SOURCE_KINDS.jsonld);
}

/** A closed listing (issue 16): its page stays, applying and saving do not. */
export const CLOSED_LISTING = 'No longer accepting applications';
/** An open listing not re-verified for STALE_AFTER_DAYS days (issue 17). */
export const MAY_NO_LONGER_BE_OPEN = 'May no longer be open';
export const STALE_AFTER_DAYS = 30;

const DAY_MS = 86_400_000;

/** "today", "yesterday", "5 days ago" for an ISO time, from `now`. Empty for a missing or bad time. */
export function daysAgo(iso: string | Date | null | undefined, now: number): string {
  const t = iso instanceof Date ? iso.getTime() : iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) return '';
  const days = Math.max(0, Math.floor((now - t) / DAY_MS));
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

export const checkedAgoText = (ago: string) => `checked ${ago}`;

/** The whole source line as text: "Verified from acme.example careers · checked 2 days ago"; null without a domain. */
export function sourceLineWithCheck(
  source: { type: string | null; domain: string | null; verified: boolean; verified_at: string | Date | null },
  now: number,
): string | null {
  const line = listingSourceLine(source);
  const ago = line && source.verified ? daysAgo(source.verified_at, now) : '';
  return ago ? `${line} · ${checkedAgoText(ago)}` : line;
}

/**
 * The salary line as text: "AED 8,000–10,000 / month · ≈ INR 1.9–2.4 L / month" for a reader preferring another
 * currency (rates from the database's dated table), the job's own figure alone otherwise, or "Salary not disclosed".
 */
export function salaryLineText(
  salary: Salary | null | undefined,
  preferredCurrency: string | null | undefined,
  rates: ExchangeRateTable,
  preferredPeriod: SalaryPeriod | null = null,
): string {
  const approx = formatApproxSalary(salary, preferredCurrency, rates, preferredPeriod);
  return approx ? `${formatSalary(salary)} · ${approx}` : formatSalary(salary);
}
