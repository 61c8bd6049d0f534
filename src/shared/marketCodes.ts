/**
 * The markets' and regions' codes alone (issue 29), for code that runs on every first load (the session slice, the
 * persisted state's sanitiser): checking a code needs no names, currencies or locales, which shared/markets.ts adds.
 */
export const MARKET_CODES = ['IN', 'PH', 'MY', 'SG', 'AE', 'SA', 'QA', 'KW', 'OM', 'BH'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export const REGION_CODES = ['GCC'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

/** The code in its canonical case ('ph' → 'PH') when it is a market's, else null. */
export function marketCodeOf(code: unknown): MarketCode | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  return (MARKET_CODES as readonly string[]).includes(upper) ? (upper as MarketCode) : null;
}

/** A whole country or region as a place value ('country:AE', 'region:GCC'; shared/places.ts), canonical, or null. */
export function areaValueOf(value: unknown): string | null {
  const m = typeof value === 'string' ? /^(country|region):([a-z]{2,5})$/i.exec(value.trim()) : null;
  if (!m) return null;
  const code = m[2].toUpperCase();
  if (m[1].toLowerCase() === 'country') return marketCodeOf(code) ? `country:${code}` : null;
  return (REGION_CODES as readonly string[]).includes(code) ? `region:${code}` : null;
}
