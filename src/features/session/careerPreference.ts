import type { FormFields } from '@/api/formData';
import type { CandidateProfile } from '@/shared/apiTypes';
import { DEFAULT_CURRENCY_ID, DEFAULT_CURRENCY_LABEL } from '@/config/constants';
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
  agree_terms: boolean;
}

export const emptyCareerPreference: CareerPreferenceValues = {
  job_titles: [],
  departments: [],
  jobtype: '',
  notice_period: '',
  locations: [],
  expected_salary: '',
  agree_terms: false,
};

/** The salary currency follows the first chosen location (spec 4); INR / id 1 by default (spec 9). */
export function currencyOf(locations: TagValue[]): { label: string; id: number } {
  const first = locations[0];
  return { label: first?.currency || DEFAULT_CURRENCY_LABEL, id: first?.currency_id ?? DEFAULT_CURRENCY_ID };
}

/** Prefill from GET /candidates/my_profile. */
export function careerPreferenceFromProfile(profile: CandidateProfile): CareerPreferenceValues {
  return {
    job_titles: profile.desired_job_titles.map(({ id, name }) => ({ id, name })),
    departments: profile.preferred_role_functions.map(({ id, name }) => ({ id, name })),
    locations: profile.desired_locations.map(({ id, name, currency, currency_id, symbol }) => ({ id, name, currency, currency_id, symbol })),
    jobtype: profile.job_type ?? '',
    notice_period: profile.notice_period ?? '',
    expected_salary: profile.expected_salary === null || profile.expected_salary === undefined ? '' : String(profile.expected_salary),
    agree_terms: true,
  };
}

const existingIds = (tags: TagValue[]) => tags.filter((t) => t.id !== undefined).map((t) => t.id as number);
const newNames = (tags: TagValue[]) => tags.filter((t) => t.id === undefined).map((t) => t.name);

/** Fields of POST /candidates/update/preferences: existing ids vs new_* free text. */
export function toPreferenceFields(values: CareerPreferenceValues): FormFields {
  return {
    jobtitles: existingIds(values.job_titles),
    new_jobtitles: newNames(values.job_titles),
    jobfunctions: existingIds(values.departments),
    new_jobfunctions: newNames(values.departments),
    locations: existingIds(values.locations),
    new_locations: newNames(values.locations),
    jobtype: values.jobtype,
    notice_period: values.notice_period,
    expected_salary: values.expected_salary === '' ? undefined : values.expected_salary,
    currency: currencyOf(values.locations).id,
  };
}

/** The preference part of POST /register: the update fields plus rolefunctions (= jobfunctions) and agree_terms. */
export function toRegistrationPreferenceFields(values: CareerPreferenceValues): FormFields {
  const fields = toPreferenceFields(values);
  return { ...fields, rolefunctions: fields.jobfunctions, agree_terms: values.agree_terms };
}
