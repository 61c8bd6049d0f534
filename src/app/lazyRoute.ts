import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with the chunk-failure rule of decisions.md §3: a failed chunk load is retried once; a second
 * failure propagates to the route error boundary, which shows 'Loading chunk failed' with a Reload button.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => load().catch(() => load()));
}
