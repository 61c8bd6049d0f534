import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CANDIDATE_PREFIX, DEFAULT_AFTER_LOGIN, paths } from '@/config/paths';
import { INTERNAL_ORIGIN, safeInternalPath } from './redirects';
import { candidatePathVisited, selectIsLoggedIn, selectRememberedPath } from './sessionSlice';

/**
 * Route guards (spec 2.2, 2.3) and the redirect rules of decisions.md §3: a remembered page is only ever an
 * internal path of this app; anything else falls back to the dashboard.
 */

function isCandidatePath(path: string): boolean {
  return path === CANDIDATE_PREFIX || path.startsWith(`${CANDIDATE_PREFIX}/`);
}

function pathnameOf(path: string): string {
  return new URL(path, INTERNAL_ORIGIN).pathname;
}

/** Spec 2.2 /login: where a logged-in user goes — the remembered page, or the dashboard if that was /login itself. */
export function afterLoginPath(remembered: string | null | undefined): string {
  const safe = safeInternalPath(remembered);
  if (!safe) return DEFAULT_AFTER_LOGIN;
  const pathname = pathnameOf(safe);
  if (pathname === paths.login.getHref() || pathname === paths.register.getHref()) return DEFAULT_AFTER_LOGIN;
  return safe;
}

/** Spec 2.2 /register: the last visited candidate page, default the dashboard. */
export function afterRegisterRedirectPath(remembered: string | null | undefined): string {
  const safe = safeInternalPath(remembered);
  return safe && isCandidatePath(pathnameOf(safe)) ? safe : DEFAULT_AFTER_LOGIN;
}

/**
 * Candidate routes (spec 2.3): remembers every visited candidate path (visitor or not), and sends a visitor to
 * /login. Renders `children` or, as a layout route, the matched child route.
 */
export function RequireCandidate({ children }: { children?: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const here = safeInternalPath(`${pathname}${search}`);

  useEffect(() => {
    if (here && isCandidatePath(pathnameOf(here))) dispatch(candidatePathVisited(here));
  }, [dispatch, here]);

  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * /login and /register for a user who is already logged in (spec 2.2). Decided when the page is entered, not
 * while it is open, so the login and OTP flows can show their success dialog and navigate themselves.
 */
export function RedirectIfLoggedIn({ page, children }: { page: 'login' | 'register'; children?: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const remembered = useAppSelector(selectRememberedPath);
  const [loggedInOnEntry] = useState(isLoggedIn);
  if (loggedInOnEntry) {
    const to = page === 'login' ? afterLoginPath(remembered) : afterRegisterRedirectPath(remembered);
    return <Navigate to={to} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
