import { MAX_MIN_SALARY } from '../../shared/jobSearch';
import { FILES, bearer, fileForm, form, newCandidate, startTestApp, type TestServer } from '../testing/testApp';

// A fresh embedded database runs initdb (3-5 s, longer on a loaded machine): more than Jest's 5 s hook default.
jest.setTimeout(60_000);

let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
const urlencoded = (fields: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) p.append(k, x);
  return p.toString();
};
const URLENCODED = { 'content-type': 'application/x-www-form-urlencoded' };
const contact = { full_name: '  Asha   Rao ', email: '  Asha.Rao@Example.COM ', phone_code: '', phone: ' 9876501234 ', location: 'Pune' };

describe('request schemas: one object from every encoding, validated by Fastify', () => {
  it('reads multipart, url-encoded and JSON bodies alike: trimmed, e-mail lower-cased, numbers as text', async () => {
    const asJson = { ...contact, phone: 9876501234, full_name: 'Asha Json' };
    for (const [payload, headers] of [
      [form(contact), {}],
      [urlencoded({ ...contact, full_name: 'Asha Url' }), URLENCODED],
      [asJson, {}],
    ] as const) {
      const res = await post('/v1/candidates/contact_us', payload, headers);
      expect(res.statusCode).toBe(200);
    }
    const rows = await app.app.db.query<{ full_name: string; email: string; phone_code: string; phone: string }>(
      `SELECT full_name, email, phone_code, phone FROM contact_requests WHERE email = 'asha.rao@example.com' ORDER BY id`,
    );
    expect(rows).toEqual([
      { full_name: 'Asha   Rao', email: 'asha.rao@example.com', phone_code: '+91', phone: '9876501234' },
      { full_name: 'Asha Url', email: 'asha.rao@example.com', phone_code: '+91', phone: '9876501234' },
      { full_name: 'Asha Json', email: 'asha.rao@example.com', phone_code: '+91', phone: '9876501234' },
    ]);
  });

  it('answers the same field errors in every encoding', async () => {
    const expected = {
      status: 'error',
      message: 'Validation Error',
      errors: { full_name: ['Field is required'], email: ['Enter a valid email address.'], phone: ['Enter a valid India phone number, e.g. 81234 56789.'], location: ['Field is required'] },
    };
    const bad = { full_name: '   ', email: 'nope', phone: '12345' };
    for (const [payload, headers] of [[form(bad), {}], [urlencoded(bad), URLENCODED], [bad, {}]] as const) {
      const res = await post('/v1/candidates/contact_us', payload, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
      // In the form's order of fields (the app lists them so), missing ones included.
      expect(Object.keys(res.json().errors)).toEqual(['full_name', 'email', 'phone', 'location']);
    }
  });

  it('refuses repeated values, wrong JSON types and non-object bodies with 400, never 500', async () => {
    const twice = await post('/v1/newsletter/subscribe', urlencoded({ email: ['a@b.co', 'c@d.co'] }), URLENCODED);
    expect(twice.json()).toEqual({ status: 'error', message: 'Validation Error', errors: { email: ['Expected a single value.'] } });
    const typed = await post('/v1/newsletter/subscribe', { email: { $gt: '' } });
    expect(typed.json().errors).toEqual({ email: ['Invalid value type.'] });
    const list = await post('/v1/newsletter/subscribe', '[1,2]', { 'content-type': 'application/json' });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ status: 'error', message: 'The request body must be an object.' });
    const page = await app.inject('/v1/candidates/all_jobs?page=1e3&length=0x10');
    expect(page.json().errors).toEqual({ page: ['A valid integer is required.'], length: ['A valid integer is required.'] });
    const blank = await app.inject('/v1/candidates/all_jobs?page=&length=%20');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().current_page).toBe(1);
  });

  it('answers a missing or wrong login before the body, and the body before the handler', async () => {
    const anonymous = await post('/v1/candidates/update/preferences', form({ jobtitles: 'x' }));
    expect(anonymous.statusCode).toBe(401);
    const upload = await post('/v1/candidates/update/profile_image', fileForm(FILES.png, 'a.png'));
    expect(upload.statusCode).toBe(401);
  });

  it('decodes lists, flags, choices and decimals with the messages of before', async () => {
    const c = await newCandidate(app);
    const prefs = (extra: Record<string, string | string[]>) =>
      form({ jobtitles: ['1'], jobfunctions: ['1'], locations: ['1'], jobtype: 'Full-time', notice_period: '30 Days', expected_salary: '100', ...extra });
    const ok = await post('/v1/candidates/update/preferences', prefs({ jobtitles: ['1,2', '2', ' '], jobtype: ' full-TIME ' }), bearer(c.access));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.desired_job_titles.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    expect(ok.json().data.job_type).toBe('Full-time');
    const bad = await post(
      '/v1/candidates/update/preferences',
      prefs({ jobtitles: ['1', 'x'], locations: ['0'], expected_salary: '12.345', new_jobfunctions: ['a'.repeat(101)] }),
      bearer(c.access),
    );
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'Validation Error',
      errors: {
        jobtitles: ['"x" is not a valid id.'],
        locations: ['"0" is not a valid id.'],
        expected_salary: ['A valid number is required.'],
        new_jobfunctions: ['Ensure this field has no more than 100 characters.'],
      },
    });
    // An id takes up to ten digits (shared/ids.ts): one within the serial column is looked up like any other, one past
    // it is refused by the schema before it reaches the database.
    const tenDigits = await post('/v1/candidates/update/preferences', prefs({ jobtitles: ['2147483647'], locations: ['2147483648'] }), bearer(c.access));
    expect([tenDigits.statusCode, tenDigits.json().errors]).toEqual([
      400,
      { jobtitles: ['Invalid id "2147483647" - object does not exist.'], locations: ['"2147483648" is not a valid id.'] },
    ]);
    const digits = await post('/v1/candidates/update/preferences', prefs({ expected_salary: '-5' }), bearer(c.access));
    expect(digits.json().errors).toEqual({ expected_salary: ['A valid number is required.'] });
    const range = await app.inject(`/v1/candidates/all_jobs?min_salary=0&salary_currency=INR`);
    expect(range.json().errors).toEqual({ min_salary: [`Ensure this value is between 1 and ${MAX_MIN_SALARY}.`] });
    const sm = await post('/v1/smartmatch/create', form({ alert_time: 'morning', job_function: '1', city: '1', jobtitles: ['1'], pref_email: 'maybe' }), bearer(c.access));
    expect(sm.json().errors).toEqual({ pref_email: ['Must be 1 or 0.'] });
    const yes = await post('/v1/smartmatch/create', form({ alert_time: 'Morning', job_function: '1', city: '1', jobtitles: ['1'], pref_email: 'Off', pref_dashboard: 'on' }), bearer(c.access));
    expect(yes.statusCode).toBe(201);
    expect(yes.json().data).toMatchObject({ alert_time: 'morning', pref_email: false, pref_dashboard: true });
  });

  it('keeps the upload limits: a file over the size is a 413 with the limit in its message', async () => {
    const c = await newCandidate(app);
    const big = Buffer.concat([FILES.png, Buffer.alloc(app.app.serverConfig.maxImageBytes + 1)]);
    const res = await post('/v1/candidates/update/profile_image', fileForm(big, 'big.png'), bearer(c.access));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file[0]).toMatch(/^The file size is too big \(.+ max\)\.$/);
    const none = await post('/v1/candidates/update/profile_image', form({ other: 'x' }), bearer(c.access));
    expect(none.json()).toEqual({ status: 'error', message: 'File is required', errors: { file: ['File is required'] } });
  });
});

describe('request schemas with the cross-site token on', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestApp({}, { DISABLE_CSRF: '0' });
  });
  afterAll(async () => {
    await guarded.close();
  });

  it('answers a missing cross-site token (403) before the body (400)', async () => {
    const res = await guarded.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('CSRF Failed: CSRF token missing or incorrect.');
  });
});
