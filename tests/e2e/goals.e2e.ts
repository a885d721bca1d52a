import { subDays } from 'date-fns/subDays';
import { subYears } from 'date-fns/subYears';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  launchBrowser,
  logPastSessions,
  screenshot,
  signedInPage,
  uniqueEmail,
} from './browser';
import { addServerGoals } from './seeded-goals';
import { axeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import { weekdayDate } from '../../src/domain/display-dates';
import { dayKey } from '../../src/domain/weeks';
import { eventually, serverDocument, serverGoals, serverSessions } from './server-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A fresh account with `goals`, made on the server as the New Goal dialog makes them (most
 * other journeys walk through the dialog), signed in on the goals page.
 */
async function signedInUser(goals: readonly string[], options: { clockAt?: Date } = {}) {
  const account = { email: uniqueEmail('goals'), password: 'practice1' };
  const uid = await createAccount(account.email, account.password, 'Goal Tester');
  const names = goals.map((name) => ({ name }));
  await addServerGoals(account, names, options.clockAt);
  return { uid, ...(await signedInPage(browser, account, options)) };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('goals', () => {
  // A free account at its limit of three active goals: the axe walk through the views, then the
  // limit, on one signed-in page (neither is about a fresh device or a reload).
  describe('at the free plan’s three active goals', () => {
    let atLimit: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      atLimit = await signedInUser(['Piano', 'Chess', 'Spanish']);
    });
    afterAll(async () => {
      await atLimit?.context.close();
    });

    it('passes axe in every view, on a desktop and a phone, with the goal limit banner', async () => {
      const { page } = atLimit;
      await page.getByText('Goal Limit Reached').waitFor();
      const violations: string[] = [];
      const check = async (where: string) => violations.push(...(await axeViolations(page, where)));
      for (const view of ['Views', 'Double View', 'Three View']) {
        await page.getByRole('radio', { name: view }).click();
        await check(view);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await check('phone');
      await page.getByRole('radio', { name: 'Views' }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(violations).toEqual([]);
    });

    it('stops a free user at three active goals with the alert and the banner', async () => {
      const { page } = atLimit;
      await page.getByText('Goal Limit Reached').waitFor();

      await page.getByRole('button', { name: 'Add Goal' }).click();
      const alert = page.getByRole('alertdialog');
      await expect(alert.textContent()).resolves.toContain(
        "You've reached your goal limit (3). Upgrade your plan to create more goals.",
      );
      await alert.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/subscription');
      await page.getByText('3 / 3').waitFor();
      await page
        .getByText("You've reached your goal limit. Upgrade to create more goals.")
        .waitFor();
    });
  });

  it('times practice with a controllable clock, asks "Still practicing?" and earns a trophy', async () => {
    // A page of its own: its clock is set, and a reload is part of the journey.
    // In the past: the server refuses a session that ends in the future.
    const start = new Date(Date.now() - 6 * 3_600_000);
    const { page, context } = await signedInUser(['Guitar'], { clockAt: start });
    const guitar = card(page, 'Guitar');
    await guitar.getByRole('button', { name: 'Timer' }).click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.waitFor();
    await guitar.getByRole('button', { name: 'Timer', disabled: true }).waitFor();

    await page.reload();
    await widget.waitFor();
    // A new goal's weekly goal is the default target, 5 hours a week: 5.5 h earns one trophy.
    await page.clock.setSystemTime(new Date(start.getTime() + 5.5 * 3_600_000));
    const question = page.getByRole('alertdialog', { name: 'Still practicing?' });
    await question.waitFor();
    await screenshot(page, 'still-practicing');
    await expectNoAxeViolationsInBothThemes(page, 'timer-still-practicing', {
      include: '[role="alertdialog"]',
    });
    await question.getByRole('button', { name: /Stop and log 5\.5 h/ }).click();
    await widget.waitFor({ state: 'detached' });

    await guitar.getByRole('img', { name: '1 trophy' }).waitFor();
    await guitar.getByText('Total 5.5 h').waitFor();
    await page.getByText('All changes saved').waitFor();
    await screenshot(page, 'goals-after-timer');

    await page.reload();
    await card(page, 'Guitar').getByRole('img', { name: '1 trophy' }).waitFor();
    await card(page, 'Guitar').getByText('Total 5.5 h').waitFor();
    // A session counts for the day it starts, which in the first hours of a month is in the last
    // one. The calendar renders a moment after the card (once it is in view), so wait for it.
    const guitarAfterReload = card(page, 'Guitar');
    const end = new Date(start.getTime() + 5.5 * 3_600_000);
    if (start.getMonth() !== end.getMonth()) {
      await guitarAfterReload.getByRole('button', { name: 'Previous month' }).click();
    }
    await guitarAfterReload
      .getByLabel(new RegExp(`^${weekdayDate(start)}(, today)?, practiced$`))
      .waitFor();
    await context.close();
  });

  it('renames, completes, restores and deletes, and a reload shows the same', async () => {
    // A page of its own: the journey ends with a reload.
    const { page, context } = await signedInUser(['Drawing', 'Running']);

    const drawing = card(page, 'Drawing');
    await drawing.getByRole('button', { name: 'Rename goal' }).click();
    await drawing.getByLabel('Goal name').fill('  Figure drawing  ');
    await drawing.getByLabel('Goal name').press('Enter');
    const figure = card(page, 'Figure drawing');
    await figure.waitFor();

    // The card leaves the active list at once, so click rather than check().
    await figure.getByLabel('Completed').click();
    // Radix also copies the toast into a live region for screen readers, hence first().
    await page.getByText('Goal Completed!').first().waitFor();
    await page
      .getByText(
        'Congratulations on completing the goal, which can be found in the Completed Goals section',
      )
      .first()
      .waitFor();
    await figure.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Completed' }).click();
    await page.waitForURL('**/completed');
    await page.getByRole('rowheader', { name: 'Figure drawing' }).waitFor();
    await page.getByRole('button', { name: 'Restore Figure drawing' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.textContent()).resolves.toContain(
      'Are you sure you want to restore this goal?',
    );
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('No completed goals yet.').waitFor();

    await page.getByRole('link', { name: /Back to Goals/ }).click();
    await card(page, 'Figure drawing').waitFor();

    await card(page, 'Running').getByRole('button', { name: 'Delete goal' }).click();
    const deletion = page.getByRole('alertdialog');
    await expect(deletion.textContent()).resolves.toContain(
      'Are you sure you want to delete the goal "Running"? This action cannot be undone.',
    );
    await deletion.getByRole('button', { name: 'Delete' }).click();
    await card(page, 'Running').waitFor({ state: 'detached' });
    await page.getByText('All changes saved').waitFor();

    await page.reload();
    await card(page, 'Figure drawing').waitFor();
    // The first render may come from the local cache a moment before the server answers.
    await card(page, 'Running').waitFor({ state: 'detached', timeout: 10_000 });
    await expect(card(page, 'Figure drawing').getByLabel('Completed').isChecked()).resolves.toBe(
      false,
    );
    await context.close();
  });

  it('deletes a goal practised in two years with its sessions and every tally on the server', async () => {
    // An account of its own, of which the server must keep nothing. The sessions are logged in
    // the goal's log: what it writes beside them is the subject.
    const { uid, page, context } = await signedInUser(['Piano']);
    const days = [subYears(new Date(), 1), subDays(new Date(), 2)].map(dayKey);
    await logPastSessions(page, 'Piano', days);
    const piano = card(page, 'Piano');
    const [goal] = await serverGoals(uid);
    const years = [...new Set(days.map((day) => day.slice(0, 4)))];
    const tallies = years.map((year) => `goalTallies/${goal!.id}_${year}`);
    // The goal lists the year of each tally it has (the rules hold its delete to them).
    expect([...(goal!.tallyYears as string[])].sort()).toEqual(years);
    for (const tally of tallies) expect(await serverDocument(tally)).toBeDefined();

    await piano.getByRole('button', { name: 'Delete goal' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await piano.waitFor({ state: 'detached' });
    await page.getByText('All changes saved').waitFor();
    await eventually(
      () => serverGoals(uid),
      (goals) => goals.length === 0,
      'the goal gone',
    );
    expect(await serverSessions(uid)).toEqual([]);
    for (const tally of tallies) expect(await serverDocument(tally)).toBeUndefined();
    await context.close();
  });
});
