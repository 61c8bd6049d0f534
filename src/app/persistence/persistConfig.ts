import { createMigrate, createTransform, type PersistConfig, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import type { RootState } from '../store';
import { migrations, PERSIST_VERSION, sanitizePersisted } from './migrations';
import { BLOB_DISCARDED, safeStorage } from './safeStorage';

/**
 * redux-persist for the non-secret slices only (architecture: tokens and the login flag live in storage keys and
 * the isLogin cookie, never in this blob). Each slice is cut down to what is worth keeping across reloads:
 * the Smart Match draft, session.rememberedPath and session.market (a visitor's market choice). The job search is not here: the URL holds it.
 */
export const PERSIST_KEY = 'verijobs';

type PersistedKey = 'session' | 'smartmatch';

/** What leaves the store for storage (inbound), per slice. */
const pickPersisted = createTransform<RootState[PersistedKey], unknown, RootState, unknown>(
  (slice, key) => {
    if (key === 'session') {
      const session = slice as RootState['session'];
      return { rememberedPath: session.rememberedPath, market: session.market };
    }
    const sm = slice as RootState['smartmatch'];
    return { selectedSlot: sm.selectedSlot, draft: sm.draft };
  },
  (stored) => stored as RootState[PersistedKey],
  { whitelist: ['session', 'smartmatch'] },
);

const migrateThenSanitize = createMigrate(migrations, { debug: false });

export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  // A corrupt blob or one from a newer build is discarded with a warning (safeStorage), never a crash.
  storage: safeStorage(storage),
  whitelist: ['session', 'smartmatch'],
  transforms: [pickPersisted],
  // Level 2: the stored fields merge into each slice's initial state, so unpersisted fields keep their defaults.
  stateReconciler: autoMergeLevel2,
  migrate: async (state: PersistedState, version: number) => {
    try {
      const migrated = await migrateThenSanitize(state, version);
      return migrated ? (sanitizePersisted(migrated) as PersistedState) : migrated;
    } catch (err) {
      // A blob no migration can read starts the app afresh instead of failing rehydration.
      console.warn(`${BLOB_DISCARDED} (a migration failed: ${err instanceof Error ? err.message : String(err)}).`);
      return undefined;
    }
  },
  throttle: 250,
};
