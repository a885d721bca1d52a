// The weekly review: reached from the goals page, a goal's week beside the week before, read from
// practice logged on another device; the week before it by its own address after a reload.
import { subDays } from 'date-fns/subDays';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../../src/domain/weeks';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { createAccount, launchBrowser, screenshot, signedInPage, uniqueEmail } from './browser';
import { addServerGoals } from './seeded-goals';
import { addServerSessions } from './seeded-practice';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Hours of 1 h sessions `daysAgo` that fall in the week `weeksBack` weeks before this one. */
function hoursInWeek(today: Date, daysAgo: readonly number[], weeksBack: number): string {
  const start = subDays(weekStart(today), 7 * weeksBack).getTime();
  const end = subDays(weekStart(today), 7 * (weeksBack - 1)).getTime();
  const inWeek = daysAgo.filter((back) => {
    const day = subDays(today, back).setHours(9, 0, 0, 0);
    return day >= start && day < end;
  });
  return `${inWeek.length}.0 h`;
}

describe('the weekly review', () => {
  it("shows this week's practice beside the week before, and the week before on its own", async () => {
    const account = { email: uniqueEmail('review'), password: 'practice1' };
    const uid = await createAccount(account.email, account.password, 'Review Tester');
    // A new goal's weekly goal of 5 h, from the default settings' target.
    const [goalId] = await addServerGoals(
      account,
      [{ name: 'Piano' }, { name: 'Violin' }],
      subDays(new Date(), 30),
    );
    const today = new Date();
    const daysAgo = [1, 6, 7, 8, 13];
    await addServerSessions(uid, goalId!, today, daysAgo);
    const { page, context } = await signedInPage(browser, account, {
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole('link', { name: "This week's review" }).click();
    await page.getByRole('heading', { name: "This week's review" }).waitFor();
    const card = page.getByRole('article', { name: 'Piano' });
    await expect
      .poll(() => card.textContent())
      .toContain(
        `${hoursInWeek(today, daysAgo, 0)} of 5 h weekly goal · week before ${hoursInWeek(today, daysAgo, 1)}`,
      );
    await screenshot(page, 'review-phone');
    await expectNoAxeViolationsInBothThemes(page, 'weekly review');

    await page.getByRole('link', { name: '← Previous week' }).click();
    await page.getByRole('heading', { name: 'Weekly review' }).waitFor();
    await page.reload();
    await expect
      .poll(() => card.textContent())
      .toContain(
        `${hoursInWeek(today, daysAgo, 1)} of 5 h weekly goal · week before ${hoursInWeek(today, daysAgo, 2)}`,
      );
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'review-desktop');
    // Printed: the review alone (no app header, no week buttons), one page per goal.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Weeks' }).isVisible())
      .toBe(false);
    const breaks = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => getComputedStyle(a).breakAfter));
    expect(breaks).toEqual(['page', 'auto']);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Next week →' }).click();
    await page.getByRole('heading', { name: "This week's review" }).waitFor();
    await context.close();
  });
});
