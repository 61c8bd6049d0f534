import { BURST_REPORTS, MAX_REPORT_WEIGHT, burstReports, weighReports, type ReportFacts } from './reportWeight';

/** Issue 33: who files a report decides what it weighs. */
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 1);
const report = (over: Partial<ReportFacts> = {}): ReportFacts => ({
  reason: 'asks_for_money',
  at: T0,
  ageDays: 400,
  activity: 12,
  upheld: 0,
  dismissed: 0,
  ...over,
});
const weight = (r: ReportFacts) => weighReports([r])[0].weight;

describe('report weight', () => {
  it('is 1 for an established, active reporter with a clean record', () => {
    expect(weight(report())).toBe(1);
  });
  it('grows with the account: a day-old account a tenth, a week-old a third, a month two thirds', () => {
    const ages = [0.01, 2, 10, 45].map((ageDays) => weight(report({ ageDays })));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(ages[0]).toBeLessThanOrEqual(0.1);
    expect(ages[3]).toBe(1);
  });
  it('halves for an account that never applied to or saved a job', () => {
    expect(weight(report({ activity: 0 }))).toBe(0.5);
    expect(weight(report({ activity: 1 }))).toBe(0.75);
  });
  it('falls with each dismissed report more than upheld ones, and a record of upheld ones adds a little', () => {
    expect(weight(report({ dismissed: 1 }))).toBe(0.5);
    expect(weight(report({ dismissed: 3 }))).toBe(0.125);
    expect(weight(report({ dismissed: 2, upheld: 2 }))).toBe(1);
    expect(weight(report({ upheld: 3 }))).toBe(MAX_REPORT_WEIGHT);
  });
  it('finds a burst: BURST_REPORTS reports from new accounts within a day, and halves each of them', () => {
    const fresh = Array.from({ length: BURST_REPORTS }, (_, i) => report({ ageDays: 0.02, at: T0 + i * 60_000, activity: 0 }));
    expect(burstReports(fresh).size).toBe(BURST_REPORTS);
    const alone = weight(fresh[0]);
    for (const w of weighReports(fresh)) expect(w.weight).toBeCloseTo(alone / 2, 3);
    // Spread over days, or from established accounts, they are no burst.
    expect(burstReports(fresh.map((r, i) => ({ ...r, at: T0 + i * 2 * DAY }))).size).toBe(0);
    expect(burstReports(fresh.map((r) => ({ ...r, ageDays: 90 }))).size).toBe(0);
  });
  it('keeps three or ten fresh accounts far below three established candidates', () => {
    const burst = (n: number) => Array.from({ length: n }, (_, i) => report({ ageDays: 0.01, activity: 0, at: T0 + i * 30_000 }));
    const sum = (rs: ReportFacts[]) => weighReports(rs).reduce((s, r) => s + r.weight, 0);
    expect(sum(burst(3))).toBeLessThan(0.2);
    expect(sum(burst(10))).toBeLessThan(0.5);
    expect(sum([report(), report(), report()])).toBe(3);
  });
});
