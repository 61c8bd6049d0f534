import { toFormData } from '@/api/formData';
import type { CityItem, DropdownItem, LoginResponse, OutboxMessage } from '@/shared/apiTypes';

/** Direct calls to the test API (webGlobalSetup) for arranging session tests: accounts, OTP codes. */
export const apiUrl = (path: string) => `${process.env.TEST_API_URL}/v1${path}`;

export const DEMO = { email: 'demo@verijobs.example', password: 'Demo@12345' };
export const PASSWORD = 'Secret@12345';

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

async function first<T>(path: string): Promise<T> {
  const res = await fetch(apiUrl(path));
  const body = (await res.json()) as { results: T[] };
  if (!body.results?.length) throw new Error(`no dropdown items at ${path}`);
  return body.results[0];
}

/** Registers a candidate through POST /register (email unverified: login then asks for an OTP). */
export async function registerCandidate(email = uniqueEmail()): Promise<{ email: string; password: string }> {
  const country = await first<DropdownItem>('/dropdown/countries');
  const current = await first<DropdownItem>(`/dropdown/current_location?country_id=${country.id}`);
  const city = await first<CityItem>('/dropdown/cities?country_id=1');
  const title = await first<DropdownItem>('/dropdown/jobtitles');
  const fn = await first<DropdownItem>('/dropdown/jobfunctions');
  const res = await fetch(apiUrl('/register'), {
    method: 'POST',
    body: toFormData({
      first_name: 'Test',
      last_name: 'Candidate',
      date_of_birth: '1990-05-17',
      country: country.id,
      current_location: current.id,
      phone_number_code: '+91',
      phone_number: '9876543210',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      jobtitles: [title.id],
      jobfunctions: [fn.id],
      rolefunctions: [fn.id],
      locations: [city.id],
      jobtype: 'Full-time',
      notice_period: 'Immediate',
      expected_salary: 50000,
      currency: 1,
      agree_terms: true,
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { email, password: PASSWORD };
}

/** Logs in through the API; for an unverified account this mails an OTP and answers with the challenge. */
export async function loginViaApi(email: string, password: string): Promise<LoginResponse> {
  const res = await fetch(apiUrl('/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return (await res.json()) as LoginResponse;
}

/** The newest 6-digit code mailed to `email` (GET /dev/outbox). */
export async function latestCode(email: string): Promise<string> {
  const res = await fetch(apiUrl(`/dev/outbox?to=${encodeURIComponent(email)}`));
  const body = (await res.json()) as { results: OutboxMessage[] };
  const code = body.results.map((msg) => /\b(\d{6})\b/.exec(msg.text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

export async function outboxCount(email: string): Promise<number> {
  const res = await fetch(apiUrl(`/dev/outbox?to=${encodeURIComponent(email)}`));
  return ((await res.json()) as { results: OutboxMessage[] }).results.length;
}
