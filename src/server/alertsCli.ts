import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * `npm run alerts -- --now [--smartmatch ID]`: delivers SmartMatch digests immediately (only jobs not sent before;
 * nothing when nothing new). Uses DATA_DIR / DATABASE_URL like the server. With the embedded database (PGlite) stop
 * the server first — one process per data directory — or call POST /v1/dev/alerts/run on the running server.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!args.includes('--now')) {
    process.stderr.write('usage: npm run alerts -- --now [--smartmatch ID]\n');
    process.exit(2);
  }
  const i = args.indexOf('--smartmatch');
  const id = i >= 0 ? Number(args[i + 1]) : null;
  if (i >= 0 && !(Number.isInteger(id) && (id ?? 0) > 0)) throw new Error('--smartmatch needs a Smart Match id');
  const app = await buildApp(loadConfig(process.env, { serveStatic: false, logMode: 'off' }));
  try {
    const results = await app.alerts.runNow(id);
    for (const r of results) process.stdout.write(`Smart Match ${r.smartmatchId}: ${r.status}, ${r.jobs} jobs${r.channels.length ? ` (${r.channels.join(', ')})` : ''}\n`);
    if (!results.length) process.stdout.write('No active Smart Match.\n');
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`alerts failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
