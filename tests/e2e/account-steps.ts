// What the account journeys share (account.e2e.ts and account-verify-delete.e2e.ts): the
// browser, the codes the Auth emulator "sends", and what the emulators hold.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createAccount, launchBrowser, newPage, signIn, uniqueEmail } from './browser';
import { saveScreenshot } from './screenshots';
import { eventually } from './server-data';
import { AUTH_HOST, AUTH_PROJECT_ID, DOCUMENTS } from './test-project';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const RESET_SENT =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. Check your inbox (and the spam folder).';
export const LINK_SPENT =
  'This link has expired or has already been used. Ask for a new one below.';
export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect. Please try again.';

/** Launches the file's warm browser before its tests and closes it after them. */
export function useWarmBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchWarmBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser has not been launched.');
    return browser;
  };
}

/**
 * The file's browser, once a first sign-in through the form has worked. The emulators' first
 * connection can take a while on a busy machine (the browser's client gives up after 10 s and
 * reports offline): it is made here, not in the first test's sign-in.
 */
export async function launchWarmBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  try {
    await fetch(`${DOCUMENTS}/users/warm-up`).catch(() => undefined);
    const email = uniqueEmail('warm-up');
    await createAccount(email, 'practice1');
    for (let attempt = 1; ; attempt += 1) {
      const { page, context } = await newPage(browser);
      try {
        await signIn(page, email, 'practice1');
        await page.waitForURL('**/goals', { timeout: 30_000 });
        return browser;
      } catch (error) {
        if (attempt === 3) throw error;
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export type OobCode = { email: string; oobCode: string; requestType: string; newEmail?: string };

/** The newest out-of-band code the Auth emulator "sent" to `email` for `requestType`. */
export async function latestCode(email: string, requestType: string): Promise<string> {
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
export async function canSignIn(email: string, password: string): Promise<boolean> {
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
export async function serverHas(path: string): Promise<boolean> {
  const response = await fetch(`${DOCUMENTS}/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  return response.status !== 404;
}

/** What the screen shows (a dialog over the page), not the whole scrolled page. */
export async function viewShot(page: Page, name: string) {
  await saveScreenshot(page, `test-results/${name}.png`);
}

/** Waits for a notice, failing at once with what the page said if it shows an error instead. */
export async function noticeOrError(page: Page, notice: string) {
  const shown = page.getByRole('status').getByText(notice);
  const error = page.getByRole('alert');
  await shown.or(error).first().waitFor();
  if (await error.isVisible())
    throw new Error(`Instead of the notice: ${await error.textContent()}`);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
