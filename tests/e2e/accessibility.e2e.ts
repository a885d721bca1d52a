// axe finds no violation on any page or dialog, in the light and the dark theme, on a desktop
// and a phone. Each walk keeps one signed-in page and gathers every violation before failing,
// so one run lists them all. Screenshots of every screen in test-results/screens/.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBothThemes } from './axe';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addGoal,
  createAccount,
  launchBrowser,
  newPage,
  seedProfiles,
  signIn,
  signInToGoals,
  uniqueEmail,
} from './browser';
import { daysAgo, togglCsv } from './toggl-csv';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DEVICES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** A dialog is checked alone: the page behind it is inert and covered. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Where the page changes when a toast shows or the timer runs (the rest is checked alone). */
const TOASTS = '[aria-label="Notifications (F8)"]';
/** The running timer and the offer to keep it in the status bar, which comes with it. */
const TIMER = ['[aria-label="Running timer"]', '[aria-labelledby="timer-notification-title"]'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Moves within the app the way its links do (no reload, the session stays). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** A Toggl Track CSV with two projects practised in the last days. */
const togglFile = () =>
  togglCsv([
    { project: 'Piano', description: 'Practice', start: daysAgo(1, 9), end: daysAgo(1, 10) },
    { project: 'Piano', description: 'Practice', start: daysAgo(8, 9), end: daysAgo(8, 11) },
    { project: 'Guitar', description: 'Practice', start: daysAgo(3, 8), end: daysAgo(3, 9) },
  ]);
const csvFile = () => ({ name: 'toggl.csv', mimeType: 'text/csv', buffer: togglFile() });

/**
 * A test that runs beside one other at most (each has its own page): two pages keep both
 * cores busy, more only slow each other down. The longest walk is declared first.
 */
let running = 0;
const waiting: (() => void)[] = [];
function lane(name: string, walk: () => Promise<void>) {
  it(
    name,
    async () => {
      if (running === 2) await new Promise<void>((start) => waiting.push(start));
      running += 1;
      try {
        await walk();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    300_000,
  );
}

/** Closes a dialog with its button and waits until it is gone. */
async function close(dialog: Locator, button = 'Cancel') {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

type Checks = ReturnType<typeof checksOf>;

/** The ways a walk checks a screen, each adding what axe finds to `found`. */
function checksOf(page: Page, found: string[]) {
  const run = async (name: string, options?: Parameters<typeof inBothThemes>[2]) => {
    found.push(...(await inBothThemes(page, name, options)));
  };
  return {
    check: (name: string) => run(name),
    checkDialog: (name: string) => run(name, { include: DIALOG, fullPage: false }),
    checkPart: (name: string, include: string | string[]) =>
      run(name, { include, fullPage: false }),
  };
}

/** The running timer on `goal`, then the share dialog and the page its link opens. */
async function checkTimerAndShare(page: Page, goal: string, checks: Checks) {
  await page.getByRole('article', { name: goal }).getByRole('button', { name: 'Timer' }).click();
  const widget = page.getByRole('complementary', { name: 'Running timer' });
  await widget.waitFor();
  await page.getByRole('region', { name: 'Keep timer visible in status bar?' }).waitFor();
  await checks.checkPart('timer-running', [...TIMER, `article[aria-label="${goal}"]`]);
  await widget.getByRole('button', { name: 'Stop' }).click();
  await widget.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share Goals' });
  await share.getByRole('img', { name: 'QR code of the share link' }).waitFor();
  await checks.checkDialog('share-dialog');
  const link = new URL(await share.getByRole('textbox', { name: 'Share link' }).inputValue());
  await close(share, 'Close');
  await go(page, link.pathname + link.search);
  // The own goals page has a Piano card too: wait for the shared one.
  await heading(page, 'Shared goals');
  await page
    .getByRole('list', { name: 'Shared goals' })
    .getByRole('article', { name: 'Piano' })
    .getByText(/^Total \d/)
    .waitFor();
  await checks.check('shared-page');
}

/** Opens a page the way its link does, waits for its title and checks it. */
async function checkPage(
  page: Page,
  checks: Checks,
  path: string,
  title: string | RegExp,
  name: string,
) {
  await go(page, path);
  await heading(page, title);
  await checks.check(name);
}

/** Insights with the imported practice, then Guitar marked completed and the completed page. */
async function checkInsightsAndCompleted(page: Page, checks: Checks) {
  await go(page, '/insights');
  await heading(page, 'Insights');
  await page.getByRole('heading', { name: /Hours per week/ }).waitFor();
  await checks.check('insights');
  await go(page, '/goals');
  await page.getByRole('article', { name: 'Guitar' }).getByLabel('Completed').click();
  await page.getByRole('article', { name: 'Guitar' }).waitFor({ state: 'detached' });
  await go(page, '/completed');
  await heading(page, 'Completed Goals');
  await page.getByRole('rowheader', { name: 'Guitar' }).waitFor();
  await checks.check('completed');
}

describe.concurrent('accessibility in both themes', () => {
  lane('every signed-in page and dialog on a desktop', async () => {
    const email = uniqueEmail('a11y');
    await createAccount(email, 'practice1', 'Ada Lovelace');
    const { page, context } = await newPage(browser, DESKTOP);
    const found: string[] = [];
    const checks = checksOf(page, found);
    const { check, checkDialog, checkPart } = checks;
    await signInToGoals(page, email, 'practice1');
    await page.getByText('No active goals yet.', { exact: false }).waitFor();
    await check('goals-empty');

    // Import: a refused file, the settings dialog, the defaults question, the result.
    await page.getByLabel('Import file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"not":"goals"}'),
    });
    const refused = page.getByRole('alertdialog');
    await refused.waitFor();
    await checkDialog('import-refused');
    await close(refused, 'OK');
    await page.getByLabel('Import file').setInputFiles(csvFile());
    const importSettings = page.getByRole('dialog', { name: 'Import Time Settings' });
    await importSettings.waitFor();
    await checkDialog('import-settings');
    await importSettings.getByRole('button', { name: 'Import Goals' }).click();
    const defaults = page.getByRole('alertdialog', { name: 'Apply default settings?' });
    await defaults.waitFor();
    await checkDialog('import-defaults');
    await defaults.getByRole('button', { name: 'No, keep theirs' }).click();
    await page.getByRole('article', { name: 'Piano' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /import/i })
      .first()
      .waitFor();
    // F8 moves to the toasts, which holds the toast open while it is checked.
    await page.keyboard.press('F8');
    await checkPart('import-done', TOASTS);
    await page.getByLabel('Import file').setInputFiles(csvFile());
    const nothingNew = page.getByRole('alertdialog');
    await nothingNew.waitFor();
    await checkDialog('import-nothing-new');
    await close(nothingNew, 'OK');

    // The goal dialogs.
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const newGoal = page.getByRole('dialog', { name: 'New Goal' });
    await newGoal.getByLabel('Goal Name').waitFor();
    await checkDialog('goal-new');
    await close(newGoal);
    await addGoal(page, 'Chess');
    await page.getByText('Goal Limit Reached').waitFor();
    for (const view of ['Views', 'Double View', 'Three View']) {
      await page.getByRole('radio', { name: view }).click();
      await check(`goals-${view.toLowerCase().replace(' ', '-')}`);
    }
    await page.getByRole('radio', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const limit = page.getByRole('alertdialog');
    await limit.waitFor();
    await checkDialog('goal-limit');
    await close(limit, 'OK');
    await heading(page, /Free/);
    await check('subscription');
    await go(page, '/goals');

    const chess = page.getByRole('article', { name: 'Chess' });
    await chess.getByRole('button', { name: 'Rename goal' }).click();
    await chess.getByLabel('Goal name').waitFor();
    await checkPart('goal-rename', 'article[aria-label="Chess"]');
    await chess.getByLabel('Goal name').press('Escape');
    await chess.getByRole('button', { name: 'Goal settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await settings.getByLabel('Enable reminders').check();
    await settings.getByLabel('Reminder time').waitFor();
    await checkDialog('goal-settings');
    await close(settings);
    await chess.getByRole('button', { name: 'Delete goal' }).click();
    const deletion = page.getByRole('alertdialog');
    await deletion.waitFor();
    await checkDialog('goal-delete');
    await close(deletion);

    await chess.getByRole('button', { name: 'Sessions' }).click();
    const noSessions = page.getByRole('dialog', { name: 'Practice sessions' });
    await noSessions.getByText('No practice sessions yet.', { exact: false }).waitFor();
    await checkDialog('sessions-empty-add');
    await close(noSessions, 'Close');
    const piano = page.getByRole('article', { name: 'Piano' });
    await piano.getByRole('button', { name: 'Sessions' }).click();
    const sessions = page.getByRole('dialog', { name: 'Practice sessions' });
    await sessions.getByRole('list', { name: 'Logged sessions' }).waitFor();
    await checkDialog('sessions');
    await sessions.getByRole('button', { name: 'Add session' }).click();
    await sessions.getByLabel('Date').first().waitFor();
    await checkDialog('sessions-add');
    await sessions.getByRole('button', { name: 'Hide form' }).click();
    await sessions
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const edit = sessions.getByRole('form', { name: 'Edit session' });
    await edit.waitFor();
    await checkDialog('sessions-edit');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await sessions
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const sessionDeletion = page.getByRole('alertdialog');
    await sessionDeletion.waitFor();
    await checkDialog('sessions-delete');
    await close(sessionDeletion);
    await close(sessions, 'Close');

    await checkTimerAndShare(page, 'Chess', checks);
    await go(page, '/goals?share=doesNotExist');
    await page.getByText('This share link was not found.', { exact: false }).waitFor();
    await check('shared-page-missing');

    await checkInsightsAndCompleted(page, checks);
    await page.getByRole('button', { name: 'Restore Guitar' }).click();
    const restore = page.getByRole('alertdialog');
    await restore.waitFor();
    await checkDialog('completed-restore');
    await close(restore);

    await checkPage(page, checks, '/settings', 'Global Settings', 'settings');
    await checkPage(page, checks, '/help', 'Help', 'help');
    await checkPage(page, checks, '/account', 'Your account', 'account');
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const deleteAccount = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await deleteAccount.waitFor();
    await checkDialog('account-delete');
    await close(deleteAccount);

    expect(found).toEqual([]);
    await context.close();
  });

  lane('the signed-in pages and the goal dialogs on a phone', async () => {
    const email = uniqueEmail('a11y-phone');
    await createAccount(email, 'practice1', 'Ada Lovelace');
    const { page, context } = await newPage(browser, PHONE);
    const found: string[] = [];
    const checks = checksOf(page, found);
    const { check, checkDialog } = checks;
    await signInToGoals(page, email, 'practice1');
    await page.getByLabel('Import file').setInputFiles(csvFile());
    const importSettings = page.getByRole('dialog', { name: 'Import Time Settings' });
    await importSettings.waitFor();
    await checkDialog('import-settings');
    await importSettings.getByRole('button', { name: 'Import Goals' }).click();
    await page
      .getByRole('alertdialog', { name: 'Apply default settings?' })
      .getByRole('button', { name: 'No, keep theirs' })
      .click();
    await addGoal(page, 'Chess');
    await check('goals');

    const piano = page.getByRole('article', { name: 'Piano' });
    await piano.getByRole('button', { name: 'Goal settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await settings.getByLabel('Enable reminders').check();
    await checkDialog('goal-settings');
    await close(settings);
    await piano.getByRole('button', { name: 'Sessions' }).click();
    const sessions = page.getByRole('dialog', { name: 'Practice sessions' });
    await sessions.getByRole('list', { name: 'Logged sessions' }).waitFor();
    await checkDialog('sessions');
    await close(sessions, 'Close');
    await checkTimerAndShare(page, 'Piano', checks);

    await checkInsightsAndCompleted(page, checks);
    await checkPage(page, checks, '/subscription', /Free/, 'subscription');
    await checkPage(page, checks, '/settings', 'Global Settings', 'settings');
    await checkPage(page, checks, '/help', 'Help', 'help');
    await checkPage(page, checks, '/account', 'Your account', 'account');

    expect(found).toEqual([]);
    await context.close();
  });

  for (const [device, viewport] of DEVICES) {
    lane(`public pages on a ${device}`, async () => {
      const { page, context } = await newPage(browser, viewport);
      const found: string[] = [];
      const check = async (name: string) => found.push(...(await inBothThemes(page, name)));

      await page.goto('/');
      await heading(page, /.+/);
      await check('landing');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await check('login');
      await page.getByLabel('Email Address').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').waitFor();
      await check('login-error');
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      await check('signup');
      await page.goto('/forgot-password');
      await page.getByLabel('Email Address').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').waitFor();
      await check('forgot-password');
      await page.goto('/no-such-page');
      await heading(page, 'Page not found');
      await check('not-found');

      expect(found).toEqual([]);
      await context.close();
    });
  }

  for (const [device, viewport] of DEVICES) {
    lane(`the admin dashboard, its tabs and dialogs on a ${device}`, async () => {
      const stamp = new Date().toISOString();
      await seedProfiles([
        {
          uid: `a11y-${device}-pro`,
          email: `pro-${device}@example.com`,
          displayName: 'Pro Pat',
          createdAt: stamp,
          subscriptionPlan: 'pro',
        },
        {
          uid: `a11y-${device}-free`,
          email: `free-${device}@example.com`,
          displayName: null,
          createdAt: stamp,
        },
      ]);
      const { page, context } = await newPage(browser, viewport);
      const found: string[] = [];
      const check = async (name: string) => found.push(...(await inBothThemes(page, name)));
      const checkDialog = async (name: string) =>
        found.push(...(await inBothThemes(page, name, { include: DIALOG, fullPage: false })));
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL('**/goals');
      await page.getByRole('link', { name: 'Admin' }).click();
      await heading(page, 'Admin Dashboard');
      const users = page.getByRole('table', { name: 'Users', exact: true });
      await users
        .getByRole('row')
        .filter({ hasText: `pro-${device}@example.com` })
        .waitFor();
      await users.getByText('0 / ∞').first().waitFor();
      await check('admin-users');
      if (device === 'desktop') {
        await users
          .getByRole('row')
          .filter({ hasText: `free-${device}@example.com` })
          .getByRole('button', { name: 'Delete' })
          .click();
        const confirm = page.getByRole('alertdialog');
        await confirm.waitFor();
        await checkDialog('admin-user-delete');
        await close(confirm);
      }

      for (const [tab, add, form] of [
        ['Advertising Campaigns', 'Add Campaign', 'Add Campaign'],
        ['Advertising Ways', 'Add Advertising Way', 'Add Advertising Way'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await panel.getByRole('button', { name: add }).waitFor();
        await panel.getByRole('table').or(panel.getByText(/^No /)).first().waitFor();
        await check(`admin-${tab.toLowerCase().replaceAll(' ', '-')}`);
        if (device === 'phone') continue;
        await panel.getByRole('button', { name: add }).click();
        const dialog = page.getByRole('dialog', { name: form });
        await dialog.waitFor();
        await checkDialog(`admin-${form.toLowerCase().replaceAll(' ', '-')}`);
        await close(dialog);
        const sample = panel.getByRole('button', { name: 'Initialize Sample Data' });
        if (await sample.isVisible()) {
          await sample.click();
          const confirm = page.getByRole('alertdialog');
          await confirm.waitFor();
          await checkDialog(`admin-${tab.toLowerCase().replaceAll(' ', '-')}-sample`);
          await close(confirm);
        }
      }

      expect(found).toEqual([]);
      await context.close();
    });
  }
});
