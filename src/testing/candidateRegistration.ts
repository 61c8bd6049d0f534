/**
 * The registration of a fresh candidate (spec 2.11, both steps) as the fields of POST /v1/register (send them with api/formData's toFormData), for
 * tests that need their own verified account so the shared demo candidate stays as seeded. Used by the component
 * tests' helper (features/jobs/testing/candidate.ts) and the browser tests' harness (e2e/harness.ts).
 */
export const FRESH_CANDIDATE_PASSWORD = 'Test@12345';

/** Ids from the API's dropdowns: a city of country 1, a job title, a job function. */
export interface RegistrationIds {
  cityId: number;
  titleId: number;
  functionId: number;
}

/** The dropdown lists the ids come from (GET /v1…): read the first item of each. */
export const REGISTRATION_DROPDOWNS = {
  cityId: '/dropdown/current_location?country_id=1',
  titleId: '/dropdown/jobtitles',
  functionId: '/dropdown/jobfunctions',
} as const;

/** A unique address per call, tagged with the test that made it. */
export function freshEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`;
}

export function registrationFields(email: string, ids: RegistrationIds, name = { first: 'Test', last: 'Candidate' }): Record<string, string> {
  return {
    first_name: name.first,
    last_name: name.last,
    date_of_birth: '1995-05-05',
    country: '1',
    current_location: String(ids.cityId),
    phone_number_code: '+91',
    phone_number: String(9000000000 + Math.floor(Math.random() * 99999999)),
    email,
    password: FRESH_CANDIDATE_PASSWORD,
    confirm_password: FRESH_CANDIDATE_PASSWORD,
    jobtitles: String(ids.titleId),
    locations: String(ids.cityId),
    jobfunctions: String(ids.functionId),
    rolefunctions: String(ids.functionId),
    jobtype: 'Full-time',
    notice_period: 'Immediate',
    expected_salary: '100000',
    currency: '1',
    agree_terms: '1',
  };
}
