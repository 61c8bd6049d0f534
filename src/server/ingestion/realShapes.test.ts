import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COUNTRIES, CURRENCIES, JOB_FUNCTIONS } from '../db/seedData';
import type { Fetcher } from './fetcher';
import { Catalogue, MAX_EXTRA_PLACES, MAX_MONTHLY_SALARY_USD, RecordRejected, normalise, titleKey, urlKey, type CatalogueSnapshot, type Place } from './normalise';
import { parseJson } from './sources/common';
import { greenhouse } from './sources/greenhouse';
import { jsonld } from './sources/jsonld';
import { lever } from './sources/lever';
import { SourceError, type RawPosting, type SourceConfig } from './types';

/**
 * Issue 31: ingestion of employer boards in the shapes the providers really answer (fixtures/providers/): several
 * places per job, `@graph` references, non-Latin titles, city-states, implausible salaries, embedded-board URLs,
 * Greenhouse pay ranges and a login page instead of the board. Readers run against a fake fetcher; no database.
 */

const FIXTURES = path.join(__dirname, 'fixtures', 'providers');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

/** A Fetcher answering every URL with one fixture; `requested` keeps the URLs asked for. */
function serving(name: string, contentType = 'application/json'): Fetcher & { requested: string[] } {
  const requested: string[] = [];
  const fake = { requested, get: async (url: string) => (requested.push(url), { url, status: 200, contentType, body: fixture(name) }) };
  return fake as unknown as Fetcher & { requested: string[] };
}

/** The seed's catalogue (the market the product serves), ids in seed order. */
function seedCatalogue(): Catalogue {
  const snap: CatalogueSnapshot = { countries: [], states: [], cities: [], functions: [] };
  COUNTRIES.forEach((c, i) => {
    const countryId = i + 1;
    snap.countries.push({ id: countryId, name: c.name, iso2: c.iso2, currency_id: CURRENCIES.findIndex((x) => x.code === c.currency) + 1, currency: c.currency });
    for (const state of new Set([...c.cities.map(([, s]) => s), ...c.extraStates])) snap.states.push({ name: state, country_id: countryId });
    for (const [city] of c.cities) snap.cities.push({ id: snap.cities.length + 1, name: city, country_id: countryId });
  });
  snap.functions = JOB_FUNCTIONS.map((f, i) => ({ id: i + 1, name: f.name }));
  return new Catalogue(snap);
}
const cat = seedCatalogue();
const now = new Date('2026-11-27T00:00:00Z');
const countryId = (name: string) => COUNTRIES.findIndex((c) => c.name === name) + 1;
const cityId = (name: string) => COUNTRIES.flatMap((c) => c.cities.map(([city]) => city)).indexOf(name) + 1;
/** A catalogue city as a Place. */
const city = (name: string, country: string): Place => ({ cityId: cityId(name), countryId: countryId(country) });
const remote = (country: string): Place => ({ newCity: 'Remote', countryId: countryId(country) });

const acme: SourceConfig = { type: 'greenhouse', url: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs', company: 'Acme Technologies Pvt Ltd', website: 'https://acme.example' };
const gulfline: SourceConfig = { type: 'lever', url: 'https://api.lever.co/v0/postings/gulfline', company: 'Gulfline Logistics LLC', website: 'https://gulfline.example' };
const careers: SourceConfig = { type: 'jsonld', url: 'https://acme.example/careers/', company: 'Acme Technologies Pvt Ltd', website: 'https://acme.example' };
const byId = (postings: RawPosting[], id: string) => postings.find((p) => p.externalId === id) as RawPosting;

describe('several places per job (Greenhouse offices, Lever allLocations, JSON-LD jobLocation arrays)', () => {
  it('Greenhouse: every office beyond the primary is a place; one the catalogue cannot place is dropped', async () => {
    const { postings, rejected } = await greenhouse.read(acme, serving('greenhouse-board.json'));
    expect(rejected).toEqual([]);
    const p = byId(postings, '4012101');
    expect(p.locationText).toBe('Bengaluru, Karnataka, India');
    expect(p.places).toEqual([
      { locationText: 'Dubai, United Arab Emirates' },
      { locationText: 'Singapore' },
      { locationText: 'Tranquility Base, Moon' },
    ]);
    const job = normalise(p, acme, cat, now);
    expect(job.place).toEqual(city('Bengaluru', 'India'));
    expect(job.extraPlaces).toEqual([city('Dubai', 'United Arab Emirates'), city('Singapore', 'Singapore')]);
  });

  it('Lever: allLocations are places, without the primary, repeats or the unknown', async () => {
    const { postings } = await lever.read(gulfline, serving('lever-postings.json'));
    const p = byId(postings, '5c9a1b2e-7d3f-4e8a-9b1c-2d3e4f5a6b7c');
    expect(p.locationText).toBe('Dubai, United Arab Emirates');
    expect(p.places).toEqual([
      { locationText: 'Doha, Qatar' },
      { locationText: 'Manama, Bahrain' },
      { locationText: 'Singapore, Singapore' },
      { locationText: 'Atlantis' },
    ]);
    const job = normalise(p, gulfline, cat, now);
    expect(job.place).toEqual(city('Dubai', 'United Arab Emirates'));
    expect(job.extraPlaces).toEqual([city('Doha', 'Qatar'), city('Manama', 'Bahrain'), city('Singapore', 'Singapore')]);
    // A posting with one place lists it once and has no further ones.
    expect(byId(postings, '6d0b2c3f-8e4a-4f9b-8c2d-3e4f5a6b7c8d').places).toEqual([]);
  });

  it('a change of places is an update (the digest moves); a posting with one place keeps its pre-issue-31 digest', async () => {
    const { postings } = await lever.read(gulfline, serving('lever-postings.json'));
    const p = byId(postings, '5c9a1b2e-7d3f-4e8a-9b1c-2d3e4f5a6b7c');
    const before = normalise(p, gulfline, cat, now).hash;
    expect(normalise({ ...p, places: p.places?.slice(1) }, gulfline, cat, now).hash).not.toBe(before);
    expect(normalise({ ...p }, gulfline, cat, now).hash).toBe(before);

    const single = byId(postings, '7e1c3d4a-9f5b-4a0c-9d3e-4f5a6b7c8d9e');
    const job = normalise(single, gulfline, cat, now);
    const legacy = createHash('sha256')
      .update(JSON.stringify([job.title, job.url, job.applyUrl, [single.city, single.locationText, single.country], job.jobFunctionId, job.roleFunction, job.workType, job.workMode, job.postedAt.toISOString(), job.descriptionHtml, job.salary]))
      .digest('hex');
    expect(job.hash).toBe(legacy);
  });

  it(`keeps at most ${MAX_EXTRA_PLACES} further places, each once`, () => {
    const cities = COUNTRIES.flatMap((c) => c.cities.map(([name]) => ({ locationText: `${name}, ${c.name}` })));
    const p: RawPosting = { externalId: 'x', title: 'Area Manager', url: 'https://acme.example/jobs/x', locationText: 'Bengaluru, India', descriptionHtml: '<p>Manage our sites in every city we serve.</p>', places: [...cities, ...cities] };
    const job = normalise(p, acme, cat, now);
    expect(job.extraPlaces).toHaveLength(MAX_EXTRA_PLACES);
    expect(new Set(job.extraPlaces.map((x) => JSON.stringify(x))).size).toBe(MAX_EXTRA_PLACES);
    expect(job.extraPlaces).not.toContainEqual(job.place);
  });
});

describe('JSON-LD in the shapes careers sites publish', () => {
  it('keeps JobPosting skills (text, a list or DefinedTerms) as plain text for search (issue 32), bounded', () => {
    const base: RawPosting = { externalId: 's', title: 'Data Engineer', url: 'https://acme.example/jobs/s', locationText: 'Pune, India', descriptionHtml: '<p>Build the pipelines behind our stores.</p>' };
    expect(normalise({ ...base, skills: ['Kafka', '<b>Spark</b>', 'Kafka', 'x'.repeat(500)] }, careers, cat, now).skills).toBe(`Kafka. Spark. ${'x'.repeat(100)}`);
    expect(normalise(base, careers, cat, now).skills).toBe('');
    // Without skills the digest is the one a record had before the column: nothing is re-written on the next run.
    expect(normalise({ ...base, skills: [] }, careers, cat, now).hash).toBe(normalise(base, careers, cat, now).hash);
    expect(normalise({ ...base, skills: ['Kafka'] }, careers, cat, now).hash).not.toBe(normalise(base, careers, cat, now).hash);
  });

  it('reads skills from a page as text, a list or DefinedTerms', async () => {
    const page = (skills: unknown) =>
      `<html><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Data Engineer', identifier: 'DE-1', datePosted: '2026-11-01',
        description: '<p>Build the pipelines behind our stores.</p>', hiringOrganization: { name: 'Acme Technologies Pvt Ltd' },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Pune', addressCountry: 'IN' } }, skills,
      })}</script></html>`;
    for (const [skills, expected] of [
      ['Kafka, Spark; SQL', ['Kafka', ' Spark', ' SQL']],
      [['Kafka', 'Spark'], ['Kafka', 'Spark']],
      [[{ '@type': 'DefinedTerm', name: 'Kafka' }], ['Kafka']],
    ] as const) {
      const fetcher = { get: async (url: string) => ({ url, status: 200, contentType: 'text/html', body: page(skills) }) } as unknown as Fetcher;
      const { postings } = await jsonld.read(careers, fetcher);
      expect(postings[0].skills).toEqual(expected);
    }
  });

  it('resolves @id references of an @graph (organisation, places, addresses) and reads every jobLocation', async () => {
    const { postings, rejected } = await jsonld.read(careers, serving('careers-graph.html', 'text/html'));
    expect(rejected).toEqual([]);
    const p = byId(postings, 'AT-DA-77');
    expect(p.company).toBe('Acme Technologies Pvt Ltd');
    expect(p).toMatchObject({ city: 'Mumbai', locationText: 'Mumbai, Maharashtra, IN', country: 'IN', remote: false });
    const job = normalise(p, careers, cat, now); // was: company "https://acme.example/#organization" is not this source's employer
    expect(job.place).toEqual(city('Mumbai', 'India'));
    expect(job.extraPlaces).toEqual([city('Pune', 'India'), city('Manama', 'Bahrain')]);
    expect(job.salary).toEqual({ min: 1200000, max: 1800000, currency: 'INR', period: 'year' });
  });

  it('applicantLocationRequirements as an array with TELECOMMUTE: remote in each country, the first the primary', async () => {
    const { postings } = await jsonld.read(careers, serving('careers-graph.html', 'text/html'));
    const p = byId(postings, 'AT-SE-12');
    expect(p).toMatchObject({ locationText: 'Remote - India', country: 'India', remote: true });
    const job = normalise(p, careers, cat, now); // was: rejected, "no location"
    expect(job.place).toEqual(remote('India'));
    expect(job.workMode).toBe('remote');
    // Karnataka is in India: the same "Remote, India" as the primary, so not repeated.
    expect(job.extraPlaces).toEqual([remote('Philippines'), remote('Malaysia')]);
  });

  it('applicantLocationRequirements as one object, and a typed reference to the organisation', async () => {
    const { postings } = await jsonld.read(careers, serving('careers-graph.html', 'text/html'));
    const p = postings.find((x) => x.title === 'Remote Content Writer') as RawPosting;
    expect(p.company).toBe('Acme Technologies Pvt Ltd');
    const job = normalise(p, careers, cat, now);
    expect(job.place).toEqual(remote('United Arab Emirates'));
    expect(job.workMode).toBe('remote');
    expect(job.extraPlaces).toEqual([]);
  });
});

describe('non-Latin titles', () => {
  it('two Arabic and two Hindi titles of one employer in one city stay four jobs; Arabic vowel marks are folded', async () => {
    const { postings } = await greenhouse.read(acme, serving('titles.json'));
    const keys = Object.fromEntries(postings.map((p) => [p.externalId, titleKey(normalise(p, acme, cat, now).title)]));
    expect(keys['9001']).toBe('مهندس برمجيات');
    expect(keys['9003']).toBe('सॉफ्टवेयर इंजीनियर');
    expect(new Set([keys['9001'], keys['9002'], keys['9003'], keys['9004']]).size).toBe(4);
    expect(keys['9001']).not.toBe('');
    // The same Arabic title written with its vowel marks and a bracketed "(remote)" is the same title.
    expect(keys['9005']).toBe(keys['9001']);
    const riyadh = postings.filter((p) => p.locationText === 'Riyadh, Saudi Arabia').map((p) => normalise(p, acme, cat, now).place);
    expect(new Set(riyadh.map((x) => JSON.stringify(x))).size).toBe(1);
  });

  it('Tamil keeps its vowel signs; Latin still folds case and diacritics', () => {
    expect(titleKey('மென்பொருள் பொறியாளர்')).not.toBe(titleKey('கணக்காளர்'));
    expect(titleKey('மென்பொருள் பொறியாளர்')).toBe('மென்பொருள் பொறியாளர்'.normalize('NFKD'));
    expect(titleKey('Sr. Café Manager (Remote)')).toBe(titleKey('senior cafe manager'));
  });
});

describe('city-states and their countries', () => {
  it.each([
    ['Singapore', city('Singapore', 'Singapore')],
    ['Singapore, Singapore', city('Singapore', 'Singapore')],
    ['Kuwait', city('Kuwait City', 'Kuwait')],
    ['Kuwait City, Kuwait', city('Kuwait City', 'Kuwait')],
    ['Manama, Bahrain', city('Manama', 'Bahrain')],
    ['Doha, Qatar', city('Doha', 'Qatar')],
  ])('%s → the city', (text, expected) => {
    expect(cat.resolve(text)).toEqual(expected);
  });

  it('a country without a city of its name stays the country ("Remote" in it when remote); remote city-states too', () => {
    expect(cat.resolve('Qatar')).toEqual(remote('Qatar'));
    expect(cat.resolve('Remote - Singapore')).toEqual(remote('Singapore'));
    expect(cat.resolve('Remote - India')).toEqual(remote('India'));
    expect(cat.resolve('Singapore', { country: 'SG' })).toEqual(city('Singapore', 'Singapore'));
  });

  it('Greenhouse "Kuwait" is Kuwait City', async () => {
    const { postings } = await greenhouse.read(acme, serving('greenhouse-board.json'));
    expect(normalise(byId(postings, '4012102'), acme, cat, now).place).toEqual(city('Kuwait City', 'Kuwait'));
  });
});

describe('salary plausibility', () => {
  it(`rejects a salary over USD ${MAX_MONTHLY_SALARY_USD} a month, naming the amount`, async () => {
    const { postings } = await lever.read(gulfline, serving('lever-postings.json'));
    const p = byId(postings, '6d0b2c3f-8e4a-4f9b-8c2d-3e4f5a6b7c8d');
    expect(p.salary).toEqual({ min: 850000000, max: 850000000, currency: 'MYR', period: 'month' });
    expect(() => normalise(p, gulfline, cat, now)).toThrow(RecordRejected);
    expect(() => normalise(p, gulfline, cat, now)).toThrow(/implausible salary: MYR 850,000,000 a month .*over USD 250,000/);
  });

  it('drops, never rejects on, an absurd figure read from the description (a misread turnover is not the pay)', () => {
    const p: RawPosting = {
      externalId: 'text-absurd',
      title: 'Relationship Manager',
      url: 'https://acme.example/jobs/text-absurd',
      locationText: 'Kuala Lumpur',
      descriptionHtml: '<p>Salary: RM 850,000,000 per month. Manage the accounts of our private clients.</p>',
    };
    expect(normalise(p, gulfline, cat, now).salary).toBeNull();
  });

  it('drops (keeps the job, not the figure) a salary under USD 10 a month', async () => {
    const { postings } = await lever.read(gulfline, serving('lever-postings.json'));
    const p = byId(postings, '7e1c3d4a-9f5b-4a0c-9d3e-4f5a6b7c8d9e');
    expect(p.salary).toEqual({ min: 5, max: 9, currency: 'PHP', period: 'month' });
    expect(normalise(p, gulfline, cat, now).salary).toBeNull();
  });

  it('keeps ordinary salaries, yearly and hourly, and one in a currency without a rate', () => {
    const base: RawPosting = { externalId: 'y', title: 'Staff Nurse', url: 'https://acme.example/jobs/y', locationText: 'Dubai', descriptionHtml: '<p>Care for patients on our cardiac ward.</p>' };
    const keep = [
      { min: 90000, max: 120000, currency: 'SGD', period: 'year' as const },
      { min: 20, max: 30, currency: 'USD', period: 'hour' as const },
      { min: 1000000, max: 1000000, currency: 'EUR', period: 'month' as const },
    ];
    for (const salary of keep) expect(normalise({ ...base, salary }, acme, cat, now).salary).toEqual(salary);
    expect(() => normalise({ ...base, salary: { min: null, max: 1_000_000, currency: 'AED', period: 'month' } }, acme, cat, now)).toThrow(/AED 1,000,000 a month/);
  });
});

describe('embedded-board URLs', () => {
  it('keeps the parameters that name the job, sorted; drops tracking ones', () => {
    expect(urlKey('https://acme.com/careers?gh_jid=123')).toBe('acme.com/careers?gh_jid=123');
    expect(urlKey('https://www.acme.com/careers/?utm_source=x&gh_src=abc&gh_jid=123#apply')).toBe('acme.com/careers?gh_jid=123');
    expect(urlKey('https://acme.com/careers?gh_jid=124')).not.toBe(urlKey('https://acme.com/careers?gh_jid=123'));
    expect(urlKey('https://acme.com/jobs?source=linkedin&jobId=77&ref=abc')).toBe('acme.com/jobs?jobid=77&ref=abc');
    expect(urlKey('https://acme.com/jobs?job_id=1&jid=2&id=3')).toBe('acme.com/jobs?id=3&jid=2&job_id=1');
    expect(urlKey('https://acme.com/jobs/123?utm_medium=email&utm_campaign=z')).toBe('acme.com/jobs/123');
    expect(urlKey('https://acme.com/careers?lever-job=5c9a&lever-origin=applied&lever-source%5B%5D=LinkedIn')).toBe('acme.com/careers?lever-job=5c9a');
  });

  it('Greenhouse postings of one embed page have one key each', async () => {
    const { postings } = await greenhouse.read(acme, serving('greenhouse-board.json'));
    const keys = postings.map((p) => urlKey(p.applyUrl));
    expect(keys).toEqual(['acme.example/careers?gh_jid=4012101', 'acme.example/careers?gh_jid=4012102']);
  });
});

describe('Greenhouse pay_input_ranges', () => {
  it('asks for pay transparency and content, and reads the range in units (a year, unless the title or blurb says)', async () => {
    const fetcher = serving('greenhouse-board.json');
    const { postings } = await greenhouse.read(acme, fetcher);
    const asked = new URL(fetcher.requested[0]);
    expect(asked.searchParams.get('content')).toBe('true');
    expect(asked.searchParams.get('pay_transparency')).toBe('true');
    expect(byId(postings, '4012101').salary).toEqual({ min: 4500000, max: 6000000, currency: 'INR', period: 'year' });
    expect(byId(postings, '4012102').salary).toEqual({ min: 22, max: 28, currency: 'USD', period: 'hour' });
    expect(normalise(byId(postings, '4012101'), acme, cat, now).salary).toEqual({ min: 4500000, max: 6000000, currency: 'INR', period: 'year' });
  });
});

describe('an HTML page instead of JSON', () => {
  it('says so, with the page title as bounded plain text', async () => {
    const read = greenhouse.read(acme, serving('login-page.html', 'text/html'));
    await expect(read).rejects.toThrow(SourceError);
    const message = await read.then(() => '', (err: Error) => err.message);
    expect(message).toMatch(/answered an HTML page \(a login or error page\?\), not JSON \(title "Sign in & continue – Acme SSO/);
    const title = /\(title "(.*)"\)$/.exec(message)?.[1] ?? '';
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).not.toMatch(/[<>]/);
  });

  it('after a byte-order mark too; JSON with a byte-order mark is read; other garbage stays "not valid JSON"', async () => {
    await expect(lever.read(gulfline, serving('error-page.html', 'text/html'))).rejects.toThrow(/HTML page .*\(title "503 Service Unavailable"\)/);
    expect(parseJson('\uFEFF[1]', 'u')).toEqual([1]);
    expect(() => parseJson('{"jobs": [', 'https://x.example/jobs')).toThrow('https://x.example/jobs: not valid JSON');
    expect(() => parseJson('<html><body>no title</body></html>', 'u')).toThrow(/^u: not valid JSON: answered an HTML page \(a login or error page\?\), not JSON$/);
  });
});
