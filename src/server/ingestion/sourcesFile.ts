import fs from 'node:fs';
import path from 'node:path';
import { SOURCE_TYPES, type SourceConfig, type SourceType } from './types';

/** Largest sources file read (bytes) and most sources in it. */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_SOURCES = 5000;
/** Bounds of a source's own `max_bytes` (issue 31): at least 1 MB, at most 512 MB. */
export const MIN_SOURCE_BYTES = 1024 * 1024;
export const MAX_SOURCE_BYTES = 512 * 1024 * 1024;

const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string' || v.length > 2000) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The sources file as the CLI reads it: configured sources, and careers pages (bare URLs) still to be discovered. */
export interface SourcesFile {
  sources: SourceConfig[];
  /** Bare http(s) URL entries: careers pages whose source `discover.ts` recognises before the run. */
  discover: string[];
}

/**
 * Reads and checks the sources file: a JSON array of `{ type, url, company, website, default_location?, max_bytes? }`
 * or bare careers-page URLs (docs/ingestion.md). Throws one message naming every bad entry, so a typo is fixed in
 * one go.
 */
export function parseSourcesFile(text: string, name = 'sources file'): SourcesFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`${name} is not valid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${name} must be a JSON array of sources`);
  if (data.length > MAX_SOURCES) throw new Error(`${name} lists ${data.length} sources; at most ${MAX_SOURCES}`);
  const problems: string[] = [];
  const out: SourceConfig[] = [];
  const discover: string[] = [];
  data.forEach((entry: unknown, i) => {
    const at = `source ${i + 1}`;
    if (typeof entry === 'string') {
      if (isHttpUrl(entry)) return discover.push(entry);
      return problems.push(`${at}: a text entry must be an http(s) URL of a careers page`);
    }
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return problems.push(`${at}: not an object`);
    const e = entry as Record<string, unknown>;
    const bad: string[] = [];
    if (!SOURCE_TYPES.includes(e.type as SourceType)) bad.push(`type must be one of ${SOURCE_TYPES.join(', ')}`);
    if (!isHttpUrl(e.url)) bad.push('url must be an http(s) URL');
    if (typeof e.company !== 'string' || !e.company.trim() || e.company.length > 200) bad.push('company must be a name of 1 to 200 characters');
    if (!isHttpUrl(e.website)) bad.push('website must be an http(s) URL');
    if (e.default_location !== undefined && (typeof e.default_location !== 'string' || e.default_location.length > 200)) bad.push('default_location must be text');
    const maxBytes = e.max_bytes;
    if (maxBytes !== undefined && (typeof maxBytes !== 'number' || !Number.isInteger(maxBytes) || maxBytes < MIN_SOURCE_BYTES || maxBytes > MAX_SOURCE_BYTES)) {
      bad.push(`max_bytes must be a whole number of bytes from ${MIN_SOURCE_BYTES} (1 MB) to ${MAX_SOURCE_BYTES} (512 MB)`);
    }
    if (bad.length) return problems.push(`${at}: ${bad.join('; ')}`);
    out.push({
      type: e.type as SourceType,
      url: e.url as string,
      company: (e.company as string).trim(),
      website: e.website as string,
      ...(typeof e.default_location === 'string' ? { default_location: e.default_location } : {}),
      ...(typeof maxBytes === 'number' ? { max_bytes: maxBytes } : {}),
    });
  });
  if (problems.length) throw new Error(`${name}: ${problems.join(' | ')}`);
  return { sources: out, discover };
}

/**
 * The configured sources only (the server's schedule and the development endpoint): a bare careers-page URL is
 * refused with what to do, since only the CLI discovers one (`npm run ingest -- --add URL`).
 */
export function parseSources(text: string, name = 'sources file'): SourceConfig[] {
  const file = parseSourcesFile(text, name);
  if (file.discover.length) {
    throw new Error(
      `${name}: ${file.discover.map((u) => `${u} is a careers page, not a source: run \`npm run ingest -- --add ${u}\` to add its source`).join(' | ')}`,
    );
  }
  return file.sources;
}

function readBounded(file: string): string {
  const stat = fs.statSync(file);
  if (stat.size > MAX_FILE_BYTES) throw new Error(`${file} is larger than ${MAX_FILE_BYTES} bytes`);
  return fs.readFileSync(file, 'utf8');
}

export function loadSourcesFile(file: string): SourceConfig[] {
  return parseSources(readBounded(file), file);
}

/** The sources file with its bare careers-page URLs (the CLI discovers them before the run). */
export function loadSourcesFileWithPages(file: string): SourcesFile {
  return parseSourcesFile(readBounded(file), file);
}

/** Two addresses of one board or page: the same host (without www.) and path; the query is the reader's (`?mode=json`). */
const sameUrl = (a: string, b: string): boolean => {
  const key = (s: string) => {
    try {
      const u = new URL(s);
      return `${u.host.toLowerCase().replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`;
    } catch {
      return s;
    }
  };
  return key(a) === key(b);
};

/**
 * Appends a source to the sources file (created when missing), keeping every other entry as written; refuses a
 * source already in it (the same type and URL, or its careers page as a bare URL entry). Written to a temporary file
 * and renamed, so a crash never leaves half a file.
 */
export function appendSource(file: string, source: SourceConfig, page?: string): void {
  let entries: unknown[] = [];
  if (fs.existsSync(file)) {
    const text = readBounded(file);
    parseSourcesFile(text, file); // a file with errors is fixed first, not appended to
    entries = JSON.parse(text) as unknown[];
  }
  entries.forEach((e, i) => {
    if (typeof e !== 'object' || e === null) return;
    const x = e as Record<string, unknown>;
    if (x.type === source.type && typeof x.url === 'string' && sameUrl(x.url, source.url)) {
      throw new Error(`${file} already has this source: source ${i + 1} (${source.type} ${x.url})`);
    }
  });
  // The careers page's own bare-URL entry is what is being resolved: replaced by the source, not kept beside it.
  const kept = entries.filter((e) => !(typeof e === 'string' && page && sameUrl(e, page)));
  kept.push(source);
  if (kept.length > MAX_SOURCES) throw new Error(`${file} would list more than ${MAX_SOURCES} sources`);
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(kept, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
