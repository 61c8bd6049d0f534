/**
 * `npm run eval:trust`: the corpus's test and training parts side by side, then the old issue-17 set.
 * `-- --train-misses` lists the training part's misjudged postings; `-- --tuning-misses` the old set's tuning half.
 * `-- --files` adds each file's own figures (perFile.ts). The test part's postings are never listed.
 */
import { evaluate, evaluateCorpus, formatCorpusReport, formatReport } from './evaluate';
import { perFileReport } from './perFile';

process.stdout.write(`${formatCorpusReport(evaluateCorpus(), { showTrainMisses: process.argv.includes('--train-misses') })}\n\n`);
process.stdout.write(`${formatReport(evaluate(), { showTuningMisses: process.argv.includes('--tuning-misses') })}\n`);
if (process.argv.includes('--files')) process.stdout.write(`\n${perFileReport('test')}\n${perFileReport('train')}\n`);
