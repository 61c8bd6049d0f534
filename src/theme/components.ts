import type { Components, Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  // Always underlined: a link inside text must not be told apart by colour alone (WCAG 1.4.1, axe link-in-text-block).
  MuiLink: { defaultProps: { underline: 'always' } },
  // A client-only app: read media queries on the first render, so mobile screens never flash the desktop layout.
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
};
