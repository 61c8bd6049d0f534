/**
 * The trust evaluation (docs/trust.md, "Evaluation"): every listing of the set goes through assessTrust with the
 * norm of its function and city; precision and recall of `high_risk` and of `caution or worse` against the labels,
 * on a fixed split. Rules are tuned on the tuning half only; the held-out half gives the figures we report.
 */
import type { TrustLevel } from '../../../shared/trustMessages';
import { loadCorpusPart, trustInputOf, type CorpusPart, type LoadedPart } from '../corpus/load';
import type { CorpusPosting } from '../corpus/types';
import { LEARNED_CAUTION_PROBABILITY, LEARNED_HIGH_RISK_PROBABILITY, learnedScamScore } from '../learned';
import { assessTrust, plainText, RULES_ONLY, type TrustAssessment } from '../signals';
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
    // The rules alone: this set is in the learned layer's training data (corpus/train/old-eval.json), so the layer
    // is measured on the corpus's test part instead.
  }, undefined, RULES_ONLY);
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
    'Old evaluation set (src/server/trust/eval/genuine.ts, risky.ts; issue 17), judged by the rules alone: since issue 35',
    'it is part of the corpus training part (corpus/train/old-eval.json) the learned layer is trained on.',
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

// ---------------------------------------------------------------------------------------------------------------
// The corpus (issue 35; docs/trust.md "Corpus"): a training part and a test part written separately. Each posting
// is judged as an ingested job is (corpus/load.ts trustInputOf: verified source, salary parsed from its text).

/** The targets of issue 35 on the test part. */
export const TARGET_RECALL = 0.9;
export const TARGET_PRECISION = 0.9;

export interface Counted {
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
}

export interface CorpusMetrics {
  part: CorpusPart;
  exists: boolean;
  dir: string;
  files: string[];
  postings: number;
  scams: number;
  genuine: number;
  /** Scams flagged caution or high_risk. */
  flagged: Counted;
  /** high_risk alone. */
  highRisk: Counted;
  /** Genuine postings judged high_risk (hidden from search and alerts). */
  genuineHidden: number;
  /** The learned layer alone, at its suggested operating points; and the rules without it. */
  learned: { caution: Counted; highRisk: Counted };
  rulesOnly: { flagged: Counted; highRisk: Counted; genuineHidden: number };
}

export interface CorpusJudged {
  posting: CorpusPosting;
  level: TrustLevel;
  assessment: TrustAssessment;
  learnedProbability: number;
  /** The level the rules give without the learned layer. */
  rulesOnlyLevel: TrustLevel;
}

export function judgePosting(p: CorpusPosting): CorpusJudged {
  const input = trustInputOf(p);
  const assessment = assessTrust(input);
  const rulesOnly = assessTrust(input, undefined, RULES_ONLY);
  const learned = learnedScamScore(plainText(`${p.title}\n${p.description}`), Object.keys(rulesOnly.evidence));
  return { posting: p, level: assessment.trust.level, assessment, learnedProbability: learned.probability, rulesOnlyLevel: rulesOnly.trust.level };
}

function counted(judged: readonly CorpusJudged[], predicted: (j: CorpusJudged) => boolean): Counted {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const j of judged) {
    const p = predicted(j);
    const actual = j.posting.label === 'scam';
    if (p && actual) tp++;
    else if (p) fp++;
    else if (actual) fn++;
  }
  return { precision: tp + fp === 0 ? 0 : tp / (tp + fp), recall: tp + fn === 0 ? 0 : tp / (tp + fn), tp, fp, fn };
}

export function corpusMetrics(loaded: LoadedPart, judged: readonly CorpusJudged[] = loaded.postings.map(judgePosting)): CorpusMetrics {
  return {
    part: loaded.part,
    exists: loaded.exists,
    dir: loaded.dir,
    files: loaded.files,
    postings: judged.length,
    scams: judged.filter((j) => j.posting.label === 'scam').length,
    genuine: judged.filter((j) => j.posting.label === 'genuine').length,
    flagged: counted(judged, (j) => j.level !== 'verified'),
    highRisk: counted(judged, (j) => j.level === 'high_risk'),
    genuineHidden: judged.filter((j) => j.posting.label === 'genuine' && j.level === 'high_risk').length,
    learned: {
      caution: counted(judged, (j) => j.learnedProbability >= LEARNED_CAUTION_PROBABILITY),
      highRisk: counted(judged, (j) => j.learnedProbability >= LEARNED_HIGH_RISK_PROBABILITY),
    },
    rulesOnly: {
      flagged: counted(judged, (j) => j.rulesOnlyLevel !== 'verified'),
      highRisk: counted(judged, (j) => j.rulesOnlyLevel === 'high_risk'),
      genuineHidden: judged.filter((j) => j.posting.label === 'genuine' && j.rulesOnlyLevel === 'high_risk').length,
    },
  };
}

export interface CorpusReport {
  train: CorpusMetrics;
  test: CorpusMetrics;
  /** Misjudged postings of the training part only: the test part's are never listed. */
  trainMisses: CorpusJudged[];
}

export function evaluateCorpus(train: LoadedPart = loadCorpusPart('train'), test: LoadedPart = loadCorpusPart('test')): CorpusReport {
  const trainJudged = train.postings.map(judgePosting);
  return {
    train: corpusMetrics(train, trainJudged),
    test: corpusMetrics(test),
    trainMisses: trainJudged.filter((j) => (j.level !== 'verified') !== (j.posting.label === 'scam')),
  };
}

const cell = (c: Counted, which: 'recall' | 'precision') =>
  `${c[which].toFixed(3)} (${which === 'recall' ? `${c.tp}/${c.tp + c.fn}` : `${c.tp}/${c.tp + c.fp}`})`;

export function formatCorpusReport(r: CorpusReport, { showTrainMisses = false } = {}): string {
  const parts = [r.test, r.train];
  const width = 26;
  const row = (label: string, f: (m: CorpusMetrics) => string) => `  ${label.padEnd(42)}${parts.map((m) => (m.postings === 0 ? '-' : f(m)).padEnd(width)).join('')}`;
  const lines = [
    'Trust corpus evaluation (src/server/trust/corpus; each posting judged as an ingested job from a verified source)',
    `  ${''.padEnd(42)}${'TEST part'.padEnd(width)}${'TRAINING part'.padEnd(width)}`,
    row('postings (scam / genuine)', (m) => `${m.postings} (${m.scams} / ${m.genuine})`),
    row('scams flagged: recall', (m) => cell(m.flagged, 'recall')),
    row('scams flagged: precision', (m) => cell(m.flagged, 'precision')),
    row('  tp / fp / fn', (m) => `${m.flagged.tp} / ${m.flagged.fp} / ${m.flagged.fn}`),
    row('high_risk alone: recall', (m) => cell(m.highRisk, 'recall')),
    row('high_risk alone: precision', (m) => cell(m.highRisk, 'precision')),
    row('genuine postings hidden', (m) => `${m.genuineHidden} of ${m.genuine}`),
    row('rules alone: flagged recall', (m) => cell(m.rulesOnly.flagged, 'recall')),
    row('rules alone: flagged precision', (m) => cell(m.rulesOnly.flagged, 'precision')),
    row('rules alone: high_risk recall / prec.', (m) => `${m.rulesOnly.highRisk.recall.toFixed(3)} / ${m.rulesOnly.highRisk.precision.toFixed(3)}`),
    row('rules alone: genuine hidden', (m) => `${m.rulesOnly.genuineHidden} of ${m.genuine}`),
    row(`learned layer alone p≥${LEARNED_CAUTION_PROBABILITY}: recall`, (m) => cell(m.learned.caution, 'recall')),
    row(`learned layer alone p≥${LEARNED_CAUTION_PROBABILITY}: precision`, (m) => cell(m.learned.caution, 'precision')),
    row(`learned layer alone p≥${LEARNED_HIGH_RISK_PROBABILITY}: recall`, (m) => cell(m.learned.highRisk, 'recall')),
    row(`learned layer alone p≥${LEARNED_HIGH_RISK_PROBABILITY}: precision`, (m) => cell(m.learned.highRisk, 'precision')),
    `  targets on the test part: recall ≥ ${TARGET_RECALL}, precision ≥ ${TARGET_PRECISION}, no genuine posting hidden`,
    '  (the training part is what the learned layer was trained on: its figures are optimistic by construction)',
  ];
  if (!r.test.exists) lines.push(`  TEST part: directory ${r.test.dir} is missing — no test figures.`);
  else if (r.test.postings === 0) lines.push(`  TEST part: ${r.test.dir} holds no postings — no test figures.`);
  else lines.push(`  TEST part files: ${r.test.files.join(', ')}`);
  lines.push(`  TRAINING part files: ${r.train.files.join(', ')}`);
  if (showTrainMisses) {
    lines.push(`Training-part misses (${r.trainMisses.length}):`);
    for (const j of r.trainMisses) {
      const why = Object.entries(j.assessment.evidence).map(([code, e]) => `${code}=${e}`).join('; ') || 'no signal';
      lines.push(`  ${j.posting.id} [${j.posting.scamType ?? 'genuine'}] ${j.posting.label}, got ${j.level} (learned ${j.learnedProbability.toFixed(2)}): ${why}`);
    }
  }
  return lines.join('\n');
}
