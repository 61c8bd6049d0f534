import { MARKETS, type MarketCode } from '../../shared/markets';
import { checkStoredPhoneNumbers } from '../db/phoneNumbers';
import { bearer, form, newCandidate, registration, marketCity, startTestApp, type TestServer } from '../testing/testApp';

jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const cityOf = (code: MarketCode) => marketCity(app, code);

const profileOf = async (access: string) => (await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(access) })).json().data;

/** Each of six markets' people, with the number as they type it at home, no code sent beside it. */
const PEOPLE: { code: MarketCode; typed: string; e164: string; national: string }[] = [
  { code: 'IN', typed: '98765 43210', e164: '+919876543210', national: '98765 43210' },
  { code: 'PH', typed: '9171234567', e164: '+639171234567', national: '0917 123 4567' },
  { code: 'MY', typed: '012-345 6789', e164: '+60123456789', national: '012-345 6789' },
  { code: 'SG', typed: '8123 4567', e164: '+6581234567', national: '8123 4567' },
  { code: 'AE', typed: '050 123 4567', e164: '+971501234567', national: '050 123 4567' },
  { code: 'SA', typed: '051 234 5678', e164: '+966512345678', national: '051 234 5678' },
];

describe('registration with the phone number of every market', () => {
  it.each(PEOPLE)('$code: the number is read for the candidate\'s own country and stored in E.164', async ({ code, typed, e164, national }) => {
    const place = await cityOf(code);
    const c = await newCandidate(app, { country: String(place.country), current_location: String(place.city), phone_number_code: undefined, phone_number: typed, locations: [String(place.city)], new_locations: [] });
    const p = await profileOf(c.access);
    const market = MARKETS.find((m) => m.code === code)!;
    expect(p).toMatchObject({ phone_number_code: market.callingCode, phone_e164: e164, phone_national: national, phone_country: code, phone_check: null });
    expect(`${p.phone_number_code}${p.phone_number}`).toBe(e164);
  });

  it('a number pasted internationally keeps all its digits and its own code', async () => {
    const c = await newCandidate(app, { phone_number_code: '+91', phone_number: '+91 98765 43210' });
    expect(await profileOf(c.access)).toMatchObject({ phone_number: '9876543210', phone_e164: '+919876543210' });
  });

  it('a wrong number is refused with a message naming the country and its format; an unserved code is named', async () => {
    const place = await cityOf('SG');
    const bad = await app.inject({ method: 'POST', url: '/v1/register', payload: form(registration({ country: String(place.country), current_location: String(place.city), phone_number_code: '+65', phone_number: '1234 5678' })) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone_number).toEqual(['Enter a valid Singapore phone number, e.g. 8123 4567.']);
    const code = await app.inject({ method: 'POST', url: '/v1/register', payload: form(registration({ phone_number_code: '+44', phone_number: '7400 123456' })) });
    expect(code.statusCode).toBe(400);
    expect(code.json().errors.phone_number_code[0]).toMatch(/^Choose a country code we serve: \+91, \+63/);
    const hostile = await app.inject({ method: 'POST', url: '/v1/register', payload: form(registration({ phone_number: `${'9'.repeat(30)}` })) });
    expect(hostile.statusCode).toBe(400);
    const letters = await app.inject({ method: 'POST', url: '/v1/register', payload: form(registration({ phone_number: '98765<b>43210' })) });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors.phone_number).toEqual(['Enter a phone number: digits, spaces and dashes only.']);
  });
});

describe('POST /candidates/update/personal_info', () => {
  it('the Manila nurse fixes what registration took: name, country, city, phone and date of birth, shown at once and in the export', async () => {
    const c = await newCandidate(app); // registered as India, +91 9123456780
    const manila = await cityOf('PH');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/candidates/update/personal_info',
      headers: bearer(c.access),
      payload: form({ first_name: 'Maria', last_name: 'Santos', date_of_birth: '1992-03-08', country: String(manila.country), current_location: String(manila.city), phone_number_code: '+63', phone_number: '0917 123 4567' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Your personal information was saved.' });
    expect(res.json().data).toMatchObject({ first_name: 'Maria', last_name: 'Santos', date_of_birth: '1992-03-08', country: { id: manila.country, name: 'Philippines' }, current_location: { id: manila.city }, phone_e164: '+639171234567', phone_national: '0917 123 4567' });
    expect(await profileOf(c.access)).toMatchObject({ first_name: 'Maria', phone_number_code: '+63', phone_number: '9171234567' });
    const exported = JSON.parse((await app.inject({ url: '/v1/candidates/export', headers: bearer(c.access) })).body);
    expect(exported.profile).toMatchObject({ first_name: 'Maria', country: { name: 'Philippines' }, phone_e164: '+639171234567' });
  });

  it('is checked like registration: each bad field named, nothing saved, never a 500', async () => {
    const c = await newCandidate(app);
    const before = await profileOf(c.access);
    const manila = await cityOf('PH');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/candidates/update/personal_info',
      headers: bearer(c.access),
      payload: form({ first_name: '', last_name: 'X'.repeat(80), date_of_birth: '2020-01-01', country: '1', current_location: String(manila.city), phone_number: '123' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['current_location', 'date_of_birth', 'first_name', 'last_name', 'phone_number']);
    expect(res.json().errors.current_location).toEqual(['The location is not in the selected country.']);
    expect(res.json().errors.phone_number).toEqual(['Enter a valid India phone number, e.g. 81234 56789.']);
    expect(await profileOf(c.access)).toEqual(before);
    const anonymous = await app.inject({ method: 'POST', url: '/v1/candidates/update/personal_info', payload: form({ first_name: 'A' }) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('numbers stored before issue 29', () => {
  it('are read again: valid ones kept, India\'s old +91 on another country\'s candidate and unreadable ones flagged, never guessed', async () => {
    const manila = await cityOf('PH');
    const nurse = await newCandidate(app, { country: String(manila.country), current_location: String(manila.city), phone_number_code: '+63', phone_number: '9171234567' });
    const broken = await newCandidate(app);
    const fine = await newCandidate(app);
    const db = app.app.db;
    // As the old form saved them: the nurse's number behind the fixed +91, and a number cut short.
    await db.query(`UPDATE candidates SET phone_number_code = '+91', phone_number = '9171234567' WHERE lower(email) = $1`, [nurse.email]);
    await db.query(`UPDATE candidates SET phone_number = '12345' WHERE lower(email) = $1`, [broken.email]);
    const { flagged } = await checkStoredPhoneNumbers(db);
    expect(flagged).toBeGreaterThanOrEqual(2);
    expect(await profileOf(nurse.access)).toMatchObject({ phone_number_code: '+91', phone_number: '9171234567', phone_check: 'country' });
    expect(await profileOf(broken.access)).toMatchObject({ phone_number: '12345', phone_check: 'invalid', phone_e164: null });
    expect(await profileOf(fine.access)).toMatchObject({ phone_check: null, phone_e164: '+919123456780' });
    // Saving the personal information again clears the doubt.
    const p = await profileOf(nurse.access);
    const fixed = await app.inject({
      method: 'POST',
      url: '/v1/candidates/update/personal_info',
      headers: bearer(nurse.access),
      payload: form({ first_name: p.first_name, last_name: p.last_name, date_of_birth: p.date_of_birth, country: String(p.country.id), current_location: String(p.current_location.id), phone_number_code: '+63', phone_number: '917 123 4567' }),
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ phone_check: null, phone_e164: '+639171234567' });
  });
});

describe('the contact form', () => {
  it('takes another market\'s number with its code, and India\'s with the spec\'s default +91', async () => {
    const base = { full_name: 'Maria Santos', email: 'maria@example.com', location: 'Manila', message: '' };
    const ph = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form({ ...base, phone_code: '+63', phone: '0917 123 4567' }) });
    expect(ph.statusCode).toBe(200);
    const india = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form({ ...base, phone: '9876543210' }) });
    expect(india.statusCode).toBe(200);
    const rows = await app.app.db.query<{ phone_code: string; phone: string }>(`SELECT phone_code, phone FROM contact_requests WHERE email = 'maria@example.com' ORDER BY id`);
    expect(rows).toEqual([{ phone_code: '+63', phone: '9171234567' }, { phone_code: '+91', phone: '9876543210' }]);
  });
});
