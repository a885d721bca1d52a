import { subDays } from 'date-fns/subDays';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayKey } from '../../src/domain/weeks';
import { addGoal } from './browser';
import { eventually, serverSessions } from './server-data';
import { account, card, deviceOf, saved, useBrowser, loggedRows, sessionLog } from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

const total = (page: Page) => card(page, 'Piano').getByText(/^Total [\d.]+ h$/);

/** Logs a past session of `hours` from 09:00 on `day` through the log's form. */
async function logPast(page: Page, day: Date, hours: string) {
  await card(page, 'Piano').getByRole('button', { name: 'Sessions' }).click();
  const form = sessionLog(page).getByRole('form', { name: 'Log past practice' });
  const toggle = sessionLog(page).getByRole('button', { name: /^(Add session|Hide form)$/ });
  // The form opens by itself on an empty log.
  if ((await toggle.textContent()) === 'Add session') await toggle.click();
  await form.getByLabel('Date').fill(dayKey(day));
  await form.getByLabel('Start time').fill('09:00');
  await form.getByLabel('Duration (hours)').fill(hours);
  await form.getByRole('button', { name: 'Log session' }).click();
  await sessionLog(page).getByRole('button', { name: 'Close' }).last().click();
  await sessionLog(page).waitFor({ state: 'detached' });
}

describe('a session log opened offline', () => {
  it('keeps the totals the server holds, and lists every session once the server answers', async () => {
    const { email, uid } = await account('offline-log');
    const laptop = await device(email);
    await addGoal(laptop.page, 'Piano');
    // Ten days back: before this week (the goals page reads only its sessions), within the
    // log's first page (the month, or the two weeks before this one).
    await logPast(laptop.page, subDays(new Date(), 10), '2');
    await saved(laptop.page);

    // The phone reads that session once, in its log, then closes it.
    const phone = await device(email, new Date(), { width: 390, height: 844 });
    await expect.poll(() => total(phone.page).textContent()).toBe('Total 2.0 h');
    await card(phone.page, 'Piano').getByRole('button', { name: 'Sessions' }).click();
    await expect.poll(() => loggedRows(phone.page).count()).toBe(1);
    await sessionLog(phone.page).getByRole('button', { name: 'Close' }).last().click();
    // A minute later the goals page reads this week's sessions only again.
    await phone.page.clock.runFor(61_000);

    // Meanwhile the laptop logs another; the phone's card learns it from the tally alone.
    await logPast(laptop.page, subDays(new Date(), 11), '1.5');
    await saved(laptop.page);
    await expect.poll(() => total(phone.page).textContent()).toBe('Total 3.5 h');

    // Offline, the log is answered from the phone's cache: the session it read before.
    await phone.context.setOffline(true);
    await card(phone.page, 'Piano').getByRole('button', { name: 'Sessions' }).click();
    await expect.poll(() => loggedRows(phone.page).count()).toBe(1);
    expect(await total(phone.page).textContent()).toBe('Total 3.5 h');
    await sessionLog(phone.page).getByRole('button', { name: 'Show earlier sessions' }).waitFor();

    // Online, the server answers: both sessions are listed, and one can be deleted.
    await phone.context.setOffline(false);
    await expect.poll(() => loggedRows(phone.page).count(), { timeout: 30_000 }).toBe(2);
    expect(await total(phone.page).textContent()).toBe('Total 3.5 h');
    await loggedRows(phone.page)
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    // Deleted at once: the toast offers Undo instead of a question.
    await phone.page.getByRole('button', { name: 'Undo' }).waitFor();
    await expect.poll(() => loggedRows(phone.page).count()).toBe(1);
    await expect.poll(() => total(phone.page).textContent()).toBe('Total 1.5 h');
    await eventually(
      () => serverSessions(uid),
      (sessions) => sessions.length === 1,
      'the session deleted on the server',
    );
    await laptop.page.reload();
    await expect.poll(() => total(laptop.page).textContent()).toBe('Total 1.5 h');
    await laptop.context.close();
    await phone.context.close();
  }, 120_000);
});
