import { toFormData } from '@/api/formData';
import { setLoginCookie, writeTokens } from '@/api/tokenStorage';
import type { LoginSuccess } from '@/shared/apiTypes';
import { initialSessionState } from '@/features/session/sessionSlice';
import { apiUrl, latestCode, loginViaApi, registerCandidate } from '@/testing/api';
import { loginDemoCandidate } from '@/testing/auth';

/** Candidate-area test arrangements against the real test API (webGlobalSetup). */

export const loggedInState = { session: { ...initialSessionState, isLoggedIn: true } };

function store(pair: LoginSuccess): string {
  writeTokens({ access: pair.access, refresh: pair.refresh, accessLifetime: pair.access_lifetime }, true);
  setLoginCookie(true);
  return pair.access;
}

/** Logs in as the seeded demo candidate (applied, saved, featured, hiring-request rows and one Smart Match). */
export async function loginDemo(): Promise<string> {
  return (await loginDemoCandidate()).access;
}

/** Registers a new candidate, verifies the email through the dev outbox and logs in: a user of its own, with no Smart Match. */
export async function loginFreshCandidate(): Promise<{ email: string; access: string }> {
  const { email, password } = await registerCandidate();
  const challenge = await loginViaApi(email, password);
  if (challenge.status !== 'error') throw new Error('expected an OTP challenge for a new account');
  const otp = await latestCode(email);
  const res = await fetch(apiUrl(`/${challenge.redirect.replace(/^\//, '')}`), { method: 'POST', body: toFormData({ otp, email }) });
  const body = (await res.json()) as LoginSuccess;
  if (body.status !== 'success') throw new Error(`OTP verification failed: ${JSON.stringify(body)}`);
  return { email, access: store(body) };
}

/** GET with the bearer token, for arranging and checking data around a UI test. */
export async function apiGet<T>(path: string, access: string): Promise<T> {
  const res = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${access}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export async function apiPost<T>(path: string, access: string, fields: Parameters<typeof toFormData>[0]): Promise<{ status: number; body: T }> {
  const res = await fetch(apiUrl(path), { method: 'POST', headers: { Authorization: `Bearer ${access}` }, body: toFormData(fields) });
  return { status: res.status, body: (await res.json()) as T };
}
