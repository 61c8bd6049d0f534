import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { startApiProcess, type ApiProcess } from '../testing/startApiProcess';
import { FILES, TEST_JWT_SECRET, TestServer, bearer, fileForm, form, newCandidate, startTestApp } from '../testing/testApp';

/**
 * Issue 33, deletion that completes: the account's rows and files go as one recoverable job. The files are recorded in
 * pending_file_removals in the transaction that deletes the candidate, removed after the commit, and whatever a crash
 * left is removed at the next start; /uploads/ never serves an image of an account that no longer exists.
 */
jest.setTimeout(240_000);

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-deletion-'));

const post = (app: TestServer, url: string, access: string, payload?: FormData) =>
  app.inject({ method: 'POST', url, payload: payload ?? form({}), headers: bearer(access) });

/** Uploads a profile image and a résumé; returns the image's URL and both files on disk. */
async function uploadFiles(app: TestServer, uploadsDir: string, access: string): Promise<{ imageUrl: string; image: string; resume: string }> {
  const img = await post(app, '/v1/candidates/update/profile_image', access, fileForm(FILES.png, 'me.png'));
  expect(img.statusCode).toBe(200);
  const imageUrl: string = img.json().data.profile_img;
  const resumeDir = path.join(uploadsDir, '.private', 'resume');
  const before = new Set(fs.existsSync(resumeDir) ? fs.readdirSync(resumeDir) : []);
  expect((await post(app, '/v1/candidates/update/resume', access, fileForm(FILES.pdf, 'cv.pdf'))).statusCode).toBe(200);
  const added = fs.readdirSync(resumeDir).filter((f) => !before.has(f));
  expect(added).toHaveLength(1);
  const image = path.join(uploadsDir, imageUrl.slice('/uploads/'.length));
  const resume = path.join(resumeDir, added[0]);
  expect(fs.existsSync(image) && fs.existsSync(resume)).toBe(true);
  return { imageUrl, image, resume };
}

const pendingCount = async (app: App) => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pending_file_removals'))[0].n;

describe('deleting an account removes its files', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('serves the image only while the account shows it, and removes both files before answering', async () => {
    const a = await newCandidate(app);
    const first = await uploadFiles(app, app.app.uploadsDir, a.access);
    const live = await app.inject(first.imageUrl);
    expect(live.statusCode).toBe(200);
    expect(live.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(live.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // A replaced image is no longer served, whether or not its file is still on disk.
    const second = await post(app, '/v1/candidates/update/profile_image', a.access, fileForm(FILES.gif, 'me.gif'));
    const imageUrl: string = second.json().data.profile_img;
    expect((await app.inject(first.imageUrl)).statusCode).toBe(404);
    expect((await app.inject(imageUrl)).statusCode).toBe(200);
    // And its file is gone before the upload answers, recorded and removed like a deletion's (issue 33), as is a
    // replaced résumé's.
    expect(fs.existsSync(first.image)).toBe(false);
    const resumeDir = path.dirname(first.resume);
    expect((await post(app, '/v1/candidates/update/resume', a.access, fileForm(FILES.pdf, 'cv2.pdf'))).statusCode).toBe(200);
    expect(fs.existsSync(first.resume)).toBe(false);
    const [current] = fs.readdirSync(resumeDir).filter((f) => f.startsWith(`${path.basename(first.resume).split('-')[0]}-`));
    first.resume = path.join(resumeDir, current);
    expect(await pendingCount(app.app)).toBe(0);
    // A file under profile/ that no account shows is not served either (an orphan of an earlier version).
    fs.writeFileSync(path.join(app.app.uploadsDir, 'profile', '1-0badc0de.png'), FILES.png);
    expect((await app.inject('/uploads/profile/1-0badc0de.png')).statusCode).toBe(404);

    const ok = await post(app, '/v1/candidates/delete_account', a.access, form({ password: a.password }));
    expect(ok.statusCode).toBe(200);
    const gone = await app.inject(imageUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: 'error', message: 'Not found.', detail: 'Not found.' });
    expect((await app.inject({ method: 'HEAD', url: imageUrl })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(app.app.uploadsDir, imageUrl.slice('/uploads/'.length)))).toBe(false);
    expect(fs.existsSync(first.resume)).toBe(false);
    expect(await pendingCount(app.app)).toBe(0);
  });
});

describe('a deletion interrupted between its commit and the removal of its files', () => {
  it('keeps the files pending and unserved, and removes them at the next start', async () => {
    const dataDir = tmp();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_STATIC: '0',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      DISABLE_CSRF: '1',
      SEED_JOBS: '30',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG: 'off',
    };
    const start = async () => {
      const built = await buildApp(loadConfig(env));
      await built.listen({ port: 0, host: '127.0.0.1' });
      const address = built.server.address();
      return new TestServer(built, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    };
    let app = await start();
    try {
      const a = await newCandidate(app);
      const files = await uploadFiles(app, app.app.uploadsDir, a.access);
      // The removal step fails as if the process had died right after the commit.
      const rm = jest.spyOn(fs.promises, 'rm').mockRejectedValue(Object.assign(new Error('simulated crash'), { code: 'EIO' }));
      try {
        expect((await post(app, '/v1/candidates/delete_account', a.access, form({ password: a.password }))).statusCode).toBe(200);
      } finally {
        rm.mockRestore();
      }
      expect(fs.existsSync(files.image) && fs.existsSync(files.resume)).toBe(true);
      expect(await pendingCount(app.app)).toBe(2);
      // Meanwhile the image is not served: the account no longer exists.
      expect((await app.inject(files.imageUrl)).statusCode).toBe(404);

      // Files no account holds (a removal an earlier version lost) go at start once an hour old; others stay.
      const b = await newCandidate(app);
      const kept = await uploadFiles(app, app.app.uploadsDir, b.access);
      const profileDir = path.join(app.app.uploadsDir, 'profile');
      const orphan = path.join(profileDir, `1-${'ab'.repeat(12)}.png`);
      const fresh = path.join(profileDir, `2-${'cd'.repeat(12)}.png`);
      const foreign = path.join(profileDir, 'not-ours.png');
      for (const f of [orphan, fresh, foreign]) fs.writeFileSync(f, FILES.png);
      const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
      for (const f of [orphan, foreign, kept.image, kept.resume]) fs.utimesSync(f, hoursAgo, hoursAgo);

      await app.close();
      app = await start();
      expect(fs.existsSync(files.image)).toBe(false);
      expect(fs.existsSync(files.resume)).toBe(false);
      expect(await pendingCount(app.app)).toBe(0);
      expect((await app.inject(files.imageUrl)).statusCode).toBe(404);
      expect([orphan, fresh, foreign, kept.image, kept.resume].map((f) => fs.existsSync(f))).toEqual([false, true, true, true, true]);
      expect((await app.inject(kept.imageUrl)).statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('kill -9 at a random moment of a deletion', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  const ITERATIONS = 5;

  it(`leaves either the whole account or nothing of it, files included (${ITERATIONS} runs)`, async () => {
    const dataDir = tmp();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_STATIC: '0',
      ENABLE_DEV_ENDPOINTS: '1',
      DISABLE_RATE_LIMIT: '1',
      DISABLE_CSRF: '1',
      SEED_JOBS: '30',
      SCHEDULER: 'off',
      SMTP_URL: '',
      MAILBOX: '',
      MIN_FREE_DISK_MB: '',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG: 'off',
    };
    const start = async (): Promise<ApiProcess> => {
      const api = await startApiProcess({ env, timeoutMs: 180_000 });
      children.push(api.child);
      return api;
    };
    const killed = (child: ChildProcess) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    // Only `inject` and `base` of a TestServer are used here: the server runs in the child process.
    const client = (api: ApiProcess) => new TestServer(undefined as unknown as App, api.url);
    const uploadsDir = path.join(dataDir, 'uploads');

    let api = await start();
    const outcomes: string[] = [];
    try {
      // How long one deletion takes here (password hash, transaction, removal): the kills are spread over about that.
      // Measured twice: the second, warm one counts.
      let spanMs = 0;
      for (let probe = 0; probe < 2; probe++) {
        const server = client(api);
        const p = await newCandidate(server);
        await uploadFiles(server, uploadsDir, p.access);
        const began = Date.now();
        expect((await post(server, '/v1/candidates/delete_account', p.access, form({ password: p.password }))).statusCode).toBe(200);
        spanMs = Math.max(20, Date.now() - began);
      }

      for (let i = 0; i < ITERATIONS; i++) {
        const server = client(api);
        const a = await newCandidate(server);
        const files = await uploadFiles(server, uploadsDir, a.access);
        expect((await server.inject(files.imageUrl)).statusCode).toBe(200);

        // Spread the kill over the request: before the password check ends, around the commit, after the answer.
        const delayMs = Math.floor(spanMs * (0.2 + Math.random()));
        const deleting = post(server, '/v1/candidates/delete_account', a.access, form({ password: a.password })).then(
          (res) => res.statusCode,
          () => null,
        );
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await killed(api.child);
        const answered = await deleting;

        api = await start();
        const after = client(api);
        const login = await after.inject({ method: 'POST', url: '/v1/login', payload: { email: a.email, password: a.password } });
        const exists = login.statusCode === 200;
        const image = await after.inject(files.imageUrl);
        if (exists) {
          // Not committed: the account keeps everything, its image included.
          expect(answered).not.toBe(200);
          expect(image.statusCode).toBe(200);
          expect(fs.existsSync(files.image) && fs.existsSync(files.resume)).toBe(true);
        } else {
          expect(login.statusCode).toBe(401);
          expect(image.statusCode).toBe(404);
          expect(fs.existsSync(files.image)).toBe(false);
          expect(fs.existsSync(files.resume)).toBe(false);
        }
        outcomes.push(`${delayMs} of ${spanMs} ms: ${answered ?? 'no answer'}, ${exists ? 'kept' : 'deleted'}`);
      }
    } finally {
      await killed(api.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(outcomes).toHaveLength(ITERATIONS);
  });
});
