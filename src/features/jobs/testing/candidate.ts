/**
 * Test helpers that talk to the real reference API started by webGlobalSetup (never used by the app).
 * A fresh, verified candidate per test file keeps apply/save tests independent of the shared demo data.
 */
import { toFormData } from '@/api/formData';
import { writeTokens, setLoginCookie } from '@/api/tokenStorage';
import { initialSessionState } from '@/features/session/sessionSlice';
import { FRESH_CANDIDATE_PASSWORD, freshEmail, REGISTRATION_DROPDOWNS, registrationFields } from '@/testing/candidateRegistration';

export const DEMO = { email: 'demo@verijobs.example', password: 'Demo@12345' };

export function apiUrl(path: string): string {
  const base = process.env.TEST_API_URL;
  if (!base) throw new Error('TEST_API_URL is not set: the reference API did not start');
  return `${base}/v1${path}`;
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function getList<T>(path: string): Promise<T[]> {
  const body = await json<{ results?: T[] } | T[]>(await fetch(apiUrl(path)), path);
  return Array.isArray(body) ? body : (body.results ?? []);
}

export interface Tokens {
  access: string;
  refresh: string;
}

export async function login(email: string, password: string): Promise<Tokens & { status: string; redirect?: string }> {
  const res = await fetch(apiUrl('/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return json(res, 'login');
}

/** Registers a new candidate, answers the emailed OTP through the dev outbox and returns its tokens. */
export async function registerVerifiedCandidate(tag = 'jobs'): Promise<Tokens & { email: string }> {
  const email = freshEmail(tag);
  const password = FRESH_CANDIDATE_PASSWORD;
  const [cities, titles, functions] = await Promise.all([
    getList<{ id: number }>(REGISTRATION_DROPDOWNS.cityId),
    getList<{ id: number }>(REGISTRATION_DROPDOWNS.titleId),
    getList<{ id: number }>(REGISTRATION_DROPDOWNS.functionId),
  ]);
  const fields = registrationFields(email, { cityId: cities[0].id, titleId: titles[0].id, functionId: functions[0].id });
  await json(await fetch(apiUrl('/register'), { method: 'POST', body: toFormData(fields) }), 'register');

  const first = await login(email, password);
  if (first.status === 'success') return { access: first.access, refresh: first.refresh, email };
  const mails = await getList<{ text: string }>(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const otp = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!otp || !first.redirect) throw new Error(`no OTP mailed to ${email}`);
  const vf = new FormData();
  vf.append('otp', otp);
  vf.append('email', email);
  const verified = await json<Tokens & { status: string }>(
    await fetch(apiUrl(`/${first.redirect.replace(/^\/+/, '')}`), { method: 'POST', body: vf }),
    'verify otp',
  );
  return { access: verified.access, refresh: verified.refresh, email };
}

/** Puts the tokens where the app reads them and returns the session slice of a logged-in candidate. */
export function signIn(tokens: Tokens) {
  writeTokens({ access: tokens.access, refresh: tokens.refresh }, true);
  setLoginCookie(true);
  return { ...initialSessionState, isLoggedIn: true };
}
