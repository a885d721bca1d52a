// What the journal's files share (journal.e2e.ts, journal-export.e2e.ts): the goal card, its
// session log, the goal's measure, downloads, deleting a goal and importing a file.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';

export const HOUR = 3_600_000;
export const PASSWORD = 'practice1';

export type Journaled = { note?: string; value?: number };
export const card = (page: Page, name: string) => page.getByRole('article', { name });
export const widget = (page: Page) => page.getByRole('complementary', { name: 'Running timer' });
export const log = (page: Page) => page.getByRole('dialog', { name: 'Practice sessions' });
export const rows = (page: Page) =>
  log(page).getByRole('list', { name: 'Logged sessions' }).getByRole('listitem');

export async function openLog(page: Page, goal: string) {
  await card(page, goal).getByRole('button', { name: 'Sessions' }).click();
  await log(page).waitFor();
}

/** Names what the goal measures in its settings: Tempo in bpm, higher is better. */
export async function measureTempo(page: Page, goal: string) {
  await card(page, goal).getByRole('button', { name: 'Goal settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Goal Settings' });
  await settings.getByLabel('Measure something in each session').check();
  await settings.getByLabel('What you measure').fill('Tempo');
  await settings.getByLabel('Unit (optional)').fill('bpm');
  await expectNoAxeViolations(page, 'goal settings with a measure', { include: '[role="dialog"]' });
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await settings.waitFor({ state: 'detached' });
}

export async function downloadText(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { path: await download.path(), text: await readFile(await download.path(), 'utf8') };
}

export async function deleteGoal(page: Page, goal: string) {
  await card(page, goal).getByRole('button', { name: 'Delete goal' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await card(page, goal).waitFor({ state: 'detached' });
}

export async function importFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel('Import file').setInputFiles(file);
  const settings = page.getByRole('dialog', { name: 'Import Time Settings' });
  await settings.getByRole('button', { name: 'Import Goals' }).click();
  await page
    .getByRole('alertdialog', { name: 'Apply default settings?' })
    .getByRole('button', { name: 'No, keep theirs' })
    .click();
  // Done once the Import button is back (it reads "Importing..." from the click on): a failure's
  // alert would otherwise hide the next dialog opened.
  await page.getByRole('button', { name: 'Import', exact: true, disabled: false }).waitFor();
  const alert = page.getByRole('alertdialog');
  await page
    .getByText(/^(Imported|Added) \d/)
    .or(alert)
    .first()
    .waitFor();
  if (await alert.isVisible()) throw new Error(`The import failed: ${await alert.textContent()}`);
}
