import { countriesOf, marketByCallingCode, marketByCountryId, marketForLocales, MARKETS, REGIONS } from './markets';
import { areaValueOf, marketCodeOf } from './marketCodes';

describe('markets', () => {
  it('a browser\'s languages point at a market by their region, or by a language of one market only', () => {
    expect(marketForLocales(['en-PH'])?.code).toBe('PH');
    expect(marketForLocales(['ar-AE', 'en'])?.code).toBe('AE');
    expect(marketForLocales(['zh-Hans-SG'])?.code).toBe('SG');
    expect(marketForLocales(['fil'])?.code).toBe('PH');
    expect(marketForLocales(['ms', 'en-US'])?.code).toBe('MY');
    expect(marketForLocales(['hi'])?.code).toBe('IN');
    // English, Arabic or a country we do not serve name no market: never silently India.
    expect(marketForLocales(['en-US', 'en', 'ar', 'de-DE'])).toBeNull();
    expect(marketForLocales([])).toBeNull();
  });

  it('ids, calling codes and regions agree with the seed and each other', () => {
    expect(marketByCountryId(1)?.code).toBe('IN');
    expect(MARKETS.map((m) => m.countryId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(marketByCallingCode('+971')?.name).toBe('United Arab Emirates');
    expect(countriesOf('GCC')).toEqual(REGIONS.GCC.countries);
    expect(MARKETS.filter((m) => m.region === 'GCC').map((m) => m.code)).toEqual([...REGIONS.GCC.countries]);
    expect(countriesOf('SG')).toEqual(['SG']);
  });

  it('the codes alone check what the persisted state may hold', () => {
    expect(marketCodeOf('ph')).toBe('PH');
    expect(marketCodeOf('XX')).toBeNull();
    expect(marketCodeOf(7)).toBeNull();
    expect(areaValueOf('Country:ae')).toBe('country:AE');
    expect(areaValueOf('region:gcc')).toBe('region:GCC');
    expect(areaValueOf('region:EU')).toBeNull();
    expect(areaValueOf('31')).toBeNull();
  });
});
