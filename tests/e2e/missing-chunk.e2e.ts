// A part of the app that cannot be downloaded (offline before the service worker holds it, or
// gone after a new version) shows a way out instead of a blank page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a part of the app that cannot be loaded', () => {
  it('offers a reload, which brings the page back', async () => {
    const email = uniqueEmail('chunk');
    await createAccount(email, 'secret123', 'Ada');
    // No service worker: it would serve the parts from its cache.
    const { context, page } = await signedInPage(
      browser,
      { email, password: 'secret123' },
      { serviceWorkers: 'block' },
    );
    // From now on the New Goal dialog's script never arrives. (Only that one: the parts loaded
    // once the goals show may still be on their way on a busy machine.)
    const dialogScript = '**/assets/new-goal-dialog-*.js';
    await context.route(dialogScript, (route) => route.abort());
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await alert.waitFor();
    expect(await alert.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    await expectNoAxeViolationsInBothThemes(page, 'missing-chunk');

    await context.unroute(dialogScript);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('button', { name: 'Add Goal' }).waitFor();
    await context.close();
  });

  it('asked for while offline, arrives once the connection is back', async () => {
    const email = uniqueEmail('chunk-offline');
    await createAccount(email, 'secret123', 'Ada');
    const { context, page } = await signedInPage(
      browser,
      { email, password: 'secret123' },
      { serviceWorkers: 'block' },
    );
    await context.setOffline(true);
    // The New Goal dialog's code was never downloaded: it waits instead of failing the page.
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await context.setOffline(false);
    await dialog.waitFor();
    expect(await page.getByText('This page could not be shown').count()).toBe(0);
    await context.close();
  });
});
