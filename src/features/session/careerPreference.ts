import type { FormFields } from '@/api/formData';
import type { CandidateProfile } from '@/shared/apiTypes';
import { DEFAULT_CURRENCY_ID, DEFAULT_CURRENCY_LABEL } from '@/config/constants';
import { salaryPeriodOf, type ExpectedSalaryPeriod, type Market } from '@/shared/markets';
import type { TagValue } from '@/ui/fields/TagInput';

/**
 * Career preference values (spec 3 "Career preference fields") and their conversions: from the profile (prefill)
 * and to the form fields of POST /register and POST /candidates/update/preferences (src/shared/apiTypes.ts).
 * Kept free of React, Formik and Yup so the profile page can use the helpers cheaply.
 */
export interface CareerPreferenceValues {
  job_titles: TagValue[];
  departments: TagValue[];
  jobtype: string;
  notice_period: string;
  locations: TagValue[];
  /** Text of the salary input (digits); '' when empty. */
  expected_salary: string;
  /** The salary's currency as chosen (ISO code); '' until chosen: it follows the first location, else the market. */
  salary_currency: string;
  /** The salary's period as chosen; '' until chosen: the usual one of the currency's market (INR: year). */
  salary_period: ExpectedSalaryPeriod | '';
  agree_terms: boolean;
}

export const emptyCareerPreference: CareerPreferenceValues = {
  job_titles: [],
  departments: [],
  jobtype: '',
  notice_period: '',
  locations: [],
  expected_salary: '',
  salary_currency: '',
  salary_period: '',
  agree_terms: false,
};

/** The salary currency follows the first chosen location (spec 4); INR / id 1 by default (spec 9). */
export function currencyOf(locations: TagValue[]): { label: string; id: number } {
  const first = locations[0];
  return { label: first?.currency || DEFAULT_CURRENCY_LABEL, id: first?.currency_id ?? DEFAULT_CURRENCY_ID };
}

/**
 * The expected salary's currency and period as they will be saved (issue 29, docs/markets.md ("Money")): the ones chosen;
 * else the first location's currency (spec 4), else the candidate's market's (their country), else INR (spec 9);
 * the period of the currency's market (India: per year, in LPA; elsewhere per month).
 */
export function salaryTermsOf(values: Pick<CareerPreferenceValues, 'locations' | 'salary_currency' | 'salary_period'>, market?: Market | null): {
  currency: string;
  period: ExpectedSalaryPeriod;
} {
  const currency = (values.salary_currency || values.locations[0]?.currency || market?.currency || DEFAULT_CURRENCY_LABEL).toUpperCase();
  return { currency, period: values.salary_period || salaryPeriodOf(currency) };
}

/** Prefill from GET /candidates/my_profile. */
export function careerPreferenceFromProfile(profile: CandidateProfile): CareerPreferenceValues {
  return {
    job_titles: profile.desired_job_titles.map(({ id, name }) => ({ id, name })),
    departments: profile.preferred_role_functions.map(({ id, name }) => ({ id, name })),
    locations: [
      ...profile.desired_locations.map(({ id, name, currency, currency_id, symbol }) => ({ id, name, currency, currency_id, symbol })),
      // Issue 29: whole countries and regions ("All UAE", "Gulf (GCC)").
      ...(profile.desired_areas ?? []).map(({ value, label }) => ({ name: label, place: value })),
    ],
    jobtype: profile.job_type ?? '',
    notice_period: profile.notice_period ?? '',
    expected_salary: profile.expected_salary === null || profile.expected_salary === undefined ? '' : String(profile.expected_salary),
    // What is stored, so the form shows what the export says (the Manila nurse's "AED 9000" vs "9000 INR", issue 29).
    salary_currency: profile.currency?.code ?? '',
    salary_period: profile.expected_salary_period ?? '',
    agree_terms: true,
  };
}

const existingIds = (tags: TagValue[]) => tags.filter((t) => t.id !== undefined).map((t) => t.id as number);
const newNames = (tags: TagValue[]) => tags.filter((t) => t.id === undefined && !t.place).map((t) => t.name);
const areas = (tags: TagValue[]) => tags.filter((t) => t.place).map((t) => t.place as string);

/** Fields of POST /candidates/update/preferences: existing ids vs new_* free text. */
export function toPreferenceFields(values: CareerPreferenceValues, market?: Market | null): FormFields {
  const terms = salaryTermsOf(values, market);
  return {
    jobtitles: existingIds(values.job_titles),
    new_jobtitles: newNames(values.job_titles),
    jobfunctions: existingIds(values.departments),
    new_jobfunctions: newNames(values.departments),
    locations: existingIds(values.locations),
    new_locations: newNames(values.locations),
    location_areas: areas(values.locations),
    jobtype: values.jobtype,
    notice_period: values.notice_period,
    expected_salary: values.expected_salary === '' ? undefined : values.expected_salary,
    // By code, exactly as the form shows it: an id from a free-text location (none) used to fall back to INR's.
    currency_code: terms.currency,
    expected_salary_period: terms.period,
  };
}

/** The preference part of POST /register: the update fields plus rolefunctions (= jobfunctions) and agree_terms. */
export function toRegistrationPreferenceFields(values: CareerPreferenceValues, market?: Market | null): FormFields {
  const fields = toPreferenceFields(values, market);
  return { ...fields, rolefunctions: fields.jobfunctions, agree_terms: values.agree_terms };
}
