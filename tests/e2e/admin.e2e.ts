// The admin dashboard against the emulators (spec §2 "Admin dashboard", §4, §5, §6).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGoal,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAccount,
  launchBrowser,
  newestProfileEmails,
  newPage,
  screenshot,
  seedProfiles,
  signedInPage,
  signIn,
  uniqueEmail,
} from './browser';
import { expectNoAxeViolations } from './axe';

const DEACTIVATED = 'Your account has been deactivated. Please contact the administrator.';
const DELETED = 'This account has been deleted. Please contact the administrator.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (email: string) => signedInPage(browser, { email, password: 'practice1' });

async function openAdmin(viewport?: { width: number; height: number }) {
  const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const { page, context } = await signedInPage(browser, admin, { viewport });
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return { page, context };
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const userRow = (page: Page, text: string) =>
  page
    .getByRole('table', { name: 'Users', exact: true })
    .getByRole('row')
    .filter({ hasText: text });

/** The e-mails of the users table's rows, top to bottom. */
const shownEmails = (page: Page) =>
  page
    .getByRole('table', { name: 'Users', exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => (r as HTMLTableRowElement).cells[0]?.querySelector('div + div')?.textContent),
    );

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
    const fran = userRow(admin.page, freeEmail);
    await fran.getByText('3 / 3').waitFor();
    await fran.getByText('At Limit').waitFor();
    await fran.getByText('Free Fran').waitFor();
    const adminRow = userRow(admin.page, ADMIN_EMAIL);
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
    const leo = userRow(admin.page, leavingEmail);
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
    await userRow(admin.page, freeEmail).getByText('4 / 15').waitFor();
    await expect(userRow(admin.page, leavingEmail).count()).resolves.toBe(0);
    await expect(admin.page.getByRole('alert').count()).resolves.toBe(0);
    await admin.context.close();
  });

  it('pages through users, finds one by e-mail, deletes and restores them', async () => {
    const run = Date.now();
    // 60 profiles, the last four created at the same moment (ties go by document id).
    await seedProfiles(
      Array.from({ length: 60 }, (_, i) => {
        const n = String(i).padStart(2, '0');
        return {
          uid: `paged-${run}-${n}`,
          email: `paged-${run}-${n}@example.com`,
          displayName: `Paged ${n}`,
          createdAt: new Date(Date.UTC(2024, 5, 1, 0, Math.min(i, 56))).toISOString(),
        };
      }),
    );
    const goneEmail = uniqueEmail('gone');
    const goneUid = await createAccount(goneEmail, 'practice1', 'Gone Gail');
    await seedProfiles([
      {
        uid: goneUid,
        email: goneEmail,
        displayName: 'Gone Gail',
        createdAt: '2024-01-01T00:00:00.000Z',
      },
    ]);
    const newest = await newestProfileEmails(50);

    const { page, context } = await openAdmin();
    const pages = page.getByRole('navigation', { name: 'Users pages', exact: true });
    await pages.getByText('Page 1 · Showing 1–25').waitFor();
    await expect(shownEmails(page)).resolves.toEqual(newest.slice(0, 25));
    await expect(pages.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);

    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('Page 2 · Showing 26–50').waitFor();
    await expect(shownEmails(page)).resolves.toEqual(newest.slice(25, 50));
    await pages.getByRole('button', { name: 'Previous' }).click();
    await pages.getByText('Page 1 · Showing 1–25').waitFor();
    await expect(shownEmails(page)).resolves.toEqual(newest.slice(0, 25));

    await expectNoAxeViolations(page, 'admin users desktop', { include: 'main' });
    await screenshot(page, 'admin-users-desktop');

    // The search lower-cases what is typed: stored e-mails are lower-case.
    const search = page.getByRole('searchbox', { name: 'Search by e-mail' });
    await search.fill(goneEmail.slice(0, -12).toUpperCase());
    await pages.getByText('Page 1 · Showing 1–1').waitFor();
    const gail = userRow(page, goneEmail);
    await gail.getByText('Gone Gail').waitFor();
    await gail.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await gail.waitFor({ state: 'detached' });
    await page.getByText('No users found').waitFor();
    const deleted = page.getByRole('table', { name: 'Deleted users' });
    await deleted.getByRole('row').filter({ hasText: goneEmail }).waitFor();

    // The deleted account is refused with the reason, and gets no new profile.
    const person = await newPage(browser);
    await signIn(person.page, goneEmail, 'practice1');
    await person.page.getByText(DELETED).waitFor();
    expect(new URL(person.page.url()).pathname).toBe('/login');

    await page.getByRole('button', { name: `Restore ${goneEmail}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/They can sign in again/).waitFor();
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await deleted.getByRole('row').filter({ hasText: goneEmail }).waitFor({ state: 'detached' });

    await signIn(person.page, goneEmail, 'practice1');
    await person.page.waitForURL('**/goals');
    await person.page.getByRole('button', { name: 'Add Goal' }).waitFor();
    await search.fill('');
    await search.press('Enter');
    await userRow(page, goneEmail).getByText('0 / 3').waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await person.context.close();
    await context.close();
  });

  it('lays the users tab out on a phone', async () => {
    const { page, context } = await openAdmin({ width: 390, height: 844 });
    await page
      .getByRole('navigation', { name: 'Users pages', exact: true })
      .getByText(/Page 1/)
      .waitFor();
    await page
      .getByRole('table', { name: 'Users', exact: true })
      .locator('tbody tr td + td')
      .first()
      .waitFor();
    // The table scrolls inside its frame; the page itself never scrolls sideways, also while
    // the goal counts load.
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await expect(overflow()).resolves.toBe(0);
    await userRow(page, ADMIN_EMAIL).getByText('0 / ∞').waitFor();
    await expect(overflow()).resolves.toBe(0);
    await screenshot(page, 'admin-users-phone');
    await expectNoAxeViolations(page, 'admin users phone', { include: 'main' });
    await context.close();
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
