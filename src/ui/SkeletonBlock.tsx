import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A rounded placeholder block that pulses like MUI's `<Skeleton variant="rounded">`, for first-load screens
 * (the landing page) where MUI's Skeleton and its slot machinery (~2 KB gzipped) would be the only reason to load it.
 */
export default function SkeletonBlock({ height }: { height: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        borderRadius: 1,
        bgcolor: 'action.hover',
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
