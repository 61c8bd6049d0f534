import { AREA_VALUES, areaCountries, parsePlace } from '../../shared/places';
import { bearer, form, newCandidate, startTestApp, type TestServer } from '../testing/testApp';

jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const GCC_NAMES = ['United Arab Emirates', 'Saudi Arabia', 'Qatar', 'Kuwait', 'Oman', 'Bahrain'];
const post = (url: string, access: string, payload: FormData) => app.inject({ method: 'POST', url, headers: bearer(access), payload });
const get = (url: string, access: string) => app.inject({ url, headers: bearer(access) });
const prefs = { jobtitles: ['1'], jobfunctions: ['1'], jobtype: 'Remote', notice_period: 'Immediate', expected_salary: '9000' };
const countryOf = (location: string) => location.split(', ').pop();

describe('career preferences with whole countries and regions (issue 29)', () => {
  it("keeps the database's area table equal to shared/markets.ts", async () => {
    const rows = await app.app.db.query<{ place: string; iso2: string }>('SELECT place, iso2 FROM place_area_countries ORDER BY place, iso2');
    const expected = AREA_VALUES.flatMap((v) => {
      const choice = parsePlace(v);
      return choice && choice.kind !== 'city' ? areaCountries(choice).map((iso2) => ({ place: v, iso2 })) : [];
    }).sort((a, b) => a.place.localeCompare(b.place) || a.iso2.localeCompare(b.iso2));
    expect(rows).toEqual(expected);
  });

  it('saves "Gulf (GCC)" as a location, shows it, and lists Gulf jobs as available', async () => {
    const c = await newCandidate(app);
    const res = await post('/v1/candidates/update/preferences', c.access, form({ ...prefs, location_areas: ['region:GCC'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ desired_locations: [], desired_areas: [{ value: 'region:GCC', label: 'Gulf (GCC)' }] });
    const available = (await get('/v1/candidates/available_jobs', c.access)).json();
    expect(available.data.length).toBeGreaterThan(0);
    // Its function's jobs anywhere, and every job in the Gulf: the Gulf's are there.
    expect(available.data.some((j: { location: string }) => GCC_NAMES.includes(countryOf(j.location) ?? ''))).toBe(true);
    const exported = (await get('/v1/candidates/export', c.access)).json();
    expect(exported.profile.desired_areas).toEqual([{ value: 'region:GCC', label: 'Gulf (GCC)' }]);
  });

  it('registration takes areas too', async () => {
    const c = await newCandidate(app, { locations: [], new_locations: [], location_areas: ['country:PH'] });
    const profile = (await get('/v1/candidates/my_profile', c.access)).json().data;
    expect(profile).toMatchObject({ desired_locations: [], desired_areas: [{ value: 'country:PH', label: 'All Philippines' }] });
  });

  it('refuses an area naming no market, and counts areas with the locations', async () => {
    const c = await newCandidate(app);
    const bad = await post('/v1/candidates/update/preferences', c.access, form({ ...prefs, location_areas: ['region:EU'] }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['location_areas']);
    const none = await post('/v1/candidates/update/preferences', c.access, form(prefs));
    expect(none.json().errors).toEqual({ locations: ['Field is required'] });
  });

  it('a typed common name ("Bangalore") is the catalogue city, not a new one', async () => {
    const c = await newCandidate(app);
    const res = await post('/v1/candidates/update/preferences', c.access, form({ ...prefs, new_locations: ['Bangalore'] }));
    expect(res.statusCode).toBe(200);
    const [{ id }] = await app.app.db.query<{ id: number }>(`SELECT id FROM cities WHERE name = 'Bengaluru' AND NOT created_by_candidate`);
    expect(res.json().data.desired_locations.map((l: { id: number; name: string }) => [l.id, l.name])).toEqual([[id, 'Bengaluru']]);
  });
});
