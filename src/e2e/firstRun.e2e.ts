import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../server/testing/startApiProcess';
import { closeBrowser, DESKTOP, expectNoAxeViolations, MOBILE, newPage, waitForApp } from './harness';
import { answer, dialogNamed, fillPersonal, fillPreferences, loginThroughForm, PASSWORD } from './registrationFlow';

/**
 * A newcomer's first run (issue 20): the product started the way `npm start` starts it — the production build,
 * NODE_ENV=production, a fresh data directory, no SMTP_URL, no development endpoints, rate limits and CSRF on — and a
 * brand-new account registered in the browser end to end, its code read from the local mailbox page the start-up
 * banner names (and from the server's output), never from the database or a development-only endpoint.
 */
jest.setTimeout(300_000);
afterAll(closeBrowser);

let url = '';
let child: ChildProcess | null = null;
let logFile = '';

/** Everything a developer's shell might carry that would change what `npm start` does, set back to unset. */
const UNSET = ['ENABLE_DEV_ENDPOINTS', 'SMTP_URL', 'DATABASE_URL', 'MAILBOX', 'LOG', 'DISABLE_RATE_LIMIT', 'DISABLE_CSRF', 'SCHEDULER', 'JWT_SECRET', 'PUBLIC_URL', 'SEED', 'MIN_FREE_DISK_MB'];

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verijobs-first-run-'));
  logFile = path.join(os.tmpdir(), `verijobs-first-run-${process.pid}.log`);
  const started = await startApiProcess({
    logFile,
    timeoutMs: 180_000,
    env: {
      ...Object.fromEntries(UNSET.map((k) => [k, ''])),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // npm start seeds 5,300 jobs; a smaller catalogue starts sooner and changes nothing on this path.
      SEED_JOBS: '300',
    },
  });
  url = started.url;
  child = started.child;
});
afterAll(() => {
  child?.kill('SIGTERM');
});

const output = () => fs.readFileSync(logFile, 'utf8');

/** The banner follows `API listening on …` (what startApiProcess waits for) after a query: wait for its last line. */
async function bannerPrinted(): Promise<string> {
  for (let i = 0; i < 200 && !output().includes('Stop          press Ctrl+C'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return output();
}

it('prints the banner: where to open it, the demo account, the mailbox, the database, how to stop', async () => {
  const text = await bannerPrinted();
  expect(text).toContain('VeriJobs is running.');
  expect(text).toContain(`Open          ${url}`);
  expect(text).toContain('Demo account  demo@verijobs.example / Demo@12345');
  expect(text).toContain(`Messages      not sent (no SMTP_URL): printed below and kept in the mailbox at ${url}/dev/mailbox`);
  expect(text).toMatch(/Database {6}embedded PGlite in \S+verijobs-first-run-\S+\/pgdata/);
  expect(text).toContain('Stop          press Ctrl+C');
  // No development endpoint serves the code here.
  expect((await fetch(`${url}/v1/dev/outbox`)).status).toBe(404);
});

describe.each([DESKTOP, MOBILE])('a brand-new account at %ipx', (width) => {
  it('registers, reads its code in the mailbox, verifies and reaches the dashboard', async () => {
    const page = await newPage({ width, baseURL: url });
    const email = `first.run.${width}.${Date.now().toString(36)}@example.com`;

    await page.goto('/register');
    await waitForApp(page);
    await fillPersonal(page, email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Career Preference' }).waitFor();
    await fillPreferences(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await answer(page, 'Action Needed', 'Accept and Continue');
    await answer(page, 'Success', 'Continue');
    await page.getByRole('heading', { level: 1, name: 'Registration complete' }).waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await loginThroughForm(page, email, PASSWORD);
    await answer(page, 'OTP Needed');
    await page.getByRole('heading', { level: 1, name: 'OTP Verification' }).waitFor();

    // The banner's mailbox, in another tab: the newest message to this address carries the code.
    const mailbox = await page.context().newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox.getByRole('heading', { level: 1, name: 'Local mailbox' }).waitFor();
    await mailbox.getByLabel('Recipient').fill(email);
    await mailbox.getByRole('button', { name: 'Show' }).click();
    await mailbox.waitForURL(/\/dev\/mailbox\?to=/);
    const newest = mailbox.getByRole('row').filter({ hasText: email }).first();
    const code = (await newest.getByRole('cell').last().textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    if (width === DESKTOP) await expectNoAxeViolations(mailbox);
    // Each message opens in full: the same code in its text.
    await newest.getByRole('link', { name: 'Your VeriJobs verification code' }).click();
    await mailbox.getByRole('heading', { level: 1, name: 'Your VeriJobs verification code' }).waitFor();
    expect(await mailbox.locator('pre').textContent()).toContain(code);
    if (width === DESKTOP) await expectNoAxeViolations(mailbox);
    await mailbox.close();

    // The server's output shows the same message, readable, with the code.
    const printed = output();
    expect(printed).toContain(`To:      ${email}\nSubject: Your VeriJobs verification code`);
    expect(printed.slice(printed.lastIndexOf(`To:      ${email}`))).toContain(code);

    await page.getByLabel(/one-time password/i).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    const verified = await dialogNamed(page, 'Success');
    expect(await verified.textContent()).toContain('Your OTP verification was successful.');
    await answer(page, 'Success', 'Continue');
    await page.waitForURL('**/candidate/dashboard');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
