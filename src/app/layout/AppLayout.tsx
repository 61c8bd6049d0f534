import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import DialogHost from '@/ui/DialogHost';
import GlobalLoader from '@/ui/Loader';
import { shellMessages as m } from '../messages';
import NavBar from './NavBar';
import Footer from './Footer';
import ScrollToTop from './ScrollToTop';

export const MAIN_CONTENT_ID = 'main-content';

/** Page frame: navigation bar, the routed screen, footer, and the global dialog host and loader. */
export default function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: -10000,
          top: 8,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { left: 8 },
        }}
      >
        {m.skipToContent}
      </Link>
      <NavBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<LinearProgress aria-label={m.loadingPage} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <DialogHost />
      <GlobalLoader />
    </Box>
  );
}
