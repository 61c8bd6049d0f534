import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Queryable, SqlParam } from '../db/client';

/**
 * npm run bench:explain -- [--out FILE] [--lines N] [--only TEXT (calls whose URL contains it)]
 *
 * EXPLAIN (ANALYZE, BUFFERS) of every query the benchmark's calls run (issue 15), on the database the bench used
 * (DATABASE_URL, as .ci/with-postgres.sh sets it, or DATA_DIR). Calls each route once in-process, records its
 * queries, and prints each plan's first lines with its execution time: the excerpts of docs/performance.md.
 * The database must already be seeded (run the bench first); nothing is written to it beyond what the calls do.
 */
function arg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, SEED: '0', SCHEDULER: 'off', LOG: 'off', DISABLE_RATE_LIMIT: '1', DISABLE_CSRF: '1', SERVE_STATIC: '0' });
  const app = await buildApp(config);
  const db = app.db as Queryable;
  const query = db.query.bind(db);
  let recording: { sql: string; params: SqlParam[] }[] | null = null;
  db.query = (<T>(sql: string, params: SqlParam[] = []) => {
    if (recording && /^\s*(SELECT|WITH)\b/i.test(sql)) recording.push({ sql, params: [...params] });
    return query<T>(sql, params);
  }) as Queryable['query'];
  const lines = Number(arg('lines') ?? 14);
  const out: string[] = [];
  try {
    const login = await app.inject({ method: 'POST', url: '/v1/login', payload: { email: 'demo@verijobs.example', password: 'Demo@12345' } });
    const headers = { authorization: `Bearer ${(login.json() as { access: string }).access}` };
    const first = (await app.inject({ url: '/v1/candidates/all_jobs?page=1&length=5' })).json() as { page_count: number; data: { id: number }[] };
    const calls: [string, boolean][] = [
      ['/v1/candidates/landing', false],
      ['/v1/candidates/all_jobs?page=1&length=5', false],
      ['/v1/candidates/all_jobs?page=1&length=5&jobtitle=developer', false],
      // A title under a city: counted and ranked in one scan (JobRepository.countAndRank).
      ['/v1/candidates/all_jobs?page=1&length=5&jobtitle=accountant&location=9', false],
      ['/v1/candidates/all_jobs?page=1&length=5&jobtitle=reconciliation', false],
      ['/v1/candidates/all_jobs?page=1&length=5&sort=salary', false],
      ['/v1/candidates/all_jobs?page=1&length=5&jobtitle=accountant&sort=salary', false],
      ['/v1/candidates/job_facets?jobtitle=developer&salary_currency=INR', false],
      ['/v1/candidates/job_facets?salary_currency=INR', false],
      ['/v1/candidates/all_jobs?page=1&length=5&jobfunction=1&location=1&post_date=7days', false],
      [`/v1/candidates/all_jobs?page=${first.page_count}&length=5`, false],
      [`/v1/candidates/view_job/${first.data[2]?.id ?? 1}`, false],
      ['/v1/candidates/job_bycity', false],
      ['/v1/candidates/job_byfunction', false],
      ['/v1/candidates/job_bycompanies', false],
      ['/v1/dropdown/jobtitles?term=dev', false],
      ['/v1/candidates/dashboard_counts', true],
      ['/v1/candidates/featured_jobs?page=1', true],
      ['/v1/candidates/available_jobs?page=1', true],
      ['/v1/candidates/applied_jobs?page=1', true],
      ['/v1/smartmatch/list', true],
    ];
    const only = arg('only');
    for (const [url, authed] of calls.filter(([u]) => !only || u.includes(only))) {
      recording = [];
      const res = await app.inject({ url, headers: authed ? headers : {} });
      const queries = recording;
      recording = null;
      out.push(`### ${url} (HTTP ${res.statusCode}, ${queries.length} queries)`);
      for (const q of queries) {
        const rows = await query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
        const plan = rows.map((r) => r['QUERY PLAN']);
        out.push(`-- ${q.sql.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
        const cut = plan.length > lines;
        out.push(...plan.slice(0, lines), ...(cut ? ['  …', ...plan.filter((l) => /^(Planning|Execution) Time/.test(l))] : []));
        out.push('');
      }
    }
  } finally {
    await app.close();
  }
  const text = out.join('\n');
  const file = arg('out') ?? path.join('.bench', `explain-${config.databaseUrl ? 'postgres' : 'pglite'}.txt`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text + '\n');
  process.stdout.write(`${text}\nWritten to ${file}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`explain failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
