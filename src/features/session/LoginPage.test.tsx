import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/config/constants';
import { readCookie } from '@/api/tokenStorage';
import LoginPage from './LoginPage';
import { candidatePathVisited } from './sessionSlice';
import { answer, renderSession } from './testing/renderSession';
import { DEMO, latestCode, registerCandidate } from '@/testing/api';

// Real API round trips on a shared two-core machine: allow more than the default 5 s.
jest.setTimeout(30_000);

const routes = [
  { path: '/candidate/dashboard', element: <h1>Dashboard page</h1> },
  { path: '/candidate/saved-jobs', element: <h1>Saved jobs page</h1> },
  { path: '/register', element: <h1>Register page</h1> },
  { path: '/forgot-password', element: <h1>Forgot page</h1> },
];
const renderLogin = (options: Parameters<typeof renderSession>[1] = {}) =>
  renderSession(<LoginPage />, { route: '/login', path: '/login', routes, ...options });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string, remember = false) {
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });
async function closeDialog(name: string) {
  const d = await dialog(name);
  await answer(d, /^(close|continue)$/i);
}

describe('LoginPage', () => {
  it('shows the fields, Remember Me and the Forgot Password / Register links', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it("warns 'Please fill in all fields.' when a field is empty and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.spyOn(global, 'fetch');
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const d = await dialog('Warning');
    expect(d).toHaveTextContent('Please fill in all fields.');
    expect(d).toHaveAttribute('data-dialog-type', 'warning');
    await answer(d);
    await user.type(screen.getByLabelText('Email Address'), 'someone@example.com{Enter}');
    expect(await dialog('Warning')).toHaveTextContent('Please fill in all fields.');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("on entry shows 'Session Timeout' when TIMEOUT is set, then the stored message in a 'Login' modal; both are cleared", async () => {
    window.localStorage.setItem(STORAGE_KEYS.timeout, '1');
    window.localStorage.setItem(STORAGE_KEYS.message, 'Create a free account to unlock filters and smarter job matches.');
    renderLogin();
    const timeout = await dialog('Session Timeout');
    expect(timeout).toHaveTextContent('Please Try to Login Again');
    expect(window.localStorage.getItem(STORAGE_KEYS.timeout)).toBeNull();
    await closeDialog('Session Timeout');
    expect(await dialog('Login')).toHaveTextContent('Create a free account to unlock filters and smarter job matches.');
    expect(window.localStorage.getItem(STORAGE_KEYS.message)).toBeNull();
  });

  it("wrong credentials: 'Login Failed' with the server message, isLogin 'false', stored tokens removed", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.access, 'old-access');
    window.sessionStorage.setItem(STORAGE_KEYS.refresh, 'old-refresh');
    renderLogin();
    await fillAndSubmit(user, DEMO.email, 'wrong-password');
    const d = await dialog('Login Failed');
    expect(d).toHaveTextContent(/invalid email or password/i);
    expect(readCookie('isLogin')).toBe('false');
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.refresh)).toBeNull();
  });

  it("a failure without a server message falls back to 'Please Try to Login Again'; a network failure says 'Network Error'", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin();
    await fillAndSubmit(user, DEMO.email, DEMO.password);
    expect(await dialog('Login Failed')).toHaveTextContent('Please Try to Login Again');
    await closeDialog('Login Failed');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await dialog('Login Failed')).toHaveTextContent('Network Error');
    fetchSpy.mockRestore();
  });

  it('success with Remember Me: tokens in localStorage, isLogin cookie, success modal, then the dashboard', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await fillAndSubmit(user, DEMO.email, DEMO.password, true);
    const d = await dialog('Success');
    expect(d).toHaveTextContent('Logged in successfully!');
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.refresh)).toBeTruthy();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.access)).toBeNull();
    expect(readCookie('isLogin')).toBe('true');
    expect(store.getState().session.isLoggedIn).toBe(true);
    await answer(d);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('success without Remember Me keeps the tokens in sessionStorage and returns to the remembered page (Enter submits)', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    act(() => {
      store.dispatch(candidatePathVisited('/candidate/saved-jobs'));
    });
    await user.type(screen.getByLabelText('Email Address'), DEMO.email);
    await user.type(screen.getByLabelText('Password'), `${DEMO.password}{Enter}`);
    await closeDialog('Success');
    expect(await screen.findByRole('heading', { name: 'Saved jobs page' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.access)).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
  });
});

describe('OTP flow from the login page', () => {
  it("unverified account: 'OTP Needed', then the OTP screen; a wrong code shows 'Error', the mailed code logs in", async () => {
    const user = userEvent.setup();
    const account = await registerCandidate();
    const { store } = renderLogin();
    await fillAndSubmit(user, account.email, account.password);
    expect(await dialog('OTP Needed')).toHaveTextContent(/not verified yet/i);
    await closeDialog('OTP Needed');
    expect(screen.getByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.getByText(`The OTP has been sent via e-mail to ${account.email}. Enter it below.`)).toBeInTheDocument();
    expect(store.getState().session.otpChallenge).toEqual({ email: account.email, redirect: expect.stringMatching(/^verify_email\//) });

    const code = await latestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const input = screen.getByLabelText(/one-time password/i);
    await user.type(input, `${wrong}{Enter}`);
    const err = await dialog('Error');
    expect(err).toHaveAttribute('data-dialog-type', 'danger');
    expect(err).toHaveTextContent(/invalid otp/i);
    expect(readCookie('isLogin')).toBe('false');
    await closeDialog('Error');

    await user.clear(input);
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const ok = await dialog('Success');
    expect(ok).toHaveTextContent('Your OTP verification was successful.');
    expect(readCookie('isLogin')).toBe('true');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.access)).toBeTruthy();
    await user.click(within(ok).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, otpChallenge: null });
  });
});
