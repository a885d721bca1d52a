// Pick up where you left off: a session on a part journaled with a note, a "Next time" line and
// a tempo, then the next start on that part shows them in one calm line under the timer (with
// the best and the last tempo and how long ago), which does not block the run and is there
// again after a reload and in a second tab; axe on the widget with the line in both themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations, showTheme, THEMES } from './axe';
import {
  addGoal,
  createAccount,
  launchBrowser,
  screenshot,
  signedInPage,
  uniqueEmail,
} from './browser';
import { card, HOUR, measureTempo, PASSWORD, widget } from './journal-steps';
import { saveScreenshot } from './screenshots';
import { eventually, serverSessions } from './server-data';

const SHOTS = process.env.PICK_UP_SHOTS_DIR ?? 'test-results/screens';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Noted = { partId?: string; note?: string; nextTime?: string; value?: number };

async function addPart(page: Page, goal: string, name: string) {
  await card(page, goal).getByRole('button', { name: 'Goal settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Goal Settings' });
  await settings.getByLabel('New part').fill(name);
  await settings.getByRole('button', { name: 'Add part' }).click();
  await settings.getByRole('list', { name: 'Parts of the goal' }).getByText(name).waitFor();
  // A part is saved as it is added (parts.e2e.ts).
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await settings.waitFor({ state: 'detached' });
}

async function startOn(page: Page, part: string) {
  await card(page, 'Violin').getByRole('button', { name: 'Timer' }).click();
  await page
    .getByRole('dialog', { name: 'Start the timer' })
    .getByRole('button', { name: part })
    .click();
  await widget(page).getByText(`Violin · ${part}`).waitFor();
}

/** Stops the run at `at` and answers "How did it go?". */
async function stopAndJournal(page: Page, at: Date, fields: Record<string, string>) {
  await page.clock.setSystemTime(at);
  await widget(page).getByRole('button', { name: 'Stop' }).click();
  await page
    .getByRole('region', { name: 'How did it go?' })
    .getByRole('button', { name: 'Add a note' })
    .click();
  const asked = page.getByRole('dialog', { name: 'How did it go?' });
  for (const [label, value] of Object.entries(fields)) {
    await asked.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await asked.getByRole('button', { name: 'Save note' }).click();
  await asked.waitFor({ state: 'detached' });
}

describe('pick up where you left off', () => {
  it('shows the part’s last note, next-time line and tempo at its next start, after a reload too', async () => {
    const email = uniqueEmail('pick-up');
    const uid = await createAccount(email, PASSWORD, 'Pick Up Tester');
    const from = new Date(Date.now() - 3 * HOUR);
    const { page, context } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { clockAt: from, viewport: { width: 390, height: 844 } },
    );
    await addGoal(page, 'Violin');
    await measureTempo(page, 'Violin');
    await addPart(page, 'Violin', 'Scales');

    // The first run: nothing to pick up yet, so no line.
    await startOn(page, 'Scales');
    await widget(page).getByRole('button', { name: 'Stop' }).waitFor();
    if ((await widget(page).textContent())?.includes('Practiced')) {
      throw new Error('A pick-up line showed with nothing to pick up');
    }
    await stopAndJournal(page, new Date(from.getTime() + 0.5 * HOUR), {
      Note: 'Clean at 84',
      'Tempo (bpm)': '84',
    });

    // The second: the line of the first; then a note, a next-time line and a slower tempo.
    await page.clock.setSystemTime(new Date(from.getTime() + HOUR));
    await startOn(page, 'Scales');
    await widget(page)
      .getByText(/Last note: Clean at 84 · 84 bpm best, 84 last$/)
      .waitFor();
    const dialogText = 'Bar 12 rushed';
    await page.clock.setSystemTime(new Date(from.getTime() + 1.25 * HOUR));
    await widget(page).getByRole('button', { name: 'Stop' }).click();
    await page
      .getByRole('region', { name: 'How did it go?' })
      .getByRole('button', { name: 'Add a note' })
      .click();
    const asked = page.getByRole('dialog', { name: 'How did it go?' });
    await expectNoAxeViolations(page, 'How did it go? with Next time', {
      include: '[role="dialog"]',
    });
    await asked.getByRole('textbox', { name: 'Note', exact: true }).fill(dialogText);
    await asked.getByLabel('Tempo (bpm)').fill('80');
    const nextTime = asked.getByRole('textbox', { name: 'Next time' });
    await nextTime.fill('x'.repeat(201));
    await asked.getByText('1 character over the 200 a next-time line can hold').waitFor();
    await asked.getByRole('button', { name: 'Save note' }).click();
    await asked
      .getByRole('alert')
      .getByText('The next-time line can be at most 200 characters.')
      .waitFor();
    await nextTime.fill('Start at 80 bpm, then bar 12 alone');
    await asked.getByRole('button', { name: 'Save note' }).click();
    await asked.waitFor({ state: 'detached' });
    await eventually(
      () => serverSessions(uid) as Promise<Noted[]>,
      (s) =>
        s.length === 2 &&
        s.some((x) => x.nextTime === 'Start at 80 bpm, then bar 12 alone' && x.value === 80),
      'the next-time line on the server',
    );

    // The third start shows the line, beside a run that goes on (nothing to answer first).
    await page.clock.setSystemTime(new Date(from.getTime() + 2 * HOUR));
    await startOn(page, 'Scales');
    const line =
      /^Practiced (earlier today|yesterday) · Last note: Bar 12 rushed · Next time: Start at 80 bpm, then bar 12 alone · 84 bpm best, 80 last$/;
    await widget(page).getByText(line).waitFor();
    await screenshot(page, 'pick-up-line');
    await widget(page).getByRole('button', { name: 'Pause' }).waitFor();
    if (await page.getByRole('dialog').count()) throw new Error('Something asked before the run');
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await expectNoAxeViolations(page, `pick-up line ${theme}`, {
        include: '[data-corner-stack]',
      });
      await saveScreenshot(widget(page), `${SHOTS}/pick-up-line-${theme}-phone.png`);
    }
    await showTheme(page, 'light');

    // A reload and a second tab show it again.
    await page.reload();
    await widget(page).getByText(line).waitFor();
    const second = await context.newPage();
    await second.goto('/goals');
    await widget(second).getByText(line).waitFor();
    await context.close();
  });
});
