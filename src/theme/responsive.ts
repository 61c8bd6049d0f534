import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Spec 9: mobile is 992px wide or less (breakpoints.ts shifts `lg` so that down('lg') means ≤ 992px). */
export const mobileQuery = (theme: Theme) => theme.breakpoints.down('lg');
/** Spec 9: tablet is above 992 up to 1200px. */
export const tabletQuery = (theme: Theme) => theme.breakpoints.between('lg', 'xl');

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}

export function useIsTablet(): boolean {
  return useMediaQuery(tabletQuery);
}
