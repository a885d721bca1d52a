// The practice journal in the JSON export: the notes, the values and the goal's measure go out in
// the export and come back with its import; the log and the values' chart on Insights, on a phone
// and a desktop, in both themes. The journaled sessions arrive through the sessions CSV's import
// (whose round trip from the log is journal.e2e.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionsCsv } from '../../src/domain/insights/sessions-csv';
import { type AxeOptions, inBothThemes } from './axe';
import { createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import {
  HOUR,
  PASSWORD,
  deleteGoal,
  downloadText,
  importFile,
  log,
  measureTempo,
  openLog,
  rows,
} from './journal-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sessions CSV of three journaled sessions of Violin, as the app downloads it. */
function journaledCsv() {
  const sessions = (
    [
      [3, 'Scales in thirds, slow', 80],
      [2, 'Études: first page', 88],
      [1, 'Repertoire run-through', 84],
    ] as const
  ).map(([daysBack, note, value]) => {
    const start = Date.now() - daysBack * 24 * HOUR;
    return {
      id: `s${daysBack}`,
      goalId: 'violin',
      goalName: 'Violin',
      start,
      end: start + HOUR,
      note,
      value,
      unit: 'bpm',
    };
  });
  return {
    name: 'sessions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(buildSessionsCsv(sessions)),
  };
}

/** A new account signed in, with the three journaled sessions of Violin imported. */
async function journalImported(prefix: string) {
  const email = uniqueEmail(prefix);
  await createAccount(email, PASSWORD, 'Journal Tester');
  const signedIn = await signedInPage(browser, { email, password: PASSWORD });
  await importFile(signedIn.page, journaledCsv());
  return signedIn;
}

/** The page at each width, axe-checked and photographed in both themes. */
async function atBothWidths(
  page: Page,
  name: string,
  options?: AxeOptions & { fullPage?: boolean },
) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await inBothThemes(page, name, options);
  }
}

describe('the practice journal in the JSON export', () => {
  it('carries notes, values and the measure through the export and its import', async () => {
    const { page, context } = await journalImported('journal-export');
    await openLog(page, 'Violin');
    await rows(page).getByText('Repertoire run-through').waitFor();
    await log(page).getByRole('button', { name: 'Close' }).last().click();
    await log(page).waitFor({ state: 'detached' });

    // The JSON export, measure included.
    await measureTempo(page, 'Violin');
    const exported = await downloadText(page, 'Export');
    expect(exported.text).toContain('"note": "Repertoire run-through"');
    await deleteGoal(page, 'Violin');

    // Imported back: notes, values and the goal's measure come back.
    await importFile(page, exported.path);
    await openLog(page, 'Violin');
    await rows(page).getByText('Repertoire run-through').waitFor();
    await rows(page).getByText('84 bpm').waitFor();
    await atBothWidths(page, 'journal-session-log', {
      include: '[role="dialog"]',
      fullPage: false,
    });
    await context.close();
  });

  it('charts the measured values on Insights, on a phone and a desktop, in both themes', async () => {
    const { page, context } = await journalImported('journal-chart');
    await measureTempo(page, 'Violin');
    await page.goto('/insights');
    await page.getByRole('heading', { name: 'Violin: tempo' }).waitFor();
    await page.getByText('Best so far: 88 bpm').waitFor();
    await atBothWidths(page, 'journal-value-chart');
    await context.close();
  });
});
