import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, newPage, signIn, uniqueEmail } from './browser';

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
    const { page, context } = await newPage(browser);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
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
    await imported.getByText(/2\.0 \/ 4\.0 h/).waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await page.getByRole('article', { name: 'Violin' }).getByText('Total 12.5 h').waitFor();
    await context.close();
  });

  it('refuses a file that is not an export and changes nothing', async () => {
    const email = uniqueEmail('badimport');
    await createAccount(email, 'practice1');
    const { page, context } = await newPage(browser);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
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
