import { EVAL_LISTINGS, evaluate, formatReport, MIN_HIGH_RISK_PRECISION, MIN_HIGH_RISK_RECALL, splitOf } from './eval/evaluate';

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
