import { EXCHANGE_RATES, convertAmount, type ExchangeRateTable } from '../../shared/exchangeRates';
import type { Salary } from '../../shared/salary';
import {
  convertSalary,
  formatApproxSalary,
  formatSalary,
  meetsExpectedSalary,
  meetsMonthlyMinimum,
  monthlySalary,
  monthlyTop,
  PER_MONTH,
} from '../../shared/salaryFormat';

const s = (min: number | null, max: number | null, currency: string, period: Salary['period'] = 'month'): Salary => ({ min, max, currency, period });

/** A table with round figures, so the expected conversions can be worked out by hand. */
const RATES: ExchangeRateTable = { takenOn: '2026-01-01', source: 'test', unitsPerUsd: { USD: 1, INR: 87.5, AED: 3.6725, SGD: 1.3, PHP: 58 } };

describe('formatSalary: the market conventions', () => {
  it('writes Indian yearly pay in lakhs per annum', () => {
    expect(formatSalary(s(1_200_000, 1_800_000, 'INR', 'year'))).toBe('₹12–18 LPA');
    expect(formatSalary(s(350_000, 425_000, 'INR', 'year'))).toBe('₹3.5–4.25 LPA');
  });
  it('writes crores for the top of the Indian range', () => {
    expect(formatSalary(s(12_000_000, 15_000_000, 'INR', 'year'))).toBe('₹1.2–1.5 Cr PA');
    expect(formatSalary(s(8_000_000, 12_000_000, 'INR', 'year'))).toBe('₹80 L–1.2 Cr PA');
    expect(formatSalary(s(null, 20_000_000, 'INR', 'year'))).toBe('Up to ₹2 Cr PA');
  });
  it('writes Indian monthly pay with Indian digit grouping', () => {
    expect(formatSalary(s(25_000, 35_000, 'INR'))).toBe('₹25,000–35,000 / month');
    expect(formatSalary(s(125_000, 150_000, 'INR'))).toBe('₹1,25,000–1,50,000 / month');
    expect(formatSalary(s(90_000, null, 'INR', 'year'))).toBe('From ₹90,000 / year');
  });
  it('writes other currencies as code, figures and period', () => {
    expect(formatSalary(s(8000, 10000, 'AED'))).toBe('AED 8,000–10,000 / month');
    expect(formatSalary(s(5100, 7200, 'SGD'))).toBe('SGD 5,100–7,200 / month');
    expect(formatSalary(s(84000, 96000, 'SGD', 'year'))).toBe('SGD 84,000–96,000 / year');
    expect(formatSalary(s(650, 800, 'kwd'))).toBe('KWD 650–800 / month');
  });
  it('writes one figure when min and max are equal', () => {
    expect(formatSalary(s(35000, 35000, 'PHP'))).toBe('PHP 35,000 / month');
    expect(formatSalary(s(1_500_000, 1_500_000, 'INR', 'year'))).toBe('₹15 LPA');
  });
  it('says "Up to" for a maximum only and "From" for a minimum only', () => {
    expect(formatSalary(s(null, 12000, 'QAR'))).toBe('Up to QAR 12,000 / month');
    expect(formatSalary(s(35000, null, 'PHP'))).toBe('From PHP 35,000 / month');
    expect(formatSalary(s(null, 1_800_000, 'INR', 'year'))).toBe('Up to ₹18 LPA');
  });
  it('keeps cents for hourly and daily pay', () => {
    expect(formatSalary(s(12.5, 15, 'SGD', 'hour'))).toBe('SGD 12.50–15 / hour');
    expect(formatSalary(s(800, 800, 'INR', 'day'))).toBe('₹800 / day');
    expect(formatSalary(s(4500, null, 'PHP', 'week'))).toBe('From PHP 4,500 / week');
  });
  it('says "Salary not disclosed" for no salary or no usable figure', () => {
    expect(formatSalary(null)).toBe('Salary not disclosed');
    expect(formatSalary(undefined)).toBe('Salary not disclosed');
    expect(formatSalary(s(null, null, 'AED'))).toBe('Salary not disclosed');
    expect(formatSalary(s(0, -5, 'AED'))).toBe('Salary not disclosed');
    expect(formatSalary(s(Number.NaN, null, 'AED'))).toBe('Salary not disclosed');
  });
  it('puts reversed bounds in order', () => {
    expect(formatSalary(s(10000, 8000, 'AED'))).toBe('AED 8,000–10,000 / month');
  });
});

describe('formatApproxSalary: the figure in the preferred currency', () => {
  it('converts a Gulf salary into lakhs a month for an Indian candidate', () => {
    expect(formatApproxSalary(s(8000, 10000, 'AED'), 'INR', RATES)).toBe('≈ INR 1.9–2.4 L / month');
  });
  it('keeps yearly Indian figures in LPA and small ones in rupees', () => {
    expect(formatApproxSalary(s(84000, null, 'SGD', 'year'), 'INR', RATES)).toBe('From ≈ INR 57 LPA');
    expect(formatApproxSalary(s(1000, 1000, 'AED'), 'INR', RATES)).toBe('≈ INR 24,000 / month');
    expect(formatApproxSalary(s(null, 30, 'SGD', 'hour'), 'INR', RATES)).toBe('Up to ≈ INR 2,000 / hour');
  });
  it('rounds other currencies to two significant figures', () => {
    // 8,000 AED = 2,178 USD = 2,831 SGD; 10,000 AED = 3,540 SGD.
    expect(formatApproxSalary(s(8000, 10000, 'AED'), 'SGD', RATES)).toBe('≈ SGD 2,800–3,500 / month');
    expect(formatApproxSalary(s(1_200_000, 1_800_000, 'INR', 'year'), 'AED', RATES)).toBe('≈ AED 50,000–76,000 / year');
  });
  it('speaks the reader’s period when both are a month or a year, and keeps an hourly or daily wage’s own', () => {
    // The walk-through of 2026-11-28: "₹1.1–1.5 LPA ≈ PHP 70,000–96,000 / year" beside monthly PHP jobs.
    expect(formatApproxSalary(s(1_200_000, 1_800_000, 'INR', 'year'), 'AED', RATES, 'month')).toBe('≈ AED 4,200–6,300 / month');
    expect(formatApproxSalary(s(8000, 10000, 'AED'), 'INR', RATES, 'year')).toBe('≈ INR 23–29 LPA');
    expect(formatApproxSalary(s(8000, 10000, 'AED'), 'SGD', RATES, 'month')).toBe('≈ SGD 2,800–3,500 / month');
    expect(formatApproxSalary(s(null, 30, 'SGD', 'hour'), 'INR', RATES, 'month')).toBe('Up to ≈ INR 2,000 / hour');
    expect(formatApproxSalary(s(800, 800, 'INR', 'day'), 'PHP', RATES, 'month')).toMatch(/ \/ day$/);
  });
  it('shows nothing for the same currency, no salary or an unknown rate', () => {
    expect(formatApproxSalary(s(8000, 10000, 'AED'), 'AED', RATES)).toBeNull();
    expect(formatApproxSalary(s(8000, 10000, 'AED'), null, RATES)).toBeNull();
    expect(formatApproxSalary(null, 'INR', RATES)).toBeNull();
    expect(formatApproxSalary(s(8000, 10000, 'AED'), 'EUR', RATES)).toBeNull();
  });
});

describe('monthly figures', () => {
  it('brings every period to a month', () => {
    expect(monthlySalary(s(1_200_000, 1_800_000, 'INR', 'year'))).toEqual({ min: 100_000, max: 150_000, currency: 'INR', period: 'month' });
    expect(monthlySalary(s(1000, null, 'PHP', 'week'))?.min).toBeCloseTo(4333.33, 1);
    expect(monthlySalary(s(null, 100, 'SGD', 'day'))?.max).toBeCloseTo(2175, 5);
    expect(monthlySalary(s(20, 20, 'SGD', 'hour'))?.max).toBeCloseTo(3466.67, 1);
    expect(monthlySalary(null)).toBeNull();
    expect(PER_MONTH.month).toBe(1);
  });
  it('takes the top of the range in the asked currency', () => {
    expect(monthlyTop(s(8000, 10000, 'AED'), 'AED', RATES)).toBe(10000);
    expect(monthlyTop(s(8000, null, 'AED'), 'USD', RATES)).toBeCloseTo(2178.35, 1);
    expect(monthlyTop(s(8000, null, 'AED'), 'EUR', RATES)).toBeNull();
  });
  it('filters by a minimum monthly salary in another currency', () => {
    // 8,000–10,000 AED a month ≈ 1.9–2.4 lakh rupees.
    expect(meetsMonthlyMinimum(s(8000, 10000, 'AED'), 200_000, 'INR', RATES)).toBe(true);
    expect(meetsMonthlyMinimum(s(8000, 10000, 'AED'), 250_000, 'INR', RATES)).toBe(false);
    expect(meetsMonthlyMinimum(null, 1, 'INR', RATES)).toBe(false);
  });
  it('compares the expected salary of the candidate, in its own period', () => {
    expect(meetsExpectedSalary(s(1_200_000, 1_800_000, 'INR', 'year'), { amount: 140_000, currency: 'INR', period: 'month' }, RATES)).toBe(true);
    // An expectation in a currency the table does not know cannot be met.
    expect(meetsExpectedSalary(s(1_200_000, 1_800_000, 'INR', 'year'), { amount: 20, currency: 'XYZ', period: 'year' }, RATES)).toBe(false);
    expect(meetsExpectedSalary(s(8000, 10000, 'AED'), { amount: 2_500_000, currency: 'INR', period: 'year' }, RATES)).toBe(true);
    expect(meetsExpectedSalary(s(8000, 10000, 'AED'), { amount: 3_000_000, currency: 'INR', period: 'year' }, RATES)).toBe(false);
    expect(meetsExpectedSalary(s(8000, 10000, 'AED'), null, RATES)).toBe(false);
    expect(meetsExpectedSalary(null, { amount: 1, currency: 'AED', period: 'month' }, RATES)).toBe(false);
  });
});

describe('the exchange-rate table', () => {
  it('is dated, names its source and covers every market currency', () => {
    expect(EXCHANGE_RATES.takenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(EXCHANGE_RATES.source).toMatch(/IMF/);
    for (const code of ['INR', 'PHP', 'MYR', 'SGD', 'AED', 'SAR', 'QAR', 'KWD', 'OMR', 'BHD', 'USD']) {
      expect(EXCHANGE_RATES.unitsPerUsd[code]).toBeGreaterThan(0);
    }
  });
  it('keeps the Gulf pegs', () => {
    expect(convertAmount(3.6725, 'AED', 'USD')).toBeCloseTo(1, 6);
    expect(convertAmount(3.75, 'SAR', 'USD')).toBeCloseTo(1, 6);
    expect(convertAmount(1, 'BHD', 'USD')).toBeCloseTo(2.66, 2);
    expect(convertSalary(s(100, null, 'USD'), 'XXX')).toBeNull();
  });
});
