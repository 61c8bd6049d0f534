import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the reference API: reads the environment, listens, prints `API listening on http://HOST:PORT`. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`API listening on http://${host}:${port}\n`);
  // SmartMatch alerts: due digests now (catch-up after a late start), then every minute. SCHEDULER=off disables it.
  if (config.scheduler) app.ctx.alerts.start();
}

main().catch((err: unknown) => {
  process.stderr.write(`API failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
