import { openEvalDb } from './evalDb';
import { evaluate, formatReport, MIN_PRECISION_AT_5 } from './evaluate';

/** `npm run eval:matching`: precision@5, recall@20 and the worst misses; exit 1 below the precision bar. */
async function main(): Promise<void> {
  const db = await openEvalDb();
  try {
    const report = await evaluate(db);
    process.stdout.write(`${formatReport(report)}\n`);
    if (report.precisionAt5 < MIN_PRECISION_AT_5) {
      process.stderr.write(`precision@5 ${report.precisionAt5.toFixed(3)} is below ${MIN_PRECISION_AT_5}\n`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
