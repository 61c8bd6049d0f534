import type { ListedJob } from './candidateRepository';

/**
 * What the candidate domain asks of SmartMatch, given to it by app.ts (`app.smartMatch`). SmartMatch builds on the
 * candidate's preferences (it imports candidates/), so candidates/ must not import smartmatch/: it names the two
 * things it needs here and app.ts plugs SmartMatch's functions in (issue 32: the import cycle broken).
 */
export interface SmartMatchPort {
  /** The featured list, unordered: the engine's best `limit` matches and the jobs SmartMatch delivered earlier. */
  rankFeatured(candidateId: number, smartmatchId: number | null, limit: number): Promise<ListedJob[]>;
  /** The candidate's Smart Matches and the alerts sent, for Download my data. */
  exportSmartMatches(candidateId: number): Promise<{ smartmatches: Record<string, unknown>[]; alerts_sent: Record<string, unknown>[] }>;
}
