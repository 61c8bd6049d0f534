import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getApiBaseUrl } from '@/api/baseQuery';
import { isLoginCookieSet, readTokens } from '@/api/tokenStorage';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { loginDemoCandidate } from '@/testing/auth';
import { renderApp } from '@/testing/renderWithProviders';
import { DESKTOP_WIDTH, setViewportWidth } from '@/testing/viewport';

/** Logout (spec 4, spec 8 "Logout failure") against the real API; a failing /logout is stubbed for one call. */

let realFetch: typeof fetch;
beforeEach(() => {
  realFetch = global.fetch;
  setViewportWidth(DESKTOP_WIDTH);
});
afterEach(() => {
  global.fetch = realFetch;
});

/** Makes the next `times` POST /logout answer `status` with `body`; everything else goes to the real API. */
function failLogout(times: number, status: number, body: unknown) {
  let left = times;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    if (left > 0 && req.url.endsWith('/logout')) {
      left -= 1;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }
    return realFetch(input, init);
  }) as typeof fetch;
}

async function refreshStillWorks(refresh: string): Promise<boolean> {
  const body = new FormData();
  body.append('refresh', refresh);
  const res = await realFetch(`${getApiBaseUrl()}/token/refresh/`, { method: 'POST', body });
  return res.ok;
}

it('logs out: revokes the refresh token, clears tokens and cookie, resets the session, goes to /login', async () => {
  const pair = await loginDemoCandidate();
  const user = userEvent.setup();
  const { router, store } = renderApp({ route: '/candidate/dashboard' });
  expect(selectIsLoggedIn(store.getState())).toBe(true);
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(readTokens()).toBeNull();
  expect(isLoginCookieSet()).toBe(false);
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  expect(await refreshStillWorks(pair.refresh)).toBe(false);
  await waitFor(() => expect(Object.values(store.getState().api.queries).filter((q) => q?.endpointName === 'getMyProfile')).toHaveLength(0));
});

it("shows the danger dialog 'Error' with the server's detail and logs out on 'Try Again'", async () => {
  await loginDemoCandidate();
  const user = userEvent.setup();
  const { router } = renderApp({ route: '/candidate/dashboard' });
  failLogout(1, 500, { status: 'error', detail: 'Logout service unavailable' });
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Logout service unavailable');
  expect(within(dialog).getByTestId('dialog-icon-danger')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/candidate/dashboard');
  expect(readTokens()).not.toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(readTokens()).toBeNull();
});

it("falls back to 'Logout failed', and closing the dialog keeps the session", async () => {
  await loginDemoCandidate();
  const user = userEvent.setup();
  const { router, store } = renderApp({ route: '/candidate/dashboard' });
  failLogout(1, 500, { status: 'error' });
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Logout failed');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/candidate/dashboard');
  expect(selectIsLoggedIn(store.getState())).toBe(true);
  expect(readTokens()).not.toBeNull();
});

it("reports 'Network Error' when the API cannot be reached", async () => {
  await loginDemoCandidate();
  const user = userEvent.setup();
  renderApp({ route: '/candidate/dashboard' });
  const logoutButton = await screen.findByRole('button', { name: 'Logout' });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    if (req.url.endsWith('/logout')) throw new TypeError('fetch failed');
    return realFetch(input, init);
  }) as typeof fetch;
  await user.click(logoutButton);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Network Error');
});
