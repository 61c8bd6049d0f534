import { getApiBaseUrl } from '@/api/baseQuery';
import { setLoginCookie, writeTokens, type TokenPair } from '@/api/tokenStorage';
import type { LoginSuccess } from '@/shared/apiTypes';

/** The seeded demo candidate (README). */
export const DEMO_EMAIL = 'demo@verijobs.example';
export const DEMO_PASSWORD = 'Demo@12345';

/** Logs in against the real test API (POST /v1/login) and returns the token pair. */
export async function fetchTokens(email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<TokenPair> {
  const res = await fetch(`${getApiBaseUrl()}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as LoginSuccess | { status: string; message?: string };
  if (body.status !== 'success') throw new Error(`Test login failed for ${email}: ${res.status} ${JSON.stringify(body)}`);
  const ok = body as LoginSuccess;
  return { access: ok.access, refresh: ok.refresh, accessLifetime: ok.access_lifetime };
}

/**
 * Makes the test browser a logged-in candidate the way a real login does: tokens in storage (Remember Me by
 * default) and the isLogin cookie. Call it before making the store (it reads the cookie when created).
 */
export async function loginDemoCandidate(options: { remember?: boolean; email?: string; password?: string } = {}): Promise<TokenPair> {
  const pair = await fetchTokens(options.email, options.password);
  writeTokens(pair, options.remember ?? true);
  setLoginCookie(true);
  return pair;
}

/** Sets the isLogin cookie (and optionally fake tokens) without the API: for guard and layout tests. */
export function pretendLoggedIn(tokens?: TokenPair): void {
  if (tokens) writeTokens(tokens, true);
  setLoginCookie(true);
}
