// This browser's local storage full, with two tabs of the account open: the database goes on
// from memory in each tab (said once), a Stop reaches the server, and a sign-out in one tab asks
// first while the other holds a change only it knows of, and always completes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addGoal } from './browser';
import { eventually, serverGoals, serverSessions, serverTimer } from './server-data';
import {
  account,
  card,
  deviceOf,
  ranOneSecond,
  rename,
  saved,
  useBrowser,
  widget,
} from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

const CACHE_OFF_TITLE = "This device's storage is full";

/** Fills the origin's local storage (shared by its tabs) to the last character. */
async function fillLocalStorage(page: Page) {
  await page.evaluate(() => {
    let size = 1 << 20;
    let key = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${key}`, 'x'.repeat(size));
        key += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

/** Counts each time the text comes into view on the page (read with `timesShown`). */
async function countShowings(page: Page, text: string) {
  await page.evaluate((watched) => {
    const counter = { shown: 0, showing: false };
    Object.assign(window, { showings: counter });
    new MutationObserver(() => {
      const showing = document.body.textContent?.includes(watched) ?? false;
      if (showing && !counter.showing) counter.shown += 1;
      counter.showing = showing;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}
type Showings = { showings: { shown: number } };
const timesShown = (page: Page) =>
  page.evaluate(() => (window as unknown as Showings).showings.shown);

/** The page's requests to the Firestore emulator fail until the returned call. */
async function cutFromDatabase(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/google.firestore.v1.Firestore/**';
  await page.route(pattern, (route) => route.abort());
  return () => page.unroute(pattern);
}

async function twoTabs(prefix: string) {
  const { email, uid } = await account(prefix);
  const { context, page: first } = await device(email);
  await addGoal(first, 'Piano');
  const second = await context.newPage();
  await second.goto('/goals');
  await card(second, 'Piano').waitFor();
  return { uid, context, first, second };
}

describe('local storage full', () => {
  it('a Stop reaches the server, the other tab stops after a reload, and it is said once', async () => {
    const { uid, context, first, second } = await twoTabs('full-stop');
    await card(first, 'Piano').getByRole('button', { name: 'Timer' }).click();
    await widget(second).waitFor();
    await ranOneSecond(first);
    await countShowings(first, CACHE_OFF_TITLE);
    await fillLocalStorage(first);

    await widget(first).getByRole('button', { name: 'Stop' }).click();
    await widget(first).waitFor({ state: 'detached' });
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the session',
    );
    expect(session!.end - session!.start).toBeGreaterThanOrEqual(1000);
    await eventually(
      () => serverTimer(uid),
      (timer) => timer?.isRunning === false,
      'the timer stopped',
    );
    await widget(second).waitFor({ state: 'detached' });
    // Its storage still says the timer runs: the server's word wins.
    await second.reload();
    await card(second, 'Piano').waitFor();
    await saved(second);
    expect(await widget(second).count()).toBe(0);
    // Said when the database client failed, which may be while storage was filling.
    await first.waitForFunction(() => (window as unknown as Showings).showings.shown > 0);

    // Offline and back: the changes made meanwhile are saved soon after, not 45 s later.
    await context.setOffline(true);
    await card(first, 'Piano').getByRole('button', { name: 'Timer' }).click();
    await ranOneSecond(first);
    await widget(first).getByRole('button', { name: 'Stop' }).click();
    await widget(first).waitFor({ state: 'detached' });
    await context.setOffline(false);
    await first.getByText('All changes saved').waitFor({ timeout: 15_000 });
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 2,
      'both sessions',
    );
    expect(sessions.every((s) => s.end - s.start >= 1000)).toBe(true);
    expect((await serverTimer(uid))?.isRunning).toBe(false);
    expect(await timesShown(first)).toBe(1);
    await context.close();
  });

  it('sign-out asks first while another tab holds an unsent change, and completes', async () => {
    const { uid, context, first, second } = await twoTabs('full-sign-out');
    await fillLocalStorage(first);
    const reconnect = await cutFromDatabase(second);
    await rename(second, 'Piano', 'Jazz piano');

    await first.getByRole('button', { name: 'Sign Out' }).click();
    const question = first.getByRole('alertdialog', { name: 'Sign out?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect((await serverGoals(uid)).map((g) => g.name)).toEqual(['Piano']);

    await reconnect();
    await saved(second);
    await eventually(
      () => serverGoals(uid),
      (goals) => goals[0]?.name === 'Jazz piano',
      'the rename',
    );
    await first.getByRole('button', { name: 'Sign Out' }).click();
    await first.waitForURL((url) => url.pathname === '/');
    await second.waitForURL('**/login');
    const third = await context.newPage();
    await third.goto('/login');
    await third.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
    expect(await first.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });
});
