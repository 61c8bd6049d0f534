import net from 'node:net';
import type { ServerConfig } from '../config';
import { lockDataDir } from '../db/dataDirLock';

/**
 * Runs before `npm start` builds the app (package.json): the build empties and rewrites `dist/`, which a server
 * already running on this data directory or port is serving. So the faults a second start would meet a minute later
 * — the data directory in use, the port taken — are found first, with the same sentence the server prints, and
 * nothing is touched. The server checks both again when it starts (a race between the two is still refused there).
 */
export async function preflight(config: ServerConfig): Promise<void> {
  if (!config.databaseUrl && config.dataDir !== 'memory://') {
    lockDataDir(config.dataDir, 'start check').release();
  }
  if (config.port !== 0) {
    await new Promise<void>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen({ port: config.port, host: config.host, exclusive: true }, () => probe.close(() => resolve()));
    });
  }
}
