// Insights with a fake clock: three days with one 1 h session each (written on the server, as
// another device would) give a streak by the goal's plan and today's heatmap cell; both downloads carry
// the session; axe finds nothing on the page; screenshots on a phone and a desktop.
import { format } from 'date-fns';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGoal,
  createAccount,
  launchBrowser,
  screenshot,
  signedInPage,
  uniqueEmail,
} from './browser';
import { expectNoAxeViolations } from './axe';
import { addServerSessions } from './seeded-practice';
import { serverDocument } from './server-data';

const HOUR = 3_600_000;
const PASSWORD = 'insights1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Today at noon (local), so the three sessions at 09:00 are all in the past. */
function todayNoon(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe('Insights', () => {
  it('shows the streak by the plan, today in the heatmap, and downloads the sessions', async () => {
    const email = uniqueEmail('insights');
    const uid = await createAccount(email, PASSWORD, 'Insights Tester');
    const today = todayNoon();
    // A cold emulator on a busy machine can miss the SDK's 10 s first-contact window.
    await serverDocument(`users/${uid}`);
    const { context, page } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { viewport: { width: 1280, height: 900 }, clockAt: today },
    );

    // Before any session: how to start.
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await page.waitForURL('**/insights');
    await page.getByText('No practice to show yet').waitFor();
    await screenshot(page, 'insights-empty');

    await page.getByRole('link', { name: '← Back to Goals' }).click();
    await addGoal(page, 'Cello, scales; "daily"');
    const goalId = await page
      .getByRole('article', { name: 'Cello, scales; "daily"' })
      .getAttribute('data-goal-id');
    expect(goalId).toBeTruthy();
    const ids = await addServerSessions(uid, goalId!, today, [2, 1, 0]);

    await screenshot(page, 'insights-goals-page');
    await page.getByRole('link', { name: 'Insights for Cello, scales; "daily"' }).click();
    await page.waitForURL(`**/insights?goal=${goalId}`);
    // One goal follows its plan: the weekly default is any day once a week, so its streak is in
    // weeks, counted from the goal's start (today): when the three days span two weeks (today a
    // Sunday or a Monday), the week before the start does not count.
    const weeks = '1 week';
    await page.getByText(`Current streak ${weeks}`).waitFor();
    await page.getByText(`Longest streak ${weeks}`).waitFor();
    const cell = page.getByRole('gridcell', { name: `${format(today, 'MMM d, yyyy')}: 1.0 h` });
    await expect(cell.getAttribute('aria-current')).resolves.toBe('date');
    await cell.focus();
    await page.keyboard.press('ArrowUp');
    const yesterday = new Date(today.getTime() - 24 * HOUR);
    const yesterdayCell = page.getByRole('gridcell', {
      name: `${format(yesterday, 'MMM d, yyyy')}: 1.0 h`,
    });
    // On a Sunday (the top row) there is no day above: the focus stays on today.
    if (today.getDay() !== 0)
      await expect(yesterdayCell.getAttribute('tabindex')).resolves.toBe('0');

    const ics = await downloadText(page, 'Download calendar (.ics)');
    expect(ics.name).toMatch(/\.ics$/);
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    expect(ics.text).toContain('SUMMARY:Cello\\, scales\\; "daily"\r\n');
    for (const id of ids) expect(ics.text).toContain(`UID:${goalId}-${id}@masterly\r\n`);
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 9);
    expect(ics.text).toContain(
      `DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}\r\n`,
    );

    const csv = await downloadText(page, 'Download sessions (CSV)');
    expect(csv.name).toMatch(/\.csv$/);
    expect(
      csv.text.startsWith(
        '\uFEFFProject,Description,Start date,Start time,End date,End time,Duration,Value,Unit,Part\r\n',
      ),
    ).toBe(true);
    expect(csv.text).toContain(
      `"Cello, scales; ""daily""",,${format(today, 'yyyy-MM-dd')},09:00:00,${format(today, 'yyyy-MM-dd')},10:00:00,01:00:00,,,\r\n`,
    );
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(4);

    await expectNoAxeViolations(page, 'insights desktop');

    // Offline, the page still shows everything from this device's copy. All goals, here the
    // one goal, follow its plan too.
    await context.setOffline(true);
    await page.getByRole('link', { name: '← Back to Goals' }).click();
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await page.getByText(`Current streak ${weeks}`).waitFor();
    await context.setOffline(false);

    await page.getByLabel('Goal', { exact: true }).selectOption('all');
    await page.getByText('All goals: hours per day').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'insights-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText('All goals: hours per day').waitFor();
    await screenshot(page, 'insights-phone');
    await expectNoAxeViolations(page, 'insights phone');
    await context.close();
  });
});
