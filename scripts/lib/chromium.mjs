// Debian's Chromium for the benchmarks, never a downloaded browser. Without the
// background-networking flags it tries to reach Google's hosts at every start.
import { chromium } from 'playwright-core';

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
