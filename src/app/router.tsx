import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export function makeRouter() {
  return createBrowserRouter(routes);
}
