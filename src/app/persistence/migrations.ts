import type { MigrationManifest, PersistState } from 'redux-persist';
import { emptySmartMatchDraft, type SmartMatchDraft } from '@/features/smartmatch/smartmatchSlice';
import { safeInternalPath } from '@/features/session/redirects';
import { ALERT_TIMES, type AlertTime } from '@/config/constants';
// The codes alone (shared/marketCodes.ts): this sanitiser runs on every first load.
import { areaValueOf, marketCodeOf, type MarketCode } from '@/shared/marketCodes';

/**
 * The persisted blob's schema history. Bump PERSIST_VERSION and add a migration whenever the shape of a persisted
 * slice changes; every migration has a test that loads a blob of the version before it (persistence.test.ts).
 *
 * v1: the first versioned blob. Blobs written without a version (-1/0) may hold a Smart Match draft with the
 *     spec's alert time 'night' (decisions.md §3 makes it 'evening') and job filters without post_date.
 * v2: session keeps only rememberedPath (a blob may still carry isLoggedIn/timedOut, which the cookie and
 *     storage own), and jobs no longer persist selectedJobId (the URL carries it).
 * v3: jobs are no longer persisted at all (issue 21): the URL is the one source of the search, and a restored
 *     filter or page was overwritten by the URL on every mount anyway. The old `jobs` key is dropped.
 * v4: session also keeps `market`, the market a visitor chose in the footer (issue 29); older blobs had no choice
 *     (null: automatic, the browser's locale).
 */
export const PERSIST_VERSION = 4;

export interface PersistedSlices {
  session: { rememberedPath: string | null; market: MarketCode | null };
  smartmatch: { selectedSlot: number | null; draft: SmartMatchDraft | null };
}

type Blob = Record<string, unknown> & { _persist: PersistState };
export type SanitizedBlob = Partial<PersistedSlices> & { _persist: PersistState };
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export const migrations: MigrationManifest = {
  1: (state) => {
    const s = state as Blob;
    const jobs = obj(s.jobs);
    const filters = obj(jobs.filters);
    const smartmatch = obj(s.smartmatch);
    const draft = smartmatch.draft ? obj(smartmatch.draft) : null;
    return {
      ...s,
      jobs: { ...jobs, filters: { post_date: '', ...filters } },
      smartmatch: { ...smartmatch, draft: draft && { ...draft, alertTime: draft.alertTime === 'night' ? 'evening' : draft.alertTime } },
    } as Blob;
  },
  2: (state) => {
    const s = state as Blob;
    const { selectedJobId: _dropped, ...jobs } = obj(s.jobs);
    return { ...s, session: { rememberedPath: obj(s.session).rememberedPath ?? null }, jobs } as Blob;
  },
  3: (state) => {
    const { jobs: _dropped, ...s } = state as Blob;
    return s as Blob;
  },
  4: (state) => {
    const s = state as Blob;
    return s.session ? ({ ...s, session: { ...obj(s.session), market: null } } as Blob) : s;
  },
};

const ALERT_VALUES = ALERT_TIMES.map((t) => t.value) as readonly AlertTime[];
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const idOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * Whatever is in storage (another build, a hand-edited blob, an attacker with local access) is reduced to the
 * persisted fields with valid types. Runs after the migrations, on every rehydrate.
 */
export function sanitizePersisted(state: unknown): SanitizedBlob {
  const s = obj(state);
  const out: SanitizedBlob = { _persist: (s._persist as PersistState | undefined) ?? { version: PERSIST_VERSION, rehydrated: false } };
  if (s.session) {
    const session = obj(s.session);
    const market = marketCodeOf(session.market);
    out.session = { rememberedPath: safeInternalPath(session.rememberedPath), market };
  }
  if (s.smartmatch) {
    const sm = obj(s.smartmatch);
    const slot = typeof sm.selectedSlot === 'number' && Number.isInteger(sm.selectedSlot) && sm.selectedSlot >= 0 ? sm.selectedSlot : null;
    let draft: SmartMatchDraft | null = null;
    if (sm.draft && typeof sm.draft === 'object') {
      const d = obj(sm.draft);
      const titles = Array.isArray(d.jobtitles) ? d.jobtitles : [];
      draft = {
        name: str(d.name),
        jobtitles: titles
          .map(obj)
          .filter((t) => typeof t.name === 'string')
          .map((t) => (idOrNull(t.id) ? { id: idOrNull(t.id) as number, name: t.name as string } : { name: t.name as string })),
        jobFunctionId: idOrNull(d.jobFunctionId),
        jobFunctionName: str(d.jobFunctionName),
        cityId: idOrNull(d.cityId),
        cityName: str(d.cityName),
        alertTime: ALERT_VALUES.includes(d.alertTime as AlertTime) ? (d.alertTime as AlertTime) : emptySmartMatchDraft.alertTime,
        prefEmail: bool(d.prefEmail, emptySmartMatchDraft.prefEmail),
        prefWhatsapp: bool(d.prefWhatsapp, emptySmartMatchDraft.prefWhatsapp),
      };
      // Issue 29: a whole country or region chosen instead of a city, kept only when it is one.
      const place = areaValueOf(str(d.place)) ?? '';
      if (place && draft.cityId === null) draft.place = place;
    }
    out.smartmatch = { selectedSlot: slot, draft };
  }
  return out;
}
