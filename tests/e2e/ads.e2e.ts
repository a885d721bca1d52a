// Advertising for free users: the goals-page banner and the once-per-session goal-completion
// modal, a click counted exactly once on the server, every display method in its place (phone
// and desktop screenshots); nothing for a pro user (not even the ads code).
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGoal,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  launchBrowser,
  newPage,
  screenshot,
  signedInPage,
  signedInState,
  uniqueEmail,
} from './browser';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { eventually, serverDocument, serverGoals } from './server-data';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './test-project';

const [FS_HOST, FS_PORT] = FIRESTORE_HOST.split(':');
const PASSWORD = 'ads-pass-1';
const RUN = Date.now();
const CAMPAIGN_PATH = `campaigns/campaign_${RUN}_e2e`;
/** The ways the placement test adds: every method at its target location. */
const MORE_WAYS = [
  ['widget', 'sidebar', 'persistent'],
  ['notification', 'notification-center', 'weekly'],
  ['footer', 'page-footer', 'daily-rotation'],
  ['suggestion', 'new-goal-dialog', 'on-goal-creation'],
] as const;

let browser: Browser;
let env: RulesTestEnvironment;

const way = (displayMethod: string, targetLocation: string, frequency: string) => {
  const stamp = new Date().toISOString();
  return {
    name: `E2E ${displayMethod}`,
    description: '',
    isActive: true,
    displayMethod,
    targetLocation,
    frequency,
    createdAt: stamp,
    updatedAt: stamp,
  };
};

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
    projectId: PROJECT_ID,
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
    for (const [method] of MORE_WAYS) await deleteDoc(doc(db, 'adWays', `adway_${RUN}_${method}`));
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

/** Opens the goals page signed in and records whether the advertising chunk was ever requested. */
async function arrive(email: string, viewport?: { width: number; height: number }) {
  const storageState = await signedInState(email, PASSWORD);
  const { page, context } = await newPage(browser, viewport, { storageState });
  // The page's clock runs as the real one, and a test can run it on to fire the modal's timer.
  await page.clock.install();
  // The campaign's site is not part of the test: its tab gets a blank page.
  await context.route('https://books.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Campaign</title>' }),
  );
  const adChunks: string[] = [];
  /** When the ads code was first requested: before the modal's 5 s start. */
  const adChunkAt: number[] = [];
  page.on('request', (request) => {
    if (!/ads-entry|\/ad-slot/.test(request.url())) return;
    adChunks.push(request.url());
    adChunkAt.push(Date.now());
  });
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return { page, context, adChunks, adChunkAt };
}

const goalsSection = (page: Page) => page.locator('section[aria-labelledby="goals-title"]');
const specialOffer = (page: Page) => page.getByRole('dialog', { name: 'Special Offer!' });
/** Fires every timer of the next moments, the special offer's 5 s delay among them. */
const pastTheOfferDelay = (page: Page) => page.clock.runFor(6_500);

describe('advertising', () => {
  it('shows a free user the banner and the completion modal once per session', async () => {
    const email = uniqueEmail('ads-free');
    await createUser(email);
    const { page, context, adChunks, adChunkAt } = await arrive(email);

    const banner = goalsSection(page).getByRole('complementary', { name: 'Advertisement' });
    await banner.waitFor();
    const link = banner.getByRole('link', { name: 'Learn more →' });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await expect(link.getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    expect(adChunks.length).toBeGreaterThan(0);

    await specialOffer(page).waitFor({ timeout: 15_000 });
    // 5 s after the signed-in layout mounted (the goals may show some time after that).
    expect(Date.now() - (adChunkAt[0] ?? Date.now())).toBeGreaterThanOrEqual(4_900);
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
    await pastTheOfferDelay(page);
    await expect(specialOffer(page).count()).resolves.toBe(0);
    await context.close();
  });

  it("counts a free user's click on the banner exactly once on the server", async () => {
    const before = (await serverDocument(CAMPAIGN_PATH))?.clicks as number;
    const email = uniqueEmail('ads-click');
    const uid = await createUser(email);
    const { page, context } = await arrive(email);
    const link = goalsSection(page)
      .getByRole('complementary', { name: 'Advertisement' })
      .getByRole('link', { name: 'Learn more →' });

    const clickOnce = async () => {
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.close();
    };
    await clickOnce();
    await eventually(
      async () => (await serverDocument(CAMPAIGN_PATH))?.clicks,
      (clicks) => clicks === before + 1,
      'the click on the server',
    );
    // Clicking again in the same session, even after a reload, opens it but counts nothing.
    await clickOnce();
    await page.reload();
    await clickOnce();
    // A goal added after the clicks and saved on the server: the page's writes reach the
    // server in order, so a count from the clicks would have arrived before it.
    await addGoal(page, 'After the clicks');
    await page.getByText('All changes saved').waitFor();
    await eventually(
      () => serverGoals(uid),
      (goals) => goals.some((goal) => goal.name === 'After the clicks'),
      'the goal added after the clicks',
    );
    await expect(serverDocument(CAMPAIGN_PATH)).resolves.toMatchObject({ clicks: before + 1 });
    await context.close();

    // The administrator's Clicks column shows it on its next load.
    const admin = await signedInPage(browser, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await admin.page.getByRole('link', { name: 'Admin' }).click();
    await admin.page.getByRole('tab', { name: 'Advertising Campaigns' }).click();
    const row = admin.page.getByRole('row').filter({ hasText: 'E2E Practice Books' });
    await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe(String(before + 1));
    await admin.context.close();
  });

  // One account, first on a desktop (where it adds a goal), then on a phone.
  describe('places every display method where its target location says', () => {
    const email = uniqueEmail('ads-places');
    beforeAll(async () => {
      await seed(async (db) => {
        for (const [method, location, frequency] of MORE_WAYS) {
          const id = `adway_${RUN}_${method}`;
          await setDoc(doc(db, 'adWays', id), way(method, location, frequency));
        }
      });
      await createUser(email);
    });

    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      it(`on a ${device}`, async () => {
        const { page, context } = await arrive(email, viewport);
        const widget = page.getByRole('complementary', { name: 'Recommended' });
        const notification = page.getByRole('complementary', { name: 'Sponsored notification' });
        // 'Advertisement' and 'Footer advertisement': each landmark has its own name.
        const strips = page.getByRole('complementary', { name: 'Advertisement' });
        await widget.waitFor();
        await notification.waitFor();
        // The offer comes 5 s after arriving: it is called now, so that it never opens in the
        // middle of adding the goal below (a click there would close it).
        await pastTheOfferDelay(page);
        await specialOffer(page).waitFor({ timeout: 15_000 });
        await strips.nth(1).waitFor(); // the banner and the footer strip, which loads on its own
        await expect(strips.count()).resolves.toBe(2);
        await screenshot(page, `ads-${device}-modal`);
        await expectNoAxeViolationsInBothThemes(page, `ads-${device}-special-offer`, {
          include: '[role="dialog"]',
        });
        await specialOffer(page).getByRole('button', { name: 'Close' }).click();
        await specialOffer(page).waitFor({ state: 'detached' });
        if (device === 'desktop') await addGoal(page, 'Play the cello');

        const goals = await page.getByRole('article', { name: 'Play the cello' }).boundingBox();
        const side = await widget.boundingBox();
        if (!goals || !side) throw new Error('The goal card and the widget must be visible');
        if (device === 'desktop') expect(side.x).toBeGreaterThan(goals.x + goals.width);
        else expect(side.y).toBeGreaterThan(goals.y + goals.height);
        await screenshot(page, `ads-${device}-page`);
        await expectNoAxeViolationsInBothThemes(page, `ads-${device}`);
        if (device === 'desktop') {
          // Three columns leave no room beside them at this width: the widget goes below.
          await page.getByRole('radio', { name: 'Three View' }).click();
          const below = await widget.boundingBox();
          const card = await page.getByRole('article', { name: 'Play the cello' }).boundingBox();
          expect(below && card && below.y > card.y + card.height).toBe(true);
          await screenshot(page, 'ads-desktop-three-view');
          await page.getByRole('radio', { name: 'Views' }).click();
        }

        await page.getByRole('button', { name: 'Add Goal' }).click();
        const dialog = page.getByRole('dialog', { name: 'New Goal' });
        const suggested = dialog.getByRole('complementary', { name: 'Suggested for you' });
        await suggested.waitFor();
        const suggestion = await suggested.boundingBox();
        const create = await dialog.getByRole('button', { name: 'Create Goal' }).boundingBox();
        if (!suggestion || !create) throw new Error('The suggestion and Create Goal must show');
        expect(create.y).toBeGreaterThanOrEqual(suggestion.y + suggestion.height);
        await screenshot(page, `ads-${device}-suggestion`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();

        await notification.getByRole('button', { name: 'Dismiss' }).click();
        await notification.waitFor({ state: 'detached' });
        await context.close();
      });
    }
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
    // The pro profile has loaded: ads are decided on it.
    await page.getByTitle('Your plan').filter({ hasText: 'Pro' }).waitFor();
    await pastTheOfferDelay(page);
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).count()).resolves.toBe(
      0,
    );
    await expect(specialOffer(page).count()).resolves.toBe(0);
    expect(adChunks).toEqual([]);
    await context.close();
  });
});
