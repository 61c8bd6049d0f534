import { createTheme } from '@mui/material/styles';
import { breakpointValues } from './breakpoints';
import { palette } from './palette';
import { components } from './components';
import { BACKDROP_FADE_MS, COLLAPSE_MS, MODAL_FADE_MS } from '@/config/constants';

export const theme = createTheme({
  breakpoints: { values: breakpointValues },
  palette,
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 800 },
    h2: { fontSize: '2rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
  },
  transitions: { duration: { enteringScreen: MODAL_FADE_MS, leavingScreen: BACKDROP_FADE_MS, standard: COLLAPSE_MS } },
  components,
});
