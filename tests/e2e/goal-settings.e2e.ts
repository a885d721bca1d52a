import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  launchBrowser,
  screenshot,
  seedProfiles,
  signedInPage,
  uniqueEmail,
} from './browser';
import { addServerGoals, type SeedGoal } from './seeded-goals';
import { patchAsOwner } from './server-data';

const HOUR = 3_600_000;
/** How often the app looks for due reminders (src/stores/reminders/reminder-scheduler.ts). */
const REMINDER_CHECK_MS = 15_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A fresh account with `goals` (written on the server, begun at `clockAt`: adding a goal is not
 * what these journeys check), signed in on a page whose clock (UTC) starts at `clockAt`, if given.
 */
async function signedInUser(
  prefix: string,
  goals: readonly SeedGoal[],
  clockAt?: Date,
  plan?: 'enterprise',
) {
  const email = uniqueEmail(prefix);
  const account = { email, password: 'practice1' };
  const uid = await createAccount(email, account.password, 'Settings Tester');
  if (plan) {
    const createdAt = new Date().toISOString();
    await seedProfiles([
      { uid, email, displayName: 'Settings Tester', createdAt, subscriptionPlan: plan },
    ]);
  }
  const goalIds = await addServerGoals(account, goals, clockAt);
  const { page, context } = await signedInPage(browser, account, {
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    clockAt,
  });
  return { page, context, uid, goalIds };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

/**
 * Runs the page's clock `ms` on, then waits until every reminder check it started has finished
 * (they hold this lock) and the page has painted what they showed.
 */
async function remindersCheckedAfter(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(async () => {
    await navigator.locks.request('masterly-reminded', () => undefined);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function openSettings(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Goal settings' }).click();
  return page.getByRole('dialog', { name: 'Goal Settings' });
}

async function setTarget(page: Page, name: string, type: string, value: string) {
  const dialog = await openSettings(page, name);
  await dialog.getByLabel('Target type').selectOption(type);
  await dialog.getByLabel('Target value').fill(value);
  return dialog;
}

describe('goal settings', () => {
  it('a books target with two of three books done shows 2 / 3 books', async () => {
    const { page, context } = await signedInUser('books', [{ name: 'Reading' }]);
    const dialog = await setTarget(page, 'Reading', 'books', '3');
    for (const book of ['Dune', 'Emma', 'Ulysses']) {
      await dialog.getByLabel('New resource type').selectOption('book');
      await dialog.getByLabel('New resource name').fill(book);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await dialog.getByLabel('New resource type').selectOption('video');
    await dialog.getByLabel('New resource name').fill('A lecture');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByLabel('Completed (resource 1)').check();
    await dialog.getByLabel('Completed (resource 2)').check();
    await dialog.getByLabel('Completed (resource 4)').check();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();

    const reading = card(page, 'Reading');
    await reading.getByText('2 / 3 books').waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await card(page, 'Reading').getByText('2 / 3 books').waitFor();
    // A new goal's month is not red before its start.
    await expect(
      card(page, 'Reading')
        .getByLabel(/, missed$/)
        .count(),
    ).resolves.toBe(0);
    await screenshot(page, 'goal-settings-books');
    await context.close();
  });

  it('a days target shows 1 / 5 days after one session', async () => {
    // In the past: the server refuses a session that ends in the future. The hour's run stays in
    // one week (the page's time zone is UTC): one begun late on a Saturday counts for the week
    // before the one its Stop shows.
    let start = new Date(Date.now() - 3 * HOUR);
    if (start.getUTCDay() === 6 && start.getUTCHours() === 23)
      start = new Date(start.getTime() - HOUR);
    // The books journey above sets a target in the dialog; this one begins with it set.
    const target = { type: 'days', value: 5 } as const;
    const { page, context } = await signedInUser(
      'days',
      [{ name: 'Yoga', settings: { target } }],
      start,
    );
    const yoga = card(page, 'Yoga');
    await yoga.getByText('0 / 5 days').waitFor();

    await yoga.getByRole('button', { name: 'Timer' }).click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.waitFor();
    await page.clock.setSystemTime(new Date(start.getTime() + HOUR));
    await widget.getByRole('button', { name: 'Stop' }).click();
    await widget.waitFor({ state: 'detached' });
    await yoga.getByText('1 / 5 days').waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await card(page, 'Yoga').getByText('1 / 5 days').waitFor();
    await context.close();
  });

  it('a reminder at 19:00 shows "Time to practice <name>" at 19:00 and not again that day', async () => {
    // The latest 18:58 UTC in the past (the page's time zone is UTC).
    const now = new Date();
    let before = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18, 58);
    if (before > now.getTime()) before -= 24 * HOUR;
    const { page, context } = await signedInUser('reminder', [{ name: 'Cello' }], new Date(before));
    const dialog = await openSettings(page, 'Cello');
    await dialog.getByLabel('Enable reminders').check();
    await expect(dialog.getByLabel('Reminder time').inputValue()).resolves.toBe('19:00');
    await dialog.getByText(/A closed browser cannot be woken without a push server/).waitFor();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.waitFor({ state: 'detached' });

    const reminder = page.getByText('Time to practice Cello').first();
    await remindersCheckedAfter(page, 1_000);
    await expect(reminder.count()).resolves.toBe(0); // 18:58: not yet

    await page.clock.setSystemTime(new Date(before + 2 * 60_000 + 5_000)); // 19:00:05
    await page.clock.runFor(REMINDER_CHECK_MS);
    await reminder.waitFor();
    await screenshot(page, 'goal-settings-reminder');
    await page.getByRole('button', { name: 'Close' }).first().click();
    await reminder.waitFor({ state: 'detached' });

    // Later the same day, in this tab and after a reload (another visit): no second reminder.
    await page.clock.setSystemTime(new Date(before + 2 * HOUR));
    await remindersCheckedAfter(page, REMINDER_CHECK_MS + 2_000);
    await expect(page.getByText('Time to practice Cello').count()).resolves.toBe(0);
    await page.reload();
    await card(page, 'Cello').waitFor();
    await remindersCheckedAfter(page, REMINDER_CHECK_MS + 2_000);
    await expect(page.getByText('Time to practice Cello').count()).resolves.toBe(0);
    await context.close();
  });

  it('the reminder toast starts the timer', async () => {
    const now = new Date();
    let before = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7, 29);
    if (before > now.getTime()) before -= 24 * HOUR;
    const { page, context } = await signedInUser(
      'reminder-start',
      [{ name: 'Oboe' }],
      new Date(before),
    );
    const dialog = await openSettings(page, 'Oboe');
    await dialog.getByLabel('Enable reminders').check();
    await dialog.getByLabel('Reminder time').fill('07:30');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await page.clock.setSystemTime(new Date(before + 60_000 + 2_000));
    await page.clock.runFor(REMINDER_CHECK_MS);
    await page.getByText('Time to practice Oboe').first().waitFor();
    await page.getByRole('button', { name: 'Start timer' }).click();
    await page.getByRole('complementary', { name: 'Running timer' }).waitFor();
    await context.close();
  });

  it('shows a card for every target type, on a desktop and a phone', async () => {
    // Noon (UTC) yesterday on the page's clock: the sessions below fall on the goals' start day
    // whatever the real time of day (at 00:30 "two hours ago" was the day before).
    const clockAt = new Date();
    clockAt.setUTCDate(clockAt.getUTCDate() - 1);
    clockAt.setUTCHours(12, 0, 0, 0);
    // More than the free plan's three active goals: one card per target type.
    const firstDone = (type: 'book' | 'tutorial' | 'video') => [
      { type, name: `First ${type}`, completed: true },
    ];
    const goals: SeedGoal[] = [
      { name: 'Piano hours', settings: { target: { type: 'hours', value: 5 } } },
      { name: 'Yoga days', settings: { target: { type: 'days', value: 5 } } },
      { name: 'Spanish weeks', settings: { target: { type: 'weeks', value: 12 } } },
      { name: 'Running months', settings: { target: { type: 'months', value: 6 } } },
      {
        name: 'Reading books',
        settings: { target: { type: 'books', value: 3 }, resources: firstDone('book') },
      },
      {
        name: 'React tutorials',
        settings: { target: { type: 'tutorials', value: 4 }, resources: firstDone('tutorial') },
      },
      {
        name: 'Chess videos',
        settings: { target: { type: 'videos', value: 2 }, resources: firstDone('video') },
      },
    ];
    const { page, context, uid, goalIds } = await signedInUser(
      'targets',
      goals,
      clockAt,
      'enterprise',
    );
    // Practice an hour today and one three days ago on every goal, written as the server holds it.
    const now = clockAt.getTime();
    for (const goalId of goalIds) {
      for (const [n, start] of [now - 2 * HOUR, now - 74 * HOUR].entries()) {
        await patchAsOwner(`goals/${goalId}/sessions/s${n}`, {
          goalId,
          userId: uid,
          start,
          end: start + HOUR,
          source: 'manual',
        });
      }
    }
    const expected: [string, RegExp][] = [
      ['Yoga days', /^[12] \/ 5 days$/],
      ['Spanish weeks', /^[12] \/ 12 weeks$/],
      ['Running months', /^[12] \/ 6 months$/],
      ['Reading books', /^1 \/ 3 books$/],
      ['React tutorials', /^1 \/ 4 tutorials$/],
      ['Chess videos', /^1 \/ 2 videos$/],
    ];
    await card(page, 'Piano hours').getByRole('list', { name: 'Medals' }).waitFor();
    // The sessions reach each goal as the listener reports them: wait for each figure.
    for (const [name, text] of expected) {
      await card(page, name).getByTestId('target-progress').filter({ hasText: text }).waitFor();
    }
    // Hours per week is the weekly goal itself: one figure, the weekly bar.
    await card(page, 'Piano hours')
      .getByText(/^\d\.0 \/ 5\.0 h$/)
      .waitFor();
    await expect(card(page, 'Piano hours').getByTestId('target-progress').count()).resolves.toBe(0);

    // Full pages under test-results; with SHOTS_DIR also what a screen shows, to look at.
    const shots = process.env.SHOTS_DIR;
    const shoot = async (file: string, goal?: string) => {
      await screenshot(page, file);
      if (!shots) return;
      if (goal) await card(page, goal).scrollIntoViewIfNeeded();
      else await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/${file}.png` });
    };
    await shoot('targets-desktop-single');
    await page.getByRole('radio', { name: 'Three View' }).click();
    await shoot('targets-desktop-three');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('targets-phone-three', 'Reading books');
    await page.getByRole('radio', { name: 'Views' }).click();
    await shoot('targets-phone-single', 'Piano hours');

    // The reminder fields and the plain note about a closed browser, phone then desktop.
    const dialog = await openSettings(page, 'Piano hours');
    await dialog.getByLabel('Enable reminders').check();
    await dialog.getByLabel('Reminder time').waitFor();
    await dialog.getByLabel('Wednesday').scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/reminders-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    if (shots) await page.screenshot({ path: `${shots}/reminders-desktop.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Default reminder time').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/settings-desktop.png` });
    await context.close();
  });
});
