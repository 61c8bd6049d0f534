import { closeBrowser, DESKTOP, expectNoAxeViolations, MOBILE, newPage, waitForApp } from './harness';

/**
 * Foundation smoke tests in a real browser: the production build and the API on one port, the shell at both
 * widths with axe, the guards, the chunk failure screen, the 404 page and logout.
 */
afterAll(closeBrowser);

describe.each([MOBILE, DESKTOP])('at %ipx', (width) => {
  it.each(['/', '/login'])('loads %s with the navigation bar, the footer and no accessibility violations', async (path) => {
    const page = await newPage({ width });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    await page.getByRole('banner').waitFor();
    // The footer is a lazy chunk of its own: on a loaded machine it arrives after the banner.
    await page.getByRole('contentinfo').getByText('© 2025').first().waitFor();
    expect(await page.getByRole('contentinfo').getByText('© 2025').count()).toBe(1);
    if (width === MOBILE) {
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'Find Jobs' }).count()).toBe(0);
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Find Jobs' }).waitFor();
    }
    await expectNoAxeViolations(page);
    // The drawer, once open, must pass too.
    if (width === MOBILE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).waitFor();
      await expectNoAxeViolations(page);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

it('serves the app for deep links (history fallback) and shows a real 404 page for unknown URLs', async () => {
  const page = await newPage({ width: DESKTOP });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await expectNoAxeViolations(page);
  await page.context().close();
});

it('sends a visitor from a candidate page to /login', async () => {
  const page = await newPage({ width: DESKTOP });
  await page.goto('/candidate/saved-jobs');
  await page.waitForURL('**/login');
  await page.context().close();
});

it('shows "Loading chunk failed" with a Reload button when a route chunk cannot load, even after the retry', async () => {
  const page = await newPage({ width: DESKTOP });
  await page.goto('/');
  await waitForApp(page);
  let blocked = 0;
  await page.route(/\/assets\/contact\.[^/]*\.js$/, (route) => {
    blocked += 1;
    return route.abort('failed');
  });
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await page.getByRole('heading', { name: 'Loading chunk failed' }).waitFor();
  expect(blocked).toBe(2); // the first load and lazyWithRetry's one retry
  // The shell stays around the error screen.
  await page.getByRole('banner').waitFor();
  await page.unroute(/\/assets\/contact\.[^/]*\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForURL('**/contact-us');
  await page.getByRole('heading', { name: 'Loading chunk failed' }).waitFor({ state: 'detached' });
  await page.context().close();
});

describe('logged in', () => {
  it.each([MOBILE, DESKTOP])('at %ipx shows the profile link and logs out to /login', async (width) => {
    const page = await newPage({ width, loggedIn: true });
    await page.goto('/candidate/dashboard');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    if (width === MOBILE) {
      await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    }
    await page.waitForURL('**/login').catch(async (e: Error) => {
      throw new Error(`${e.message}\nPage text: ${(await page.locator('body').innerText()).slice(0, 1500)}\nErrors: ${page.errors.join('\n')}`);
    });
    expect(await page.evaluate(() => [localStorage.getItem('ACCESS'), localStorage.getItem('REFRESH'), document.cookie.includes('isLogin=true')])).toEqual([
      null,
      null,
      false,
    ]);
    await page.getByRole('banner').getByRole(width === MOBILE ? 'button' : 'link', { name: 'Register' }).first().waitFor();
    await page.context().close();
  });
});
