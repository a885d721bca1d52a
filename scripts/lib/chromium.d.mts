import type { Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (see chromium.mjs). */
export function launchChromium(): Promise<Browser>;

export const CHROMIUM_PATH: string;
/** The flags every launch uses: no sandbox, no GPU, no calls to Google's hosts. */
export const CHROMIUM_ARGS: string[];
