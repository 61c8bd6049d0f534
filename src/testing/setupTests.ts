import '@testing-library/jest-dom';
import './formDataPolyfill';
import { cancelIdleTasks, installIdleCallback } from './idleCallback';
import { setApiBaseUrl } from '@/api/baseQuery';
import { setNavigator } from '@/api/navigation';
import { resetViewport } from './viewport';

// Component tests talk to the real reference API started by webGlobalSetup (see jest.config.ts).
if (process.env.TEST_API_URL) setApiBaseUrl(`${process.env.TEST_API_URL}/v1`);

// Real HTTP round trips (and scrypt on login) on a shared two-core machine: 5 s is too tight.
jest.setTimeout(20_000);

// jsdom has no requestIdleCallback: the shim lets the app's own start-up path run (deferred fields show their stand-ins
// first, as users see them, and swap in the real fields when idle). See idleCallback.ts.
installIdleCallback();

afterEach(() => {
  cancelIdleTasks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  setNavigator(null);
  resetViewport();
});
