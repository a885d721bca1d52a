// axe finds no violation on the public pages on a desktop and a phone, in the light and the
// dark theme: one test per page, in order on one page per device (see accessibility-steps.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { DEVICES, heading, violations } from './accessibility-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const [device, viewport] of DEVICES) {
  describe(`accessibility of the public pages on a ${device}, both themes`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ page, context } = await newPage(browser, viewport));
    });
    afterAll(async () => {
      await context?.close();
    });

    it('landing', async () => {
      await page.goto('/');
      await heading(page, /.+/);
      expect(await violations(page, 'landing')).toEqual([]);
    });

    it('login', async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await violations(page, 'login')).toEqual([]);
    });

    it('login-error', async () => {
      await page.getByLabel('Email Address').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').waitFor();
      expect(await violations(page, 'login-error')).toEqual([]);
    });

    it('signup', async () => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      expect(await violations(page, 'signup')).toEqual([]);
    });

    it('forgot-password', async () => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email Address').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').waitFor();
      expect(await violations(page, 'forgot-password')).toEqual([]);
    });

    it('not-found', async () => {
      await page.goto('/no-such-page');
      await heading(page, 'Page not found');
      expect(await violations(page, 'not-found')).toEqual([]);
    });
  });
}
