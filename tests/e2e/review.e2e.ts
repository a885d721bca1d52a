// The weekly review: reached from the goals page, a goal's week beside the week before, read from
// practice logged on another device; the week before it by its own address after a reload.
import { subDays } from 'date-fns/subDays';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../../src/domain/weeks';
import { expectNoAxeViolationsInBothThemes } from './axe';
import {
  createAccount,
  launchBrowser,
  newPage,
  screenshot,
  signedInPage,
  uniqueEmail,
} from './browser';
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

  it('shares the week read-only with a teacher, who opens the link signed out and signs in, until it is revoked', async () => {
    const owner = { email: uniqueEmail('review-owner'), password: 'practice1' };
    const teacher = { email: uniqueEmail('review-teacher'), password: 'practice1' };
    const uid = await createAccount(owner.email, owner.password, 'Review Owner');
    await createAccount(teacher.email, teacher.password, 'Review Teacher');
    const goalIds = await addServerGoals(
      owner,
      [{ name: 'Piano' }, { name: 'Violin' }],
      subDays(new Date(), 30),
    );
    const today = new Date();
    await addServerSessions(uid, goalIds[0]!, today, [1, 8]);
    await addServerSessions(uid, goalIds[1]!, today, [1]);
    const { page, context } = await signedInPage(browser, owner);
    await page.goto('/review');
    const piano = `${hoursInWeek(today, [1, 8], 0)} of 5 h weekly goal · week before ${hoursInWeek(today, [1, 8], 1)}`;
    await expect
      .poll(() => page.getByRole('article', { name: 'Piano' }).textContent())
      .toContain(piano);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this review' });
    await dialog.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(new RegExp(`/review\\?share=${uid}_[A-Za-z0-9]+$`));
    await screenshot(page, 'review-share-dialog');
    await expectNoAxeViolationsInBothThemes(page, 'review share dialog');

    // The teacher's browser has never signed in: the link leads through the sign-in form.
    const reader = await newPage(browser, { width: 390, height: 844 });
    await reader.page.goto(link);
    await reader.page.waitForURL('**/login');
    await reader.page.getByLabel('Email Address').fill(teacher.email);
    await reader.page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await reader.page.getByRole('button', { name: 'Sign In' }).click();
    await reader.page.getByText('Shared weekly review — read only').waitFor();
    expect(new URL(reader.page.url()).search).toBe(new URL(link).search);
    await expect
      .poll(() => reader.page.getByRole('article', { name: 'Piano' }).textContent())
      .toContain(piano);
    await expect
      .poll(() => reader.page.getByRole('article', { name: 'Violin' }).textContent())
      .toContain(`${hoursInWeek(today, [1], 0)} of 5 h weekly goal`);
    const main = reader.page.locator('main');
    await expect(main.locator('input, textarea, select, button').count()).resolves.toBe(0);
    await screenshot(reader.page, 'shared-review-phone');
    await expectNoAxeViolationsInBothThemes(reader.page, 'shared weekly review');

    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByText('You revoked this link: it no longer opens.').waitFor();
    await reader.page.reload();
    await reader.page
      .getByText('This share link is no longer available', { exact: false })
      .waitFor();
    await reader.context.close();
    await context.close();
  });
});
