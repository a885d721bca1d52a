import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signUp, uniqueEmail } from './browser';

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

  it.each([
    ['/', 'Start Your Journey'],
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
  ])(
    'ships %s as complete HTML: it paints with no script, then runs without Firebase',
    async (path, text) => {
      const { page, context } = await newPage(browser);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      // First with every script held back: the page is already there.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      expect(await page.locator('#root').innerText()).toContain(text);
      // Then for real: React takes the page over, and nothing of Firebase is downloaded.
      await page.unroute('**/*.js');
      scripts.length = 0;
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /firebase|index\.esm/.test(url))).toEqual([]);
      await context.close();
    },
  );

  it('keeps what a visitor types into the sign-in form while the page comes to life', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-her-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe('ada@example.com');
    expect(page.url()).not.toContain('password');
    await context.close();
  });

  it('sends a signed-in person from / to the goals without showing the landing page', async () => {
    // Without the service worker, whose own requests page.route cannot hold back.
    const { page, context } = await newPage(browser, undefined, { serviceWorkers: 'block' });
    await signUp(page, { name: 'Ada', email: uniqueEmail('landing'), password: 'secret-pass-1' });
    // Scripts held back: what the browser paints from the HTML alone.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await page.locator('#root').innerText()).toBe('');
    await page.unroute('**/*.js');
    await page.goto('/');
    await page.waitForURL('**/goals');
    await context.close();
  });
});
