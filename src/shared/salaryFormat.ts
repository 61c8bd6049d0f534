/**
 * A salary in the job's currency and its market's convention ("₹12–18 LPA", "AED 8,000–10,000 / month"), its
 * approximate value in a candidate's preferred currency ("≈ INR 1.9–2.4 L / month"), and its monthly value for the
 * minimum-salary filter and "Meets your expected salary". Shared by the app, the alert emails and the JSON-LD.
 * No Intl: its first call builds locale data on the main thread (see ui/format.ts), and the grouping is simple.
 */
import { convertAmount, EXCHANGE_RATES, type ExchangeRateTable } from './exchangeRates';
import type { Salary, SalaryPeriod } from './salary';

export const SALARY_NOT_DISCLOSED = 'Salary not disclosed';
export const MEETS_EXPECTED_SALARY = 'Meets your expected salary';

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * Months in each period, to bring a salary to a monthly figure: 12 months a year, 52 weeks a year, 21.75 working
 * days a month (261 a year) and 173.33 working hours a month (40 a week). Docs: docs/trust.md, "Monthly figures".
 */
export const PER_MONTH: Readonly<Record<SalaryPeriod, number>> = {
  year: 1 / 12,
  month: 1,
  week: 52 / 12,
  day: 261 / 12,
  hour: (40 * 52) / 12,
};

/** " / month", " / year", " / hour"…: every period is written by its name. */
const periodSuffix = (period: SalaryPeriod): string => ` / ${period}`;

/** Symbols used where the market writes them before the figure; other currencies are written as their ISO code. */
const LOCAL_SYMBOL: Readonly<Record<string, string>> = { INR: '₹' };

interface Range {
  min: number | null;
  max: number | null;
}

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The range with unusable bounds dropped and the bounds in order; null when nothing is left. */
function cleanRange(salary: Salary | null | undefined): Range | null {
  if (!salary) return null;
  let min = usable(salary.min) ? salary.min : null;
  let max = usable(salary.max) ? salary.max : null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

function group(whole: string, indian: boolean): string {
  if (!indian || whole.length <= 3) return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Indian grouping: the last three digits, then pairs (1,25,000).
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/** 8000 → "8,000"; 12.5 → "12.50" (money keeps two decimals when it has any); Indian grouping for INR. */
function formatMoney(n: number, indian = false): string {
  const rounded = Math.round(n * 100) / 100;
  const [whole, fraction] = rounded.toFixed(Number.isInteger(rounded) ? 0 : 2).split('.');
  return fraction === undefined ? group(whole, indian) : `${group(whole, indian)}.${fraction}`;
}

/** 12 → "12", 12.5 → "12.5", 3.256 → "3.26": a figure in lakhs or crores. */
function formatShort(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Two significant figures, for approximate conversions (206,206 → 210,000; 2,178 → 2,200). */
function roughly(n: number): number {
  if (n <= 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

/** "a–b", "a" when equal, "Up to b", "From a" — `fmt` formats each bound, `prefix` goes before the first figure. */
function rangeText(range: Range, fmt: (n: number) => string, prefix: string, suffix: string): string {
  const { min, max } = range;
  if (min !== null && max !== null) {
    const a = fmt(min);
    const b = fmt(max);
    return a === b ? `${prefix}${a}${suffix}` : `${prefix}${a}–${b}${suffix}`;
  }
  if (max !== null) return `Up to ${prefix}${fmt(max)}${suffix}`;
  return `From ${prefix}${fmt(min as number)}${suffix}`;
}

/**
 * Indian amounts in lakhs or crores: "12–18 LPA", "1.2–1.5 Cr PA", "80 L–1.2 Cr PA" (year), "1.9–2.4 L / month".
 * Null when the amounts are too small for lakhs (below one lakh at the top of the range).
 */
function indianUnitsText(range: Range, prefix: string, period: SalaryPeriod, round: (n: number) => number): string | null {
  const top = (range.max ?? range.min) as number;
  if (round(top) < LAKH) return null;
  const bottom = (range.min ?? range.max) as number;
  const inCrore = (n: number) => round(n) >= CRORE;
  const yearly = period === 'year';
  const unit = (n: number) => (inCrore(n) ? `${formatShort(round(n) / CRORE)} Cr` : `${formatShort(round(n) / LAKH)} L`);
  const mixed = inCrore(top) && !inCrore(bottom);
  let fmt: (n: number) => string;
  let suffix: string;
  if (mixed) {
    fmt = unit;
    suffix = yearly ? ' PA' : periodSuffix(period);
  } else if (inCrore(top)) {
    fmt = (n) => formatShort(round(n) / CRORE);
    suffix = yearly ? ' Cr PA' : ` Cr${periodSuffix(period)}`;
  } else {
    fmt = (n) => formatShort(round(n) / LAKH);
    suffix = yearly ? ' LPA' : ` L${periodSuffix(period)}`;
  }
  return rangeText(range, fmt, prefix, suffix);
}

/**
 * The salary as the job's market writes it: "₹12–18 LPA", "₹25,000–35,000 / month", "AED 8,000–10,000 / month",
 * "Up to QAR 12,000 / month", "From PHP 35,000 / month", "SGD 18.50 / hour"; "Salary not disclosed" without one.
 */
export function formatSalary(salary: Salary | null | undefined): string {
  const range = cleanRange(salary);
  if (!salary || !range) return SALARY_NOT_DISCLOSED;
  const code = salary.currency.toUpperCase();
  if (code === 'INR') {
    const prefix = LOCAL_SYMBOL.INR;
    if (salary.period === 'year') {
      const inLakhs = indianUnitsText(range, prefix, 'year', (n) => n);
      if (inLakhs) return inLakhs;
    }
    return rangeText(range, (n) => formatMoney(n, true), prefix, periodSuffix(salary.period));
  }
  return rangeText(range, (n) => formatMoney(n), `${code} `, periodSuffix(salary.period));
}

/** The salary in another currency (same period), or null when undisclosed or a rate is missing. */
export function convertSalary(salary: Salary | null | undefined, to: string, rates: ExchangeRateTable = EXCHANGE_RATES): Salary | null {
  const range = cleanRange(salary);
  if (!salary || !range) return null;
  const convert = (n: number | null) => (n === null ? null : convertAmount(n, salary.currency.toUpperCase(), to.toUpperCase(), rates));
  const min = convert(range.min);
  const max = convert(range.max);
  if ((range.min !== null && min === null) || (range.max !== null && max === null)) return null;
  return { min, max, currency: to.toUpperCase(), period: salary.period };
}

/**
 * "≈ INR 1.9–2.4 L / month", "≈ INR 53 LPA", "≈ SGD 2,900–3,600 / month": the salary in the candidate's preferred
 * currency to two significant figures, and in the reader's period when both are a month or a year (a yearly Indian
 * salary reads "≈ PHP 5,800–8,000 / month" to a reader paid by the month; an hourly or daily wage keeps its own period,
 * which a month would only guess at). Null when the currencies are the same, the salary is undisclosed or a rate
 * is missing, so the caller shows nothing.
 */
export function formatApproxSalary(
  salary: Salary | null | undefined,
  preferredCurrency: string | null | undefined,
  rates: ExchangeRateTable = EXCHANGE_RATES,
  preferredPeriod: SalaryPeriod | null = null,
): string | null {
  if (!salary || !preferredCurrency || salary.currency.toUpperCase() === preferredCurrency.toUpperCase()) return null;
  const converted = inPeriod(convertSalary(salary, preferredCurrency, rates), preferredPeriod);
  const range = cleanRange(converted);
  if (!converted || !range) return null;
  const code = converted.currency;
  if (code === 'INR') {
    const inLakhs = indianUnitsText(range, `≈ ${code} `, converted.period, roughly);
    if (inLakhs) return inLakhs;
  }
  return rangeText(range, (n) => formatMoney(roughly(n), code === 'INR'), `≈ ${code} `, periodSuffix(converted.period));
}

/** A month's or a year's salary brought to the other of the two when the reader counts in it; any other as it is. */
function inPeriod(salary: Salary | null, period: SalaryPeriod | null): Salary | null {
  if (!salary || !period || salary.period === period || !/^(?:month|year)$/.test(salary.period) || !/^(?:month|year)$/.test(period)) return salary;
  const f = PER_MONTH[salary.period] / PER_MONTH[period];
  return { ...salary, min: salary.min && salary.min * f, max: salary.max && salary.max * f, period };
}

/** The salary per month in its own currency (docs/trust.md, "Monthly figures"); null when undisclosed. */
export function monthlySalary(salary: Salary | null | undefined): Salary | null {
  const range = cleanRange(salary);
  if (!salary || !range) return null;
  const factor = PER_MONTH[salary.period];
  const perMonth = (n: number | null) => (n === null ? null : n * factor);
  return { min: perMonth(range.min), max: perMonth(range.max), currency: salary.currency.toUpperCase(), period: 'month' };
}

/**
 * The most the job pays per month, in `currency`: the top of its range, or its only figure. This is the figure the
 * minimum-monthly-salary filter and "Meets your expected salary" compare, so a range that reaches the candidate's
 * figure counts. Null when undisclosed or a rate is missing.
 */
export function monthlyTop(salary: Salary | null | undefined, currency: string, rates: ExchangeRateTable = EXCHANGE_RATES): number | null {
  const monthly = monthlySalary(salary);
  if (!monthly) return null;
  const top = (monthly.max ?? monthly.min) as number;
  return convertAmount(top, monthly.currency, currency.toUpperCase(), rates);
}

/** The minimum-monthly-salary filter: does the job pay at least `minimum` a month in `currency`? Undisclosed: no. */
export function meetsMonthlyMinimum(
  salary: Salary | null | undefined,
  minimum: number,
  currency: string,
  rates: ExchangeRateTable = EXCHANGE_RATES,
): boolean {
  const top = monthlyTop(salary, currency, rates);
  return top !== null && top >= minimum;
}

/** A candidate's expected salary (their preferences): an amount, its currency and its period. */
export interface ExpectedSalary {
  amount: number;
  currency: string;
  period: SalaryPeriod;
}

/** "Meets your expected salary": the job's monthly top reaches the candidate's expectation, brought to a month. */
export function meetsExpectedSalary(
  salary: Salary | null | undefined,
  expected: ExpectedSalary | null | undefined,
  rates: ExchangeRateTable = EXCHANGE_RATES,
): boolean {
  if (!expected || !usable(expected.amount)) return false;
  return meetsMonthlyMinimum(salary, expected.amount * PER_MONTH[expected.period], expected.currency, rates);
}
