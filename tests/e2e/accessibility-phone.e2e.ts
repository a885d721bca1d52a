// axe finds no violation on the signed-in pages and the goal dialogs on a phone, in the light
// and the dark theme: one test per screen, in order on one signed-in page (see
// accessibility-steps.ts). With MASTERLY_SCREENSHOTS=1, screenshots of every screen in
// test-results/screens/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import {
  PHONE,
  close,
  csvFile,
  dialogViolations,
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
  const email = uniqueEmail('a11y-phone');
  await createAccount(email, 'practice1', 'Ada Lovelace');
  ({ page, context } = await signedInPage(
    browser,
    { email, password: 'practice1' },
    { viewport: PHONE },
  ));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const piano = () => page.getByRole('article', { name: 'Piano' });

describe('accessibility of the signed-in pages and the goal dialogs on a phone, both themes', () => {
  it('import-settings', async () => {
    await page.getByLabel('Import file').setInputFiles(csvFile());
    const importSettings = page.getByRole('dialog', { name: 'Import Time Settings' });
    await importSettings.waitFor();
    const found = await dialogViolations(page, 'import-settings');
    await importSettings.getByRole('button', { name: 'Import Goals' }).click();
    await page
      .getByRole('alertdialog', { name: 'Apply default settings?' })
      .getByRole('button', { name: 'No, keep theirs' })
      .click();
    expect(found).toEqual([]);
  });

  it('goals', async () => {
    await addGoal(page, 'Chess');
    expect(await violations(page, 'goals')).toEqual([]);
  });

  it('goal-settings', async () => {
    await piano().getByRole('button', { name: 'Goal settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await settings.getByLabel('Enable reminders').check();
    const found = await dialogViolations(page, 'goal-settings');
    await close(settings);
    expect(found).toEqual([]);
  });

  it('sessions', async () => {
    await piano().getByRole('button', { name: 'Sessions' }).click();
    const sessions = page.getByRole('dialog', { name: 'Practice sessions' });
    await sessions.getByRole('list', { name: 'Logged sessions' }).waitFor();
    const found = await dialogViolations(page, 'sessions');
    await close(sessions, 'Close');
    expect(found).toEqual([]);
  });

  timerAndShareTests(current, 'Piano');
  insightsAndCompletedTests(current);
  pageTest(current, '/subscription', /Free/, 'subscription');
  pageTest(current, '/settings', 'Global Settings', 'settings');
  pageTest(current, '/help', 'Help', 'help');
  pageTest(current, '/account', 'Your account', 'account');
});
