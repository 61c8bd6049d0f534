import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { AppProviders } from '@/app/providers';

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

/** Renders `ui` with a fresh store (or the given one), the theme and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, route = '/', path = '*', routes = [], ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  );
  return { store, router, ...result };
}
