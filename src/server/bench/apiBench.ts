import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApiProcess } from '../testing/startApiProcess';

/**
 * npm run bench:api -- [--jobs N] [--database-url URL | --data-dir DIR] [--duration S] [--block-duration S] [--connections C] [--only REGEX] [--out FILE]
 *
 * Starts the API (src/server/main.ts, production mode, rate limits, the CSRF check and the scheduler off) on a loopback port and
 * measures, at C concurrent connections (default 10) for S seconds each (default 5), p50/p95/p99 and requests/s of
 * every main call of issue 15: landing; all_jobs page 1, a title search, function + city + 7 days and the last page;
 * view_job; the three browse-by lists; a dropdown search; and, for the demo candidate, dashboard_counts,
 * featured_jobs, available_jobs, applied_jobs and smartmatch/list; with a build in dist/, the server-described pages
 * of issue 18 too (a job page, the job list, the landing page, a job sitemap). --only keeps the calls whose name
 * matches. Alongside each call a probe (one connection, a cheap call every 25 ms) records how long a bystander request
 * waits. "blocks": the worst wait while the call is asked one request at a time for --block-duration seconds (default
 * 2, run first, so the call's first loads are in it): how long one request of the call holds everyone else up (PGlite
 * runs one query at a time). "probe max": the worst wait during the C-connection run, where the bystander also queues
 * behind the C requests in flight, so it follows the call's own p99. "requests" counts the C-connection run; "non2xx" and
 * "errors" count both runs.
 *
 * The database: --database-url (or DATABASE_URL, as .ci/with-postgres.sh sets it) uses that PostgreSQL server (seeded with N jobs first when empty); --data-dir reuses
 * an embedded data directory (seeded when new, so a second run starts at once); else a fresh temporary directory.
 * Seed big catalogues once with `npm run seed -- --jobs 1000000` and point the bench at them. Prints a table and
 * writes it as JSON (default .bench/api-<backend>-<jobs>.json).
 */
interface Args {
  jobs: number;
  databaseUrl: string | null;
  dataDir: string | null;
  duration: number;
  /** Seconds of one request at a time before each call's run (the "blocks" column). */
  blockDuration: number;
  connections: number;
  out: string | null;
  only: RegExp | null;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string): string | null => {
    const i = argv.indexOf(`--${name}`);
    if (i >= 0) return argv[i + 1] ?? null;
    const eq = argv.find((a) => a.startsWith(`--${name}=`));
    return eq ? eq.slice(name.length + 3) : null;
  };
  const num = (name: string, fallback: number, max: number): number => {
    const v = value(name);
    if (v === null) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
    return n;
  };
  return {
    jobs: num('jobs', 5300, 5_000_000),
    databaseUrl: value('database-url') ?? (process.env.DATABASE_URL || null),
    dataDir: value('data-dir'),
    duration: num('duration', 5, 120),
    blockDuration: num('block-duration', 2, 120),
    connections: num('connections', 10, 200),
    out: value('out'),
    only: value('only') ? new RegExp(value('only') as string, 'i') : null,
  };
}

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface BenchRow {
  call: string;
  'req/s': number;
  p50: number;
  p95: number;
  p99: number;
  'probe max': number;
  blocks: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** A bystander: one cheap request at a time until stopped; resolves with the slowest one (ms). */
function probe(url: string): { stop: () => Promise<number> } {
  let running = true;
  let worst = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(url)).arrayBuffer();
      } catch {
        /* counted as its wait */
      }
      worst = Math.max(worst, performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return worst;
    },
  };
}

/** What a rotating URL's placeholders take, in turn (see measure). */
export interface Rotation {
  /** Open jobs (the first job sitemap's). */
  ids: number[];
  /** Query strings of title searches, each a job title and a city (every pair of the dropdown's titles and the cities). */
  searches: string[];
  /** Words of the descriptions and skills (issue 32: a search reads them too), asked in turn. */
  words: string[];
}

/** Words the catalogue's descriptions and skills use, most not in any title: each `{word}` request asks the next. */
const DESCRIPTION_WORDS = [
  'reconciliation', 'troubleshooting', 'hygiene', 'reservations', 'excel', 'python', 'autocad', 'inventory', 'compliance',
  'payroll', 'forklift', 'safety', 'audit', 'negotiation', 'scheduling', 'recruitment', 'budgeting', 'documentation',
  'logistics', 'ticketing', 'servicenow', 'visa', 'accommodation', 'freshers', 'licence', 'two-wheeler', 'shift', 'medical',
];

/**
 * A URL holding `{id}` is asked for with another open job's id on each request, and one holding `{search}` with another
 * title and city, in turn, so no kept page or warm buffer of the last one serves it: it measures the work done
 * afresh.
 */
async function measure(call: string, url: string, headers: Record<string, string>, probeUrl: string, args: Args, rotation: Rotation): Promise<BenchRow> {
  // First one request at a time (the call's first loads included): how long a bystander waits behind one such
  // request, what "blocks the others" means on the single embedded engine. Then C connections.
  // One cursor through a rotating URL's list for both runs, so the second asks what the first did not.
  const cursor = { turn: 0 };
  const alone = probe(probeUrl);
  const first = await run(url, headers, { ...args, connections: 1, duration: args.blockDuration }, rotation, cursor, []);
  const blocks = await alone.stop();
  const times: number[] = [];
  const bystander = probe(probeUrl);
  const result = await run(url, headers, args, rotation, cursor, times);
  const worst = await bystander.stop();
  times.sort((a, b) => a - b);
  return {
    call,
    'req/s': Math.round(result.requests.average),
    p50: +percentile(times, 50).toFixed(1),
    p95: +percentile(times, 95).toFixed(1),
    p99: +percentile(times, 99).toFixed(1),
    'probe max': +worst.toFixed(1),
    blocks: +blocks.toFixed(1),
    requests: result.requests.total,
    non2xx: first.non2xx + result.non2xx,
    errors: first.errors + result.errors,
  };
}

/** Asks `url` for args.duration seconds on args.connections connections, pushing each response time to `times`. */
async function run(
  url: string,
  headers: Record<string, string>,
  args: Pick<Args, 'duration' | 'connections'>,
  rotation: Rotation,
  cursor: { turn: number },
  times: number[],
): Promise<autocannon.Result> {
  const template = decodeURI(new URL(url).pathname) + decodeURI(new URL(url).search);
  const paths = template.includes('{id}')
    ? rotation.ids.map((id) => template.replace('{id}', String(id)))
    : template.includes('{search}')
      ? rotation.searches.map((q) => template.replace('{search}', q))
      : [];
  const rotating = paths.length > 0;
  const target = new URL(url.replace('{id}', '1').replace('{search}', '').replace('{word}', ''));
  const requests = rotating ? [{ setupRequest: <R extends object>(req: R): R => ({ ...req, path: paths[cursor.turn++ % paths.length] }) }] : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon(
      { url: rotating ? target.origin : url, duration: args.duration, connections: args.connections, headers, ...(requests ? { requests } : {}) },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    inst.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
  });
  return result;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const backend = args.databaseUrl ? 'postgresql' : 'pglite';
  const dataDir = args.dataDir ?? (args.databaseUrl ? 'memory://' : fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-bench-')));
  process.stdout.write(`Starting the API on ${backend} (${args.databaseUrl ? 'DATABASE_URL' : dataDir}), seeding ${args.jobs} jobs if empty…\n`);
  const started = Date.now();
  const hasBuild = fs.existsSync(path.join('dist', 'index.html'));
  const { url, child } = await startApiProcess({
    timeoutMs: 60 * 60_000,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: args.databaseUrl ?? '',
      // The build, when there is one: the server-described pages (issue 18) are measured too.
      SERVE_STATIC: hasBuild ? '1' : '0',
      DISABLE_RATE_LIMIT: '1',
      // The bench logs in from Node, not a browser: no cross-site token to echo.
      DISABLE_CSRF: '1',
      SCHEDULER: 'off',
      SEED_JOBS: String(args.jobs),
      LOG: 'off',
      MAILBOX: 'off',
    },
  });
  process.stdout.write(`Ready in ${((Date.now() - started) / 1000).toFixed(0)} s at ${url}\n`);
  try {
    const api = `${url}/v1`;
    const login = await json<{ access: string }>(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@verijobs.example', password: 'Demo@12345' }),
    });
    const bearer = { authorization: `Bearer ${login.access}` };
    const first = await json<{ page_count: number; total: number; data: { id: number }[] }>(`${api}/candidates/all_jobs?page=1&length=5`);
    const jobs = first.total;
    const some = first.data[Math.min(2, first.data.length - 1)]?.id ?? 1;
    const pages: [string, string, Record<string, string>][] = hasBuild
      ? [
          // With dist/server/render.js the visitors' pages are rendered by React (issue 18, slice 2); a logged-in
          // candidate's request (isLogin cookie) gets slice 1's shell: both are measured.
          ['page /jobs/{id}', `${url}/jobs/${some}`, { 'accept-encoding': 'br' }],
          ['page /jobs/{id} (another job each time: rendered afresh)', `${url}/jobs/{id}`, { 'accept-encoding': 'br' }],
          ['page /jobs/{id} (phone)', `${url}/jobs/${some}`, { 'accept-encoding': 'br', 'user-agent': PHONE_AGENT }],
          ['page /jobs/{id} (logged in: shell)', `${url}/jobs/${some}`, { 'accept-encoding': 'br', cookie: 'isLogin=true' }],
          ['page /jobs', `${url}/jobs`, { 'accept-encoding': 'br' }],
          ['page /', `${url}/`, { 'accept-encoding': 'br' }],
          ['sitemaps/jobs-1.xml', `${url}/sitemaps/jobs-1.xml`, { 'accept-encoding': 'br' }],
        ]
      : [];
    const calls: [string, string, Record<string, string>][] = [
      ['landing', '/candidates/landing', {}],
      ['all_jobs page 1', '/candidates/all_jobs?page=1&length=5', {}],
      ['all_jobs title search', '/candidates/all_jobs?page=1&length=5&jobtitle=developer', {}],
      // Nothing of a search is kept (issue 32); another title and city each time reads pages the last one did not.
      ['all_jobs title + city search (another each time)', '/candidates/all_jobs?page=1&length=5&{search}', {}],
      ['all_jobs description word (another each time)', '/candidates/all_jobs?page=1&length=5&jobtitle={word}', {}],
      ['all_jobs sort=salary', '/candidates/all_jobs?page=1&length=5&sort=salary', {}],
      ['all_jobs title, sort=salary', '/candidates/all_jobs?page=1&length=5&jobtitle=accountant&sort=salary', {}],
      ['job_facets title', '/candidates/job_facets?jobtitle=developer&salary_currency=INR', {}],
      ['job_facets title + city (another each time)', '/candidates/job_facets?salary_currency=INR&{search}', {}],
      ['job_facets no filter', '/candidates/job_facets?salary_currency=INR', {}],
      ['all_jobs function+city+7 days', '/candidates/all_jobs?page=1&length=5&jobfunction=1&location=1&post_date=7days', {}],
      [`all_jobs last page (${first.page_count})`, `/candidates/all_jobs?page=${first.page_count}&length=5`, {}],
      ['view_job', `/candidates/view_job/${some}`, {}],
      // A visitor's view is kept a few seconds (PUBLIC_PAGE_CACHE_MS): another job each time reads the database.
      ['view_job (another job each time)', '/candidates/view_job/{id}', {}],
      ['job_bycity', '/candidates/job_bycity', {}],
      ['job_byfunction', '/candidates/job_byfunction', {}],
      ['job_bycompanies', '/candidates/job_bycompanies', {}],
      ['dropdown jobtitles search', '/dropdown/jobtitles?term=dev', {}],
      ['dashboard_counts (demo)', '/candidates/dashboard_counts', bearer],
      ['featured_jobs (demo)', '/candidates/featured_jobs?page=1', bearer],
      ['available_jobs (demo)', '/candidates/available_jobs?page=1', bearer],
      ['applied_jobs (demo)', '/candidates/applied_jobs?page=1', bearer],
      ['smartmatch/list (demo)', '/smartmatch/list', bearer],
    ];
    const scenarios = [...calls.map(([call, p, headers]): [string, string, Record<string, string>] => [call, api + p, headers]), ...pages].filter(
      ([call]) => !args.only || args.only.test(call),
    );
    if (hasBuild) {
      const sample = await (await fetch(`${url}/jobs/${some}`)).text();
      process.stdout.write(`Job page rendered by React: ${sample.includes('type="application/json"') ? 'yes' : 'no (no dist/server/render.js: the shell)'}\n`);
    }
    const probeUrl = `${api}/candidates/plans`;
    // Open jobs for the pages asked with another id each time (the sitemap lists open, listed jobs only), and searches
    // asked with another title and city each time.
    const ids = [...(await (await fetch(`${url}/sitemaps/jobs-1.xml`)).text()).matchAll(/\/jobs\/(\d+)</g)].map((m) => Number(m[1]));
    const titles = ((await (await fetch(`${api}/dropdown/jobtitles`)).json()) as { results: { name: string }[] }).results.map((t) => t.name);
    // A city's id is in its tile's image name (/v1/media/city/{id}.svg).
    const cities = ((await (await fetch(`${api}/candidates/job_bycity`)).json()) as { data: { image: string }[] }).data
      .map((c) => /\/(\d+)\.svg$/.exec(c.image)?.[1])
      .filter((id): id is string => id !== undefined);
    const searches = cities.flatMap((city) => titles.map((title) => `jobtitle=${encodeURIComponent(title)}&location=${city}`));
    if (!searches.length) throw new Error('No job titles or cities to search with: is the catalogue seeded?');
    process.stdout.write(`Searches asked in turn: ${searches.length} title and city pairs, ${DESCRIPTION_WORDS.length} description words.\n`);
    const rows: BenchRow[] = [];
    for (const [call, p, headers] of scenarios) {
      process.stdout.write(`  ${call} (${args.duration} s, ${args.connections} connections)…\n`);
      rows.push(await measure(call, p, headers, probeUrl, args, { ids, searches, words: DESCRIPTION_WORDS }));
    }
    console.table(rows);
    process.stdout.write(
      `${jobs.toLocaleString('en-US')} active jobs on ${backend}, ${args.connections} connections. Latency in ms; "probe max": the ` +
        `slowest cheap call (GET /v1/candidates/plans) made meanwhile; "blocks": the slowest one while the call was asked one request at a time ` +
        `(first, its first loads included). Every call must answer 2xx (non2xx 0).\n`,
    );
    const out = args.out ?? path.join('.bench', `api-${backend}-${args.jobs}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const report = { at: new Date().toISOString(), backend, jobs, connections: args.connections, duration: args.duration, cpus: os.cpus().length, rows };
    fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
    process.stdout.write(`Written to ${out}\n`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
