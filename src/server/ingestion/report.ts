import type { RunReportRow } from './ingestionRepository';
import type { RunResult } from './run';

const COLUMNS = ['fetched', 'new', 'updated', 'unchanged', 'closed', 'rejected', 'unverified', 'duplicates'] as const;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd()).join('\n');
}

const label = (type: string, company: string, url: string) => `${type} ${company} <${url.length > 60 ? `${url.slice(0, 57)}...` : url}>`;

/** The per-source table `npm run ingest -- --sources FILE` prints, then errors and rejections. */
export function formatRun(result: RunResult): string {
  if (result.runId === null) return `Ingestion skipped: ${result.skipped}.`;
  const rows = [['source', ...COLUMNS]];
  for (const s of result.sources) rows.push([label(s.source.type, s.source.company, s.source.url), ...COLUMNS.map((k) => String(s.counts[k]))]);
  rows.push(['total', ...COLUMNS.map((k) => String(result.totals[k]))]);
  const lines = [`Ingestion run ${result.runId}`, table(rows)];
  if (result.interrupted?.length) lines.push(`Earlier run${result.interrupted.length > 1 ? 's' : ''} ${result.interrupted.join(', ')} had stopped unfinished (the process ended): marked interrupted.`);
  for (const s of result.sources) {
    if (s.error) lines.push(`! ${s.source.company} (${s.source.type}): ${s.error}`);
    for (const r of s.rejections.slice(0, 20)) lines.push(`  rejected ${s.source.company} ${r.id}: ${r.reason}`);
    if (s.rejections.length > 20) lines.push(`  … and ${s.rejections.length - 20} more rejected`);
  }
  return lines.join('\n');
}

/** `npm run ingest -- --report`: the last runs, newest first, with their per-source counts and errors. */
export function formatReport(rows: RunReportRow[]): string {
  if (!rows.length) return 'No ingestion run yet.';
  const out: string[] = [];
  const runs = [...new Set(rows.map((r) => r.run_id))];
  for (const id of runs) {
    const mine = rows.filter((r) => r.run_id === id);
    const r0 = mine[0];
    const when = new Date(r0.started_at).toISOString();
    const state = r0.finished_at === null ? 'running' : r0.interrupted ? 'interrupted (its process stopped)' : r0.ok ? 'ok' : 'with errors';
    out.push(`Run ${id} (${r0.trigger}) started ${when}: ${state}`);
    const table_ = [['source', ...COLUMNS]];
    for (const r of mine) if (r.type) table_.push([label(r.type, r.company ?? '', r.url ?? ''), ...COLUMNS.map((k) => String(r[k] ?? 0))]);
    if (table_.length > 1) out.push(table(table_));
    for (const r of mine) if (r.error) out.push(`! ${r.company} (${r.type}): ${r.error}`);
    out.push('');
  }
  return out.join('\n').trimEnd();
}
