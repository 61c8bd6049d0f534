/**
 * `npm run eval:trust -- --files` (and `npx tsx src/server/trust/eval/perFile.ts [train|test]`): the corpus figures of
 * each file of a part on its own (docs/trust.md "Evaluation"). A new writer's file judged before anything is trained
 * or written on it gives an out-of-sample figure for the rules and the layer of that day.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, loadCorpusPart, type CorpusPart } from '../corpus/load';
import type { CorpusPosting } from '../corpus/types';
import { corpusMetrics, judgePosting, type Counted } from './evaluate';

const cell = (c: Counted, w: 'recall' | 'precision') => `${c[w].toFixed(3)} (${w === 'recall' ? `${c.tp}/${c.tp + c.fn}` : `${c.tp}/${c.tp + c.fp}`})`;

export function perFileReport(part: CorpusPart, dir: string = join(CORPUS_DIR, part)): string {
  const all = loadCorpusPart(part, dir);
  const lines = [`${part} part, file by file (scams/genuine): flagged recall / precision; high_risk recall / precision; genuine hidden; rules alone flagged`];
  for (const file of all.files) {
    const postings = JSON.parse(readFileSync(join(all.dir, file), 'utf8')) as CorpusPosting[];
    const judged = postings.map(judgePosting);
    const m = corpusMetrics({ ...all, files: [file], postings }, judged);
    lines.push(
      `  ${file.padEnd(24)} ${`${m.scams}/${m.genuine}`.padEnd(10)} flagged ${cell(m.flagged, 'recall')} / ${cell(m.flagged, 'precision')}` +
        `; high_risk ${cell(m.highRisk, 'recall')} / ${cell(m.highRisk, 'precision')}; hidden ${m.genuineHidden}` +
        `; rules alone ${cell(m.rulesOnly.flagged, 'recall')} / ${cell(m.rulesOnly.flagged, 'precision')}`,
    );
  }
  return lines.join('\n');
}

if (require.main === module) console.log(perFileReport((process.argv[2] ?? 'test') as CorpusPart));
