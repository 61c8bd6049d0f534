import { bearer, form, newCandidate, startTestApp, type TestServer } from '../testing/testApp';
import { placeCityIds, rankJobs, smartMatchProfile } from './matching';
import { scheduledSmartMatches } from './alertRepository';

jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const GCC = ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'];
const post = (url: string, access: string, payload: FormData) => app.inject({ method: 'POST', url, headers: bearer(access), payload });

/** The job function with active jobs in the most GCC countries (then the most jobs there). */
async function gulfFunction(): Promise<number> {
  const [{ id }] = await app.app.db.query<{ id: number }>(
    `SELECT j.job_function_id AS id FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
     WHERE j.is_active AND co.iso2 = ANY($1::text[]) GROUP BY 1 ORDER BY count(DISTINCT co.iso2) DESC, count(*) DESC LIMIT 1`,
    [GCC],
  );
  return id;
}

/** The ISO codes of the countries of these jobs. */
async function countriesOf(jobIds: number[]): Promise<string[]> {
  const rows = await app.app.db.query<{ iso2: string }>(
    `SELECT DISTINCT co.iso2 FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id WHERE j.id = ANY($1::int[])`,
    [jobIds],
  );
  return rows.map((r) => r.iso2).sort();
}

describe('Smart Match matching with a region (issue 29)', () => {
  it('an area covers every city of its countries', async () => {
    const db = app.app.db;
    const gcc = await placeCityIds(db, null, 'region:GCC');
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE co.iso2 = ANY($1::text[])`,
      [GCC],
    );
    expect(gcc).toHaveLength(n);
    expect(await placeCityIds(db, 7, 'region:GCC')).toEqual([7]);
    expect(await placeCityIds(db, null, null)).toEqual([]);
    expect(await placeCityIds(db, null, 'country:XX')).toEqual([]);
  });

  it('"Gulf (GCC)" matches jobs in Dubai, Riyadh, Doha … as in its location, and none elsewhere', async () => {
    const fn = await gulfFunction();
    const matches = await rankJobs(app.app.db, [{ titles: [], functionIds: [fn], cityIds: await placeCityIds(app.app.db, null, 'region:GCC') }]);
    const near = matches.filter((m) => m.location_match === 'same');
    expect(near.length).toBeGreaterThan(1);
    const countries = await countriesOf(near.map((m) => m.job_id));
    expect(countries.length).toBeGreaterThan(1);
    for (const c of countries) expect(GCC).toContain(c);
    // Every match is in the Gulf or remote in it: a function match needs the place.
    for (const c of await countriesOf(matches.map((m) => m.job_id))) expect(GCC).toContain(c);
  });
});

describe('POST /smartmatch/create with a place', () => {
  it('creates a Smart Match for the Gulf, named and listed by the area, and matches it there', async () => {
    const c = await newCandidate(app);
    const fn = await gulfFunction();
    const res = await post('/v1/smartmatch/create', c.access, form({ alert_time: 'morning', job_function: fn, place: 'region:gcc', new_jobtitles: ['Zzyzx Specialist'] }));
    expect(res.statusCode).toBe(201);
    const sm = res.json().data;
    expect(sm).toMatchObject({ city_id: null, place: 'region:GCC', location: 'Gulf (GCC)', smart_match: 'Zzyzx Specialist in Gulf (GCC)' });
    const profile = await smartMatchProfile(app.app.db, sm.id);
    expect(profile?.cityIds).toEqual(await placeCityIds(app.app.db, null, 'region:GCC'));
    const matches = await rankJobs(app.app.db, profile ? [profile] : []);
    expect(matches.length).toBeGreaterThan(0);
    for (const cc of await countriesOf(matches.map((m) => m.job_id))) expect(GCC).toContain(cc);

    // Editing: a city replaces the area, an area the city.
    const toCity = await post(`/v1/smartmatch/${sm.id}/update`, c.access, form({ city: '1' }));
    expect(toCity.json().data).toMatchObject({ city_id: 1, place: null, location: 'Bengaluru' });
    const toCountry = await post(`/v1/smartmatch/${sm.id}/update`, c.access, form({ place: 'country:AE' }));
    expect(toCountry.json().data).toMatchObject({ city_id: null, place: 'country:AE', location: 'All UAE' });
    // It alerts in the country's time zone.
    expect((await scheduledSmartMatches(app.app.db)).find((r) => r.id === sm.id)?.iso2).toBe('AE');
  });

  it('asks for exactly one known place', async () => {
    const c = await newCandidate(app);
    const base = { alert_time: 'morning', job_function: '1', jobtitles: ['1'] };
    const none = await post('/v1/smartmatch/create', c.access, form(base));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ city: ['Field is required'] });
    const both = await post('/v1/smartmatch/create', c.access, form({ ...base, city: '1', place: 'country:IN' }));
    expect(both.json().errors).toEqual({ place: ['Choose a city or a whole country or region, not both.'] });
    const unknown = await post('/v1/smartmatch/create', c.access, form({ ...base, place: 'region:EU' }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['place']);
  });
});
