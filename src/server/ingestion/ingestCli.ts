import { buildApp } from '../app';
import { loadConfig } from '../config';
import { lastRuns } from './ingestionRepository';
import { formatReport, formatRun } from './report';
import { runIngestion } from './run';
import { loadSourcesFile } from './sourcesFile';

const USAGE = 'usage: npm run ingest -- --sources FILE | --report [RUNS]\n';

/**
 * `npm run ingest -- --sources FILE`: runs every source of FILE once and prints per source fetched, new, updated,
 * unchanged, closed, rejected (with reasons). `npm run ingest -- --report [N]`: the last N runs (default 5). Uses
 * DATA_DIR / DATABASE_URL like the server; with the embedded database (PGlite) stop the server first.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const sourcesAt = args.indexOf('--sources');
  const reportAt = args.indexOf('--report');
  if ((sourcesAt < 0) === (reportAt < 0)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const sources = sourcesAt >= 0 ? loadSourcesFile(args[sourcesAt + 1] ?? '') : null;
  const app = await buildApp(loadConfig(process.env, { serveStatic: false, logMode: 'off' }));
  try {
    if (sources) {
      const fetcher = { allowPrivateAddresses: app.serverConfig.ingestAllowPrivate };
      const result = await runIngestion(sources, { db: app.db, mailer: app.mailer, trigger: 'cli', publicUrl: app.publicUrl(), fetcher });
      process.stdout.write(`${formatRun(result)}\n`);
      return result.runId === null || result.sources.some((s) => s.error) ? 1 : 0;
    }
    const n = Number(args[reportAt + 1] ?? 5);
    process.stdout.write(`${formatReport(await lastRuns(app.db, Number.isInteger(n) && n > 0 ? Math.min(n, 100) : 5))}\n`);
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`ingest failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
