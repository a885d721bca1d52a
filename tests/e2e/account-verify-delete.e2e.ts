// Account self-service against the emulators: verifying an e-mail address (the link's code read
// from the Auth emulator) and deleting an account with everything in it; the forgotten password
// and the account page are in account.e2e.ts. Screenshots of each new screen at phone and
// desktop widths.
import { describe, expect, it } from 'vitest';
import {
  addGoal,
  createAccount,
  newPage,
  screenshot,
  signIn,
  signUp,
  uniqueEmail,
} from './browser';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { serverGoals, serverSessions, serverTimer } from './server-data';
import {
  DESKTOP,
  PHONE,
  WRONG_CREDENTIALS,
  canSignIn,
  latestCode,
  useWarmBrowser,
  serverHas,
  viewShot,
} from './account-steps';
const browser = useWarmBrowser();

describe('verifying an e-mail address', () => {
  it('verifies from the link sent at sign-up, and the banner goes', async () => {
    const email = uniqueEmail('verifier');
    const { page, context } = await newPage(browser(), DESKTOP);
    await signUp(page, { name: 'Vera Verifier', email, password: 'practice1' });
    await page.getByText('Please verify your e-mail address.').waitFor();

    const code = await latestCode(email, 'VERIFY_EMAIL');
    await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await page
      .getByRole('status')
      .getByText('Your e-mail address has been verified. Thank you!')
      .waitFor();
    await expectNoAxeViolationsInBothThemes(page, 'auth-email-verified');
    await screenshot(page, 'account-email-verified-desktop');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('region', { name: 'Your details' }).getByText(email).waitFor();
    await expect(page.getByText('Not verified').count()).resolves.toBe(0);
    await expect(page.getByText('Please verify your e-mail address.').count()).resolves.toBe(0);
    await context.close();
  });

  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`explains spent and unknown links on a ${width}`, async () => {
      const { page, context } = await newPage(browser(), viewport);
      await page.goto('/auth/action?mode=verifyEmail&oobCode=spent-code');
      await page
        .getByRole('alert')
        .getByText('This link has expired or has already been used. Sign in to ask for a new one.')
        .waitFor();
      await expectNoAxeViolationsInBothThemes(page, 'auth-verify-link-expired');
      await screenshot(page, `account-email-link-spent-${width}`);
      await page.goto('/auth/action?mode=recoverEmail&oobCode=x');
      await page
        .getByRole('alert')
        .getByText('This link is not valid. Check that you opened the whole link.')
        .waitFor();
      await expectNoAxeViolationsInBothThemes(page, 'auth-verify-link-invalid');
      await screenshot(page, `account-link-unknown-${width}`);
      await context.close();
    });
  }
});

describe('deleting an account', () => {
  it('deletes goals, sessions, share links and profile, then the sign-in, with a goodbye', async () => {
    const email = uniqueEmail('leaver');
    const uid = await createAccount(email, 'practice1', 'Lee Leaver');
    const { page, context } = await newPage(browser(), DESKTOP);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await addGoal(page, 'Piano');
    await addGoal(page, 'Chess');
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share Goals' });
    const link = await shareDialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    await shareDialog.getByRole('button', { name: 'Close' }).click();
    const shareId = new URL(link).searchParams.get('share')!;
    await expect(serverHas(`sharedGoals/${shareId}`)).resolves.toBe(true);
    await expect(serverGoals(uid)).resolves.toHaveLength(2);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export my data first' }).click();
    expect((await download).suggestedFilename()).toMatch(/^masterly-export-.*\.json$/);
    const remove = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(remove.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Your Password', { exact: true }).fill('wrong-one');
    await dialog.getByLabel(/I understand/).check();
    await expectNoAxeViolationsInBothThemes(page, 'account-delete-dialog');
    await viewShot(page, 'account-delete-dialog-desktop');
    await remove.click();
    await dialog
      .getByRole('alert')
      .getByText('The current password is incorrect. Please try again.')
      .waitFor();
    await expect(serverHas(`users/${uid}`)).resolves.toBe(true);

    await dialog.getByLabel('Your Password', { exact: true }).fill('practice1');
    await remove.click();
    await page.waitForURL('**/login');
    await page
      .getByRole('status')
      .getByText(
        'Your account and all of its data have been deleted. Goodbye, and thank you for practicing with Masterly.',
      )
      .waitFor();
    await screenshot(page, 'account-goodbye-desktop');

    // Nothing of theirs is left on the server…
    await expect(serverGoals(uid)).resolves.toEqual([]);
    await expect(serverSessions(uid)).resolves.toEqual([]);
    await expect(serverTimer(uid)).resolves.toBeNull();
    for (const path of [
      `users/${uid}`,
      `goalCounters/${uid}`,
      `sharedGoals/${shareId}`,
      `deletedUsers/${uid}`,
    ]) {
      await expect(serverHas(path), path).resolves.toBe(false);
    }
    // The share index stays until the share it lists would have expired (firestore.rules).
    await expect(serverHas(`shareIndex/${uid}`)).resolves.toBe(true);
    // …or in this browser's storage, and the sign-in is gone.
    const stored = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]);
    expect(stored.filter((key) => key.includes(uid) || key.startsWith('masterly'))).toEqual([]);
    await expect(canSignIn(email, 'practice1')).resolves.toBe(false);
    await signIn(page, email, 'practice1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(WRONG_CREDENTIALS);
    await context.close();
  });

  it('shows the delete dialog on a phone', async () => {
    const email = uniqueEmail('phone');
    await createAccount(email, 'practice1', 'Pat Phone');
    const { page, context } = await newPage(browser(), PHONE);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
    await viewShot(page, 'account-delete-dialog-phone');
    await context.close();
  });
});
