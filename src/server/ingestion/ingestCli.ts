import { buildApp } from '../app';
import { loadConfig } from '../config';
import { discover } from './discover';
import { Fetcher } from './fetcher';
import { lastRuns } from './ingestionRepository';
import { formatReport, formatRun } from './report';
import { runIngestion, verification } from './run';
import { appendSource, loadSourcesFileWithPages } from './sourcesFile';
import type { SourceConfig } from './types';

const USAGE = 'usage: npm run ingest -- --sources FILE | --report [RUNS] | --add CAREERS_URL [--sources FILE]\n';

/**
 * `npm run ingest -- --sources FILE`: runs every source of FILE once and prints per source fetched, new, updated,
 * unchanged, closed, rejected (with reasons); a bare careers-page URL in FILE is discovered first (discover.ts).
 * `npm run ingest -- --report [N]`: the last N runs (default 5). `npm run ingest -- --add URL`: recognises the job
 * board or JobPosting markup of a careers page and appends its source to FILE (default INGEST_SOURCES). Uses
 * DATA_DIR / DATABASE_URL like the server; with the embedded database (PGlite) stop the server first.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const sourcesAt = args.indexOf('--sources');
  const reportAt = args.indexOf('--report');
  const addAt = args.indexOf('--add');
  const config = loadConfig(process.env, { serveStatic: false, logMode: 'off' });
  // The same limits as a run's (fetcher.ts): timeouts, size, same-host redirects, non-public addresses refused.
  const fetcherOptions = { allowPrivateAddresses: config.ingestAllowPrivate };
  if (addAt >= 0) {
    const file = sourcesAt >= 0 ? args[sourcesAt + 1] : process.env.INGEST_SOURCES;
    const page = args[addAt + 1];
    if (!page || !file || reportAt >= 0) {
      process.stderr.write(`${USAGE}--add needs a careers page URL and the sources file (--sources FILE or INGEST_SOURCES)\n`);
      return 2;
    }
    return add(page, file, new Fetcher(fetcherOptions));
  }
  if ((sourcesAt < 0) === (reportAt < 0)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const file = sourcesAt >= 0 ? loadSourcesFileWithPages(args[sourcesAt + 1] ?? '') : null;
  let sources: SourceConfig[] | null = null;
  let undiscovered = 0;
  if (file) {
    sources = [...file.sources];
    // Bare careers-page entries: recognised before the run, and the result used for this run.
    const fetcher = new Fetcher(fetcherOptions);
    for (const page of file.discover) {
      try {
        const found = await discover(page, fetcher);
        process.stdout.write(`${page}: ${found.evidence} → ${found.source.type} ${found.source.url}\n`);
        sources.push(found.source);
      } catch (err) {
        undiscovered++;
        process.stderr.write(`${page}: not run: ${(err as Error).message}\n`);
      }
    }
  }
  const app = await buildApp(config);
  try {
    if (sources) {
      const result = await runIngestion(sources, { db: app.db, mailer: app.mailer, trigger: 'cli', publicUrl: app.publicUrl(), fetcher: fetcherOptions });
      process.stdout.write(`${formatRun(result)}\n`);
      return result.runId === null || undiscovered > 0 || result.sources.some((s) => s.error) ? 1 : 0;
    }
    const n = Number(args[reportAt + 1] ?? 5);
    process.stdout.write(`${formatReport(await lastRuns(app.db, Number.isInteger(n) && n > 0 ? Math.min(n, 100) : 5))}\n`);
    return 0;
  } finally {
    await app.close();
  }
}

/** `--add URL`: what the page shows, the entry appended, or why nothing was. */
async function add(page: string, file: string, fetcher: Fetcher): Promise<number> {
  try {
    const found = await discover(page, fetcher);
    appendSource(file, found.source, page);
    const board = verification(found.source, { url: found.source.url });
    process.stdout.write(
      `${page}: ${found.evidence}\n` +
        `added to ${file}: ${JSON.stringify(found.source)}\n` +
        `verification: ${board.verified ? 'verified' : 'not verified'} (${board.reason}); check company and website before the next run\n`,
    );
    return 0;
  } catch (err) {
    process.stderr.write(`${page}: nothing added: ${(err as Error).message}\n`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`ingest failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
