import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { makeStore, persistAppStore } from './app/store';
import AppRoutes from './app/AppRoutes';
import { AppProviders } from './app/providers';
import RehydrationGate from './app/persistence/RehydrationGate';
import { watchLoginCookie } from './app/listeners';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element: the app cannot start.');

const store = makeStore(undefined, { persist: true });
const persistor = persistAppStore(store);
watchLoginCookie(store);

const root = createRoot(container);
// The first render as a transition: React renders it in slices and yields to the browser between them, instead of
// one long task that blocks input while the first screen is built (Lighthouse TBT, docs/performance.md).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        {/* Guards read the remembered path: render once the persisted slices are back (localStorage: a tick). */}
        <RehydrationGate persistor={persistor}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RehydrationGate>
      </AppProviders>
    </StrictMode>,
  );
});
