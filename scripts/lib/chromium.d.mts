import type { Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (see chromium.mjs). */
export function launchChromium(): Promise<Browser>;
