import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARTICLE_SLUGS } from '@/config/constants';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ArticlesPage from './ArticlesPage';
import ArticlePage from './ArticlePage';
import { ARTICLES } from './articles/articleIndex';
import { ARTICLE_BODIES } from './articles/articleBodies';

// Shared two-core machine: user-event typing plus real API calls can exceed the 5 s default.
jest.setTimeout(20_000);

const articleLinks = () =>
  within(screen.getByRole('list', { name: 'Articles' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('ArticlesPage', () => {
  it('lists the six articles of spec 2.7, each linking to article/{slug}', () => {
    renderWithProviders(<ArticlesPage />, { route: '/articles' });
    expect(articleLinks()).toEqual(ARTICLE_SLUGS.map((s) => `/article/${s}`));
    expect(screen.getByRole('button', { name: 'All Blogs' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by search when Search is pressed, and shows an empty state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArticlesPage />, { route: '/articles' });
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.type(box, 'salary');
    expect(articleLinks()).toHaveLength(6); // not yet applied
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(articleLinks()).toEqual(['/article/negotiating-salary']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 6 articles');

    await user.clear(box);
    await user.type(box, 'astronaut{Enter}');
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('No articles match your search.');

    await user.clear(box);
    expect(articleLinks()).toHaveLength(6);
  });

  it('filters by category from the ribbon and back to All Blogs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArticlesPage />, { route: '/articles' });
    await user.click(screen.getByRole('button', { name: 'Job Search' }));
    expect(screen.getByRole('button', { name: 'Job Search' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Blogs' })).toHaveAttribute('aria-pressed', 'false');
    expect(articleLinks()).toEqual(['/article/job-search-strategy', '/article/online-job-boards']);

    await user.click(screen.getByRole('button', { name: 'Interviews' }));
    expect(articleLinks()).toEqual(['/article/ace-the-interview']);

    await user.click(screen.getByRole('button', { name: 'All Blogs' }));
    expect(articleLinks()).toHaveLength(6);
  });

  it('combines category and search, and restores both from the URL', () => {
    renderWithProviders(<ArticlesPage />, { route: '/articles?category=Job%20Search&q=scam' });
    expect(articleLinks()).toEqual(['/article/online-job-boards']);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('scam');
  });
});

describe('ArticlePage', () => {
  it.each(ARTICLES.map((a) => [a.slug, a] as const))('renders %s with its title, headings and a substantial text', (slug, meta) => {
    renderWithProviders(<ArticlePage />, { route: `/article/${slug}`, path: '/article/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: meta.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    const words = ARTICLE_BODIES[slug].split(/\s+/).length;
    expect(words).toBeGreaterThan(500);
    expect(document.title).toBe(`${meta.title} | VeriJobs`);
  });

  it('shows a not-found page for an unknown slug', () => {
    renderWithProviders(<ArticlePage />, { route: '/article/free-money', path: '/article/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/articles');
  });
});
