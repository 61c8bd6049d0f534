import { BREAKPOINTS } from '@/config/constants';

/**
 * Spec 9 grid: sm 576, md 768, lg 992, xl 1200, xxl 1400. MUI's `up(key)` means ≥ value, so "mobile" (≤ 992px)
 * is `down('lg')` plus the 992px edge; we shift lg/xl by one pixel so that down('lg') covers ≤ 992 and
 * down('xl') covers ≤ 1200, matching the spec's "992px or less" and "up to 1200".
 */
export const breakpointValues = {
  xs: BREAKPOINTS.xs,
  sm: BREAKPOINTS.sm,
  md: BREAKPOINTS.md,
  lg: BREAKPOINTS.lg + 1,
  xl: BREAKPOINTS.xl + 1,
  xxl: BREAKPOINTS.xxl,
};

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}
