import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrowseItem, DataResponse } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import BrowseOverviewPage from './BrowseOverviewPage';
import { tileNameFontSize } from './components/TileGrid';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const api = () => `${process.env.TEST_API_URL}/v1`;
// The test API's seed is small (24 companies): the cities are its list longer than a page; the full seed's 313
// companies page and search the same way (one component, any type).
let cities: BrowseItem[];
beforeAll(async () => {
  cities = ((await (await fetch(`${api()}/candidates/job_bycity`)).json()) as DataResponse<BrowseItem[]>).data;
  expect(cities.length).toBeGreaterThan(24);
});

const heading = 'Browse Jobs By Cities';
const tiles = async () => within(await screen.findByRole('list', { name: heading })).getAllByRole('link');
const tileNames = async () => (await tiles()).map((t) => t.querySelector('span')?.textContent);

/** Issue 29: a long overview (313 companies in the full seed) gets a search box and the pager of spec 9. */
describe('BrowseOverviewPage, a long list', () => {
  it('shows 24 tiles a page with the pager; the page is in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BrowseOverviewPage type="city" />, { route: '/jobs-by-cities', path: '/jobs-by-cities' });
    expect(await tileNames()).toEqual(cities.slice(0, 24).map((c) => c.name));
    expect(screen.getByText(`${cities.length.toLocaleString('en-US')} cities`)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Cities pages' });
    const last = Math.ceil(cities.length / 24);
    expect(within(pager).getByRole('button', { name: `Go to page ${last}` })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await tileNames()).toEqual(cities.slice(24, 48).map((c) => c.name));
    expect(within(pager).getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by name (any case, any part), resets to page 1, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BrowseOverviewPage type="city" />, { route: '/jobs-by-cities?page=2', path: '/jobs-by-cities' });
    await tiles();
    const target = cities[cities.length - 1];
    const part = target.name.slice(1, 4).toUpperCase();
    const expected = cities.filter((c) => c.name.toLowerCase().includes(part.toLowerCase()));
    const search = within(screen.getByRole('search', { name: 'Search cities' })).getByRole('searchbox', { name: 'Search cities' });
    await user.type(search, part);
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent(part).replace(/%20/g, '+')}`));
    expect(await tileNames()).toEqual(expected.slice(0, 24).map((c) => c.name));
    expect(await tileNames()).toContain(target.name);
    expect(screen.getByText(`${expected.length} of ${cities.length.toLocaleString('en-US')} cities`)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzqxnothing');
    expect(await screen.findByText('Nothing matches “zzqxnothing”.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Cities pages' })).not.toBeInTheDocument();
  });

  it('a short list (the categories) has neither search nor pager', async () => {
    renderWithProviders(<BrowseOverviewPage type="function" />);
    await screen.findByRole('list', { name: 'Browse Jobs By Categories' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Tile names wrap between words', () => {
  it('sets a long single word smaller and never breaks it anywhere', async () => {
    expect(tileNameFontSize('Thiruvananthapuram')).toBe('0.8125rem');
    expect(tileNameFontSize('Pharmaceuticals and Biotech')).toBe('0.9375rem');
    expect(tileNameFontSize('Dubai')).toBeUndefined();
    renderWithProviders(<BrowseOverviewPage type="city" />);
    const [first] = await tiles();
    const name = first.querySelector('span') as HTMLElement;
    const style = getComputedStyle(name);
    expect(style.overflowWrap).toBe('normal');
    expect(style.wordBreak).toBe('normal');
  });
});
