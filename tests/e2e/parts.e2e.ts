// Parts of a goal: three parts made in the goal's settings, a timer run on one and a past
// session on another, each part's time on the card and in the log across a reload and a second
// tab, and a part deleted (its session on no part, the goal's time unchanged); axe on the parts
// editor and the timer's part choice in both themes, with screenshots for a look.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, showTheme, THEMES } from './axe';
import type { YearDays } from '../../src/domain/tally-days';
import { decodeDigest, sumDays } from '../../src/domain/tally-digest';
import { dayKey } from '../../src/domain/weeks';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { saveScreenshot } from './screenshots';
import { eventually, HOURS, serverDocument, serverGoals, serverSessions } from './server-data';
import { loggedRows, sessionLog } from './sync-steps';

const HOUR = 3_600_000;
const PASSWORD = 'practice1';
const SHOTS = process.env.PARTS_SHOTS_DIR ?? 'test-results/screens';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Parted = { partId?: string; start: number; end: number };
const card = (page: Page) => page.getByRole('article', { name: 'Violin' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Goal Settings' });
const partRow = (page: Page, name: string) =>
  card(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/** axe finds nothing in `where` in either theme; a screenshot of `shot` in each. */
async function checkBothThemes(page: Page, name: string, where: string, shot: Locator) {
  const device = (page.viewportSize()?.width ?? 1280) < 640 ? 'phone' : 'desktop';
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await expectNoAxeViolations(page, `${name} ${theme} ${device}`, { include: where });
    await saveScreenshot(shot, `${SHOTS}/parts-${name}-${theme}-${device}.png`);
  }
  await showTheme(page, 'light');
}

async function openSettings(page: Page) {
  await card(page).getByRole('button', { name: 'Goal settings' }).click();
  await settings(page).waitFor();
}

async function closeSettings(page: Page) {
  await settings(page).getByRole('button', { name: 'Cancel' }).click();
  await settings(page).waitFor({ state: 'detached' });
}

async function addParts(page: Page, names: string[]) {
  await openSettings(page);
  await settings(page).getByText('No parts yet. Add one below.').waitFor();
  const list = settings(page).getByRole('list', { name: 'Parts of the goal' });
  for (const name of names) {
    await settings(page).getByLabel('New part').fill(name);
    await settings(page).getByRole('button', { name: 'Add part' }).click();
    await list.getByText(name, { exact: true }).waitFor();
  }
}

describe('parts of a goal', () => {
  it('splits a goal’s time by part, across a reload, a second tab and a part deleted', async () => {
    const email = uniqueEmail('parts');
    const uid = await createAccount(email, PASSWORD, 'Parts Tester');
    // 18:00 yesterday: a past session at 09:00 that day is before it, whatever the hour now.
    const from = new Date(Date.now() - 24 * HOUR);
    from.setHours(18, 0, 0, 0);
    const { page, context } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { clockAt: from },
    );
    await addGoal(page, 'Violin');
    await addParts(page, ['Scales', 'Études', 'Repertoire']);
    const editor = settings(page).getByRole('region', { name: 'Parts' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await editor.scrollIntoViewIfNeeded();
      await checkBothThemes(page, 'editor', '[role="dialog"]', editor);
    }
    await closeSettings(page);

    // A timer run on Scales: the widget names the part.
    await card(page).getByRole('button', { name: 'Timer' }).click();
    const choice = page.getByRole('dialog', { name: 'Start the timer' });
    await choice.waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await checkBothThemes(page, 'start-timer', '[role="dialog"]', choice);
    }
    await choice.getByRole('button', { name: 'Scales' }).click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.getByText('Violin · Scales').waitFor();
    await page.clock.setSystemTime(new Date(from.getTime() + 0.5 * HOUR));
    await widget.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();

    // A past session on Études.
    await card(page).getByRole('button', { name: 'Sessions' }).click();
    await sessionLog(page).getByRole('button', { name: 'Add session' }).click();
    const form = sessionLog(page).getByRole('form', { name: 'Log past practice' });
    await form.getByLabel('Date').fill(dayKey(from));
    await form.getByLabel('Part').selectOption({ label: 'Études' });
    await form.getByRole('button', { name: 'Log session' }).click();
    await loggedRows(page).getByText('Part: Études').waitFor();
    await loggedRows(page).getByText('Part: Scales').waitFor();
    await expectNoAxeViolations(page, 'session log with parts', { include: '[role="dialog"]' });
    await sessionLog(page).getByRole('button', { name: 'Close' }).last().click();
    await sessionLog(page).waitFor({ state: 'detached' });

    const sessions = await eventually(
      () => serverSessions(uid) as Promise<Parted[]>,
      (s) => s.length === 2 && s.every((x) => x.partId),
      'two sessions on parts on the server',
    );
    const hours = HOURS(sessions as never);
    expect(hours).toBeCloseTo(1.5, 1);

    // Each part's total on the card, read from the server after a reload, and in a second tab.
    const expectLines = async (p: Page) => {
      await partRow(p, 'Scales').getByText('0.5 h').last().waitFor();
      await partRow(p, 'Études').getByText('1.0 h').last().waitFor();
      await partRow(p, 'Repertoire').getByText('0.0 h').last().waitFor();
    };
    await expectLines(page);
    // Tall enough for the whole card, so no header sits over its screenshot.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 1500 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkBothThemes(page, 'card', 'article', card(page));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expectLines(page);
    const second = await context.newPage();
    await second.goto('/goals');
    await expectLines(second);

    // Deleting Scales (at once, with Undo): its session is on no part; the goal keeps its time.
    await openSettings(page);
    await settings(page).getByRole('button', { name: 'Delete “Scales”' }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await expectNoAxeViolations(page, 'a part deleted, with Undo');
    await closeSettings(page);
    for (const p of [page, second]) {
      await partRow(p, 'No part').getByText('0.5 h').last().waitFor();
      await expect(partRow(p, 'Scales').count()).resolves.toBe(0);
      await partRow(p, 'Études').getByText('1.0 h').last().waitFor();
    }
    const after = await serverSessions(uid);
    expect(after).toHaveLength(2);
    expect(HOURS(after)).toBeCloseTo(hours, 6);
    await context.close();
  });

  it('keeps a day’s time when a session moves to another part in its Edit form, on a second device too', async () => {
    const email = uniqueEmail('part-move');
    const uid = await createAccount(email, PASSWORD, 'Part Mover');
    const account = { email, password: PASSWORD };
    const from = new Date(Date.now() - 24 * HOUR);
    from.setHours(18, 0, 0, 0);
    const { page, context } = await signedInPage(browser, account, { clockAt: from });
    await addGoal(page, 'Violin');
    await addParts(page, ['Scales', 'Études']);
    await closeSettings(page);

    // Two past sessions of an hour on two days, the later on Scales.
    // The empty log opens its add form by itself.
    await card(page).getByRole('button', { name: 'Sessions' }).click();
    const form = sessionLog(page).getByRole('form', { name: 'Log past practice' });
    for (const [daysBack, part] of [
      [2, 'Études'],
      [1, 'Scales'],
    ] as const) {
      await form.getByLabel('Date').fill(dayKey(from.getTime() - (daysBack - 1) * 24 * HOUR));
      await form.getByLabel('Part').selectOption({ label: part });
      await form.getByRole('button', { name: 'Log session' }).click();
      await loggedRows(page).getByText(`Part: ${part}`).waitFor();
    }
    await expect.poll(() => loggedRows(page).count()).toBe(2);

    // Only its part changes: Scales → Études.
    const scalesRow = loggedRows(page).filter({ hasText: 'Part: Scales' });
    await scalesRow.getByRole('button', { name: /^Edit session/ }).click();
    const edit = sessionLog(page).getByRole('form', { name: 'Edit session' });
    await edit.getByLabel('Part').selectOption({ label: 'Études' });
    await sessionLog(page).getByRole('button', { name: 'Save session' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => loggedRows(page).filter({ hasText: 'Part: Études' }).count()).toBe(2);
    await sessionLog(page).getByRole('button', { name: 'Close' }).last().click();
    await sessionLog(page).waitFor({ state: 'detached' });

    // The server's tally keeps both practised days, and the part's sum holds both hours. Its
    // days are the separate ones laid over the digest: a few seconds after the first tally
    // report, the page folds the days of weeks gone by into the digest (tally-compaction.ts),
    // the earlier day too when the page's clock stands on a Sunday.
    const year = from.getFullYear();
    const tally = await eventually(
      async () => serverDocument(`goalTallies/${(await serverGoals(uid))[0]?.id}_${year}`),
      (t) =>
        Object.values((t?.parts ?? {}) as Record<string, { n: number }>).some((p) => p.n === 0),
      'the part move on the server',
    );
    const days = sumDays(decodeDigest(tally?.digest), (tally?.days ?? {}) as YearDays);
    const practised = Object.values(days).filter((d) => d.n > 0);
    expect(practised).toHaveLength(2);

    // The card, after a reload and on a second device, counts the two hours.
    const expectTwoHours = async (p: Page) => {
      await card(p).getByText('Total 2.0 h').waitFor();
      await partRow(p, 'Études').getByText('2.0 h').last().waitFor();
    };
    await page.reload();
    await expectTwoHours(page);
    const phone = await signedInPage(browser, account, { clockAt: from });
    await expectTwoHours(phone.page);
    await phone.context.close();
    await context.close();
  });

  it('logs a run on a part deleted on another device meanwhile on no part, nothing refused', async () => {
    const email = uniqueEmail('part-gone');
    const uid = await createAccount(email, PASSWORD, 'Part Gone');
    const account = { email, password: PASSWORD };
    // Well in the past, so every time the devices write is one the server takes.
    const past = new Date(Date.now() - 16 * HOUR);
    const laptop = await signedInPage(browser, account, { clockAt: past });
    const phone = await signedInPage(browser, account, {
      clockAt: past,
      viewport: { width: 390, height: 844 },
    });
    await addGoal(laptop.page, 'Violin');
    await addParts(laptop.page, ['Scales', 'Études']);
    await closeSettings(laptop.page);

    // The phone times Scales, then loses its connection.
    await partRow(phone.page, 'Scales').waitFor();
    await card(phone.page).getByRole('button', { name: 'Timer' }).click();
    await phone.page
      .getByRole('dialog', { name: 'Start the timer' })
      .getByRole('button', { name: 'Scales' })
      .click();
    const widget = phone.page.getByRole('complementary', { name: 'Running timer' });
    await widget.getByText('Violin · Scales').waitFor();
    await phone.page.getByText('All changes saved').waitFor();
    await phone.context.setOffline(true);

    // Meanwhile the laptop deletes Scales.
    await openSettings(laptop.page);
    await settings(laptop.page).getByRole('button', { name: 'Delete “Scales”' }).click();
    await laptop.page.getByRole('button', { name: 'Undo' }).waitFor();
    await closeSettings(laptop.page);
    await laptop.page.getByText('All changes saved').waitFor();

    // 40 minutes on, the phone (still showing Scales) stops, then comes back online.
    const later = new Date(past.getTime() + (2 / 3) * HOUR);
    await Promise.all([laptop, phone].map(({ page }) => page.clock.setSystemTime(later)));
    await widget.getByRole('button', { name: 'Stop' }).click();
    await phone.page.getByRole('button', { name: 'Skip' }).click();
    await phone.context.setOffline(false);

    const [logged] = await eventually(
      () => serverSessions(uid) as Promise<Parted[]>,
      (s) => s.length === 1,
      'the phone’s run on the server',
    );
    expect(logged!.partId).toBeUndefined();
    // About 40 minutes: the run began as the clock, running since `past`, reached the click.
    expect((logged!.end - logged!.start) / HOUR).toBeCloseTo(2 / 3, 1);
    for (const { page } of [phone, laptop]) {
      await page.getByText('All changes saved').waitFor();
      await partRow(page, 'No part').getByText('0.7 h').last().waitFor();
      await expect(page.getByText(/could not be saved/).count()).resolves.toBe(0);
    }
    await phone.context.close();
    await laptop.context.close();
  });
});
