/** `npm run eval:trust` (add `-- --tuning-misses` to list the tuning half's misjudged listings while tuning). */
import { evaluate, formatReport } from './evaluate';

process.stdout.write(`${formatReport(evaluate(), { showTuningMisses: process.argv.includes('--tuning-misses') })}\n`);
