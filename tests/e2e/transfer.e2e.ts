import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureZip } from '../../src/domain/import/fixtures/read-fixture';
import {
  addGoal,
  createAccount,
  launchBrowser,
  signedInPage,
  uniqueEmail,
  waitForServiceWorker,
} from './browser';
import { daysAgo, togglCsv } from './toggl-csv';
import { expectNoAxeViolations } from './axe';
import { HOURS, eventually, patchAsOwner, serverGoals, serverSessions } from './server-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('export and import', () => {
  it('exports a file, and imports it back with customised time', async () => {
    const email = uniqueEmail('transfer');
    await createAccount(email, 'practice1', 'Transfer Tester');
    const { page, context } = await signedInPage(browser, { email, password: 'practice1' });
    await addGoal(page, 'Violin');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^masterly-export-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json$/,
    );
    const path = await download.path();
    const file = JSON.parse(await readFile(path, 'utf8'));
    expect(file.version).toBe('1.0');
    expect(typeof file.exportDate).toBe('string');
    expect(file.goals.map((g: { name: string }) => g.name)).toEqual(['Violin']);

    await page
      .getByRole('article', { name: 'Violin' })
      .getByRole('button', { name: 'Delete goal' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No active goals yet. Create your first goal to get started!').waitFor();

    await page.getByLabel('Import file').setInputFiles(path);
    const settings = page.getByRole('dialog', { name: 'Import Time Settings' });
    const violin = settings.getByRole('listitem', { name: 'Violin' });
    await violin.getByText('Active', { exact: true }).waitFor();
    await violin.getByLabel('Customize time').check();
    await violin.getByLabel('Total Time Spent (hours)').fill('12.5');
    await violin.getByLabel('Weekly Time Spent (hours)').fill('2');
    await settings.getByRole('button', { name: 'Import Goals' }).click();
    await page
      .getByRole('alertdialog', { name: 'Apply default settings?' })
      .getByRole('button', { name: 'No, keep theirs' })
      .click();

    const imported = page.getByRole('article', { name: 'Violin' });
    await imported.getByText('Total 12.5 h').waitFor();
    // A new goal's weekly goal is its hours target, 5 hours a week by default.
    await imported.getByText(/2\.0 \/ 5\.0 h/).waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await page.getByRole('article', { name: 'Violin' }).getByText('Total 12.5 h').waitFor();
    await context.close();
  });

  it('refuses a file that is not an export and changes nothing', async () => {
    const email = uniqueEmail('badimport');
    await createAccount(email, 'practice1');
    const { page, context } = await signedInPage(browser, { email, password: 'practice1' });
    await addGoal(page, 'Kept');
    await page.getByLabel('Import file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"not":"goals"}'),
    });
    await expect(page.getByRole('alertdialog').textContent()).resolves.toContain(
      'Invalid file format',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await context.close();
  });
});

/** Toggl entries in the last days: a quoted project and description, and one past midnight. */
const togglFile = () =>
  togglCsv([
    {
      project: '"Piano, classical"',
      description: '"Scales, ""Hanon"""',
      start: daysAgo(1, 9),
      end: daysAgo(1, 10),
    },
    { project: 'Hackathon', description: 'Build', start: daysAgo(3, 8), end: daysAgo(2, 14) },
  ]);

async function importFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  beforeConfirming = async () => {},
) {
  await page.getByLabel('Import file').setInputFiles(file);
  const settings = page.getByRole('dialog', { name: 'Import Time Settings' });
  await settings.waitFor();
  const summary = await settings.textContent();
  await expectNoAxeViolations(page, `import settings of ${file.name}`, {
    include: '[role="dialog"]',
  });
  await beforeConfirming();
  await settings.getByRole('button', { name: 'Import Goals' }).click();
  await page
    .getByRole('alertdialog', { name: 'Apply default settings?' })
    .getByRole('button', { name: 'No, keep theirs' })
    .click();
  return summary ?? '';
}

describe('an import without a connection', () => {
  it('says nothing was saved, and goes in once the connection is back', async () => {
    const email = uniqueEmail('offlineimport');
    const uid = await createAccount(email, 'practice1');
    const { page, context } = await signedInPage(
      browser,
      { email, password: 'practice1' },
      { serviceWorkers: 'allow' },
    );
    await page.getByText('All changes saved').waitFor();
    // The installed app: every part of it is on the device, the alert's included.
    await waitForServiceWorker(page);
    const toggl = { name: 'Toggl_time_entries.csv', mimeType: 'text/csv', buffer: togglFile() };
    // The connection drops once the file is read and the import is about to be sent.
    await importFile(page, toggl, () => context.setOffline(true));
    const alert = page.getByRole('alertdialog');
    await alert
      .getByText('The import failed and nothing was saved. Check your connection and try again.')
      .waitFor({ timeout: 30_000 });
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('article').count()).resolves.toBe(0);
    await context.setOffline(false);
    await expect(serverGoals(uid)).resolves.toHaveLength(0);

    await importFile(page, toggl);
    await page.getByRole('article', { name: 'Piano, classical' }).waitFor();
    await eventually(
      () => serverSessions(uid),
      (all) => all.length === 3,
      'the Toggl sessions on the server',
    );
    await context.close();
  });
});

describe('imports from other apps', () => {
  it('imports a Loop Habit Tracker zip and a Toggl Track CSV; the same Toggl file again adds nothing', async () => {
    const email = uniqueEmail('otherapps');
    const uid = await createAccount(email, 'practice1', 'Importer');
    const now = new Date().toISOString();
    await patchAsOwner(`users/${uid}`, {
      uid,
      email,
      displayName: 'Importer',
      role: 'user',
      subscriptionPlan: 'pro',
      createdAt: now,
      lastLoginAt: now,
      isActive: true,
    });
    const { page, context } = await signedInPage(browser, { email, password: 'practice1' });

    const loop = await importFile(page, {
      name: 'Loop Habits CSV 2026-11-18.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(fixtureZip('loop-export')),
    });
    expect(loop).toContain('From Loop Habit Tracker: 5 goals with 5 sessions found in the file.');
    await page.getByRole('article', { name: 'Practice scales' }).waitFor();
    const loopGoals = await eventually(
      () => serverGoals(uid),
      (goals) => goals.length === 5,
      'the Loop goals on the server',
    );
    expect(loopGoals.find((g) => g.name === 'Stretching')?.completed).toBe(true);
    expect(loopGoals.find((g) => g.name === 'Practice scales')?.note).toBe(
      'Did you practise scales today?\n\nMajor and minor keys',
    );
    const loopSessions = await eventually(
      () => serverSessions(uid),
      (sessions) => sessions.length === 5,
      'the Loop sessions on the server',
    );
    expect(HOURS(loopSessions)).toBeCloseTo(87.5 / 60 + 3.5, 6);

    const toggl = { name: 'Toggl_time_entries.csv', mimeType: 'text/csv', buffer: togglFile() };
    const summary = await importFile(page, toggl);
    expect(summary).toContain('From Toggl Track: 2 goals with 3 sessions found in the file.');
    await page.getByRole('article', { name: 'Piano, classical' }).waitFor();
    const sessions = await eventually(
      () => serverSessions(uid),
      (all) => all.length === 8,
      'the Toggl sessions on the server',
    );
    const goals = await serverGoals(uid);
    const hackathon = goals.find((g) => g.name === 'Hackathon')!;
    const parts = sessions.filter((s) => s.goalId === hackathon.id);
    expect(parts.map((s) => (s.end - s.start) / 3_600_000).sort((a, b) => a - b)).toEqual([6, 24]);
    expect(parts.every((s) => s.source === 'import')).toBe(true);

    await page.getByLabel('Import file').setInputFiles(toggl);
    const alert = page.getByRole('alertdialog');
    await alert
      .getByText('Everything in this file was imported before. Nothing was changed.')
      .waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(serverSessions(uid).then((all) => all.length)).resolves.toBe(8);
    await expect(serverGoals(uid).then((all) => all.length)).resolves.toBe(7);
    await context.close();
  });
});
