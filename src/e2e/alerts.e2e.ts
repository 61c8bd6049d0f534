import { baseUrl, closeBrowser, DEMO_EMAIL, loginAsDemo, newPage, waitForApp } from './harness';

/**
 * SmartMatch alerts end to end: a Smart Match is created, its digest is run (POST /v1/dev/alerts/run, development
 * only), the email with reasons is in the outbox, its job link opens the job, and its one-click link pauses the
 * Smart Match without login.
 */
afterAll(closeBrowser);

interface OutboxMessage { id: number; channel: string; to: string; subject: string; text: string; html: string | null }

it('delivers a digest by email with reasons, opens its job link and pauses the Smart Match from the email', async () => {
  const page = await newPage();
  await loginAsDemo(page);
  // Create a Smart Match through the API as the app does (the demo has one; at most three).
  const created = await page.evaluate(async () => {
    const fd = new FormData();
    fd.append('alert_time', 'morning');
    fd.append('job_function', '1');
    fd.append('city', '1');
    fd.append('new_jobtitles', 'SDE');
    fd.append('smart_match', 'SDE roles in Bengaluru');
    const res = await fetch('/v1/smartmatch/create', { method: 'POST', body: fd, headers: { Authorization: `Bearer ${localStorage.getItem('ACCESS')}` } });
    return { status: res.status, body: (await res.json()) as { data: { id: number } } };
  });
  expect(created.status).toBe(201);
  const smId = created.body.data.id;

  const run = await fetch(`${baseUrl()}/v1/dev/alerts/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ smartmatch: String(smId) }) });
  expect(run.status).toBe(200);
  const results = ((await run.json()) as { data: { status: string }[] }).data;
  expect(results[0].status).toBe('sent');

  const box = (await (await fetch(`${baseUrl()}/v1/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`)).json()) as { results: OutboxMessage[] };
  const mail = box.results.find((m) => m.subject.includes('SDE roles in Bengaluru'));
  expect(mail).toBeDefined();
  expect(mail!.text).toMatch(/Why: Matches your title "SDE"/);

  // Open the email (its HTML) and follow the first job link.
  await page.setContent(mail!.html ?? '');
  const jobHref = await page.locator('ol a').first().getAttribute('href');
  expect(jobHref).toMatch(/\/jobs\/\d+$/);
  await page.goto(jobHref!);
  await waitForApp(page);
  expect(new URL(page.url()).pathname).toMatch(/^\/jobs\/\d+$/);

  // Pause from the email's link, in a fresh context without login.
  const anonymous = await newPage();
  await anonymous.setContent(mail!.html ?? '');
  const pauseHref = await anonymous.getByRole('link', { name: 'Pause these alerts' }).getAttribute('href');
  await anonymous.goto(pauseHref!);
  await anonymous.getByRole('button', { name: 'Pause alerts' }).click();
  await anonymous.getByRole('heading', { name: 'Alerts paused' }).waitFor();

  const list = await page.evaluate(async () => {
    const res = await fetch('/v1/smartmatch/list', { headers: { Authorization: `Bearer ${localStorage.getItem('ACCESS')}` } });
    return (await res.json()) as { data: { id: number; paused: boolean }[] };
  });
  expect(list.data.find((s) => s.id === smId)?.paused).toBe(true);

  // In the app: the card shows the Smart Match paused, with its alert time, channels and top matches' reasons;
  // Resume turns the alerts back on.
  await page.goto('/candidate/smartmatch');
  await waitForApp(page);
  const card = page.getByRole('article', { name: 'SDE roles in Bengaluru' });
  await card.getByText('Paused', { exact: true }).waitFor();
  await card.getByText('Morning', { exact: true }).waitFor();
  await card.getByRole('region', { name: 'Top matches for SDE roles in Bengaluru' }).getByText(/Matches your title "SDE"/).first().waitFor();
  await card.getByRole('button', { name: 'Resume alerts for SDE roles in Bengaluru' }).click();
  await card.getByRole('button', { name: 'Pause alerts for SDE roles in Bengaluru' }).waitFor();
  expect(await card.getByText('Paused', { exact: true }).count()).toBe(0);
  const after = await page.evaluate(async () => {
    const res = await fetch('/v1/smartmatch/list', { headers: { Authorization: `Bearer ${localStorage.getItem('ACCESS')}` } });
    return (await res.json()) as { data: { id: number; paused: boolean }[] };
  });
  expect(after.data.find((s) => s.id === smId)?.paused).toBe(false);
  expect(page.errors).toEqual([]);
});
