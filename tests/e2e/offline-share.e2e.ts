// Share links, offline use and the PWA (spec §2 "Share dialog", §4 "Share link", §6 share
// links read-only, §7 "Local storage and notifications"; ARCHITECTURE.md persistent cache).
// The tests run in order and share the owner's page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, launchBrowser, newPage, screenshot, signIn, uniqueEmail } from './browser';

const HOUR = 3_600_000;
let browser: Browser;
let owner: { page: Page; context: BrowserContext };

async function signedInUser(prefix: string, clockAt?: Date) {
  const email = uniqueEmail(prefix);
  await createAccount(email, 'practice1', `${prefix} tester`);
  const session = await newPage(browser);
  if (clockAt) await session.page.clock.install({ time: clockAt });
  await signIn(session.page, email, 'practice1');
  await session.page.waitForURL('**/goals');
  await session.page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return session;
}

async function addGoal(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Goal' });
  await dialog.getByLabel('Goal Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await page.getByRole('article', { name }).waitFor();
}

// In the past: the server refuses a session that ends in the future.
const start = new Date(Date.now() - 3 * 3_600_000);

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInUser('sharer', start);
  await addGoal(owner.page, 'Piano');
  await owner.page.getByText('All changes saved').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('share links, offline and the PWA', () => {
  it('shares the active goals as a link that another user opens read-only', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Goals' });
    await dialog.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/goals\?share=[A-Za-z0-9]+$/);
    await screenshot(page, 'share-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const viewer = await signedInUser('viewer');
    await viewer.page.goto(link);
    await viewer.page.getByText('Shared goals — read only').waitFor();
    const card = viewer.page.getByRole('article', { name: 'Piano' });
    await card.waitFor();
    await card.getByText('Total 0.0 h').waitFor();
    const main = viewer.page.locator('main');
    await expect(main.locator('input, textarea, select, button').count()).resolves.toBe(0);
    await expect(main.getByRole('link', { name: /Back to my goals/ }).count()).resolves.toBe(1);
    await screenshot(viewer.page, 'shared-goals-view');

    await viewer.page.goto('/goals?share=doesNotExist');
    await viewer.page.getByText('This share link was not found.', { exact: false }).waitFor();
    await viewer.context.close();
  });

  it('times practice offline and syncs it when back online', async () => {
    const { page, context } = owner;
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();

    await page
      .getByRole('article', { name: 'Piano' })
      .getByRole('button', { name: 'Timer' })
      .click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.waitFor();
    await page.clock.setSystemTime(new Date(start.getTime() + 1.5 * HOUR));
    await widget.getByRole('button', { name: 'Stop' }).click();
    await widget.waitFor({ state: 'detached' });
    await page.getByText(/^Offline · .*will sync when you reconnect$/).waitFor();
    await page.getByRole('article', { name: 'Piano' }).getByText('Total 1.5 h').waitFor();

    await context.setOffline(false);
    await page.getByText('All changes saved').waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('article', { name: 'Piano' }).getByText('Total 1.5 h').waitFor();
  });

  it('registers the service worker and serves a valid manifest', async () => {
    const { page } = owner;
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active ? registration.scope : null;
    });
    expect(scope).toMatch(/\/$/);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toContain('manifest.webmanifest');
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Masterly');
    expect(manifest.start_url).toBe('/goals');
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(`/${icon.src}`);
      expect(image.ok(), icon.src).toBe(true);
    }
  });

  it('starts offline from the cached app shell', async () => {
    const { page, context } = owner;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Goals' }).waitFor();
    await page.getByRole('article', { name: 'Piano' }).getByText('Total 1.5 h').waitFor();
    await page.getByText('Offline', { exact: true }).waitFor();
    await screenshot(page, 'offline-app-shell');
    await context.setOffline(false);
    await context.close();
  });
});
