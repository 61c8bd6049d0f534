import type { Page } from 'playwright-core';
import { paths } from '@/config/paths';
import { closeBrowser, DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, MOBILE, newPage, waitForApp } from './harness';

/**
 * Keyboard-only use (issue 8): no mouse, no element.focus() — only Tab, Shift+Tab, Enter, Space and Escape, from
 * the top of the page, as a keyboard or switch user would.
 */
jest.setTimeout(120_000);
afterAll(closeBrowser);

/** Describes the focused element for assertions and failure messages. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: el?.getAttribute('name') ?? '',
      label: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      pressed: el?.getAttribute('aria-pressed') ?? null,
      inDialog: !!el?.closest('[role="dialog"]'),
      inJobList: !!el?.closest('section[aria-label]') && el?.getAttribute('aria-pressed') !== null,
    };
  });
}

type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses Tab until `matches` holds for the focused element; fails after `max` presses. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, what: string, max = 60): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (matches(f)) return f;
  }
  throw new Error(`Tab never reached ${what} within ${max} presses`);
}

describe.each([MOBILE, DESKTOP])('keyboard only at %ipx', (width) => {
  it('logs in: Tab to the fields, type, Enter submits', async () => {
    const page = await newPage({ width });
    await page.goto(paths.login.getHref());
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, (f) => f.tag === 'input' && f.name === 'email', 'the email field');
    await page.keyboard.type(DEMO_EMAIL);
    await tabTo(page, (f) => f.tag === 'input' && f.name === 'password', 'the password field', 3);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // The success dialog (spec 4) takes the focus; Escape dismisses it and the login continues to the dashboard.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname.startsWith('/candidate/'), { timeout: 30_000 });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard only: the job list and a dialog', () => {
  it('selects a job, applies, and the dialog traps focus, closes with Escape and gives focus back', async () => {
    const page = await newPage({ width: DESKTOP });
    await page.goto(paths.jobs.getHref());
    await waitForApp(page);
    await page.locator('[aria-pressed]').first().waitFor();

    // Select the second job of the list (the first is pre-selected on desktop).
    await tabTo(page, (f) => f.inJobList, 'the first job in the list');
    const second = await tabTo(page, (f) => f.inJobList && f.pressed === 'false', 'an unselected job');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');
    expect(second.label.length).toBeGreaterThan(0);

    // Apply from the detail pane: a visitor is asked to log in (spec 6), in the global dialog.
    await tabTo(page, (f) => f.tag === 'button' && f.label === 'Apply Now', 'the Apply Now button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Login Required' }).waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));

    // Focus stays inside the dialog, forwards and backwards.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }

    // Escape closes it and the focus returns to the Apply button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.activeElement?.textContent ?? '').trim() === 'Apply Now');

    // The close button works from the keyboard too.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, (f) => f.inDialog && f.label === 'Close', 'the dialog close button', 10);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.activeElement?.textContent ?? '').trim() === 'Apply Now');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('a logged-in candidate reaches Apply Now and its confirmation by keyboard, and can cancel it', async () => {
    const page = await newPage({ width: DESKTOP, loggedIn: true });
    await page.goto(paths.jobs.getHref());
    await waitForApp(page);
    await page.locator('[aria-pressed="true"]').first().waitFor();
    await tabTo(page, (f) => f.tag === 'button' && f.label === 'Apply Now', 'the Apply Now button', 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.activeElement?.textContent ?? '').trim() === 'Apply Now');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
