import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('landing page', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 812 }],
  ])('sells the product on a %s without overflowing', async (name, viewport) => {
    const { page, context } = await newPage(browser, viewport);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(await page.locator('#pricing').count()).toBe(1);
    expect(await page.locator('#about').count()).toBe(1);
    await expect(page.getByText('Most Popular').count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Contact Sales' }).count()).resolves.toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `landing-${name}`);
    await context.close();
  });

  it('opens the sign-up screen from the hero', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel('Full Name').waitFor();
    await context.close();
  });
});
