/** What the end-to-end tests put before a browser warning they pass on (vitest.e2e.config.ts). */
export const BROWSER_WARNING = 'browser warning:';
