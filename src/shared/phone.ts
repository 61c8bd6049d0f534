/**
 * Phone numbers of the markets we serve (issue 29), read with libphonenumber-js (core, with the cut-down metadata of
 * phoneMetadata.json): a national number typed as people write it ("0917 123 4567", "98765 43210"), or an
 * international one pasted ("+91 98765 43210", "00971 50 123 4567"). Stored as the calling code plus the national
 * significant number, which together are E.164; shown in the national format. Shared by the app and the API.
 */
import { AsYouType, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import phoneData from './phoneMetadata.json';
import { PHONE_INPUT_MAX } from './constants';
import { DEFAULT_MARKET, MARKETS, isMarketCode, marketByCallingCode, marketByCode, type Market, type MarketCode } from './markets';

const metadata = phoneData.metadata as unknown as MetadataJson;
const examples = phoneData.examples as Record<string, string>;

export { PHONE_INPUT_MAX };

export interface PhoneNumber {
  /** The market of the number (its calling code). */
  country: MarketCode;
  /** '+63' */
  callingCode: string;
  /** National significant number, digits only: '9171234567'. */
  nationalNumber: string;
  /** '+639171234567' */
  e164: string;
  /** '0917 123 4567' */
  national: string;
  /** '+63 917 123 4567' */
  international: string;
}

export type PhoneParse = { ok: true; phone: PhoneNumber } | { ok: false; reason: 'empty' | 'invalid' | 'other_country' | 'too_long' };

/**
 * The national format as the market writes it: India's numbers as their 10 digits (spec 9's habit, "98765 43210"),
 * without the trunk 0 libphonenumber puts before a mobile; elsewhere as libphonenumber formats them ("0917 123 4567").
 */
function nationalFormat(formatted: string, country: MarketCode): string {
  return country === 'IN' ? formatted.replace(/^0/, '') : formatted;
}

/** An example number of the market in its national format ("0917 123 4567"), for hints and messages. */
export function phoneExample(country: MarketCode): string {
  const parsed = parsePhoneNumberFromString(examples[country], country as CountryCode, metadata);
  return parsed ? nationalFormat(parsed.formatNational(), country) : examples[country];
}

/** The numbers we take: those of the markets we serve (their calling codes). */
export const OTHER_COUNTRY_MESSAGE = `Enter a phone number of ${MARKETS.map((m) => `${m.name} (${m.callingCode})`).join(', ')}.`;

/** The message for a number that could not be read, naming what the field expects. */
export function phoneProblem(reason: Exclude<Extract<PhoneParse, { ok: false }>['reason'], 'empty'>, country: MarketCode): string {
  return reason === 'other_country' ? OTHER_COUNTRY_MESSAGE : phoneFormatMessage(country);
}

/** The country as a number's describer where its name will not do: "a Philippine number", "a UAE number". */
const NUMBER_ADJECTIVE: Partial<Record<MarketCode, string>> = { PH: 'Philippine', AE: 'UAE' };

/** "Enter a valid Philippine phone number, e.g. 0905 123 4567.", "Enter a valid India phone number, e.g. …" */
export function phoneFormatMessage(country: MarketCode): string {
  const market = marketByCode(country) ?? DEFAULT_MARKET;
  return `Enter a valid ${NUMBER_ADJECTIVE[market.code] ?? market.name} phone number, e.g. ${phoneExample(market.code)}.`;
}

const ALLOWED = /^[\d\s\-().+/]*$/;

/**
 * Reads `input` as a number of `country` (national) or, when it starts with + or 00, as an international number of
 * any market we serve. `other_country`: an international number of a country we do not serve.
 */
export function parsePhone(input: string, country: MarketCode): PhoneParse {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > PHONE_INPUT_MAX) return { ok: false, reason: 'too_long' };
  if (!ALLOWED.test(text)) return { ok: false, reason: 'invalid' };
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') ? digits : text.startsWith('00') ? digits.slice(2) : null;
  if (international !== null && !MARKETS.some((m) => international.startsWith(m.callingCode.slice(1)))) return { ok: false, reason: 'other_country' };
  const parsed = parsePhoneNumberFromString(text, country as CountryCode, metadata);
  if (!parsed) return { ok: false, reason: 'invalid' };
  const market = marketByCallingCode(`+${parsed.countryCallingCode}`);
  if (!market) return { ok: false, reason: 'other_country' };
  if (!parsed.isValid()) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    phone: {
      country: market.code,
      callingCode: market.callingCode,
      nationalNumber: parsed.nationalNumber,
      e164: parsed.number,
      national: nationalFormat(parsed.formatNational(), market.code),
      international: parsed.formatInternational(),
    },
  };
}

/** A stored number (calling code and national digits) read back, or null when it is not a valid number of that code. */
export function storedPhone(callingCode: string | null | undefined, nationalNumber: string | null | undefined): PhoneNumber | null {
  const market = marketByCallingCode(callingCode);
  if (!market || !nationalNumber) return null;
  const read = parsePhone(`${market.callingCode}${nationalNumber}`, market.code);
  return read.ok ? read.phone : null;
}

/** The digits and separators a person may type, kept as typed but bounded ("0917-123 4567"). */
export function cleanPhoneInput(value: string): string {
  return value.replace(/[^\d\s\-().+/]/g, '').slice(0, PHONE_INPUT_MAX);
}

/** Formats what has been typed so far in the market's national format ("0917 123"). */
export function formatAsYouType(value: string, country: MarketCode): string {
  return new AsYouType(country as CountryCode, metadata).input(value);
}

/** The market of a country code given by a client, or the default when it names none. */
export function phoneMarket(code: string | null | undefined): Market {
  return isMarketCode(code) ? (marketByCode(code) as Market) : DEFAULT_MARKET;
}

export type PhoneRead = { ok: true; phone: PhoneNumber } | { ok: false; message: string };

/**
 * A phone field as a form sends it: the calling code chosen beside it (optional: then `fallback`, the candidate's
 * country) and the number as typed. The message says what the field expects when it cannot be read.
 */
export function readPhoneInput(callingCode: string | null | undefined, number: string, fallback: MarketCode): PhoneRead {
  const market = callingCode ? marketByCallingCode(callingCode) : (marketByCode(fallback) ?? DEFAULT_MARKET);
  if (!market) return { ok: false, message: `Choose a country code we serve: ${MARKETS.map((m) => m.callingCode).join(', ')}.` };
  const read = parsePhone(number, market.code);
  if (read.ok) return read;
  return { ok: false, message: read.reason === 'empty' ? 'Field is required' : phoneProblem(read.reason, market.code) };
}
