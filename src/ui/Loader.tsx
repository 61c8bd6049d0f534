import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useAppSelector } from '@/app/hooks';
import { selectLoader } from './uiSlice';

export const LOADER_LABEL = 'Loading';

export interface LoaderProps {
  /** 'fullscreen' covers the page and blocks input; 'inline' sits in the flow of the page. */
  variant?: 'fullscreen' | 'inline';
  /** Accessible name of the progress indicator. */
  label?: string;
}

/** A loading indicator with an accessible name (role progressbar), usable anywhere. */
export function Loader({ variant = 'inline', label = LOADER_LABEL }: LoaderProps) {
  if (variant === 'fullscreen') {
    return (
      <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }} aria-busy="true" data-testid="fullscreen-loader">
        <CircularProgress color="inherit" aria-label={label} />
      </Backdrop>
    );
  }
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'flex', justifyContent: 'center', py: 4 }} data-testid="inline-loader">
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * The global loader of spec 4 (showLoader/hideLoader in dialogs.ts): fullscreen by default; the inline variant is a
 * thin bar at the top of the viewport that does not block the page.
 */
export default function GlobalLoader() {
  const { visible, inline } = useAppSelector(selectLoader);
  if (!visible) return null;
  if (inline) {
    return (
      <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.modal + 1 }} aria-busy="true" data-testid="inline-loader">
        <LinearProgress aria-label={LOADER_LABEL} />
      </Box>
    );
  }
  return <Loader variant="fullscreen" />;
}
