import { APPLIED_DIRECT, APPLIED_RECORDED } from './candidateRoutes';
import { DEMO, FILES, bearer, fileForm, form, login, newCandidate, startTestApp, type TestServer } from '../testing/testApp';

jest.setTimeout(30_000);
let app: TestServer;
let demo: string;
beforeAll(async () => {
  app = await startTestApp({ maxImageBytes: 1024, maxResumeBytes: 2048 });
  demo = (await login(app)).access;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const get = (url: string, access: string) => app.inject({ url, headers: bearer(access) });
const post = (url: string, access: string, payload: FormData = form({})) => app.inject({ method: 'POST', url, headers: bearer(access), payload });

describe('my_profile and preferences', () => {
  it("returns the demo candidate's profile", async () => {
    const res = await get('/v1/candidates/my_profile', demo);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      email: 'demo@verijobs.example',
      first_name: 'Demo',
      isEmailVerified: true,
      date_of_birth: '1994-06-15',
      country: { id: 1, name: 'India' },
      current_location: { name: 'Bengaluru' },
      phone_number_code: '+91',
      job_type: 'Full-time',
      currency: { id: 1, code: 'INR', symbol: '₹' },
    });
    expect(p.desired_job_titles.length).toBeGreaterThan(0);
    expect(p.preferred_role_functions).toEqual([{ id: expect.any(Number), name: 'Information Technology' }]);
    expect(p.desired_locations[0]).toMatchObject({ name: 'Bengaluru', currency: 'INR' });
  });

  it('updates preferences and validates them', async () => {
    const c = await newCandidate(app);
    const bad = await post('/v1/candidates/update/preferences', c.access, form({ jobtitles: ['abc'], jobtype: 'Sometimes' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['expected_salary', 'jobfunctions', 'jobtitles', 'jobtype', 'locations', 'notice_period'].sort());
    const ok = await post(
      '/v1/candidates/update/preferences',
      c.access,
      form({ jobtitles: ['3'], new_jobtitles: ['Site Reliability Engineer'], jobfunctions: ['2'], locations: ['30'], jobtype: 'Remote', notice_period: 'Immediate', expected_salary: '9000' }),
    );
    expect(ok.statusCode).toBe(200);
    const p = ok.json().data;
    expect(p.job_type).toBe('Remote');
    expect(p.desired_job_titles.map((t: { name: string }) => t.name)).toContain('Site Reliability Engineer');
    expect(p.desired_locations).toHaveLength(1);
    expect(p.currency.code).toBe(p.desired_locations[0].currency);
  });

  it('saves the expected salary with its currency and period, shows the same in the profile and the export (issue 29)', async () => {
    const c = await newCandidate(app);
    // Registered before the period was asked (the test helper sends none): the yearly figure the old form meant.
    expect((await get('/v1/candidates/my_profile', c.access)).json().data).toMatchObject({ expected_salary: 1200000, expected_salary_period: 'year', currency: { code: 'INR' } });
    // The Manila nurse: 9000 a month in dirhams, with a typed-in location that carries no currency of its own.
    const prefs = { jobtitles: ['3'], jobfunctions: ['2'], new_locations: ['Dubai'], jobtype: 'Full-time', notice_period: 'Immediate', expected_salary: '9000' };
    const saved = await post('/v1/candidates/update/preferences', c.access, form({ ...prefs, currency: '1', currency_code: 'aed', expected_salary_period: 'month' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ expected_salary: 9000, expected_salary_period: 'month', currency: { code: 'AED' } });
    const exported = (await get('/v1/candidates/export', c.access)).json();
    expect(exported.profile.expected_salary).toEqual({ amount: 9000, currency: 'AED', period: 'month' });
    expect(exported.profile.currency.code).toBe('AED');
    // Left out, the period and currency stay as they are.
    const again = await post('/v1/candidates/update/preferences', c.access, form({ ...prefs, expected_salary: '9500' }));
    expect(again.json().data).toMatchObject({ expected_salary: 9500, expected_salary_period: 'month', currency: { code: 'AED' } });
    // A period or currency the product does not know: 400 with the field's reason, nothing saved.
    for (const extra of [{ expected_salary_period: 'fortnight' }, { currency_code: 'XYZ' }]) {
      const bad = await post('/v1/candidates/update/preferences', c.access, form({ ...prefs, ...extra }));
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(Object.keys(extra));
    }
    expect((await get('/v1/candidates/my_profile', c.access)).json().data.expected_salary).toBe(9500);

    // Registration takes the same two fields.
    const sg = await newCandidate(app, { expected_salary: '5200', currency: undefined, currency_code: 'SGD', expected_salary_period: 'month' });
    expect((await get('/v1/candidates/my_profile', sg.access)).json().data).toMatchObject({ expected_salary: 5200, expected_salary_period: 'month', currency: { code: 'SGD' } });
  });
});

describe('uploads', () => {
  it('stores a profile image detected by content and serves it back', async () => {
    const c = await newCandidate(app);
    const res = await post('/v1/candidates/update/profile_image', c.access, fileForm(FILES.png, 'photo.txt', { refresh: c.refresh }));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profile_img;
    expect(url).toMatch(/^\/uploads\/profile\/\d+-[0-9a-f]+\.png$/);
    const file = await app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect((await get('/v1/candidates/my_profile', c.access)).json().data.profile_img).toBe(url);
    const second = await post('/v1/candidates/update/profile_image', c.access, fileForm(FILES.gif, 'x.gif'));
    expect(second.json().data.profile_img).toMatch(/\.gif$/);
  });

  it('rejects a non-image, a missing file and an image over the size limit', async () => {
    const c = await newCandidate(app);
    const html = await post('/v1/candidates/update/profile_image', c.access, fileForm(FILES.html, 'evil.png'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({
      status: 'error',
      message: 'The file is not allowed (png, jpg, jpeg, gif, webp, bmp only).',
      errors: { file: ['The file is not allowed (png, jpg, jpeg, gif, webp, bmp only).'] },
    });
    const missing = await post('/v1/candidates/update/profile_image', c.access, form({ refresh: c.refresh }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('File is required');
    const big = await post('/v1/candidates/update/profile_image', c.access, fileForm(Buffer.concat([FILES.png, Buffer.alloc(4096)]), 'big.png'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file size is too big (1 KB max).');
    const anon = await app.inject({ method: 'POST', url: '/v1/candidates/update/profile_image', payload: fileForm(FILES.png, 'a.png') });
    expect(anon.statusCode).toBe(401);
  });

  it.each([
    ['pdf', FILES.pdf, 'cv.pdf'],
    ['doc', FILES.doc, 'cv.doc'],
    ['docx', FILES.docx, 'My CV.docx'],
  ])('stores a %s resume', async (kind, data, name) => {
    const c = await newCandidate(app);
    const res = await post('/v1/candidates/update/resume', c.access, fileForm(data, name));
    expect(res.statusCode).toBe(200);
    // Issue 19: the owner's short-lived signed link, never a public /uploads/ URL.
    expect(res.json().data.resume).toMatch(/^\/v1\/candidates\/resume\/\d+\.\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(res.json().data.resume_name).toBe(name);
  });

  it('rejects a resume that is an image, a non-Word zip or an executable', async () => {
    const c = await newCandidate(app);
    for (const [data, name] of [[FILES.png, 'cv.pdf'], [FILES.zip, 'cv.docx'], [FILES.exe, 'cv.doc']] as const) {
      const res = await post('/v1/candidates/update/resume', c.access, fileForm(data, name));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The file is not allowed (doc, pdf, docx only).');
    }
    const big = await post('/v1/candidates/update/resume', c.access, fileForm(Buffer.concat([FILES.pdf, Buffer.alloc(4096)]), 'big.pdf'));
    expect(big.statusCode).toBe(413);
  });
});

describe('candidate job tables', () => {
  it.each(['featured_jobs', 'available_jobs', 'applied_jobs', 'saved_jobs', 'hiring_request'])('%s has rows and filters for the demo candidate', async (type) => {
    const res = await get(`/v1/candidates/${type}?page=1`, demo);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.current_page).toBe(1);
    expect(body.page_count).toBe(Math.max(1, Math.ceil(body.total / 5)));
    expect(body.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), code: expect.any(String), image: expect.any(String), company: expect.any(String), position: expect.any(String), location: expect.any(String), date: expect.any(String) }),
    );
    expect(body.filters.companies).toContain(body.data[0].company);
    expect(body.filters.positions).toContain(body.data[0].position);
    expect(body.filters.locations).toContain(body.data[0].location);
    if (type === 'featured_jobs') expect(body.data[0].reason).toEqual(expect.any(String));
  });

  it('filters a table by company, position and location', async () => {
    const all = (await get('/v1/candidates/available_jobs', demo)).json();
    const company = all.filters.companies[0];
    const filtered = (await get(`/v1/candidates/available_jobs?company=${encodeURIComponent(company)}`, demo)).json();
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const r of filtered.data) expect(r.company).toBe(company);
    expect(filtered.filters).toEqual(all.filters);
    const loc = all.filters.locations[0];
    for (const r of (await get(`/v1/candidates/available_jobs?location=${encodeURIComponent(loc)}`, demo)).json().data) expect(r.location).toBe(loc);
    const none = (await get(`/v1/candidates/available_jobs?position=${encodeURIComponent("x' OR '1'='1")}`, demo)).json();
    expect(none.total).toBe(0);
    expect(none.page_count).toBe(1);
  });

  it('lists featured jobs per Smart Match and refuses a foreign one', async () => {
    const sms = (await get('/v1/smartmatch/list', demo)).json().data;
    const res = (await get(`/v1/candidates/featured_jobs?smartmatch=${sms[0].id}`, demo)).json();
    expect(res.total).toBeGreaterThan(0);
    const other = await newCandidate(app);
    expect((await get(`/v1/candidates/featured_jobs?smartmatch=${sms[0].id}`, other.access)).statusCode).toBe(404);
    expect((await get(`/v1/candidates/applied_jobs?smartmatch=${sms[0].id}`, demo)).statusCode).toBe(400);
  });

  it('requires a token', async () => {
    const res = await app.inject('/v1/candidates/applied_jobs');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('counts every table on the dashboard', async () => {
    const res = (await get('/v1/candidates/dashboard_counts', demo)).json();
    expect(res.data.header.map((t: { url: string }) => t.url)).toEqual(['/featured-jobs', '/available-jobs', '/applied-jobs', '/saved-jobs', '/hiring-request']);
    const applied = res.data.header.find((t: { url: string }) => t.url === '/applied-jobs');
    expect(applied).toMatchObject({ label: 'Applied Jobs', color: expect.stringMatching(/^#/), image: '/v1/media/tile/applied-jobs.svg' });
    expect(applied.count).toBe((await get('/v1/candidates/applied_jobs', demo)).json().total);
  });
});

describe('Available Jobs at scale (issue 15)', () => {
  /** The list's definition, counted over the jobs table itself. */
  async function truth(candidateId: number): Promise<number[]> {
    const rows = await app.app.db.query<{ id: number }>(
      `SELECT j.id FROM jobs j WHERE j.is_active AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = $1 AND a.job_id = j.id)
         AND ((NOT EXISTS (SELECT 1 FROM candidate_locations WHERE candidate_id = $1) AND NOT EXISTS (SELECT 1 FROM candidate_job_functions WHERE candidate_id = $1))
           OR j.city_id IN (SELECT city_id FROM candidate_locations WHERE candidate_id = $1)
           OR j.job_function_id IN (SELECT job_function_id FROM candidate_job_functions WHERE candidate_id = $1)
           OR j.id IN (SELECT ep.job_id FROM job_extra_places ep JOIN candidate_locations l ON l.city_id = ep.city_id WHERE l.candidate_id = $1))
       ORDER BY j.posted_at DESC, j.id DESC`,
      [candidateId],
    );
    return rows.map((r) => r.id);
  }
  const idOf = async (access: string) => ((await get('/v1/candidates/my_profile', access)).json().data.id as number);
  const tile = async (access: string) =>
    (await get('/v1/candidates/dashboard_counts', access)).json().data.header.find((t: { url: string }) => t.url === '/available-jobs').count;

  it('counts from kept counts exactly what the list holds, before and after applying, and pages through all of it newest first', async () => {
    const c = await newCandidate(app);
    const id = await idOf(c.access);
    let expected = await truth(id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await tile(c.access)).toBe(expected.length);
    expect((await post(`/v1/candidates/apply_job/${expected[0]}`, c.access)).statusCode).toBe(200);
    expected = await truth(id);
    expect(await tile(c.access)).toBe(expected.length);
    const first = (await get('/v1/candidates/available_jobs?page=1', c.access)).json();
    expect(first.total).toBe(expected.length);
    const seen: number[] = [];
    for (let page = 1; page <= first.page_count; page++) {
      seen.push(...(await get(`/v1/candidates/available_jobs?page=${page}`, c.access)).json().data.map((r: { id: number }) => r.id));
    }
    expect(seen).toEqual(expected);
  });

  it('lists and counts a job in none of their cities or functions but open in one of their cities by a further place (issue 31)', async () => {
    const c = await newCandidate(app);
    const id = await idOf(c.access);
    const db = app.app.db;
    const [{ city_id: city }] = await db.query<{ city_id: number }>('SELECT city_id FROM candidate_locations WHERE candidate_id = $1 LIMIT 1', [id]);
    const [job] = await db.query<{ id: number }>(
      `INSERT INTO jobs (ref_id, company_id, title, job_function_id, role_function, city_id, role_level, work_type, description, skills,
                         posted_at, work_mode, source_type, source_name, source_url, source_domain)
       SELECT 'AVX-further', t.company_id, 'Further Place Surveyor', t.job_function_id, t.role_function, t.city_id, t.role_level, t.work_type,
              '<p>A job.</p>', '', now() + interval '1 minute', t.work_mode, t.source_type, t.source_name, t.source_url, t.source_domain
       FROM jobs t WHERE t.is_active
         AND t.city_id NOT IN (SELECT city_id FROM candidate_locations WHERE candidate_id = $1)
         AND t.job_function_id NOT IN (SELECT job_function_id FROM candidate_job_functions WHERE candidate_id = $1)
       ORDER BY t.id LIMIT 1 RETURNING id`,
      [id],
    );
    try {
      await db.query('INSERT INTO job_extra_places (job_id, city_id, position) VALUES ($1, $2, 1)', [job.id, city]);
      const expected = await truth(id);
      expect(expected[0]).toBe(job.id);
      expect(await tile(c.access)).toBe(expected.length);
      const first = (await get('/v1/candidates/available_jobs?page=1', c.access)).json();
      expect(first.total).toBe(expected.length);
      expect(first.data.map((r: { id: number }) => r.id)).toEqual(expected.slice(0, 5));
      // Applied to, it leaves the list and its count (the candidate's own change: nothing kept is served).
      expect((await post(`/v1/candidates/apply_job/${job.id}`, c.access)).statusCode).toBe(200);
      expect(await tile(c.access)).toBe(expected.length - 1);
    } finally {
      await db.query('DELETE FROM applications WHERE job_id = $1', [job.id]);
      await db.query('DELETE FROM jobs WHERE id = $1', [job.id]);
    }
  });

  it('counts every active job for a candidate without preferences', async () => {
    const c = await newCandidate(app);
    const id = await idOf(c.access);
    await app.app.db.query('DELETE FROM candidate_locations WHERE candidate_id = $1', [id]);
    await app.app.db.query('DELETE FROM candidate_job_functions WHERE candidate_id = $1', [id]);
    const expected = await truth(id);
    expect(await tile(c.access)).toBe(expected.length);
    expect((await get('/v1/candidates/available_jobs?page=2', c.access)).json().data.map((r: { id: number }) => r.id)).toEqual(expected.slice(5, 10));
  });

  it('pages Featured Jobs in ranking order without repeats, with the list size as total; title matches come first and every reason says what matched', async () => {
    const first = (await get('/v1/candidates/featured_jobs?page=1', demo)).json();
    expect(first.total).toBeGreaterThan(5);
    const rows: { id: number; reason: string }[] = [];
    for (let page = 1; page <= first.page_count; page++) rows.push(...(await get(`/v1/candidates/featured_jobs?page=${page}`, demo)).json().data);
    expect(rows).toHaveLength(first.total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(first.total);
    // Issue 17: the rows SmartMatch stored earlier (the seed's carry a generic "Picked by SmartMatch: …") are scored
    // again by the engine, so none sits above a title match and none keeps a reason that does not say what matched.
    expect(rows.filter((r) => r.reason.startsWith('Picked by SmartMatch'))).toEqual([]);
    expect(rows.every((r) => /^(Matches your title "[^"]+" \(.+\)|No title match); (same|other) job function \(.+\); /.test(r.reason))).toBe(true);
    // The list starts with title matches (a weak title match far away may rank below a near job of the same
    // function, so only the head of the list is pinned).
    expect(rows.slice(0, 3).map((r) => r.reason.startsWith('Matches your title'))).toEqual([true, true, true]);
    // A stored row is still listed while it passes the relevance bar: the seed's that are IT jobs in Bengaluru (the
    // demo Smart Match's function and city) are; the others are listed only if a title matches.
    const stored = await app.app.db.query<{ job_id: number; relevant: boolean }>(
      `SELECT f.job_id, (fn.slug = 'information-technology' AND ci.slug = 'bengaluru') AS relevant
       FROM featured_jobs f JOIN jobs j ON j.id = f.job_id JOIN job_functions fn ON fn.id = j.job_function_id JOIN cities ci ON ci.id = j.city_id
       WHERE f.candidate_id = (SELECT id FROM candidates WHERE email = $1)`, [DEMO.email]);
    const listed = new Map(rows.map((r) => [r.id, r.reason]));
    for (const r of stored) {
      if (r.relevant) expect([r.job_id, listed.has(r.job_id)]).toEqual([r.job_id, true]);
      else if (listed.has(r.job_id)) expect(listed.get(r.job_id)).toMatch(/^Matches your title/);
    }
    // In the test catalogue some stored rows pass the bar (a title matches) and some do not (left out).
    expect(stored.some((r) => listed.has(r.job_id))).toBe(true);
    expect(stored.some((r) => !listed.has(r.job_id))).toBe(true);
    // A filter from the choices narrows the same list.
    const company = first.filters.companies[0];
    const narrowed = (await get(`/v1/candidates/featured_jobs?company=${encodeURIComponent(company)}`, demo)).json();
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.data.every((r: { company: string }) => r.company === company)).toBe(true);
  });

  it('refuses a page past the 10,000-job window with a reason', async () => {
    const res = await get('/v1/candidates/available_jobs?page=2001', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.page[0]).toMatch(/first 10000 jobs/);
  });
});

describe('apply and save', () => {
  it('saves, applies (clearing saved) and stays idempotent', async () => {
    const c = await newCandidate(app);
    const save = await post('/v1/candidates/save_job/5', c.access, form({ refresh: c.refresh }));
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({ status: 'success', message: 'The job has been saved.', data: { is_applied: false, is_saved: true } });
    expect((await post('/v1/candidates/save_job/5', c.access)).json().message).toBe('This job is already saved.');
    expect((await get('/v1/candidates/saved_jobs', c.access)).json().total).toBe(1);

    const apply = await post('/v1/candidates/apply_job/5', c.access);
    // Issue 29: the answer says what happened; nothing is "successfully applied" when nothing reached the employer.
    const [job5] = await app.app.db.query<{ direct: boolean }>(`SELECT direct_apply AND coalesce(direct_apply_url, '') <> '' AS direct FROM jobs WHERE id = 5`);
    expect(apply.json()).toEqual({ status: 'success', message: job5.direct ? APPLIED_DIRECT : APPLIED_RECORDED, data: { is_applied: true, is_saved: false } });
    expect(apply.json().message).not.toMatch(/successfully applied/i);
    expect((await post('/v1/candidates/apply_job/5', c.access)).json().message).toBe('You have already applied for this job.');
    expect((await get('/v1/candidates/saved_jobs', c.access)).json().total).toBe(0);
    expect((await get('/v1/candidates/applied_jobs', c.access)).json().data.map((r: { id: number }) => r.id)).toEqual([5]);
    const view = (await get('/v1/candidates/view_job/5', c.access)).json().data;
    expect(view).toMatchObject({ is_applied: true, is_saved: false });

    const saveApplied = await post('/v1/candidates/save_job/5', c.access);
    expect(saveApplied.statusCode).toBe(409);
    expect(saveApplied.json()).toMatchObject({ status: 'error', detail: 'You have already applied for this job.' });
  });

  it('answers unknown jobs with 404 and no token with 401', async () => {
    const c = await newCandidate(app);
    const missing = await post('/v1/candidates/apply_job/999999', c.access);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', detail: 'Job not found.' });
    expect((await post('/v1/candidates/save_job/abc', c.access)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/v1/candidates/apply_job/5', payload: form({}) })).statusCode).toBe(401);
  });
});

describe('SmartMatch', () => {
  it('lists the demo Smart Match', async () => {
    const list = (await get('/v1/smartmatch/list', demo)).json();
    expect(list.status).toBe('success');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      smart_match: 'Full stack roles in Bengaluru',
      job_function: 'Information Technology',
      location: 'Bengaluru',
      alert_time: 'morning',
      pref_email: true,
      pref_whatsapp: false,
      pref_dashboard: true,
      paused: false,
    });
    expect(list.data[0].show_all_jobs).toBe(`/candidate/featured-jobs/smartmatch/${list.data[0].id}`);
    expect(list.data[0].jobtitles.map((t: { value: string }) => t.value)).toEqual(['Full Stack Developer', 'Frontend Developer']);
    expect(typeof list.data[0].new_since_yesterday).toBe('number');
  });

  it('creates up to three, then answers 409', async () => {
    const c = await newCandidate(app);
    const body = (n: number) => form({ smart_match: `Alert ${n}`, pref_email: '1', pref_dashboard: '1', pref_whatsapp: '0', alert_time: 'evening', job_function: '1', city: '1', jobtitles: ['1'], new_jobtitles: ['Staff Engineer'] });
    for (let i = 1; i <= 3; i++) {
      const res = await post('/v1/smartmatch/create', c.access, body(i));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ smart_match: `Alert ${i}`, alert_time: 'evening', city_id: 1, job_function_id: 1 });
      expect(res.json().data.jobtitles.map((t: { value: string }) => t.value)).toContain('Staff Engineer');
    }
    const fourth = await post('/v1/smartmatch/create', c.access, body(4));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ status: 'error', message: 'You can have at most 3 Smart Matches.' });
    expect((await get('/v1/smartmatch/list', c.access)).json().data).toHaveLength(3);
  });

  it('validates titles, function, city, alert time and WhatsApp', async () => {
    const c = await newCandidate(app, { phone_number: '9000000001' });
    const res = await post('/v1/smartmatch/create', c.access, form({ alert_time: 'noon', job_function: '999', city: 'x', jobtitles: ['1', '2', '3', '4'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      alert_time: [expect.stringContaining('Select a valid choice')],
      city: ['A valid integer is required.'],
      jobtitles: ['Ensure this list has no more than 3 items.'],
      job_function: ['Invalid id "999" - object does not exist.'],
    });
    const tooMany = await post('/v1/smartmatch/create', c.access, form({ alert_time: 'morning', job_function: '1', city: '1', jobtitles: ['1', '2'], new_jobtitles: ['A', 'B'] }));
    expect(tooMany.json().errors).toEqual({ jobtitles: ['Choose at most 3 job titles.'] });
    const none = await post('/v1/smartmatch/create', c.access, form({ alert_time: 'morning', job_function: '1', city: '1' }));
    expect(none.json().errors).toEqual({ jobtitles: ['Field is required'] });

    await app.app.db.query(`UPDATE candidates SET phone_number = '' WHERE lower(email) = $1`, [c.email]);
    const wa = await post('/v1/smartmatch/create', c.access, form({ alert_time: 'morning', job_function: '1', city: '1', jobtitles: ['1'], pref_whatsapp: '1' }));
    expect(wa.json().errors).toEqual({ pref_whatsapp: ['Add a phone number to your profile to receive WhatsApp alerts.'] });
  });

  it('names a quick Smart Match after its first title and city and maps Night to evening', async () => {
    const c = await newCandidate(app);
    const res = await post('/v1/smartmatch/create', c.access, form({ alert_time: 'Night', job_function: '1', city: '1', jobtitles: ['1'], pref_email: '1', pref_dashboard: '1' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.smart_match).toMatch(/ in Bengaluru$/);
    expect(res.json().data.alert_time).toBe('evening');
  });
});

describe('contact, newsletter, outbox', () => {
  const contact = { full_name: 'Ravi Kumar', email: 'ravi@example.com', phone_code: '+91', phone: '9876501234', location: 'Chennai', message: 'Please call me\nafter 5pm.' };

  it('stores a callback request', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form(contact) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Thank you! We will call you back within one working day.' });
    const [{ n }] = await app.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_requests WHERE email = $1', ['ravi@example.com']);
    expect(n).toBe(1);
  });

  it('validates the callback request as spec 5 says', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form({ email: 'nope', phone: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Validation Error',
      errors: {
        full_name: ['Field is required'],
        email: ['Enter a valid email address.'],
        phone: ['Enter a valid India phone number, e.g. 81234 56789.'],
        location: ['Field is required'],
      },
    });
    const long = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form({ ...contact, message: 'x'.repeat(2001) }) });
    expect(long.json().errors).toEqual({ message: ['Ensure this field has no more than 2000 characters.'] });
    const huge = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form({ ...contact, message: 'x'.repeat(70 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    const ctrl = await app.inject({ method: 'POST', url: '/v1/candidates/contact_us', payload: form({ ...contact, full_name: 'Ravi\u0000' }) });
    expect(ctrl.json().errors.full_name).toEqual(['Contains characters that are not allowed.']);
  });

  it('subscribes to the newsletter idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: form({ email: 'Reader@Example.com' }) });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('success');
    }
    const [{ n }] = await app.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'reader@example.com'`);
    expect(n).toBe(1);
    const bad = await app.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: form({ email: 'x@' }) });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the outbox newest first, filtered by address', async () => {
    const c = await newCandidate(app);
    await app.inject({ method: 'POST', url: '/v1/password/forgot', payload: form({ email: c.email }) });
    const res = (await app.inject(`/v1/dev/outbox?to=${encodeURIComponent(c.email.toUpperCase())}`)).json();
    expect(res.results.map((m: { subject: string }) => m.subject)).toEqual(['Your VeriJobs password reset code', 'Your VeriJobs verification code']);
    expect(Object.keys(res.results[0]).sort()).toEqual(['channel', 'created_at', 'html', 'id', 'subject', 'text', 'to']);
  });
});

describe('dev endpoints off', () => {
  it('hides the outbox when ENABLE_DEV_ENDPOINTS is off', async () => {
    const prod = await startTestApp({ devEndpoints: false });
    try {
      expect((await prod.inject('/v1/dev/outbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
