import { Suspense, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import { useGetLandingQuery } from './landingApi';
import { LANDING_DEFAULTS } from './landingDefaults';
import LandingHero from './components/LandingHero';
import FeaturedJobs from './components/FeaturedJobs';
import NearViewport from './components/NearViewport';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { HOME_HEAD } from '@/shared/siteHead';
import { usePageHead } from '@/ui/usePageHead';
import { paths } from '@/config/paths';

/** Below the fold: its own chunk, fetched as the visitor scrolls towards it (docs/performance.md). */
const LandingBelowFold = lazyWithRetry(() => import(/* webpackChunkName: "landing-more" */ './components/LandingBelowFold'));

/**
 * Landing page (spec 2.4): the defaults of spec 3/9 first, replaced by GET /candidates/landing when it answers. The
 * answer is taken as a deferred value: the store update's synchronous render only meets memoised sections with
 * unchanged props, and the sections re-render with the data in a transition, in slices (docs/performance.md).
 */
export default function LandingPage() {
  usePageHead({ ...HOME_HEAD, path: paths.home.getHref() });
  const { data: latest, isLoading: latestLoading } = useGetLandingQuery();
  const query = useMemo(() => ({ data: latest, isLoading: latestLoading }), [latest, latestLoading]);
  const { data, isLoading } = useDeferredValue(query);
  const d = data ?? LANDING_DEFAULTS;

  return (
    <>
      <LandingHero activeJobs={d.active_jobs_count} />
      <FeaturedJobs jobs={d.featured_jobs.jobs} loading={isLoading} viewAllUrl={d.featured_jobs.view_all_jobs_url} />
      <NearViewport minHeight={1600}>
        <Suspense fallback={<Box sx={{ minHeight: 1600 }} />}>
          <LandingBelowFold d={d} isLoading={isLoading} />
        </Suspense>
      </NearViewport>
    </>
  );
}
