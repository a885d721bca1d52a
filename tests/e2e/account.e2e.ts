// Account self-service against the emulators: a forgotten password (the link's code read from
// the Auth emulator), the account page (name, password, e-mail change) and deleting an account
// with everything in it. Screenshots of each new screen at phone and desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGoal,
  createAccount,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUp,
  uniqueEmail,
} from './browser';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { eventually, serverGoals, serverSessions, serverTimer } from './server-data';
import { AUTH_HOST, AUTH_PROJECT_ID, DOCUMENTS } from './test-project';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const RESET_SENT =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. Check your inbox (and the spam folder).';
const LINK_SPENT = 'This link has expired or has already been used. Ask for a new one below.';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect. Please try again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The emulators' first connection can take a while on a busy machine (the browser's client
  // gives up after 10 s and reports offline): make it here, not in the first test's sign-in.
  await fetch(`${DOCUMENTS}/users/warm-up`).catch(() => undefined);
  const email = uniqueEmail('warm-up');
  await createAccount(email, 'practice1');
  for (let attempt = 1; ; attempt += 1) {
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, email, 'practice1');
      await page.waitForURL('**/goals', { timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    } finally {
      await context.close();
    }
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

type OobCode = { email: string; oobCode: string; requestType: string; newEmail?: string };

/** The newest out-of-band code the Auth emulator "sent" to `email` for `requestType`. */
async function latestCode(email: string, requestType: string): Promise<string> {
  const codes = await eventually(
    async () => {
      const response = await fetch(
        `http://${AUTH_HOST}/emulator/v1/projects/${AUTH_PROJECT_ID}/oobCodes`,
      );
      const body = (await response.json()) as { oobCodes: OobCode[] };
      return body.oobCodes.filter((c) => c.email === email && c.requestType === requestType);
    },
    (found) => found.length > 0,
    `a ${requestType} code for ${email}`,
  );
  return codes.at(-1)!.oobCode;
}

/** Whether the Auth emulator accepts this e-mail and password. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
}

/** Whether the Firestore emulator holds this document (read as its owner, rules bypassed). */
async function serverHas(path: string): Promise<boolean> {
  const response = await fetch(`${DOCUMENTS}/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  return response.status !== 404;
}

/** What the screen shows (a dialog over the page), not the whole scrolled page. */
async function viewShot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png` });
}

/** Waits for a notice, failing at once with what the page said if it shows an error instead. */
async function noticeOrError(page: Page, notice: string) {
  const shown = page.getByRole('status').getByText(notice);
  const error = page.getByRole('alert');
  await shown.or(error).first().waitFor();
  if (await error.isVisible())
    throw new Error(`Instead of the notice: ${await error.textContent()}`);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('forgotten password', () => {
  it('sends a reset link, sets a new password from it and signs in with it', async () => {
    const email = uniqueEmail('forgetful');
    await createAccount(email, 'old-secret1', 'Forgetful Fay');
    const { page, context } = await newPage(browser, PHONE);

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
    const { page, context } = await newPage(browser, DESKTOP);
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
    const { page, context } = await newPage(browser, DESKTOP);
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
    const { page, context } = await newPage(browser, PHONE);
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

describe('verifying an e-mail address', () => {
  it('verifies from the link sent at sign-up, and the banner goes', async () => {
    const email = uniqueEmail('verifier');
    const { page, context } = await newPage(browser, DESKTOP);
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
      const { page, context } = await newPage(browser, viewport);
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
    const { page, context } = await newPage(browser, DESKTOP);
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
        'Your account and all of its data have been deleted. Goodbye, and thank you for practising with Masterly.',
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
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, email, 'practice1');
    await page.waitForURL('**/goals');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
    await viewShot(page, 'account-delete-dialog-phone');
    await context.close();
  });
});
