// axe finds no violation on the goals page and its dialogs on a desktop, in the light and the
// dark theme: one test per screen, in order on one signed-in page (see accessibility-steps.ts);
// the other signed-in pages are in accessibility-desktop-pages.e2e.ts.
// With MASTERLY_SCREENSHOTS=1, screenshots of every screen in test-results/screens/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import {
  DESKTOP,
  TOASTS,
  close,
  csvFile,
  dialogViolations,
  go,
  heading,
  partViolations,
  violations,
} from './accessibility-steps';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const email = uniqueEmail('a11y');
  await createAccount(email, 'practice1', 'Ada Lovelace');
  ({ page, context } = await signedInPage(
    browser,
    { email, password: 'practice1' },
    { viewport: DESKTOP },
  ));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const chess = () => page.getByRole('article', { name: 'Chess' });

describe('accessibility of the goals page and its dialogs on a desktop, both themes', () => {
  it('goals-empty', async () => {
    await page.getByText('No active goals yet.', { exact: false }).waitFor();
    expect(await violations(page, 'goals-empty')).toEqual([]);
  });

  // Import: a refused file, the settings dialog, the defaults question, the result.
  it('import-refused', async () => {
    await page.getByLabel('Import file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"not":"goals"}'),
    });
    const refused = page.getByRole('alertdialog');
    await refused.waitFor();
    const found = await dialogViolations(page, 'import-refused');
    await close(refused, 'OK');
    expect(found).toEqual([]);
  });

  it('import-settings', async () => {
    await page.getByLabel('Import file').setInputFiles(csvFile());
    const importSettings = page.getByRole('dialog', { name: 'Import Time Settings' });
    await importSettings.waitFor();
    const found = await dialogViolations(page, 'import-settings');
    await importSettings.getByRole('button', { name: 'Import Goals' }).click();
    expect(found).toEqual([]);
  });

  it('import-defaults', async () => {
    const defaults = page.getByRole('alertdialog', { name: 'Apply default settings?' });
    await defaults.waitFor();
    const found = await dialogViolations(page, 'import-defaults');
    await defaults.getByRole('button', { name: 'No, keep theirs' }).click();
    await page.getByRole('article', { name: 'Piano' }).waitFor();
    expect(found).toEqual([]);
  });

  it('import-done', async () => {
    await page
      .getByRole('status')
      .filter({ hasText: /import/i })
      .first()
      .waitFor();
    // F8 moves to the toasts, which holds the toast open while it is checked.
    await page.keyboard.press('F8');
    expect(await partViolations(page, 'import-done', TOASTS)).toEqual([]);
  });

  it('import-nothing-new', async () => {
    await page.getByLabel('Import file').setInputFiles(csvFile());
    const nothingNew = page.getByRole('alertdialog');
    await nothingNew.waitFor();
    const found = await dialogViolations(page, 'import-nothing-new');
    await close(nothingNew, 'OK');
    expect(found).toEqual([]);
  });

  it('goal-new', async () => {
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const newGoal = page.getByRole('dialog', { name: 'New Goal' });
    await newGoal.getByLabel('Goal Name').waitFor();
    const found = await dialogViolations(page, 'goal-new');
    await close(newGoal);
    expect(found).toEqual([]);
  });

  for (const view of ['Views', 'Double View', 'Three View']) {
    const name = `goals-${view.toLowerCase().replace(' ', '-')}`;
    it(name, async () => {
      if (view === 'Views') {
        await addGoal(page, 'Chess');
        await page.getByText('Goal Limit Reached').waitFor();
      }
      await page.getByRole('radio', { name: view }).click();
      expect(await violations(page, name)).toEqual([]);
    });
  }

  it('goal-limit', async () => {
    await page.getByRole('radio', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const limit = page.getByRole('alertdialog');
    await limit.waitFor();
    const found = await dialogViolations(page, 'goal-limit');
    await close(limit, 'OK');
    expect(found).toEqual([]);
  });

  it('subscription', async () => {
    await heading(page, /Free/);
    const found = await violations(page, 'subscription');
    await go(page, '/goals');
    expect(found).toEqual([]);
  });

  it('goal-rename', async () => {
    await chess().getByRole('button', { name: 'Rename goal' }).click();
    await chess().getByLabel('Goal name').waitFor();
    const found = await partViolations(page, 'goal-rename', 'article[aria-label="Chess"]');
    await chess().getByLabel('Goal name').press('Escape');
    expect(found).toEqual([]);
  });

  it('goal-settings', async () => {
    await chess().getByRole('button', { name: 'Goal settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await settings.getByLabel('Enable reminders').check();
    await settings.getByLabel('Reminder time').waitFor();
    const found = await dialogViolations(page, 'goal-settings');
    await close(settings);
    expect(found).toEqual([]);
  });

  it('goal-delete', async () => {
    await chess().getByRole('button', { name: 'Delete goal' }).click();
    const deletion = page.getByRole('alertdialog');
    await deletion.waitFor();
    const found = await dialogViolations(page, 'goal-delete');
    await close(deletion);
    expect(found).toEqual([]);
  });

  it('sessions-empty-add', async () => {
    await chess().getByRole('button', { name: 'Sessions' }).click();
    const noSessions = page.getByRole('dialog', { name: 'Practice sessions' });
    await noSessions.getByText('No practice sessions yet.', { exact: false }).waitFor();
    const found = await dialogViolations(page, 'sessions-empty-add');
    await close(noSessions, 'Close');
    expect(found).toEqual([]);
  });

  describe('the sessions of a goal', () => {
    const sessions = () => page.getByRole('dialog', { name: 'Practice sessions' });

    it('sessions', async () => {
      await page
        .getByRole('article', { name: 'Piano' })
        .getByRole('button', { name: 'Sessions' })
        .click();
      await sessions().getByRole('list', { name: 'Logged sessions' }).waitFor();
      expect(await dialogViolations(page, 'sessions')).toEqual([]);
    });

    it('sessions-add', async () => {
      await sessions().getByRole('button', { name: 'Add session' }).click();
      await sessions().getByLabel('Date').first().waitFor();
      const found = await dialogViolations(page, 'sessions-add');
      await sessions().getByRole('button', { name: 'Hide form' }).click();
      expect(found).toEqual([]);
    });

    it('sessions-edit', async () => {
      await sessions()
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const edit = sessions().getByRole('form', { name: 'Edit session' });
      await edit.waitFor();
      const found = await dialogViolations(page, 'sessions-edit');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      expect(found).toEqual([]);
    });

    it('sessions-delete', async () => {
      const rows = sessions().getByRole('button', { name: /^Delete / });
      const before = await rows.count();
      await rows.first().click();
      // Deleted at once; the toast offers Undo, checked over the open session log.
      const undo = page.getByRole('button', { name: 'Undo' });
      await undo.waitFor();
      const found = await partViolations(page, 'sessions-delete', TOASTS);
      await undo.click();
      await expect.poll(() => rows.count()).toBe(before);
      await close(sessions(), 'Close');
      expect(found).toEqual([]);
    });
  });
});
