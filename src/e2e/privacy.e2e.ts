import fs from 'node:fs';
import { baseUrl, closeBrowser, csrfPair, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, MOBILE, newPage, waitForApp, type TestPage } from './harness';

/**
 * Privacy-first accounts in a real browser (issue 19), at 375 and 1440 px: the owner downloads the résumé while its
 * public URL fails; Download my data saves valid JSON; Sign out of other sessions logs out a second browser context;
 * delete account (wrong, then right password) ends on /login and the login then fails; a Smart Match is edited and
 * deleted from its card.
 */
jest.setTimeout(240_000);
afterAll(closeBrowser);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function api(path: string, access: string, body?: FormData): Promise<Response> {
  return fetch(`${baseUrl()}/v1${path}`, { method: body ? 'POST' : 'GET', headers: { Authorization: `Bearer ${access}` }, body });
}

async function open(page: TestPage, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForApp(page);
}

async function loginFails(email: string, password: string): Promise<boolean> {
  const { cookie, token } = await csrfPair();
  const res = await fetch(`${baseUrl()}/v1/login`, {
    method: 'POST',
    headers: { Cookie: cookie, 'X-CSRFToken': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status === 401;
}

describe.each([MOBILE, DESKTOP])('privacy at %i px', (width) => {
  it('downloads the résumé for its owner only, and the data export as valid JSON', async () => {
    const page = await newPage({ width });
    const c = await loginAsFreshCandidate(page, `privacy-resume-${width}`);
    const file = new FormData();
    file.append('file', new Blob([new Uint8Array(PDF)]), 'my-cv.pdf');
    expect((await api('/candidates/update/resume', c.access, file)).status).toBe(200);
    await open(page, '/candidate/my-profile');
    const link = page.getByRole('link', { name: /my-cv\.pdf/ });
    await link.waitFor();
    const href = (await link.getAttribute('href')) as string;
    const owner = await page.request.get(new URL(href, baseUrl()).href);
    expect(owner.status()).toBe(200);
    expect(owner.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(owner.headers()['cache-control']).toBe('private, no-store');
    expect(owner.headers()['x-content-type-options']).toBe('nosniff');
    // Without the owner's token or a valid signature the résumé is not there.
    const anonymous = await fetch(`${baseUrl()}/v1/candidates/resume`);
    expect(anonymous.status).toBe(401);
    const forged = await fetch(new URL(href.replace(/.{4}$/, 'AAAA'), baseUrl()).href);
    expect(forged.status).toBe(404);
    // The old public scheme is gone: no résumé answers under /uploads/.
    expect((await fetch(`${baseUrl()}/uploads/resume/1-0123456789abcdef01234567.pdf`)).status).toBe(404);

    const data = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Download my data' }).click()]);
    const saved = JSON.parse(fs.readFileSync((await download.path()) as string, 'utf8'));
    expect(saved.profile.email).toBe(c.email);
    expect(saved.profile.resume).toEqual({ file_name: 'my-cv.pdf' });
    await data.getByText('Your data was downloaded.').waitFor();
    await expectNoAxeViolations(page);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('signs out a second browser context, then deletes the account (wrong, then right password)', async () => {
    const page = await newPage({ width });
    const c = await loginAsFreshCandidate(page, `privacy-delete-${width}`);
    // A second browser context: the same candidate logged in elsewhere.
    const second = await newPage({ width });
    const { cookie, token } = await csrfPair();
    const other = await (
      await fetch(`${baseUrl()}/v1/login`, {
        method: 'POST',
        headers: { Cookie: cookie, 'X-CSRFToken': token, 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
        body: JSON.stringify({ email: c.email, password: c.password }),
      })
    ).json();
    await second.goto('/');
    await second.evaluate(
      ({ access, refresh }) => {
        localStorage.setItem('ACCESS', access);
        localStorage.setItem('REFRESH', refresh);
        document.cookie = 'isLogin=true; path=/; SameSite=Lax';
      },
      { access: other.access as string, refresh: other.refresh as string },
    );
    await open(second, '/candidate/dashboard');

    await open(page, '/candidate/my-profile');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByText(/This session/).waitFor();
    await sessions.getByText(/Safari on iOS/).waitFor();
    await sessions.getByRole('button', { name: 'Sign out of other sessions' }).click();
    const confirmSignOut = page.getByRole('dialog', { name: 'Sign out of other sessions?' });
    await confirmSignOut.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('You were signed out of every other session.').waitFor();
    // The second context's next call fails and the app sends it to the login page.
    await second.goto('/candidate/my-profile');
    await second.waitForURL(/\/login/, { timeout: 30_000 });
    await second.context().close();

    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByLabel(/^Password/).fill('Wrong12345');
    await data.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Yes' }).click();
    await data.getByText('The password is not correct.').waitFor();
    await data.getByLabel(/^Password/).fill(c.password);
    await data.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/login/);
    expect(await loginFails(c.email, c.password)).toBe(true);
    expect(page.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('edits and deletes a Smart Match from its card', async () => {
    const page = await newPage({ width });
    const c = await loginAsFreshCandidate(page, `privacy-sm-${width}`);
    const body = new FormData();
    for (const [k, v] of Object.entries({ smart_match: 'Privacy roles', alert_time: 'morning', job_function: '1', city: '1', jobtitles: '1' })) body.append(k, v);
    expect((await api('/smartmatch/create', c.access, body)).status).toBe(201);
    await open(page, '/candidate/smartmatch');
    const first = page.getByRole('article', { name: 'Privacy roles' });
    await first.waitFor();
    // Name, titles, function and location in the edit dialog.
    await first.getByRole('button', { name: 'Edit Privacy roles' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Privacy roles' });
    await edit.getByRole('textbox', { name: 'SmartMatch Name' }).fill('Privacy jobs');
    const titles = edit.getByRole('combobox', { name: /Job Titles/ });
    await titles.fill('Data Protection Officer');
    await titles.press('Enter');
    await edit.getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('article', { name: 'Privacy jobs' });
    await card.getByText(/Data Protection Officer/).waitFor();
    await card.getByText('Your Smart Match was updated.').waitFor();
    await card.getByRole('button', { name: 'Edit alerts for Privacy jobs' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Evening' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Your Smart Match was updated.').waitFor();
    await card.getByText('Evening').waitFor();
    await card.getByRole('button', { name: 'Delete Privacy jobs' }).click();
    await page.getByRole('dialog', { name: 'Delete this Smart Match?' }).getByRole('button', { name: 'Yes' }).click();
    await card.waitFor({ state: 'detached' });
    const list = await (await api('/smartmatch/list', c.access)).json();
    expect(list.data).toEqual([]);
    await expectNoAxeViolations(page);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
