import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { runIngestion } from './run';
import { loadSourcesFile } from './sourcesFile';

export interface IngestionScheduleOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** INGEST_SOURCES: the sources file, read again before every run (edits apply without a restart). */
  sourcesFile: string;
  /** INGEST_INTERVAL_MINUTES (default 360). */
  intervalMinutes: number;
  publicUrl: () => string;
  /** INGEST_ALLOW_PRIVATE: fetch sources on non-public addresses (issue 33; default true here, main.ts passes the setting). */
  allowPrivateAddresses?: boolean;
}

/**
 * The server's ingestion schedule: a run a minute after start, then every interval. Runs are claimed under a
 * database advisory lock (ingestionRepository.claimRun), so two servers on one PostgreSQL never both run one, and
 * a run still going when the next is due is not doubled.
 */
export class IngestionSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly opts: IngestionScheduleOptions) {}

  start(firstDelayMs = 60_000): void {
    this.schedule(firstDelayMs);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
        this.schedule(this.opts.intervalMinutes * 60_000);
      });
    }, ms);
    this.timer.unref();
  }

  async tick(): Promise<void> {
    const { log } = this.opts;
    try {
      const sources = loadSourcesFile(this.opts.sourcesFile);
      const fetcher = { allowPrivateAddresses: this.opts.allowPrivateAddresses ?? true };
      const result = await runIngestion(sources, { db: this.opts.db, mailer: this.opts.mailer, trigger: 'schedule', publicUrl: this.opts.publicUrl(), fetcher });
      if (result.runId === null) log.info({ reason: result.skipped }, 'ingestion skipped');
      else log.info({ run: result.runId, ...result.totals, errors: result.sources.filter((s) => s.error).length, interrupted: result.interrupted }, 'ingestion run finished');
    } catch (err) {
      log.error({ err: (err as Error).message }, 'ingestion run failed');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
