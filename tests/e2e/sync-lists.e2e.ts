// Two devices editing one goal's lists (rest days, parts) while one of them is offline: every
// entry added, renamed or deleted on either device is there once both have synced, on the
// server and on both screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addGoal, screenshot } from './browser';
import { eventually, serverGoals } from './server-data';
import { HOUR, type Device, account, card, deviceOf, saved, useBrowser } from './sync-steps';
import { dayKey } from '../../src/domain/weeks';

const browser = useBrowser();
const device = deviceOf(browser);

const settings = (page: Page) => page.getByRole('dialog', { name: 'Goal Settings' });
const partList = (page: Page) => settings(page).getByRole('list', { name: 'Parts of the goal' });
const restList = (page: Page) => settings(page).getByRole('list', { name: 'Rest days and breaks' });

async function openSettings(page: Page) {
  await card(page, 'Violin').getByRole('button', { name: 'Goal settings' }).click();
  await settings(page).waitFor();
}

async function closeSettings(page: Page) {
  await settings(page).getByRole('button', { name: 'Cancel' }).click();
  await settings(page).waitFor({ state: 'detached' });
}

async function addPart(page: Page, name: string) {
  await settings(page).getByLabel('New part').fill(name);
  await settings(page).getByRole('button', { name: 'Add part' }).click();
  await partList(page).getByText(name, { exact: true }).waitFor();
}

async function restOn(page: Page, day: string) {
  await settings(page).getByLabel('First day of rest').fill(day);
  await settings(page).getByLabel('Last day of rest').fill(day);
  await settings(page).getByRole('button', { name: 'Rest on this day' }).click();
}

/** The part names the server holds for the goal, in order, whichever way they are stored. */
function serverPartNames(goal: Record<string, unknown>): string[] {
  const byId = goal.partsById as Record<string, string> | undefined;
  if (byId) {
    return Object.values(byId)
      .map((v) => v.split('|'))
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map((v) => v.slice(2).join('|'));
  }
  return ((goal.parts as string[] | undefined) ?? []).map((v) => v.split('|').slice(2).join('|'));
}

/** The days of rest the server holds for the goal, sorted (entries are kept in arrival order). */
function serverRestDays(goal: Record<string, unknown>): string[] {
  return ((goal.restDays as string[] | undefined) ?? []).sort().flatMap((entry) => {
    const [from, to = from] = entry.split('/');
    const days: string[] = [];
    for (let d = new Date(`${from}T12:00:00`); dayKey(d) <= to!; d.setDate(d.getDate() + 1)) {
      days.push(dayKey(d));
    }
    return days;
  });
}

const day = (from: Date, days: number) => dayKey(new Date(from.getTime() + days * 24 * HOUR));

describe('two devices editing one list', () => {
  it('keeps the rest days and parts added, renamed and deleted on both, one of them offline', async () => {
    const { email, uid } = await account('lists');
    const now = new Date();
    const [d3, d4, d6] = [day(now, 3), day(now, 4), day(now, 6)];
    const laptop: Device = await device(email);
    await addGoal(laptop.page, 'Violin');
    await saved(laptop.page);
    const phone: Device = await device(email, undefined, { width: 390, height: 844 });
    await card(phone.page, 'Violin').waitFor();

    // Offline, the phone adds a rest day and "Scales"; the laptop, online, another day and "Etudes".
    // (The settings open first online: their code loads when they are first opened.)
    await openSettings(phone.page);
    await phone.context.setOffline(true);
    await addPart(phone.page, 'Scales');
    await restOn(phone.page, d3);
    await restList(phone.page).getByRole('listitem').first().waitFor();
    await closeSettings(phone.page);
    await openSettings(laptop.page);
    await addPart(laptop.page, 'Etudes');
    await restOn(laptop.page, d4);
    await restList(laptop.page).getByRole('listitem').first().waitFor();
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);

    const [merged] = await eventually(
      () => serverGoals(uid),
      (g) => serverPartNames(g[0] ?? {}).length === 2 && serverRestDays(g[0] ?? {}).length === 2,
      'both devices’ parts and rest days on the server',
    );
    expect(serverPartNames(merged!).sort()).toEqual(['Etudes', 'Scales']);
    expect(serverRestDays(merged!)).toEqual([d3, d4]);
    // The laptop, its settings still open, shows the phone's part and the two days as one break.
    await partList(laptop.page).getByText('Scales', { exact: true }).waitFor();
    await expect(restList(laptop.page).getByRole('listitem').count()).resolves.toBe(1);

    // Offline again, the phone deletes "Scales" and the rest days; the laptop renames "Etudes",
    // adds "Repertoire" and another rest day.
    await phone.context.setOffline(true);
    await openSettings(phone.page);
    await partList(phone.page).getByRole('button', { name: 'Delete “Scales”' }).click();
    await partList(phone.page).getByText('Scales', { exact: true }).waitFor({ state: 'detached' });
    await restList(phone.page)
      .getByRole('button', { name: /^Remove the rest/ })
      .click();
    // Removed at once (the toast offers Undo instead of a question).
    await settings(phone.page).getByText('No rest days yet', { exact: false }).waitFor();
    await closeSettings(phone.page);
    await partList(laptop.page).getByRole('button', { name: 'Rename “Etudes”' }).click();
    await settings(laptop.page).getByLabel('New name for “Etudes”').fill('Études');
    await settings(laptop.page).getByRole('button', { name: 'Save name' }).click();
    await addPart(laptop.page, 'Repertoire');
    await restOn(laptop.page, d6);
    await restList(laptop.page).getByRole('listitem').nth(1).waitFor();
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);

    const [after] = await eventually(
      () => serverGoals(uid),
      (g) =>
        !serverPartNames(g[0] ?? {}).includes('Scales') && !serverRestDays(g[0] ?? {}).includes(d3),
      'the phone’s deletions on the server',
    );
    expect(serverPartNames(after!)).toEqual(['Études', 'Repertoire']);
    expect(serverRestDays(after!)).toEqual([d6]);

    for (const { page } of [laptop, phone]) {
      await page.reload();
      await openSettings(page);
      await partList(page).getByText('Repertoire', { exact: true }).waitFor();
      await expect(partList(page).getByRole('listitem').allTextContents()).resolves.toEqual([
        expect.stringContaining('Études'),
        expect.stringContaining('Repertoire'),
      ]);
      await expect(restList(page).getByRole('listitem').count()).resolves.toBe(1);
    }
    await screenshot(phone.page, 'sync-lists-phone');
    await laptop.context.close();
    await phone.context.close();
  });
});
