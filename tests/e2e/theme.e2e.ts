// The dark theme: it follows the device, the header toggle is remembered on this device and
// reaches other tabs at once, and the chosen theme is in place before any of the app's scripts
// run (no flash of the wrong theme).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, launchBrowser, newPage, signInToGoals, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

describe('theme', () => {
  it('paints the device or remembered theme before any app script runs', async () => {
    const { page, context } = await newPage(browser);
    // No module script at all: only index.html's own boot script and the stylesheet.
    await page.route('**/*.js', (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    expect(await isDark(page)).toBe(true);
    const dark = await pageBackground(page);

    await page.evaluate(() => localStorage.setItem('masterly-theme', 'light'));
    await page.reload();
    expect(await isDark(page)).toBe(false);
    expect(await pageBackground(page)).not.toBe(dark);
    await context.close();
  });

  it('shows the right state on the prerendered landing page once it has hydrated', async () => {
    const { page, context } = await newPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Dark theme"]')?.getAttribute('aria-pressed') ===
        'true',
    );
    await toggle(page).click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('masterly-theme'))).toBe('light');
    await context.close();
  });

  it('toggles in the header, reaches a second tab, survives a reload and follows the device again', async () => {
    const email = uniqueEmail('theme');
    await createAccount(email, 'secret123', 'Ada');
    const { page, context } = await newPage(browser);
    await page.emulateMedia({ colorScheme: 'light' });
    await signInToGoals(page, email, 'secret123');
    expect(await isDark(page)).toBe(false);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');

    await toggle(page).click();
    expect(await isDark(page)).toBe(true);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');

    const secondTab = await context.newPage();
    await secondTab.emulateMedia({ colorScheme: 'light' });
    await secondTab.goto('/goals');
    await secondTab.getByRole('button', { name: 'Add Goal' }).waitFor();
    expect(await isDark(secondTab)).toBe(true);

    // Back to light in the second tab: the first follows without a reload.
    await toggle(secondTab).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');

    // Light is what the device shows, so the choice is gone and the device leads again.
    await page.reload();
    await page.getByRole('button', { name: 'Add Goal' }).waitFor();
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('masterly-theme'))).toBeNull();
    await context.close();
  });
});
