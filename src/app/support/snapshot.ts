import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStore, RootState } from '@/app/store';
import { labelAction } from '@/app/devtools';
import { PERSIST_VERSION } from '@/app/persistence/migrations';
import { redactForSupport } from './redact';

/**
 * The support snapshot (issue 9): what a candidate downloads from Help and support replays on /support/replay.
 * Loaded only when the candidate asks for it (the footer imports it lazily), so none of this is in the first chunk.
 */
export const SNAPSHOT_KIND = 'verijobs-support-snapshot';
export const SNAPSHOT_FORMAT = 1;

export interface SnapshotAction {
  /** ISO time of dispatch. */
  at: string;
  /** The real action type (replay runs the reducers with it). */
  type: string;
  /** For people: RTK Query actions carry their endpoint, e.g. 'api/executeQuery/fulfilled (getJobs)'. */
  label: string;
  /** Route at the time. */
  route: string;
  action: UnknownAction;
}

export interface SupportSnapshot {
  kind: typeof SNAPSHOT_KIND;
  format: number;
  app: { version: string; buildHash: string };
  takenAt: string;
  route: string;
  viewport: { width: number; height: number };
  contactDetailsIncluded: boolean;
  /** The redux-persist blob's fields, as storage holds them (snapshots before blob v3 also carry `jobs`). */
  persisted: { version: number; session: unknown; jobs?: unknown; smartmatch: unknown };
  /** RTK Query cache entries of the screens in use when the snapshot was taken. */
  apiCache: Record<string, unknown>;
  /** The whole state just before the first recorded action: replay starts here. */
  initialState: RootState;
  /** The last recorded actions, oldest first (at most 100). */
  actions: SnapshotAction[];
  checksum: { algorithm: 'SHA-256'; value: string };
}

export type UnsignedSnapshot = Omit<SupportSnapshot, 'checksum'>;

/** JSON with object keys sorted at every level: the same data always gives the same text (and checksum). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function withoutPersistKey(state: unknown): RootState {
  const { _persist: _dropped, ...rest } = (state ?? {}) as RootState & { _persist?: unknown };
  return rest as RootState;
}

/** The cache entries some mounted screen subscribes to (all fulfilled entries when the subscriptions are unknown). */
function cacheInUse(state: RootState): Record<string, unknown> {
  const { queries, subscriptions } = state.api as unknown as { queries: Record<string, { status?: string }>; subscriptions?: Record<string, object | undefined> };
  const subscribed = Object.entries(subscriptions ?? {})
    .filter(([key, subs]) => subs && Object.keys(subs).length > 0 && queries[key])
    .map(([key]) => key);
  const keys = subscribed.length ? subscribed : Object.keys(queries).filter((k) => queries[k]?.status === 'fulfilled');
  return Object.fromEntries(keys.map((k) => [k, queries[k]]));
}

export interface SnapshotOptions {
  includeContact: boolean;
  /** For tests; default now. */
  now?: Date;
}

/** Builds the redacted, checksummed snapshot of this store (the app's store: it carries the action log). */
export async function takeSnapshot(store: Pick<AppStore, 'getState' | 'actionLog'>, { includeContact, now = new Date() }: SnapshotOptions): Promise<SupportSnapshot> {
  const state = withoutPersistKey(store.getState());
  const entries = store.actionLog?.entries() ?? [];
  const base = store.actionLog?.baseState();
  const opts = { includeContact };
  const unsigned: UnsignedSnapshot = {
    kind: SNAPSHOT_KIND,
    format: SNAPSHOT_FORMAT,
    app: { version: process.env.APP_VERSION ?? 'dev', buildHash: process.env.BUILD_HASH ?? 'dev' },
    takenAt: now.toISOString(),
    route: window.location.pathname + window.location.search,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    contactDetailsIncluded: includeContact,
    persisted: redactForSupport(
      { version: PERSIST_VERSION, session: { rememberedPath: state.session.rememberedPath, market: state.session.market }, smartmatch: state.smartmatch },
      opts,
    ) as UnsignedSnapshot['persisted'],
    apiCache: redactForSupport(cacheInUse(state), opts) as Record<string, unknown>,
    initialState: redactForSupport(base === undefined ? state : withoutPersistKey(base), opts) as RootState,
    actions: entries.map((e) => ({
      at: new Date(e.at).toISOString(),
      type: e.action.type,
      label: labelAction(e.action),
      route: e.route,
      action: redactForSupport(e.action, opts) as UnknownAction,
    })),
  };
  return { ...unsigned, checksum: { algorithm: 'SHA-256', value: await sha256Hex(canonicalJson(unsigned)) } };
}

export function snapshotFileName(snapshot: Pick<SupportSnapshot, 'takenAt'>): string {
  return `verijobs-diagnostics-${snapshot.takenAt.replace(/[:.]/g, '-')}.json`;
}

/** Saves the snapshot as a .json file through a temporary download link. */
export function downloadSnapshot(snapshot: SupportSnapshot): void {
  const blob = new Blob([JSON.stringify(snapshot, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = snapshotFileName(snapshot);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type SnapshotCheck = { ok: true; snapshot: SupportSnapshot } | { ok: false; error: string };

export const snapshotErrors = {
  notJson: 'This file is not a VeriJobs diagnostics file: it is not valid JSON.',
  notSnapshot: 'This file is not a VeriJobs diagnostics file.',
  newerFormat: 'This diagnostics file was made by a newer version of VeriJobs. Update this page and try again.',
  incomplete: 'This diagnostics file is incomplete or damaged.',
  tampered: 'This diagnostics file has been changed since it was downloaded (its checksum does not match). Ask the candidate for a fresh download.',
};

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Parses and checks a snapshot file: shape, format and the SHA-256 checksum over everything else. */
export async function readSnapshot(text: string): Promise<SnapshotCheck> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: snapshotErrors.notJson };
  }
  if (!isObj(data) || data.kind !== SNAPSHOT_KIND) return { ok: false, error: snapshotErrors.notSnapshot };
  if (typeof data.format !== 'number' || data.format > SNAPSHOT_FORMAT) return { ok: false, error: snapshotErrors.newerFormat };
  const state = data.initialState;
  const complete =
    isObj(data.app) &&
    typeof data.takenAt === 'string' &&
    typeof data.route === 'string' &&
    data.route.startsWith('/') &&
    isObj(data.viewport) &&
    isObj(state) &&
    ['session', 'jobs', 'smartmatch', 'ui', 'api'].every((k) => isObj(state[k])) &&
    Array.isArray(data.actions) &&
    data.actions.every((a) => isObj(a) && typeof a.type === 'string' && isObj(a.action) && a.action.type === a.type && typeof a.route === 'string') &&
    isObj(data.checksum) &&
    typeof data.checksum.value === 'string';
  if (!complete) return { ok: false, error: snapshotErrors.incomplete };
  const { checksum, ...unsigned } = data;
  const expected = await sha256Hex(canonicalJson(unsigned));
  if ((checksum as { value: string }).value !== expected) return { ok: false, error: snapshotErrors.tampered };
  return { ok: true, snapshot: data as unknown as SupportSnapshot };
}
