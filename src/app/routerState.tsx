import { useEffect, useRef } from 'react';
import { createSlice } from '@reduxjs/toolkit';
import { useLocation, useNavigate } from 'react-router';
import { locationChanged } from '@/api/navigation';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Where the app is, in the store: `router.path` (pathname + search). The URL stays the one source of what a screen
 * shows (the job search reads useSearchParams); this copy exists so that DevTools time-travel and replayed states
 * carry the route, and jumping to an earlier state moves the router there.
 */
export interface RouterState {
  path: string | null;
}

const routerSlice = createSlice({
  name: 'router',
  initialState: { path: null } as RouterState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state, action) => {
      state.path = action.payload.to;
    });
  },
  selectors: { selectRouterPath: (s) => s.path },
});

export const { selectRouterPath } = routerSlice.selectors;
export default routerSlice;

/**
 * Binds the router and `router.path`: when the router moves (a link, back/forward, a redirect) the store follows
 * (router/locationChanged); when the store's path changes on its own (DevTools jump) the router follows it.
 * Rendered once under the router (AppRoutes; the test helpers do the same).
 */
export function RouterInStore(): null {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const routerPath = pathname + search;
  const storePath = useAppSelector(selectRouterPath);
  const seen = useRef<{ router: string | null; store: string | null }>({ router: null, store: null });

  useEffect(() => {
    const routerMoved = seen.current.router !== routerPath;
    const storeMoved = seen.current.store !== storePath;
    seen.current = { router: routerPath, store: storePath };
    if (routerPath === storePath) return;
    if (routerMoved) dispatch(locationChanged({ from: storePath, to: routerPath }));
    else if (storeMoved && storePath !== null) void navigate(storePath, { replace: true });
  }, [routerPath, storePath, dispatch, navigate]);

  return null;
}
