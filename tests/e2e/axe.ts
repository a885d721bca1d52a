import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveScreenshot } from './screenshots';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

export interface AxeOptions {
  /** CSS selectors of the part to check (default: the whole page). */
  include?: string | string[];
  exclude?: string | string[];
}

// AxeBuilder would put axe-core on the page for every check (about 1.5 s of the browser's CPU);
// moving between screens keeps the page (history.pushState), so it is put on each page once,
// minified (0.65 MB instead of 1.5 MB: about 0.3 s less each time).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_ALREADY_ON_PAGE = 'void 0';
async function injectAxeOnce(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** One line per violation: `where: rule-id (nodes) target, target…`. */
export async function axeViolations(
  page: Page,
  where: string,
  options: AxeOptions = {},
): Promise<string[]> {
  // Sections below the fold skip rendering until scrolled near (content-visibility), and axe
  // cannot measure the contrast of what is not rendered: render the whole page for the check.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await injectAxeOnce(page);
  // Only violations are read: axe then skips gathering every passing node, about half its time.
  let builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_ON_PAGE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Fails listing every axe violation on the page (or its included part). */
export async function expectNoAxeViolations(page: Page, where: string, options?: AxeOptions) {
  expect(await axeViolations(page, where, options)).toEqual([]);
}

/** Switches the page to a theme the way the device does, and waits until it has painted. */
export async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const deviceOf = (page: Page) => ((page.viewportSize()?.width ?? 1280) < 640 ? 'phone' : 'desktop');

/**
 * Shows the page in the light and the dark theme; in each runs axe and (with
 * MASTERLY_SCREENSHOTS=1) saves a screenshot as
 * test-results/screens/<name>-<theme>-<device>.png. Resolves the violations of both (`name theme device: rule…`), so a walk through many screens can report them all at
 * once; ends in the light theme.
 */
export async function inBothThemes(
  page: Page,
  name: string,
  options: AxeOptions & { fullPage?: boolean } = {},
): Promise<string[]> {
  const device = deviceOf(page);
  const found: string[] = [];
  for (const theme of [...THEMES].reverse()) {
    await showTheme(page, theme);
    found.push(...(await axeViolations(page, `${name} ${theme} ${device}`, options)));
    await saveScreenshot(page, `test-results/screens/${name}-${theme}-${device}.png`, {
      fullPage: options.fullPage ?? true,
    });
  }
  return found;
}

/** Fails listing the violations of both themes. */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  name: string,
  options?: AxeOptions,
) {
  expect(await inBothThemes(page, name, options)).toEqual([]);
}
