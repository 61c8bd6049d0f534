import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, DESKTOP, expectNoAxeViolations, loginAsFreshCandidate, newPage, waitForApp, type FreshCandidate, type TestPage } from './harness';

/**
 * Support replay in a real browser (issue 9): a candidate browses and applies, downloads the diagnostics file from
 * the footer; support, in a fresh browser context, loads it on /support/replay, steps to the apply action and sees
 * the job shown as applied — without a single API call from the replay.
 */
jest.setTimeout(180_000);
afterAll(closeBrowser);

async function answer(page: Page, title: RegExp | string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('support replay of a candidate session', () => {
  let candidate: TestPage;
  let support: TestPage;
  let file = '';
  let position = '';
  let account: FreshCandidate;

  afterAll(async () => {
    await candidate?.context().close();
    await support?.context().close();
  });

  it('a candidate browses, applies and downloads the diagnostics file from the footer', async () => {
    candidate = await newPage({ width: DESKTOP });
    account = await loginAsFreshCandidate(candidate, 'replay', { first: 'Rhea', last: 'Replay' });
    await candidate.goto('/jobs');
    await waitForApp(candidate);
    const jobs = candidate.getByRole('region', { name: 'Jobs' });
    await jobs.getByRole('button', { pressed: true }).waitFor();
    const page1 = (await (
      await fetch(`${baseUrl()}/v1/candidates/all_jobs?page=1&length=5`, { headers: { Authorization: `Bearer ${account.access}` } })
    ).json()) as { data: { id: number; position: string }[] };
    position = page1.data[1].position;
    await jobs.getByRole('button', { pressed: false, name: new RegExp(escapeRe(position)) }).first().click();
    const pane = candidate.getByRole('region', { name: 'Job Details' });
    await pane.getByRole('heading', { name: position }).first().waitFor();
    await pane.getByRole('button', { name: 'Apply Now' }).click();
    await answer(candidate, 'Please Confirm', 'Yes');
    await answer(candidate, /Success/, 'Close');
    await pane.getByRole('button', { name: 'Applied' }).waitFor();

    await candidate.getByRole('contentinfo').getByRole('button', { name: 'Diagnostics' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Help: diagnostics for support' });
    await dialog.waitFor();
    await expectNoAxeViolations(candidate);
    const [download] = await Promise.all([candidate.waitForEvent('download'), dialog.getByRole('button', { name: 'Download diagnostics' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^verijobs-diagnostics-.*\.json$/);
    file = fs.readFileSync((await download.path())!, 'utf8');

    // Searching the file as downloaded: no token, password or contact details.
    const tokensNow = await candidate.evaluate(() => [localStorage.getItem('ACCESS'), localStorage.getItem('REFRESH')]);
    for (const secret of [account.access, account.refresh, ...tokensNow, account.password, account.email]) expect(file).not.toContain(secret);
    expect(file).toContain('(applyJob)');
  });

  it('support loads it in a fresh browser, steps to the apply action and sees the job applied, with no API call', async () => {
    support = await newPage({ width: DESKTOP });
    // The support page's own footer reads the landing data once, in a transition that a busy machine runs after the
    // page looks idle: wait for it, so only calls the replay might make are counted.
    const footerLanding = support.waitForResponse((res) => new URL(res.url()).pathname === '/v1/candidates/landing');
    await support.goto('/support/replay');
    await waitForApp(support);
    await footerLanding;
    const apiCalls: string[] = [];
    support.on('request', (req) => {
      // API calls are fetch/XHR; employer logos are <img> elements served from /v1/media.
      if (['fetch', 'xhr'].includes(req.resourceType())) apiCalls.push(req.url());
    });
    const tmp = `${fs.mkdtempSync('/tmp/replay-e2e-')}/diagnostics.json`;
    fs.writeFileSync(tmp, file);
    await support.getByLabel('Diagnostics file').setInputFiles(tmp);
    await support.getByText('Replay mode', { exact: true }).waitFor();

    const steps = support.getByRole('region', { name: 'Recorded actions' });
    await steps.getByRole('button', { name: /executeMutation\/fulfilled \(applyJob\)$/ }).click();
    const screen = support.getByRole('region', { name: "Candidate's screen" });
    const pane = screen.getByRole('region', { name: 'Job Details' });
    await pane.getByRole('heading', { name: new RegExp(escapeRe(position)) }).first().waitFor();
    const applied = pane.getByRole('button', { name: 'Applied' });
    await applied.waitFor();
    expect(await applied.isDisabled()).toBe(true);

    // Back to where the job's details arrived, before the apply: not applied yet.
    await steps.getByRole('button', { name: /executeQuery\/fulfilled \(getJob\)$/ }).last().click();
    await pane.getByRole('button', { name: 'Apply Now' }).waitFor();
    await support.getByRole('button', { name: 'Next step' }).click();
    await expectNoAxeViolations(support);

    expect(apiCalls).toEqual([]);
    // The support browser's own session was never touched.
    expect(await support.evaluate(() => [localStorage.getItem('ACCESS'), document.cookie.includes('isLogin=true')])).toEqual([null, false]);
    expect(support.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
