import { EXCHANGE_RATES } from './exchangeRates';
import { MARKETS, MARKET_CURRENCIES, marketByCurrency, salaryPeriodOf } from './markets';
import type { Salary } from './salary';
import { meetsExpectedSalary, type ExpectedSalary } from './salaryFormat';

/**
 * Issue 29, "Money": an expected salary is an amount, a currency and a period; "Meets your expected salary" brings both
 * sides to a month and converts with the product's stored rates (the release's table here, the database's in the app).
 */
const job = (min: number | null, max: number | null, currency: string, period: Salary['period'] = 'month'): Salary => ({ min, max, currency, period });
const meets = (salary: Salary, expected: ExpectedSalary) => meetsExpectedSalary(salary, expected, EXCHANGE_RATES);

describe('salary comparison across periods and currencies', () => {
  // The Manila nurse: AED 9,000 a month (≈ ₹27.8 LPA, ≈ PHP 148,000 a month).
  const nurse: ExpectedSalary = { amount: 9000, currency: 'AED', period: 'month' };

  it('reads a monthly expectation as monthly, not as a yearly figure (the badge on jobs paying a fraction of it)', () => {
    expect(meets(job(3000, 4000, 'AED'), nurse)).toBe(false);
    // What the old form did: 9,000 "a year" is 750 a month, which every job reaches.
    expect(meets(job(3000, 4000, 'AED'), { ...nurse, period: 'year' })).toBe(true);
    expect(meets(job(8000, 9000, 'AED'), nurse)).toBe(true);
  });

  it('converts the job to the expectation currency with the stored rates, both brought to a month', () => {
    // PHP 150,000 a month ≈ AED 9,122; PHP 140,000 ≈ AED 8,514.
    expect(meets(job(120000, 150000, 'PHP'), nurse)).toBe(true);
    expect(meets(job(120000, 140000, 'PHP'), nurse)).toBe(false);
    // ₹30 LPA = ₹2.5 L a month ≈ AED 9,700; ₹25 LPA ≈ AED 8,083.
    expect(meets(job(2000000, 3000000, 'INR', 'year'), nurse)).toBe(true);
    expect(meets(job(2000000, 2500000, 'INR', 'year'), nurse)).toBe(false);
    // SGD 20 an hour × 173.33 hours ≈ SGD 3,467 a month ≈ AED 9,888.
    expect(meets(job(20, 20, 'SGD', 'hour'), nurse)).toBe(true);
  });

  it("reads an Indian yearly expectation (LPA) against monthly pay abroad", () => {
    // ₹12 LPA = ₹1 L a month ≈ AED 3,880.
    const engineer: ExpectedSalary = { amount: 1_200_000, currency: 'INR', period: 'year' };
    expect(meets(job(3500, 4000, 'AED'), engineer)).toBe(true);
    expect(meets(job(3000, 3500, 'AED'), engineer)).toBe(false);
    expect(meets(job(80000, 100000, 'INR'), engineer)).toBe(true);
    expect(meets(job(80000, 99000, 'INR'), engineer)).toBe(false);
  });

  it('meets nothing undisclosed, nothing without a rate, nothing without an amount', () => {
    expect(meets(job(null, null, 'AED'), nurse)).toBe(false);
    expect(meets(job(9000, 9500, 'EUR'), nurse)).toBe(false);
    expect(meets(job(9000, 9500, 'AED'), { ...nurse, amount: 0 })).toBe(false);
  });
});

describe('the markets of money', () => {
  it('has a rate for every market currency, and one market per currency', () => {
    for (const code of MARKET_CURRENCIES) expect(EXCHANGE_RATES.unitsPerUsd[code]).toBeGreaterThan(0);
    expect(new Set(MARKET_CURRENCIES).size).toBe(MARKETS.length);
    expect(marketByCurrency('aed')?.code).toBe('AE');
    expect(marketByCurrency('EUR')).toBeNull();
  });

  it('quotes rupees by the year and every other market by the month', () => {
    expect(salaryPeriodOf('INR')).toBe('year');
    for (const code of ['PHP', 'MYR', 'SGD', 'AED', 'SAR', 'QAR', 'KWD', 'OMR', 'BHD']) expect(salaryPeriodOf(code)).toBe('month');
    expect(salaryPeriodOf('EUR')).toBe('month');
  });
});
