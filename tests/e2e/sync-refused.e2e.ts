// A change the server refuses for good, and why: an edit of a session that another device
// deleted meanwhile is explained as such (never as a wrong clock) and can be logged again as a
// new session, keeping what the person typed; checked on the server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addGoal, screenshot } from './browser';
import { HOURS, eventually, serverSessions } from './server-data';
import {
  HOUR,
  type Device,
  account,
  card,
  deviceOf,
  practice,
  saved,
  useBrowser,
  loggedRows,
  sessionLog,
} from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

async function openLog(page: Page) {
  await card(page, 'Violin').getByRole('button', { name: 'Sessions' }).click();
  await loggedRows(page).first().waitFor();
}

describe('a change refused for good', () => {
  it('tells that the session was deleted on the other device, and logs the edit as a new one', async () => {
    const { email, uid } = await account('refused');
    const past = new Date(Date.now() - 6 * HOUR);
    past.setMinutes(0, 0, 0);
    const laptop: Device = await device(email, past);
    await addGoal(laptop.page, 'Violin');
    await practice(laptop.page, 'Violin', new Date(past.getTime() + HOUR), 1);
    await saved(laptop.page);
    const phone: Device = await device(email, new Date(past.getTime() + 3 * HOUR), {
      width: 390,
      height: 844,
    });
    await card(phone.page, 'Violin').getByText('Total 1.0 h').waitFor();

    // Offline, the phone makes the session 2 hours long; the laptop deletes it.
    await openLog(phone.page);
    await phone.context.setOffline(true);
    await loggedRows(phone.page)
      .first()
      .getByRole('button', { name: /^Edit session/ })
      .click();
    const edit = sessionLog(phone.page).getByRole('form', { name: 'Edit session' });
    const start = await edit.getByLabel('Start time').inputValue();
    const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}${start.slice(2)}`;
    await edit.getByLabel('End time').fill(end);
    await sessionLog(phone.page).getByRole('button', { name: 'Save session' }).click();
    await edit.waitFor({ state: 'detached' });
    await sessionLog(phone.page).getByRole('button', { name: 'Close' }).last().click();
    await card(phone.page, 'Violin').getByText('Total 2.0 h').waitFor();
    await openLog(laptop.page);
    await loggedRows(laptop.page)
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    // Deleted at once: the toast offers Undo instead of a question.
    await laptop.page.getByRole('button', { name: 'Undo' }).waitFor();
    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 0,
      'the session deleted',
    );

    // Back online: the phone says what happened, not that its clock may be wrong.
    await phone.context.setOffline(false);
    const refused = phone.page.getByRole('list', { name: 'Changes that could not be saved' });
    await refused.getByText('This session was deleted on another device.').waitFor({
      timeout: 30_000,
    });
    await expect(refused.getByText(/clock/).count()).resolves.toBe(0);
    await screenshot(phone.page, 'sync-refused-session-gone');
    await refused.getByRole('button', { name: /^Log it again as a new session/ }).click();
    await saved(phone.page);
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the edit logged as a new session',
    );
    expect(HOURS([session!])).toBeCloseTo(2, 3);
    await card(laptop.page, 'Violin').getByText('Total 2.0 h').waitFor();
    await laptop.context.close();
    await phone.context.close();
  });
});
