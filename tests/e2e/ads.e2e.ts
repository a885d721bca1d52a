// Advertising for free users: the goals-page banner and the once-per-session goal-completion
// modal; nothing for a pro user (not even the ads code).
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn, uniqueEmail } from './browser';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const [FS_HOST, FS_PORT] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8181').split(':');
const PASSWORD = 'ads-pass-1';
const RUN = Date.now();

let browser: Browser;
let env: RulesTestEnvironment;

async function seed(
  write: (
    db: ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>,
  ) => Promise<void>,
) {
  await env.withSecurityRulesDisabled(async (context) => write(context.firestore()));
}

beforeAll(async () => {
  browser = await launchBrowser();
  env = await initializeTestEnvironment({
    projectId: 'demo-masterly',
    firestore: {
      host: FS_HOST,
      port: Number(FS_PORT),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
  });
  const stamp = new Date().toISOString();
  await seed(async (db) => {
    await setDoc(doc(db, 'campaigns', `campaign_${RUN}_e2e`), {
      name: 'E2E Practice Books',
      type: 'external',
      url: 'https://books.example.com/e2e',
      description: 'A reading list for deliberate practice.',
      status: 'active',
      clicks: 0,
      revenue: 0,
      createdAt: stamp,
      updatedAt: stamp,
    });
    const way = (displayMethod: string, targetLocation: string, frequency: string) => ({
      name: `E2E ${displayMethod}`,
      description: '',
      isActive: true,
      displayMethod,
      targetLocation,
      frequency,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await setDoc(
      doc(db, 'adWays', `adway_${RUN}_banner`),
      way('banner', 'goals-page-header', 'every-visit'),
    );
    await setDoc(
      doc(db, 'adWays', `adway_${RUN}_modal`),
      way('modal', 'goal-completion', 'milestone-based'),
    );
  });
});

afterAll(async () => {
  await seed(async (db) => {
    const { deleteDoc } = await import('firebase/firestore');
    await deleteDoc(doc(db, 'campaigns', `campaign_${RUN}_e2e`));
    await deleteDoc(doc(db, 'adWays', `adway_${RUN}_banner`));
    await deleteDoc(doc(db, 'adWays', `adway_${RUN}_modal`));
  });
  await env?.cleanup();
  await browser?.close();
});

/** Creates the account in the Auth emulator; resolves its uid. */
async function createUser(email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, displayName: 'Ad Tester' }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!body.localId) throw new Error(`Could not create ${email}`);
  return body.localId;
}

/** Signs in and records whether the advertising chunk was ever requested. */
async function arrive(email: string) {
  const { page, context } = await newPage(browser);
  const adChunks: string[] = [];
  page.on('request', (request) => {
    if (/ads-entry|\/ad-slot/.test(request.url())) adChunks.push(request.url());
  });
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return { page, context, adChunks };
}

const goalsSection = (page: Page) => page.locator('section[aria-labelledby="goals-title"]');
const specialOffer = (page: Page) => page.getByRole('dialog', { name: 'Special Offer!' });

describe('advertising', () => {
  it('shows a free user the banner and the completion modal once per session', async () => {
    const email = uniqueEmail('ads-free');
    await createUser(email);
    const { page, context, adChunks } = await arrive(email);
    const arrivedAt = Date.now();

    const banner = goalsSection(page).getByRole('complementary', { name: 'Advertisement' });
    await banner.waitFor();
    const link = banner.getByRole('link', { name: 'Learn more →' });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await expect(link.getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    expect(adChunks.length).toBeGreaterThan(0);

    await specialOffer(page).waitFor({ timeout: 15_000 });
    expect(Date.now() - arrivedAt).toBeGreaterThanOrEqual(4_000);
    // The timer widget and the page stay usable: the offer does not trap the user.
    await screenshot(page, 'ads-special-offer');
    await specialOffer(page).getByRole('button', { name: 'Close' }).click();
    await specialOffer(page).waitFor({ state: 'detached' });

    // Navigating within the session (in the app, and a reload) never shows it again.
    await page
      .getByRole('link', { name: /Completed/ })
      .first()
      .click();
    await page.waitForURL('**/completed');
    await page.goBack();
    await page.waitForURL('**/goals');
    await page.reload();
    await page.getByRole('button', { name: 'Add Goal' }).waitFor();
    await goalsSection(page).getByRole('complementary', { name: 'Advertisement' }).waitFor();
    await page.waitForTimeout(6_500);
    await expect(specialOffer(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows a pro user no ad at all', async () => {
    const email = uniqueEmail('ads-pro');
    const uid = await createUser(email);
    const stamp = new Date().toISOString();
    await seed(async (db) => {
      await setDoc(doc(db, 'users', uid), {
        uid,
        email,
        displayName: 'Ad Tester',
        role: 'user',
        subscriptionPlan: 'pro',
        createdAt: stamp,
        lastLoginAt: stamp,
        isActive: true,
      });
    });
    const { page, context, adChunks } = await arrive(email);
    await page.waitForTimeout(6_500);
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).count()).resolves.toBe(
      0,
    );
    await expect(specialOffer(page).count()).resolves.toBe(0);
    expect(adChunks).toEqual([]);
    await context.close();
  });
});
