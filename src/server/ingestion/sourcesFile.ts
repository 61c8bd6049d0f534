import fs from 'node:fs';
import { SOURCE_TYPES, type SourceConfig, type SourceType } from './types';

/** Largest sources file read (bytes) and most sources in it. */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_SOURCES = 5000;

const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string' || v.length > 2000) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Reads and checks the sources file: a JSON array of `{ type, url, company, website, default_location? }`
 * (docs/ingestion.md). Throws one message naming every bad entry, so a typo is fixed in one go.
 */
export function parseSources(text: string, name = 'sources file'): SourceConfig[] {
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
  data.forEach((entry: unknown, i) => {
    const at = `source ${i + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return problems.push(`${at}: not an object`);
    const e = entry as Record<string, unknown>;
    const bad: string[] = [];
    if (!SOURCE_TYPES.includes(e.type as SourceType)) bad.push(`type must be one of ${SOURCE_TYPES.join(', ')}`);
    if (!isHttpUrl(e.url)) bad.push('url must be an http(s) URL');
    if (typeof e.company !== 'string' || !e.company.trim() || e.company.length > 200) bad.push('company must be a name of 1 to 200 characters');
    if (!isHttpUrl(e.website)) bad.push('website must be an http(s) URL');
    if (e.default_location !== undefined && (typeof e.default_location !== 'string' || e.default_location.length > 200)) bad.push('default_location must be text');
    if (bad.length) return problems.push(`${at}: ${bad.join('; ')}`);
    out.push({
      type: e.type as SourceType,
      url: e.url as string,
      company: (e.company as string).trim(),
      website: e.website as string,
      ...(typeof e.default_location === 'string' ? { default_location: e.default_location } : {}),
    });
  });
  if (problems.length) throw new Error(`${name}: ${problems.join(' | ')}`);
  return out;
}

export function loadSourcesFile(file: string): SourceConfig[] {
  const stat = fs.statSync(file);
  if (stat.size > MAX_FILE_BYTES) throw new Error(`${file} is larger than ${MAX_FILE_BYTES} bytes`);
  return parseSources(fs.readFileSync(file, 'utf8'), file);
}
