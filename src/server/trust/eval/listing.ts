/**
 * One listing of the trust evaluation set (docs/trust.md, "Evaluation"): written like a real posting of the region,
 * with the verdict a careful reviewer gives it. `band` picks the salary norm of its function and city (norms.ts).
 */
import type { Salary } from '../../../shared/salary';
import type { ReportReason, TrustLevel } from '../../../shared/trustMessages';

export type Country = 'IN' | 'PH' | 'MY' | 'SG' | 'AE' | 'SA' | 'QA' | 'KW' | 'OM' | 'BH';
export type PayBand = 'entry' | 'skilled' | 'professional';

export interface EvalListing {
  id: string;
  label: TrustLevel;
  /** What the listing is an example of: 'genuine', 'genuine-fee-mention', 'fee', 'contact', 'salary-lure', … */
  kind: string;
  country: Country;
  city: string;
  jobFunction: string;
  band: PayBand;
  title: string;
  description: string;
  companyName: string | null;
  companyWebsite: string | null;
  applyUrl: string | null;
  salary: Salary | null;
  verifiedSource: boolean;
  reports?: { reason: ReportReason }[];
}

export const month = (min: number | null, max: number | null, currency: string): Salary => ({ min, max, currency, period: 'month' });
export const year = (min: number | null, max: number | null, currency: string): Salary => ({ min, max, currency, period: 'year' });
export const per = (period: Salary['period'], min: number | null, max: number | null, currency: string): Salary => ({ min, max, currency, period });

/** Short keys, so the set reads like the postings themselves. */
export interface ListingSpec {
  id: string;
  label: TrustLevel;
  kind: string;
  c: Country;
  city: string;
  fn: string;
  band: PayBand;
  co: string | null;
  web?: string | null;
  apply?: string | null;
  pay?: Salary | null;
  v?: boolean;
  t: string;
  d: string;
  reports?: { reason: ReportReason }[];
}

export function listing(s: ListingSpec): EvalListing {
  return {
    id: s.id,
    label: s.label,
    kind: s.kind,
    country: s.c,
    city: s.city,
    jobFunction: s.fn,
    band: s.band,
    title: s.t,
    description: s.d,
    companyName: s.co,
    companyWebsite: s.web ?? null,
    applyUrl: s.apply ?? null,
    salary: s.pay ?? null,
    verifiedSource: s.v ?? false,
    reports: s.reports,
  };
}
