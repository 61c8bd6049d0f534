import { useEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '@/api/navigation';
import RouteErrorBoundary from './RouteErrorBoundary';
import { routes } from './routes';
import { RouterInStore } from './routerState';

/**
 * The route table rendered under the surrounding router (BrowserRouter in index.tsx, a memory router in tests),
 * registered as the navigation service so the base query and thunks can change route, and bound to the store's
 * `router.path` (RouterInStore) so DevTools time-travel moves it.
 */
export default function AppRoutes() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setNavigator((to, options) => {
        void navigate(to, options);
      }),
    [navigate],
  );
  return (
    <>
      <RouterInStore />
      <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
    </>
  );
}
