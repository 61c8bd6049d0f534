import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrowseItem, DataResponse } from '@/shared/apiTypes';
import { initialSessionState } from '@/features/session/sessionSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import AboutPage from './AboutPage';
import BrowseOverviewPage from './BrowseOverviewPage';
import SmartMatchPage from './SmartMatchPage';

// Shared two-core machine: user-event typing plus real API calls can exceed the defaults.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const api = () => `${process.env.TEST_API_URL}/v1`;
const candidate = { session: { ...initialSessionState, isLoggedIn: true } };

describe('BrowseOverviewPage', () => {
  it.each([
    ['function', 'Browse Jobs By Categories'],
    ['city', 'Browse Jobs By Cities'],
    ['companies', 'Browse Jobs By Companies'],
  ] as const)('lists the %s tiles with name, image and count; a visitor goes to /login', async (type, heading) => {
    const items = ((await (await fetch(`${api()}/candidates/job_by${type}`)).json()) as DataResponse<BrowseItem[]>).data;
    expect(items.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    const { router, store } = renderWithProviders(<BrowseOverviewPage type={type} />, { routes: [{ path: '/login', element: <p>login page</p> }] });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: heading });
    const links = within(list).getAllByRole('link');
    // A long list (the companies) shows its first page of 24 (issue 29; BrowseOverviewPage.test.tsx).
    expect(links).toHaveLength(Math.min(items.length, 24));
    const first = items[0];
    const tile = within(list).getByRole('link', { name: `${first.name} ${first.count.toLocaleString('en-US')} ${first.count === 1 ? 'job' : 'jobs'}` });
    expect(tile).toHaveAttribute('href', '/login');
    expect(tile.querySelector('img')).toHaveAttribute('src', first.image);
    await user.click(tile);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.rememberedPath).toBe(first.url);
  });

  it("sends a candidate to each tile's own url", async () => {
    const items = ((await (await fetch(`${api()}/candidates/job_bycity`)).json()) as DataResponse<BrowseItem[]>).data;
    renderWithProviders(<BrowseOverviewPage type="city" />, { preloadedState: candidate });
    const list = await screen.findByRole('list', { name: 'Browse Jobs By Cities' });
    // The first page of 24 (issue 29).
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(Math.min(items.length, 24)));
    within(list)
      .getAllByRole('link')
      .forEach((a, i) => expect(a).toHaveAttribute('href', items[i].url));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const spy = jest.spyOn(global, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    try {
      const user = userEvent.setup();
      renderWithProviders(<BrowseOverviewPage type="companies" />);
      expect(await screen.findByText('Network Error')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('list', { name: 'Browse Jobs By Companies' })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('SmartMatchPage', () => {
  it('shows the headline, five steps, benefits, privacy and testimonials from the landing data', async () => {
    renderWithProviders(<SmartMatchPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Auto Job Search & Daily Alerts' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Your privacy comes first' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why candidates use SmartMatch' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trusted by job seekers' })).toBeInTheDocument();
  });

  it("'Set My Job Alerts Now' and the quick setup carry the typed role to /candidate/smartmatch", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SmartMatchPage />, { route: '/smart-match?role=Nurse', path: '/smart-match', routes: [{ path: '/candidate/smartmatch', element: <p>slots</p> }] });
    const cta = screen.getByRole('link', { name: 'Set My Job Alerts Now' });
    expect(cta).toHaveAttribute('href', '/candidate/smartmatch?role=Nurse');
    const input = screen.getByRole('textbox', { name: 'Role you are looking for' });
    await user.clear(input);
    await user.type(input, 'Data Analyst');
    expect(cta).toHaveAttribute('href', '/candidate/smartmatch?role=Data%20Analyst');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/smartmatch'));
    expect(new URLSearchParams(router.state.location.search).get('role')).toBe('Data Analyst');
  });
});

describe('AboutPage', () => {
  it('states the mission and warns never to pay or share financial data', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText(/We are not a recruiter and not an employer/)).toBeInTheDocument();
    expect(screen.getByText('Never pay')).toBeInTheDocument();
    expect(screen.getByText('Never share financial data')).toBeInTheDocument();
  });
});
