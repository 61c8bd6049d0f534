import { useEffect } from 'react';
import { SERVER_MARKUP_PENDING_ATTRIBUTE } from '@/shared/serverRender';

/** The element the app renders into (index.html). */
export const APP_ROOT_ID = 'root';

/**
 * Makes the server's markup interactive: removes the attribute that kept it inert until hydration
 * (shared/serverRender.ts). Idempotent; a page the client rendered on its own never had it.
 */
export function releaseServerMarkup(): void {
  document.getElementById(APP_ROOT_ID)?.removeAttribute(SERVER_MARKUP_PENDING_ATTRIBUTE);
}

/**
 * Rendered beside the routed page inside its Suspense boundary (and by the error screen that may replace it): its
 * effect runs once that boundary has committed, i.e. the page has hydrated (or rendered), so inputs now reach it.
 */
export function useReleaseServerMarkup(): void {
  useEffect(releaseServerMarkup, []);
}

export function ServerMarkupReleased(): null {
  useReleaseServerMarkup();
  return null;
}
