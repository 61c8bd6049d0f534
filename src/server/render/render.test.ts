import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { JobRepository } from '../jobs/jobRepository';
import { pngSize } from '../testing/png';
import { startTestApp, type TestServer } from '../testing/testApp';
import { Sitemaps } from './sitemap';

/** Public pages described on the server (issue 18, slice 1): metadata, JSON-LD, status, no-script content, crawling. */
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="description" content="Default description." />' +
  '<title>VeriJobs – verified jobs and SmartMatch alerts</title><script defer src="/assets/main.0123456789.js"></script></head>' +
  '<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>';
const ARTICLES = [
  { slug: 'resume-writing-tips', title: 'Resume writing tips recruiters actually notice', description: 'A practical checklist.', date: '2025-02-03', category: 'Resume & CV' },
  {
    slug: 'negotiating-salary',
    title: 'Negotiating salary: CTC & allowances',
    description: 'Research the range.',
    date: '2025-04-15',
    category: 'Salary & Offers',
    body: 'Know your **number** <b>first</b>.\n\n## 1. Research\n\n- Ask peers\n- Read reports\n\n1. Wait\n2. Counter\n\n> Never pay a fee.',
  },
];

let dir: string;
let app: TestServer;
interface JobFacts {
  id: number;
  position: string;
  company: string;
  city: string;
  country: string;
  ref_id: string;
}
let job: JobFacts;
let remote: JobFacts;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dir, 'site-content.json'), JSON.stringify({ articles: [...ARTICLES, { slug: '../bad', title: 'x', description: 'x', date: 'x', category: 'x' }] }));
  // Descriptions not kept: these tests change a job and read its page again at once (keptPublicPages.test.ts tests keeping).
  app = await startTestApp({ serveStatic: true, staticDir: dir, publicPageCacheMs: 0 });
  const facts = `SELECT j.id, j.title AS position, c.name AS company, ci.name AS city, co.name AS country, j.ref_id FROM jobs j
    JOIN companies c ON c.id = j.company_id JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id`;
  [job] = await app.app.db.query<JobFacts>(`${facts} WHERE j.is_active AND j.work_type = 'Full-time' ORDER BY j.id LIMIT 1`);
  [remote] = await app.app.db.query<JobFacts>(`${facts} WHERE j.is_active AND j.work_type = 'Remote' ORDER BY j.id LIMIT 1`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
  doc: Document;
  meta(key: string): string | null;
  ld(type: string): Record<string, unknown> | undefined;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(app.base + url, { headers });
  const html = await res.text();
  const doc = new JSDOM(html).window.document;
  return {
    status: res.status,
    headers: res.headers,
    html,
    doc,
    meta: (key) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null,
    ld: (type) =>
      [...doc.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>)
        .find((d) => d['@type'] === type),
  };
}

/** The page's content for clients without JavaScript (JSDOM runs no script, so <noscript> is parsed as HTML). */
const h1 = (p: Page) => p.doc.querySelector('noscript h1')?.textContent ?? '';

/**
 * A job of this test's own, copied from a seeded one (the server tests may share one PostgreSQL database, so the seeded
 * jobs are never changed here). Posted long ago, so it sorts after every seeded job in the lists other tests read.
 */
let nextId = 0;
async function insertJob(from: JobFacts, fields: { active: boolean; title?: string; status?: 'open' | 'closed' }): Promise<number> {
  const db = app.app.db;
  if (!nextId) nextId = ((await db.query<{ n: number }>('SELECT max(id) AS n FROM jobs'))[0].n ?? 0) + 100_000 + Math.floor(Math.random() * 100_000);
  const id = nextId++;
  await db.query(
    `INSERT INTO jobs (id, ref_id, company_id, title, job_function_id, role_function, city_id, role_level, work_type, description, direct_apply, posted_at, is_active, status)
     SELECT $1::int, 'VJ-TEST-' || $1::int, company_id, $2::text, job_function_id, role_function, city_id, role_level, work_type, description, direct_apply,
            now() - interval '400 days', $3::boolean, $5::text FROM jobs WHERE id = $4`,
    [id, fields.title ?? from.position, fields.active, from.id, fields.status ?? 'open'],
  );
  return id;
}
const dropJob = (id: number) => app.app.db.query('DELETE FROM jobs WHERE id = $1', [id]);

describe('public pages carry their own metadata', () => {
  it('a job page: title, description, canonical, OpenGraph, Twitter card, JobPosting and BreadcrumbList', async () => {
    const p = await get(`/jobs/${job.id}`);
    expect(p.status).toBe(200);
    const title = `${job.position} at ${job.company} – ${job.city} | VeriJobs`;
    expect(p.doc.title).toBe(title);
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
    expect(p.doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(p.meta('description')).toContain(`${job.position} at ${job.company} in ${job.city}`);
    expect(p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${app.base}/jobs/${job.id}`);
    expect(p.meta('og:title')).toBe(title);
    expect(p.meta('og:url')).toBe(`${app.base}/jobs/${job.id}`);
    // Link previews show no SVG: the company's logo as a PNG, its size and type named, the same for X's card.
    const image = p.meta('og:image')!;
    expect(image).toMatch(new RegExp(`^${app.base}/v1/media/logo/\\d+\\.png$`));
    expect([p.meta('og:image:type'), p.meta('og:image:width'), p.meta('og:image:height')]).toEqual(['image/png', '600', '600']);
    expect(p.meta('og:image:alt')).toBe(`${job.company} logo`);
    expect(p.meta('twitter:image')).toBe(image);
    expect(p.meta('twitter:image:alt')).toBe(`${job.company} logo`);
    const res = await fetch(image);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 600, height: 600 });
    expect(p.meta('twitter:card')).toBe('summary');
    expect(p.meta('twitter:title')).toBe(title);
    expect(h1(p)).toBe(job.position);

    const ld = p.ld('JobPosting')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      title: job.position,
      employmentType: 'FULL_TIME',
      directApply: expect.any(Boolean),
      identifier: { '@type': 'PropertyValue', name: job.company, value: job.ref_id },
      hiringOrganization: { '@type': 'Organization', name: job.company, logo: image.replace(/\.png$/, '.svg') },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: expect.stringMatching(/^[A-Z]{2}$/) } },
    });
    expect(String(ld.description)).toMatch(/^<p>/);
    expect(new Date(String(ld.datePosted)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(String(ld.validThrough)).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(String(ld.validThrough)).getTime() - new Date(String(ld.datePosted)).getTime()).toBeGreaterThanOrEqual(90 * 86_400_000);
    expect(ld.jobLocationType).toBeUndefined();
    const crumbs = p.ld('BreadcrumbList')!;
    expect((crumbs.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([`${app.base}/`, `${app.base}/jobs`, `${app.base}/jobs/${job.id}`]);
  });

  it('a remote job is TELECOMMUTE with the applicant location Google requires', async () => {
    const ld = (await get(`/jobs/${remote.id}`)).ld('JobPosting')!;
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: remote.country });
  });

  it('a link preview (WhatsApp, Facebook) gets og:title and og:description naming the job', async () => {
    for (const ua of ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)']) {
      const p = await get(`/jobs/${job.id}`, { 'user-agent': ua });
      expect(p.meta('og:title')).toContain(job.position);
      expect(p.meta('og:title')).toContain(job.company);
      expect(p.meta('og:description')).toContain(job.position);
      expect(p.meta('og:type')).toBe('website');
    }
  });

  it('an unknown job answers 404, a closed one 410, each with a useful page and no JobPosting', async () => {
    // Ten digits are a job id (shared/ids.ts); past the serial column none reaches the database, and none is a 500.
    for (const url of ['/jobs/987654321', '/jobs/abc', '/jobs/12abc', '/jobs/2147483647', '/jobs/2147483648', '/jobs/99999999999']) {
      const p = await get(url);
      expect(p.status).toBe(404);
      expect(h1(p)).toBe('Job not found');
      expect(p.doc.querySelector('noscript a[href="/jobs"]')).not.toBeNull();
      expect(p.meta('robots')).toBe('noindex');
      expect(p.ld('JobPosting')).toBeUndefined();
      expect(p.doc.querySelector('#root')).not.toBeNull();
    }
    const closed = await insertJob(job, { active: false, status: 'closed' });
    try {
      const p = await get(`/jobs/${closed}`);
      expect(p.status).toBe(410);
      expect(h1(p)).toBe(job.position);
      expect(p.doc.querySelector('noscript')?.textContent).toContain('No longer accepting applications');
      expect(p.ld('JobPosting')).toBeUndefined();
      expect(p.meta('robots')).toBe('noindex');
      // …and it is not in the sitemap (built here, without the served copy's cache).
      const sitemaps = new Sitemaps(new JobRepository(app.app.db), { articles: [] }, () => app.base, 1_000_000);
      const sitemap = await sitemaps.file('jobs-1.xml');
      expect(sitemap!.xml).not.toContain(`/jobs/${closed}</loc>`);
      expect(sitemap!.xml).toContain(`/jobs/${job.id}</loc>`);
    } finally {
      await dropJob(closed);
    }
  });

  it("carries the job's salary in the description and baseSalary, and a closed status means 410 (columns of issue 16)", async () => {
    const db = app.app.db;
    const id = await insertJob(job, { active: true });
    try {
      expect((await get(`/jobs/${id}`)).ld('JobPosting')!.baseSalary).toBeUndefined();
      await db.query(`UPDATE jobs SET salary_min = 6000, salary_max = 8000, salary_currency = 'SGD', salary_period = 'month' WHERE id = $1`, [id]);
      const p = await get(`/jobs/${id}`);
      expect(p.meta('description')).toContain('SGD 6,000–8,000 / month');
      expect(p.meta('og:description')).toContain('SGD 6,000–8,000 / month');
      expect(p.ld('JobPosting')!.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'SGD',
        value: { '@type': 'QuantitativeValue', minValue: 6000, maxValue: 8000, unitText: 'MONTH' },
      });
      await db.query(`UPDATE jobs SET salary_max = NULL, salary_period = 'year' WHERE id = $1`, [id]);
      expect((await get(`/jobs/${id}`)).ld('JobPosting')!.baseSalary).toMatchObject({ value: { value: 6000, unitText: 'YEAR' } });
      await db.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [id]);
      expect((await get(`/jobs/${id}`)).status).toBe(410);
      // An unverified listing (decisions §5: only verified jobs are listed) keeps its page but is not advertised; ingestion
      // stores it unlisted (is_active false), and so is a listing held back for its risk: the same open, unadvertised page.
      await db.query(`UPDATE jobs SET status = 'open', verified = false, is_active = false WHERE id = $1`, [id]);
      const unverified = await get(`/jobs/${id}`);
      expect(unverified.status).toBe(200);
      expect(unverified.ld('JobPosting')).toBeUndefined();
      expect(unverified.meta('robots')).toBe('noindex');
      await db.query(`UPDATE jobs SET verified = true WHERE id = $1`, [id]);
      const unlisted = await get(`/jobs/${id}`);
      expect(unlisted.status).toBe(200);
      expect(unlisted.ld('JobPosting')).toBeUndefined();
    } finally {
      await dropJob(id);
    }
  });

  it('escapes every text: employer data cannot add markup or end the JSON-LD block', async () => {
    const hostile = `Chef </script><script>alert(1)</script> "x" <!--`;
    const id = await insertJob(job, { active: true, title: hostile });
    try {
      const p = await get(`/jobs/${id}`);
      expect(p.html).not.toContain('<script>alert(1)');
      expect(p.doc.querySelectorAll('script:not([type="application/ld+json"]):not([src])')).toHaveLength(0);
      expect(p.doc.title).toContain(hostile);
      expect(p.meta('og:title')).toContain(hostile);
      expect(p.ld('JobPosting')!.title).toBe(hostile);
      expect(h1(p)).toBe(hostile);
      // The same CSP: JSON-LD blocks are data, no inline script runs.
      expect(String(p.headers.get('content-security-policy'))).toContain("script-src 'self'");
    } finally {
      await dropJob(id);
    }
  });

  it('each public route names its subject in the title, og tags and its no-script content', async () => {
    const [city] = await app.app.db.query<{ slug: string; name: string }>(
      `SELECT ci.slug, ci.name FROM cities ci WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.city_id = ci.id AND j.is_active) ORDER BY ci.id LIMIT 1`,
    );
    const cases: [string, string, string][] = [
      ['/', 'VeriJobs – verified jobs and SmartMatch alerts', 'Find Exciting Jobs Today'],
      ['/jobs', 'Latest verified jobs | VeriJobs', 'Latest verified jobs'],
      ['/jobs-by-categories', 'Jobs by category | VeriJobs', 'Jobs by category'],
      ['/jobs-by-cities', 'Jobs by city | VeriJobs', 'Jobs by city'],
      ['/jobs-by-companies', 'Jobs by company | VeriJobs', 'Jobs by company'],
      [`/jobs-by-cities/${city.slug}`, `Jobs in ${city.name} | VeriJobs`, `Jobs in ${city.name}`],
      ['/articles', 'Career Advice – Articles | VeriJobs', 'Career Advice'],
      [`/article/${ARTICLES[1].slug}`, `${ARTICLES[1].title} | VeriJobs`, ARTICLES[1].title],
      ['/about-us', 'About Us | VeriJobs', 'About VeriJobs'],
      ['/terms', 'Terms and Conditions | VeriJobs', 'Terms and Conditions'],
      ['/smart-match', 'SmartMatch – AI job search and daily alerts | VeriJobs', 'AI Auto Job Search & Daily Alerts'],
      ['/contact-us', 'Contact Us | VeriJobs', 'Get in touch with us'],
      ['/login', 'Login | VeriJobs', 'Login'],
      ['/register', 'Register | VeriJobs', 'Create your free account'],
    ];
    for (const [url, title, heading] of cases) {
      const p = await get(url);
      expect([url, p.status]).toEqual([url, 200]);
      expect([url, p.doc.title]).toEqual([url, title]);
      expect([url, p.meta('og:title')]).toEqual([url, title]);
      expect([url, h1(p)]).toEqual([url, heading]);
      expect(p.meta('og:description')).toBe(p.meta('description'));
      expect([url, p.meta('og:image'), p.meta('og:image:type'), p.meta('og:image:width')]).toEqual([url, `${app.base}/v1/media/brand/site.png`, 'image/png', '600']);
      expect(p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${app.base}${url}`);
      expect(p.doc.querySelector('#root')).not.toBeNull();
    }
    const mark = await fetch(`${app.base}/v1/media/brand/site.png`);
    expect([mark.status, mark.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(pngSize(Buffer.from(await mark.arrayBuffer()))).toEqual({ width: 600, height: 600 });
    expect((await get('/login')).meta('robots')).toBe('noindex');
    const article = await get(`/article/${ARTICLES[1].slug}`);
    expect(article.ld('Article')).toMatchObject({ headline: ARTICLES[1].title, datePublished: ARTICLES[1].date });
    // Its text, for readers without JavaScript, in the app's article format; markup in it stays text.
    const text = article.doc.querySelector('noscript article')!;
    expect(text.querySelector('strong')?.textContent).toBe('number');
    expect(text.querySelector('b')).toBeNull();
    expect(text.textContent).toContain('<b>first</b>');
    expect(text.querySelector('h2')?.textContent).toBe('1. Research');
    expect([...text.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['Ask peers', 'Read reports']);
    expect([...text.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['Wait', 'Counter']);
    expect(text.querySelector('blockquote')?.textContent).toBe('Never pay a fee.');
    // Candidate pages stay the plain shell; unknown browse entries and articles answer 404.
    expect((await get('/candidate/dashboard')).doc.title).toBe('VeriJobs – verified jobs and SmartMatch alerts');
    for (const url of ['/jobs-by-cities/no-such-city', '/article/no-such-article', '/article/..%2Fbad']) expect([url, (await get(url)).status]).toEqual([url, 404]);
  });

  it('without JavaScript the lists link to every job and page by URL', async () => {
    const first = await get('/jobs');
    const jobLinks = (p: Page) => [...p.doc.querySelectorAll('noscript main li a')].map((x) => x.getAttribute('href')).filter((h) => /^\/jobs\/\d+$/.test(String(h)));
    expect(jobLinks(first)).toHaveLength(5);
    expect(first.doc.querySelector('noscript a[rel="next"]')?.getAttribute('href')).toBe('/jobs?page=2');
    const second = await get('/jobs?page=2');
    expect(second.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${app.base}/jobs?page=2`);
    expect(second.doc.querySelector('noscript a[rel="prev"]')?.getAttribute('href')).toBe('/jobs');
    expect(jobLinks(second)).toHaveLength(5);
    expect(jobLinks(second).some((h) => jobLinks(first).includes(h))).toBe(false);
    // Every link of the no-script content is a path of this site.
    for (const a of first.doc.querySelectorAll('noscript a')) expect(a.getAttribute('href')).toMatch(/^\/([^/]|$)/);
  });

  it('is compressed and revalidated with an ETag', async () => {
    const res = await rawGet(`/jobs/${job.id}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('application/ld+json');
    const etag = String(res.headers.etag);
    const again = await rawGet(`/jobs/${job.id}`, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(zlib.brotliDecompressSync(res.body).toString());
    expect((await rawGet(`/jobs/${job.id}`, { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    expect((await rawGet(`/jobs/${remote.id}`, { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200);
  });
});

/** A request without fetch's own headers (fetch adds `Cache-Control: no-cache` to conditional requests) or decoding. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    import('node:http').then((http) => {
      http
        .get(app.base + url, { headers }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    }, reject);
  });
}

function parseXml(text: string): Document {
  // JSDOM's XML parser (saxes) throws on a document that is not well-formed.
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}
const locs = (doc: Document) => [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');

/** Ids of the open jobs now. Read before and after a sitemap: other test files may share a PostgreSQL database. */
async function openJobIds(): Promise<Set<number>> {
  return new Set((await app.app.db.query<{ id: number }>('SELECT id FROM jobs WHERE is_active')).map((r) => Number(r.id)));
}

/** The sitemap lists every job open both before and after it was read, and none closed all along. */
function expectSameOpenJobs(listed: number[], before: Set<number>, after: Set<number>): void {
  const set = new Set(listed);
  expect(set.size).toBe(listed.length);
  expect([...before].filter((id) => after.has(id) && !set.has(id))).toEqual([]);
  expect(listed.filter((id) => !before.has(id) && !after.has(id))).toEqual([]);
  expect(set.size).toBeGreaterThan(0);
}

describe('crawling', () => {
  it('robots.txt keeps crawlers out of the candidate area, support and the API, and names the sitemap', async () => {
    const res = await fetch(`${app.base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /candidate/', 'Disallow: /support/', 'Disallow: /v1/', `Sitemap: ${app.base}/sitemap.xml`]));
  });

  it('sitemap.xml is an index of well-formed sitemaps with absolute URLs: pages, browse-by lists and every open job', async () => {
    const before = await openJobIds();
    const res = await fetch(`${app.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('set-cookie')).toBeNull();
    const index = parseXml(await res.text());
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = locs(index);
    expect(files.map((f) => f.replace(app.base, ''))).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/categories-1.xml', '/sitemaps/cities-1.xml', '/sitemaps/companies-1.xml', '/sitemaps/jobs-1.xml']);
    const all: string[] = [];
    for (const file of files) {
      const r = await fetch(file);
      expect([file, r.status]).toEqual([file, 200]);
      const doc = parseXml(await r.text());
      expect(doc.documentElement.localName).toBe('urlset');
      const urls = locs(doc);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const u of urls) expect(u.startsWith(`${app.base}/`)).toBe(true);
      for (const m of doc.getElementsByTagName('lastmod')) expect(m.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(all.length);
    const after = await openJobIds();
    const listed = all.filter((u) => /\/jobs\/\d+$/.test(u)).map((u) => Number(u.split('/').pop()));
    expectSameOpenJobs(listed, before, after);
    expect(all).toEqual(expect.arrayContaining([`${app.base}/`, `${app.base}/jobs`, `${app.base}/article/${ARTICLES[0].slug}`]));
    expect(all.some((u) => u.includes('/jobs-by-categories/'))).toBe(true);
    expect(all.some((u) => u.includes('/jobs-by-companies/'))).toBe(true);
    expect(all.some((u) => u.includes('/article/..'))).toBe(false);
  });

  it('sitemaps revalidate (ETag, Last-Modified), compress, and answer 404 for a file the index does not list', async () => {
    const res = await rawGet('/sitemaps/jobs-1.xml', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toContain('<urlset');
    const lastModified = String(res.headers['last-modified']);
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());
    const etag = String(res.headers.etag);
    expect((await rawGet('/sitemaps/jobs-1.xml', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(304);
    expect((await rawGet('/sitemaps/jobs-1.xml', { 'accept-encoding': 'gzip', 'if-modified-since': lastModified })).status).toBe(304);
    for (const name of ['jobs-2.xml', 'jobs-0.xml', 'pages-2.xml', 'other-1.xml', '..%2Fsitemap.xml']) {
      expect([name, (await fetch(`${app.base}/sitemaps/${name}`)).status]).toEqual([name, 404]);
    }
    const br = await rawGet('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('<sitemapindex');
  });

  it('splits jobs into files of at most the limit, by id range, together listing every open job once', async () => {
    const limit = 40;
    const sitemaps = new Sitemaps(new JobRepository(app.app.db), { articles: [] }, () => 'https://verijobs.example', limit);
    const before = await openJobIds();
    const [{ max }] = await app.app.db.query<{ max: number }>('SELECT max(id) AS max FROM jobs');
    const files = locs(parseXml((await sitemaps.index()).xml)).filter((u) => u.includes('/jobs-'));
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(max / limit));
    const ids: string[] = [];
    for (const f of files) {
      const doc = await sitemaps.file(f.split('/').pop()!);
      const urls = locs(parseXml(doc!.xml));
      expect(urls.length).toBeLessThanOrEqual(limit);
      ids.push(...urls);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expectSameOpenJobs(ids.map((u) => Number(u.split('/').pop())), before, await openJobIds());
    expect(await sitemaps.file(`jobs-${files.length + 1}.xml`)).toBeNull();
  });
});
