import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDigest, sumDays } from '../../src/domain/tally-digest';
import { decodeSummary, withMoves } from '../../src/domain/year-summary';
import { createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import {
  eventually,
  patchAsOwner,
  serverDocument,
  serverGoals,
  serverSessions,
} from './server-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOUR = 3_600_000;
const GOALS = 3;
// Six batches of sessions, sent one after another: the page is closed once the first is saved,
// with the second on its way (the next visit counts once it is in), so some are always left for
// the second import.
const PER_GOAL = 300;

/** This app's export of GOALS goals of PER_GOAL one-hour sessions, a day apart (over a year). */
function exportFile() {
  const now = Date.now();
  const goals = Array.from({ length: GOALS }, (_, g) => ({
    name: `Long history ${g + 1}`,
    startDate: new Date(now - 400 * 24 * HOUR).toISOString(),
    sessions: Array.from({ length: PER_GOAL }, (_, i) => {
      const start = now - (i + 1) * 30 * HOUR - g * HOUR;
      return { id: `long-${g}-${i}`, start, end: start + HOUR, source: 'manual' };
    }),
  }));
  const buffer = Buffer.from(JSON.stringify({ version: '1.0', goals }));
  return { name: 'long-history.json', mimeType: 'application/json', buffer };
}

async function startImport(page: Page, file: ReturnType<typeof exportFile>) {
  await page.getByLabel('Import file').setInputFiles(file);
  const settings = page.getByRole('dialog', { name: 'Import Time Settings' });
  await settings.getByRole('button', { name: 'Import Goals' }).click({ timeout: 60_000 });
  await page
    .getByRole('alertdialog', { name: 'Apply default settings?' })
    .getByRole('button', { name: 'No, keep theirs' })
    .click();
}

/**
 * Each goal's session count as its tally documents hold it (goalTallies, summed per day, the
 * days a visit folded into the year's digest included, or the year's summary when a visit
 * summed up an old year).
 */
async function tallied(goalId: string, years: number[]) {
  let n = 0;
  for (const year of years) {
    const tally = await serverDocument(`goalTallies/${goalId}_${year}`);
    const days = (tally?.days ?? {}) as Parameters<typeof sumDays>[0];
    const summary = decodeSummary(year, tally?.summary);
    const all = summary
      ? [...withMoves(summary, year, days).weeks.values()]
      : Object.values(sumDays(decodeDigest(tally?.digest), days));
    n += all.reduce((sum, total) => sum + total.n, 0);
  }
  return n;
}

describe('an import cut short by closing its page', () => {
  it('is told on the next visit, with totals that match the sessions; the same file adds the rest', async () => {
    const email = uniqueEmail('interrupted');
    const uid = await createAccount(email, 'practice1', 'Importer');
    const now = new Date().toISOString();
    const profile = { uid, email, displayName: 'Importer', role: 'user', isActive: true };
    const times = { createdAt: now, lastLoginAt: now, subscriptionPlan: 'pro' };
    await patchAsOwner(`users/${uid}`, { ...profile, ...times });
    const { page, context } = await signedInPage(browser, { email, password: 'practice1' });
    const file = exportFile();
    await startImport(page, file);
    const total = (GOALS * PER_GOAL).toLocaleString('en-US');
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar.getAttribute('aria-valuetext')).resolves.toBe(
      `Importing… 0 of ${total} sessions`,
    );
    // The first batch saved (the goals and some sessions), most of the rest not yet sent.
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[aria-label="Import progress"]')?.getAttribute('aria-valuenow'),
        ) > 0,
      undefined,
      { polling: 'raf', timeout: 100_000 },
    );
    await page.close();

    const next = await context.newPage();
    await next.goto('/goals');
    const notice = next.getByRole('alertdialog');
    await notice.waitFor({ timeout: 60_000 });
    const text = (await notice.textContent()) ?? '';
    const said = text.match(/page closed saved ([\d,]+) of its ([\d,]+) sessions/);
    expect(said?.[2]).toBe(total);
    const saved = Number(said![1]!.replace(/,/g, ''));
    expect(saved).toBeGreaterThan(0);
    expect(text).toContain('Import the same file again to add the rest');
    const sessions = await serverSessions(uid);
    expect(sessions).toHaveLength(saved);
    const goals = await serverGoals(uid);
    expect(goals).toHaveLength(GOALS);
    const years = [...new Set(sessions.map((s) => new Date(s.start).getFullYear()))];
    for (const goal of goals) {
      const own = sessions.filter((s) => s.goalId === goal.id).length;
      expect(own).toBeGreaterThan(0);
      await expect(tallied(goal.id, years)).resolves.toBe(own);
    }
    await notice.getByRole('button', { name: 'OK' }).click();

    await startImport(next, file);
    await next
      .getByText(/^Added [\d,]+ sessions to 3 goals imported before/)
      .waitFor({ timeout: 200_000 });
    await eventually(
      () => serverSessions(uid),
      (all) => all.length === GOALS * PER_GOAL,
      'every session on the server, once',
    );
    expect(await serverGoals(uid)).toHaveLength(GOALS);
    await context.close();
  }, 400_000);
});
