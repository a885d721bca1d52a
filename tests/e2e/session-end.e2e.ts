// Every way a session ends leaves nothing of that person on a shared browser: a forced
// sign-out (the administrator deactivates the account) and a sign-out in another tab.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED } from '../../src/domain/auth-errors';
import {
  addGoal,
  createAccount,
  launchBrowser,
  newPage,
  screenshot,
  signInToGoals,
  uniqueEmail,
} from './browser';
import { deleteAsOwner, patchAsOwner } from './server-data';

const PASSWORD = 'practice1';
const RUN = Date.now();
const CAMPAIGN = `campaigns/campaign_${RUN}_session_end`;
const BANNER = `adWays/adway_${RUN}_session_end`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const stamp = new Date().toISOString();
  await patchAsOwner(CAMPAIGN, {
    name: 'Session End Books',
    type: 'external',
    url: 'https://books.example.com/session-end',
    description: 'Practice reading.',
    status: 'active',
    clicks: 0,
    revenue: 0,
    createdAt: stamp,
    updatedAt: stamp,
  });
  await patchAsOwner(BANNER, {
    name: 'Session End banner',
    description: '',
    isActive: true,
    displayMethod: 'banner',
    targetLocation: 'goals-page-header',
    frequency: 'every-visit',
    createdAt: stamp,
    updatedAt: stamp,
  });
});
afterAll(async () => {
  await deleteAsOwner(CAMPAIGN);
  await deleteAsOwner(BANNER);
  await browser?.close();
});

/** The keys of this app's that hold a person's data (storage-keys.ts), left in this browser. */
const userDataKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) =>
      /^masterly|^goals$|^default-settings$|^goal-settings-|^goalSettings_/.test(key),
    ),
  );

/** A mark in the page's memory: gone once the page has started over. */
const markMemory = (page: Page) =>
  page.evaluate(() => Object.assign(window, { previousPersonMark: true }));
const memoryMarked = (page: Page) => page.evaluate(() => 'previousPersonMark' in window);

async function addGoalAndStartTimer(page: Page, name: string) {
  await addGoal(page, name);
  await page.getByRole('article', { name }).getByRole('button', { name: 'Timer' }).click();
  await page.getByRole('complementary', { name: 'Running timer' }).waitFor();
}

describe('when a session ends', () => {
  it('leaves nothing of a deactivated user for the next person on the browser', async () => {
    const emailA = uniqueEmail('shared-a');
    const uidA = await createAccount(emailA, PASSWORD, 'Person A');
    const emailB = uniqueEmail('shared-b');
    const uidB = await createAccount(emailB, PASSWORD, 'Person B');
    const { page, context } = await newPage(browser);

    await signInToGoals(page, emailA, PASSWORD);
    await addGoalAndStartTimer(page, 'Secret goal of A');
    await page.getByRole('complementary', { name: 'Advertisement' }).first().waitFor();
    expect((await userDataKeys(page)).length).toBeGreaterThan(0);
    await markMemory(page);

    await patchAsOwner(`users/${uidA}`, { isActive: false });
    await page.waitForURL('**/login');
    await page.getByText(ACCOUNT_DEACTIVATED).waitFor();
    await screenshot(page, 'forced-sign-out');
    await expect(userDataKeys(page)).resolves.toEqual([]);
    await expect(memoryMarked(page)).resolves.toBe(false);

    // B has a paid plan: no advertising at all, whatever A was shown.
    await patchAsOwner(`users/${uidB}`, {
      uid: uidB,
      email: emailB,
      displayName: 'Person B',
      role: 'user',
      subscriptionPlan: 'pro',
      createdAt: new Date().toISOString(),
      lastLoginAt: new Date().toISOString(),
      isActive: true,
    });
    await signInToGoals(page, emailB, PASSWORD);
    await page.getByText('No active goals yet. Create your first goal to get started!').waitFor();
    await page.getByText('Welcome, Person B').waitFor();
    await expect(page.getByText('Secret goal of A').count()).resolves.toBe(0);
    await expect(page.getByRole('complementary', { name: 'Running timer' }).count()).resolves.toBe(
      0,
    );
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).count()).resolves.toBe(
      0,
    );
    await expect(page.getByText(ACCOUNT_DEACTIVATED).count()).resolves.toBe(0);
    await context.close();
  });

  it('ends the session in every tab when one tab signs out', async () => {
    const email = uniqueEmail('two-tabs');
    await createAccount(email, PASSWORD, 'Tab Person');
    const { page: first, context } = await newPage(browser);
    await signInToGoals(first, email, PASSWORD);
    const second = await context.newPage();
    await second.goto('/goals');
    await second.getByRole('button', { name: 'Add Goal' }).waitFor();
    await markMemory(second);

    await first.getByRole('button', { name: 'Sign Out' }).click();
    await first.waitForURL((url) => url.pathname === '/');
    await second.waitForURL('**/login');
    await second.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(userDataKeys(second)).resolves.toEqual([]);
    await expect(memoryMarked(second)).resolves.toBe(false);
    await second.goto('/goals');
    await second.waitForURL('**/login**');
    await context.close();
  });
});
