import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { makeStore } from './app/store';
import { makeRouter } from './app/router';
import { AppProviders } from './app/providers';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element: the app cannot start.');

const store = makeStore();
const router = makeRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
