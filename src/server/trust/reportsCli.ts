import { buildApp } from '../app';
import { loadConfig } from '../config';
import { parseJobId } from '../../shared/ids';
import { UNDER_REVIEW_LINE, TRUST_LEVEL_LABELS } from '../../shared/trustMessages';
import { decideReports, reviewQueue, type QueuedJob, type ReviewDecision } from './reviewRepository';

/**
 * `npm run reports -- list | uphold JOB_ID | dismiss JOB_ID [--by NAME] [--note TEXT]` (issue 33): support's review
 * of candidates' reports. Uses DATA_DIR / DATABASE_URL like the server; with the embedded database stop the server
 * first (one process per data directory) or use GET /v1/dev/reports and POST /v1/dev/reports/{id}/decision on it.
 */
const USAGE = 'usage: npm run reports -- list | uphold JOB_ID | dismiss JOB_ID [--by NAME] [--note TEXT]\n';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function describe(q: QueuedJob): string {
  const head = `#${q.job_id} ${q.title} — ${q.company} (${TRUST_LEVEL_LABELS[q.trust.level]}${q.trust.under_review ? ', under review' : ''}` +
    `${q.verified_source ? ', verified source' : ''}): ${q.reports.length} report(s), weight ${q.total_weight}${q.burst ? ', BURST from new accounts' : ''}`;
  const lines = q.reports.map(
    (r) => `    ${r.filed_at} ${r.reason} w=${r.weight} (account ${r.reporter_age_days} d old, activity ${r.reporter_activity}, record +${r.reporter_upheld}/-${r.reporter_dismissed}${r.in_burst ? ', in burst' : ''})${r.details ? `: ${r.details.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`,
  );
  return [head, ...lines].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const command = args[0];
  if (command !== 'list' && command !== 'uphold' && command !== 'dismiss') {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const jobId = command === 'list' ? null : parseJobId(args[1] ?? '');
  if (command !== 'list' && jobId === null) {
    process.stderr.write(`A job id is needed.\n${USAGE}`);
    process.exit(2);
  }
  const app = await buildApp(loadConfig(process.env, { serveStatic: false, logMode: 'off' }));
  try {
    if (jobId === null) {
      const queue = await reviewQueue(app.db, Number(option(args, '--limit') ?? 50) || 50);
      process.stdout.write(queue.length ? `${queue.map(describe).join('\n')}\n` : 'No reports to review.\n');
      return;
    }
    const decision: ReviewDecision = command === 'uphold' ? 'upheld' : 'dismissed';
    const trust = await decideReports(app.db, jobId, decision, option(args, '--by') ?? process.env.USER ?? 'support', option(args, '--note') ?? '');
    if (!trust) {
      process.stderr.write(`Job ${jobId} not found.\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`Job ${jobId}: reports ${decision}; now "${TRUST_LEVEL_LABELS[trust.level]}"${trust.under_review ? ` (${UNDER_REVIEW_LINE})` : ''}.\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`reports failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
