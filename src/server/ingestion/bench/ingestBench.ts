import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';
import { runIngestion } from '../run';
import type { SourceConfig } from '../types';

/**
 * `npm run bench:ingest [-- JOBS]`: generates JOBS fixture postings (default 50,000) split over a Greenhouse board,
 * a Lever postings list and an XML feed served from 127.0.0.1, ingests them into a fresh embedded database (the
 * 300-job seed beside them), then runs again (nothing changes) and prints time and peak memory of each run.
 * DATABASE_URL runs it against a PostgreSQL server instead (its tables must be empty: it seeds them).
 */
const TOTAL = Number(process.argv[2] ?? 50_000);
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

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
