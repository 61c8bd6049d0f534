import fs from 'node:fs';
import { buildPhoneMetadata, PHONE_METADATA_FILE } from './phoneMetadata.build';
import { MARKETS, type MarketCode } from './markets';
import { formatAsYouType, parsePhone, phoneExample, phoneFormatMessage, storedPhone } from './phone';

/** Each market's number as its people write it nationally, the same pasted internationally, and one that is wrong. */
const CASES: { country: MarketCode; national: string; international: string; e164: string; shown: string; invalid: string }[] = [
  { country: 'IN', national: '98765 43210', international: '+91 98765 43210', e164: '+919876543210', shown: '98765 43210', invalid: '98765 4321' },
  { country: 'PH', national: '0917 123 4567', international: '+63 917 123 4567', e164: '+639171234567', shown: '0917 123 4567', invalid: '0917 123 45' },
  { country: 'MY', national: '012-345 6789', international: '+60 12-345 6789', e164: '+60123456789', shown: '012-345 6789', invalid: '012-34' },
  { country: 'SG', national: '8123 4567', international: '+65 8123 4567', e164: '+6581234567', shown: '8123 4567', invalid: '1234 5678' },
  { country: 'AE', national: '050 123 4567', international: '+971 50 123 4567', e164: '+971501234567', shown: '050 123 4567', invalid: '050 123' },
  { country: 'SA', national: '051 234 5678', international: '00966 51 234 5678', e164: '+966512345678', shown: '051 234 5678', invalid: '051 234 56' },
  { country: 'QA', national: '3312 3456', international: '+974 3312 3456', e164: '+97433123456', shown: '3312 3456', invalid: '3312 345' },
  { country: 'KW', national: '500 12345', international: '+965 500 12345', e164: '+96550012345', shown: '500 12345', invalid: '500 1234' },
  { country: 'OM', national: '9212 3456', international: '+968 9212 3456', e164: '+96892123456', shown: '9212 3456', invalid: '9212 345' },
  { country: 'BH', national: '3600 1234', international: '+973 3600 1234', e164: '+97336001234', shown: '3600 1234', invalid: '3600 123' },
];

describe('parsePhone, for a person of each market', () => {
  it.each(CASES)('$country: a national number typed as people write it', ({ country, national, e164, shown }) => {
    const read = parsePhone(national, country);
    expect(read).toMatchObject({ ok: true, phone: { country, e164, national: shown } });
  });

  it.each(CASES)('$country: the same number pasted internationally, whichever country the field was on', ({ country, international, e164 }) => {
    expect(parsePhone(international, country)).toMatchObject({ ok: true, phone: { country, e164 } });
    // A Filipino number pasted while the field still shows India's code is read as the Philippines'.
    expect(parsePhone(international, 'IN')).toMatchObject({ ok: true, phone: { country, e164 } });
  });

  it.each(CASES)('$country: digits only, or pasted with spaces, dashes and brackets', ({ country, e164 }) => {
    const digits = e164.slice(1);
    expect(parsePhone(`+${digits}`, country)).toMatchObject({ ok: true, phone: { e164 } });
    const spaced = `+${digits.slice(0, 3)} (${digits.slice(3, 6)}) ${digits.slice(6, 9)}-${digits.slice(9)}`;
    expect(parsePhone(spaced, country)).toMatchObject({ ok: true, phone: { e164 } });
  });

  it.each(CASES)('$country: a number too short or malformed is refused', ({ country, invalid }) => {
    expect(parsePhone(invalid, country)).toEqual({ ok: false, reason: 'invalid' });
    expect(parsePhone('98765abc10', country)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('the Manila nurse\'s number typed without its 0 is hers, not India\'s', () => {
    expect(parsePhone('9171234567', 'PH')).toMatchObject({ ok: true, phone: { country: 'PH', callingCode: '+63', nationalNumber: '9171234567' } });
  });

  it('India keeps every digit of a pasted international number (it was cut to 10 characters before)', () => {
    expect(parsePhone('+91 98765 43210', 'IN')).toMatchObject({ ok: true, phone: { nationalNumber: '9876543210' } });
    expect(parsePhone('098765 43210', 'IN')).toMatchObject({ ok: true, phone: { nationalNumber: '9876543210' } });
  });

  it('empty, overlong and other countries\' numbers each say why', () => {
    expect(parsePhone('  ', 'IN')).toEqual({ ok: false, reason: 'empty' });
    expect(parsePhone('9'.repeat(40), 'IN')).toEqual({ ok: false, reason: 'too_long' });
    expect(parsePhone('+44 7400 123456', 'IN')).toEqual({ ok: false, reason: 'other_country' });
  });
});

describe('messages and stored numbers', () => {
  it('names the country and its format', () => {
    expect(phoneFormatMessage('PH')).toBe('Enter a valid Philippine phone number, e.g. 0905 123 4567.');
    expect(phoneFormatMessage('AE')).toMatch(/^Enter a valid UAE phone number, e\.g\. /);
    expect(phoneFormatMessage('SG')).toBe('Enter a valid Singapore phone number, e.g. 8123 4567.');
    for (const m of MARKETS) expect(parsePhone(phoneExample(m.code), m.code).ok).toBe(true);
  });

  it('reads a stored code and national number back, and refuses one that is not a number of that code', () => {
    expect(storedPhone('+971', '501234567')).toMatchObject({ e164: '+971501234567', national: '050 123 4567' });
    expect(storedPhone('+91', '12345')).toBeNull();
    expect(storedPhone('+44', '7400123456')).toBeNull();
    expect(storedPhone('+91', '')).toBeNull();
  });

  it('formats as the person types', () => {
    expect(formatAsYouType('0917123', 'PH')).toBe('0917 123');
  });

  it('the committed metadata is what phoneMetadata.build.ts makes from the installed libphonenumber-js', () => {
    const committed: unknown = JSON.parse(fs.readFileSync(PHONE_METADATA_FILE, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildPhoneMetadata())));
  });
});
