/**
 * The markets the product serves (issue 29): for each country, what a candidate from it gets by default — calling code,
 * currency, salary period and unit, and the region it belongs to. One source for the app, the API and the seed;
 * docs/markets.md says where each rule is applied. Country ids follow the seed's order (decisions.md §4: 1 is India).
 */
import type { SalaryPeriod } from './salary';
import { MARKET_CODES, REGION_CODES, type MarketCode, type RegionCode } from './marketCodes';

export { MARKET_CODES, REGION_CODES, type MarketCode, type RegionCode };

export interface Market {
  /** The country's id in the database (seed order). */
  countryId: number;
  code: MarketCode;
  name: string;
  /** E.164 calling code with its plus: '+91'. */
  callingCode: string;
  currency: string;
  /** How pay is usually quoted there: India by the year (in lakhs, LPA), the others by the month. */
  salaryPeriod: Extract<SalaryPeriod, 'year' | 'month'>;
  /** The unit an amount is typed in: India's 'lakh' (₹ 12 LPA = 12,00,000 a year), elsewhere the plain currency. */
  salaryUnit: 'lakh' | 'unit';
  /** A region the country belongs to, for region-wide choices ("Gulf (GCC)"). */
  region: RegionCode | null;
}

export const REGIONS: Readonly<Record<RegionCode, { name: string; countries: readonly MarketCode[] }>> = {
  GCC: { name: 'Gulf (GCC)', countries: ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'] },
};

export const MARKETS: readonly Market[] = [
  { countryId: 1, code: 'IN', name: 'India', callingCode: '+91', currency: 'INR', salaryPeriod: 'year', salaryUnit: 'lakh', region: null },
  { countryId: 2, code: 'PH', name: 'Philippines', callingCode: '+63', currency: 'PHP', salaryPeriod: 'month', salaryUnit: 'unit', region: null },
  { countryId: 3, code: 'MY', name: 'Malaysia', callingCode: '+60', currency: 'MYR', salaryPeriod: 'month', salaryUnit: 'unit', region: null },
  { countryId: 4, code: 'SG', name: 'Singapore', callingCode: '+65', currency: 'SGD', salaryPeriod: 'month', salaryUnit: 'unit', region: null },
  { countryId: 5, code: 'AE', name: 'United Arab Emirates', callingCode: '+971', currency: 'AED', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC' },
  { countryId: 6, code: 'SA', name: 'Saudi Arabia', callingCode: '+966', currency: 'SAR', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC' },
  { countryId: 7, code: 'QA', name: 'Qatar', callingCode: '+974', currency: 'QAR', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC' },
  { countryId: 8, code: 'KW', name: 'Kuwait', callingCode: '+965', currency: 'KWD', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC' },
  { countryId: 9, code: 'OM', name: 'Oman', callingCode: '+968', currency: 'OMR', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC' },
  { countryId: 10, code: 'BH', name: 'Bahrain', callingCode: '+973', currency: 'BHD', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC' },
];

/** India: the spec's market (its fixed +91 and INR), and the fallback when nothing else tells. */
export const DEFAULT_MARKET: Market = MARKETS[0];

const BY_CODE = new Map<string, Market>(MARKETS.map((m) => [m.code, m]));
const BY_ID = new Map<number, Market>(MARKETS.map((m) => [m.countryId, m]));

export function isMarketCode(code: unknown): code is MarketCode {
  return typeof code === 'string' && BY_CODE.has(code.toUpperCase());
}

/** The market of an ISO code ('ph' or 'PH'), or null. */
export function marketByCode(code: string | null | undefined): Market | null {
  return code ? (BY_CODE.get(code.toUpperCase()) ?? null) : null;
}

/** The market of a country id, or null (an unknown id, or none). */
export function marketByCountryId(id: number | null | undefined): Market | null {
  return id ? (BY_ID.get(id) ?? null) : null;
}

/** The market of a calling code ('+971'), or null. */
export function marketByCallingCode(code: string | null | undefined): Market | null {
  return code ? (MARKETS.find((m) => m.callingCode === code.trim()) ?? null) : null;
}

/**
 * Languages spoken in one of our markets only, for a browser that names a language without a region ('fil', 'hi').
 * Arabic and English are left out: they name no one market.
 */
const LANGUAGE_MARKETS: Readonly<Record<string, MarketCode>> = { hi: 'IN', ta: 'IN', te: 'IN', ml: 'IN', kn: 'IN', mr: 'IN', bn: 'IN', gu: 'IN', fil: 'PH', tl: 'PH', ms: 'MY' };

/**
 * The market a browser's languages point at: a locale's region ('en-PH', 'ar-AE', 'zh-Hans-SG'), else a language of
 * one market only ('fil'); null when none is one of ours (the caller then uses the default, saying so).
 */
export function marketForLocales(languages: readonly string[] | null | undefined): Market | null {
  for (const raw of languages ?? []) {
    const parts = raw.trim().split(/[-_]/);
    const region = parts.slice(1).find((p) => /^[a-z]{2}$/i.test(p));
    const market = marketByCode(region) ?? marketByCode(LANGUAGE_MARKETS[parts[0].toLowerCase()]);
    if (market) return market;
  }
  return null;
}

/** The periods an expected salary is chosen in (issue 29, "Money"): per month or per year. */
export const EXPECTED_SALARY_PERIODS = ['month', 'year'] as const;
export type ExpectedSalaryPeriod = (typeof EXPECTED_SALARY_PERIODS)[number];

/** The markets' currencies in the markets' order: the expected salary's choices and the plans' price currencies. */
export const MARKET_CURRENCIES: readonly string[] = MARKETS.map((m) => m.currency);

/** The market whose currency this is ('aed' or 'AED' → the UAE), or null. */
export function marketByCurrency(code: string | null | undefined): Market | null {
  return code ? (MARKETS.find((m) => m.currency === code.trim().toUpperCase()) ?? null) : null;
}

/** How pay in a currency is usually quoted: its market's period (INR by the year), else by the month. */
export function salaryPeriodOf(currency: string | null | undefined): ExpectedSalaryPeriod {
  return marketByCurrency(currency)?.salaryPeriod ?? 'month';
}

/** The countries of a region, or of a single country code: what "All UAE" and "Gulf (GCC)" match. */
export function countriesOf(choice: MarketCode | RegionCode): readonly MarketCode[] {
  return (REGION_CODES as readonly string[]).includes(choice) ? REGIONS[choice as RegionCode].countries : [choice as MarketCode];
}
