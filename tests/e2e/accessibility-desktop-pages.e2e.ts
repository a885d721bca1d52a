// axe finds no violation on the signed-in pages other than the goals page on a desktop (the
// timer, sharing, insights, completed, settings, help and account), in the light and the dark
// theme: one test per screen, in order on one signed-in page (see accessibility-steps.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import {
  DESKTOP,
  close,
  dialogViolations,
  go,
  importPractice,
  insightsAndCompletedTests,
  pageTest,
  timerAndShareTests,
  violations,
} from './accessibility-steps';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const current = () => page;

beforeAll(async () => {
  // Chromium: its timer asks to stay in the status bar, which the headless shell never does.
  browser = await launchBrowser('chromium');
  const email = uniqueEmail('a11y-pages');
  await createAccount(email, 'practice1', 'Ada Lovelace');
  ({ page, context } = await signedInPage(
    browser,
    { email, password: 'practice1' },
    { viewport: DESKTOP },
  ));
  await importPractice(page);
  await addGoal(page, 'Chess');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('accessibility of the other signed-in pages on a desktop, both themes', () => {
  timerAndShareTests(current, 'Chess');

  it('shared-page-missing', async () => {
    await go(page, '/goals?share=doesNotExist');
    await page.getByText('This share link was not found.', { exact: false }).waitFor();
    expect(await violations(page, 'shared-page-missing')).toEqual([]);
  });

  insightsAndCompletedTests(current);

  it('completed-restore', async () => {
    await page.getByRole('button', { name: 'Restore Guitar' }).click();
    const restore = page.getByRole('alertdialog');
    await restore.waitFor();
    const found = await dialogViolations(page, 'completed-restore');
    await close(restore);
    expect(found).toEqual([]);
  });

  pageTest(current, '/settings', 'Global Settings', 'settings');
  pageTest(current, '/help', 'Help', 'help');
  pageTest(current, '/account', 'Your account', 'account');

  it('account-delete', async () => {
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const deleteAccount = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await deleteAccount.waitFor();
    const found = await dialogViolations(page, 'account-delete');
    await close(deleteAccount);
    expect(found).toEqual([]);
  });
});
