import { Suspense, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { isChunkLoadError } from './RouteErrorScreen';
import RouteErrorBoundary from './RouteErrorBoundary';
import { renderApp } from '@/testing/renderWithProviders';
import { setViewportWidth, DESKTOP_WIDTH } from '@/testing/viewport';

function chunkError() {
  const e = new Error('Loading chunk 123 failed.\n(error: http://x/assets/contact.abc.js)');
  e.name = 'ChunkLoadError';
  return e;
}

/** The page as AppLayout wraps it: the route error boundary around the lazy page's Suspense. */
function Guarded({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

describe('chunk failures (decisions.md §3)', () => {
  it('recognises chunk load errors from webpack and browsers', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('retries a failed chunk once and then shows "Loading chunk failed" with a Reload button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(() => Promise.reject(chunkError()));
    const Broken = lazyWithRetry(load);
    const router = createMemoryRouter([{ path: '/', element: <Guarded><Broken /></Guarded> }]);
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('recovers silently when the retry succeeds', async () => {
    const load = jest
      .fn<Promise<{ default: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: () => <h1>Contact</h1> });
    const Flaky = lazyWithRetry(load);
    const router = createMemoryRouter([{ path: '/', element: <Guarded><Flaky /></Guarded> }]);
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a generic error screen for other crashes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Crash(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([{ path: '/', element: <Guarded><Crash /></Guarded> }]);
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('clears the error when the candidate navigates elsewhere', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Crash(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([
      { path: '/', element: <Guarded><Crash /></Guarded> },
      { path: '/jobs', element: <Guarded><h1>Jobs</h1></Guarded> },
    ]);
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await act(() => router.navigate('/jobs'));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('clears the error on a navigation to the same URL (Go to Home from a crashed home page)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function CrashOnce() {
      if (broken) throw new Error('boom');
      return <h1>Home</h1>;
    }
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <Guarded><CrashOnce /></Guarded> }]);
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const home = await screen.findByRole('link', { name: 'Go to Home' });
    broken = false;
    await user.click(home);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('the app shell', () => {
  it('shows a real 404 page inside the shell for unknown URLs', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('sends a visitor who opens a candidate page to /login', async () => {
    const { router, store } = renderApp({ route: '/candidate/hiring-request' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.rememberedPath).toBe('/candidate/hiring-request');
  });

  it('has a skip link to the main content', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
