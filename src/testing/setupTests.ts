import '@testing-library/jest-dom';
import './formDataPolyfill';
import { setApiBaseUrl } from '@/api/baseQuery';
import { setNavigator } from '@/api/navigation';
import { loadSearchableSelect } from '@/ui/fields/SearchableSelect';
import { loadSelectField } from '@/ui/fields/SelectField';
import { resetViewport } from './viewport';

// Component tests talk to the real reference API started by webGlobalSetup (see jest.config.ts).
if (process.env.TEST_API_URL) setApiBaseUrl(`${process.env.TEST_API_URL}/v1`);

// Real HTTP round trips (and scrypt on login) on a shared two-core machine: 5 s is too tight.
jest.setTimeout(20_000);

// Forms get the real drop-downs (SearchableSelect, SelectField) from their first render, as in a browser once it has been idle. The
// read-only stand-in shown before that is tested on its own, in files named *.standIn.test.tsx.
if (!/\.standIn\.test\.tsx$/.test(expect.getState().testPath ?? '')) {
  beforeAll(() => Promise.all([loadSearchableSelect(), loadSelectField()]));
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  setNavigator(null);
  resetViewport();
});
