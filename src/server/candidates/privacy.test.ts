import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, FILES, bearer, fileForm, form, login, newCandidate, registration, startTestApp, TEST_JWT_SECRET, type TestServer } from '../testing/testApp';
import { moveLegacyResumes, signResumeToken } from './resumeStore';

jest.setTimeout(60_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const post = (url: string, access: string | null, payload?: FormData) =>
  app.inject({ method: 'POST', url, payload: payload ?? form({}), headers: access ? bearer(access) : {} });
const get = (url: string, access: string | null = null) => app.inject({ url, headers: access ? bearer(access) : {} });

/** Resolves once `done()` holds; fails the test when it still does not after `ms`. */
async function waitFor(done: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function resumeKeyOf(email: string): Promise<{ id: number; key: string }> {
  const [row] = await app.app.db.query<{ id: number; resume_file: string }>('SELECT id, resume_file FROM candidates WHERE lower(email) = lower($1)', [email]);
  return { id: row.id, key: row.resume_file };
}

describe('résumés for their owner only', () => {
  it('serves the owner a download through the signed link and the authenticated call, never cached or sniffed', async () => {
    const a = await newCandidate(app);
    const up = await post('/v1/candidates/update/resume', a.access, fileForm(FILES.pdf, 'Asha CV.pdf'));
    expect(up.statusCode).toBe(200);
    const profile = (await get('/v1/candidates/my_profile', a.access)).json().data;
    expect(profile.resume).toMatch(/^\/v1\/candidates\/resume\//);
    for (const res of [await get(profile.resume), await get('/v1/candidates/resume', a.access)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Asha CV.pdf"; filename*=UTF-8''Asha%20CV.pdf`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.body).toBe(FILES.pdf.toString());
    }
    const link = (await get('/v1/candidates/resume_link', a.access)).json().data;
    expect(link.expires_in).toBe(600);
    expect((await get(link.url)).statusCode).toBe(200);
  });

  it("answers 404 to anonymous and another candidate's requests, forged, expired and replaced links", async () => {
    const a = await newCandidate(app);
    const b = await newCandidate(app);
    await post('/v1/candidates/update/resume', a.access, fileForm(FILES.pdf, 'cv.pdf'));
    const { id, key } = await resumeKeyOf(a.email);
    // The file is not under the public tree at all.
    expect((await get(`/uploads/${key}`)).statusCode).toBe(404);
    expect((await get(`/uploads/.private/${key}`)).statusCode).toBe(404);
    // Anonymous and B on the authenticated call: 401 without a token, 404 for B (no résumé of B's own).
    expect((await get('/v1/candidates/resume')).statusCode).toBe(401);
    expect((await get('/v1/candidates/resume', b.access)).statusCode).toBe(404);
    expect((await get('/v1/candidates/resume_link', b.access)).statusCode).toBe(404);
    // B cannot turn a link of its own into A's: the signature binds candidate, file and expiry.
    await post('/v1/candidates/update/resume', b.access, fileForm(FILES.doc, 'b.doc'));
    const bLink: string = (await get('/v1/candidates/resume_link', b.access)).json().data.url;
    const [, bId, exp, sig] = /(\d+)\.(\d+)\.(.+)$/.exec(bLink) as RegExpExecArray;
    expect((await get(`/v1/candidates/resume/${id}.${exp}.${sig}`)).statusCode).toBe(404);
    expect((await get(`/v1/candidates/resume/${bId}.${Number(exp) + 60}.${sig}`)).statusCode).toBe(404);
    const forged = signResumeToken('another-secret', id, key);
    expect((await get(`/v1/candidates/resume/${forged}`)).statusCode).toBe(404);
    const expired = signResumeToken(TEST_JWT_SECRET, id, key, Date.now() - 11 * 60_000);
    expect((await get(`/v1/candidates/resume/${expired}`)).statusCode).toBe(404);
    const valid = signResumeToken(TEST_JWT_SECRET, id, key);
    expect((await get(`/v1/candidates/resume/${valid}`)).statusCode).toBe(200);
    // Replacing the résumé ends the old links (and removes the old file).
    await post('/v1/candidates/update/resume', a.access, fileForm(FILES.docx, 'new.docx'));
    expect((await get(`/v1/candidates/resume/${valid}`)).statusCode).toBe(404);
    const res = await get(`/v1/candidates/resume/not-a-token`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Resume not found.', detail: 'Resume not found.' });
  });

  it('keeps profile images public', async () => {
    const a = await newCandidate(app);
    const up = await post('/v1/candidates/update/profile_image', a.access, fileForm(FILES.png, 'me.png'));
    expect((await get(up.json().data.profile_img)).statusCode).toBe(200);
  });

  it('moves résumés of the old public scheme to the private store (migration 007 and start-up)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-move-'));
    try {
      fs.mkdirSync(path.join(dir, 'resume'));
      fs.writeFileSync(path.join(dir, 'resume', '5-ab12.pdf'), FILES.pdf);
      fs.mkdirSync(path.join(dir, 'profile'));
      fs.writeFileSync(path.join(dir, 'profile', '5-cd34.png'), FILES.png);
      expect(moveLegacyResumes(dir)).toBe(1);
      expect(fs.existsSync(path.join(dir, 'resume'))).toBe(false);
      expect(fs.readFileSync(path.join(dir, '.private', 'resume', '5-ab12.pdf'))).toEqual(FILES.pdf);
      expect(fs.existsSync(path.join(dir, 'profile', '5-cd34.png'))).toBe(true);
      expect(moveLegacyResumes(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The migration's UPDATE moves the keys the same way.
    const sql = fs.readFileSync(path.join(__dirname, '..', 'db', 'migrations', '007_privacy.sql'), 'utf8');
    const update = /^UPDATE candidates SET resume_file.*;$/m.exec(sql)?.[0] as string;
    const c = await newCandidate(app);
    await app.app.db.query(`UPDATE candidates SET resume = '/uploads/resume/9-ab.pdf', resume_file = NULL WHERE lower(email) = $1`, [c.email]);
    await app.app.db.query(update.replace('WHERE', 'WHERE lower(email) = $1 AND'), [c.email]);
    const [row] = await app.app.db.query<{ resume: string | null; resume_file: string }>('SELECT resume, resume_file FROM candidates WHERE lower(email) = $1', [c.email]);
    expect(row).toEqual({ resume: null, resume_file: 'resume/9-ab.pdf' });
  });
});

describe('Download my data', () => {
  it('returns one JSON document as a download, with only the own data', async () => {
    const a = await newCandidate(app);
    await post('/v1/candidates/update/resume', a.access, fileForm(FILES.pdf, 'cv.pdf'));
    const [job] = await app.app.db.query<{ id: number }>('SELECT id FROM jobs WHERE is_active ORDER BY id LIMIT 1');
    await post(`/v1/candidates/apply_job/${job.id}`, a.access);
    const res = await get('/v1/candidates/export', a.access);
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="verijobs-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const doc = JSON.parse(res.body);
    expect(Object.keys(doc).sort()).toEqual(
      ['alerts_sent', 'applications', 'exported_at', 'format', 'hiring_requests', 'job_reports', 'messages', 'profile', 'saved_jobs', 'security_events', 'sessions', 'smartmatches'].sort(),
    );
    expect(doc.profile.email).toBe(a.email);
    expect(doc.profile.resume).toEqual({ file_name: 'cv.pdf' });
    expect(doc.profile.desired_job_titles.length).toBeGreaterThan(0);
    expect(doc.applications.map((x: { job_id: number }) => x.job_id)).toEqual([job.id]);
    expect(doc.messages[0]).toMatchObject({ channel: 'email', subject: 'Your VeriJobs verification code' });
    expect(doc.security_events.map((e: { kind: string }) => e.kind)).toContain('login');
    expect((await get('/v1/candidates/export')).statusCode).toBe(401);
    const demo = JSON.parse((await get('/v1/candidates/export', (await login(app)).access)).body);
    expect(demo.profile.email).toBe(DEMO.email);
    expect(demo.smartmatches.length).toBeGreaterThan(0);
    expect(JSON.stringify(demo)).not.toContain(a.email);
  });

  it("holds the candidate's own job reports (issue 33), not another candidate's", async () => {
    const a = await newCandidate(app);
    const b = await newCandidate(app);
    expect(JSON.parse((await get('/v1/candidates/export', a.access)).body).job_reports).toEqual([]);
    // Jobs the other tests here do not use (they take the first active one), reported through the real route.
    const jobs = await app.app.db.query<{ id: number; code: string; title: string; company: string | null }>(
      `SELECT j.id, j.ref_id AS code, j.title, c.name AS company FROM jobs j LEFT JOIN companies c ON c.id = j.company_id
       WHERE j.is_active ORDER BY j.id DESC LIMIT 2`,
    );
    const report = (access: string, jobId: number, fields: Record<string, string>) => post(`/v1/candidates/report_job/${jobId}`, access, form(fields));
    expect((await report(a.access, jobs[0].id, { reason: 'wrong_details', details: 'The salary says monthly, the text says yearly.' })).statusCode).toBe(201);
    expect((await report(b.access, jobs[0].id, { reason: 'already_closed', details: 'B only' })).statusCode).toBe(201);
    expect((await report(b.access, jobs[1].id, { reason: 'other', details: 'Also B only' })).statusCode).toBe(201);

    const doc = JSON.parse((await get('/v1/candidates/export', a.access)).body);
    expect(doc.job_reports).toHaveLength(1);
    const [mine] = doc.job_reports;
    expect(mine).toEqual({
      job_id: jobs[0].id,
      code: jobs[0].code,
      title: jobs[0].title,
      company: jobs[0].company,
      reason: 'wrong_details',
      details: 'The salary says monthly, the text says yearly.',
      created_at: expect.any(String),
    });
    expect(Date.now() - Date.parse(mine.created_at)).toBeLessThan(60_000);
    expect(JSON.stringify(doc)).not.toContain('B only');
    const other = JSON.parse((await get('/v1/candidates/export', b.access)).body);
    expect(other.job_reports.map((r: { job_id: number; reason: string }) => [r.job_id, r.reason]).sort()).toEqual(
      [
        [jobs[0].id, 'already_closed'],
        [jobs[1].id, 'other'],
      ].sort(),
    );
  });
});

describe('Delete my account', () => {
  it('refuses a wrong password, then deletes everything of the candidate and nothing of others', async () => {
    const a = await newCandidate(app);
    const other = await newCandidate(app);
    await post('/v1/candidates/update/resume', a.access, fileForm(FILES.pdf, 'cv.pdf'));
    const { id, key } = await resumeKeyOf(a.email);
    const [job] = await app.app.db.query<{ id: number }>('SELECT id FROM jobs WHERE is_active ORDER BY id LIMIT 1');
    await post(`/v1/candidates/save_job/${job.id}`, a.access);
    await post(`/v1/candidates/save_job/${job.id}`, other.access);
    const sm = await post('/v1/smartmatch/create', a.access, form({ alert_time: 'morning', job_function: 1, city: 1, jobtitles: ['1'] }));
    expect(sm.statusCode).toBe(201);

    const wrong = await post('/v1/candidates/delete_account', a.access, form({ password: 'Wrong12345' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', message: 'The password is not correct.', errors: { password: ['The password is not correct.'] } });
    expect((await post('/v1/candidates/delete_account', null, form({ password: a.password }))).statusCode).toBe(401);

    const ok = await post('/v1/candidates/delete_account', a.access, form({ password: a.password }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Your account and its data were deleted.' });
    const login1 = await app.inject({ method: 'POST', url: '/v1/login', payload: { email: a.email, password: a.password } });
    expect(login1.statusCode).toBe(401);
    expect(login1.json()).toEqual({ status: 'failed', message: 'Invalid email or password.' });
    expect((await get('/v1/candidates/my_profile', a.access)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/v1/token/refresh/', payload: form({ refresh: a.refresh }) })).statusCode).toBe(401);
    const db = app.app.db;
    for (const table of ['saved_jobs', 'smartmatches', 'outstanding_tokens', 'login_families', 'security_events', 'otp_challenges', 'candidate_job_titles']) {
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE candidate_id = $1`, [id]);
      expect([table, n]).toEqual([table, 0]);
    }
    const [{ n: mails }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE lower(recipient) = lower($1)', [a.email]);
    expect(mails).toBe(0);
    // The file is removed after the answer: wait until it is gone (failing if it never goes).
    await waitFor(() => !fs.existsSync(path.join(app.app.uploadsDir, '.private', key)));
    // The other candidate keeps everything.
    expect((await get('/v1/candidates/saved_jobs', other.access)).json().total).toBe(1);
  });
});

describe('Smart Match edit and delete', () => {
  it('edits titles, function, location, name, alert time and channels of an own Smart Match only', async () => {
    const a = await newCandidate(app);
    const b = await newCandidate(app);
    const id = (await post('/v1/smartmatch/create', a.access, form({ alert_time: 'morning', job_function: 1, city: 1, jobtitles: ['1'] }))).json().data.id;
    const res = await post(
      `/v1/smartmatch/${id}/update`,
      a.access,
      form({ smart_match: 'Data roles', job_function: 2, city: 2, jobtitles: ['2', '3'], new_jobtitles: ['Privacy Engineer'], alert_time: 'evening', pref_email: false, pref_dashboard: true }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id, smart_match: 'Data roles', job_function_id: 2, city_id: 2, alert_time: 'evening', pref_email: false, pref_dashboard: true });
    expect(data.jobtitles.map((t: { id: number }) => t.id).slice(0, 2)).toEqual([2, 3]);
    expect(data.jobtitles.map((t: { value: string }) => t.value)).toContain('Privacy Engineer');
    const bad = await post(`/v1/smartmatch/${id}/update`, a.access, form({ city: 99999999, jobtitles: ['1', '2', '3', '4'] }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['city', 'jobtitles']);
    const foreign = await post(`/v1/smartmatch/${id}/update`, b.access, form({ smart_match: 'Mine now' }));
    expect(foreign.statusCode).toBe(404);
    expect((await get('/v1/smartmatch/list', a.access)).json().data[0].smart_match).toBe('Data roles');
  });

  it("deletes an own Smart Match, freeing the slot; another's answers 404 and stays", async () => {
    const a = await newCandidate(app);
    const b = await newCandidate(app);
    const create = () => post('/v1/smartmatch/create', a.access, form({ alert_time: 'morning', job_function: 1, city: 1, jobtitles: ['1'] }));
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create()).json().data.id);
    expect((await create()).statusCode).toBe(409);
    expect((await post(`/v1/smartmatch/${ids[0]}/delete`, b.access)).statusCode).toBe(404);
    expect((await post(`/v1/smartmatch/${ids[0]}/delete`, null)).statusCode).toBe(401);
    expect((await post('/v1/smartmatch/abc/delete', a.access)).statusCode).toBe(404);
    const del = await post(`/v1/smartmatch/${ids[0]}/delete`, a.access);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: 'success', message: 'Your Smart Match was deleted.' });
    expect((await post(`/v1/smartmatch/${ids[0]}/delete`, a.access)).statusCode).toBe(404);
    expect((await get('/v1/smartmatch/list', a.access)).json().data.map((s: { id: number }) => s.id)).toEqual(ids.slice(1));
    expect((await create()).statusCode).toBe(201);
  });
});

describe('candidate-created tags', () => {
  const prefs = (extra: Record<string, string | string[]>) =>
    form({ jobtitles: ['1'], jobfunctions: ['1'], locations: ['1'], jobtype: 'Full-time', notice_period: '30 Days', expected_salary: '100', ...extra });

  it('refuses control and direction characters, and normalises the rest', async () => {
    const a = await newCandidate(app);
    for (const bad of ['Dev\u202Eeloper', 'Nurse\u2066x\u2069', 'Cook\u0007', 'Tab\u200Fle']) {
      const res = await post('/v1/candidates/update/preferences', a.access, prefs({ new_jobtitles: [bad] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ new_jobtitles: ['Contains characters that are not allowed.'] });
    }
    const name = `Cafe\u0301 Manager ${Date.now()}`;
    const ok = await post('/v1/candidates/update/preferences', a.access, prefs({ new_jobtitles: [`  ${name}  `] }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.desired_job_titles.map((t: { name: string }) => t.name)).toContain(name.normalize('NFC'));
  });

  it('caps how many new entries one candidate adds to the shared lists, and hides them from the dropdowns', async () => {
    const a = await newCandidate(app);
    const [{ n: before }] = await app.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_titles WHERE created_by IS NOT NULL AND created_by = (SELECT id FROM candidates WHERE email = $1)', [a.email]);
    const stamp = Date.now();
    let last = 200;
    let created = before;
    for (let round = 0; last === 200 && round < 10; round++) {
      const titles = Array.from({ length: 10 }, (_, i) => `Tag ${stamp} ${round} ${i}`);
      const res = await post('/v1/candidates/update/preferences', a.access, prefs({ jobtitles: [], new_jobtitles: titles }));
      last = res.statusCode;
      if (last === 200) created += 10;
      else expect(res.json().errors).toEqual({ new_jobtitles: ['You have added 30 new entries already. Please choose from the list.'] });
    }
    expect(last).toBe(400);
    expect(created).toBeLessThanOrEqual(30);
    // A name that exists already is no new entry: still accepted.
    expect((await post('/v1/candidates/update/preferences', a.access, prefs({ new_jobtitles: [`Tag ${stamp} 0 0`] }))).statusCode).toBe(200);
    const dropdown = await app.inject({ url: `/v1/dropdown/jobtitles?term=${encodeURIComponent(`Tag ${stamp}`)}` });
    expect(dropdown.body).not.toContain(`Tag ${stamp}`);
  });

  it('offers a new entry to other candidates once three different candidates use it, and only then', async () => {
    const title = `Drone Surveyor ${Date.now()}`;
    const offered = async () => {
      const res = await app.inject({ url: `/v1/dropdown/jobtitles?term=${encodeURIComponent(title)}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { name: string }[] }).results.some((t) => t.name === title);
    };
    for (let used = 1; used <= 3; used++) {
      const c = await newCandidate(app);
      expect((await post('/v1/candidates/update/preferences', c.access, prefs({ new_jobtitles: [title] }))).statusCode).toBe(200);
      expect([used, await offered()]).toEqual([used, used >= 3]);
    }
  });

  it("keeps a candidate's unshared entries to that candidate: other ids answer like missing ones, and their images 404", async () => {
    const stamp = Date.now();
    const a = await newCandidate(app);
    const b = await newCandidate(app);
    const mine = { title: `Kite Rigger ${stamp}`, fn: `Kite Rigging ${stamp}`, city: `Kiteport ${stamp}` };
    const saved = await post('/v1/candidates/update/preferences', a.access, prefs({ new_jobtitles: [mine.title], new_jobfunctions: [mine.fn], new_locations: [mine.city] }));
    expect(saved.statusCode).toBe(200);
    const profile = saved.json().data;
    const idOf = (list: { id: number; name: string }[], name: string) => (list.find((x) => x.name === name) as { id: number }).id;
    const title = idOf(profile.desired_job_titles, mine.title);
    const fn = idOf(profile.preferred_role_functions, mine.fn);
    const city = idOf(profile.desired_locations, mine.city);
    const missing = (id: number) => [`Invalid id "${id}" - object does not exist.`];

    // Its name is not served to anyone by id, while a catalogue entry's image is.
    for (const ext of ['svg', 'png']) {
      expect((await get(`/v1/media/function/${fn}.${ext}`)).statusCode).toBe(404);
      expect((await get(`/v1/media/city/${city}.${ext}`)).statusCode).toBe(404);
      expect((await get(`/v1/media/function/1.${ext}`)).statusCode).toBe(200);
      expect((await get(`/v1/media/city/1.${ext}`)).statusCode).toBe(200);
    }

    // B may not use A's ids: preferences, registration and Smart Match (create and edit) answer as for a missing id.
    for (const [field, ids] of [['jobtitles', title], ['jobfunctions', fn], ['locations', city]] as const) {
      const res = await post('/v1/candidates/update/preferences', b.access, prefs({ [field]: [String(ids)] }));
      expect([field, res.statusCode, res.json().errors]).toEqual([field, 400, { [field]: missing(ids) }]);
    }
    // Refused at the check with the other field errors, not one field at a time when saving.
    const all = await post('/v1/candidates/update/preferences', b.access, prefs({ jobtitles: [String(title)], jobfunctions: [String(fn)], locations: [String(city)], jobtype: 'Sometimes' }));
    expect(all.statusCode).toBe(400);
    expect(all.json().errors).toEqual({ jobtitles: missing(title), jobfunctions: missing(fn), locations: missing(city), jobtype: ['Select a valid choice. Sometimes is not one of the available choices.'] });
    const reg = await app.inject({ method: 'POST', url: '/v1/register', payload: form(registration({ jobtitles: [String(title)], jobfunctions: [String(fn)], rolefunctions: [], locations: [String(city)] })) });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().errors).toEqual({ jobtitles: missing(title), jobfunctions: missing(fn), locations: missing(city) });
    const sm = await post('/v1/smartmatch/create', b.access, form({ alert_time: 'morning', job_function: fn, city, jobtitles: [String(title)] }));
    expect(sm.statusCode).toBe(400);
    expect(sm.json().errors).toEqual({ jobtitles: missing(title), job_function: missing(fn), city: missing(city) });
    const bSm = (await post('/v1/smartmatch/create', b.access, form({ alert_time: 'morning', job_function: 1, city: 1, jobtitles: ['1'] }))).json().data.id;
    const edit = await post(`/v1/smartmatch/${bSm}/update`, b.access, form({ job_function: fn, city, jobtitles: [String(title)] }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ jobtitles: missing(title), job_function: missing(fn), city: missing(city) });

    // A uses its own ids anywhere.
    expect((await post('/v1/candidates/update/preferences', a.access, prefs({ jobtitles: [String(title)], jobfunctions: [String(fn)], locations: [String(city)] }))).statusCode).toBe(200);
    expect((await post('/v1/smartmatch/create', a.access, form({ alert_time: 'morning', job_function: fn, city, jobtitles: [String(title)] }))).statusCode).toBe(201);

    // Once three candidates use the function, it is shared: its image is served and B may pick it.
    for (let i = 0; i < 2; i++) {
      const c = await newCandidate(app);
      expect((await post('/v1/candidates/update/preferences', c.access, prefs({ new_jobfunctions: [mine.fn] }))).statusCode).toBe(200);
    }
    expect((await get(`/v1/media/function/${fn}.svg`)).statusCode).toBe(200);
    expect((await post('/v1/candidates/update/preferences', b.access, prefs({ jobfunctions: [String(fn)] }))).statusCode).toBe(200);
  });
});
