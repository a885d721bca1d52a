// Practice time is never lost: two devices (browser contexts) of one account, one of them
// offline; two tabs; Stop then closing the tab at once; Stop in the first second after a
// reload; a run over 24 hours; a change the server refuses, across a reload. Every check of
// "saved" reads the emulator itself, not only the screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGoal,
  createAccount,
  launchBrowser,
  screenshot,
  signedInPage,
  signInToGoals,
  uniqueEmail,
  waitForServiceWorker,
} from './browser';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { HOURS, eventually, serverGoals, serverSessions, serverTimer } from './server-data';

const HOUR = 3_600_000;
const PASSWORD = 'practice1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Device {
  context: BrowserContext;
  page: Page;
}

/** A browser (its own storage and cache) signed in to the account; its clock set if given. */
async function device(email: string, clockAt?: Date, viewport?: { width: number; height: number }) {
  return signedInPage(browser, { email, password: PASSWORD }, { viewport, clockAt });
}

async function account(prefix: string) {
  const email = uniqueEmail(prefix);
  const uid = await createAccount(email, PASSWORD, 'Sync Tester');
  return { email, uid };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const widget = (page: Page) => page.getByRole('complementary', { name: 'Running timer' });
const saved = (page: Page) => page.getByText('All changes saved').waitFor({ timeout: 30_000 });
/** Waits until the running timer shows a whole second, so its session is at least 1 s long. */
const ranOneSecond = (page: Page) =>
  widget(page).getByRole('timer').filter({ hasNotText: '00:00:00' }).waitFor();

async function rename(page: Page, from: string, to: string) {
  const goal = card(page, from);
  await goal.getByRole('button', { name: 'Rename goal' }).click();
  await goal.getByLabel('Goal name').fill(to);
  await goal.getByLabel('Goal name').press('Enter');
  await card(page, to).waitFor();
}

/** Runs the timer of a goal from `from` for `hours` of the page's (installed) clock. */
async function practice(page: Page, goal: string, from: Date, hours: number) {
  await page.clock.setSystemTime(from);
  await card(page, goal).getByRole('button', { name: 'Timer' }).click();
  await widget(page).waitFor();
  await page.clock.setSystemTime(new Date(from.getTime() + hours * HOUR));
  await widget(page).getByRole('button', { name: 'Stop' }).click();
  await widget(page).waitFor({ state: 'detached' });
}

describe('two devices of one account', () => {
  it('keeps an offline rename on one device and a session logged on the other (both ways)', async () => {
    const { email, uid } = await account('devices');
    const past = new Date(Date.now() - 6 * HOUR);
    const laptop: Device = await device(email, past);
    await addGoal(laptop.page, 'Piano');
    await saved(laptop.page);
    const phone: Device = await device(email, past, { width: 390, height: 844 });
    await card(phone.page, 'Piano').waitFor();

    // The phone renames offline while the laptop logs an hour.
    await phone.context.setOffline(true);
    await rename(phone.page, 'Piano', 'Grand piano');
    await practice(laptop.page, 'Piano', new Date(past.getTime() + HOUR / 6), 1);
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);
    const goals = await eventually(
      () => serverGoals(uid),
      (g) => g[0]?.name === 'Grand piano',
      'the rename on the server',
    );
    expect(goals).toHaveLength(1);
    expect(HOURS(await serverSessions(uid))).toBeCloseTo(1, 3);

    // The reverse: the laptop renames while the phone logs 1.5 h offline.
    await phone.context.setOffline(true);
    await practice(phone.page, 'Grand piano', new Date(past.getTime() + 2 * HOUR), 1.5);
    await card(phone.page, 'Grand piano').getByText('Total 2.5 h').waitFor();
    await rename(laptop.page, 'Grand piano', 'Concert piano');
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);
    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 2,
      'both sessions',
    );
    expect((await serverGoals(uid))[0]?.name).toBe('Concert piano');
    expect(HOURS(await serverSessions(uid))).toBeCloseTo(2.5, 3);

    for (const { page } of [laptop, phone]) {
      await page.reload();
      await card(page, 'Concert piano').getByText('Total 2.5 h').waitFor();
    }
    await screenshot(phone.page, 'sync-phone-after-merge');
    await laptop.context.close();
    await phone.context.close();
  });

  it('shows a refused change with its reason across a reload, until it is discarded', async () => {
    const { email, uid } = await account('refused');
    const laptop = await device(email);
    await addGoal(laptop.page, 'Piano');
    await addGoal(laptop.page, 'Chess');
    await saved(laptop.page);
    const phone = await device(email);
    await card(phone.page, 'Chess').waitFor();
    // The New Goal dialog loads on first use: open it once while online.
    await phone.page.getByRole('button', { name: 'Add Goal' }).click();
    await phone.page
      .getByRole('dialog', { name: 'New Goal' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // Both add a third goal; the phone is offline, so the server gets the laptop's first and
    // then refuses the phone's as a fourth active goal on the free plan.
    await phone.context.setOffline(true);
    await addGoal(phone.page, 'Phone goal');
    await addGoal(laptop.page, 'Laptop goal');
    await saved(laptop.page);
    await phone.context.setOffline(false);

    const banner = phone.page.getByRole('alert').filter({ hasText: 'could not be saved' });
    await banner.waitFor({ timeout: 30_000 });
    await banner.getByText('Create “Phone goal”').waitFor();
    await banner.getByText(/limit of active goals/).waitFor();
    await phone.page.reload();
    await banner.waitFor();
    await card(phone.page, 'Phone goal').waitFor();
    await expect(phone.page.getByText('All changes saved').count()).resolves.toBe(0);
    // The list of refused changes, with its buttons, passes axe (the rest of the page is
    // checked by the accessibility suite).
    await expectNoAxeViolationsInBothThemes(phone.page, 'sync-refused-changes', {
      include: '[role="alert"]',
    });
    await screenshot(phone.page, 'sync-refused-change');

    await banner.getByRole('button', { name: 'Discard: Create “Phone goal”' }).click();
    await card(phone.page, 'Phone goal').waitFor({ state: 'detached' });
    await saved(phone.page);
    const names = (await serverGoals(uid)).map((g) => g.name).sort();
    expect(names).toEqual(['Chess', 'Laptop goal', 'Piano']);
    await laptop.context.close();
    await phone.context.close();
  });
});

describe('two tabs', () => {
  it('share one timer: it shows in both, starting in one logs the other, Stop stops both', async () => {
    const { email, uid } = await account('tabs');
    const { context, page: first } = await device(email);
    await addGoal(first, 'Piano');
    await addGoal(first, 'Chess');
    const second = await context.newPage();
    await second.goto('/goals');
    await card(second, 'Chess').waitFor();

    await card(first, 'Piano').getByRole('button', { name: 'Timer' }).click();
    await widget(second).getByText('Piano').waitFor({ timeout: 5_000 });
    await card(second, 'Piano').getByRole('button', { name: 'Timer', disabled: true }).waitFor();

    await card(second, 'Chess').getByRole('button', { name: 'Timer' }).click();
    await widget(first).getByText('Chess').waitFor({ timeout: 5_000 });

    await widget(first).getByRole('button', { name: 'Stop' }).click();
    await widget(second).waitFor({ state: 'detached', timeout: 5_000 });
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length >= 2,
      'two sessions',
    );
    const goals = await serverGoals(uid);
    const nameOf = (id: string) => goals.find((g) => g.id === id)?.name;
    expect(sessions.map((s) => nameOf(s.goalId)).sort()).toEqual(['Chess', 'Piano']);
    // Each run once, and the runs do not overlap.
    const [a, b] = [...sessions].sort((x, y) => x.start - y.start);
    expect(a!.end).toBeLessThanOrEqual(b!.start);
    // Both tabs have nothing left to send, so no late write can add a third session.
    await saved(first);
    await saved(second);
    expect(await serverSessions(uid)).toHaveLength(2);
    expect((await serverTimer(uid))?.isRunning).toBe(false);
    await context.close();
  });
});

describe('a session that ends by itself', () => {
  it('keeps a change made offline for the next sign-in, and says so', async () => {
    const { email, uid } = await account('expired');
    const { context, page } = await device(email);
    await addGoal(page, 'Piano');
    await saved(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await rename(page, 'Piano', 'Grand piano');

    // Another tab drops the stored sign-in, as an expired session does: no sign-out here.
    const other = await context.newPage();
    await other.goto('/help');
    await other.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key);
      }
    });
    await page.waitForURL('**/login');
    await page
      .getByText('You were signed out before some of your changes reached the server.', {
        exact: false,
      })
      .waitFor();
    await other.close();
    await expect(serverGoals(uid).then((goals) => goals[0]?.name)).resolves.toBe('Piano');

    await context.setOffline(false);
    await signInToGoals(page, email, PASSWORD);
    await card(page, 'Grand piano').waitFor();
    await saved(page);
    await eventually(
      () => serverGoals(uid),
      (goals) => goals[0]?.name === 'Grand piano',
      'the offline rename on the server',
    );
    await context.close();
  });
});

describe('two tabs changing the same goal at once', () => {
  it('keeps a Stop in one tab and a rename in the other made right after it (5 of 5)', async () => {
    const { email, uid } = await account('stop-rename');
    const { context, page: first } = await device(email);
    await addGoal(first, 'Piano 0');
    const second = await context.newPage();
    await second.goto('/goals');
    await card(second, 'Piano 0').waitFor();
    for (let round = 1; round <= 5; round += 1) {
      await card(first, `Piano ${round - 1}`)
        .getByRole('button', { name: 'Timer' })
        .click();
      await widget(second).waitFor();
      await ranOneSecond(second);
      const goal = card(second, `Piano ${round - 1}`);
      await goal.getByRole('button', { name: 'Rename goal' }).click();
      await goal.getByLabel('Goal name').fill(`Piano ${round}`);
      // Stop in the first tab, and the rename lands in the second within a few milliseconds.
      await Promise.all([
        widget(first).getByRole('button', { name: 'Stop' }).click(),
        goal.getByLabel('Goal name').press('Enter'),
      ]);
      await card(first, `Piano ${round}`).waitFor();
    }
    await saved(first);
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 5,
      '5 sessions',
    );
    expect(sessions.every((s) => s.end - s.start >= 1000)).toBe(true);
    expect((await serverGoals(uid)).map((g) => g.name)).toEqual(['Piano 5']);
    await context.close();
  });
});

describe('a Stop is kept the moment it is shown', () => {
  it('survives closing the tab at once (0–100 ms after Stop)', async () => {
    const { email, uid } = await account('close');
    const { context, page } = await device(email);
    await addGoal(page, 'Piano');
    await saved(page);
    let current = page;
    const lastTabLog: string[] = [];
    const delays = [0, 10, 25, 50, 75, 100];
    for (const delay of delays) {
      await card(current, 'Piano').getByRole('button', { name: 'Timer' }).click();
      await widget(current).waitFor();
      await ranOneSecond(current);
      await widget(current).getByRole('button', { name: 'Stop' }).click();
      // The gap between Stop and closing the tab is what this test varies: a real delay.
      // eslint-disable-next-line no-restricted-syntax
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      await current.close();
      current = await context.newPage();
      lastTabLog.length = 0;
      current.on('console', (message) => {
        if (message.type() !== 'log') lastTabLog.push(`${message.type()}: ${message.text()}`);
      });
      await current.goto('/goals');
      await card(current, 'Piano').waitFor();
    }
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length === delays.length,
      `${delays.length} sessions`,
    ).catch(async (error: unknown) => {
      // Which Stop is missing, and what the last tab still holds, for whoever reads the failure.
      const outbox = await current.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.includes('outbox')),
      );
      throw new Error(
        `${String(error)}\noutbox of the last tab: ${JSON.stringify(outbox)}\n` +
          `its console: ${lastTabLog.join('\n')}`,
      );
    });
    expect(sessions.every((s) => s.end - s.start >= 1000)).toBe(true);
    await eventually(
      () => serverTimer(uid),
      (t) => t?.isRunning === false,
      'the timer stopped',
    );
    await context.close();
  });

  it('logs a Stop pressed in the first second after a reload', async () => {
    const { email, uid } = await account('reload');
    const { context, page } = await device(email);
    await addGoal(page, 'Piano');
    for (let run = 1; run <= 3; run += 1) {
      await card(page, 'Piano').getByRole('button', { name: 'Timer' }).click();
      await widget(page).waitFor();
      await ranOneSecond(page);
      await page.reload();
      await widget(page).getByRole('button', { name: 'Stop' }).click();
      await widget(page).waitFor({ state: 'detached' });
      await expect(page.getByText('Time not logged').count()).resolves.toBe(0);
      await eventually(
        () => serverSessions(uid),
        (s) => s.length === run,
        `session ${run}`,
      );
    }
    await card(page, 'Piano').waitFor();
    await saved(page);
    await context.close();
  });

  it('offers 24 h or the real length for a run over 24 h, and never logs nothing', async () => {
    const { email, uid } = await account('long');
    const past = new Date(Date.now() - 26 * HOUR);
    const { context, page } = await device(email, past);
    await addGoal(page, 'Piano');
    await card(page, 'Piano').getByRole('button', { name: 'Timer' }).click();
    await widget(page).waitFor();
    await page.clock.setSystemTime(new Date(past.getTime() + 25 * HOUR));
    // The 4-hour question comes first; its Stop leads to the same choice.
    await page.getByRole('alertdialog', { name: 'Still practicing?' }).waitFor();
    await page.getByRole('button', { name: 'Stop and choose what to log' }).click();
    const choice = page.getByRole('alertdialog', { name: 'Log a long session' });
    await choice.waitFor();
    await screenshot(page, 'sync-long-run');
    await expectNoAxeViolationsInBothThemes(page, 'timer-long-run', {
      include: '[role="alertdialog"]',
    });
    await choice.getByRole('button', { name: 'Keep running' }).click();
    await widget(page).waitFor();

    await widget(page).getByRole('button', { name: 'Stop' }).click();
    await choice.getByLabel('Hours practiced').fill('30');
    await choice.getByRole('button', { name: 'Log this length' }).click();
    await choice
      .getByText(/at most 24/)
      .first()
      .waitFor();
    await choice.getByLabel('Hours practiced').fill('2.5');
    await choice.getByRole('button', { name: 'Log this length' }).click();
    await widget(page).waitFor({ state: 'detached' });
    await card(page, 'Piano').getByText('Total 2.5 h').waitFor();
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the session',
    );
    expect(HOURS(sessions)).toBeCloseTo(2.5);
    await context.close();
  });

  it('says so before deleting a goal whose timer runs', async () => {
    const { email } = await account('delete');
    const { context, page } = await device(email);
    await addGoal(page, 'Piano');
    await card(page, 'Piano').getByRole('button', { name: 'Timer' }).click();
    await widget(page).waitFor();
    await card(page, 'Piano').getByRole('button', { name: 'Delete goal' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Its timer is running/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card(page, 'Piano').waitFor({ state: 'detached' });
    await widget(page).waitFor({ state: 'detached' });
    await saved(page);
    await context.close();
  });
});
