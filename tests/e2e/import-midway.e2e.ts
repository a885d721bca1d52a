import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelAfter } from '../../src/domain/skill-levels';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { saveScreenshot } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOUR = 3_600_000;
const SESSIONS = 800;

/** This app's export of one goal of SESSIONS half-hour sessions (400 h, level 6 · The One). */
function exportFile() {
  const now = Date.now();
  const sessions = Array.from({ length: SESSIONS }, (_, i) => {
    const start = now - (i + 1) * 10 * HOUR;
    return { id: `half-${i}`, start, end: start + HOUR / 2, source: 'manual' };
  });
  const goal = {
    name: 'Long practice',
    startDate: new Date(now - 400 * 24 * HOUR).toISOString(),
    currentLevel: 6,
    totalTimeSpent: 400,
    sessions,
  };
  const buffer = Buffer.from(JSON.stringify({ version: '1.0', goals: [goal] }));
  return { name: 'long-practice.json', mimeType: 'application/json', buffer };
}

interface Sample {
  busy: boolean;
  saved: number | null;
  card: string | null;
  toast: boolean;
}

/** Records, at every change of the page, the Import button, the progress and the imported card. */
async function recordImport(page: Page) {
  await page.evaluate(() => {
    const samples: Sample[] = [];
    Object.assign(window, { importSamples: samples });
    const take = () => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        /^Import(ing\.\.\.)?$/.test(b.textContent ?? ''),
      );
      const bar = document.querySelector('[aria-label="Import progress"]');
      const card = document.querySelector('article[aria-label="Long practice"]');
      samples.push({
        busy: button?.disabled === true && button.textContent === 'Importing...',
        saved: bar ? Number(bar.getAttribute('aria-valuenow')) : null,
        card: card?.textContent ?? null,
        toast: document.body.textContent?.includes('Imported 1 goal') ?? false,
      });
    };
    new MutationObserver(take).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

describe('an import on its way', () => {
  it('keeps Import busy until the end, beside the running timer, with a level its total earns', async () => {
    const email = uniqueEmail('midway');
    await createAccount(email, 'practice1');
    const { page, context } = await signedInPage(
      browser,
      { email, password: 'practice1' },
      { viewport: { width: 390, height: 844 } },
    );
    await addGoal(page, 'Guitar');
    await page
      .getByRole('article', { name: 'Guitar' })
      .getByRole('button', { name: 'Timer' })
      .click();
    const timer = page.getByRole('complementary', { name: 'Running timer' });
    await timer.waitFor();

    await recordImport(page);
    await page.getByLabel('Import file').setInputFiles(exportFile());
    const settings = page.getByRole('dialog', { name: 'Import Time Settings' });
    await settings.getByRole('button', { name: 'Import Goals' }).click({ timeout: 60_000 });
    await page
      .getByRole('alertdialog', { name: 'Apply default settings?' })
      .getByRole('button', { name: 'No, keep theirs' })
      .click();

    // Mid-way: the progress card sits above the timer, whose buttons stay in reach.
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[aria-label="Import progress"]')?.getAttribute('aria-valuenow'),
        ) > 0,
      undefined,
      { polling: 'raf', timeout: 100_000 },
    );
    await saveScreenshot(page, 'test-results/import-midway-390.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'test-results/import-midway-1280.png');
    await page.setViewportSize({ width: 390, height: 844 });
    const progressBox = await bar.evaluate((el) => el.parentElement!.getBoundingClientRect());
    for (const name of ['Pause', 'Stop', /^Reset/]) {
      const button = timer.getByRole('button', { name });
      const box = (await button.boundingBox())!;
      const overlaps =
        box.x < progressBox.right &&
        progressBox.left < box.x + box.width &&
        box.y < progressBox.bottom &&
        progressBox.top < box.y + box.height;
      expect(overlaps, `the progress card covers ${String(name)}`).toBe(false);
    }

    await page.getByText('Imported 1 goal', { exact: true }).waitFor({ timeout: 200_000 });
    const samples = await page.evaluate(
      () => (window as unknown as { importSamples: Sample[] }).importSamples,
    );
    // From the first sample with the progress card to the last: the whole import.
    const shown = samples.flatMap((s, i) => (s.saved === null ? [] : [i]));
    const during = samples.slice(shown[0], shown.at(-1)! + 1);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((s) => !s.busy).map((s) => s.saved)).toEqual([]);
    const cards = samples.flatMap((s) => (s.card ? [s.card] : []));
    expect(cards.length).toBeGreaterThan(0);
    const disagreeing = cards.filter((card) => {
      const level = Number(/Level (\d)/.exec(card)?.[1]);
      const total = Number(/Total ([\d,.]+) h/.exec(card)?.[1]?.replace(/,/g, ''));
      return levelAfter(1, total) !== level;
    });
    expect(disagreeing.slice(0, 3)).toEqual([]);
    await page.getByRole('article', { name: 'Long practice' }).getByText('Total 400.0 h').waitFor();
    await context.close();
  }, 300_000);
});
