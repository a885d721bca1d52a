// The accessibility files walk one page through many screens, one test per screen (page or
// dialog), each checked by axe in the dark and the light theme; a failing test names its screen.
// The tests of a walk run in order on the same page: each leaves it as the next one expects,
// closing its dialog before it asserts, so one failure does not fail the screens after it.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { inBothThemes, type AxeOptions } from './axe';
import { daysAgo, togglCsv } from './toggl-csv';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const DEVICES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** A dialog is checked alone: the page behind it is inert and covered. */
export const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Where the page changes when a toast shows or the timer runs (the rest is checked alone). */
export const TOASTS = '[aria-label="Notifications (F8)"]';
/** The running timer and the offer to keep it in the status bar, which comes with it. */
const TIMER = ['[aria-label="Running timer"]', '[aria-labelledby="timer-notification-title"]'];

type CheckOptions = AxeOptions & { fullPage?: boolean };

/** What axe finds on the page in both themes (with MASTERLY_SCREENSHOTS=1, a full-page screenshot of each). */
export const violations = (page: Page, name: string, options?: CheckOptions) =>
  inBothThemes(page, name, options);
/** What axe finds in the open dialog alone. */
export const dialogViolations = (page: Page, name: string) =>
  inBothThemes(page, name, { include: DIALOG, fullPage: false });
/** What axe finds in one part of the page. */
export const partViolations = (page: Page, name: string, include: string | string[]) =>
  inBothThemes(page, name, { include, fullPage: false });

/** Moves within the app the way its links do (no reload, the session stays). */
export async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Closes a dialog with its button and waits until it is gone. */
export async function close(dialog: Locator, button = 'Cancel') {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A Toggl Track CSV with two projects practised in the last days. */
export const csvFile = () => ({
  name: 'toggl.csv',
  mimeType: 'text/csv',
  buffer: togglCsv([
    { project: 'Piano', description: 'Practice', start: daysAgo(1, 9), end: daysAgo(1, 10) },
    { project: 'Piano', description: 'Practice', start: daysAgo(8, 9), end: daysAgo(8, 11) },
    { project: 'Guitar', description: 'Practice', start: daysAgo(3, 8), end: daysAgo(3, 9) },
  ]),
});

/** Imports the Toggl file's Piano and Guitar, keeping their settings (no checks on the way). */
export async function importPractice(page: Page) {
  await page.getByLabel('Import file').setInputFiles(csvFile());
  await page
    .getByRole('dialog', { name: 'Import Time Settings' })
    .getByRole('button', { name: 'Import Goals' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Apply default settings?' })
    .getByRole('button', { name: 'No, keep theirs' })
    .click();
  await page.getByRole('article', { name: 'Piano' }).waitFor();
}

/** A test that opens a page the way its link does, waits for its title and checks it. */
export function pageTest(page: () => Page, path: string, title: string | RegExp, name: string) {
  it(name, async () => {
    await go(page(), path);
    await heading(page(), title);
    expect(await violations(page(), name)).toEqual([]);
  });
}

/** Tests of the running timer on `goal`, the share dialog and the page its link opens. */
export function timerAndShareTests(page: () => Page, goal: string) {
  let link: URL;
  it('timer-running', async () => {
    const widget = page().getByRole('complementary', { name: 'Running timer' });
    await page()
      .getByRole('article', { name: goal })
      .getByRole('button', { name: 'Timer' })
      .click();
    await widget.waitFor();
    await page().getByRole('region', { name: 'Keep timer visible in status bar?' }).waitFor();
    const found = await partViolations(page(), 'timer-running', [
      ...TIMER,
      `article[aria-label="${goal}"]`,
    ]);
    await widget.getByRole('button', { name: 'Stop' }).click();
    await widget.waitFor({ state: 'detached' });
    expect(found).toEqual([]);
  });

  it('share-dialog', async () => {
    await page().getByRole('button', { name: 'Share' }).click();
    const share = page().getByRole('dialog', { name: 'Share Goals' });
    await share.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    const found = await dialogViolations(page(), 'share-dialog');
    link = new URL(await share.getByRole('textbox', { name: 'Share link' }).inputValue());
    await close(share, 'Close');
    expect(found).toEqual([]);
  });

  it('shared-page', async () => {
    await go(page(), link.pathname + link.search);
    // The own goals page has a Piano card too: wait for the shared one.
    await heading(page(), 'Shared goals');
    await page()
      .getByRole('list', { name: 'Shared goals' })
      .getByRole('article', { name: 'Piano' })
      .getByText(/^Total \d/)
      .waitFor();
    expect(await violations(page(), 'shared-page')).toEqual([]);
  });
}

/** Tests of Insights with the imported practice, then Guitar completed and the completed page. */
export function insightsAndCompletedTests(page: () => Page) {
  it('insights', async () => {
    await go(page(), '/insights');
    await heading(page(), 'Insights');
    await page()
      .getByRole('heading', { name: /Hours per week/ })
      .waitFor();
    expect(await violations(page(), 'insights')).toEqual([]);
  });

  it('completed', async () => {
    await go(page(), '/goals');
    await page().getByRole('article', { name: 'Guitar' }).getByLabel('Completed').click();
    await page().getByRole('article', { name: 'Guitar' }).waitFor({ state: 'detached' });
    await go(page(), '/completed');
    await heading(page(), 'Completed Goals');
    await page().getByRole('rowheader', { name: 'Guitar' }).waitFor();
    expect(await violations(page(), 'completed')).toEqual([]);
  });
}
