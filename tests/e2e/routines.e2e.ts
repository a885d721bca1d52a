// Routines (issue 55): a three-block routine (Scales 10 → Études 20 → Repertoire 30 min) made in
// the goal's settings with the keyboard's buttons, run with the page clock moved forward, the
// page reloaded in the second block and that block skipped, run to its end: three sessions, each
// on its part, and the routine's last run on the card. axe on the editor and on the widget in a
// routine, in both themes. Every "saved" is read from the emulator itself.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from './axe';
import {
  addGoal,
  createAccount,
  launchBrowser,
  screenshot,
  signedInPage,
  uniqueEmail,
} from './browser';
import { saveScreenshot } from './screenshots';
import { eventually, serverGoals, serverSessions, serverTimer } from './server-data';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const PASSWORD = 'practice1';
const SHOTS = process.env.ROUTINES_SHOTS_DIR ?? 'test-results/screens';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole('article', { name: 'Violin' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Goal Settings' });
const widget = (page: Page) =>
  page.getByRole('complementary', { name: /^(Running|Paused) timer$/ });
const startButton = (page: Page, enabled: boolean) =>
  card(page).getByRole('button', { name: 'Start routine · Daily', disabled: !enabled });
const minutes = (s: { start: number; end: number }) => (s.end - s.start) / MIN;

async function addParts(page: Page, names: string[]) {
  const list = settings(page).getByRole('list', { name: 'Parts of the goal' });
  for (const name of names) {
    await settings(page).getByLabel('New part').fill(name);
    await settings(page).getByRole('button', { name: 'Add part' }).click();
    await list.getByText(name, { exact: true }).waitFor();
  }
}

/** Sets block `index` (1-based) to a part and minutes. */
async function setBlock(page: Page, index: number, part: string, length: number) {
  await settings(page).getByLabel(`Block ${index} part`).selectOption({ label: part });
  await settings(page).getByLabel(`Block ${index} minutes`).fill(String(length));
}

describe('routines', () => {
  it('runs three blocks to the end across a reload, the second skipped, each on its part', async () => {
    const email = uniqueEmail('routines');
    const uid = await createAccount(email, PASSWORD, 'Routine Tester');
    // Well in the past, so every time the page writes is one the server takes.
    const past = new Date(Date.now() - 16 * HOUR);
    const at = (ms: number) => page.clock.setSystemTime(new Date(past.getTime() + ms));
    const { page, context } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { clockAt: past },
    );
    await addGoal(page, 'Violin');

    // The routine, made in the settings: blocks added, set, and one moved up by its button.
    await card(page).getByRole('button', { name: 'Goal settings' }).click();
    await settings(page).waitFor();
    await addParts(page, ['Scales', 'Études', 'Repertoire']);
    await settings(page).getByRole('button', { name: 'New routine' }).click();
    await settings(page).getByLabel('Routine name').fill('Daily');
    await setBlock(page, 1, 'Scales', 10);
    await settings(page).getByRole('button', { name: 'Add block' }).click();
    await setBlock(page, 2, 'Repertoire', 30);
    await settings(page).getByRole('button', { name: 'Add block' }).click();
    await setBlock(page, 3, 'Études', 20);
    await settings(page).getByRole('button', { name: 'Move block 3 up' }).press('Enter');
    await expect(settings(page).getByLabel('Block 2 minutes').inputValue()).resolves.toBe('20');
    await expectNoAxeViolationsInBothThemes(page, 'routine-editor', {
      include: '[role="dialog"]',
    });
    await saveScreenshot(settings(page), `${SHOTS}/routines-editor.png`);
    await settings(page).getByRole('button', { name: 'Save routine' }).click();
    await settings(page).getByRole('button', { name: 'Edit Daily' }).waitFor();
    await settings(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await settings(page).waitFor({ state: 'detached' });
    await card(page).getByText('60 min').waitFor();
    // A second tab follows the same routine and computes the same block changes.
    const other = await context.newPage();
    await other.goto('/goals');
    await card(other).getByText('60 min').waitFor();

    // Block 1: Scales, Études next.
    await at(0);
    await startButton(page, true).click();
    await widget(page).getByText('Block 1 of 3: Scales').waitFor();
    await widget(page).getByText('Next: Études, 20 min').waitFor();
    await startButton(page, false).waitFor();
    await expectNoAxeViolationsInBothThemes(page, 'routine-widget', {
      include: 'aside',
    });
    // On a phone too: the routine's lines and buttons wrap, never clip.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolationsInBothThemes(page, 'routine-widget-phone', { include: 'aside' });
    await saveScreenshot(page, `${SHOTS}/routines-phone.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, `${SHOTS}/routines-desktop.png`);

    // Its 10 minutes full: block 2 begins on its own, where block 1 ended.
    await widget(other).getByText('Block 1 of 3: Scales').waitFor();
    await at(10 * MIN + 5 * SEC);
    await widget(page).getByText('Block 2 of 3: Études').waitFor();
    await widget(other).getByText('Block 2 of 3: Études').waitFor();
    const second = await eventually(
      () => serverTimer(uid),
      (t) => (t as { routine?: { block: number } } | null)?.routine?.block === 1,
      'the second block on the server',
    );

    // A reload in the middle of block 2 carries on the same block from the timer document.
    await at(12 * MIN);
    await page.reload();
    await widget(page).getByText('Block 2 of 3: Études').waitFor();
    await widget(page).getByText('Next: Repertoire, 30 min').waitFor();
    await screenshot(page, 'routine-widget');

    // Skipped: the last block begins now.
    await widget(page).getByRole('button', { name: 'Skip' }).click();
    await widget(page).getByText('Block 3 of 3: Repertoire').waitFor();
    await widget(page).getByText('Last block').waitFor();
    await widget(other).getByText('Block 3 of 3: Repertoire').waitFor();
    const third = await eventually(
      () => serverTimer(uid),
      (t) => (t as { routine?: { block: number } } | null)?.routine?.block === 2,
      'the third block on the server',
    );

    // Its 30 minutes full: the routine ends, Start routine is there again.
    await at(third!.startTime - past.getTime() + 30 * MIN + 5 * SEC);
    await widget(page).waitFor({ state: 'detached' });
    await widget(other).waitFor({ state: 'detached' });
    await startButton(page, true).waitFor();
    await startButton(other, true).waitFor();

    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 3,
      'three sessions',
    );
    const parts = await eventually(
      () => serverGoals(uid),
      (g) => !!g[0]?.routineRuns,
      'the last run',
    );
    const partsById = parts[0]!.partsById as Record<string, string>;
    const partName = (id: unknown) => partsById[id as string]?.split('|')[2];
    const byStart = [...sessions].sort((a, b) => a.start - b.start);
    expect(byStart.map((s) => partName((s as { partId?: string }).partId))).toEqual([
      'Scales',
      'Études',
      'Repertoire',
    ]);
    expect(minutes(byStart[0]!)).toBe(10);
    expect(byStart[1]!.start).toBe(second!.startTime);
    expect(minutes(byStart[1]!)).toBeGreaterThan(1.9);
    expect(minutes(byStart[1]!)).toBeLessThan(2.5);
    expect(minutes(byStart[2]!)).toBe(30);
    const run = Object.values(parts[0]!.routineRuns as Record<string, string>)[0]!;
    const done = Math.round(10 + minutes(byStart[1]!) + 30);
    expect(run).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}\\|${done}\\|60$`));
    await card(page)
      .getByText(new RegExp(`^Last run \\w{3}, ${done} of 60 min$`))
      .waitFor();
    // Nothing refused on the way, in either tab: each change reached the server once.
    await page.getByText('All changes saved').waitFor({ timeout: 30_000 });
    await other.getByText('All changes saved').waitFor({ timeout: 30_000 });
    expect(await serverSessions(uid)).toHaveLength(3);
  });
});
