import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { DataResponse, LandingData } from '@/shared/apiTypes';
import { DEFAULT_ACTIVE_JOBS_COUNT, PLAN_FEATURES } from '@/config/constants';
import { initialSessionState } from '@/features/session/sessionSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import LandingPage from './LandingPage';

// Shared two-core machine: user-event typing plus real API calls can exceed the 5 s default.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const api = () => `${process.env.TEST_API_URL}/v1`;

async function landingFromApi(): Promise<LandingData> {
  const res = await fetch(`${api()}/candidates/landing`);
  return ((await res.json()) as DataResponse<LandingData>).data;
}

function WhereAmI() {
  const loc = useLocation();
  return <p data-testid="location">{loc.pathname + loc.search}</p>;
}
/** A tile's accessible name: its name, then the job count. */
const tileName = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} [\\d,]+ jobs?$`);

const probeRoutes = [{ path: '*', element: <WhereAmI /> }];

describe('LandingPage', () => {
  let landing: LandingData;
  beforeAll(async () => {
    landing = await landingFromApi();
  });

  it('renders the spec defaults first, then the landing data without losing any section', async () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Exciting Jobs Today' })).toBeInTheDocument();
    expect(screen.getByTestId('active-jobs-count')).toHaveTextContent(DEFAULT_ACTIVE_JOBS_COUNT.toLocaleString('en-US'));
    // The sections below the fold are their own chunk (docs/performance.md): they arrive a moment later.
    expect(await screen.findByTestId('smartmatch-count')).toHaveTextContent('10,000+');
    expect(screen.getByTestId('sites-count')).toHaveTextContent('1,500+');
    // Placeholders hold the places of the sections that the data fills.
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Jobs' })).toBeInTheDocument();

    expect(landing.active_jobs_count).not.toBe(DEFAULT_ACTIVE_JOBS_COUNT);
    await waitFor(() => expect(screen.getByTestId('active-jobs-count')).toHaveTextContent(landing.active_jobs_count.toLocaleString('en-US')));

    const firstFunction = landing.explore_jobs.list_by_function.lists[0];
    const firstCity = landing.explore_jobs.list_by_city.lists[0];
    const byFunction = screen.getByRole('list', { name: 'Explore Jobs by Function' });
    const byCity = screen.getByRole('list', { name: 'Explore Jobs by City' });
    expect(within(byFunction).getAllByRole('link')).toHaveLength(landing.explore_jobs.list_by_function.lists.length);
    expect(within(byFunction).getByRole('link', { name: tileName(firstFunction.name) })).toBeInTheDocument();
    expect(within(byCity).getByRole('link', { name: tileName(firstCity.name) })).toBeInTheDocument();

    if (landing.featured_jobs.jobs.length > 0) {
      const job = landing.featured_jobs.jobs[0];
      expect(screen.getByRole('link', { name: `Apply Now: ${job.position}` })).toHaveAttribute('href', job.url);
    }
    if (landing.popular_startups.length > 0) {
      expect(screen.getByRole('heading', { level: 2, name: 'Trusted by job seekers' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: landing.popular_startups[0].name })).toBeInTheDocument();
    }
    for (const f of PLAN_FEATURES) expect(screen.getByText(f)).toBeInTheDocument();
    // Shown as 'Learn More' (spec 2.4), named with where it goes for screen readers and crawlers.
    const learnMore = screen.getByRole('link', { name: 'Learn More about SmartMatch' });
    expect(learnMore).toHaveAttribute('href', '/smart-match');
    expect(learnMore).toHaveTextContent(/^Learn More about SmartMatch$/);
    expect(screen.getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('hides the featured jobs section when the landing data has none', async () => {
    const realFetch = global.fetch;
    const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const res = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/candidates/landing')) return res;
      const body = (await res.json()) as DataResponse<LandingData>;
      body.data.featured_jobs.jobs = [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      renderWithProviders(<LandingPage />);
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Featured Jobs' })).not.toBeInTheDocument());
      expect(screen.getByTestId('active-jobs-count')).toHaveTextContent(landing.active_jobs_count.toLocaleString('en-US'));
    } finally {
      spy.mockRestore();
    }
  });

  it('sends a visitor from an explore tile to /login and remembers the tile for after login', async () => {
    const user = userEvent.setup();
    const { store, router } = renderWithProviders(<LandingPage />, { routes: probeRoutes, path: '/' });
    const list = await screen.findByRole('list', { name: 'Explore Jobs by City' });
    const tile = landing.explore_jobs.list_by_city.lists[0];
    const link = within(list).getByRole('link', { name: tileName(tile.name) });
    expect(link).toHaveAttribute('href', '/login');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.rememberedPath).toBe(tile.url);
  });

  it("sends a candidate from an explore tile to the tile's own url", async () => {
    renderWithProviders(<LandingPage />, { preloadedState: { session: { ...initialSessionState, isLoggedIn: true } } });
    const byFunction = await screen.findByRole('list', { name: 'Explore Jobs by Function' });
    const tiles = landing.explore_jobs.list_by_function.lists;
    await waitFor(() => expect(within(byFunction).getAllByRole('link')).toHaveLength(tiles.length));
    within(byFunction)
      .getAllByRole('link')
      .forEach((a, i) => expect(a).toHaveAttribute('href', tiles[i].url));
    const byCity = screen.getByRole('list', { name: 'Explore Jobs by City' });
    expect(within(byCity).getAllByRole('link')[0]).toHaveAttribute('href', landing.explore_jobs.list_by_city.lists[0].url);
  });

  it('Explore Now opens /jobs with the typed title and the chosen city id', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LandingPage />, { routes: probeRoutes, path: '/' });
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Data Analyst');
    await user.type(await screen.findByRole('combobox', { name: 'Location' }), 'Pune');
    const option = await screen.findByRole('option', { name: /Pune/ }, { timeout: 5000 });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Explore Now' }));
    expect(router.state.location.pathname).toBe('/jobs');
    const qs = new URLSearchParams(router.state.location.search);
    expect(qs.get('jobtitle')).toBe('Data Analyst');
    expect(qs.get('location')).toMatch(/^\d+$/);
  });

  it('validates the newsletter email and confirms a subscription', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'not-an-email');
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, `news-${Date.now()}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.className).toMatch(/Success/); // the server's confirmation, or ours
    expect(alert).not.toHaveTextContent('We could not subscribe you');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    expect(email).toHaveValue('');
  });
});
