import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Journeys save screenshots only when asked (MASTERLY_SCREENSHOTS=1): each PNG costs the browser
 * and Vitest processor time on every run, and the pause it makes must not hide a race the
 * journey would otherwise catch.
 */
export const screenshotsWanted = process.env.MASTERLY_SCREENSHOTS === '1';

/** Saves a screenshot of the page (or one element) at `path`, only when screenshots are wanted. */
export async function saveScreenshot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {},
) {
  if (!screenshotsWanted) return;
  mkdirSync(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}
