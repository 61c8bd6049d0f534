import { Suspense } from 'react';
import { candidateMenu } from '@/config/paths';
import PageProgress from '@/ui/PageProgress';
import { shellMessages as m } from '../messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

/** Spec 2.3: the menu items in their order numbers. */
export const orderedCandidateMenu = [...candidateMenu].sort((a, b) => a.order - b.order);

/**
 * The candidate frame (menu + page) loads with the first candidate page instead of with every visitor's first
 * load: anonymous visitors never need its list components (docs/performance.md).
 */
const CandidateShell = lazyWithRetry(() => import(/* webpackChunkName: "candidate-shell" */ './CandidateShell'));

export default function CandidateLayout() {
  return (
    <Suspense fallback={<PageProgress label={m.loadingPage} />}>
      <CandidateShell />
    </Suspense>
  );
}
