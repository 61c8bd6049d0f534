import { DOB_MIN_AGE } from '../../shared/constants';
import type { FieldErrors } from '../../shared/apiTypes';
import { DEFAULT_MARKET, marketByCountryId } from '../../shared/markets';
import { readPhoneInput, type PhoneNumber } from '../../shared/phone';
import { CALLING_CODE, PHONE_TEXT } from '../../shared/requests';
import type { Queryable } from '../db/client';
import { Type, type Static } from '../lib/schema';
import { personalRepository, type PersonalRow } from './personalRepository';

const NAME = { max: 50, pattern: /^[\p{L}][\p{L}\p{M} .'-]*$/u, patternMessage: 'Only letters, spaces, apostrophes and hyphens are allowed.' };

/**
 * Personal information (spec 2.11 step 1, issue 29): the fields registration takes and My Profile edits, with one set
 * of checks. The phone number is typed as people write it, read for the calling code beside it (or, without one, the
 * candidate's country) and stored as calling code + national number (E.164 together).
 */
export const personalFields = {
  first_name: Type.Text(NAME),
  last_name: Type.Text(NAME),
  date_of_birth: Type.Date(),
  country: Type.Id(),
  current_location: Type.Id(),
  phone_number_code: Type.OptText(CALLING_CODE),
  phone_number: Type.Text(PHONE_TEXT),
};
export const personalBody = Type.Object(personalFields);
export type PersonalInput = Static<typeof personalBody>;

/**
 * Adds the field errors of `v` to `errors` (fields the schema already refused are left alone) and returns the row to
 * store when nothing is wrong with it.
 */
export async function checkPersonal(db: Queryable, v: PersonalInput, errors: FieldErrors): Promise<PersonalRow | null> {
  if (!errors.date_of_birth) {
    const dob = new Date(`${v.date_of_birth}T00:00:00Z`);
    const limit = new Date();
    limit.setUTCFullYear(limit.getUTCFullYear() - DOB_MIN_AGE);
    if (dob > limit) errors.date_of_birth = [`You must be at least ${DOB_MIN_AGE} years old.`];
    else if (dob.getUTCFullYear() < 1900) errors.date_of_birth = ['Enter a valid date of birth.'];
  }
  if (!errors.country && !errors.current_location) {
    const cityCountry = await personalRepository.countryOfCity(db, v.current_location);
    if (!(await personalRepository.countryExists(db, v.country))) errors.country = [`Invalid id "${v.country}" - object does not exist.`];
    else if (cityCountry === null) errors.current_location = [`Invalid id "${v.current_location}" - object does not exist.`];
    else if (cityCountry !== v.country) errors.current_location = ['The location is not in the selected country.'];
  }
  let phone: PhoneNumber | null = null;
  if (!errors.phone_number && !errors.phone_number_code) {
    // Without a code beside it, a number is read as one of the candidate's own country (never silently India's).
    const home = (errors.country ? null : marketByCountryId(v.country)) ?? DEFAULT_MARKET;
    const read = readPhoneInput(v.phone_number_code || null, v.phone_number, home.code);
    if (read.ok) phone = read.phone;
    else errors[v.phone_number_code && read.message.startsWith('Choose') ? 'phone_number_code' : 'phone_number'] = [read.message];
  }
  if (Object.keys(errors).length || !phone) return null;
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    date_of_birth: v.date_of_birth,
    country: v.country,
    current_location: v.current_location,
    phone_number_code: phone.callingCode,
    phone_number: phone.nationalNumber,
  };
}

/** Saves checked personal information. */
export function savePersonal(db: Queryable, candidateId: number, row: PersonalRow): Promise<void> {
  return personalRepository.update(db, candidateId, row);
}
