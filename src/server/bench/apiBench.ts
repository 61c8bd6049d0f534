import autocannon from 'autocannon';
import { startApiProcess, type ApiProcess } from '../testing/startApiProcess';

/**
 * npm run bench:api [-- --duration 5 --connections 10 --jobs 5300]
 * Starts the API (main.ts, in-memory seeded database, rate limits off) in a child process on a loopback port and
 * measures landing, all_jobs with and without filters, and view_job with autocannon. Bounded: a few seconds per call.
 */
function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? Math.min(v, name === 'jobs' ? 200000 : 60) : fallback;
}

function startApi(jobs: number): Promise<ApiProcess> {
  return startApiProcess({
    env: { NODE_ENV: 'production', DATA_DIR: 'memory://', SERVE_STATIC: '0', DISABLE_RATE_LIMIT: '1', SEED_JOBS: String(jobs), LOG: '0' },
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(name: string, url: string, duration: number, connections: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon({ url, duration, connections }, (err, res) => (err ? reject(err) : resolve(res)));
    inst.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    'req/s': Math.round(result.requests.average),
    p50: +percentile(times, 50).toFixed(1),
    p95: +percentile(times, 95).toFixed(1),
    p99: +percentile(times, 99).toFixed(1),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const duration = arg('duration', 5);
  const connections = arg('connections', 10);
  const jobs = arg('jobs', 5300);
  process.stdout.write(`Starting the API with ${jobs} seeded jobs (in memory)…\n`);
  const { url, child } = await startApi(jobs);
  try {
    const scenarios: [string, string][] = [
      ['landing', '/v1/candidates/landing'],
      ['all_jobs', '/v1/candidates/all_jobs?page=1&length=5'],
      ['all_jobs page 40', '/v1/candidates/all_jobs?page=40&length=5'],
      ['all_jobs jobtitle', '/v1/candidates/all_jobs?page=1&length=5&jobtitle=developer'],
      ['all_jobs function+city+7days', '/v1/candidates/all_jobs?page=1&length=5&jobfunction=1&location=1&post_date=7days'],
      ['all_jobs type=city', '/v1/candidates/all_jobs?page=1&length=5&type=city&job_element=mumbai'],
      ['view_job', '/v1/candidates/view_job/42'],
    ];
    const rows = [];
    for (const [name, p] of scenarios) {
      process.stdout.write(`  ${name} (${duration} s, ${connections} connections)…\n`);
      rows.push(await run(name, url + p, duration, connections));
    }
    console.table(rows);
    process.stdout.write('Latency in ms. The landing response is cached by the API for 10 s.\n');
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
