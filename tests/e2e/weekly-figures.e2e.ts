// The card's weekly hours come from what the person set: a daily goal counted in days shows its
// hours this week with no hours goal beside them (the 4 h default nobody set is not shown), and
// an imported goal whose settings say 5 hours a week shows 5.0 h, also after a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';

const PASSWORD = 'weekly1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The card's "N / M h this week" line, read whole. */
const weekLine = (page: Page, name: string) =>
  card(page, name)
    .getByText(/h this week$/)
    .first()
    .textContent();

/** An export of the original app: its weekly goal the 4 h default, its target 5 h a week. */
const exported = {
  exportDate: new Date().toISOString(),
  version: '1.0',
  goals: [
    {
      name: 'Guitar',
      weeklyGoal: 4,
      targetHours: 4,
      settings: {
        frequency: 'weekly',
        target: { type: 'hours', value: 5 },
        resources: [],
        reminders: false,
        notifications: false,
      },
    },
  ],
};

describe('weekly figures on the card', () => {
  it('shows only hours a week the person set', async () => {
    const email = uniqueEmail('weekly');
    await createAccount(email, PASSWORD, 'Weekly Tester');
    const { page, context } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { viewport: { width: 1280, height: 900 } },
    );
    await addGoal(page, 'Yoga');
    await card(page, 'Yoga').getByRole('button', { name: 'Goal settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await settings.getByLabel('Tracking Frequency').selectOption('daily');
    await settings.getByLabel('Target type').selectOption('days');
    await settings.getByLabel('Target value').fill('5');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.waitFor({ state: 'detached' });
    await card(page, 'Yoga').getByTestId('target-progress').getByText('0 / 5 days').waitFor();
    await expect(weekLine(page, 'Yoga')).resolves.toBe('0.0 h this week');
    const bars = card(page, 'Yoga').getByRole('progressbar');
    await expect(bars.evaluateAll((all) => all.map((b) => b.ariaLabel))).resolves.toEqual([
      'Target progress',
    ]);

    await page.getByLabel('Import file').setInputFiles({
      name: 'masterly-export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await page
      .getByRole('dialog', { name: 'Import Time Settings' })
      .getByRole('button', { name: 'Import Goals' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Apply default settings?' })
      .getByRole('button', { name: 'No, keep theirs' })
      .click();
    await card(page, 'Guitar').waitFor();
    await expect(weekLine(page, 'Guitar')).resolves.toBe('0.0 / 5.0 h this week');
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await card(page, 'Guitar').waitFor();
    await expect(weekLine(page, 'Guitar')).resolves.toBe('0.0 / 5.0 h this week');
    await context.close();
  });
});
