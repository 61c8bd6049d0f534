import type { Components, Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  MuiLink: { defaultProps: { underline: 'hover' } },
  // A client-only app: read media queries on the first render, so mobile screens never flash the desktop layout.
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
};
