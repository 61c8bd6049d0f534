import type { Storage } from 'redux-persist';
import { PERSIST_VERSION } from './migrations';

/**
 * Storage for redux-persist that discards, with a console warning, a blob it cannot use: one that is not JSON
 * (a truncated write, a hand edit), not the shape redux-persist writes, or written by a newer build (an unknown
 * version: no migration can go backwards). The app then starts from its initial state, never crashes.
 */
export const BLOB_DISCARDED = 'VeriJobs: the saved app state could not be used and was discarded';

export function blobProblem(raw: string): string | null {
  let outer: unknown;
  try {
    outer = JSON.parse(raw);
  } catch {
    return 'it is not valid JSON';
  }
  if (!outer || typeof outer !== 'object' || Array.isArray(outer)) return 'it is not an object';
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(outer)) {
    if (typeof value !== 'string') return `field "${key}" is not serialised`;
    try {
      fields[key] = JSON.parse(value);
    } catch {
      return `field "${key}" is not valid JSON`;
    }
  }
  const meta = fields._persist as { version?: unknown } | undefined;
  if (meta === undefined) return null; // a pre-versioning blob: the migrations take it from version -1
  if (!meta || typeof meta !== 'object') return 'its version record is damaged';
  const version = meta.version;
  if (version === undefined) return null;
  if (typeof version !== 'number' || !Number.isInteger(version)) return 'its version is not a number';
  if (version > PERSIST_VERSION) return `its version ${version} is newer than this app's ${PERSIST_VERSION}`;
  return null;
}

export function safeStorage(inner: Storage): Storage {
  return {
    async getItem(key: string) {
      const raw = (await inner.getItem(key)) as string | null | undefined;
      if (raw == null) return raw;
      const problem = blobProblem(raw);
      if (!problem) return raw;
      console.warn(`${BLOB_DISCARDED} (${problem}).`);
      await inner.removeItem(key);
      return null;
    },
    setItem: (key: string, value: string) => inner.setItem(key, value),
    removeItem: (key: string) => inner.removeItem(key),
  };
}
