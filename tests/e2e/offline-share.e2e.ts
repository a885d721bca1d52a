// Share links, offline use and the PWA (spec §2 "Share dialog", §4 "Share link", §6 share
// links read-only, §7 "Local storage and notifications"; ARCHITECTURE.md persistent cache and
// "every account is bounded": at most 20 live share links, each a compact snapshot).
// The tests run in order and share the owner's page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGoal,
  createAccount,
  launchBrowser,
  screenshot,
  signedInPage,
  uniqueEmail,
  waitForServiceWorker,
} from './browser';
import { weekdayDate } from '../../src/domain/display-dates';
import { inBothThemes } from './axe';
import { DOCUMENTS } from './test-project';

const HOUR = 3_600_000;
const SHARE_LINK_LIMIT = 20;
const AS_OWNER = { authorization: 'Bearer owner' };
let browser: Browser;
let owner: { page: Page; context: BrowserContext; uid: string };
/** The share links the owner made, oldest first. */
const links: string[] = [];

async function signedInUser(prefix: string, clockAt?: Date) {
  const email = uniqueEmail(prefix);
  const uid = await createAccount(email, 'practice1', `${prefix} tester`);
  const session = await signedInPage(
    browser,
    { email, password: 'practice1' },
    { clockAt, serviceWorkers: 'allow' },
  );
  return { ...session, uid };
}

/** Opens the Share dialog; resolves the dialog once it shows a link or a refusal. */
async function openShare(page: Page) {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Goals' });
  await dialog.getByRole('textbox', { name: 'Share link' }).or(dialog.getByRole('alert')).waitFor();
  return dialog;
}

/** Makes a share link through the dialog and closes it; resolves the link. */
async function share(page: Page): Promise<string> {
  const dialog = await openShare(page);
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  links.push(link);
  return link;
}

const shareIdOf = (link: string) => new URL(link).searchParams.get('share')!;

type RestValue = {
  stringValue?: string;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** The fields of a document as the emulator holds it (rules bypassed); {} when missing. */
async function serverFields(path: string): Promise<Record<string, RestValue>> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: AS_OWNER });
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`Reading ${path} failed: ${await response.text()}`);
  return ((await response.json()) as { fields?: Record<string, RestValue> }).fields ?? {};
}

/** The share ids in the owner's index, oldest first. */
async function indexedShares(uid: string): Promise<string[]> {
  const entries = (await serverFields(`shareIndex/${uid}`)).shares?.arrayValue?.values ?? [];
  return entries.map((entry) => entry.mapValue?.fields?.id?.stringValue ?? '');
}

const text = (stringValue: string): RestValue => ({ stringValue });
const texts = (...values: string[]) => ({ arrayValue: { values: values.map(text) } });

/**
 * Stores `n` links of the owner made earlier with other goals, past the rules, and lists them
 * first in the owner's index (they expire before the links made in this file); resolves their
 * ids, oldest first.
 */
async function seedOlderLinks(uid: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${uid}_seed${String(i).padStart(16, '0')}`);
  const expiries = ids.map((_, i) => new Date(Date.now() + 2 * HOUR + i * 60_000).toISOString());
  const write = async (path: string, fields: Record<string, RestValue>) => {
    const response = await fetch(`${DOCUMENTS}/${path}`, {
      method: 'PATCH',
      headers: { ...AS_OWNER, 'content-type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok) throw new Error(`Writing ${path} failed: ${await response.text()}`);
  };
  for (const [i, id] of ids.entries()) {
    await write(`sharedGoals/${id}`, {
      id: text(id),
      goals: {
        mapValue: {
          fields: {
            names: texts('Old goal'),
            notes: texts(''),
            figures: texts('1;0.0;0;0'),
            recentDays: texts(''),
          },
        },
      },
      timestamp: { timestampValue: new Date(Date.now() - HOUR).toISOString() },
      expiresAt: { timestampValue: expiries[i]! },
      ownerId: text(uid),
    });
  }
  const kept = (await serverFields(`shareIndex/${uid}`)).shares?.arrayValue?.values ?? [];
  const seeded: RestValue[] = ids.map((id, i) => ({
    mapValue: { fields: { id: text(id), expiresAt: { timestampValue: expiries[i]! } } },
  }));
  await write(`shareIndex/${uid}`, { shares: { arrayValue: { values: [...seeded, ...kept] } } });
  return ids;
}

/** 'yyyy-MM-dd' of a date in this machine's time zone (the browser's too). */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

// In the past: the server refuses a session that ends in the future.
const start = new Date(Date.now() - 3 * 3_600_000);

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInUser('sharer', start);
  await addGoal(owner.page, 'Piano');
  await owner.page.getByText('All changes saved').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('share links, offline and the PWA', () => {
  it('shares the active goals as a link that another user opens read-only', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Goals' });
    await dialog.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    // A share id is its owner's uid and a random part.
    expect(link).toMatch(new RegExp(`/goals\\?share=${owner.uid}_[A-Za-z0-9]+$`));
    links.push(link);
    await screenshot(page, 'share-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const viewer = await signedInUser('viewer');
    await viewer.page.goto(link);
    await viewer.page.getByText('Shared goals — read only').waitFor();
    const card = viewer.page.getByRole('article', { name: 'Piano' });
    await card.waitFor();
    await card.getByText('Total 0.0 h').waitFor();
    const main = viewer.page.locator('main');
    await expect(main.locator('input, textarea, select, button').count()).resolves.toBe(0);
    await expect(main.getByRole('link', { name: /Back to my goals/ }).count()).resolves.toBe(1);
    await screenshot(viewer.page, 'shared-goals-view');

    await viewer.page.goto('/goals?share=doesNotExist');
    await viewer.page.getByText('This share link was not found.', { exact: false }).waitFor();
    await viewer.context.close();
  });

  it('times practice offline and syncs it when back online', async () => {
    const { page, context } = owner;
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();

    await page
      .getByRole('article', { name: 'Piano' })
      .getByRole('button', { name: 'Timer' })
      .click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.waitFor();
    await page.clock.setSystemTime(new Date(start.getTime() + 1.5 * HOUR));
    await widget.getByRole('button', { name: 'Stop' }).click();
    await widget.waitFor({ state: 'detached' });
    await page.getByText(/^Offline · .*will sync when you reconnect$/).waitFor();
    await page.getByRole('article', { name: 'Piano' }).getByText('Total 1.5 h').waitFor();

    await context.setOffline(false);
    await page.getByText('All changes saved').waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('article', { name: 'Piano' }).getByText('Total 1.5 h').waitFor();
  });

  it('shares the logged practice: the view shows its figures and calendar from the compact snapshot', async () => {
    const { page, uid } = owner;
    const link = await share(page);

    // Stored as lists of texts, one per goal; listed last in the owner's index.
    const goals = (await serverFields(`sharedGoals/${shareIdOf(link)}`)).goals?.mapValue?.fields;
    const texts = (key: string) => goals?.[key]?.arrayValue?.values?.map((v) => v.stringValue);
    expect(Object.keys(goals ?? {}).sort()).toEqual([
      'dayMarks',
      'figures',
      'names',
      'notes',
      'recentDays',
    ]);
    expect(texts('names')).toEqual(['Piano']);
    expect(texts('notes')).toEqual(['']);
    // Level, hours, trophies, days, then the streak, the best and the plan, as the card has them.
    expect(texts('figures')?.[0]).toMatch(/^1;1\.5;0;1;1;1;[a-z-]+(:\d+)?$/);
    const ownerStreak = await page
      .getByRole('article', { name: 'Piano' })
      .getByText(/^Streak /)
      .locator('..')
      .textContent();
    expect(texts('recentDays')).toEqual([localDay(start)]);
    await expect(indexedShares(uid)).resolves.toEqual(links.map(shareIdOf));

    const viewer = await signedInUser('viewer');
    await viewer.page.goto(link);
    const card = viewer.page.getByRole('article', { name: 'Piano' });
    await card.getByText('Total 1.5 h').waitFor();
    await card.getByText('Level 1 · Beginner').waitFor();
    await card.getByText('1 day', { exact: true }).waitFor();
    await card.getByText('0 trophies').waitFor();
    await card.getByLabel(`${weekdayDate(start)}: practiced`).waitFor();
    await expect(card.getByLabel(/: practiced$/).count()).resolves.toBe(1);
    // The plan and streaks read as the owner's card reads them, and each day as it marks it.
    await expect(
      card
        .getByText(/^Streak /)
        .locator('..')
        .textContent(),
    ).resolves.toBe(ownerStreak);
    await expect(card.getByLabel(/: not practiced$/).count()).resolves.toBe(0);
    await screenshot(viewer.page, 'shared-goals-view-practised');
    await viewer.context.close();
  });

  it('shows the same link again while the goals are unchanged: nothing more is spent', async () => {
    const { page, uid } = owner;
    const dialog = await openShare(page);
    await expect(dialog.getByRole('textbox', { name: 'Share link' }).inputValue()).resolves.toBe(
      links.at(-1),
    );
    await dialog.getByText(/Your goals have not changed since you made this link/).waitFor();
    await dialog.getByText(`${links.length} of ${SHARE_LINK_LIMIT} links in use`).waitFor();
    await screenshot(page, 'share-reused-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'share-reused-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(indexedShares(uid)).resolves.toEqual(links.map(shareIdOf));
  });

  it(`refuses a link beyond ${SHARE_LINK_LIMIT} live ones, until one is revoked or the oldest is gone`, async () => {
    const { page, uid } = owner;
    // Links made earlier with other goals, past the rules, listed before the two made above.
    const older = await seedOlderLinks(uid, SHARE_LINK_LIMIT - links.length);
    links.unshift(...older.map((id) => `${new URL(links[0]!).origin}/goals?share=${id}`));
    // The goals change, so no live link shows them.
    await addGoal(page, 'Chess');
    await page.getByText('All changes saved').waitFor();

    const dialog = await openShare(page);
    const oldest = await serverFields(`sharedGoals/${shareIdOf(links[0]!)}`);
    const expiresAt = Date.parse(oldest.expiresAt?.timestampValue ?? '');
    const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    await expect(dialog.getByRole('alert').textContent().then(spaced)).resolves.toBe(
      spaced(
        'You have 20 active share links. A new one can be made when the oldest expires at ' +
          `${time.format(expiresAt)}, or once you revoke one under Your links.`,
      ),
    );
    await expect(dialog.getByRole('textbox', { name: 'Share link' }).count()).resolves.toBe(0);
    await dialog.getByText('20 of 20 links in use').waitFor();
    await screenshot(page, 'share-limit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'share-limit-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    const part = (role: string) => ({ include: `[role="${role}"]`, fullPage: false });
    await expect(inBothThemes(page, 'share-your-links', part('dialog'))).resolves.toEqual([]);
    await expect(indexedShares(uid)).resolves.toEqual(links.map(shareIdOf));

    // Revoke asks first; Cancel keeps the link. The list's last link is the oldest.
    const revokeOldest = () =>
      dialog
        .getByRole('button', { name: /^Revoke the link made / })
        .last()
        .click();
    const ask = page.getByRole('alertdialog', { name: 'Revoke this link?' });
    await revokeOldest();
    await expect(inBothThemes(page, 'share-revoke', part('alertdialog'))).resolves.toEqual([]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect(indexedShares(uid)).resolves.toHaveLength(SHARE_LINK_LIMIT);

    // Revoke link deletes it with its index entry: the count goes down, a new link fits.
    await revokeOldest();
    await ask.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByText('Link revoked: it no longer opens.').waitFor();
    await dialog.getByText('19 of 20 links in use').waitFor();
    const revoked = links.shift()!;
    await expect(indexedShares(uid)).resolves.toEqual(links.map(shareIdOf));
    await expect(serverFields(`sharedGoals/${shareIdOf(revoked)}`)).resolves.toEqual({});
    await dialog.getByRole('button', { name: 'Make a new link' }).click();
    links.push(await dialog.getByRole('textbox', { name: 'Share link' }).inputValue());
    await dialog.getByText('20 of 20 links in use').waitFor();
    await expect(indexedShares(uid)).resolves.toEqual(links.map(shareIdOf));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Whoever opens the revoked link is told it may have expired or been revoked.
    const viewer = await signedInUser('viewer');
    await viewer.page.goto(revoked);
    await viewer.page
      .getByText(
        'This share link is no longer available: it may have expired or been revoked. Ask for a new one.',
      )
      .waitFor();
    await viewer.context.close();

    // The oldest is deleted (as its TTL would), and the goals change again: the next link takes
    // its place.
    const gone = shareIdOf(links[0]!);
    const removed = await fetch(`${DOCUMENTS}/sharedGoals/${gone}`, {
      method: 'DELETE',
      headers: AS_OWNER,
    });
    expect(removed.ok).toBe(true);
    await addGoal(page, 'Drums');
    await page.getByText('All changes saved').waitFor();
    const link = await share(page);
    await expect(indexedShares(uid)).resolves.toEqual(links.slice(1).map(shareIdOf));
    await expect(indexedShares(uid)).resolves.toHaveLength(SHARE_LINK_LIMIT);
    expect(shareIdOf(link)).not.toBe(gone);
  });

  it('registers the service worker and serves a valid manifest', async () => {
    const { page } = owner;
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active ? registration.scope : null;
    });
    expect(scope).toMatch(/\/$/);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toContain('manifest.webmanifest');
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Masterly');
    expect(manifest.start_url).toBe('/goals');
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(`/${icon.src}`);
      expect(image.ok(), icon.src).toBe(true);
    }
  });

  it('starts offline from the cached app shell', async () => {
    const { page, context } = owner;
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Goals' }).waitFor();
    await page.getByRole('article', { name: 'Piano' }).getByText('Total 1.5 h').waitFor();
    await page.getByText('Offline', { exact: true }).waitFor();
    await screenshot(page, 'offline-app-shell');
    await context.setOffline(false);
    await context.close();
  });
});
