import type { Page } from 'playwright-core';

/**
 * The registration and login screens driven as a person does (session.e2e.ts, firstRun.e2e.ts): fill both steps of
 * Register, answer the spec's modals, log in through the form.
 */

/** The password the browser tests register new accounts with. */
export const PASSWORD = 'Secret@12345';

export async function dialogNamed(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

/** Presses the footer button of the open dialog (the corner icon is also called Close). */
export async function answer(page: Page, name: string | RegExp, button: string | RegExp = 'Close') {
  const dialog = await dialogNamed(page, name);
  await dialog.getByRole('button', { name: button }).last().click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Step 1 of Register (spec 2.11): Personal Information, with a city of India. */
export async function fillPersonal(page: Page, email: string) {
  await page.getByRole('textbox', { name: /first name/i }).fill('Esha');
  await page.getByRole('textbox', { name: /last name/i }).fill('Browser');
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('17051990');
  await page.getByLabel(/phone number/i).fill('9876543210');
  const country = page.getByRole('combobox', { name: /^country/i });
  await country.click();
  await country.fill('Ind');
  await page.getByRole('option', { name: /^India$/ }).click();
  const current = page.getByRole('combobox', { name: /current location/i });
  await current.click();
  // The first city of the opened list (the phone's calling-code select has options of its own).
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/^confirm password/i).fill(PASSWORD);
}

/** Step 2 of Register: Career Preference. */
export async function fillPreferences(page: Page) {
  const titles = page.getByRole('combobox', { name: /desired job titles/i });
  await titles.fill('Data Analyst');
  await titles.press('Enter');
  const areas = page.getByRole('combobox', { name: /functional areas/i });
  await areas.fill('Analytics Guild');
  await areas.press('Enter');
  await page.getByRole('combobox', { name: /job type/i }).selectOption('Full-time');
  await page.getByRole('combobox', { name: /notice period/i }).selectOption('30 Days');
  await page.getByRole('combobox', { name: /preferred location/i }).fill('Mum');
  await page.getByRole('option', { name: /Mumbai/ }).click();
  await page.getByRole('textbox', { name: /expected salary/i }).fill('900000');
}

export async function loginThroughForm(page: Page, email: string, password: string, remember = true) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember Me' }).check();
  await page.getByLabel('Password', { exact: true }).press('Enter');
}
