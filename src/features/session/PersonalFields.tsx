import { Suspense, useEffect } from 'react';
import type { FormikProps } from 'formik';
import * as Yup from 'yup';
import Skeleton from '@mui/material/Skeleton';
import TextInput from '@/ui/fields/TextInput';
import { dobError } from '@/ui/fields/dateOfBirth';
import PhoneField, { phoneError } from '@/ui/fields/PhoneField';
import SearchableSelect, { type SelectOption } from '@/ui/fields/SearchableSelect';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { DEFAULT_MARKET, marketByCode, marketByCountryId, type MarketCode } from '@/shared/markets';
import type { CandidateProfile } from '@/shared/apiTypes';
import { sessionMessages } from './messages';

// The date picker loads in its own chunk: the fields paint without it.
export const loadDateOfBirthField = () => import(/* webpackChunkName: "dob-field" */ '@/ui/fields/DateOfBirthField');
const DateOfBirthField = lazyWithRetry(loadDateOfBirthField);

const m = sessionMessages.register;
const REQUIRED = sessionMessages.fieldRequired;

/** Personal information (spec 2.11 step 1 without the account fields): taken at registration, edited on My Profile. */
export interface PersonalFieldValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  country: SelectOption | null;
  current_location: SelectOption | null;
  phone_number: string;
  /** The market whose calling code the phone number is read with (issue 29): the country's, unless chosen. */
  phone_country: MarketCode;
}

export const emptyPersonalFields: PersonalFieldValues = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  country: null,
  current_location: null,
  phone_number: '',
  phone_country: DEFAULT_MARKET.code,
};

/** Spec 5's rules for these fields, with the phone read for its calling code (issue 29). */
export const personalFieldsSchema = {
  first_name: Yup.string().trim().required(REQUIRED),
  last_name: Yup.string().trim().required(REQUIRED),
  date_of_birth: Yup.string().test('dob', (value, ctx) => {
    const problem = dobError(value ?? '', true);
    return problem ? ctx.createError({ message: problem }) : true;
  }),
  country: Yup.object().nullable().required(REQUIRED),
  current_location: Yup.object().nullable().required(REQUIRED),
  phone_number: Yup.string().test('phone', async (value, ctx) => {
    const problem = await phoneError(value ?? '', (ctx.parent as PersonalFieldValues).phone_country, true);
    return problem ? ctx.createError({ message: problem }) : true;
  }),
};

/** The fields as the API takes them (registration's and POST /candidates/update/personal_info's form). */
export function toPersonalFields(p: PersonalFieldValues) {
  return {
    first_name: p.first_name.trim(),
    last_name: p.last_name.trim(),
    date_of_birth: p.date_of_birth,
    country: p.country?.value,
    current_location: p.current_location?.value,
    phone_number_code: (marketByCode(p.phone_country) ?? DEFAULT_MARKET).callingCode,
    phone_number: p.phone_number.trim(),
  };
}

/** The form's values of a profile: its number in the national format, with its own market's code. */
export function personalFieldsOf(p: CandidateProfile): PersonalFieldValues {
  const home = marketByCountryId(p.country?.id);
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    date_of_birth: p.date_of_birth,
    country: p.country ? { value: String(p.country.id), label: p.country.name, raw: p.country } : null,
    current_location: p.current_location ? { value: String(p.current_location.id), label: p.current_location.name, raw: p.current_location } : null,
    // A number in doubt (issue 29) is shown as stored, under the candidate's own country's code, to be checked.
    phone_number: p.phone_check ? p.phone_number : (p.phone_national ?? p.phone_number),
    phone_country: (p.phone_check ? home?.code : p.phone_country) ?? home?.code ?? DEFAULT_MARKET.code,
  };
}

/**
 * First and last name, date of birth, country, current location (enabled once a country is chosen, spec 5) and phone
 * (its calling code follows the country until a number is typed). `formik` is the enclosing form's.
 */
export default function PersonalFields<V extends PersonalFieldValues>({
  formik,
  idPrefix,
  defaultPhoneCountry,
}: {
  formik: FormikProps<V>;
  idPrefix: string;
  /** The visitor's market (their choice, else their browser's), known after the first render: the phone's code follows it until a country or number is given. */
  defaultPhoneCountry?: MarketCode;
}) {
  const { values, touched, errors, setFieldValue, setFieldTouched, handleChange, handleBlur } = formik;
  const untouched = !values.phone_number && !values.country;
  useEffect(() => {
    if (defaultPhoneCountry && untouched) void setFieldValue('phone_country', defaultPhoneCountry, false);
  }, [defaultPhoneCountry, untouched, setFieldValue]);
  const key = (k: keyof PersonalFieldValues) => k as string;
  const isTouched = (k: keyof PersonalFieldValues) => !!(touched as Record<string, unknown>)[key(k)];
  const err = (k: keyof PersonalFieldValues) => {
    const e = (errors as Record<string, unknown>)[key(k)];
    return isTouched(k) && typeof e === 'string' ? e : undefined;
  };
  const text = (k: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <TextInput
      fullWidth
      size="small"
      id={`${idPrefix}-${k}`}
      name={k}
      label={label}
      required
      value={values[k]}
      onChange={handleChange}
      onBlur={handleBlur}
      error={!!err(k)}
      helperText={err(k)}
      autoComplete={autoComplete}
    />
  );
  return (
    <>
      {text('first_name', m.firstName, 'given-name')}
      {text('last_name', m.lastName, 'family-name')}
      <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
        <DateOfBirthField
          label={m.dateOfBirth}
          name="date_of_birth"
          value={values.date_of_birth}
          onChange={(v) => void setFieldValue('date_of_birth', v)}
          onBlur={() => void setFieldTouched('date_of_birth', true)}
          required
          touched={isTouched('date_of_birth')}
          error={err('date_of_birth')}
        />
      </Suspense>
      <PhoneField
        label={m.phone}
        name="phone_number"
        id={`${idPrefix}-phone_number`}
        value={values.phone_number}
        country={values.phone_country}
        onChange={(v, country) => {
          void setFieldValue('phone_country', country, false);
          void setFieldValue('phone_number', v, isTouched('phone_number'));
        }}
        onBlur={() => void setFieldTouched('phone_number', true)}
        required
        touched={isTouched('phone_number')}
        error={err('phone_number')}
      />
      <SearchableSelect
        label={m.country}
        name="country"
        id={`${idPrefix}-country`}
        value={values.country}
        onChange={(option) => {
          void setFieldValue('country', option);
          // The current location depends on the country; so does the phone's calling code until a number is typed.
          void setFieldValue('current_location', null, false);
          const market = marketByCountryId(Number(option?.value) || null);
          if (market && !values.phone_number) void setFieldValue('phone_country', market.code, false);
        }}
        onBlur={() => void setFieldTouched('country', true)}
        dropdown={{ kind: 'countries' }}
        required
        touched={isTouched('country')}
        error={err('country')}
      />
      <SearchableSelect
        label={m.currentLocation}
        name="current_location"
        id={`${idPrefix}-current-location`}
        value={values.current_location}
        onChange={(option) => void setFieldValue('current_location', option)}
        onBlur={() => void setFieldTouched('current_location', true)}
        dropdown={values.country ? { kind: 'current_location', country_id: values.country.value } : { kind: 'current_location' }}
        disabled={!values.country}
        required
        touched={isTouched('current_location')}
        error={err('current_location')}
      />
    </>
  );
}
