import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Parser from 'stream-json/Parser';
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
    if (text.trimStart().startsWith('<')) throw htmlPageError(text, url);
    throw new SourceError(`${url}: not valid JSON`);
  }
}

/** The error of an HTML page where JSON was expected, naming its title. */
function htmlPageError(html: string, url: string): SourceError {
  const title = htmlTitle(html);
  return new SourceError(`${url}: not valid JSON: answered an HTML page (a login or error page?), not JSON${title ? ` (title "${title}")` : ''}`);
}

/** How much of the start of a document is kept to tell an HTML page and quote its title (what `htmlTitle` reads). */
const HEAD_BYTES = 65_536;

/** One token of stream-json's parser with packed values (`streamValues: false`). */
interface JsonToken {
  name: string;
  value?: string | boolean | null;
}

/**
 * A string that holds nothing of the text it was cut from. The parser's strings are V8 slices and concatenations of
 * its input chunks, so one kept title would keep its whole chunk alive, and the postings kept would hold the document
 * after all (measured: 118 MB kept for a 55 MB board). V8 copies strings under 13 characters anyway. JSON's round
 * trip keeps every code unit, lone surrogates too (a UTF-8 round trip would not).
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

/**
 * Builds one JSON value from parser tokens, the way JSON.parse would (a `__proto__` key is an own property, the
 * last of two equal keys wins). `consume` answers true once the value is complete.
 */
class ValueBuilder {
  private readonly stack: (unknown[] | Record<string, unknown>)[] = [];
  /** The key each open container is under in its parent. */
  private readonly keys: (string | null)[] = [];
  private key: string | null = null;
  value: unknown = undefined;

  consume(t: JsonToken): boolean {
    switch (t.name) {
      case 'startObject':
        return this.open({});
      case 'startArray':
        return this.open([]);
      case 'endObject':
      case 'endArray':
        this.key = this.keys.pop() ?? null;
        return this.put(this.stack.pop());
      case 'keyValue':
        this.key = ownCopy(String(t.value));
        return false;
      case 'stringValue':
        return this.put(ownCopy(String(t.value)));
      case 'numberValue':
        return this.put(Number(t.value));
      case 'nullValue':
        return this.put(null);
      case 'trueValue':
        return this.put(true);
      case 'falseValue':
        return this.put(false);
      default:
        return false;
    }
  }

  private open(container: unknown[] | Record<string, unknown>): boolean {
    this.stack.push(container);
    this.keys.push(this.key);
    return false;
  }

  /** Puts a complete value into its container, or answers it as the whole value at the top. */
  private put(v: unknown): boolean {
    const parent = this.stack[this.stack.length - 1];
    if (parent === undefined) {
      this.value = v;
      return true;
    }
    if (Array.isArray(parent)) parent.push(v);
    else Object.defineProperty(parent, this.key ?? '', { value: v, writable: true, enumerable: true, configurable: true });
    return false;
  }
}

/**
 * Reads a JSON document of the shape `{ …, [listKey]: [record, …], … }` as it arrives and hands each record of the
 * list to `onRecord` as soon as it is complete, so memory holds one record at a time, not the document (issue 31).
 * Answers whether the document is an object with that list (JSON.parse's reading: the last of two such keys counts,
 * and `reset` is called when a second list starts). Throws SourceError, as parseJson, for an HTML page (with its
 * title) and for a malformed document: the whole document is checked, so a cut or broken one is refused even after
 * records were handed over (the caller must keep nothing then). Errors of `body` itself pass through unchanged.
 */
export async function streamJsonList(
  body: AsyncIterable<Uint8Array>,
  url: string,
  listKey: string,
  onRecord: (record: unknown) => void,
  reset: () => void = () => undefined,
): Promise<boolean> {
  const it = body[Symbol.asyncIterator]();
  // The start of the document, until its first significant character is known: `<` is an HTML page.
  let head = Buffer.alloc(0);
  let ended = false;
  let first = -1;
  for (;;) {
    first = firstSignificant(head);
    if (first >= 0 || ended || head.length >= HEAD_BYTES) break;
    const step = await it.next();
    if (step.done) ended = true;
    else head = Buffer.concat([head, step.value]);
  }
  if (first >= 0 && head[first] === 0x3c) {
    while (!ended && head.length < HEAD_BYTES) {
      const step = await it.next();
      if (step.done) ended = true;
      else head = Buffer.concat([head, step.value]);
    }
    await it.return?.();
    throw htmlPageError(head.subarray(0, HEAD_BYTES).toString('utf8'), url);
  }
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  async function* rest(): AsyncGenerator<Uint8Array> {
    try {
      if (head.length > bom) yield head.subarray(bom);
      if (ended) return;
      for (;;) {
        const step = await it.next();
        if (step.done) return;
        yield step.value;
      }
    } finally {
      // Stopped early (the parser failed): the body is let go too.
      if (!ended) await it.return?.();
    }
  }

  let depth = 0;
  let topIsObject = false;
  let key: string | null = null;
  let found = false;
  /** Inside the list (its elements are at depth 2). */
  let inList = false;
  let builder: ValueBuilder | null = null;
  const handle = (t: JsonToken) => {
    if (builder) {
      if (builder.consume(t)) {
        const value = builder.value;
        builder = null;
        onRecord(value);
      }
      return;
    }
    const opens = t.name === 'startObject' || t.name === 'startArray';
    const closes = t.name === 'endObject' || t.name === 'endArray';
    if (depth === 0 && opens) topIsObject = t.name === 'startObject';
    if (depth === 1 && topIsObject) {
      if (t.name === 'keyValue') {
        key = String(t.value);
        return;
      }
      // A value of the top object (not its end): the list when it is an array under listKey.
      if (key === listKey && !closes) {
        if (found) reset();
        found = t.name === 'startArray';
        inList = found;
      }
    }
    if (inList && depth === 2 && !closes) {
      // One record: a scalar is complete at once, an object or array is built until it closes.
      const b = new ValueBuilder();
      if (b.consume(t)) onRecord(b.value);
      else builder = b;
      return;
    }
    if (opens) depth++;
    if (closes) {
      depth--;
      if (depth === 1) inList = false;
    }
  };
  let failed: unknown = null;
  const bytes = Readable.from(rest(), { objectMode: false });
  // Errors of the body (a limit, a cut connection) are the fetcher's; only the parser's mean "not valid JSON".
  bytes.on('error', (err) => (failed ??= err));
  try {
    await pipeline(
      bytes,
      new Parser({ streamValues: false }),
      new Writable({
        objectMode: true,
        write(t: JsonToken, _enc, done) {
          try {
            handle(t);
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      }),
    );
  } catch (err) {
    if (failed !== null) throw failed;
    if (err instanceof SourceError) throw err;
    throw new SourceError(`${url}: not valid JSON`);
  }
  return topIsObject && found;
}

/** Index of the first byte that is not JSON whitespace (after a UTF-8 byte-order mark), -1 when none yet. */
function firstSignificant(b: Buffer): number {
  const start = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  if (b.length > 0 && b.length < 3 && b[0] === 0xef) return -1;
  for (let i = start; i < b.length; i++) {
    const c = b[i];
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
  }
  return -1;
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
  const collector = new RecordCollector(read);
  for (const rec of records) collector.add(rec);
  return collector.result();
}

/**
 * `readRecords` one record at a time, for records handed over as a document streams in (streamJsonList): each is
 * read or rejected as it arrives and only the postings are kept. Past MAX_POSTINGS_PER_SOURCE records are counted,
 * not read (as readRecords).
 */
export class RecordCollector {
  private postings: RawPosting[] = [];
  private rejected: Rejection[] = [];
  private seen = 0;

  constructor(private readonly read: (r: Record<string, unknown>, index: number) => RawPosting) {}

  add(rec: unknown): void {
    const i = this.seen++;
    if (i >= MAX_POSTINGS_PER_SOURCE) return;
    const fallbackId = isObject(rec) ? (str(rec.id) ?? str(rec.referencenumber) ?? `#${i + 1}`) : `#${i + 1}`;
    try {
      if (!isObject(rec)) throw new Error('not an object');
      const p = this.read(rec, i);
      if (!p.externalId) throw new Error('no id');
      if (!p.title) throw new Error('no title');
      if (p.title.length > 300) throw new Error('title longer than 300 characters');
      if (!p.url) throw new Error('no listing URL');
      this.postings.push(p);
    } catch (err) {
      this.rejected.push({ id: fallbackId, reason: (err as Error).message });
    }
  }

  /** Forgets what was read (a second list in one document replaces the first, as JSON.parse would). */
  reset(): void {
    this.postings = [];
    this.rejected = [];
    this.seen = 0;
  }

  result(): { postings: RawPosting[]; rejected: Rejection[] } {
    const rejected = [...this.rejected];
    if (this.seen > MAX_POSTINGS_PER_SOURCE) rejected.push({ id: '*', reason: `more than ${MAX_POSTINGS_PER_SOURCE} postings: the rest was not read` });
    return { postings: this.postings, rejected };
  }
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
