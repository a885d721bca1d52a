// Debian's Chromium for the benchmarks, never a downloaded browser. Without the
// background-networking flags it tries to reach Google's hosts at every start.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's build of Chromium's old headless mode (package chromium-headless-shell): no browser
 * UI, and its renderers and browser process spend about half the processor time Chromium's do.
 * It runs service workers; it answers "denied" for notifications nobody has asked about yet.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @param {string} [executablePath]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium(executablePath = CHROMIUM_PATH) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
