import { configure } from '@testing-library/react';
import type { RootState } from '@/app/hooks';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/renderWithProviders';
import DialogHost from '@/ui/DialogHost';
import JobsPage from '../JobsPage';

// The real API on a shared two-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 8000 });

/** Renders the job routes as the app mounts them, with the global dialog host and stand-ins for /login and /. */
export function renderJobs(route: string, preloadedState?: Partial<RootState>) {
  const withDialogs = (el: React.ReactElement) => (
    <>
      {el}
      <DialogHost />
    </>
  );
  return renderWithProviders(withDialogs(<JobsPage />), {
    route,
    path: paths.jobs.path,
    preloadedState,
    routes: [
      { path: paths.jobsByCity.path, element: withDialogs(<JobsPage browseType="city" />) },
      { path: paths.jobsByCategory.path, element: withDialogs(<JobsPage browseType="function" />) },
      { path: paths.jobsByCompany.path, element: withDialogs(<JobsPage browseType="companies" />) },
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.home.path, element: <h1>Home page</h1> },
    ],
  });
}

/** jsdom has no matchMedia: this makes every `max-width` query match, i.e. a phone. */
export function emulatePhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Closes the open dialog with its footer button (the last 'Close'-labelled control) and waits until it is gone. */
export async function closeDialog(user: { click: (el: Element) => Promise<void> }, name: string | RegExp = 'Close') {
  const { screen, waitFor, within } = await import('@testing-library/react');
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getAllByRole('button', { name }).at(-1)!);
  // Until the exit transition ends, MUI keeps the page behind it aria-hidden.
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
}
