import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { subDays } from 'date-fns/subDays';
import { subYears } from 'date-fns/subYears';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../src/domain/weeks';
import { expectNoAxeViolations } from './axe';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { addServerGoals } from './seeded-goals';
import { addServerSessions } from './seeded-practice';
import { eventually, serverDocument, serverSessions } from './server-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * An account whose goal `name` holds a 1 h session on each of `days` before today, logged on
 * another device (written on the server with its tallies: logging past practice in the log has
 * its own journey above), signed in on a page: its first visit since.
 */
async function practisedElsewhere(prefix: string, name: string, days: readonly Date[]) {
  const account = { email: uniqueEmail(prefix), password: 'practice1' };
  const uid = await createAccount(account.email, account.password, 'Log Tester');
  const [goalId] = await addServerGoals(account, [{ name }]);
  const today = new Date();
  const back = days.map((day) => differenceInCalendarDays(today, day));
  await addServerSessions(uid, goalId!, today, back);
  const { page, context } = await signedInPage(browser, account);
  return { uid, goalId: goalId!, page, context };
}

/**
 * Deletes the first session a page back in a goal's log, then waits for the card's total on
 * this visit, for the server to hold `left` sessions, and for the same total after a reload.
 */
async function deleteAnEarlierSession(
  page: Page,
  goalName: string,
  uid: string,
  expected: { left: number; total: string },
) {
  const card = page.getByRole('article', { name: goalName });
  const log = page.getByRole('dialog', { name: 'Practice sessions' });
  const total = card.getByText(/^Total [\d.]+ h$/);
  await card.getByRole('button', { name: 'Sessions' }).click();
  await log.getByRole('button', { name: 'Show earlier sessions' }).click();
  await log
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  // Deleted at once: the toast offers Undo instead of a question.
  await page.getByRole('button', { name: 'Undo' }).waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => total.textContent()).toBe(expected.total);
  await eventually(
    () => serverSessions(uid),
    (sessions) => sessions.length === expected.left,
    'the session deleted on the server',
  );
  await page.reload();
  await expect.poll(() => total.textContent()).toBe(expected.total);
}

describe('the session log', () => {
  it('opens on recent sessions and pages back to older ones, read from the server', async () => {
    const email = uniqueEmail('log');
    const uid = await createAccount(email, 'practice1', 'Log Tester');
    const { page, context } = await signedInPage(browser, { email, password: 'practice1' });
    await addGoal(page, 'Piano');
    const log = page.getByRole('dialog', { name: 'Practice sessions' });
    const openLog = async () => {
      await page
        .getByRole('article', { name: 'Piano' })
        .getByRole('button', { name: 'Sessions' })
        .click();
      await log.waitFor();
    };

    // A session from 60 days back, logged in the log itself, stays in its list.
    const oldDay = dayKey(subDays(new Date(), 60));
    await openLog();
    const form = log.getByRole('form', { name: 'Log past practice' });
    await form.getByLabel('Date').fill(oldDay);
    await form.getByRole('button', { name: 'Log session' }).click();
    const rows = log.getByRole('list', { name: 'Logged sessions' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await eventually(
      () => serverSessions(uid),
      (sessions) => sessions.length === 1,
      'the session on the server',
    );
    // Not only on the server: this page knows it arrived (else the reload sends it again).
    await page.getByText('All changes saved').waitFor();

    // A new visit follows only the recent sessions: the old one is a page back.
    await page.reload();
    await openLog();
    const earlier = log.getByRole('button', { name: 'Show earlier sessions' });
    await earlier.waitFor();
    expect(await rows.count()).toBe(0);
    expect(await log.getByText('No practice sessions yet.', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page, 'session log with earlier sessions');
    await earlier.click();
    await log.getByText('1 session since', { exact: false }).waitFor();
    expect(await rows.count()).toBe(1);
    // The button goes once the server has answered for that page (a read answered from this
    // device's cache alone is not taken as the whole page).
    await earlier.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await context.close();
  });

  it('folds old practice into its year on a visit: the total stays, a delete still counts', async () => {
    const oldDay = subDays(new Date(), 60);
    const { uid, goalId, page, context } = await practisedElsewhere('fold', 'Cello', [oldDay]);
    const card = page.getByRole('article', { name: 'Cello' });
    const total = card.getByText(/^Total [\d.]+ h$/);
    const logged = 'Total 1.0 h';
    await expect.poll(() => total.textContent()).toBe(logged);
    const tally = `goalTallies/${goalId}_${dayKey(oldDay).slice(0, 4)}`;

    // A visit folds the closed day into the year's digest; the total reads the same.
    await eventually(
      () => serverDocument(tally),
      (data) => typeof data?.digest === 'string' && Object.keys(data.days as object).length === 0,
      'the day folded into the digest',
    );
    await page.reload();
    await expect.poll(() => total.textContent()).toBe(logged);

    // Deleting the folded session takes its time back, on this visit and the next.
    await deleteAnEarlierSession(page, 'Cello', uid, { left: 0, total: 'Total 0.0 h' });
    await context.close();
  });

  it('sums up an old year on a visit: totals and Insights stay, a delete still counts', async () => {
    // Two sessions three years back: a year no chart shows day by day any more.
    const oldDays = [subYears(new Date(), 3), subDays(subYears(new Date(), 3), 1)];
    const { uid, goalId, page, context } = await practisedElsewhere('sumup', 'Viola', oldDays);
    const card = page.getByRole('article', { name: 'Viola' });
    const total = card.getByText(/^Total [\d.]+ h$/);
    const logged = 'Total 2.0 h';
    await expect.poll(() => total.textContent()).toBe(logged);

    // This visit sums the year up: no day or digest is left in its tally, only the summary.
    const tally = `goalTallies/${goalId}_${dayKey(oldDays[0]!).slice(0, 4)}`;
    await eventually(
      () => serverDocument(tally),
      (data) =>
        typeof data?.summary === 'string' &&
        data.digest === undefined &&
        Object.keys(data.days as object).length === 0,
      'the year summed up',
    );
    await page.reload();
    await expect.poll(() => total.textContent()).toBe(logged);
    await page.goto('/insights');
    await page.getByText(logged, { exact: true }).waitFor();
    await page.goto('/goals');

    // Deleting one of its sessions takes its time back once the server has it, and stays so.
    await deleteAnEarlierSession(page, 'Viola', uid, { left: 1, total: 'Total 1.0 h' });
    await context.close();
  });
});
