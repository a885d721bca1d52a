// The admin dashboard against the emulators (spec §2 "Admin dashboard", §4, §5, §6).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAccount,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from './browser';

const DEACTIVATED = 'Your account has been deactivated. Please contact the administrator.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string) {
  const { page, context } = await newPage(browser);
  await signIn(page, email, 'practice1');
  await page.waitForURL('**/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return { page, context };
}

async function addGoal(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Goal' });
  await dialog.getByLabel('Goal Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await page.getByRole('article', { name }).waitFor();
}

async function openAdmin() {
  const { page, context } = await newPage(browser);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL('**/goals');
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return { page, context };
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('admin dashboard', () => {
  it('manages users: goal counts, plan upgrade, deactivation and deletion', async () => {
    const freeEmail = uniqueEmail('free');
    const leavingEmail = uniqueEmail('leaving');
    await createAccount(freeEmail, 'practice1', 'Free Fran');
    await createAccount(leavingEmail, 'practice1', 'Leaving Leo');
    const free = await signedIn(freeEmail);
    for (const name of ['Piano', 'Chess', 'Spanish']) await addGoal(free.page, name);
    await free.page.getByText('Goal Limit Reached').waitFor();
    const leaving = await signedIn(leavingEmail);

    const admin = await openAdmin();
    const fran = row(admin.page, freeEmail);
    await fran.getByText('3 / 3').waitFor();
    await fran.getByText('At Limit').waitFor();
    await fran.getByText('Free Fran').waitFor();
    const adminRow = row(admin.page, ADMIN_EMAIL);
    await expect(adminRow.getByRole('combobox').isDisabled()).resolves.toBe(true);
    await expect(adminRow.getByRole('button', { name: 'Deactivate' }).count()).resolves.toBe(0);
    await screenshot(admin.page, 'admin-users');

    // Upgrade: the user sees the new plan live and may create a 4th goal.
    await fran.getByRole('combobox').selectOption('pro');
    await fran.getByText('3 / 15').waitFor();
    await free.page.getByRole('banner').getByText('Pro', { exact: true }).waitFor();
    await addGoal(free.page, 'Drawing');
    // Closing the browser before the server has the goal would lose the write.
    await free.page.getByText('All changes saved').waitFor();
    await free.context.close();

    // Deactivation signs the user out with the message and refuses a new sign-in.
    const leo = row(admin.page, leavingEmail);
    await leo.getByRole('button', { name: 'Deactivate' }).click();
    await leo.getByText('Inactive').waitFor();
    await leaving.page.getByText(DEACTIVATED).waitFor();
    await signIn(leaving.page, leavingEmail, 'practice1');
    await leaving.page.getByText(DEACTIVATED).waitFor();
    expect(new URL(leaving.page.url()).pathname).toBe('/login');
    await leaving.context.close();

    // Deletion removes the profile (and goals) after the confirmation.
    await leo.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete this user? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await leo.waitFor({ state: 'detached' });
    await admin.page.reload();
    await row(admin.page, freeEmail).getByText('4 / 15').waitFor();
    await expect(row(admin.page, leavingEmail).count()).resolves.toBe(0);
    await expect(admin.page.getByRole('alert').count()).resolves.toBe(0);
    await admin.context.close();
  });

  it('initialises, edits and deletes campaigns, and toggles an advertising way', async () => {
    const { page, context } = await openAdmin();
    await page.getByRole('tab', { name: 'Advertising Campaigns' }).click();
    await page.getByText('Manage campaigns shown to free users').waitFor();
    await page.getByRole('button', { name: 'Initialize Sample Data' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('This will create sample campaigns. Continue?').waitFor();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await row(page, 'Online Courses Hub').waitFor();
    await expect(
      page.getByRole('button', { name: 'Initialize Sample Data' }).count(),
    ).resolves.toBe(0);

    await row(page, 'Books for Mastery').getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Campaign' });
    await expect(form.getByLabel('Campaign Name').inputValue()).resolves.toBe('Books for Mastery');
    await form.getByLabel('Campaign Name').fill('Books for Masters');
    await form.getByLabel('Status').selectOption('paused');
    await form.getByRole('button', { name: 'Update' }).click();
    await form.waitFor({ state: 'detached' });
    await row(page, 'Books for Masters').getByText('paused').waitFor();

    await row(page, 'Search Ads Promotion').getByRole('button', { name: 'Delete' }).click();
    await confirm
      .getByText('Are you sure you want to delete this campaign? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row(page, 'Search Ads Promotion').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-campaigns');

    await page.getByRole('tab', { name: 'Advertising Ways' }).click();
    await page.getByRole('button', { name: 'Initialize Sample Data' }).click();
    await confirm.getByText('This will create sample advertising ways. Continue?').waitFor();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await row(page, 'page-footer').waitFor();
    await row(page, 'sidebar').getByRole('button', { name: 'Inactive' }).click();
    await row(page, 'sidebar').getByRole('button', { name: 'Active' }).waitFor();

    // Reopening the tabs reloads the lists from the server.
    await page.reload();
    await page.getByRole('tab', { name: 'Advertising Ways' }).click();
    await row(page, 'sidebar').getByRole('button', { name: 'Active' }).waitFor();
    await page.getByRole('tab', { name: 'Advertising Campaigns' }).click();
    await row(page, 'Books for Masters').waitFor();
    await expect(page.getByRole('row').count()).resolves.toBe(5);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await screenshot(page, 'admin-ways');
    await context.close();
  });
});
