// One Chromium for the whole end-to-end run (vitest.e2e.config.ts, globalSetup): starting it
// costs about two seconds of a core, which every file paid when each launched its own. Files
// connect to it (tests/e2e/browser.ts); each test still works in browser contexts of its own,
// with their own storage, cache and service workers, and a file's `browser.close()` only closes
// the contexts it made and disconnects.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export default async function setup() {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  // The test workers start after this, and inherit the environment.
  process.env.MASTERLY_BROWSER_ENDPOINT = server.wsEndpoint();
  return async () => {
    await server.close();
  };
}
