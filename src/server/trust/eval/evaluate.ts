/**
 * The trust evaluation (docs/trust.md, "Evaluation"): every listing of the set goes through assessTrust with the
 * norm of its function and city; precision and recall of `high_risk` and of `caution or worse` against the labels,
 * on a fixed split. Rules are tuned on the tuning half only; the held-out half gives the figures we report.
 */
import type { TrustLevel } from '../../../shared/trustMessages';
import { assessTrust, type TrustAssessment } from '../signals';
import { GENUINE } from './genuine';
import type { EvalListing } from './listing';
import { evalNorm } from './norms';
import { RISKY } from './risky';

export const MIN_HIGH_RISK_PRECISION = 0.9;
export const MIN_HIGH_RISK_RECALL = 0.8;

export const EVAL_LISTINGS: readonly EvalListing[] = [...GENUINE, ...RISKY];

export type Split = 'tuning' | 'held-out';

/** FNV-1a of the id: a fixed split that does not move when listings are added or reordered. */
export function splitOf(id: string): Split {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'tuning' : 'held-out';
}

export interface Judged {
  listing: EvalListing;
  split: Split;
  predicted: TrustLevel;
  assessment: TrustAssessment;
}

export interface Metrics {
  listings: number;
  byLabel: Record<TrustLevel, number>;
  highRisk: { precision: number; recall: number; tp: number; fp: number; fn: number };
  cautionOrWorse: { precision: number; recall: number; tp: number; fp: number; fn: number };
}

export function judge(listing: EvalListing): Judged {
  const assessment = assessTrust({
    title: listing.title,
    description: listing.description,
    companyName: listing.companyName,
    companyWebsite: listing.companyWebsite,
    applyUrl: listing.applyUrl,
    salary: listing.salary,
    salaryNorm: evalNorm(listing.country, listing.band, listing.salary?.currency ?? null),
    verifiedSource: listing.verifiedSource,
    reports: listing.reports,
  });
  return { listing, split: splitOf(listing.id), predicted: assessment.trust.level, assessment };
}

function precisionRecall(judged: readonly Judged[], positive: (level: TrustLevel) => boolean) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const j of judged) {
    const predicted = positive(j.predicted);
    const actual = positive(j.listing.label);
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
  }
  // No positive prediction: precision is undefined; count it as 0 so an empty verdict can never pass.
  return { precision: tp + fp === 0 ? 0 : tp / (tp + fp), recall: tp + fn === 0 ? 0 : tp / (tp + fn), tp, fp, fn };
}

export function metrics(judged: readonly Judged[]): Metrics {
  const byLabel: Record<TrustLevel, number> = { verified: 0, caution: 0, high_risk: 0 };
  for (const j of judged) byLabel[j.listing.label]++;
  return {
    listings: judged.length,
    byLabel,
    highRisk: precisionRecall(judged, (l) => l === 'high_risk'),
    cautionOrWorse: precisionRecall(judged, (l) => l !== 'verified'),
  };
}

export interface EvalReport {
  tuning: Metrics;
  heldOut: Metrics;
  /** Misjudged listings of the tuning half only: the held-out half is never shown while tuning. */
  tuningMisses: Judged[];
}

export function evaluate(listings: readonly EvalListing[] = EVAL_LISTINGS): EvalReport {
  const judged = listings.map(judge);
  const tuning = judged.filter((j) => j.split === 'tuning');
  const heldOut = judged.filter((j) => j.split === 'held-out');
  return { tuning: metrics(tuning), heldOut: metrics(heldOut), tuningMisses: tuning.filter((j) => j.predicted !== j.listing.label) };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function metricsLines(name: string, m: Metrics): string[] {
  const { highRisk: h, cautionOrWorse: c } = m;
  return [
    `${name}: ${m.listings} listings (${m.byLabel.verified} verified, ${m.byLabel.caution} caution, ${m.byLabel.high_risk} high_risk)`,
    `  high_risk        precision ${pct(h.precision)}  recall ${pct(h.recall)}  (tp ${h.tp}, fp ${h.fp}, fn ${h.fn})`,
    `  caution or worse precision ${pct(c.precision)}  recall ${pct(c.recall)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`,
  ];
}

export function formatReport(report: EvalReport, { showTuningMisses = false } = {}): string {
  const lines = [
    'Trust evaluation (src/server/trust/eval)',
    ...metricsLines('Held-out half (reported)', report.heldOut),
    ...metricsLines('Tuning half (for reference)', report.tuning),
    `Thresholds on the held-out half: high_risk precision ≥ ${MIN_HIGH_RISK_PRECISION}, recall ≥ ${MIN_HIGH_RISK_RECALL}`,
  ];
  if (showTuningMisses) {
    lines.push(`Tuning-half misses (${report.tuningMisses.length}):`);
    for (const j of report.tuningMisses) {
      const why = Object.entries(j.assessment.evidence).map(([code, e]) => `${code}=${e}`).join('; ') || 'no signal';
      lines.push(`  ${j.listing.id} [${j.listing.kind}] label ${j.listing.label}, got ${j.predicted}: ${why}`);
    }
  }
  return lines.join('\n');
}
