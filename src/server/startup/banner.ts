import path from 'node:path';
import { isLoopbackHost, type ServerConfig } from '../config';
import { DEMO_CANDIDATE } from '../db/seedData';
import { MAILBOX_PATH } from '../mail/mailboxRoutes';
import { describeDatabaseUrl } from './explainStartupError';

export interface BannerFacts {
  /** The address a browser opens, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The seeded demo account exists in this database. */
  demoAccount: boolean;
}

function smtpHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}`;
  } catch {
    return 'the server in SMTP_URL';
  }
}

/**
 * What a person who just ran `npm start` needs: where to open the product, how to log in, where the messages it
 * sends go, which database holds the data, and how to stop. Printed after "API listening on …".
 */
export function startupBanner(config: ServerConfig, facts: BannerFacts): string {
  const messages = config.smtpUrl
    ? `sent by email through SMTP at ${smtpHost(config.smtpUrl)}`
    : config.mailbox
      ? `not sent (no SMTP_URL): printed below and kept in the mailbox at ${facts.url}${MAILBOX_PATH}`
      : config.printMessages
        ? 'not sent (no SMTP_URL): printed below and kept in the outbox table'
        : 'not sent (no SMTP_URL): kept in the outbox table';
  const database = config.databaseUrl
    ? `PostgreSQL server at ${describeDatabaseUrl(config.databaseUrl)}`
    : config.inMemory
      ? 'embedded PGlite in memory (nothing is kept after stopping)'
      : `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}`;
  const rows: [string, string][] = [
    ['Open', facts.url],
    ...(facts.demoAccount ? [['Demo account', `${DEMO_CANDIDATE.email} / ${DEMO_CANDIDATE.password}`] as [string, string]] : []),
    ['Messages', messages],
    ['Database', database],
    ['Stop', 'press Ctrl+C'],
    // Issue 33: the mailbox holds every code; reachable beyond this machine, say so (MAILBOX=on on a wider address).
    ...(config.mailbox && !isLoopbackHost(config.host)
      ? [['Warning', `the mailbox is on (MAILBOX=on) and listening on ${config.host} reaches beyond this machine: anyone who can connect can read every message and code at ${facts.url}${MAILBOX_PATH}.`] as [string, string]]
      : []),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return ['', 'VeriJobs is running.', ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`), ''].join('\n');
}
