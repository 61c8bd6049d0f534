import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { makeStore, type RootState } from '@/app/store';
import { setLoginCookie } from '@/api/tokenStorage';
import { initialSessionState, loggedIn, loggedOut, selectRememberedPath } from '@/features/session/sessionSlice';
import { afterLoginPath, afterRegisterRedirectPath, RedirectIfLoggedIn, RequireCandidate } from '@/features/session/guards';
import { safeInternalPath } from '@/features/session/redirects';

const HOSTILE = [
  '//evil.example',
  '//evil.example/candidate/dashboard',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'https://evil.example/candidate/dashboard',
  'http:/evil.example',
  'data:text/html,<script>alert(1)</script>',
  'candidate/dashboard',
  '/candidate/\u0000dashboard',
  '/\t/evil.example',
  '',
  null,
  undefined,
  42,
  { pathname: '/candidate/dashboard' },
];

describe('safeInternalPath', () => {
  it.each(HOSTILE.map((v) => [JSON.stringify(v) ?? String(v), v]))('rejects %s', (_label, value) => {
    expect(safeInternalPath(value)).toBeNull();
  });

  it('keeps internal paths with their query and hash', () => {
    expect(safeInternalPath('/candidate/saved-jobs')).toBe('/candidate/saved-jobs');
    expect(safeInternalPath('/jobs?jobtitle=React%20developer&location=3')).toBe('/jobs?jobtitle=React%20developer&location=3');
    expect(safeInternalPath('/article/ace-the-interview#tips')).toBe('/article/ace-the-interview#tips');
  });
});

describe('redirect targets (spec 2.2)', () => {
  it('/login goes to the remembered page, or the dashboard when that was the login page', () => {
    expect(afterLoginPath('/candidate/applied-jobs')).toBe('/candidate/applied-jobs');
    expect(afterLoginPath('/jobs?jobtitle=nurse')).toBe('/jobs?jobtitle=nurse');
    expect(afterLoginPath('/login')).toBe('/candidate/dashboard');
    expect(afterLoginPath('/login?next=x')).toBe('/candidate/dashboard');
    expect(afterLoginPath(null)).toBe('/candidate/dashboard');
  });

  it('/register goes to the last candidate page, default the dashboard', () => {
    expect(afterRegisterRedirectPath('/candidate/saved-jobs?page=2')).toBe('/candidate/saved-jobs?page=2');
    expect(afterRegisterRedirectPath('/jobs')).toBe('/candidate/dashboard');
    expect(afterRegisterRedirectPath('/candidates-evil')).toBe('/candidate/dashboard');
    expect(afterRegisterRedirectPath(undefined)).toBe('/candidate/dashboard');
  });

  it.each(HOSTILE.map((v) => [JSON.stringify(v) ?? String(v), v]))('falls back to the dashboard for %s', (_label, value) => {
    expect(afterLoginPath(value as string)).toBe('/candidate/dashboard');
    expect(afterRegisterRedirectPath(value as string)).toBe('/candidate/dashboard');
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderGuarded(route: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/jobs', element: page('Jobs') },
      { element: <RedirectIfLoggedIn page="login" />, children: [{ path: '/login', element: page('Login') }] },
      { element: <RedirectIfLoggedIn page="register" />, children: [{ path: '/register', element: page('Register') }] },
      {
        element: <RequireCandidate />,
        children: [
          { path: '/candidate/dashboard', element: page('Dashboard') },
          { path: '/candidate/saved-jobs', element: page('Saved Jobs') },
          { path: '/candidate/applied-jobs', element: page('Applied Jobs') },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const withRemembered = (rememberedPath: string | null): Partial<RootState> => ({
  session: { ...initialSessionState, isLoggedIn: true, rememberedPath },
});

describe('RequireCandidate (spec 2.3)', () => {
  it('sends a visitor to /login and remembers the candidate page asked for', async () => {
    const { store } = renderGuarded('/candidate/saved-jobs?page=3');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(selectRememberedPath(store.getState())).toBe('/candidate/saved-jobs?page=3');
  });

  it('shows the page to a candidate logged in by the isLogin cookie, and remembers it', async () => {
    setLoginCookie(true);
    const { store } = renderGuarded('/candidate/applied-jobs');
    expect(await screen.findByRole('heading', { name: 'Applied Jobs' })).toBeInTheDocument();
    expect(selectRememberedPath(store.getState())).toBe('/candidate/applied-jobs');
  });

  it('leaves for /login when the session ends on a candidate page', async () => {
    setLoginCookie(true);
    const { store } = renderGuarded('/candidate/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('RedirectIfLoggedIn (spec 2.2)', () => {
  it('shows /login to a visitor', async () => {
    renderGuarded('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a logged-in user from /login to the remembered page', async () => {
    renderGuarded('/login', withRemembered('/candidate/applied-jobs'));
    expect(await screen.findByRole('heading', { name: 'Applied Jobs' })).toBeInTheDocument();
  });

  it('sends a logged-in user from /login to a remembered public page with its query', async () => {
    renderGuarded('/login', withRemembered('/jobs?jobtitle=nurse'));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/jobs?jobtitle=nurse');
  });

  it('sends a logged-in user from /login to the dashboard when the remembered page was /login', async () => {
    renderGuarded('/login', withRemembered('/login'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each(['//evil.example', 'javascript:alert(1)', 'https://evil.example/', '/\\evil.example'])(
    'ignores a hostile remembered page %s and goes to the dashboard',
    async (hostile) => {
      renderGuarded('/login', withRemembered(hostile));
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/candidate\/dashboard$/);
    },
  );

  it('sends a logged-in user from /register to the last candidate page', async () => {
    renderGuarded('/register', withRemembered('/candidate/saved-jobs'));
    expect(await screen.findByRole('heading', { name: 'Saved Jobs' })).toBeInTheDocument();
  });

  it('sends a logged-in user from /register to the dashboard when the last page was not a candidate page', async () => {
    renderGuarded('/register', withRemembered('/jobs'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets the login screen finish its own flow when the user logs in on it', async () => {
    const { store } = renderGuarded('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedIn());
    });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Login');
  });
});
