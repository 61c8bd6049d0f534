import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestServer } from '../testing/testApp';
import { FixtureServer } from './fixtures/fixtureServer';
import { runIngestion } from './run';
import { rankJobs } from '../smartmatch/matching';
import type { SourceConfig } from './types';

/**
 * Issue 31, a job open in several places end to end: ingested from Lever's public postings (categories.allLocations:
 * Dubai, then Doha, Manama and Singapore) → stored with its further places → found under each city, its country,
 * the city's name typed, and the city's browse page, with exact totals → shown as "Dubai, Doha +2" → its JobPosting
 * names every office.
 */
jest.setTimeout(120_000);

let server: TestServer;
let feeds: FixtureServer;
let jobId: number;
let staticDir: string;

beforeAll(async () => {
  // The public job page is rendered into the app's index.html (a minimal one here).
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'several-places-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>VeriJobs</title></head><body><div id="root"></div></body></html>');
  server = await startTestApp({ publicPageCacheMs: 0, serveStatic: true, staticDir });
  feeds = await new FixtureServer().start();
  feeds.routes.set('/lever/v0/postings/multi', FixtureServer.file('providers/lever-postings.json', 'application/json; charset=utf-8'));
  const source: SourceConfig = { type: 'lever', url: `${feeds.base}/lever/v0/postings/multi`, company: 'Seven Ports Fleet Services W.L.L.', website: feeds.base };
  const result = await runIngestion([source], {
    db: server.app.db, mailer: server.app.mailer, trigger: 'test', publicUrl: server.base,
    fetcher: { minIntervalMs: 0, backoffMs: 1, retries: 1, timeoutMs: 2000, allowPrivateAddresses: true },
  });
  expect(result.sources[0].error ?? null).toBeNull();
  const [row] = await server.app.db.query<{ job_id: number }>(
    `SELECT l.job_id FROM job_source_links l JOIN job_sources s ON s.id = l.source_id WHERE l.external_id = '5c9a1b2e-7d3f-4e8a-9b1c-2d3e4f5a6b7c' AND s.url LIKE '%/lever/v0/postings/multi'`,
  );
  jobId = row.job_id;
});
afterAll(async () => {
  await feeds?.close();
  await server?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

interface ListAnswer {
  data: { id: number; location: string; places?: string[] }[];
  total: number;
}
const list = async (query: string) => {
  const res = await server.inject(`/v1/candidates/all_jobs?length=50&${query}`);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json() as ListAnswer;
};
const cityId = async (name: string) => (await server.app.db.query<{ id: number }>('SELECT id FROM cities WHERE name = $1 ORDER BY id LIMIT 1', [name]))[0].id;
/** Active jobs in the city by their first place or a further one, counted by the database itself. */
const inCity = async (id: number) =>
  (await server.app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs j WHERE j.is_active AND (j.city_id = $1 OR EXISTS (SELECT 1 FROM job_extra_places ep WHERE ep.job_id = j.id AND ep.city_id = $1))`,
    [id],
  ))[0].n;

/**
 * The list's total equals the database's own count. With DATABASE_URL other test files change jobs at the same time,
 * so the two are read again (a few times) until they agree; a total that is wrong stays wrong and fails.
 */
async function expectTotal(query: string, count: () => Promise<number>): Promise<void> {
  let last = { total: -1, n: -2 };
  for (let i = 0; i < 5; i += 1) {
    const total = (await list(query)).total;
    const n = await count();
    if (total === n) return;
    last = { total, n };
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(last.total).toBe(last.n);
}

describe('a job in several places (issue 31)', () => {
  it('is stored with its further places, in the source order', async () => {
    const rows = await server.app.db.query<{ name: string; active: boolean }>(
      `SELECT ci.name, j.is_active AS active FROM job_extra_places ep JOIN cities ci ON ci.id = ep.city_id JOIN jobs j ON j.id = ep.job_id WHERE ep.job_id = $1 ORDER BY ep.position`,
      [jobId],
    );
    expect(rows.map((r) => r.name)).toEqual(['Doha', 'Manama', 'Singapore']);
    expect(rows[0].active).toBe(true);
  });

  it.each(['Dubai', 'Doha', 'Manama', 'Singapore'])('is found under %s, with the exact total of its list', async (name) => {
    const id = await cityId(name);
    const found = await list(`location=${id}&jobtitle=${encodeURIComponent('Fleet Operations Manager')}`);
    expect(found.data.map((r) => r.id)).toContain(jobId);
    // The place alone: the kept count of first places plus the jobs there by a further place.
    await expectTotal(`location=${id}`, () => inCity(id));
  });

  it('is found under each country, by a typed city name and on a city browse page', async () => {
    for (const area of ['country:QA', 'country:BH', 'country:SG', 'region:GCC']) {
      const found = await list(`location=${encodeURIComponent(area)}&jobtitle=${encodeURIComponent('Fleet Operations Manager')}`);
      expect(found.data.map((r) => r.id)).toContain(jobId);
    }
    const gcc = await list('location=region%3AGCC&jobtitle=Fleet');
    expect(gcc.data.filter((r) => r.id === jobId)).toHaveLength(1);
    expect((await list('location=manama&jobtitle=Fleet')).data.map((r) => r.id)).toContain(jobId);
    const [doha] = await server.app.db.query<{ slug: string }>(`SELECT slug FROM cities WHERE name = 'Doha' ORDER BY id LIMIT 1`);
    const browse = await list(`type=city&job_element=${doha.slug}&jobtitle=Fleet`);
    expect(browse.data.map((r) => r.id)).toContain(jobId);
    // The country's count is exact: the job counts once in the Gulf though three of its places are there.
    await expectTotal('location=region%3AGCC', async () => {
      const [{ n }] = await server.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs j WHERE j.is_active AND (j.city_id IN (SELECT ci.id FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE co.iso2 IN ('AE','SA','QA','KW','OM','BH'))
           OR EXISTS (SELECT 1 FROM job_extra_places ep JOIN cities ci ON ci.id = ep.city_id JOIN countries co ON co.id = ci.country_id WHERE ep.job_id = j.id AND co.iso2 IN ('AE','SA','QA','KW','OM','BH')))`,
      );
      return n;
    });
  });

  it('is matched by a Smart Match in any of its places, as a job in that very city', async () => {
    for (const name of ['Manama', 'Singapore']) {
      const [fn] = await server.app.db.query<{ job_function_id: number }>('SELECT job_function_id FROM jobs WHERE id = $1', [jobId]);
      const matches = await rankJobs(server.app.db, [{ titles: ['Fleet Operations Manager'], functionIds: [fn.job_function_id], cityIds: [await cityId(name)] }]);
      const match = matches.find((m) => m.job_id === jobId);
      expect(match?.location_match).toBe('same');
    }
  });

  it('shows every place: the row and the job carry them, and its JobPosting names every office', async () => {
    const found = await list(`location=${await cityId('Doha')}&jobtitle=Fleet`);
    const row = found.data.find((r) => r.id === jobId)!;
    expect(row.location).toBe('Dubai, United Arab Emirates');
    expect(row.places).toEqual(['Dubai', 'Doha', 'Manama', 'Singapore']);
    const job = (await server.inject(`/v1/candidates/view_job/${jobId}`)).json().data;
    expect(job.places).toEqual(['Dubai', 'Doha', 'Manama', 'Singapore']);
    const html = await (await fetch(`${server.base}/jobs/${jobId}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as { '@type'?: string; jobLocation?: { address: { addressLocality: string; addressCountry: string } }[] })
      .find((d) => d['@type'] === 'JobPosting');
    expect(ld?.jobLocation?.map((p) => [p.address.addressLocality, p.address.addressCountry])).toEqual([
      ['Dubai', 'AE'], ['Doha', 'QA'], ['Manama', 'BH'], ['Singapore', 'SG'],
    ]);
  });

  it('counts under each place on the cities overview, the facets of a search and the sitemap', async () => {
    // The overview's tile for each city counts the jobs there by a further place too.
    const overview = (await server.inject('/v1/candidates/job_bycity')).json().data as { name: string; url: string; count: number }[];
    for (const name of ['Doha', 'Manama', 'Singapore']) {
      const id = await cityId(name);
      const tile = overview.find((t) => t.name === name);
      expect(tile?.count).toBe(await inCity(id));
    }
    // The facets of a search count the job under every city and country it is open in; each count is what the list
    // shows with that choice added.
    const q = `jobtitle=${encodeURIComponent('Fleet Operations Manager')}`;
    const facets = (await server.inject(`/v1/candidates/job_facets?${q}`)).json().data as {
      city: { value: string; label: string; count: number }[];
      country: { value: string; label: string; count: number }[];
    };
    for (const name of ['Dubai', 'Doha', 'Manama', 'Singapore']) {
      const bucket = facets.city.find((b) => b.label === name);
      expect(bucket).toBeDefined();
      expect(bucket!.count).toBe((await list(`${q}&location=${bucket!.value}`)).total);
    }
    for (const iso of ['AE', 'QA', 'BH', 'SG']) {
      const bucket = facets.country.find((b) => b.value === `country:${iso}`);
      expect(bucket).toBeDefined();
      expect(bucket!.count).toBe((await list(`${q}&location=${encodeURIComponent(`country:${iso}`)}`)).total);
    }
    // Under a place filter the job is there by a further place (Doha, Qatar) while its first place is Dubai: a place
    // chosen replaces the filter, so the choices are the places inside it, each counting what the list then shows.
    for (const area of ['country:QA', String(await cityId('Doha')), 'doha']) {
      const under = (await server.inject(`/v1/candidates/job_facets?${q}&location=${encodeURIComponent(area)}`)).json().data as typeof facets;
      expect(under.city.map((b) => b.label)).not.toContain('Dubai');
      for (const bucket of [...under.city, ...under.country]) {
        expect(`${area} → ${bucket.label}: ${(await list(`${q}&location=${encodeURIComponent(bucket.value)}`)).total}`).toBe(`${area} → ${bucket.label}: ${bucket.count}`);
      }
    }
    // A city where no job has its first place: its tile and its sitemap entry come from the further place alone.
    const [lone] = await server.app.db.query<{ id: number; name: string; slug: string }>(
      `SELECT ci.id, ci.name, ci.slug FROM cities ci WHERE ci.name <> 'Remote'
         AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.city_id = ci.id) AND NOT EXISTS (SELECT 1 FROM job_extra_places ep WHERE ep.city_id = ci.id)
       ORDER BY ci.id LIMIT 1`,
    );
    await server.app.db.query('INSERT INTO job_extra_places (job_id, city_id, position) VALUES ($1, $2, 9)', [jobId, lone.id]);
    try {
      const tiles = (await server.inject('/v1/candidates/job_bycity')).json().data as { name: string; url: string; count: number }[];
      expect(tiles.find((t) => t.url.endsWith(`/${lone.slug}`))?.count).toBe(1);
      const sitemap = await (await fetch(`${server.base}/sitemaps/cities-1.xml`)).text();
      expect(sitemap).toContain(`/jobs-by-cities/${encodeURIComponent(lone.slug)}</loc>`);
    } finally {
      await server.app.db.query('DELETE FROM job_extra_places WHERE job_id = $1 AND city_id = $2', [jobId, lone.id]);
    }
  });
});
