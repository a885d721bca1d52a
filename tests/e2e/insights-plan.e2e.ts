// Insights reads a goal's days as its card does: a Mon–Fri goal practised on the ten weekdays of
// the last two weeks has a 10-day streak on the card, in Insights for all goals, for the goal
// picked from the menu and after a reload of that address; its weekends are not planned.
import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { addServerSessions } from './seeded-practice';

const DAY = 24 * 3_600_000;
const PASSWORD = 'insights1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole('article', { name: 'Piano' });

/** The streak and the heatmap's Saturday of last week, as Insights shows them. */
async function expectPlannedDays(page: Page, saturday: Date) {
  await page.getByText('Current streak 10 days').waitFor();
  await page.getByText('Longest streak 10 days').waitFor();
  const name = `${format(saturday, 'MMM d, yyyy')}: 0.0 h, not planned`;
  await expect(page.getByRole('gridcell', { name }).count()).resolves.toBe(1);
}

describe('Insights of a goal with a plan', () => {
  it('counts the streak and paints the days as the card does', async () => {
    const email = uniqueEmail('insights-plan');
    const uid = await createAccount(email, PASSWORD, 'Plan Tester');
    const now = new Date();
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
    const { page, context } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { viewport: { width: 1280, height: 900 }, clockAt: new Date(today.getTime() - 21 * DAY) },
    );
    await addGoal(page, 'Piano');
    await card(page).getByRole('button', { name: 'Goal settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await settings.getByLabel('On chosen weekdays').check();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.waitFor({ state: 'detached' });
    await page.getByText('All changes saved').waitFor();

    await page.clock.setSystemTime(today);
    const goalId = (await card(page).getAttribute('data-goal-id')) ?? '';
    const back = (n: number) =>
      new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);
    // The fourteen days before today hold exactly ten weekdays.
    const weekdays = [...Array(14).keys()].map((n) => n + 1).filter((n) => back(n).getDay() % 6);
    expect(weekdays).toHaveLength(10);
    await addServerSessions(uid, goalId, today, weekdays);
    await card(page).getByText('Streak 10 days').waitFor();
    await card(page).getByText('Best 10 days').waitFor();

    const saturday = back(((today.getDay() + 1) % 7) + 7);
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await page.getByText('All goals: hours per day').waitFor();
    await expectPlannedDays(page, saturday);

    await page.getByLabel('Goal', { exact: true }).selectOption({ label: 'Piano' });
    await page.getByText('Piano: hours per day').waitFor();
    await expectPlannedDays(page, saturday);
    await page.reload();
    await page.getByText('Piano: hours per day').waitFor();
    await expectPlannedDays(page, saturday);
    await context.close();
  });
});
