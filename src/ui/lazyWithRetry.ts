import { lazy, type ComponentType } from 'react';

/** A chunk load retried once on failure (decisions.md §3: a failed chunk is retried once, then reported). */
export function retryOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch(() => load());
}

/**
 * React.lazy with the chunk-failure rule of decisions.md §3, for every lazily loaded component (routes, dialogs,
 * page parts): a failed load is retried once; a second failure reaches the route error boundary, which shows
 * 'Loading chunk failed' with a Reload button.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(retryOnce(load));
}
