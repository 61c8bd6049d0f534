/**
 * A place a candidate chooses (issue 29, docs/markets.md "Places"): one city, a whole country ("All UAE") or a region
 * ("Gulf (GCC)"). One spelling for all of them, used by the job search's `location`, Smart Match's `place` and the
 * place dropdown: a city is its id ('31'), a country `country:AE`, a region `region:GCC`. Countries and regions come
 * from shared/markets.ts; their cities are the catalogue's cities of those countries.
 */
import { MARKETS, REGION_CODES, REGIONS, countriesOf, isMarketCode, marketByCode, type MarketCode, type RegionCode } from './markets';
import { CITY_ALIASES, COUNTRY_ALIASES, REGION_ALIASES } from './placeAliases';

export type PlaceChoice = { kind: 'city'; id: number } | { kind: 'country'; code: MarketCode } | { kind: 'region'; code: RegionCode };

/** The value of an area (not a single city): 'country:AE', 'region:GCC'. */
export type AreaValue = `country:${MarketCode}` | `region:${RegionCode}`;

/** Every area value, countries first in the markets' order, then the regions (the API's schema lists these). */
export const AREA_VALUES: readonly AreaValue[] = [
  ...MARKETS.map((m): AreaValue => `country:${m.code}`),
  ...REGION_CODES.map((r): AreaValue => `region:${r}`),
];

/** Whether a value is one of AREA_VALUES exactly. */
export const isAreaValue = (v: string): v is AreaValue => (AREA_VALUES as readonly string[]).includes(v);

/** Parses a place value: '31' (a city id), 'country:AE', 'region:GCC' (case-insensitive); null for anything else. */
export function parsePlace(value: string | null | undefined): PlaceChoice | null {
  const v = (value ?? '').trim();
  if (/^[1-9]\d{0,9}$/.test(v)) {
    const id = Number(v);
    return id <= 2_147_483_647 ? { kind: 'city', id } : null;
  }
  const m = /^(country|region):([a-z]{2,5})$/i.exec(v);
  if (!m) return null;
  const code = m[2].toUpperCase();
  if (m[1].toLowerCase() === 'country') return isMarketCode(code) ? { kind: 'country', code: code as MarketCode } : null;
  return (REGION_CODES as readonly string[]).includes(code) ? { kind: 'region', code: code as RegionCode } : null;
}

/** Whether a value names an area ('country:…' / 'region:…', known or not): the API answers an unknown one 400. */
export const looksLikeArea = (value: string): boolean => /^(country|region):/i.test(value.trim());

/** The canonical value of an area: 'country:AE'. */
export function areaValue(choice: Exclude<PlaceChoice, { kind: 'city' }>): AreaValue {
  return `${choice.kind}:${choice.code}` as AreaValue;
}

/** The ISO codes of the countries an area covers ("Gulf (GCC)" → AE SA QA KW OM BH). */
export function areaCountries(choice: Exclude<PlaceChoice, { kind: 'city' }>): readonly MarketCode[] {
  return countriesOf(choice.code);
}

/** A country's short name in a label: "UAE" reads better than "United Arab Emirates" after "All". */
const SHORT_NAMES: Partial<Record<MarketCode, string>> = { AE: 'UAE' };

/** The label of an area: 'All UAE', 'All India', 'Gulf (GCC)'. */
export function areaLabel(choice: Exclude<PlaceChoice, { kind: 'city' }>): string {
  if (choice.kind === 'region') return REGIONS[choice.code].name;
  const market = marketByCode(choice.code);
  return `All ${SHORT_NAMES[choice.code] ?? market?.name ?? choice.code}`;
}

/** The label of an area value, or null when it is no area ('31', 'Pune'). */
export function areaLabelOf(value: string): string | null {
  const choice = parsePlace(value);
  return choice && choice.kind !== 'city' ? areaLabel(choice) : null;
}

/** A city as place options show it: 'Dubai, United Arab Emirates' (its name alone when the country is unknown). */
export function cityLabel(city: { name: string; country?: string | null }): string {
  return city.country ? `${city.name}, ${city.country}` : city.name;
}

/**
 * A place value as stored or typed, made canonical: an area in its canonical case ('country:ae' → 'country:AE'), a
 * city id or a name as given; '' for an area naming no market (the API refuses those).
 */
export function canonicalPlace(value: string): string {
  const v = value.trim();
  if (!looksLikeArea(v)) return v;
  const choice = parsePlace(v);
  return choice && choice.kind !== 'city' ? areaValue(choice) : '';
}

/** An area as the place dropdown offers it. */
export interface AreaOption {
  value: AreaValue;
  label: string;
  kind: 'country' | 'region';
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Whether a typed term finds a name: the folded term is a prefix of the name or of one of its words ("lum" finds
 * "Kuala Lumpur", "bangal" finds "Bangalore"). An empty term finds everything.
 */
export function nameMatches(name: string, term: string): boolean {
  const t = fold(term);
  if (!t) return true;
  const n = fold(name);
  return n.startsWith(t) || n.includes(` ${t}`);
}

function areaNames(choice: Exclude<PlaceChoice, { kind: 'city' }>): string[] {
  if (choice.kind === 'region') return [REGIONS[choice.code].name, choice.code, ...REGION_ALIASES[choice.code]];
  const market = marketByCode(choice.code);
  return [areaLabel(choice), market?.name ?? '', ...(COUNTRY_ALIASES[choice.code] ?? [])];
}

/**
 * The areas a term finds, regions first, then countries in the markets' order: by name, label ("All UAE") or
 * other name ("KSA", "Gulf"). Every area for an empty term.
 */
export function matchAreas(term: string): AreaOption[] {
  const all: { choice: Exclude<PlaceChoice, { kind: 'city' }> }[] = [
    ...REGION_CODES.map((code) => ({ choice: { kind: 'region', code } as const })),
    ...MARKETS.map((m) => ({ choice: { kind: 'country', code: m.code } as const })),
  ];
  return all
    .filter(({ choice }) => areaNames(choice).some((n) => n && nameMatches(n, term)))
    .map(({ choice }) => ({ value: areaValue(choice), label: areaLabel(choice), kind: choice.kind }));
}

/**
 * The catalogue names of the cities a term finds by another name ("Bangalore" → Bengaluru, "KL" → Kuala Lumpur,
 * "NCR" → Delhi's and Manila's cities): every city with an alias the term is a prefix of (of the alias or one of its
 * words). Empty for an empty term (the names themselves are matched by the caller).
 */
export function citiesByAlias(term: string): string[] {
  if (!fold(term)) return [];
  return Object.entries(CITY_ALIASES)
    .filter(([, aliases]) => aliases.some((a) => nameMatches(a, term)))
    .map(([city]) => city);
}

/**
 * The catalogue city a whole name stands for ("Bangalore" → Bengaluru, "dxb" → Dubai), when it is another name of
 * exactly one city; else null (a name shared by several, "NCR", or no other name). What a typed-in location resolves
 * to before it could become a new city.
 */
export function cityForAlias(name: string): string | null {
  const n = fold(name);
  if (!n) return null;
  const hits = Object.entries(CITY_ALIASES).filter(([, aliases]) => aliases.some((a) => fold(a) === n));
  return hits.length === 1 ? hits[0][0] : null;
}

/** A city as a place option shows it: 'Dubai, United Arab Emirates', and the other name it was found by, if any. */
export function cityOptionLabel(city: { name: string; country?: string | null; alias?: string | null }): string {
  return `${cityLabel(city)}${city.alias ? ` (${city.alias})` : ''}`;
}

/** The alias of a city a term found it by ("Bangalore" for Bengaluru and "bang"), for the option's label; or null. */
export function aliasFor(city: string, term: string): string | null {
  if (!fold(term) || nameMatches(city, term)) return null;
  return CITY_ALIASES[city]?.find((a) => nameMatches(a, term)) ?? null;
}

