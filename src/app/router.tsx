import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/api/navigation';
import { routes } from './routes';

/** The browser router, registered as the navigation service so the base query and thunks can change route. */
export function makeRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
