/**
 * The words of a listing's source line (issues 16 and 17), shared by the app (jobs/messages.ts) and the alert emails:
 * "Verified from acme.example careers", " · checked 2 days ago".
 */
export type ListingSourceType = 'greenhouse' | 'lever' | 'smartrecruiters' | 'jsonld' | 'xml';

export const SOURCE_KINDS: Readonly<Record<ListingSourceType, string>> = {
  greenhouse: 'Greenhouse board',
  lever: 'Lever board',
  smartrecruiters: 'SmartRecruiters board',
  jsonld: 'careers',
  xml: 'job feed',
};

export const sourceLineText = (verified: boolean, domain: string, kind: string) => `${verified ? 'Verified from' : 'From'} ${domain} ${kind}`;

const DAY_MS = 86_400_000;

/** "today", "yesterday", "5 days ago" for an ISO time, from `now`. Empty for a missing or bad time. */
export function daysAgo(iso: string | Date | null | undefined, now: number): string {
  const t = iso instanceof Date ? iso.getTime() : iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) return '';
  const days = Math.max(0, Math.floor((now - t) / DAY_MS));
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

export const checkedAgoText = (ago: string) => `checked ${ago}`;
