import type { RawPosting, Rejection } from '../types';
import { SourceError } from '../types';

/** Parses a JSON document or throws SourceError (a malformed document changes nothing). */
export function parseJson(body: string, url: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new SourceError(`${url}: not valid JSON`);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/** Largest number of postings one source may list in one run (a runaway feed is cut, and the run says so). */
export const MAX_POSTINGS_PER_SOURCE = 100_000;

/** Reads each record with `read`; one that throws or lacks id/title is rejected with its reason, never the source. */
export function readRecords(
  records: unknown[],
  read: (r: Record<string, unknown>, index: number) => RawPosting,
): { postings: RawPosting[]; rejected: Rejection[] } {
  const postings: RawPosting[] = [];
  const rejected: Rejection[] = [];
  records.slice(0, MAX_POSTINGS_PER_SOURCE).forEach((rec, i) => {
    const fallbackId = isObject(rec) ? (str(rec.id) ?? str(rec.referencenumber) ?? `#${i + 1}`) : `#${i + 1}`;
    try {
      if (!isObject(rec)) throw new Error('not an object');
      const p = read(rec, i);
      if (!p.externalId) throw new Error('no id');
      if (!p.title) throw new Error('no title');
      if (p.title.length > 300) throw new Error('title longer than 300 characters');
      if (!p.url) throw new Error('no listing URL');
      postings.push(p);
    } catch (err) {
      rejected.push({ id: fallbackId, reason: (err as Error).message });
    }
  });
  if (records.length > MAX_POSTINGS_PER_SOURCE) rejected.push({ id: '*', reason: `more than ${MAX_POSTINGS_PER_SOURCE} postings: the rest was not read` });
  return { postings, rejected };
}

/** An absolute http(s) URL, or throws with the reason. */
export function httpUrl(v: unknown, base?: string): string {
  const s = str(v);
  if (!s) throw new Error('no URL');
  let u: URL;
  try {
    u = new URL(s, base);
  } catch {
    throw new Error(`bad URL: ${s.slice(0, 100)}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`bad URL scheme: ${u.protocol}`);
  return u.href;
}
