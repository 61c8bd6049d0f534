import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { makeStore } from '@/app/store';
import { STORAGE_KEYS } from '@/config/constants';
import { selectIsLoggedIn, selectTimedOut } from '@/features/session/sessionSlice';
import { baseQuery, getApiBaseUrl, NO_REAUTH_ENDPOINTS, setApiBaseUrl } from './baseQuery';
import { messageOf, NETWORK_ERROR } from './errors';
import { setNavigator } from './navigation';
import { REFRESH_LOCK_NAME } from './reauth';
import { isLoginCookieSet, readTokens, setLoginCookie, writeTokens } from './tokenStorage';

/**
 * The base query against a request-level stand-in for the API: these cases need 401s and failures on cue
 * (expired tokens racing each other, a dead refresh token, an unreachable host), which the real API cannot
 * be made to produce deterministically.
 */
const BASE = 'http://api.test/v1';
type Handler = (req: Request) => Promise<Response> | Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const tokenNotValid = () => json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid', messages: [] });

let realFetch: typeof fetch;
let previousBase: string;
let requests: Request[];

function serve(handler: Handler) {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    requests.push(req.clone());
    return handler(req);
  }) as typeof fetch;
}

function call(store: ReturnType<typeof makeStore>, args: Parameters<typeof baseQuery>[0], endpoint = 'probe') {
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint,
    type: 'query',
  };
  return baseQuery(args, api, {});
}

const refreshCalls = () => requests.filter((r) => r.url === `${BASE}/token/refresh/`);

beforeEach(() => {
  realFetch = global.fetch;
  previousBase = getApiBaseUrl();
  setApiBaseUrl(BASE);
  requests = [];
});

afterEach(() => {
  global.fetch = realFetch;
  setApiBaseUrl(previousBase);
  delete (navigator as { locks?: unknown }).locks;
});

describe('headers and bodies', () => {
  it('sends the stored access token as a bearer header', async () => {
    writeTokens({ access: 'acc-1', refresh: 'ref-1' }, true);
    serve(() => json(200, { status: 'success' }));
    await call(makeStore(), '/candidates/my_profile');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer acc-1');
  });

  it('sends no bearer header on login, and none when there is no token', async () => {
    writeTokens({ access: 'acc-1', refresh: 'ref-1' }, true);
    serve(() => json(200, { status: 'success' }));
    await call(makeStore(), { url: '/login', method: 'POST', body: { email: 'a@b.c', password: 'x' } }, 'login');
    expect(requests[0].headers.get('Authorization')).toBeNull();
    window.localStorage.clear();
    await call(makeStore(), '/candidates/landing');
    expect(requests[1].headers.get('Authorization')).toBeNull();
  });

  it('echoes the csrftoken cookie in X-CSRFToken', async () => {
    document.cookie = 'csrftoken=abc123; path=/';
    serve(() => json(200, {}));
    await call(makeStore(), { url: '/candidates/contact_us', method: 'POST', body: new FormData() });
    expect(requests[0].headers.get('X-CSRFToken')).toBe('abc123');
  });
});

describe('responses', () => {
  it('unwraps a response with a results field', async () => {
    serve(() => json(200, { results: [{ id: 1, name: 'India' }] }));
    const result = await call(makeStore(), '/dropdown/countries');
    expect(result.data).toEqual([{ id: 1, name: 'India' }]);
  });

  it('returns a body without results whole', async () => {
    serve(() => json(200, { status: 'success', data: { id: 7 } }));
    const result = await call(makeStore(), '/candidates/view_job/7');
    expect(result.data).toEqual({ status: 'success', data: { id: 7 } });
  });

  it("maps an unreachable API to exactly 'Network Error'", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const result = await call(makeStore(), '/candidates/landing');
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(messageOf(result.error, 'fallback')).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe('Network Error');
  });

  it('passes other failures through with their body', async () => {
    serve(() => json(404, { status: 'error', message: 'Job not found.' }));
    const result = await call(makeStore(), '/candidates/view_job/999999');
    expect(result.error).toEqual({ status: 404, data: { status: 'error', message: 'Job not found.' } });
    expect(messageOf(result.error, 'fallback')).toBe('Job not found.');
  });
});

describe('re-authorisation', () => {
  /** An API whose valid access token is `valid`; refresh swaps `ref-old` for a new pair after a short delay. */
  function tokenServer(options: { refreshStatus?: number; validAfterRefresh?: boolean } = {}) {
    let valid = 'acc-new';
    serve(async (req) => {
      if (req.url === `${BASE}/token/refresh/`) {
        const form = await req.formData();
        await new Promise((r) => setTimeout(r, 20));
        if ((options.refreshStatus ?? 200) !== 200 || form.get('refresh') !== 'ref-old') return tokenNotValid();
        if (options.validAfterRefresh === false) valid = 'never';
        return json(200, { access: 'acc-new', refresh: 'ref-new', access_lifetime: 300 });
      }
      const auth = req.headers.get('Authorization');
      if (auth !== `Bearer ${valid}`) return tokenNotValid();
      return json(200, { status: 'success', data: { url: req.url } });
    });
  }

  it('refreshes exactly once for concurrent 401s and retries each request once', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    tokenServer();
    const store = makeStore();
    const results = await Promise.all([
      call(store, '/candidates/dashboard_counts'),
      call(store, '/smartmatch/list'),
      call(store, '/candidates/my_profile'),
    ]);
    expect(refreshCalls()).toHaveLength(1);
    for (const r of results) expect(r.error).toBeUndefined();
    expect(results.map((r) => (r.data as { data: { url: string } }).data.url)).toEqual([
      `${BASE}/candidates/dashboard_counts`,
      `${BASE}/smartmatch/list`,
      `${BASE}/candidates/my_profile`,
    ]);
    // 3 failed + 1 refresh + 3 retries
    expect(requests).toHaveLength(7);
    expect(readTokens()).toMatchObject({ access: 'acc-new', refresh: 'ref-new', accessLifetime: 300 });
  });

  it('keeps the refreshed pair in the storage Remember Me chose (sessionStorage)', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, false);
    tokenServer();
    await call(makeStore(), '/candidates/dashboard_counts');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.access)).toBe('acc-new');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.refresh)).toBe('ref-new');
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
  });

  it('just retries a request that failed with a token older than the current one', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    serve((req) => {
      if (req.headers.get('Authorization') === 'Bearer acc-old') {
        // Another request refreshed while this one was in flight.
        writeTokens({ access: 'acc-new', refresh: 'ref-new' });
        return tokenNotValid();
      }
      return json(200, { status: 'success' });
    });
    const result = await call(makeStore(), '/candidates/dashboard_counts');
    expect(result.error).toBeUndefined();
    expect(refreshCalls()).toHaveLength(0);
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer acc-old', 'Bearer acc-new']);
  });

  it('retries only once: a second 401 after a refresh is returned, with no second refresh', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    tokenServer({ validAfterRefresh: false });
    const result = await call(makeStore(), '/candidates/dashboard_counts');
    expect(result.error?.status).toBe(401);
    expect(refreshCalls()).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it('ends the session when the refresh is rejected: tokens removed, TIMEOUT=1, cookie removed, /login', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    setLoginCookie(true);
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    const navigate = jest.fn();
    setNavigator(navigate);
    tokenServer({ refreshStatus: 401 });
    const result = await call(store, '/candidates/dashboard_counts');
    expect(result.error?.status).toBe(401);
    expect(refreshCalls()).toHaveLength(1);
    expect(readTokens()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.timeout)).toBe('1');
    expect(isLoginCookieSet()).toBe(false);
    expect(document.cookie).not.toMatch(/isLogin=/);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectTimedOut(store.getState())).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('does nothing when no refresh token exists: the 401 is returned', async () => {
    window.localStorage.setItem(STORAGE_KEYS.access, 'acc-old');
    tokenServer();
    const store = makeStore();
    const result = await call(store, '/candidates/dashboard_counts');
    expect(result.error?.status).toBe(401);
    expect(refreshCalls()).toHaveLength(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.timeout)).toBeNull();
    expect(selectTimedOut(store.getState())).toBe(false);
  });

  it.each([...NO_REAUTH_ENDPOINTS])('never refreshes for %s', async (endpoint) => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    tokenServer();
    const result = await call(makeStore(), { url: '/somewhere', method: 'POST', body: new FormData() }, endpoint);
    expect(result.error?.status).toBe(401);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('does not refresh for a 401 with another code (no credentials)', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    serve(() => json(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }));
    const result = await call(makeStore(), '/candidates/dashboard_counts');
    expect(result.error?.status).toBe(401);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('keeps the session when the refresh cannot reach the API', async () => {
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    serve((req) => {
      if (req.url.endsWith('/token/refresh/')) throw new TypeError('fetch failed');
      return tokenNotValid();
    });
    const store = makeStore();
    const result = await call(store, '/candidates/dashboard_counts');
    expect(result.error?.status).toBe(401);
    expect(readTokens()).toMatchObject({ access: 'acc-old', refresh: 'ref-old' });
    expect(selectTimedOut(store.getState())).toBe(false);
  });

  it('posts the refresh token as form data and takes the cross-tab lock when the browser has one', async () => {
    const request = jest.fn((_name: string, cb: () => Promise<unknown>) => cb());
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    writeTokens({ access: 'acc-old', refresh: 'ref-old' }, true);
    tokenServer();
    const result = await call(makeStore(), '/candidates/dashboard_counts');
    expect(result.error).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][0]).toBe(REFRESH_LOCK_NAME);
    const refresh = refreshCalls()[0];
    expect(refresh.method).toBe('POST');
    expect((await refresh.formData()).get('refresh')).toBe('ref-old');
  });
});
