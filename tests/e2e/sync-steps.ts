// What the sync journeys share (sync-devices, sync-tabs and sync-stop.e2e.ts): practice time
// is never lost. Each file opens one browser; a "device" is a context of it, with its own
// storage and cache, signed in to the account.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';

export const HOUR = 3_600_000;
export const PASSWORD = 'practice1';

export interface Device {
  context: BrowserContext;
  page: Page;
}

/** Launches the file's browser before its tests and closes it after them. */
export function useBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}

/** A browser (its own storage and cache) signed in to the account; its clock set if given. */
export function deviceOf(browser: () => Browser) {
  return (
    email: string,
    clockAt?: Date,
    viewport?: { width: number; height: number },
    serviceWorkers?: 'allow',
  ) =>
    signedInPage(browser(), { email, password: PASSWORD }, { viewport, clockAt, serviceWorkers });
}

export async function account(prefix: string) {
  const email = uniqueEmail(prefix);
  const uid = await createAccount(email, PASSWORD, 'Sync Tester');
  return { email, uid };
}

export const card = (page: Page, name: string) => page.getByRole('article', { name });
/** The open session log of a goal, and its listed sessions. */
export const sessionLog = (page: Page) => page.getByRole('dialog', { name: 'Practice sessions' });
export const loggedRows = (page: Page) =>
  sessionLog(page).getByRole('list', { name: 'Logged sessions' }).getByRole('listitem');
export const widget = (page: Page) => page.getByRole('complementary', { name: 'Running timer' });
export const saved = (page: Page) =>
  page.getByText('All changes saved').waitFor({ timeout: 30_000 });
/** Waits until the running timer shows a whole second, so its session is at least 1 s long. */
export const ranOneSecond = (page: Page) =>
  widget(page).getByRole('timer').filter({ hasNotText: '00:00:00' }).waitFor();

export async function rename(page: Page, from: string, to: string) {
  const goal = card(page, from);
  await goal.getByRole('button', { name: 'Rename goal' }).click();
  await goal.getByLabel('Goal name').fill(to);
  await goal.getByLabel('Goal name').press('Enter');
  await card(page, to).waitFor();
}

/** Runs the timer of a goal from `from` for `hours` of the page's (installed) clock. */
export async function practice(page: Page, goal: string, from: Date, hours: number) {
  await page.clock.setSystemTime(from);
  await card(page, goal).getByRole('button', { name: 'Timer' }).click();
  await widget(page).waitFor();
  await page.clock.setSystemTime(new Date(from.getTime() + hours * HOUR));
  await widget(page).getByRole('button', { name: 'Stop' }).click();
  await widget(page).waitFor({ state: 'detached' });
}
