import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore, persistAppStore } from './app/store';
import AppRoutes from './app/AppRoutes';
import { AppProviders } from './app/providers';
import { watchLoginCookie } from './app/listeners';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element: the app cannot start.');

const store = makeStore(undefined, { persist: true });
const persistor = persistAppStore(store);
watchLoginCookie(store);

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      {/* Guards read the remembered path: render once the persisted slices are back (localStorage: a tick). */}
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </AppProviders>
  </StrictMode>,
);
