import { startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import DialogHost from '@/ui/DialogHost';
import { whenIdle } from '@/ui/idle';
import { selectLoader } from '@/ui/uiSlice';
import { useAppSelector } from '../hooks';
import PageProgress from '@/ui/PageProgress';
import { shellMessages as m } from '../messages';
import NavBar from './NavBar';
import ScrollToTop from './ScrollToTop';
import RouteErrorBoundary from '../RouteErrorBoundary';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { ServerMarkupReleased } from '@/ui/serverMarkup';

/** The global loader (Backdrop + spinner) loads with its first use; prefetched when idle. */
const loadLoader = () => import(/* webpackChunkName: "dialog" */ '@/ui/Loader');
const GlobalLoader = lazyWithRetry(loadLoader);
/** The footer is always below the fold (main is a screen tall): its code is a chunk of its own, off the first load. */
const Footer = lazyWithRetry(() => import(/* webpackChunkName: "footer" */ './Footer'));

export const MAIN_CONTENT_ID = 'main-content';

/** Page frame: navigation bar, the routed screen, footer, and the global dialog host and loader. */
export default function AppLayout() {
  const loaderVisible = useAppSelector(selectLoader).visible;
  // The footer (always below the fold: main is a screen tall) joins in a second transition, so the first screen's
  // commit carries less (Lighthouse TBT, docs/performance.md).
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => startTransition(() => setFooterShown(true)), []);
  useEffect(() => whenIdle(loadLoader), []);
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
      {/* At least a screen tall: the footer starts below the fold, so nothing moves when the page's chunk arrives. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageProgress label={m.loadingPage} />}>
            <Outlet />
            {/* After the page, in its boundary: the server's markup takes input once the page has hydrated. */}
            <ServerMarkupReleased />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      {footerShown && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <DialogHost />
      {loaderVisible && (
        <Suspense fallback={null}>
          <GlobalLoader />
        </Suspense>
      )}
    </Box>
  );
}
