// A Mon–Fri plan with a week of holiday: the calendar paints no weekend and no holiday red, the
// streak runs across the holiday, and the calendar file holds the plan (RRULE), an alert
// (VALARM) and the coming rest days (EXDATE). axe finds nothing on the calendar in both themes.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes, showTheme, THEMES } from './axe';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { saveScreenshot } from './screenshots';
import { eventually, serverGoals, serverSessions } from './server-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SHOTS = '/tmp/plan-shots';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page runs in UTC: a day is its UTC midnight in ms. */
const utc = (ms: number) => new Date(ms);
const dayName = (day: number) => {
  const d = utc(day);
  const short = (name: string | undefined) => name?.slice(0, 3);
  return `${short(WEEKDAYS[d.getUTCDay()])}, ${short(MONTHS[d.getUTCMonth()])} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};
const monthIndex = (day: number) => utc(day).getUTCFullYear() * 12 + utc(day).getUTCMonth();
const isWeekday = (day: number) => utc(day).getUTCDay() % 6 !== 0;
const dateInput = (day: number) => utc(day).toISOString().slice(0, 10);

const card = (page: Page) => page.getByRole('article', { name: 'Piano' });
const calendarTitle = (page: Page) => card(page).locator('p[aria-live="polite"]');

async function practise(page: Page, day: number) {
  await page.clock.setSystemTime(utc(day + 9 * HOUR));
  await card(page).getByRole('button', { name: 'Timer' }).click();
  const widget = page.getByRole('complementary', { name: 'Running timer' });
  await widget.waitFor();
  await page.clock.setSystemTime(utc(day + 10 * HOUR));
  await widget.getByRole('button', { name: 'Stop' }).click();
  await widget.waitFor({ state: 'detached' });
}

/** Moves the card's calendar to the month of `day` (at most a month back from today's). */
async function showMonthOf(page: Page, day: number, today: number) {
  const back = monthIndex(today) - monthIndex(day);
  const shown = MONTHS[utc(day).getUTCMonth()];
  if (back > 0 && !(await calendarTitle(page).innerText()).startsWith(shown ?? '')) {
    await card(page).getByRole('button', { name: 'Previous month' }).click();
  }
  if (back === 0 && !(await calendarTitle(page).innerText()).startsWith(shown ?? '')) {
    await card(page).getByRole('button', { name: 'Next month' }).click();
  }
  await calendarTitle(page)
    .getByText(`${shown} ${utc(day).getUTCFullYear()}`)
    .waitFor();
}

const dayCell = (page: Page, day: number, state: string) =>
  card(page).getByRole('button', { name: `${dayName(day)}, ${state}`, exact: true });

describe('a Mon–Fri plan with a week of holiday', () => {
  it('paints no weekend or holiday red, keeps the streak, and exports the plan', async () => {
    const now = Date.now();
    const today = now - (now % DAY);
    const mondayThis = today - ((utc(today).getUTCDay() + 6) % 7) * DAY;
    const mondayA = mondayThis - 14 * DAY;
    const mondayB = mondayThis - 7 * DAY;

    const email = uniqueEmail('plan');
    await createAccount(email, 'practice1', 'Plan Tester');
    const { page, context } = await signedInPage(
      browser,
      { email, password: 'practice1' },
      {
        viewport: { width: 1280, height: 900 },
        timezoneId: 'UTC',
        clockAt: utc(mondayA + 8 * HOUR),
      },
    );
    await addGoal(page, 'Piano');

    const settings = page.getByRole('dialog', { name: 'Goal Settings' });
    await card(page).getByRole('button', { name: 'Goal settings' }).click();
    await settings.getByLabel('On chosen weekdays').check();
    await expect(settings.getByLabel('Practice on Monday').isChecked()).resolves.toBe(true);
    await expect(settings.getByLabel('Practice on Saturday').isChecked()).resolves.toBe(false);
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.waitFor({ state: 'detached' });
    await card(page).getByText('Mon–Fri').waitFor();

    // Monday of week A is missed; Tuesday to Friday practised.
    for (let day = mondayA + DAY; day < mondayA + 5 * DAY; day += DAY) await practise(page, day);
    // This week: every weekday before today practised.
    let practised = 4;
    for (let day = mondayThis; day < today; day += DAY) {
      if (!isWeekday(day)) continue;
      await practise(page, day);
      practised += 1;
    }
    await page.clock.setSystemTime(utc(now));
    // Week B was a holiday, set afterwards from the calendar (a day's menu).
    await showMonthOf(page, mondayB, today);
    // Its state depends on when the card last rendered: find the day by its date alone.
    await card(page)
      .getByRole('button', { name: new RegExp(`^${dayName(mondayB)},`) })
      .click();
    const menu = page.getByRole('dialog', { name: dayName(mondayB) });
    await menu.getByLabel('Last day of rest').fill(dateInput(mondayB + 4 * DAY));
    await menu.getByRole('button', { name: 'Add the break' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.getByText('All changes saved').waitFor();
    await page.reload();

    await card(page).getByText(`Streak ${practised} days`).waitFor();
    await card(page).getByText(`Best ${practised} days`).waitFor();
    let missed = 0;
    for (const month of new Set([monthIndex(mondayA), monthIndex(today)])) {
      const first = [mondayA, mondayB, today].find((d) => monthIndex(d) === month) ?? today;
      await showMonthOf(page, first, today);
      missed += await card(page)
        .getByRole('button', { name: /, missed$/ })
        .count();
    }
    // Only Monday of week A (a planned day, not practised) is red.
    expect(missed).toBe(1);
    await showMonthOf(page, mondayA, today);
    await dayCell(page, mondayA, 'missed').waitFor();
    await dayCell(page, mondayA + 5 * DAY, 'not planned').waitFor();
    await dayCell(page, mondayA + 6 * DAY, 'not planned').waitFor();
    for (let day = mondayB; day < mondayB + 5 * DAY; day += DAY) {
      await showMonthOf(page, day, today);
      await dayCell(page, day, 'rest day').waitFor();
    }

    await showMonthOf(page, mondayB, today);
    await expectNoAxeViolationsInBothThemes(page, 'plan-calendar', { include: 'main' });
    for (const [device, width] of [
      ['phone', 390],
      ['desktop', 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of THEMES) {
        await showTheme(page, theme);
        await saveScreenshot(page, `${SHOTS}/calendar-${device}-${theme}.png`, {
          fullPage: true,
        });
      }
    }
    await showTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A break to come, from the goal's settings; then the calendar file.
    await card(page).getByRole('button', { name: 'Goal settings' }).click();
    await settings.getByLabel('First day of rest').fill(dateInput(mondayThis + 7 * DAY));
    await settings.getByLabel('Last day of rest').fill(dateInput(mondayThis + 9 * DAY));
    await settings.getByRole('button', { name: 'Add the break' }).click();
    await settings
      .getByRole('list', { name: 'Rest days and breaks' })
      .getByRole('listitem')
      .nth(1)
      .waitFor();
    await settings.getByText(/reminds you even when|remind you even when/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      settings.getByRole('button', { name: 'Add practice to my calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('piano-practice.ics');
    const ics = readFileSync((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:PT0M');
    const exdates = ics.split('\r\n').filter((line) => line.startsWith('EXDATE:'));
    const stamp = (day: number) => `EXDATE:${dateInput(day).replaceAll('-', '')}T190000`;
    expect(exdates).toEqual([0, 1, 2].map((n) => stamp(mondayThis + (7 + n) * DAY)));
    await context.close();
  });
});

describe('two devices of one account', () => {
  it('keeps a rest day set offline on one device and a session logged on the other', async () => {
    const email = uniqueEmail('plan-devices');
    const uid = await createAccount(email, 'practice1', 'Plan Tester');
    const past = new Date(Date.now() - 6 * HOUR);
    const account = { email, password: 'practice1' };
    const laptop = await signedInPage(browser, account, {
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      clockAt: past,
    });
    await addGoal(laptop.page, 'Piano');
    await laptop.page.getByText('All changes saved').waitFor();
    const phone = await signedInPage(browser, account, {
      viewport: { width: 390, height: 844 },
      timezoneId: 'UTC',
      clockAt: past,
    });
    await card(phone.page).waitFor();
    // The day menu's code is loaded once online (before the service worker controls a first
    // visit, a lazy part cannot load offline).
    await card(phone.page)
      .getByRole('button', { name: /, today, / })
      .click();
    await phone.page.getByRole('dialog').waitFor();
    await phone.page.keyboard.press('Escape');
    await phone.page.getByRole('dialog').waitFor({ state: 'detached' });

    await phone.context.setOffline(true);
    await card(phone.page)
      .getByRole('button', { name: /, today, / })
      .click();
    await phone.page.getByRole('button', { name: 'Rest on this day' }).click();
    await card(phone.page)
      .getByRole('button', { name: /, today, rest day$/ })
      .waitFor();
    // The laptop logs an hour meanwhile.
    await laptop.page.clock.setSystemTime(new Date(past.getTime() + 10 * 60_000));
    await card(laptop.page).getByRole('button', { name: 'Timer' }).click();
    const widget = laptop.page.getByRole('complementary', { name: 'Running timer' });
    await widget.waitFor();
    await laptop.page.clock.setSystemTime(new Date(past.getTime() + 70 * 60_000));
    await widget.getByRole('button', { name: 'Stop' }).click();
    await widget.waitFor({ state: 'detached' });
    await laptop.page.getByText('All changes saved').waitFor();
    await phone.context.setOffline(false);
    await phone.page.getByText('All changes saved').waitFor();

    const [goal] = await eventually(
      () => serverGoals(uid),
      (goals) =>
        Array.isArray(goals[0]?.restDays) && (goals[0]?.restDays as unknown[]).length === 1,
      'the rest day on the server',
    );
    expect(goal?.restDays).toEqual([dateInput(past.getTime())]);
    expect(await serverSessions(uid)).toHaveLength(1);
    await laptop.context.close();
    await phone.context.close();
  });
});
