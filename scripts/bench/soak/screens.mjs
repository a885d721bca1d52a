// The soak's devices and screens: signing in, the locators every step uses, and bringing every
// screen to "All changes saved" (telling what is left when one does not get there).
import { PASSWORD, serverCopiesOf } from './server.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {{ name: string, context: BrowserContext, offline: boolean }} Device */
/**
 * One tab of one device; its index decides which goal's name and note it owns.
 * @typedef {{ name: string, page: Page, device: Device, index: number }} Screen
 */
/** @typedef {{ goalId: string, startTime: number, isRunning: boolean }} MirroredTimer */

/** How long one step may wait for the page: generous, as the soak often runs beside other work. */
export const ACTION_TIMEOUT_MS = Number(process.env.SOAK_ACTION_TIMEOUT_MS ?? 60_000);
/** The free plan's cap: three active goals. */
export const GOALS = 3;

/**
 * @param {Page} page
 * @param {string} name
 */
function watchConsole(page, name) {
  /** @type {string[]} */
  const recent = [];
  recentConsole.set(page, recent);
  page.on('pageerror', (error) => console.error(`${name} page error:`, error.message));
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    const line = `${new Date().toISOString().slice(11, 23)} ${type}: ${text.slice(0, 300)}`;
    const failed = /^Saving “(.*)” failed/s.exec(text);
    if (failed) lastFailure.set(failed[1], line.slice(0, 23) + text.slice(0, 3000));
    recent.push(line);
    if (recent.length > 40) recent.shift();
    if (type === 'error' && process.env.SOAK_VERBOSE) console.error(`${name} console:`, line);
  });
}
/** The last warnings and errors of each page, told when the soak does not settle. */
const recentConsole = new WeakMap();
/** By an outbox entry's label, why saving it last failed (on any page). */
const lastFailure = new Map();

/**
 * @param {BrowserContext} context
 * @param {string} email
 * @param {string} name The screen's name, in messages.
 */
export async function signIn(context, email, name) {
  const page = await context.newPage();
  watchConsole(page, name);
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return page;
}

/**
 * A second tab of a signed-in device, on /goals.
 * @param {BrowserContext} context
 * @param {string} name
 */
export async function openTab(context, name) {
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  watchConsole(page, name);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return page;
}

/** @param {Page} page */
export const cards = (page) => page.locator('article[data-goal-id]');
/** Each goal's id by its index, read once the goals are made. @type {string[]} */
export const goalIds = [];
/**
 * Goal i's card, found by its id (names change during the run).
 * @param {Page} page
 * @param {number} goal
 */
export const cardOf = (page, goal) => page.locator(`article[data-goal-id="${goalIds[goal]}"]`);
/**
 * The timer widget, running (or paused, or either).
 * @param {Page} page
 * @param {string | RegExp} [name]
 */
export const widget = (page, name = 'Running timer') =>
  page.getByRole('complementary', { name, exact: true });
export const PAUSED = 'Paused timer';

/**
 * The practised time a widget shows, in seconds ('HH:MM:SS').
 * @param {Page} page
 * @param {string} [name]
 */
export async function shownSeconds(page, name) {
  const text = await widget(page, name).getByRole('timer').innerText();
  return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

/**
 * Until the running widget shows at least `seconds` practised.
 * @param {Page} page
 * @param {number} seconds
 */
export async function untilShown(page, seconds) {
  await page.waitForFunction(
    (least) => {
      const timer = document.querySelector('aside[aria-label="Running timer"] [role="timer"]');
      const text = timer?.textContent ?? '';
      return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) >= least;
    },
    seconds,
    { polling: 200 },
  );
}

/** Where a device's tabs mirror the running timer (src/stores/storage-keys.ts timerMirror). */
export const TIMER_MIRROR_KEY = 'masterly-data';

/**
 * The timer as the page mirrors it in local storage.
 * @param {Page} page
 * @returns {Promise<MirroredTimer | null>}
 */
export async function mirroredTimer(page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TIMER_MIRROR_KEY);
  return raw ? JSON.parse(raw).timer : null;
}

/**
 * Starts goal i's timer, choosing a part when the goal has parts (`part`, or one at random).
 * @param {Screen} screen
 * @param {number} goal
 * @param {() => number} random
 * @param {string} [part]
 * @returns {Promise<boolean>} Whether it started (another screen may start one at this moment).
 */
export async function startTimer(screen, goal, random, part) {
  const { page } = screen;
  const button = cardOf(page, goal).getByRole('button', { name: 'Timer', exact: true });
  if (await button.isDisabled()) return false;
  // Another screen may start this goal at this very moment (the button turns disabled).
  if (!(await button.click({ timeout: 3000 }).then(ok, no))) return false;
  const chooser = page.getByRole('dialog', { name: 'Start the timer' });
  // Not the widget: it may already show another goal's run, with this card's chooser on its way.
  const running = cardOf(page, goal).getByRole('button', {
    name: 'Timer',
    exact: true,
    disabled: true,
  });
  await running.or(chooser).first().waitFor();
  if (await chooser.isVisible()) {
    const options = chooser.getByRole('list', { name: 'Parts' }).getByRole('button');
    const choice = part
      ? chooser.getByRole('button', { name: part, exact: true })
      : options.nth(Math.floor(random() * (await options.count())));
    if (!(await choice.click({ timeout: 3000 }).then(ok, no))) {
      await page.keyboard.press('Escape');
      return false;
    }
  }
  await running.waitFor();
  return true;
}
const ok = () => true;
const no = () => false;

/**
 * What is still in a screen's outbox (label and refusal), for a soak that does not settle.
 * @param {Page} page
 */
async function outboxLeft(page) {
  const serverCopies = new Map();
  const { byTab, locks } = await page.evaluate(async () => ({
    byTab: Object.keys(localStorage)
      .filter((key) => key.startsWith('masterly-outbox:'))
      .map((key) => ({
        tab: key.split(':').pop(),
        entries: JSON.parse(localStorage.getItem(key) ?? '[]'),
      })),
    locks: ((await navigator.locks.query()).held ?? []).map((lock) => lock.name),
  }));
  for (const { entries } of byTab) {
    for (const entry of entries.filter((/** @type {{refused?: string}} */ e) => e.refused)) {
      serverCopies.set(entry, await serverCopiesOf(entry));
    }
  }
  const tabs = byTab.map(({ tab, entries }) => {
    /** @param {{label: string, refused?: string, at: number}} e */
    const told = (e) =>
      `${e.label} (${new Date(e.at).toISOString().slice(11, 19)}${e.refused ? `, refused: ${e.refused}` : ''})`;
    const refused = entries
      .filter((/** @type {{refused?: string}} */ e) => e.refused)
      .map(
        (/** @type {{label: string}} */ e) =>
          `\n    ${JSON.stringify(e)}\n    last failure: ${lastFailure.get(e.label) ?? 'none seen'}` +
          `\n    the server holds: ${serverCopies.get(e) ?? ''}`,
      );
    return `tab ${tab}: ${entries.map(told).join('; ')}${refused.join('')}`;
  });
  const consoleLines = recentConsole.get(page) ?? [];
  return [
    `the outbox still holds\n  ${tabs.join('\n  ')}`,
    `locks held: ${locks.join(', ')}`,
    `last console warnings and errors:\n  ${consoleLines.join('\n  ')}`,
  ].join('\n');
}

/**
 * @param {Device} device
 * @param {boolean} offline
 */
export async function setOffline(device, offline) {
  device.offline = offline;
  await device.context.setOffline(offline);
}

/**
 * The screen shows 'All changes saved'.
 * @param {Screen} screen
 * @param {number} [timeout]
 */
export async function saved(screen, timeout = 90_000) {
  await screen.page
    .getByText('All changes saved')
    .waitFor({ timeout })
    .catch(async (error) => {
      const shown = await screen.page.locator('p[aria-live="polite"]').allInnerTexts();
      throw new Error(`${screen.name} shows “${shown.join(' / ')}”, not “All changes saved”`, {
        cause: error,
      });
    });
}

/**
 * Every screen online, its outbox empty and 'All changes saved' shown.
 * @param {Device[]} devices
 * @param {Screen[]} screens
 */
export async function settle(devices, screens) {
  for (const device of devices) if (device.offline) await setOffline(device, false);
  for (const screen of screens) {
    await sent(screen, screens);
    await saved(screen);
  }
}

/**
 * The outboxes of the screen's device are empty (its tabs share them).
 * @param {Screen} screen
 * @param {Screen[]} screens Whose outboxes are told if it does not get there.
 */
export async function sent(screen, screens) {
  await screen.page
    .waitForFunction(
      () => !Object.keys(localStorage).some((key) => key.startsWith('masterly-outbox:')),
      undefined,
      { timeout: 90_000 },
    )
    .catch(async (error) => {
      const told = [];
      for (const each of screens) told.push(`${each.name}: ${await outboxLeft(each.page)}`);
      throw new Error(`${screen.name} did not send everything.\n${told.join('\n')}`, {
        cause: error,
      });
    });
}
