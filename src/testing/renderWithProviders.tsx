import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { AppProviders } from '@/app/providers';
import AppRoutes from '@/app/AppRoutes';
import { RouterInStore } from '@/app/routerState';
import { setNavigator } from '@/api/navigation';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL (default '/'). */
  route?: string;
  /** Route pattern the element is mounted at (default '*'), so useParams works. */
  path?: string;
  /** Extra routes beside the element, e.g. a target page to assert navigation. */
  routes?: RouteObject[];
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Registers the memory router as the navigation service (reauth, logout), like the app does with its router. */
function registerNavigator(router: MemoryRouter): void {
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
}

/** Renders `ui` with a fresh store (or the given one), the theme and a memory router bound to the store as in the app. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, route = '/', path = '*', routes = [], store: givenStore, ...renderOptions } = options;
  const store = givenStore ?? makeStore(preloadedState);
  const frame = (
    <>
      <RouterInStore />
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ element: frame, children: [{ path, element: ui }, ...routes] }], { initialEntries: [route] });
  registerNavigator(router);
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  );
  return { store, router, ...result };
}

export interface AppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL (default '/'). */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders the whole app (route table, layout, navigation bar, guards, dialog host) at `route`, as the browser
 * would: the app's own AppRoutes under a memory router (a data router here only so tests can read
 * `router.state.location`). For a logged-in candidate, log in first (testing/auth.ts: loginDemoCandidate) so the store reads the cookie.
 */
export function renderApp(options: AppOptions = {}) {
  const { route = '/', preloadedState, store: givenStore, ...renderOptions } = options;
  const store = givenStore ?? makeStore(preloadedState);
  // AppRoutes registers the navigation service itself, as in the app.
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  );
  return { store, router, ...result };
}
