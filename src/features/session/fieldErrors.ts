import type { FieldErrors } from '@/shared/apiTypes';
import { sessionMessages } from './messages';

const m = sessionMessages.register;

/** Labels of the registration payload's fields, for the 'Validation Error' lines. */
const FIELD_LABELS: Record<string, string> = {
  first_name: m.firstName,
  last_name: m.lastName,
  date_of_birth: m.dateOfBirth,
  country: m.country,
  current_location: m.currentLocation,
  phone_number: m.phone,
  phone_number_code: m.phone,
  email: m.email,
  password: m.password,
  confirm_password: m.confirmPassword,
  jobtitles: sessionMessages.career.jobTitles,
  new_jobtitles: sessionMessages.career.jobTitles,
  jobfunctions: sessionMessages.career.departments,
  new_jobfunctions: sessionMessages.career.departments,
  rolefunctions: sessionMessages.career.departments,
  locations: sessionMessages.career.locations,
  new_locations: sessionMessages.career.locations,
  jobtype: sessionMessages.career.jobType,
  notice_period: sessionMessages.career.noticePeriod,
  expected_salary: sessionMessages.career.expectedSalary,
  agree_terms: sessionMessages.career.agreeTermsName,
  otp: sessionMessages.forgot.code,
};

export function validationLines(errors: FieldErrors): string[] {
  return Object.entries(errors).map(([field, messages]) => {
    const label = FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
    return `${label}: ${(Array.isArray(messages) ? messages : [String(messages)]).join(' ')}`;
  });
}
