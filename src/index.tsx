import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore, persistAppStore } from './app/store';
import { makeRouter } from './app/router';
import { AppProviders } from './app/providers';
import { watchLoginCookie } from './app/listeners';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element: the app cannot start.');

const store = makeStore(undefined, { persist: true });
const persistor = persistAppStore(store);
watchLoginCookie(store);
const router = makeRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      {/* Guards read the remembered path: render once the persisted slices are back (localStorage: a tick). */}
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </AppProviders>
  </StrictMode>,
);
