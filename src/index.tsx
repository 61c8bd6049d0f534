import { startTransition, StrictMode } from 'react';
import { APP_ROOT_ID, releaseServerMarkup } from './ui/serverMarkup';

const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error('index.html has no #root element: the app cannot start.');

/** Lets the browser run pending work (paint, input) before the next stage: each stage is its own task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, not setTimeout: nested timers are clamped to 4 ms after five levels.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Start-up in stages (docs/performance.md). Evaluating the initial chunks' modules and building the store is
 * ~150 ms of script on a mid-range phone; as one task it blocks input for all of it (Lighthouse TBT). Each stage below
 * runs in a task of its own: `webpackMode: "eager"` keeps every module in the initial chunks (no extra request, the
 * import resolves at once), only the moment its code runs moves. A stage that only runs modules names one export they
 * are used for (`webpackExports`), so tree shaking still drops the rest. Modules already run are not run again.
 */
async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["apiSlice"] */ './api/apiSlice');
  await nextTask();
  const { makeStore, persistAppStore, readHandedOverState } = await import(/* webpackMode: "eager" */ './app/store');
  const { watchLoginCookie } = await import(/* webpackMode: "eager" */ './app/listeners');
  await nextTask();
  // A page rendered by the server (issue 18): its data, selection and clock join the store before the first render.
  const handedOver = readHandedOverState(document, root);
  const store = makeStore(undefined, { persist: true, handedOver });
  // The server renders visitors' pages only. A candidate whose login cookie appeared while the page loaded (a login
  // in another tab, or just before this script ran) would render other markup than the server's: render afresh.
  const hydrate = handedOver !== null && !store.getState().session.isLoggedIn;
  await nextTask();
  let rehydrated!: () => void;
  const rehydration = new Promise<void>((resolve) => (rehydrated = resolve));
  const persistor = persistAppStore(store, rehydrated);
  watchLoginCookie(store);
  // Hydration renders the app at once, so the stored slices must be back first (localStorage: a tick).
  if (hydrate) await rehydration;
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["theme"] */ './theme/theme');
  await nextTask();
  const { AppProviders } = await import(/* webpackMode: "eager" */ './app/providers');
  const { default: RehydrationGate } = await import(/* webpackMode: "eager" */ './app/persistence/RehydrationGate');
  await nextTask();
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ './app/layout/NavBar');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ './app/layout/AppLayout');
  await nextTask();
  const { default: AppRoutes } = await import(/* webpackMode: "eager" */ './app/AppRoutes');

  const app = (
    <StrictMode>
      {/* Media queries answer for the server's viewport while hydrating (theme/ssrMatchMedia.ts), then for the real one. */}
      <AppProviders store={store} ssrMatchMedia={hydrate ? (query) => ({ matches: handedOver.media[query] === true }) : undefined}>
        {/* Guards read the remembered path: render once the persisted slices are back (localStorage: a tick). */}
        <RehydrationGate persistor={persistor}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RehydrationGate>
      </AppProviders>
    </StrictMode>
  );
  // The first render as a transition: React renders it in slices and yields to the browser between them, instead of
  // one long task that blocks input while the first screen is built (Lighthouse TBT, docs/performance.md). A page the
  // server rendered is hydrated the same way: its HTML stays on screen, React attaches to it.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// A start-up that fails must not leave the server's page inert (the route's own release never comes).
start(container).catch((err: unknown) => {
  releaseServerMarkup();
  throw err;
});
