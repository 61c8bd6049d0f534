/**
 * Issue 33: a candidate's report is evidence whose weight depends on who filed it (docs/trust.md "Reports as
 * evidence"). Three accounts made a minute ago must not weigh what three candidates who have used the site for months
 * weigh; a reporter whose earlier reports support dismissed weighs less; a burst of reports on one job from new
 * accounts is itself a sign of a campaign, so each of them weighs less again. Pure: the repository reads the facts.
 */
import type { ReportReason } from '../../shared/trustMessages';

/** What the database knows about one report and its reporter. */
export interface ReportFacts {
  reason: ReportReason;
  /** The reporter's words (shown to support only). */
  details?: string;
  /** When the report was filed (ms since the epoch). */
  at: number;
  /** The reporter's account age when the report was filed, in days. */
  ageDays: number;
  /** Applications and saved jobs of the reporter: a real job seeker's trail. */
  activity: number;
  /** The reporter's reports on other jobs that support upheld / dismissed. */
  upheld: number;
  dismissed: number;
}

export interface WeighedReport {
  reason: ReportReason;
  weight: number;
}

/** A report from an account younger than this (days, when filed) counts as from a new account. */
export const NEW_ACCOUNT_DAYS = 7;
/** This many reports on one job from new accounts within BURST_WINDOW_MS are a burst. */
export const BURST_REPORTS = 3;
export const BURST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The most one report can weigh (an established reporter whose reports support upheld before). */
export const MAX_REPORT_WEIGHT = 1.25;

/** Account age at the time of the report: the first day a tenth, the first week a third, the first month two thirds. */
function ageFactor(days: number): number {
  if (days < 1) return 0.1;
  if (days < NEW_ACCOUNT_DAYS) return 0.35;
  if (days < 30) return 0.7;
  return 1;
}

/** No application or saved job at all halves a report; one or two count three quarters. */
function activityFactor(activity: number): number {
  if (activity <= 0) return 0.5;
  if (activity < 3) return 0.75;
  return 1;
}

/** Each dismissed report more than upheld ones halves the next; a record of upheld reports only adds a quarter. */
function historyFactor(upheld: number, dismissed: number): number {
  const net = dismissed - upheld;
  if (net > 0) return 0.5 ** Math.min(net, 4);
  return upheld > 0 && dismissed === 0 ? 1.25 : 1;
}

/** Whether a report came from a new account. */
export function fromNewAccount(r: Pick<ReportFacts, 'ageDays'>): boolean {
  return r.ageDays < NEW_ACCOUNT_DAYS;
}

/**
 * The reports of a job from new accounts that fall in a burst: BURST_REPORTS or more of them within any
 * BURST_WINDOW_MS.
 */
export function burstReports(reports: readonly ReportFacts[]): Set<ReportFacts> {
  const fresh = reports.filter(fromNewAccount).sort((a, b) => a.at - b.at);
  const inBurst = new Set<ReportFacts>();
  let start = 0;
  for (let end = 0; end < fresh.length; end += 1) {
    while (fresh[end].at - fresh[start].at > BURST_WINDOW_MS) start += 1;
    if (end - start + 1 >= BURST_REPORTS) for (let i = start; i <= end; i += 1) inBurst.add(fresh[i]);
  }
  return inBurst;
}

/** Each report of one job with its weight (0 … MAX_REPORT_WEIGHT). */
export function weighReports(reports: readonly ReportFacts[]): WeighedReport[] {
  const burst = burstReports(reports);
  return reports.map((r) => {
    const weight = ageFactor(r.ageDays) * activityFactor(r.activity) * historyFactor(r.upheld, r.dismissed) * (burst.has(r) ? 0.5 : 1);
    return { reason: r.reason, weight: Math.min(MAX_REPORT_WEIGHT, Math.round(weight * 1000) / 1000) };
  });
}
