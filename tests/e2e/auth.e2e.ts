import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAccount,
  holdAuth,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUp,
  uniqueEmail,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-up', () => {
  it('checks the passwords before creating anything', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Mia Mismatch');
    await page.getByLabel('Email Address').fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Password must be at least 6 characters long',
    );
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('creates an account, shows the header, signs out and back in', async () => {
    const { page, context } = await newPage(browser);
    const email = uniqueEmail('ada');
    const release = await holdAuth(page);
    const done = signUp(page, { name: 'Ada Lovelace', email, password: 'practice1' });
    await page.getByRole('button', { name: 'Creating Account...' }).waitFor();
    release();
    await done;
    await page.unroute('**/identitytoolkit.googleapis.com/**');

    const header = page.getByRole('banner');
    await header.getByText('Welcome, Ada Lovelace').waitFor();
    await header.getByText('Free', { exact: true }).waitFor();
    await expect(header.getByText('Admin', { exact: true }).count()).resolves.toBe(0);
    await page.getByText('No active goals yet. Create your first goal to get started!').waitFor();
    await screenshot(page, 'goals-signed-in');

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((key) => key.startsWith('masterly'))).toEqual([]);

    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await header.getByText('Welcome, Ada Lovelace').waitFor();

    await page.reload();
    await header.getByText('Welcome, Ada Lovelace').waitFor();
    await context.close();
  });

  it('explains an e-mail that is already registered', async () => {
    const email = uniqueEmail('taken');
    await createAccount(email, 'practice1');
    const { page, context } = await newPage(browser);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Second Try');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('practice1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('practice1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/already exists/);
    await context.close();
  });
});

describe('sign-in', () => {
  it('shows a readable message for a wrong password and the busy label', async () => {
    const email = uniqueEmail('wrong');
    await createAccount(email, 'practice1');
    const { page, context } = await newPage(browser);
    const release = await holdAuth(page);
    await signIn(page, email, 'not-the-password');
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    release();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'The e-mail or password is incorrect. Please try again.',
    );
    await screenshot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor to sign in and back to the page they wanted', async () => {
    const email = uniqueEmail('guard');
    await createAccount(email, 'practice1', 'Guard Tester');
    const { page, context } = await newPage(browser);
    await page.goto('/subscription');
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('practice1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/subscription');
    await page.getByText('Your current subscription').waitFor();

    await page.goto('/nowhere');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('keeps /admin from anyone but the administrator', async () => {
    const email = uniqueEmail('nonadmin');
    await createAccount(email, 'practice1');
    const { page, context } = await newPage(browser);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('lets the administrator in, with the Admin badge', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL('**/goals');
    const header = page.getByRole('banner');
    await header.getByText('Admin', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await context.close();
  });

  it('sends a signed-in visitor of / to the goals', async () => {
    const email = uniqueEmail('root');
    await createAccount(email, 'practice1');
    const { page, context } = await newPage(browser);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await page.goto('/');
    await page.waitForURL('**/goals');
    await context.close();
  });
});
