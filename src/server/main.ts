import { buildApp } from './app';
import { AccountRepository } from './auth/accountRepository';
import { loadConfig, type ServerConfig } from './config';
import { IngestionSchedule } from './ingestion/schedule';
import { DEMO_CANDIDATE } from './db/seedData';
import { warmEmbeddedDb } from './db/warm';
import { startupBanner } from './startup/banner';
import { explainStartupError } from './startup/explainStartupError';

/** The address a person opens: a wildcard listen address is reached through this machine's loopback. */
function openUrl(host: string, port: number): string {
  const h = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

/**
 * Starts the reference API: reads the environment, listens, prints `API listening on http://HOST:PORT` (the line
 * tools wait for) and the start-up banner. Any fault ends with one plain sentence on stderr and exit code 1.
 */
async function main(config: ServerConfig): Promise<void> {
  const app = await buildApp(config);
  let ingestion: IngestionSchedule | null = null;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    try {
      await ingestion?.stop();
      await app.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // The embedded engine serves one query at a time: its pages are read into memory before the first request, so no
  // request waits behind another's first reads (db/warm.ts).
  if (config.warmDb) {
    try {
      const warm = await warmEmbeddedDb(app.db);
      if (warm) app.log.info({ mb: Math.round(warm.pages / 128), ofMb: Math.round(warm.ofPages / 128), buffersMb: warm.buffersMb, ms: warm.ms }, 'database read into memory');
    } catch (err) {
      app.log.warn({ err }, 'the database could not be read into memory ahead; its pages load as requests need them');
    }
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close(); // releases the data directory for the next start
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = openUrl(config.host, port);
  app.db.lock?.update({ url });
  process.stdout.write(`API listening on http://${host}:${port}\n`);
  process.stdout.write(startupBanner(config, { url, demoAccount: await new AccountRepository(app.db).existsByEmail(DEMO_CANDIDATE.email) }) + '\n');
  // SmartMatch alerts: due digests now (catch-up after a late start), then every minute. SCHEDULER=off disables it.
  if (config.scheduler) app.alerts.start();
  // Jobs from employer sources (docs/ingestion.md): INGEST_SOURCES=FILE runs them every INGEST_INTERVAL_MINUTES.
  if (config.ingestSources) {
    ingestion = new IngestionSchedule({
      db: app.db, mailer: app.mailer, log: app.log, sourcesFile: config.ingestSources, intervalMinutes: config.ingestIntervalMinutes, publicUrl: app.publicUrl,
      allowPrivateAddresses: config.ingestAllowPrivate,
    });
    ingestion.start();
  }
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (err) {
  process.stderr.write(`VeriJobs could not start. ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
main(config).catch((err: unknown) => {
  process.stderr.write(`VeriJobs could not start. ${explainStartupError(err, config)}\n`);
  process.exit(1);
});
