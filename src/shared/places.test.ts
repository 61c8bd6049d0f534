import { MARKETS, REGIONS } from './markets';
import { CITY_ALIASES } from './placeAliases';
import { AREA_VALUES, aliasFor, areaCountries, areaLabel, areaLabelOf, canonicalPlace, citiesByAlias, cityForAlias, cityOptionLabel, looksLikeArea, matchAreas, nameMatches, parsePlace } from './places';

describe('place values (issue 29)', () => {
  it('parses a city id, a country and a region, case-insensitively', () => {
    expect(parsePlace('31')).toEqual({ kind: 'city', id: 31 });
    expect(parsePlace('country:AE')).toEqual({ kind: 'country', code: 'AE' });
    expect(parsePlace('country:ph')).toEqual({ kind: 'country', code: 'PH' });
    expect(parsePlace('region:gcc')).toEqual({ kind: 'region', code: 'GCC' });
  });

  it('refuses anything else', () => {
    for (const v of ['', '0', '-1', '1.5', '99999999999', 'Dubai', 'country:XX', 'country:', 'region:EU', 'city:31', 'country:AE;']) {
      expect(parsePlace(v)).toBeNull();
    }
    expect(looksLikeArea('country:XX')).toBe(true);
    expect(looksLikeArea('Dubai')).toBe(false);
  });

  it('makes a value canonical: areas in their case, unknown areas dropped, ids and names kept', () => {
    expect(canonicalPlace(' country:ae ')).toBe('country:AE');
    expect(canonicalPlace('region:gcc')).toBe('region:GCC');
    expect(canonicalPlace('country:XX')).toBe('');
    expect(canonicalPlace('31')).toBe('31');
    expect(canonicalPlace('Dubai')).toBe('Dubai');
  });

  it('lists every market and region as an area value', () => {
    expect(AREA_VALUES).toHaveLength(MARKETS.length + Object.keys(REGIONS).length);
    for (const v of AREA_VALUES) expect(parsePlace(v)).not.toBeNull();
  });
});

describe('region matching', () => {
  it('a country covers itself, the Gulf covers the six GCC countries', () => {
    expect(areaCountries({ kind: 'country', code: 'AE' })).toEqual(['AE']);
    expect(areaCountries({ kind: 'region', code: 'GCC' })).toEqual(['AE', 'SA', 'QA', 'KW', 'OM', 'BH']);
  });

  it('labels areas as people say them', () => {
    expect(areaLabel({ kind: 'country', code: 'AE' })).toBe('All UAE');
    expect(areaLabel({ kind: 'country', code: 'IN' })).toBe('All India');
    expect(areaLabelOf('region:GCC')).toBe('Gulf (GCC)');
    expect(areaLabelOf('31')).toBeNull();
  });

  it('finds areas by name, label and other names', () => {
    const values = (term: string) => matchAreas(term).map((a) => a.value);
    expect(values('UAE')).toEqual(['country:AE']);
    expect(values('united arab')).toEqual(['country:AE']);
    expect(values('All India')).toEqual(['country:IN']);
    expect(values('KSA')).toEqual(['country:SA']);
    expect(values('gulf')).toEqual(['region:GCC']);
    expect(values('GCC')).toEqual(['region:GCC']);
    expect(values('Dubai')).toEqual([]);
    expect(values('')).toHaveLength(AREA_VALUES.length);
    expect(values('')[0]).toBe('region:GCC');
  });
});

describe('alias lookup', () => {
  it.each([
    ['Bangalore', 'Bengaluru'], ['Bombay', 'Mumbai'], ['madras', 'Chennai'], ['Calcutta', 'Kolkata'], ['Gurgaon', 'Gurugram'],
    ['Trivandrum', 'Thiruvananthapuram'], ['Cochin', 'Kochi'], ['KL', 'Kuala Lumpur'], ['PJ', 'Petaling Jaya'], ['JB', 'Johor Bahru'],
    ['Penang', 'George Town'], ['Cebu', 'Cebu City'], ['Davao', 'Davao City'], ['BGC', 'Taguig'], ['Bonifacio', 'Taguig'],
    ['QC', 'Quezon City'], ['Metro Manila', 'Manila'], ['SG', 'Singapore'], ['Singapura', 'Singapore'], ['DXB', 'Dubai'],
    ['AUH', 'Abu Dhabi'], ['Khobar', 'Al Khobar'], ['KSA', 'Riyadh'], ['bang', 'Bengaluru'],
  ])('"%s" finds %s', (term, city) => {
    expect(citiesByAlias(term)).toContain(city);
  });

  it('matches word prefixes only, and nothing for an empty term', () => {
    expect(citiesByAlias('')).toEqual([]);
    expect(citiesByAlias('galore')).toEqual([]);
    expect(nameMatches('Kuala Lumpur', 'lum')).toBe(true);
    expect(nameMatches('Kuala Lumpur', 'umpur')).toBe(false);
  });

  it('resolves a whole other name to its one city, not a shared or partial one', () => {
    expect(cityForAlias('Bangalore')).toBe('Bengaluru');
    expect(cityForAlias(' dxb ')).toBe('Dubai');
    expect(cityForAlias('NCR')).toBeNull();
    expect(cityForAlias('Bangal')).toBeNull();
    expect(cityForAlias('Pune')).toBeNull();
  });

  it('labels a city option with its country and the name that found it', () => {
    expect(cityOptionLabel({ name: 'Dubai', country: 'United Arab Emirates' })).toBe('Dubai, United Arab Emirates');
    expect(cityOptionLabel({ name: 'Bengaluru', country: 'India', alias: 'Bangalore' })).toBe('Bengaluru, India (Bangalore)');
    expect(cityOptionLabel({ name: 'Somewhere' })).toBe('Somewhere');
  });

  it('says which other name found a city, not when its own name did', () => {
    expect(aliasFor('Bengaluru', 'Bangalore')).toBe('Bangalore');
    expect(aliasFor('Taguig', 'bgc')).toBe('BGC');
    expect(aliasFor('Dubai', 'Dub')).toBeNull();
  });

  it('keeps the list clean: no blank or duplicate names per city', () => {
    for (const [city, aliases] of Object.entries(CITY_ALIASES)) {
      expect(city.trim()).toBe(city);
      expect(new Set(aliases.map((a) => a.toLowerCase())).size).toBe(aliases.length);
      for (const a of aliases) expect(a.trim()).not.toBe('');
    }
  });
});
