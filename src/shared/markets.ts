/**
 * The markets the product serves (issue 29): for each country, what a candidate from it gets by default — calling code,
 * currency, salary period and unit, and the region it belongs to. One source for the app, the API and the seed;
 * docs/markets.md says where each rule is applied. Country ids follow the seed's order (decisions.md §4: 1 is India).
 */
import type { SalaryPeriod } from './salary';

export const MARKET_CODES = ['IN', 'PH', 'MY', 'SG', 'AE', 'SA', 'QA', 'KW', 'OM', 'BH'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

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
  /** The browser locales that point at this market (first match of navigator.languages wins). */
  locales: readonly string[];
}

export const REGION_CODES = ['GCC'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const REGIONS: Readonly<Record<RegionCode, { name: string; countries: readonly MarketCode[] }>> = {
  GCC: { name: 'Gulf (GCC)', countries: ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'] },
};

export const MARKETS: readonly Market[] = [
  { countryId: 1, code: 'IN', name: 'India', callingCode: '+91', currency: 'INR', salaryPeriod: 'year', salaryUnit: 'lakh', region: null, locales: ['en-IN', 'hi', 'hi-IN', 'ta-IN', 'te-IN', 'ml-IN', 'kn-IN', 'mr-IN', 'bn-IN', 'gu-IN'] },
  { countryId: 2, code: 'PH', name: 'Philippines', callingCode: '+63', currency: 'PHP', salaryPeriod: 'month', salaryUnit: 'unit', region: null, locales: ['en-PH', 'fil', 'fil-PH', 'tl', 'tl-PH'] },
  { countryId: 3, code: 'MY', name: 'Malaysia', callingCode: '+60', currency: 'MYR', salaryPeriod: 'month', salaryUnit: 'unit', region: null, locales: ['en-MY', 'ms', 'ms-MY'] },
  { countryId: 4, code: 'SG', name: 'Singapore', callingCode: '+65', currency: 'SGD', salaryPeriod: 'month', salaryUnit: 'unit', region: null, locales: ['en-SG', 'zh-SG', 'ms-SG', 'ta-SG'] },
  { countryId: 5, code: 'AE', name: 'United Arab Emirates', callingCode: '+971', currency: 'AED', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC', locales: ['en-AE', 'ar-AE'] },
  { countryId: 6, code: 'SA', name: 'Saudi Arabia', callingCode: '+966', currency: 'SAR', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC', locales: ['en-SA', 'ar-SA', 'ar'] },
  { countryId: 7, code: 'QA', name: 'Qatar', callingCode: '+974', currency: 'QAR', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC', locales: ['en-QA', 'ar-QA'] },
  { countryId: 8, code: 'KW', name: 'Kuwait', callingCode: '+965', currency: 'KWD', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC', locales: ['en-KW', 'ar-KW'] },
  { countryId: 9, code: 'OM', name: 'Oman', callingCode: '+968', currency: 'OMR', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC', locales: ['en-OM', 'ar-OM'] },
  { countryId: 10, code: 'BH', name: 'Bahrain', callingCode: '+973', currency: 'BHD', salaryPeriod: 'month', salaryUnit: 'unit', region: 'GCC', locales: ['en-BH', 'ar-BH'] },
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
 * The market a browser's languages point at: an exact locale ('en-PH'), else a locale's region ('xx-MY'); null when
 * none is one of ours (the caller then asks, or uses the default, saying so).
 */
export function marketForLocales(languages: readonly string[] | null | undefined): Market | null {
  for (const raw of languages ?? []) {
    const lang = raw.trim();
    const exact = MARKETS.find((m) => m.locales.some((l) => l.toLowerCase() === lang.toLowerCase()));
    if (exact) return exact;
    const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(lang)?.[1];
    const byRegion = marketByCode(region);
    if (byRegion) return byRegion;
  }
  return null;
}

/** The countries of a region, or of a single country code: what "All UAE" and "Gulf (GCC)" match. */
export function countriesOf(choice: MarketCode | RegionCode): readonly MarketCode[] {
  return (REGION_CODES as readonly string[]).includes(choice) ? REGIONS[choice as RegionCode].countries : [choice as MarketCode];
}
