// axe finds no violation on the admin dashboard, its tabs and its dialogs on a desktop and a
// phone, in the light and the dark theme: one test per screen, in order on one page per device
// (see accessibility-steps.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser, seedProfiles, signedInPage } from './browser';
import { DEVICES, close, dialogViolations, heading, violations } from './accessibility-steps';

const TABS = [
  ['Advertising Campaigns', 'Add Campaign'],
  ['Advertising Ways', 'Add Advertising Way'],
] as const;
const slug = (text: string) => text.toLowerCase().replaceAll(' ', '-');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const [device, viewport] of DEVICES) {
  describe(`accessibility of the admin dashboard on a ${device}, both themes`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      const stamp = new Date().toISOString();
      await seedProfiles([
        {
          uid: `a11y-${device}-pro`,
          email: `pro-${device}@example.com`,
          displayName: 'Pro Pat',
          createdAt: stamp,
          subscriptionPlan: 'pro',
        },
        {
          uid: `a11y-${device}-free`,
          email: `free-${device}@example.com`,
          displayName: null,
          createdAt: stamp,
        },
      ]);
      const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
      ({ page, context } = await signedInPage(browser, admin, { viewport }));
    });
    afterAll(async () => {
      await context?.close();
    });
    const users = () => page.getByRole('table', { name: 'Users', exact: true });

    it('admin-users', async () => {
      await page.getByRole('link', { name: 'Admin' }).click();
      await heading(page, 'Admin Dashboard');
      await users()
        .getByRole('row')
        .filter({ hasText: `pro-${device}@example.com` })
        .waitFor();
      await users().getByText('0 / ∞').first().waitFor();
      expect(await violations(page, 'admin-users')).toEqual([]);
    });

    if (device === 'desktop') {
      it('admin-user-delete', async () => {
        await users()
          .getByRole('row')
          .filter({ hasText: `free-${device}@example.com` })
          .getByRole('button', { name: 'Delete' })
          .click();
        const confirm = page.getByRole('alertdialog');
        await confirm.waitFor();
        const found = await dialogViolations(page, 'admin-user-delete');
        await close(confirm);
        expect(found).toEqual([]);
      });
    }

    for (const [tab, add] of TABS) {
      const panel = () => page.getByRole('tabpanel', { name: tab });

      it(`admin-${slug(tab)}`, async () => {
        await page.getByRole('tab', { name: tab }).click();
        await panel().getByRole('button', { name: add }).waitFor();
        await panel().getByRole('table').or(panel().getByText(/^No /)).first().waitFor();
        expect(await violations(page, `admin-${slug(tab)}`)).toEqual([]);
      });
      if (device === 'phone') continue;

      it(`admin-${slug(add)}`, async () => {
        await panel().getByRole('button', { name: add }).click();
        const dialog = page.getByRole('dialog', { name: add });
        await dialog.waitFor();
        const found = await dialogViolations(page, `admin-${slug(add)}`);
        await close(dialog);
        expect(found).toEqual([]);
      });

      it(`admin-${slug(tab)}-sample (when there is no data yet)`, async () => {
        const sample = panel().getByRole('button', { name: 'Initialize Sample Data' });
        if (!(await sample.isVisible())) return;
        await sample.click();
        const confirm = page.getByRole('alertdialog');
        await confirm.waitFor();
        const found = await dialogViolations(page, `admin-${slug(tab)}-sample`);
        await close(confirm);
        expect(found).toEqual([]);
      });
    }
  });
}
