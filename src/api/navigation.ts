import { createAction } from '@reduxjs/toolkit';

/**
 * A tiny navigation service: the app registers the router's navigate function once (index.tsx), so code
 * outside React (the re-auth base query, the logout thunk) can change route without a callback in the store.
 * Before registration (or in a bare test) it falls back to a full page load.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn | null = null;

/** Registers the router's navigate (pass null to unregister). Returns a function that restores the previous one. */
export function setNavigator(fn: NavigateFn | null): () => void {
  const previous = navigateImpl;
  navigateImpl = fn;
  return () => {
    navigateImpl = previous;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

/**
 * The router moved (app/routerState.ts dispatches it; `path` is pathname + search). The store records where the
 * app is so that Redux DevTools' time-travel and jumps can move the router back (the redux-first-history
 * pattern); a feature may reduce it (a new job list drops the selected job) but reads its search from the URL.
 */
export const locationChanged = createAction<{ from: string | null; to: string }>('router/locationChanged');
