import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The thin bar shown while a route's chunk loads: an indeterminate progressbar like MUI's LinearProgress, drawn
 * with one animated element so the first load does not carry LinearProgress (~1.3 KB gzipped) for a fallback.
 * Still for users who ask for reduced motion.
 */
export default function PageProgress({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ height: 4, overflow: 'hidden', bgcolor: 'primary.light' }}>
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        }}
      />
    </Box>
  );
}
