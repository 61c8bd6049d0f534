import { loadCorpusPart } from './corpus/load';
import {
  EVAL_LISTINGS,
  evaluate,
  evaluateCorpus,
  formatCorpusReport,
  formatReport,
  MIN_HIGH_RISK_PRECISION,
  MIN_HIGH_RISK_RECALL,
  splitOf,
  TARGET_PRECISION,
  TARGET_RECALL,
  type CorpusMetrics,
} from './eval/evaluate';

// The same evaluation as `npm run eval:trust`, so CI fails when the scam rules lose precision or recall.
describe('trust evaluation set', () => {
  it('has at least 200 labelled listings of every function, country and kind, split in two', () => {
    expect(EVAL_LISTINGS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(EVAL_LISTINGS.map((l) => l.id)).size).toBe(EVAL_LISTINGS.length);
    expect(new Set(EVAL_LISTINGS.map((l) => l.country)).size).toBe(10);
    expect(new Set(EVAL_LISTINGS.filter((l) => l.label === 'verified').map((l) => l.jobFunction)).size).toBeGreaterThanOrEqual(24);
    for (const label of ['verified', 'caution', 'high_risk'] as const) {
      expect(EVAL_LISTINGS.filter((l) => l.label === label).length).toBeGreaterThanOrEqual(20);
    }
    expect(EVAL_LISTINGS.filter((l) => l.kind === 'genuine-fee-mention').length).toBeGreaterThanOrEqual(10);
    expect(EVAL_LISTINGS.filter((l) => l.kind.endsWith('subtle')).length).toBeGreaterThanOrEqual(10);
    const heldOut = EVAL_LISTINGS.filter((l) => splitOf(l.id) === 'held-out').length;
    expect(heldOut).toBeGreaterThan(EVAL_LISTINGS.length * 0.4);
    expect(heldOut).toBeLessThan(EVAL_LISTINGS.length * 0.6);
  });

  it(`reaches high_risk precision ≥ ${MIN_HIGH_RISK_PRECISION} and recall ≥ ${MIN_HIGH_RISK_RECALL} on the held-out half`, () => {
    const report = evaluate();
    process.stdout.write(`${formatReport(report)}\n`);
    expect(report.heldOut.highRisk.precision).toBeGreaterThanOrEqual(MIN_HIGH_RISK_PRECISION);
    expect(report.heldOut.highRisk.recall).toBeGreaterThanOrEqual(MIN_HIGH_RISK_RECALL);
  });
});

/**
 * Floors: the figures reached when issue 35's corpus was built, rounded down to 0.05, never above the targets
 * (recall and precision 0.9). Raise them as the rules improve; lowering one needs a reason in docs/trust.md.
 * Reached on 2026-11-27: test part flagged 0.857 / 0.831, high_risk 0.634 / 0.919, 9 of 160 genuine hidden;
 * training part flagged 1.000 / 0.999, high_risk 0.531 / 0.997, 2 of 1,642 hidden.
 * On 2026-11-28 (five more training writers, two fresh test writers, the hard genuine cases): test part flagged
 * 0.918 / 0.892, high_risk 0.551 / 0.935, 13 of 340 hidden; training part 0.998 / 0.975, high_risk 0.520 / 0.999, 1 of
 * 2,142 hidden. The test part's high_risk recall floor went from 0.6 to 0.5 because the test part grew by two fresh
 * writers' files (high_risk recall 0.47 and 0.48 there, docs/trust.md "New writers"), not because a rule was loosened.
 * After writers H and I (2026-11-28, second session): test part flagged 0.924 / 0.895, high_risk 0.563 / 0.941, 12 of
 * 340 hidden; training part (4,466 postings) 0.996 / 0.952, high_risk 0.518 / 0.998, 2 of 2,382 hidden. Raised: the
 * test part's high_risk recall floor to 0.55 and its hidden share to 0.04 (at most 13 of 340).
 * After writers J and K (2026-11-28, second session): test part flagged 0.924 / 0.897, high_risk 0.587 / 0.943, 12 of
 * 340 hidden; training part (4,866 postings) 0.996 / 0.948, high_risk 0.529 / 0.998, 2 of 2,602 hidden. No floor
 * crossed its next 0.05 step, so none moved.
 */
const TRAIN_FLOORS = { flaggedRecall: 0.9, flaggedPrecision: 0.9, highRiskRecall: 0.5, highRiskPrecision: 0.9, maxGenuineHiddenShare: 0.05 };
const TEST_FLOORS = { flaggedRecall: 0.9, flaggedPrecision: 0.85, highRiskRecall: 0.55, highRiskPrecision: 0.9, maxGenuineHiddenShare: 0.04 };

function assertFloors(m: CorpusMetrics, f: typeof TRAIN_FLOORS): void {
  expect(f.flaggedRecall).toBeLessThanOrEqual(TARGET_RECALL);
  expect(f.flaggedPrecision).toBeLessThanOrEqual(TARGET_PRECISION);
  expect(f.highRiskPrecision).toBeLessThanOrEqual(TARGET_PRECISION);
  expect(m.flagged.recall).toBeGreaterThanOrEqual(f.flaggedRecall);
  expect(m.flagged.precision).toBeGreaterThanOrEqual(f.flaggedPrecision);
  expect(m.highRisk.recall).toBeGreaterThanOrEqual(f.highRiskRecall);
  expect(m.highRisk.precision).toBeGreaterThanOrEqual(f.highRiskPrecision);
  expect(m.genuineHidden).toBeLessThanOrEqual(Math.floor(m.genuine * f.maxGenuineHiddenShare));
}

describe('trust corpus (issue 35)', () => {
  const report = evaluateCorpus();

  it('prints the report', () => {
    process.stdout.write(`${formatCorpusReport(report)}\n`);
  });

  it('has a training part of a few thousand postings of every market and scam type, each with provenance', () => {
    const train = loadCorpusPart('train').postings;
    expect(train.length).toBeGreaterThanOrEqual(2500);
    expect(new Set(train.map((p) => p.id)).size).toBe(train.length);
    for (const p of train) {
      expect(p.id.startsWith('train-')).toBe(true);
      expect(p.provenance.length).toBeGreaterThan(0);
      expect(p.writer.length).toBeGreaterThan(0);
    }
    expect(new Set(train.map((p) => p.market)).size).toBe(10);
    const types = new Set(train.filter((p) => p.label === 'scam').map((p) => p.scamType));
    for (const t of ['fee', 'task', 'mule', 'reshipping', 'trading', 'gov-no-exam', 'instant-deployment', 'credentials', 'identity', 'lure', 'wfh-pay-claim']) expect(types.has(t)).toBe(true);
    for (const lang of ['en', 'hinglish', 'taglish', 'malay'] as const) {
      expect(train.filter((p) => p.language === lang && p.label === 'scam').length).toBeGreaterThanOrEqual(20);
      expect(train.filter((p) => p.language === lang && p.label === 'genuine').length).toBeGreaterThanOrEqual(20);
    }
  });

  it('keeps its floors on the training part', () => {
    assertFloors(report.train, TRAIN_FLOORS);
  });

  it('keeps its floors on the test part, when there is one, written apart from the training part', () => {
    const test = loadCorpusPart('test');
    if (test.postings.length === 0) {
      process.stdout.write(`No test part in ${test.dir}: nothing to assert.\n`);
      return;
    }
    const trainIds = new Set(loadCorpusPart('train').postings.map((p) => p.id));
    const trainWriters = new Set(loadCorpusPart('train').postings.map((p) => p.writer));
    for (const p of test.postings) {
      expect(trainIds.has(p.id)).toBe(false);
      expect(trainWriters.has(p.writer)).toBe(false);
    }
    assertFloors(report.test, TEST_FLOORS);
  });
});
