/**
 * Builds the training part of the trust corpus (docs/trust.md "Corpus"):
 *   npx tsx src/server/trust/corpus/build/generate.ts
 * writes src/server/trust/corpus/train/{generated,old-eval}.json. Deterministic (seeded): the same code writes the
 * same files, which are committed. Never reads the test part.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusPosting } from '../types';
import { genuinePosting } from './genuine';
import { MARKETS, Rng } from './markets';
import { oldEvalPostings } from './oldEval';
import { SCAM_TYPES, scamPosting } from './scams';

export const SEED = 35;
export const WRITER = 'train-writer-B';
/** Postings per market: more for the larger markets. */
const PER_MARKET: Readonly<Record<string, { genuine: number; scam: number }>> = {
  IN: { genuine: 380, scam: 350 }, PH: { genuine: 260, scam: 240 }, MY: { genuine: 200, scam: 180 }, SG: { genuine: 150, scam: 130 },
  AE: { genuine: 150, scam: 130 }, SA: { genuine: 100, scam: 85 }, QA: { genuine: 80, scam: 66 }, KW: { genuine: 70, scam: 55 },
  OM: { genuine: 70, scam: 55 }, BH: { genuine: 70, scam: 55 },
};

export function generate(): CorpusPosting[] {
  const r = new Rng(SEED);
  const out: CorpusPosting[] = [];
  let n = 0;
  for (const m of MARKETS) {
    const counts = PER_MARKET[m.code];
    for (let i = 0; i < counts.genuine; i++) out.push(genuinePosting(r, m, `train-gen-${m.code.toLowerCase()}-${String(++n).padStart(5, '0')}`, WRITER));
    for (let i = 0; i < counts.scam; i++) {
      // Fees come in the most wordings (every language, both word orders): twice their share.
      const type = i % (SCAM_TYPES.length + 1) === SCAM_TYPES.length ? 'fee' : SCAM_TYPES[i % (SCAM_TYPES.length + 1)];
      out.push(scamPosting(r, m, type, `train-gen-${m.code.toLowerCase()}-${String(++n).padStart(5, '0')}`, WRITER));
    }
  }
  return out;
}

if (require.main === module) {
  const dir = join(__dirname, '..', 'train');
  const generated = generate();
  writeFileSync(join(dir, 'generated.json'), `${JSON.stringify(generated, null, 0).replace(/\},\{/g, '},\n{')}\n`);
  const old = oldEvalPostings();
  writeFileSync(join(dir, 'old-eval.json'), `${JSON.stringify(old, null, 0).replace(/\},\{/g, '},\n{')}\n`);
  process.stdout.write(`wrote ${generated.length} generated and ${old.length} converted postings to ${dir}\n`);
}
