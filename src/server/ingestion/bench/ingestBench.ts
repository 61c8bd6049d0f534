import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';
import { Fetcher } from '../fetcher';
import { runIngestion } from '../run';
import { parseJson, streamJsonList } from '../sources/common';
import { greenhouse } from '../sources/greenhouse';
import type { SourceConfig } from '../types';

/**
 * `npm run bench:ingest [-- JOBS]`: generates JOBS fixture postings (default 50,000) split over a Greenhouse board,
 * a Lever postings list and an XML feed served from 127.0.0.1, ingests them into a fresh embedded database (the
 * 300-job seed beside them), then runs again (nothing changes) and prints time and peak memory of each run.
 * DATABASE_URL runs it against a PostgreSQL server instead (its tables must be empty: it seeds them).
 *
 * Then (issue 31) a 60 MB single-document Greenhouse board (20,000 jobs with ordinary descriptions), generated job by
 * job as a local server sends it (never held whole, not committed), is read through the real Fetcher three ways:
 * the streamed parse alone (records counted, nothing kept), the Greenhouse reader (streamed, its postings kept: the
 * output) and, for comparison, the whole-string read the reader did before (`get` + `JSON.parse`). Each prints its
 * time, and peak RSS and heap sampled every 10 ms during the read, as deltas over the heap after a GC before it.
 * `-- --board-only` runs only this part.
 */
const ARGS = process.argv.slice(2);
const BOARD_ONLY = ARGS.includes('--board-only');
const TOTAL = Number(ARGS.find((a) => /^\d+$/.test(a)) ?? 50_000);
const CITIES = ['Bangalore', 'Mumbai, Maharashtra, India', 'Remote - India', 'Dubai - United Arab Emirates', 'Makati City, Metro Manila', 'Singapore', 'Kuala Lumpur', 'Doha', 'Riyadh', 'Hyderabad', 'Pune', 'Chennai'];
const TITLES = ['Backend Engineer', 'Data Analyst', 'Sales Manager', 'Customer Support Associate', 'Accountant', 'Registered Nurse', 'Product Designer', 'Warehouse Supervisor', 'HR Business Partner', 'Site Engineer'];
const SALARIES = ['Salary: ₹12–18 LPA', 'INR 50,000 per month', 'AED 8,000 - 10,000/month', 'SGD 5.1k–7.2k monthly', 'PHP 35,000 monthly', 'up to QAR 12,000', ''];

function description(i: number): string {
  return `<p>Join team ${i % 97} to build and run services our customers rely on every day.</p><ul><li>${i % 9} years of experience</li>` +
    `<li>Clear written English</li></ul><p>${SALARIES[i % SALARIES.length]}</p>`;
}

function documents(base: string) {
  const gh = Math.round(TOTAL * 0.4);
  const lv = Math.round(TOTAL * 0.3);
  const xml = TOTAL - gh - lv;
  const day = (i: number) => new Date(Date.UTC(2026, 9, 1) + (i % 50) * 86400000).toISOString();
  const greenhouse = JSON.stringify({
    jobs: Array.from({ length: gh }, (_, i) => ({
      id: 1_000_000 + i, title: `${TITLES[i % TITLES.length]} ${Math.floor(i / TITLES.length)}`, updated_at: day(i),
      location: { name: CITIES[i % CITIES.length] }, absolute_url: `${base}/gh/jobs/${i}`,
      content: description(i).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'), departments: [{ name: 'Operations' }], offices: [],
    })),
  });
  const lever = JSON.stringify(
    Array.from({ length: lv }, (_, i) => ({
      id: `lv-${i}`, text: `${TITLES[(i + 3) % TITLES.length]} ${Math.floor(i / TITLES.length)}`, createdAt: Date.parse(day(i)),
      categories: { location: CITIES[(i + 5) % CITIES.length], commitment: i % 7 ? 'Full-time' : 'Contract', department: 'Sales' },
      workplaceType: ['onsite', 'remote', 'hybrid'][i % 3], description: description(i), lists: [], hostedUrl: `${base}/lv/${i}`,
    })),
  );
  const items = Array.from({ length: xml }, (_, i) =>
    `<job><title><![CDATA[${TITLES[(i + 7) % TITLES.length]} ${Math.floor(i / TITLES.length)}]]></title><date>${day(i)}</date>` +
    `<referencenumber>X-${i}</referencenumber><url>${base}/x/${i}</url><company>Bench Feed Co</company><city>${CITIES[(i + 1) % CITIES.length].split(/[,-]/)[0].trim()}</city>` +
    `<country>${['India', 'United Arab Emirates', 'Philippines', 'Singapore', 'Malaysia', 'Qatar'][i % 6]}</country>` +
    `<description><![CDATA[${description(i)}]]></description><jobtype>full-time</jobtype></job>`,
  );
  const feed = `<?xml version="1.0" encoding="utf-8"?><source><publisher>bench</publisher>${items.join('')}</source>`;
  return { '/gh': greenhouse, '/lv': lever, '/x.xml': feed } as Record<string, string>;
}

async function main(): Promise<void> {
  let docs: Record<string, string> = {};
  const server = http.createServer((req, res) => {
    const body = docs[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': req.url?.startsWith('/x') ? 'application/xml' : 'application/json' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  docs = documents(base);
  const bytes = Object.values(docs).reduce((n, d) => n + Buffer.byteLength(d), 0);
  const sources: SourceConfig[] = [
    { type: 'greenhouse', url: `${base}/gh`, company: 'Bench Board Pvt Ltd', website: base },
    { type: 'lever', url: `${base}/lv`, company: 'Bench Lever Inc.', website: base },
    { type: 'xml', url: `${base}/x.xml`, company: 'Bench Feed Co', website: base },
  ];
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  await seed(db, { jobs: 300, demo: false });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
  process.stdout.write(`${TOTAL} postings in 3 sources (${mb(bytes)} of documents), ${db.kind}\n`);
  for (const label of ['first run', 'second run (unchanged)']) {
    peak = process.memoryUsage().rss;
    const started = Date.now();
    const r = await runIngestion(sources, { db, fetcher: { minIntervalMs: 0, maxBytes: 200 * 1024 * 1024, timeoutMs: 120_000 }, trigger: 'bench' });
    const ms = Date.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    const t = r.totals;
    process.stdout.write(
      `${label}: ${(ms / 1000).toFixed(1)} s (${Math.round((TOTAL / ms) * 1000)} postings/s), peak RSS ${mb(peak)}; ` +
        `new ${t.new}, updated ${t.updated}, unchanged ${t.unchanged}, closed ${t.closed}, rejected ${t.rejected}, duplicates ${t.duplicates}` +
        `${r.sources.some((s) => s.error) ? `; errors: ${r.sources.map((s) => s.error).filter(Boolean).join('; ')}` : ''}\n`,
    );
  }
  clearInterval(sampler);
  await db.close();
  server.close();
}

/** Jobs of the streamed board, and the size of each one's escaped description (about 60 MB in all). */
const BOARD_JOBS = 20_000;
const BOARD_DESCRIPTION_BYTES = 2_860;

/** The board as pieces of JSON, one job at a time (Greenhouse's shape, content=true, its HTML escaped once). */
function* boardPieces(base: string): Generator<string> {
  const sentences = [
    'You will design, build and run the services our customers in Bengaluru, Dubai and Manila rely on every day.',
    'We ship small changes often, review each other&#39;s work and keep the on-call load fair across the team.',
    'You have shipped production systems in a typed language and can explain the trade-offs you made.',
    'Benefits: medical cover for your family, a learning budget, flexible hours and 24 days of paid leave.',
  ];
  yield '{"jobs":[';
  for (let i = 0; i < BOARD_JOBS; i++) {
    let html = `<h2>About team ${i % 97}</h2>`;
    for (let k = 0; html.length < BOARD_DESCRIPTION_BYTES * 0.78; k++) html += `<p>${sentences[(i + k) % sentences.length]}</p>`;
    const job = {
      id: 7_000_000 + i, internal_job_id: 3_000_000 + i, title: `${TITLES[i % TITLES.length]} ${Math.floor(i / TITLES.length)}`,
      updated_at: '2026-11-20T09:30:00-05:00', first_published: '2026-11-01T09:30:00-05:00', requisition_id: `R-${i}`,
      location: { name: CITIES[i % CITIES.length] }, absolute_url: `${base}/board/jobs/${7_000_000 + i}`, language: 'en', metadata: null,
      content: html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
      departments: [{ id: 40 + (i % 5), name: 'Engineering', child_ids: [], parent_id: null }],
      offices: [{ id: 90 + (i % 3), name: CITIES[(i + 1) % CITIES.length], location: CITIES[(i + 1) % CITIES.length], child_ids: [], parent_id: null }],
      pay_input_ranges: i % 4 ? [] : [{ min_cents: 180_000_000, max_cents: 240_000_000, currency_type: 'INR', title: 'Annual base', blurb: '' }],
    };
    yield `${i ? ',' : ''}${JSON.stringify(job)}`;
  }
  yield `],"meta":{"total":${BOARD_JOBS}}}`;
}

/** Forces a full GC (V8's flag, set at run time: the bench is started without --expose-gc). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

async function streamedBoardBench(): Promise<void> {
  let sent = 0;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    sent = 0;
    // Generated as it is sent, with back-pressure: the server never holds the document either.
    const pieces = boardPieces(`http://${req.headers.host ?? 'localhost'}`);
    Readable.from((function* () {
      for (const piece of pieces) {
        const bytes = Buffer.from(piece, 'utf8');
        sent += bytes.length;
        yield bytes;
      }
    })()).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/board`;
  const fetcher = new Fetcher({ minIntervalMs: 0, timeoutMs: 120_000 });
  const gc = collector();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const source: SourceConfig = { type: 'greenhouse', url, company: 'Bench Board Pvt Ltd', website: url };

  const measure = async (label: string, read: () => Promise<string>): Promise<void> => {
    gc();
    const before = process.memoryUsage();
    let rss = before.rss;
    let heap = before.heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      rss = Math.max(rss, m.rss);
      heap = Math.max(heap, m.heapUsed);
    };
    const sampler = setInterval(sample, 10);
    const started = performance.now();
    let outcome: string;
    try {
      outcome = await read();
    } catch (err) {
      outcome = `failed: ${(err as Error).message}`;
    }
    const ms = performance.now() - started;
    sample();
    clearInterval(sampler);
    gc();
    const kept = process.memoryUsage().heapUsed - before.heapUsed;
    process.stdout.write(
      `  ${label}: ${(ms / 1000).toFixed(2)} s (${mb((sent / ms) * 1000)}/s); peak heap +${mb(heap - before.heapUsed)} ` +
        `(heap ${mb(before.heapUsed)} → ${mb(heap)}), peak RSS +${mb(rss - before.rss)} (RSS ${mb(before.rss)} → ${mb(rss)}); ` +
        `kept after GC +${mb(kept)}; ${outcome}\n`,
    );
  };

  process.stdout.write(`A single-document Greenhouse board, ${BOARD_JOBS} jobs, streamed from 127.0.0.1 through the Fetcher:\n`);
  let postingsKept: unknown = null;
  await measure('streamed parse only (records counted, none kept)', async () => {
    let records = 0;
    const found = await fetcher.getStream(url, (res) => streamJsonList(res.body, res.url, 'jobs', () => records++));
    return `${records} records of ${mb(sent)}, "jobs" ${found ? 'found' : 'missing'}`;
  });
  await measure('Greenhouse reader, streamed (its postings kept)', async () => {
    const r = await greenhouse.read(source, fetcher);
    postingsKept = r.postings;
    return `${r.postings.length} postings, ${r.rejected.length} rejected, of ${mb(sent)}`;
  });
  postingsKept = null;
  void postingsKept;
  await measure('whole document as before (get + JSON.parse, nothing mapped)', async () => {
    const doc = await fetcher.withMaxBytes(256 * 1024 * 1024).get(url);
    const data = parseJson(doc.body, doc.url) as { jobs: unknown[] };
    return `${data.jobs.length} records of ${mb(sent)}`;
  });
  server.close();
}

async function benchAll(): Promise<void> {
  if (!BOARD_ONLY) await main();
  await streamedBoardBench();
}

benchAll().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
