import type { Db } from '../db/client';
import { openEvalDb } from './eval/evalDb';
import { evaluate, formatReport, MIN_PRECISION_AT_5, type EvalReport } from './eval/evaluate';
import { JUDGMENTS } from './eval/judgments';
import { titleVariants } from './matching';

// The same evaluation as `npm run eval:matching`, so `npm test` (CI) fails when matching quality drops.
jest.setTimeout(180_000);

let db: Db;
let report: EvalReport;
beforeAll(async () => {
  db = await openEvalDb();
  report = await evaluate(db);
});
afterAll(async () => {
  await db.close();
});

describe('matching engine evaluation set', () => {
  it('has at least 30 Smart Matches across functions and regions', () => {
    expect(JUDGMENTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(JUDGMENTS.map((j) => j.jobFunction)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(JUDGMENTS.map((j) => j.city)).size).toBeGreaterThanOrEqual(10);
  });

  it(`reaches precision@5 ≥ ${MIN_PRECISION_AT_5}`, () => {
    process.stdout.write(`${formatReport(report)}\n`);
    expect(report.queries.length).toBeGreaterThanOrEqual(30);
    expect(report.precisionAt5).toBeGreaterThanOrEqual(MIN_PRECISION_AT_5);
    expect(report.recallAt20).toBeGreaterThan(0.5);
  });

  it('measures it with the exclusions of issue 17: the catalogue has closed and high-risk jobs, and none is ranked', () => {
    const { active, caution, stale, closed, highRisk } = report.catalogue;
    expect(closed).toBeGreaterThan(0.02 * (active + closed + highRisk));
    expect(highRisk).toBeGreaterThan(0.005 * (active + closed + highRisk));
    // Kept and listed: the ones to check, and the ones not re-verified for a month.
    expect(caution).toBeGreaterThan(0);
    expect(stale).toBeGreaterThan(0);
    expect(report.excludedRanked).toBe(0);
  });

  it('expands the market abbreviations and spellings', () => {
    const phrases = (t: string) => titleVariants(t).map((v) => v.phrase);
    expect(phrases('SDE')).toEqual(expect.arrayContaining(['software development engineer', 'developer']));
    expect(phrases('Fullstack Developer')).toContain('full stack developer');
    expect(phrases('Full-Stack Developer')).toContain('fullstack developer');
    expect(phrases('HR Executive')).toContain('human resources executive');
    expect(phrases('BDE')).toContain('business development executive');
    expect(phrases('MR')).toContain('medical representative');
    expect(phrases('Sr. Accountant')).toContain('senior accountant');
  });
});
