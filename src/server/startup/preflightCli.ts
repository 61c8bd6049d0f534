import { loadConfig, type ServerConfig } from '../config';
import { explainStartupError } from './explainStartupError';
import { preflight } from './preflight';

/** `npm start`'s first step (package.json): refuse before the build when a server already holds the data directory or port. */
let config: ServerConfig;
try {
  config = loadConfig();
} catch (err) {
  process.stderr.write(`VeriJobs could not start. ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
preflight(config).catch((err: unknown) => {
  process.stderr.write(`VeriJobs could not start. ${explainStartupError(err, config)}\n`);
  process.exit(1);
});
