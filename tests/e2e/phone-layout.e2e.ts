// A phone's screen (390 px) is the practitioner's (issue 52): the paused timer shows whole
// buttons, the cards floating at the bottom leave the last goal's buttons reachable, a session's
// date stays on one line and the labels of /completed stand apart. Each screen is also saved in
// both themes at 390 and 1280 px (test-results/screens) to be looked at.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBothThemes } from './axe';
import {
  addGoal,
  createAccount,
  launchBrowser,
  logPastSessions,
  signedInPage,
  uniqueEmail,
} from './browser';

const PASSWORD = 'practice1';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Yesterday as 'yyyy-MM-dd', in the logged list rather than among the earlier sessions. */
const yesterday = () => {
  const d = new Date(Date.now() - 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const card = (page: Page, name: string) => page.getByRole('article', { name });
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('expected a visible element');
  return found;
};
/** Each text of the locators fits its own box (nothing is cut, as "Res" for Reset was). */
const clipped = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );

/** Runs `show` at 390 px and then at 1280 px on one account; `first` is the phone's turn. */
async function phoneAndDesktop(name: string, show: (page: Page, first: boolean) => Promise<void>) {
  const email = uniqueEmail(name);
  await createAccount(email, PASSWORD, 'Phone Tester');
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { viewport },
    );
    await show(page, viewport === PHONE);
    await context.close();
  }
}

describe('a 390 px phone', () => {
  it('shows the paused timer whole, and the last goal clear of the floating cards', async () => {
    const email = uniqueEmail('phone-timer');
    await createAccount(email, PASSWORD, 'Phone Tester');
    const { context, page } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { viewport: PHONE },
    );
    await addGoal(page, 'Violin');
    await addGoal(page, 'Piano');
    await card(page, 'Violin').getByRole('button', { name: 'Timer' }).click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.getByRole('button', { name: 'Pause' }).click();
    const paused = page.getByRole('complementary', { name: 'Paused timer' });
    await paused.getByRole('button', { name: 'Resume' }).waitFor();

    expect(await clipped(paused.getByRole('button'))).toEqual([]);
    const widgetBox = await box(paused);
    expect(widgetBox.x + widgetBox.width).toBeLessThanOrEqual(PHONE.width);
    for (const name of ['Resume', 'Stop', 'Reset']) {
      const button = await box(paused.getByRole('button', { name, exact: true }));
      expect(button.x + button.width, name).toBeLessThanOrEqual(widgetBox.x + widgetBox.width);
    }

    // Scrolled to the end, the last goal's buttons sit above the cards, without answering them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const stackTop = await page.evaluate(
      () => document.querySelector('[data-corner-stack]')!.getBoundingClientRect().top,
    );
    const lastButtons = card(page, 'Piano').getByRole('button');
    const bottoms = await lastButtons.evaluateAll((buttons) =>
      buttons.map((b) => b.getBoundingClientRect().bottom),
    );
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(stackTop);
    await inBothThemes(page, 'paused-timer', { fullPage: false });
    await context.close();
  });

  it('keeps a session date on one line', async () => {
    await phoneAndDesktop('phone-log', async (page, first) => {
      if (first) {
        await addGoal(page, 'Violin');
        await logPastSessions(page, 'Violin', [yesterday()]);
      }
      await card(page, 'Violin').getByRole('button', { name: 'Sessions' }).click();
      const log = page.getByRole('dialog', { name: 'Practice sessions' });
      const row = log.getByRole('list', { name: 'Logged sessions' }).getByRole('listitem');
      const date = row.getByText(/\w{3}, \w{3} \d+, \d{4}/).first();
      const lineHeight = await date.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
      expect((await box(date)).height).toBeLessThan(lineHeight * 1.5);
      const width = page.viewportSize()!.width;
      await inBothThemes(page, `session-log-${width}`, { fullPage: false });
    });
  });

  it('sets the labels of a completed goal apart', async () => {
    await phoneAndDesktop('phone-completed', async (page, first) => {
      if (first) {
        await addGoal(page, 'Drawing');
        await card(page, 'Drawing').getByLabel('Completed').click();
        await card(page, 'Drawing').waitFor({ state: 'detached' });
      }
      await page.goto('/completed');
      await page.getByRole('rowheader', { name: 'Drawing' }).waitFor();
      const row = page.getByRole('row', { name: /Drawing/ });
      if (page.viewportSize()!.width < 640) {
        // The drawn text, not its box: "Completed" ran into "Hours" across the columns.
        const text = (label: string) =>
          row.getByText(label, { exact: true }).evaluate((e) => {
            const range = document.createRange();
            range.selectNodeContents(e);
            const { left, right } = range.getBoundingClientRect();
            return { left, right };
          });
        const completed = await text('Completed');
        const hours = await text('Hours');
        expect(hours.left - completed.right).toBeGreaterThanOrEqual(12);
        const dates = await row
          .locator('time')
          .evaluateAll((times) => times.map((t) => t.getBoundingClientRect().height));
        expect(Math.max(...dates)).toBeLessThan(26);
      }
      const width = page.viewportSize()!.width;
      await inBothThemes(page, `completed-${width}`);
    });
  });

  it('shows Goal Settings with reminders beside a Monday-to-Friday plan', async () => {
    await phoneAndDesktop('phone-settings', async (page, first) => {
      if (first) await addGoal(page, 'Cello');
      await card(page, 'Cello').getByRole('button', { name: 'Goal settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Goal Settings' });
      await dialog.getByRole('radio', { name: 'On chosen weekdays' }).check();
      await dialog.getByRole('checkbox', { name: 'Enable reminders' }).check();
      await expect(
        dialog.getByRole('checkbox', { name: 'Saturday', exact: true }).isChecked(),
      ).resolves.toBe(false);
      await expect(
        dialog.getByRole('checkbox', { name: 'Friday', exact: true }).isChecked(),
      ).resolves.toBe(true);
      const width = page.viewportSize()?.width ?? 0;
      await inBothThemes(page, `goal-settings-${width}`, { fullPage: false });
    });
  });
});
