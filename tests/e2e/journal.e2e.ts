// The practice journal: "How did it go?" after a Stop, a note and a measured value kept on the
// session across a reload and a second tab, carried by the sessions CSV and read back by its
// import (the JSON export, the log's and the value chart's looks: journal-export.e2e.ts); axe on
// every new dialog.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { dayKey } from '../../src/domain/weeks';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { eventually, serverSessions } from './server-data';
import {
  HOUR,
  PASSWORD,
  card,
  deleteGoal,
  downloadText,
  importFile,
  log,
  measureTempo,
  openLog,
  rows,
  widget,
  type Journaled,
} from './journal-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the practice journal', () => {
  it('asks how it went after Stop; the note survives a reload and shows in a second tab', async () => {
    const email = uniqueEmail('journal');
    const uid = await createAccount(email, PASSWORD, 'Journal Tester');
    const from = new Date(Date.now() - 6 * HOUR);
    const { page, context } = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { clockAt: from },
    );
    await addGoal(page, 'Violin');
    await measureTempo(page, 'Violin');

    await card(page, 'Violin').getByRole('button', { name: 'Timer' }).click();
    await widget(page).waitFor();
    await page.clock.setSystemTime(new Date(from.getTime() + 0.5 * HOUR));
    await widget(page).getByRole('button', { name: 'Stop' }).click();
    const offer = page.getByRole('region', { name: 'How did it go?' });
    await offer.getByRole('button', { name: 'Add a note' }).click();
    const asked = page.getByRole('dialog', { name: 'How did it go?' });
    await asked.waitFor();
    // The session is saved at Stop, before any answer.
    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the stopped session',
    );
    await expectNoAxeViolations(page, 'How did it go?', { include: '[role="dialog"]' });
    await asked.getByLabel('Note').fill('Kreutzer no. 2, bowing even at last');
    await asked.getByLabel('Tempo (bpm)').fill('92');
    await asked.getByRole('button', { name: 'Save note' }).click();
    await asked.waitFor({ state: 'detached' });
    await eventually(
      () => serverSessions(uid) as Promise<Journaled[]>,
      (s) => s[0]?.note === 'Kreutzer no. 2, bowing even at last' && s[0]?.value === 92,
      'the note on the server',
    );

    await page.reload();
    await openLog(page, 'Violin');
    await rows(page).first().getByText('Kreutzer no. 2, bowing even at last').waitFor();
    await rows(page).first().getByText('92 bpm').waitFor();

    // A second tab shows it, and its edit reaches the first.
    const second = await context.newPage();
    await second.goto('/goals');
    await openLog(second, 'Violin');
    await rows(second).first().getByText('92 bpm').waitFor();
    await rows(second)
      .first()
      .getByRole('button', { name: /^Edit session/ })
      .click();
    await log(second).getByLabel('Tempo (bpm)').fill('96');
    await log(second).getByRole('button', { name: 'Save session' }).click();
    await rows(page).first().getByText('96 bpm').waitFor();
    await expectNoAxeViolations(page, 'session log with a journal', { include: '[role="dialog"]' });

    // Searching the notes.
    await log(page).getByRole('searchbox', { name: 'Search session notes' }).fill('kreutzer');
    await log(page).getByText('1 session with a matching note').waitFor();
    await log(page).getByRole('searchbox', { name: 'Search session notes' }).fill('');
    await context.close();
  });

  it('carries notes and values through the sessions CSV, read back by its import', async () => {
    const email = uniqueEmail('journal-files');
    const uid = await createAccount(email, PASSWORD, 'Journal Files');
    const { page, context } = await signedInPage(browser, { email, password: PASSWORD });
    await addGoal(page, 'Violin');
    await measureTempo(page, 'Violin');
    await openLog(page, 'Violin');
    const form = log(page).getByRole('form', { name: 'Log past practice' });
    for (const [daysBack, note, value] of [
      [3, 'Scales in thirds, slow', '80'],
      [2, 'Études: first page', '88'],
      [1, 'Repertoire run-through', '84'],
    ] as const) {
      const day = new Date(Date.now() - daysBack * 24 * HOUR);
      await form.getByLabel('Date').fill(dayKey(day));
      await form.getByRole('button', { name: 'Log session' }).click();
      await rows(page).filter({ hasNotText: 'Note:' }).first().waitFor();
      const row = rows(page).filter({ hasNotText: 'Note:' }).first();
      await row.getByRole('button', { name: /^Edit session/ }).click();
      // The add form above asks for a note and a value too: these are the edit's.
      const edit = log(page).getByRole('form', { name: 'Edit session' });
      await edit.getByRole('textbox', { name: 'Note' }).fill(note);
      await edit.getByLabel('Tempo (bpm)').fill(value);
      await log(page).getByRole('button', { name: 'Save session' }).click();
      await rows(page).getByText(note).waitFor();
    }
    await eventually(
      () => serverSessions(uid) as Promise<Journaled[]>,
      (s) => s.length === 3 && s.every((x) => x.note && x.value),
      'three journaled sessions on the server',
    );

    // The sessions CSV, downloaded from Insights (its value chart: journal-export.e2e.ts).
    await page.goto('/insights');
    await page.getByRole('button', { name: 'Download sessions (CSV)', disabled: false }).waitFor();
    const csv = await downloadText(page, 'Download sessions (CSV)');
    expect(csv.text).toContain('Duration,Value,Unit,Part\r\n');
    expect(csv.text).toMatch(/Violin,Études: first page,.*,88,bpm,\r\n/);

    // The CSV read back by the import.
    await page.goto('/goals');
    await deleteGoal(page, 'Violin');
    await importFile(page, {
      name: 'sessions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.text),
    });
    await openLog(page, 'Violin');
    await rows(page).getByText('Études: first page').waitFor();
    await rows(page).getByText('Value: 88').waitFor();
    await log(page).getByRole('button', { name: 'Close' }).last().click();
    await log(page).waitFor({ state: 'detached' });
    await context.close();
  });
});
