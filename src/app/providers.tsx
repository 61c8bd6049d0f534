import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import type { AppStore } from './store';

/** Answers media queries for the viewport the server rendered for (theme/ssrMatchMedia.ts). */
export type SsrMatchMedia = (query: string) => { matches: boolean };

/**
 * The store and the theme around the app. `ssrMatchMedia` (issue 18): the page is rendered by the server, or hydrated
 * from its HTML; MUI's media queries answer with it while doing so (its `ssrMatchMedia`), so both renders agree.
 */
export function AppProviders({ store, ssrMatchMedia, children }: { store: AppStore; ssrMatchMedia?: SsrMatchMedia; children: ReactNode }) {
  // Made on each render, which happens once: the root's props never change (index.tsx, render/renderPage.tsx).
  const pageTheme = ssrMatchMedia ? { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } } } : theme;
  return (
    <Provider store={store}>
      <ThemeProvider theme={pageTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
