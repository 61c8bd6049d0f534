/**
 * Loads a part of the trust corpus (docs/trust.md "Corpus"): every *.json file of `corpus/<part>/`, each an array
 * of CorpusPosting, in file-name order. The test part is loaded generically and only by the evaluation; nothing
 * here looks inside it beyond its shape.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSalaryText } from '../../../shared/salary';
import type { TrustInput } from '../signals';
import type { CorpusPosting } from './types';

export type CorpusPart = 'train' | 'test';

export const CORPUS_DIR = __dirname;

export interface LoadedPart {
  part: CorpusPart;
  dir: string;
  /** False when the directory is missing; files is then empty. */
  exists: boolean;
  files: string[];
  postings: CorpusPosting[];
}

function isPosting(x: unknown): x is CorpusPosting {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  return typeof p.id === 'string' && (p.label === 'scam' || p.label === 'genuine') && typeof p.title === 'string' && typeof p.description === 'string';
}

export function loadCorpusPart(part: CorpusPart, dir: string = join(CORPUS_DIR, part)): LoadedPart {
  if (!existsSync(dir)) return { part, dir, exists: false, files: [], postings: [] };
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const postings: CorpusPosting[] = [];
  for (const file of files) {
    const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const items: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    items.forEach((item, i) => {
      if (!isPosting(item)) throw new Error(`${part}/${file}[${i}] is not a CorpusPosting (id, label, title, description)`);
      postings.push(item);
    });
  }
  return { part, dir, exists: true, files, postings };
}

/**
 * A posting as ingestion would pass it to assessTrust: the worst case for the rules, every listed job from a
 * verified source, and the salary read from its text as the feed parser reads it (null when there is none).
 */
export function trustInputOf(p: CorpusPosting): TrustInput {
  return {
    title: p.title,
    description: p.description,
    companyName: p.company || null,
    companyWebsite: p.companyWebsite ?? null,
    applyUrl: p.applyUrl ?? null,
    contactEmails: p.contactEmail ? [p.contactEmail] : [],
    contactPhones: p.contactPhone ? [p.contactPhone] : [],
    salary: p.salaryText ? parseSalaryText(p.salaryText) : null,
    verifiedSource: true,
  };
}
