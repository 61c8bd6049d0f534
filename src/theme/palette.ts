import type { PaletteOptions } from '@mui/material/styles';

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#1f4ed8', dark: '#1639a3', light: '#e8eefc', contrastText: '#ffffff' },
  secondary: { main: '#b45309', contrastText: '#ffffff' },
  success: { main: '#15803d' },
  warning: { main: '#b45309' },
  error: { main: '#b91c1c' },
  info: { main: '#0369a1' },
  background: { default: '#f6f8fc', paper: '#ffffff' },
  text: { primary: '#111827', secondary: '#4b5563' },
};
