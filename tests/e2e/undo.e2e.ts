// Undo, the way the best apps do it (issue 52): a deleted session comes back with the toast's
// Undo, on the server too, so a reload and another device show it; Ctrl+Z does the same while
// the toast shows, and an Undo made offline lands once the device is back online.
import { subDays } from 'date-fns/subDays';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayKey } from '../../src/domain/weeks';
import { expectNoAxeViolations } from './axe';
import { addGoal, logPastSessions, screenshot } from './browser';
import {
  eventually,
  serverDocument,
  serverGoals,
  serverSessions,
  type ServerSession,
} from './server-data';
import { account, card, deviceOf, loggedRows, saved, sessionLog, useBrowser } from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

const total = (page: Page) => card(page, 'Piano').getByText(/^Total [\d.]+ h$/);
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo' });
const days = [dayKey(subDays(new Date(), 2)), dayKey(subDays(new Date(), 3))];

/** What the server holds of each session, in a stable order. */
const held = (sessions: ServerSession[]) =>
  sessions
    .map(({ id, goalId, start, end, source }) => ({ id, goalId, start, end, source }))
    .sort((a, b) => a.id.localeCompare(b.id));

/** Waits until the server holds exactly the sessions it held before the delete. */
const sessionsBackOnServer = (uid: string, before: ReturnType<typeof held>) =>
  eventually(
    async () => held(await serverSessions(uid)),
    (s) => JSON.stringify(s) === JSON.stringify(before),
    'the session back on the server',
  );

/** An account with a goal "Piano" and two 1 h sessions logged, all on the server. */
async function practised(prefix: string) {
  const { email, uid } = await account(prefix);
  const laptop = await device(email);
  await addGoal(laptop.page, 'Piano');
  await logPastSessions(laptop.page, 'Piano', days);
  const before = held(
    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 2,
      'both sessions on the server',
    ),
  );
  return { email, uid, laptop, before };
}

async function openLog(page: Page) {
  await card(page, 'Piano').getByRole('button', { name: 'Sessions' }).click();
  await expect.poll(() => loggedRows(page).count()).toBe(2);
}

/** Deletes the newest session of the open log: at once, with a toast that offers Undo. */
async function deleteNewest(page: Page) {
  await loggedRows(page)
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await undoButton(page).waitFor();
  await screenshot(page, 'undo-toast');
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  await expect.poll(() => loggedRows(page).count()).toBe(1);
}

describe('Undo', () => {
  it('brings a deleted session back, after a reload and on another device', async () => {
    const { email, uid, laptop, before } = await practised('undo');
    const { page } = laptop;
    await openLog(page);
    await deleteNewest(page);
    await expect.poll(() => total(page).textContent()).toBe('Total 1.0 h');
    await expectNoAxeViolations(page, 'the Undo toast over the session log');
    await undoButton(page).click();
    await expect.poll(() => loggedRows(page).count()).toBe(2);
    await undoButton(page).waitFor({ state: 'detached' });
    await expect.poll(() => total(page).textContent()).toBe('Total 2.0 h');
    await saved(page);
    // The same sessions on the server: same ids, times and source.
    await sessionsBackOnServer(uid, before);

    await page.reload();
    await expect.poll(() => total(page).textContent()).toBe('Total 2.0 h');
    await openLog(page);

    const phone = await device(email, undefined, { width: 390, height: 844 });
    await expect.poll(() => total(phone.page).textContent()).toBe('Total 2.0 h');
    await openLog(phone.page);
    await phone.context.close();
    await laptop.context.close();
  });

  it('undoes with Ctrl+Z while the toast shows, not while typing in a field', async () => {
    const { uid, laptop, before } = await practised('undo-key');
    const { page } = laptop;
    await openLog(page);
    await deleteNewest(page);
    // In the note search, Ctrl+Z is the field's own.
    await sessionLog(page).getByRole('searchbox').focus();
    await page.keyboard.press('Control+z');
    expect(await loggedRows(page).count()).toBe(1);
    await undoButton(page).waitFor();
    await sessionLog(page)
      .getByRole('button', { name: 'Hide form' })
      .or(sessionLog(page).getByRole('button', { name: 'Add session' }))
      .focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => loggedRows(page).count()).toBe(2);
    await undoButton(page).waitFor({ state: 'detached' });
    await saved(page);
    await sessionsBackOnServer(uid, before);
    await page.reload();
    await expect.poll(() => total(page).textContent()).toBe('Total 2.0 h');
    await laptop.context.close();
  });

  it('lands an Undo made offline once back online', async () => {
    const { uid, laptop, before } = await practised('undo-offline');
    const { page, context } = laptop;
    await openLog(page);
    await context.setOffline(true);
    await deleteNewest(page);
    await undoButton(page).click();
    await expect.poll(() => loggedRows(page).count()).toBe(2);
    await expect.poll(() => total(page).textContent()).toBe('Total 2.0 h');
    await context.setOffline(false);
    await saved(page);
    await sessionsBackOnServer(uid, before);
    await page.reload();
    await expect.poll(() => total(page).textContent()).toBe('Total 2.0 h');
    await context.close();
  });

  it('makes a completed goal active again, and writes a deleted part back, on the server', async () => {
    const { email, uid } = await account('undo-goal');
    const { page, context } = await device(email);
    await addGoal(page, 'Piano');
    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    const parts = settings.getByRole('list', { name: 'Parts of the goal' });
    await card(page, 'Piano').getByRole('button', { name: 'Goal settings' }).click();
    for (const name of ['Scales', 'Etudes']) {
      await settings.getByLabel('New part').fill(name);
      await settings.getByRole('button', { name: 'Add part' }).click();
      await parts.getByText(name, { exact: true }).waitFor();
    }
    await saved(page);
    const [goal] = await serverGoals(uid);
    const partsById = async () =>
      Object.entries(((await serverDocument(`goals/${goal!.id}`))?.partsById ?? {}) as object)
        .map(([id, entry]) => `${id}=${String(entry)}`)
        .sort();
    const before = await partsById();
    expect(before).toHaveLength(2);
    await parts.getByRole('button', { name: 'Delete “Scales”' }).click();
    await parts.getByText('Scales', { exact: true }).waitFor({ state: 'detached' });
    await undoButton(page).click();
    await parts.getByText('Scales', { exact: true }).waitFor();
    await saved(page);
    await eventually(
      partsById,
      (now) => JSON.stringify(now) === JSON.stringify(before),
      'the part back on the server, in its place',
    );
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });

    // Completed: the card leaves at once; Undo brings it back, active on the server too.
    await card(page, 'Piano').getByLabel('Completed').click();
    await card(page, 'Piano').waitFor({ state: 'detached' });
    await undoButton(page).click();
    await card(page, 'Piano').waitFor();
    await saved(page);
    await eventually(
      () => serverGoals(uid),
      (goals) => goals.length === 1 && goals[0]!.completed === false,
      'the goal active again on the server',
    );
    await page.reload();
    await card(page, 'Piano').waitFor();
    expect(await card(page, 'Piano').getByLabel('Completed').isChecked()).toBe(false);
    await context.close();
  });
});
