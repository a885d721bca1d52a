// The keyboard is enough (issue 52): with no mouse click, sign in, create a goal with n, start its
// timer with t, pause and resume with p, stop with t, log a note, find it with /, move through
// the month calendar (one tab stop) with the arrows, open the shortcut list with ? (axe 0) and
// close it with Escape. The note is read from the emulator itself.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movedDay, type CalendarMoveKey } from '../../src/domain/calendar';
import { monthYear, weekdayDate } from '../../src/domain/display-dates';
import { expectNoAxeViolations } from './axe';
import { createAccount, launchBrowser, newPage, screenshot, uniqueEmail } from './browser';
import { eventually, serverSessions } from './server-data';

const MIN = 60_000;
const HOUR = 60 * MIN;
const PASSWORD = 'practice1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let presses = 0; presses < 80; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Signs in with Tab, typing and Enter only. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  // The prerendered form takes typing once it has come to life: its Sign In button is enabled.
  await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  await tabTo(page, page.getByLabel('Email Address'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('the keyboard alone', () => {
  it('signs in, creates, times, pauses, stops, notes, searches and moves through the calendar', async () => {
    const email = uniqueEmail('keyboard');
    const uid = await createAccount(email, PASSWORD, 'Keyboard Tester');
    // In the past, so every write is one the server takes (not in the future).
    const from = new Date(Date.now() - 6 * HOUR);
    const { page, context } = await newPage(browser);
    await page.clock.install({ time: from });

    await signInByKeyboard(page, email);
    await page.waitForURL('**/goals');
    await page.getByRole('button', { name: 'Add Goal' }).waitFor();

    // n: a new goal.
    await page.keyboard.press('n');
    const newGoal = page.getByRole('dialog', { name: 'New Goal' });
    await tabTo(page, newGoal.getByLabel('Goal Name'));
    await page.keyboard.type('Violin');
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: 'Violin' });
    await card.waitFor();
    await newGoal.waitFor({ state: 'detached' });

    // t on the focused card starts its timer; p pauses and resumes it; t stops it.
    const sessions = card.getByRole('button', { name: 'Sessions' });
    await tabTo(page, sessions);
    await page.keyboard.press('t');
    await page.getByRole('complementary', { name: 'Running timer' }).waitFor();
    expect(await isFocused(sessions)).toBe(true);
    await page.clock.setSystemTime(new Date(from.getTime() + 20 * MIN));
    await page.keyboard.press('p');
    await page.getByRole('complementary', { name: 'Paused timer' }).waitFor();
    await page.clock.setSystemTime(new Date(from.getTime() + 30 * MIN));
    await page.keyboard.press('p');
    await page.getByRole('complementary', { name: 'Running timer' }).waitFor();
    await page.clock.setSystemTime(new Date(from.getTime() + 40 * MIN));
    await page.keyboard.press('t');
    await page.getByRole('complementary', { name: /timer$/ }).waitFor({ state: 'detached' });

    // The note, from "How did it go?".
    const offer = page.getByRole('region', { name: 'How did it go?' });
    await tabTo(page, offer.getByRole('button', { name: 'Add a note' }));
    await page.keyboard.press('Enter');
    const asked = page.getByRole('dialog', { name: 'How did it go?' });
    await tabTo(page, asked.getByLabel('Note'));
    await page.keyboard.type('Bowing even at last');
    await tabTo(page, asked.getByRole('button', { name: 'Save note' }));
    await page.keyboard.press('Enter');
    await asked.waitFor({ state: 'detached' });
    const [session] = await eventually(
      () => serverSessions(uid) as Promise<{ note?: string; start: number; end: number }[]>,
      (s) => s[0]?.note === 'Bowing even at last',
      'the note on the server',
    );
    // 40 minutes with a 10-minute pause: 30 practised.
    expect(Math.round((session!.end - session!.start) / MIN)).toBe(30);

    // /: the focused goal's log opens on its note search.
    await tabTo(page, sessions);
    await page.keyboard.press('/');
    const log = page.getByRole('dialog', { name: 'Practice sessions' });
    const search = log.getByRole('searchbox', { name: 'Search session notes' });
    await expect.poll(() => isFocused(search)).toBe(true);
    await page.keyboard.type('bowing');
    await log.getByText('1 session with a matching note').waitFor();
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });

    // The calendar is one tab stop, on today; the arrows move by day and week, Home and End to
    // the week's ends, PageDown and PageUp by a month (the day names as the calendar writes them).
    const calendar = card.getByRole('grid', { name: `Practice days in ${monthYear(from)}` });
    const today = calendar.getByRole('button', { name: new RegExp(`^${weekdayDate(from)},`) });
    await tabTo(page, today);
    await page.keyboard.press('Tab');
    expect(await calendar.evaluate((grid) => grid.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(today)).toBe(true);
    let day = new Date(from.getFullYear(), from.getMonth(), from.getDate());
    const keys: CalendarMoveKey[] = [
      'ArrowRight',
      'ArrowDown',
      'Home',
      'End',
      'ArrowUp',
      'ArrowLeft',
    ];
    for (const key of [...keys, 'PageDown', 'PageUp'] as const) {
      await page.keyboard.press(key);
      day = movedDay(day, key);
      expect(await focusedName(page), key).toMatch(new RegExp(`^${weekdayDate(day)},`));
      await card.getByRole('grid', { name: `Practice days in ${monthYear(day)}` }).waitFor();
    }
    const lastDay = weekdayDate(day);

    // ?: the shortcut list, axe 0, closed with Escape.
    await page.keyboard.press('?');
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await list.getByText('Start or stop the timer of the focused goal').waitFor();
    await expectNoAxeViolations(page, 'keyboard shortcuts', { include: '[role="dialog"]' });
    await screenshot(page, 'keyboard-shortcuts');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    // The focus is back on the day it left.
    await expect.poll(() => focusedName(page)).toMatch(new RegExp(`^${lastDay},`));

    // g then i goes to Insights, g then g back.
    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await page.waitForURL('**/insights');
    await page.keyboard.press('g');
    await page.keyboard.press('g');
    await page.waitForURL('**/goals');
    await context.close();
  }, 180_000);

  it('leaves single keys alone once turned off in Settings', async () => {
    const email = uniqueEmail('keyboard-off');
    await createAccount(email, PASSWORD, 'Keyboard Off');
    const { page, context } = await newPage(browser);
    await signInByKeyboard(page, email);
    await page.getByRole('button', { name: 'Add Goal' }).waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await page.waitForURL('**/settings');
    const box = page.getByRole('checkbox', { name: 'Single-key shortcuts on this device' });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(false);
    // A preference of this device: it holds after a reload.
    await page.reload();
    expect(await box.isChecked()).toBe(false);
    await page.locator('body').focus();
    await page.keyboard.press('?');
    await page.keyboard.press('g');
    await page.keyboard.press('g');
    expect(page.url()).toMatch(/\/settings$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  }, 120_000);
});
