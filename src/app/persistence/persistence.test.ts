import { waitFor } from '@testing-library/react';
import type { PersistedState } from 'redux-persist';
import { makeStore, persistAppStore } from '@/app/store';
import { setLoginCookie, writeTokens } from '@/api/tokenStorage';
import { jobSelected } from '@/features/jobs/jobsSlice';
import { candidatePathVisited, marketChosen, selectChosenMarket, selectIsLoggedIn, selectRememberedPath } from '@/features/session/sessionSlice';
import { slotOpened } from '@/features/smartmatch/smartmatchSlice';
import { showDialog, showLoader } from '@/ui/dialogs';
import { migrations, PERSIST_VERSION, sanitizePersisted } from './migrations';
import { persistConfig, PERSIST_KEY } from './persistConfig';
import { BLOB_DISCARDED, blobProblem } from './safeStorage';

const STORAGE_KEY = `persist:${PERSIST_KEY}`;

/** redux-persist stores each top-level key JSON-encoded inside a JSON object. */
function storedBlob(): Record<string, unknown> {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (!raw) return {};
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)]));
}

function writeBlob(blob: Record<string, unknown>) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(Object.entries(blob).map(([k, v]) => [k, JSON.stringify(v)]))));
}

async function persistedStore() {
  const store = makeStore(undefined, { persist: true });
  const persistor = persistAppStore(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

describe('migrations', () => {
  it('v0 → v1: the spec\'s "night" alert time becomes evening, filters gain post_date', () => {
    const v0 = {
      jobs: { filters: { jobtitle: 'nurse', jobfunction: '', location: '3' }, page: 2 },
      smartmatch: { selectedSlot: 1, draft: { name: 'Nights', alertTime: 'night', jobtitles: [] } },
      _persist: { version: 0, rehydrated: false },
    };
    const v1 = migrations[1](v0 as unknown as PersistedState) as unknown as typeof v0 & { jobs: { filters: { post_date: string } } };
    expect(v1.jobs.filters).toEqual({ jobtitle: 'nurse', jobfunction: '', location: '3', post_date: '' });
    expect(v1.smartmatch.draft.alertTime).toBe('evening');
    expect(v1.jobs.page).toBe(2);
  });

  it('v1 → v2: session keeps only rememberedPath, jobs drop selectedJobId', () => {
    const v1 = {
      session: { isLoggedIn: true, timedOut: true, rememberedPath: '/candidate/saved-jobs', otpChallenge: { email: 'a@b.c', redirect: 'x/' } },
      jobs: { filters: { jobtitle: '', jobfunction: '', location: '', post_date: '' }, page: 1, selectedJobId: 42 },
      _persist: { version: 1, rehydrated: false },
    };
    const v2 = migrations[2](v1 as unknown as PersistedState) as unknown as Record<string, Record<string, unknown>>;
    expect(v2.session).toEqual({ rememberedPath: '/candidate/saved-jobs' });
    expect(v2.jobs).not.toHaveProperty('selectedJobId');
    expect(v2.jobs.page).toBe(1);
  });

  it('v2 → v3: the job search is no longer persisted (the URL holds it)', () => {
    const v2 = {
      session: { rememberedPath: '/candidate/saved-jobs' },
      jobs: { filters: { jobtitle: 'nurse', jobfunction: '', location: '3', post_date: '7days' }, page: 4 },
      smartmatch: { selectedSlot: null, draft: null },
      _persist: { version: 2, rehydrated: false },
    };
    const v3 = migrations[3](v2 as unknown as PersistedState) as unknown as Record<string, unknown>;
    expect(v3).not.toHaveProperty('jobs');
    expect(v3).toMatchObject({ session: v2.session, smartmatch: v2.smartmatch, _persist: v2._persist });
  });

  it('v3 → v4: session gains the market choice, automatic (null) for every older blob', () => {
    const v3 = {
      session: { rememberedPath: '/candidate/saved-jobs' },
      smartmatch: { selectedSlot: null, draft: null },
      _persist: { version: 3, rehydrated: false },
    };
    const v4 = migrations[4](v3 as unknown as PersistedState) as unknown as Record<string, unknown>;
    expect(v4).toEqual({ ...v3, session: { rememberedPath: '/candidate/saved-jobs', market: null } });
    // A blob without a session stays without one.
    const bare = { _persist: { version: 3, rehydrated: false } };
    expect(migrations[4](bare as unknown as PersistedState)).toEqual(bare);
  });

  it('runs every migration from an unversioned blob through the configured migrate', async () => {
    const old = {
      session: { isLoggedIn: true, rememberedPath: '/candidate/applied-jobs' },
      jobs: { filters: { jobtitle: 'driver' }, page: 4, selectedJobId: 9 },
      smartmatch: { selectedSlot: 0, draft: { name: 'Night shift', alertTime: 'night', jobtitles: [{ id: 3, name: 'Driver' }, { bogus: true }] } },
      _persist: { version: -1, rehydrated: false },
    };
    const migrated = (await persistConfig.migrate!(old as unknown as PersistedState, PERSIST_VERSION)) as unknown as Record<string, Record<string, unknown>>;
    expect(migrated.session).toEqual({ rememberedPath: '/candidate/applied-jobs', market: null });
    expect(migrated).not.toHaveProperty('jobs');
    expect(migrated.smartmatch).toMatchObject({ selectedSlot: 0, draft: { name: 'Night shift', alertTime: 'evening', jobtitles: [{ id: 3, name: 'Driver' }] } });
  });

  it('sanitises what storage holds: hostile paths and wrong types are dropped', () => {
    const clean = sanitizePersisted({
      session: { rememberedPath: '//evil.example/candidate', isLoggedIn: true },
      jobs: { filters: { jobtitle: 5, post_date: 'yesterday', location: '2' }, page: -3 },
      smartmatch: { selectedSlot: 'x', draft: { alertTime: 'midnight', cityId: '7', prefEmail: 'yes' } },
      ui: { dialog: { title: 'injected' } },
    });
    expect(clean.session).toEqual({ rememberedPath: null, market: null });
    expect(clean).not.toHaveProperty('jobs');
    expect(clean.smartmatch?.selectedSlot).toBeNull();
    expect(clean.smartmatch?.draft).toMatchObject({ alertTime: 'morning', cityId: null, prefEmail: true });
    expect(clean).not.toHaveProperty('ui');
  });

  it('keeps a known market choice (as its code) and drops anything else', () => {
    const market = (v: unknown) => sanitizePersisted({ session: { rememberedPath: null, market: v } }).session?.market;
    expect(market('PH')).toBe('PH');
    expect(market('ae')).toBe('AE');
    expect(market('US')).toBeNull();
    expect(market(63)).toBeNull();
    expect(market({ code: 'PH' })).toBeNull();
  });

  it("keeps a Smart Match draft's whole country or region (issue 29) and drops anything else", () => {
    const place = (v: unknown, cityId: unknown = null) =>
      sanitizePersisted({ smartmatch: { selectedSlot: 0, draft: { cityId, cityName: 'Gulf (GCC)', place: v } } }).smartmatch?.draft?.place;
    expect(place('region:gcc')).toBe('region:GCC');
    expect(place('country:AE')).toBe('country:AE');
    expect(place('country:XX')).toBeUndefined();
    expect(place('31')).toBeUndefined();
    expect(place(5)).toBeUndefined();
    expect(place('region:GCC', 7)).toBeUndefined();
  });
});

describe('the persisted store', () => {
  it('writes only the non-secret fields, then restores them into a new store', async () => {
    writeTokens({ access: 'secret-access', refresh: 'secret-refresh' }, true);
    setLoginCookie(true);
    const { store, persistor } = await persistedStore();
    store.dispatch(jobSelected(77));
    store.dispatch(candidatePathVisited('/candidate/saved-jobs'));
    store.dispatch(marketChosen('PH'));
    store.dispatch(slotOpened({ slot: 2, draft: { name: 'Evening alerts' } }));
    store.dispatch(showLoader());
    void store.dispatch(showDialog({ title: 'Not persisted' }));
    await persistor.flush();

    const blob = storedBlob();
    expect(Object.keys(blob).sort()).toEqual(['_persist', 'session', 'smartmatch']);
    expect(blob.session).toEqual({ rememberedPath: '/candidate/saved-jobs', market: 'PH' });
    expect(blob.smartmatch).toMatchObject({ selectedSlot: 2, draft: { name: 'Evening alerts' } });
    expect(blob._persist).toMatchObject({ version: PERSIST_VERSION });
    const raw = window.localStorage.getItem(STORAGE_KEY) ?? '';
    expect(raw).not.toMatch(/secret-access|secret-refresh|isLoggedIn|Not persisted/);
    persistor.pause();

    const { store: next } = await persistedStore();
    const s = next.getState();
    expect(s.jobs).toEqual({ selectedJobId: null });
    expect(selectRememberedPath(s)).toBe('/candidate/saved-jobs');
    expect(selectChosenMarket(s)).toBe('PH');
    expect(s.smartmatch.draft?.name).toBe('Evening alerts');
    expect(s.ui.dialog).toBeNull();
    // The login flag comes from the cookie, not from the blob.
    expect(selectIsLoggedIn(s)).toBe(true);
  });

  it('migrates an old blob on load and never restores a hostile remembered page', async () => {
    writeBlob({
      session: { rememberedPath: 'javascript:alert(1)', isLoggedIn: true },
      jobs: { filters: { jobtitle: 'welder' }, page: 2 },
      smartmatch: { selectedSlot: null, draft: { name: 'Old', alertTime: 'night', jobtitles: [] } },
      _persist: { version: 0, rehydrated: false },
    });
    const { store } = await persistedStore();
    const s = store.getState();
    expect(selectRememberedPath(s)).toBeNull();
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(s.jobs).toEqual({ selectedJobId: null });
    expect(s.smartmatch.draft?.alertTime).toBe('evening');
  });

  it('a test store without persistence touches no storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const store = makeStore();
    store.dispatch(candidatePathVisited('/candidate/dashboard'));
    // No persist reducer, hence no persistor that could write later: the state has no _persist bookkeeping.
    expect(store.getState()).not.toHaveProperty('_persist');
    expect(setItem).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    setItem.mockRestore();
  });
});

describe('every earlier blob version loads into today\'s store', () => {
  const jobsV0 = { filters: { jobtitle: 'chef', jobfunction: '2', location: '' }, page: 3, selectedJobId: 11 };
  const smV0 = { selectedSlot: 1, draft: { name: 'Late', alertTime: 'night', jobtitles: [{ id: 4, name: 'Chef' }] } };
  const sessionV0 = { isLoggedIn: true, timedOut: false, rememberedPath: '/candidate/saved-jobs' };
  const blobs: [string, Record<string, unknown>][] = [
    ['unversioned (no _persist)', { session: sessionV0, jobs: jobsV0, smartmatch: smV0 }],
    ['version -1', { session: sessionV0, jobs: jobsV0, smartmatch: smV0, _persist: { version: -1, rehydrated: true } }],
    ['version 0', { session: sessionV0, jobs: jobsV0, smartmatch: smV0, _persist: { version: 0, rehydrated: true } }],
    [
      'version 1',
      {
        session: sessionV0,
        jobs: { ...jobsV0, filters: { ...jobsV0.filters, post_date: '' } },
        smartmatch: { ...smV0, draft: { ...smV0.draft, alertTime: 'evening' } },
        _persist: { version: 1, rehydrated: true },
      },
    ],
    [
      'version 2',
      {
        session: { rememberedPath: '/candidate/saved-jobs' },
        jobs: { filters: { ...jobsV0.filters, post_date: '' }, page: 3 },
        smartmatch: { ...smV0, draft: { ...smV0.draft, alertTime: 'evening' } },
        _persist: { version: 2, rehydrated: true },
      },
    ],
    [
      'version 3',
      {
        session: { rememberedPath: '/candidate/saved-jobs' },
        smartmatch: { ...smV0, draft: { ...smV0.draft, alertTime: 'evening' } },
        _persist: { version: 3, rehydrated: true },
      },
    ],
    [
      `version ${PERSIST_VERSION} (current)`,
      {
        session: { rememberedPath: '/candidate/saved-jobs', market: null },
        smartmatch: { ...smV0, draft: { ...smV0.draft, alertTime: 'evening' } },
        _persist: { version: PERSIST_VERSION, rehydrated: true },
      },
    ],
  ];

  it.each(blobs)('%s', async (_name, blob) => {
    writeBlob(blob);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store, persistor } = await persistedStore();
      const s = store.getState();
      // The job search of older blobs is dropped: the URL holds it now.
      expect(s.jobs).toEqual({ selectedJobId: null });
      expect(s.smartmatch.selectedSlot).toBe(1);
      expect(s.smartmatch.draft).toMatchObject({ name: 'Late', alertTime: 'evening', jobtitles: [{ id: 4, name: 'Chef' }] });
      expect(selectRememberedPath(s)).toBe('/candidate/saved-jobs');
      expect(selectChosenMarket(s)).toBeNull();
      // The cookie, not the blob, decides the login flag.
      expect(selectIsLoggedIn(s)).toBe(false);
      expect(warn).not.toHaveBeenCalled();
      // The next write stores today's version.
      await persistor.flush();
      expect(storedBlob()._persist).toMatchObject({ version: PERSIST_VERSION });
      persistor.pause();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a blob the app cannot use is discarded with a warning, never a crash', () => {
  const cases: [string, string][] = [
    ['not JSON at all', '{"jobs":"{\\"filters\\":'],
    ['a field that is not JSON', JSON.stringify({ jobs: '{broken', _persist: JSON.stringify({ version: 2, rehydrated: true }) })],
    ['not an object', JSON.stringify(['jobs'])],
    ['an unknown (newer) version', JSON.stringify({ jobs: JSON.stringify({ filters: { jobtitle: 'x' }, page: 9 }), _persist: JSON.stringify({ version: 99, rehydrated: true }) })],
    ['a version that is not a number', JSON.stringify({ jobs: JSON.stringify({ page: 9 }), _persist: JSON.stringify({ version: 'two', rehydrated: true }) })],
  ];

  it.each(cases)('%s', async (_name, raw) => {
    window.localStorage.setItem(STORAGE_KEY, raw);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store, persistor } = await persistedStore();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(BLOB_DISCARDED));
      // Initial state: nothing of the blob leaked in.
      expect(store.getState().jobs).toEqual({ selectedJobId: null });
      expect(selectRememberedPath(store.getState())).toBeNull();
      // The app keeps working and writes a clean, current blob.
      store.dispatch(candidatePathVisited('/candidate/dashboard'));
      await persistor.flush();
      expect(storedBlob()).toMatchObject({ session: { rememberedPath: '/candidate/dashboard' }, _persist: { version: PERSIST_VERSION } });
      expect(storedBlob()).not.toHaveProperty('jobs');
      persistor.pause();
    } finally {
      warn.mockRestore();
    }
  });

  it('a blob that makes a migration throw is discarded too', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = migrations[2];
    migrations[2] = () => {
      throw new Error('boom');
    };
    try {
      const out = await persistConfig.migrate!({ _persist: { version: 1, rehydrated: false } } as PersistedState, PERSIST_VERSION);
      expect(out).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('boom'));
    } finally {
      migrations[2] = original;
      warn.mockRestore();
    }
  });

  it('blobProblem accepts every blob redux-persist writes today', () => {
    expect(blobProblem(JSON.stringify({ jobs: JSON.stringify({ page: 1 }), _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }) }))).toBeNull();
  });
});
