// Practice logged offline on two devices whose times overlap: once both reach the server, each
// device says so on the goal's card and in its session log, counts every logged minute (none is
// dropped) and lets the person correct one session so that time counts once.
import { format } from 'date-fns/format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayKey, weekStart } from '../../src/domain/weeks';
import { addGoal, screenshot } from './browser';
import { saveScreenshot } from './screenshots';
import { HOURS, eventually, serverSessions } from './server-data';
import {
  HOUR,
  account,
  card,
  deviceOf,
  saved,
  useBrowser,
  loggedRows,
  sessionLog,
} from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

const total = (page: Page) => card(page, 'Piano').getByText(/^Total [\d.]+ h$/);
const cardNotice = (page: Page) => card(page, 'Piano').getByText(/sessions? overlap/);

/** Logs `hours` of practice from `start` through the session log's form, then closes it. */
async function logSession(page: Page, start: Date, hours: string) {
  await card(page, 'Piano').getByRole('button', { name: 'Sessions' }).click();
  const form = sessionLog(page).getByRole('form', { name: 'Log past practice' });
  const toggle = sessionLog(page).getByRole('button', { name: /^(Add session|Hide form)$/ });
  if ((await toggle.textContent()) === 'Add session') await toggle.click();
  await form.getByLabel('Date').fill(dayKey(start));
  await form.getByLabel('Start time').fill(format(start, 'HH:mm'));
  await form.getByLabel('Duration (hours)').fill(hours);
  await form.getByRole('button', { name: 'Log session' }).click();
  await loggedRows(page).first().waitFor();
  await sessionLog(page).getByRole('button', { name: 'Close' }).last().click();
  await sessionLog(page).waitFor({ state: 'detached' });
}

describe('sessions logged offline on two devices that overlap', () => {
  it('are both kept and counted, are pointed out on each device, and one can be corrected', async () => {
    const { email, uid } = await account('overlap');
    // The devices' clocks a while ago, late enough in their week that both sessions fall in it
    // (the goals page keeps this week's sessions).
    const ago = new Date(Math.floor((Date.now() - 3 * HOUR) / 60_000) * 60_000);
    const now = new Date(Math.max(ago.getTime(), weekStart(ago).getTime() + 2 * HOUR));
    const first = new Date(now.getTime() - 2 * HOUR); // 16:00–17:00 on the laptop
    const second = new Date(now.getTime() - 1.5 * HOUR); // 16:30–17:30 on the phone

    const laptop = await device(email, now);
    await addGoal(laptop.page, 'Piano');
    await saved(laptop.page);
    const phone = await device(email, now, { width: 390, height: 844 });
    await card(phone.page, 'Piano').waitFor();

    // Each opens the log once online, so its code is at hand offline.
    for (const { page } of [laptop, phone]) {
      await card(page, 'Piano').getByRole('button', { name: 'Sessions' }).click();
      await sessionLog(page).getByRole('button', { name: 'Close' }).last().click();
      await sessionLog(page).waitFor({ state: 'detached' });
    }
    await laptop.context.setOffline(true);
    await phone.context.setOffline(true);
    await logSession(laptop.page, first, '1');
    await logSession(phone.page, second, '1');
    // Each device alone holds one session: nothing to point out.
    expect(await cardNotice(phone.page).count()).toBe(0);

    await laptop.context.setOffline(false);
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);
    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 2,
      'both sessions on the server',
    );

    // Both are counted, and both devices say that half an hour of it counts twice.
    for (const { page } of [laptop, phone]) {
      await expect.poll(() => total(page).textContent(), { timeout: 30_000 }).toBe('Total 2.0 h');
      await expect
        .poll(() => cardNotice(page).textContent(), { timeout: 30_000 })
        .toBe('2 sessions overlap: 30 min counted twice.');
    }
    await cardNotice(phone.page).evaluate((notice) => notice.scrollIntoView({ block: 'center' }));
    await saveScreenshot(phone.page, 'test-results/overlap-card-phone.png');
    await saveScreenshot(card(laptop.page, 'Piano'), 'test-results/overlap-card-laptop.png');

    // The card's Review opens the log, which marks the two sessions and says what to do.
    await card(phone.page, 'Piano')
      .getByRole('button', { name: 'Review overlapping sessions' })
      .click();
    const notice = sessionLog(phone.page).getByRole('note', { name: 'Overlapping sessions' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('30 min is counted twice');
    await expect.poll(() => loggedRows(phone.page).filter({ hasText: 'Overlaps' }).count()).toBe(2);
    await screenshot(phone.page, 'overlap-log-phone');
    await card(laptop.page, 'Piano')
      .getByRole('button', { name: 'Review overlapping sessions' })
      .click();
    await screenshot(laptop.page, 'overlap-log-laptop');
    await sessionLog(laptop.page).getByRole('button', { name: 'Close' }).last().click();

    // The phone's session is moved to start when the laptop's ended: both practices stay.
    const later = loggedRows(phone.page).first();
    await later.getByRole('button', { name: /^Edit session/ }).click();
    const edit = sessionLog(phone.page).getByRole('form', { name: 'Edit session' });
    await edit.getByLabel('Start time').fill(format(first.getTime() + HOUR, 'HH:mm'));
    await sessionLog(phone.page).getByRole('button', { name: 'Save session' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await loggedRows(phone.page).filter({ hasText: 'Overlaps' }).count()).toBe(0);
    expect(await loggedRows(phone.page).count()).toBe(2);
    await sessionLog(phone.page).getByRole('button', { name: 'Close' }).last().click();
    await expect
      .poll(() => total(phone.page).textContent(), { timeout: 30_000 })
      .toBe('Total 1.5 h');
    expect(await cardNotice(phone.page).count()).toBe(0);

    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 2 && Math.abs(HOURS(s) - 1.5) < 1e-6,
      'the corrected session on the server',
    );
    await expect
      .poll(() => total(laptop.page).textContent(), { timeout: 30_000 })
      .toBe('Total 1.5 h');
    expect(await cardNotice(laptop.page).count()).toBe(0);
    await laptop.page.reload();
    await expect
      .poll(() => total(laptop.page).textContent(), { timeout: 30_000 })
      .toBe('Total 1.5 h');
    expect(await cardNotice(laptop.page).count()).toBe(0);
    await laptop.context.close();
    await phone.context.close();
  }, 150_000);
});
