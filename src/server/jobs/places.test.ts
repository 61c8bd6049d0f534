import { startTestApp, type TestServer } from '../testing/testApp';
import { CITY_ALIASES } from '../../shared/placeAliases';

jest.setTimeout(30_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ url });
const names = (results: { name?: string; label: string }[]) => results.map((r) => r.name ?? r.label);

describe('GET /dropdown/cities: every market, common names (issue 29)', () => {
  it('offers the cities of every market with their country, not only India', async () => {
    const dub = (await get('/v1/dropdown/cities?term=Dub')).json().results;
    expect(dub[0]).toMatchObject({ name: 'Dubai', country: 'United Arab Emirates', country_code: 'AE', currency: 'AED' });
    const man: string[] = names((await get('/v1/dropdown/cities?term=Man')).json().results);
    expect(man.slice(0, 2).sort()).toEqual(['Manama', 'Manila']);
    const all: { country_code: string }[] = (await get('/v1/dropdown/cities')).json().results;
    expect(new Set(all.map((c) => c.country_code))).toEqual(new Set(['IN', 'PH', 'MY', 'SG', 'AE', 'SA', 'QA', 'KW', 'OM', 'BH']));
  });

  it.each([
    ['Bangalore', 'Bengaluru'], ['bombay', 'Mumbai'], ['Madras', 'Chennai'], ['Calcutta', 'Kolkata'], ['Gurgaon', 'Gurugram'],
    ['Trivandrum', 'Thiruvananthapuram'], ['Cochin', 'Kochi'], ['KL', 'Kuala Lumpur'], ['PJ', 'Petaling Jaya'], ['JB', 'Johor Bahru'],
    ['Penang', 'George Town'], ['BGC', 'Taguig'], ['Bonifacio', 'Taguig'], ['QC', 'Quezon City'], ['Singapura', 'Singapore'],
    ['DXB', 'Dubai'], ['AUH', 'Abu Dhabi'], ['Khobar', 'Al Khobar'],
  ])('"%s" finds %s, saying which name found it', async (term, city) => {
    const results = (await get(`/v1/dropdown/cities?term=${encodeURIComponent(term)}`)).json().results;
    const hit = results.find((r: { name: string }) => r.name === city);
    expect(hit).toBeDefined();
    if (!city.toLowerCase().includes(term.toLowerCase())) expect(hit.alias?.toLowerCase()).toBe(term.toLowerCase());
  });

  it('finds several cities by a shared name ("Metro Manila", "KSA") and keeps the country filter', async () => {
    expect(names((await get('/v1/dropdown/cities?term=Metro%20Manila')).json().results).sort()).toEqual(['Makati', 'Manila', 'Quezon City', 'Taguig']);
    expect(names((await get('/v1/dropdown/cities?term=KSA')).json().results).sort()).toEqual(['Al Khobar', 'Dammam', 'Jeddah', 'Riyadh']);
    // India's NCR, not Manila's, under India.
    expect(names((await get('/v1/dropdown/cities?term=NCR&country_id=1')).json().results).sort()).toEqual(['Gurugram', 'New Delhi', 'Noida']);
  });

  it('names only cities of the catalogue in its alias list', async () => {
    const all: string[] = names((await get('/v1/dropdown/cities')).json().results);
    for (const city of Object.keys(CITY_ALIASES)) expect(all).toContain(city);
  });
});

describe('GET /dropdown/places: areas and cities with their country', () => {
  it('offers a whole country and the Gulf by their names and other names', async () => {
    const uae = (await get('/v1/dropdown/places?term=UAE')).json().results;
    expect(uae[0]).toMatchObject({ kind: 'country', value: 'country:AE', label: 'All UAE' });
    const gulf = (await get('/v1/dropdown/places?term=gulf')).json().results;
    expect(gulf[0]).toMatchObject({ kind: 'region', value: 'region:GCC', label: 'Gulf (GCC)' });
    const india = (await get('/v1/dropdown/places?term=India')).json().results;
    expect(india[0]).toMatchObject({ value: 'country:IN', label: 'All India' });
    const dubai = (await get('/v1/dropdown/places?term=dub')).json().results;
    expect(dubai[0]).toMatchObject({ kind: 'city', label: 'Dubai, United Arab Emirates', name: 'Dubai', currency: 'AED' });
    expect(dubai[0].value).toBe(String(dubai[0].id));
    const blr = (await get('/v1/dropdown/places?term=Bangalore')).json().results;
    expect(blr[0]).toMatchObject({ name: 'Bengaluru', label: 'Bengaluru, India (Bangalore)' });
  });
});

describe('GET /candidates/all_jobs?location=country:…|region:… (issue 29)', () => {
  const countIn = async (codes: string[]) => {
    const [{ n }] = await app.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
       WHERE j.is_active AND co.iso2 = ANY($1::text[])`,
      [codes],
    );
    return n;
  };

  it('a whole country lists every job in its cities, counted exactly', async () => {
    const res = (await get('/v1/candidates/all_jobs?location=country:AE&length=50')).json();
    expect(res.total).toBe(await countIn(['AE']));
    expect(res.data.length).toBe(Math.min(50, res.total));
    for (const j of res.data) expect(j.location).toMatch(/, United Arab Emirates$/);
  });

  it('the Gulf (GCC) lists jobs in Dubai, Riyadh, Doha … and none elsewhere', async () => {
    const gcc = await countIn(['AE', 'SA', 'QA', 'KW', 'OM', 'BH']);
    const res = (await get('/v1/candidates/all_jobs?location=region:GCC&length=50')).json();
    expect(res.total).toBe(gcc);
    const countries = new Set(res.data.map((j: { location: string }) => j.location.split(', ').pop()));
    for (const c of countries) expect(['United Arab Emirates', 'Saudi Arabia', 'Qatar', 'Kuwait', 'Oman', 'Bahrain']).toContain(c);
    // Lower case is the same place.
    expect((await get('/v1/candidates/all_jobs?location=region:gcc')).json().total).toBe(gcc);
  });

  it('combines an area with other filters (a title under a country)', async () => {
    const [{ title }] = await app.app.db.query<{ title: string }>(
      `SELECT j.title FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id
       WHERE j.is_active AND co.iso2 = 'SA' ORDER BY j.id LIMIT 1`,
    );
    const res = (await get(`/v1/candidates/all_jobs?location=country:SA&jobtitle=${encodeURIComponent(title)}&length=50`)).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.map((j: { position: string }) => j.position)).toContain(title);
    for (const j of res.data) {
      expect(j.location).toMatch(/, Saudi Arabia$/);
    }
  });

  it('keeps numeric city ids and text working, and refuses an unknown area with a reason', async () => {
    const [{ id }] = await app.app.db.query<{ id: number }>(`SELECT id FROM cities WHERE name = 'Dubai'`);
    const byId = (await get(`/v1/candidates/all_jobs?location=${id}`)).json();
    expect(byId.total).toBeGreaterThan(0);
    for (const j of byId.data) expect(j.location).toBe('Dubai, United Arab Emirates');
    expect((await get('/v1/candidates/all_jobs?location=Dubai')).json().total).toBe(byId.total);
    const bad = await get('/v1/candidates/all_jobs?location=country:XX');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Unknown place');
    expect((await get('/v1/candidates/all_jobs?location=region:EU')).statusCode).toBe(400);
  });
});
