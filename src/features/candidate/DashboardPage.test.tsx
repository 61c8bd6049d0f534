import { configure, screen, within } from '@testing-library/react';
import type { DashboardTile, DataResponse, DashboardCounts, SmartMatch } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import DashboardPage, { tileHref } from './DashboardPage';
import { apiGet, loggedInState, loginDemo, loginFreshCandidate } from '@/testing/candidateSession';

jest.setTimeout(60_000);
// Real API calls on a shared two-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('Candidate dashboard', () => {
  it('shows a tile per dashboard count, each linking to /candidate plus its url, and the Smart Match cards', async () => {
    const access = await loginDemo();
    const expected = (await apiGet<DataResponse<DashboardCounts>>('/candidates/dashboard_counts', access)).data.header;
    const matches = (await apiGet<DataResponse<SmartMatch[]>>('/smartmatch/list', access)).data;
    expect(expected.length).toBeGreaterThan(0);
    expect(matches.length).toBeGreaterThan(0);

    renderWithProviders(<DashboardPage />, { preloadedState: loggedInState, route: '/candidate/dashboard' });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    const tiles = await within(overview).findAllByRole('link');
    expect(tiles).toHaveLength(expected.length);
    expected.forEach((tile: DashboardTile, i) => {
      expect(tiles[i]).toHaveAttribute('href', `/candidate${tile.url}`);
      expect(tiles[i]).toHaveTextContent(tile.label);
      expect(tiles[i]).toHaveTextContent(String(tile.count));
    });

    const smartMatches = screen.getByRole('region', { name: 'Your Smart Matches' });
    const card = await within(smartMatches).findByRole('heading', { name: matches[0].smart_match });
    expect(card).toBeInTheDocument();
    expect(within(smartMatches).getByRole('link', { name: `Show all jobs for ${matches[0].smart_match}` })).toHaveAttribute(
      'href',
      `/candidate/featured-jobs/smartmatch/${matches[0].id}`,
    );
  });

  it('offers to set up SmartMatch when the candidate has none', async () => {
    await loginFreshCandidate();
    renderWithProviders(<DashboardPage />, { preloadedState: loggedInState, route: '/candidate/dashboard' });
    expect(await screen.findByText(/You have no Smart Match yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up SmartMatch' })).toHaveAttribute('href', '/candidate/smartmatch');
    // A fresh candidate still gets the tiles, with zero counts where nothing happened yet.
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect((await within(overview).findAllByRole('link')).length).toBeGreaterThan(0);
  });

  it('builds tile links under /candidate', () => {
    expect(tileHref('/applied-jobs')).toBe('/candidate/applied-jobs');
    expect(tileHref('saved-jobs')).toBe('/candidate/saved-jobs');
  });
});
