// Account self-service against the emulators: a forgotten password (the link's code read from
// the Auth emulator) and the account page (name, password, e-mail change); verifying an
// e-mail address and deleting an account are in account-verify-delete.e2e.ts. Screenshots of
// each new screen at phone and desktop widths.
import { describe, expect, it } from 'vitest';
import { createAccount, newPage, screenshot, signIn, signUp, uniqueEmail } from './browser';
import { expectNoAxeViolationsInBothThemes } from './axe';
import {
  DESKTOP,
  LINK_SPENT,
  PHONE,
  RESET_SENT,
  WRONG_CREDENTIALS,
  canSignIn,
  latestCode,
  useWarmBrowser,
  noticeOrError,
  signOut,
} from './account-steps';
import { DOCUMENTS } from './test-project';
const browser = useWarmBrowser();

describe('forgotten password', () => {
  it('sends a reset link, sets a new password from it and signs in with it', async () => {
    const email = uniqueEmail('forgetful');
    await createAccount(email, 'old-secret1', 'Forgetful Fay');
    const { page, context } = await newPage(browser(), PHONE);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The sign-in form stays on screen, with its own e-mail field, until this page has loaded.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await noticeOrError(page, RESET_SENT);
    // Rate-limited in the page: the button waits a minute.
    await expect(
      page.getByRole('button', { name: /Send again in \d+ s/ }).isDisabled(),
    ).resolves.toBe(true);
    await expectNoAxeViolationsInBothThemes(page, 'auth-forgot-password-sent');
    await screenshot(page, 'account-forgot-password-phone');

    const code = await latestCode(email, 'PASSWORD_RESET');
    const link = `/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}&apiKey=demo-api-key`;
    await page.goto(link);
    await page.getByText(`For ${email}. You will be signed in with it.`).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('new-secret1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('new-secret2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Passwords do not match');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Password must be at least 6 characters long',
    );
    await expectNoAxeViolationsInBothThemes(page, 'auth-reset-password-error');
    await screenshot(page, 'account-reset-password-phone');

    await page.getByLabel('New Password', { exact: true }).fill('new-secret1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('new-secret1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/goals');
    await page.getByRole('banner').getByText('Welcome, Forgetful Fay').waitFor();

    await expect(canSignIn(email, 'new-secret1')).resolves.toBe(true);
    await expect(canSignIn(email, 'old-secret1')).resolves.toBe(false);
    await signOut(page);
    await signIn(page, email, 'old-secret1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(WRONG_CREDENTIALS);
    await signIn(page, email, 'new-secret1');
    await page.waitForURL('**/goals');
    await signOut(page);

    // The link works once: afterwards it says so and offers a new one.
    await page.goto(link);
    await page.getByRole('alert').getByText(LINK_SPENT).waitFor();
    await expectNoAxeViolationsInBothThemes(page, 'auth-reset-link-spent');
    await screenshot(page, 'account-reset-link-spent-phone');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await context.close();
  });

  it('answers the same for an address without an account', async () => {
    const { page, context } = await newPage(browser(), DESKTOP);
    await page.goto('/forgot-password');
    await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await noticeOrError(page, RESET_SENT);
    await screenshot(page, 'account-forgot-password-desktop');

    await page.goto('/auth/action?mode=resetPassword&oobCode=not-a-code');
    await page.getByRole('alert').getByText(LINK_SPENT).waitFor();
    await screenshot(page, 'account-reset-link-spent-desktop');

    const email = uniqueEmail('desk');
    await createAccount(email, 'old-secret1');
    await page.goto('/forgot-password');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await noticeOrError(page, RESET_SENT);
    const code = await latestCode(email, 'PASSWORD_RESET');
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await page.getByLabel('New Password', { exact: true }).waitFor();
    await screenshot(page, 'account-reset-password-desktop');
    await context.close();
  });
});

describe('the account page', () => {
  it('shows the details, renames, and changes the password after the current one', async () => {
    const email = uniqueEmail('ada');
    const { page, context } = await newPage(browser(), DESKTOP);
    await signUp(page, { name: 'Ada Lovelace', email, password: 'practice1' });
    // A new account is offered verification, not made to.
    await page.getByText('Please verify your e-mail address.').waitFor();
    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('We have sent you a new verification link.').waitFor();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByText(email).waitFor();
    await details.getByText('Free', { exact: true }).waitFor();
    await details.getByText('Not verified').waitFor();
    await expect(details.getByText('Member since').isVisible()).resolves.toBe(true);
    await expectNoAxeViolationsInBothThemes(page, 'account-details');
    await screenshot(page, 'account-page-desktop');

    const name = page.getByRole('region', { name: 'Your name' });
    await name.getByLabel('Display name').fill('Ada King');
    await name.getByRole('button', { name: 'Save name' }).click();
    await name.getByText('Your name has been saved.').waitFor();
    await page.getByRole('banner').getByText('Welcome, Ada King').waitFor();

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current Password', { exact: true }).fill('wrong-one');
    await password.getByLabel('New Password', { exact: true }).fill('practice2');
    await password.getByLabel('Confirm New Password', { exact: true }).fill('practice2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password
      .getByRole('alert')
      .getByText('The current password is incorrect. Please try again.')
      .waitFor();
    await password.getByLabel('Current Password', { exact: true }).fill('practice1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your password has been changed.').waitFor();

    await expect(canSignIn(email, 'practice2')).resolves.toBe(true);
    await expect(canSignIn(email, 'practice1')).resolves.toBe(false);
    await signOut(page);
    await signIn(page, email, 'practice2');
    await page.waitForURL('**/goals');
    await context.close();
  });

  it('changes the e-mail once the link sent to the new address is opened', async () => {
    const email = uniqueEmail('mover');
    const newEmail = uniqueEmail('moved');
    const uid = await createAccount(email, 'practice1', 'Mo Mover');
    const { page, context } = await newPage(browser(), PHONE);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await expectNoAxeViolationsInBothThemes(page, 'account-page');
    await screenshot(page, 'account-page-phone');

    const section = page.getByRole('region', { name: 'E-mail address' });
    await section.getByLabel('New E-mail Address').fill(newEmail);
    await section.getByLabel('Your Password', { exact: true }).fill('practice1');
    await section.getByRole('button', { name: 'Send verification link' }).click();
    await section
      .getByText(
        `We have sent a link to ${newEmail}. Your e-mail address changes when you open it.`,
      )
      .waitFor();

    const code = await latestCode(email, 'VERIFY_AND_CHANGE_EMAIL');
    await page.goto(`/auth/action?mode=verifyAndChangeEmail&oobCode=${encodeURIComponent(code)}`);
    await page.waitForURL('**/login');
    await page
      .getByRole('status')
      .getByText(`Your e-mail address is now ${newEmail}. Please sign in with it.`)
      .waitFor();
    await screenshot(page, 'account-email-changed-phone');
    await signIn(page, newEmail, 'practice1');
    await page.waitForURL('**/goals');
    await page.goto('/account');
    await page.getByRole('region', { name: 'Your details' }).getByText(newEmail).waitFor();
    const profile = await fetch(`${DOCUMENTS}/users/${uid}`, {
      headers: { authorization: 'Bearer owner' },
    }).then((r) => r.json() as Promise<{ fields: { email: { stringValue: string } } }>);
    expect(profile.fields.email.stringValue).toBe(newEmail);
    await context.close();
  });
});
