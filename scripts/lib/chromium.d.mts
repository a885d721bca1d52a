import type { Browser } from 'playwright-core';

/** Debian's Chromium (or another local build at `executablePath`), never a downloaded browser. */
export function launchChromium(executablePath?: string): Promise<Browser>;

export const CHROMIUM_PATH: string;
/** Debian's chromium-headless-shell: Chromium's old headless mode (see chromium.mjs). */
export const HEADLESS_SHELL_PATH: string;
/** The flags every launch uses: no sandbox, no GPU, no calls to Google's hosts. */
export const CHROMIUM_ARGS: string[];
