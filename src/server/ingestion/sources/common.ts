import { htmlToText } from '../sanitize';
import type { RawPlace, RawPosting, Rejection } from '../types';
import { SourceError } from '../types';

/** Longest page title quoted in an error (the page is someone else's: a bounded, plain-text excerpt). */
const MAX_TITLE_QUOTED = 80;

/**
 * Parses a JSON document or throws SourceError (a malformed document changes nothing). A leading byte-order mark is
 * skipped; an HTML page (a login or error page served with 200 instead of the board) is named as such, with its title.
 */
export function parseJson(body: string, url: string): unknown {
  const text = body.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch {
    if (text.trimStart().startsWith('<')) {
      const title = htmlTitle(text);
      throw new SourceError(`${url}: not valid JSON: answered an HTML page (a login or error page?), not JSON${title ? ` (title "${title}")` : ''}`);
    }
    throw new SourceError(`${url}: not valid JSON`);
  }
}

/** The first `<title>` of a page as plain text, at most MAX_TITLE_QUOTED characters; null when it has none. */
function htmlTitle(html: string): string | null {
  const m = /<title\b[^>]*>([^<]{0,2000})<\/title\s*>/i.exec(html.slice(0, 65_536));
  if (!m) return null;
  const plain = htmlToText(m[1])
    // eslint-disable-next-line no-control-regex -- control and bidi characters are what this takes out of the quote
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069"<>`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  return plain.length > MAX_TITLE_QUOTED ? `${plain.slice(0, MAX_TITLE_QUOTED - 1)}…` : plain;
}

/** Most further places read from one record (a board listing every office on every job is cut here already). */
export const MAX_RAW_PLACES = 50;

/** The further places of a record: non-empty, each once and not the primary one again, at most MAX_RAW_PLACES. */
export function rawPlaces(places: RawPlace[], primary?: RawPlace): RawPlace[] {
  const keyOf = (p: RawPlace) => [p.locationText, p.city, p.country, p.remote ? 'remote' : ''].map((v) => (v ?? '').trim().toLowerCase()).join('|');
  const seen = new Set<string>(primary ? [keyOf(primary)] : []);
  const out: RawPlace[] = [];
  for (const p of places) {
    if (out.length >= MAX_RAW_PLACES) break;
    if (!p.locationText && !p.city && !p.country) continue;
    const key = keyOf(p);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
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
