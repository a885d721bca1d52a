import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, launchChromium } from '../../scripts/lib/chromium.mjs';
import { BROWSER_WARNING } from './console-prefixes';
import { saveScreenshot } from './screenshots';
import { APP_EMULATORS, AUTH_HOST, DATABASE, FIRESTORE_HOST } from './test-project';

export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5183';
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@masterly.app';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'masterly-admin';

/**
 * The browsers a journey runs in: Debian's headless shell of Chromium by default, and its full
 * Chromium for the few that need what only it has (a notification permission that has not been
 * asked yet: the shell answers "denied" before anyone is asked).
 */
const EXECUTABLES = { 'headless-shell': HEADLESS_SHELL_PATH, chromium: CHROMIUM_PATH };
type BrowserKind = keyof typeof EXECUTABLES;
const workerBrowsers = new Map<BrowserKind, Browser>();

/**
 * A local browser, never a downloaded one (the same launcher as the benchmarks). A worker runs
 * its files one after another in one process (vitest.e2e.config.ts), and they share one browser
 * of each kind: starting it costs about two seconds of a core. Each test still works in browser
 * contexts of its own, with their own storage, cache and service workers; a file's
 * `browser.close()` closes the contexts it left open, and the browser ends with the worker.
 */
export async function launchBrowser(kind: BrowserKind = 'headless-shell'): Promise<Browser> {
  let browser = workerBrowsers.get(kind);
  if (!browser?.isConnected()) {
    browser = await launchChromium(EXECUTABLES[kind]);
    workerBrowsers.set(kind, browser);
  }
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          await Promise.all(target.contexts().map((context) => context.close()));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const opened = { contexts: 0, pageLoads: 0 };

/** What a page logs for each Content-Security-Policy violation it sees (newContext). */
const CSP_VIOLATION = 'Content-Security-Policy violation:';
const cspViolations: string[] = [];
/**
 * The Content-Security-Policy violations the pages of this worker reported since the last call
 * (warm-up.ts asks after every test: a journey that breaks the policy fails).
 */
export const takeCspViolations = () => cspViolations.splice(0);
/**
 * How many browser contexts this worker has opened and how many pages they have loaded (each
 * load of the app costs about two seconds of a core); warm-up.ts reports them per test.
 */
export const browserWork = () => ({ ...opened });

/**
 * A browser context on the app whose pages talk to this file's own project on the emulators
 * (the app reads `masterlyEmulators` before it connects). Its service workers are blocked, so
 * a page does not download the whole precache, unless the journey allows them: those that go
 * offline and load a page, or that test the service worker itself.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  opened.contexts += 1;
  const context = await browser.newContext({
    baseURL: APP_URL,
    serviceWorkers: 'block',
    ...options,
  });
  context.on('page', (page) => page.on('load', () => (opened.pageLoads += 1)));
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_VIOLATION) || /Content Security Policy/i.test(text)) {
      cspViolations.push(text);
    }
  });
  await context.addInitScript(
    ({ emulators, prefix }) => {
      Object.assign(globalThis, { masterlyEmulators: emulators });
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
        console.error(`${prefix} ${event.effectiveDirective} ${event.blockedURI} at ${where}`);
      });
    },
    { emulators: APP_EMULATORS, prefix: CSP_VIOLATION },
  );
  return context;
}

type PageOptions = Pick<BrowserContextOptions, 'serviceWorkers' | 'storageState' | 'timezoneId'>;

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: PageOptions = {},
) {
  // Reduced motion: colours change at once, so axe never measures a colour mid-transition.
  const context = await newContext(browser, { viewport, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('browser console:', message.text());
    if (message.type() === 'warning') console.warn(BROWSER_WARNING, message.text());
  });
  return { context, page };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** A full-page screenshot as test-results/<name>.png, only with MASTERLY_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, `test-results/${name}.png`, { fullPage: true });
}

export async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/goals');
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits for the goals page to be ready. */
export async function signInToGoals(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.waitForURL('**/goals');
  await page.getByRole('button', { name: 'Add Goal' }).waitFor();
}

/** Signs the account in through the Auth emulator's REST API: its uid and tokens. */
export async function passwordSignIn(email: string, password: string) {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Could not sign in ${email}: ${await response.text()}`);
  return (await response.json()) as {
    localId: string;
    email: string;
    displayName?: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
}

/**
 * The browser storage of a session of the account, as the app's Auth SDK keeps it, signed in
 * through the Auth emulator's REST API instead of the form. The SDK checks the account with the
 * emulator when the app loads, as on any visit of a signed-in browser.
 */
export async function signedInState(email: string, password: string) {
  const session = await passwordSignIn(email, password);
  const user = {
    uid: session.localId,
    email: session.email,
    emailVerified: false,
    displayName: session.displayName || undefined,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + Number(session.expiresIn) * 1000,
    },
    apiKey: 'demo-api-key',
    appName: '[DEFAULT]',
  };
  const localStorage = [
    { name: 'firebase:authUser:demo-api-key:[DEFAULT]', value: JSON.stringify(user) },
    { name: 'masterly-signed-in', value: '1' },
  ];
  return { cookies: [], origins: [{ origin: APP_URL, localStorage }] };
}

/**
 * A page of a browser already signed in to the account, open on the goals page: for the
 * journeys that are not about signing in. `clockAt` installs the page's clock first.
 */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  options: PageOptions & { viewport?: { width: number; height: number }; clockAt?: Date } = {},
) {
  const { viewport, clockAt, ...pageOptions } = options;
  const storageState = await signedInState(account.email, account.password);
  const session = await newPage(browser, viewport, { ...pageOptions, storageState });
  if (clockAt) await session.page.clock.install({ time: clockAt });
  await session.page.goto('/goals');
  await session.page.getByRole('button', { name: 'Add Goal' }).waitFor();
  return session;
}

/** Waits until the service worker serves this page, so it loads with no network. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Creates a goal through the New Goal dialog and waits for its card. */
export async function addGoal(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Goal' });
  await dialog.getByLabel('Goal Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await page.getByRole('article', { name }).waitFor();
}

/**
 * Logs a session on each of `days` (yyyy-MM-dd) through the goal's Sessions form, waits until
 * the log lists that many, closes it and waits until the changes are saved.
 */
export async function logPastSessions(page: Page, goal: string, days: readonly string[]) {
  const log = page.getByRole('dialog', { name: 'Practice sessions' });
  await page.getByRole('article', { name: goal }).getByRole('button', { name: 'Sessions' }).click();
  const form = log.getByRole('form', { name: 'Log past practice' });
  for (const day of days) {
    await form.getByLabel('Date').fill(day);
    await form.getByRole('button', { name: 'Log session' }).click();
  }
  await expect
    .poll(() => log.getByRole('list', { name: 'Logged sessions' }).getByRole('listitem').count())
    .toBe(days.length);
  await page.keyboard.press('Escape');
  await page.getByText('All changes saved').waitFor();
}

/** Creates an account straight in the Auth emulator (faster than the form); resolves its uid. */
export async function createAccount(
  email: string,
  password: string,
  displayName = 'Tester',
): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

/**
 * Holds every Auth emulator request until `release` is called, so a busy label can be seen
 * for as long as the test looks for it.
 */
export async function holdAuth(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/identitytoolkit.googleapis.com/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export interface SeedProfile {
  uid: string;
  email: string;
  displayName: string | null;
  createdAt: string;
  subscriptionPlan?: 'free' | 'pro' | 'platinum' | 'enterprise';
}

/** Writes users/{uid} profiles straight into the Firestore emulator as its owner (no rules). */
export async function seedProfiles(profiles: SeedProfile[]): Promise<void> {
  const str = (stringValue: string) => ({ stringValue });
  const writes = profiles.map((p) => ({
    update: {
      name: `${DATABASE}/documents/users/${p.uid}`,
      fields: {
        uid: str(p.uid),
        email: str(p.email),
        displayName: p.displayName === null ? { nullValue: null } : str(p.displayName),
        role: str('user'),
        subscriptionPlan: str(p.subscriptionPlan ?? 'free'),
        createdAt: str(p.createdAt),
        lastLoginAt: str(p.createdAt),
        isActive: { booleanValue: true },
      },
    },
  }));
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/${DATABASE}/documents:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Seeding profiles failed: ${await response.text()}`);
}

/** The e-mails of the first `count` profiles as the server orders the users table. */
export async function newestProfileEmails(count: number): Promise<string[]> {
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/${DATABASE}/documents:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'users' }],
        orderBy: [
          { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
        limit: count,
      },
    }),
  });
  if (!response.ok) throw new Error(`Query failed: ${await response.text()}`);
  const rows = (await response.json()) as {
    document?: { fields: { email: { stringValue: string } } };
  }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields.email.stringValue] : []));
}
