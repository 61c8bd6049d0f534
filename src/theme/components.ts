import type { Components, Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  MuiLink: { defaultProps: { underline: 'hover' } },
};
