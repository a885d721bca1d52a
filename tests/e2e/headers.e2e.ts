// The app is served here with the headers firebase.json gives Hosting (build/hosting-headers.ts):
// these journeys check that they arrive, and that the Content-Security-Policy holds and blocks.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  addGoal,
  createAccount,
  launchBrowser,
  newPage,
  signedInPage,
  takeCspViolations,
  uniqueEmail,
} from './browser';
import { AUTH_HOST, FIRESTORE_HOST } from './test-project';

const PASSWORD = 'headers-pass-1';

/** The headers firebase.json sends on every path (its `**` rule), by lower-case name. */
function productionHeaders(): Record<string, string> {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const everyPath = config.hosting.headers.find((rule) => rule.source === '**');
  return Object.fromEntries(everyPath!.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

async function headersOf(path: string) {
  const response = await fetch(`${APP_URL}${path}`);
  expect(response.status).toBe(200);
  return response.headers;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('production headers', () => {
  it('sends firebase.json’s headers on a public page, the app shell and an asset', async () => {
    const production = productionHeaders();
    const policy = production['content-security-policy']!;
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'connect-src').split(' ')).toEqual(
      expect.arrayContaining([
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    // Here the page talks to the emulators, which only the local server adds.
    const local = policy.replace(
      directive(policy, 'connect-src'),
      `${directive(policy, 'connect-src')} http://${FIRESTORE_HOST} http://${AUTH_HOST}`,
    );

    const landing = await headersOf('/');
    const shell = await headersOf('/goals');
    const html = await (await fetch(`${APP_URL}/goals`)).text();
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const asset = await headersOf(entry!);

    for (const headers of [landing, shell, asset]) {
      expect(headers.get('content-security-policy')).toBe(local);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe(production['referrer-policy']);
      expect(headers.get('permissions-policy')).toBe(production['permissions-policy']);
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    expect(landing.get('cache-control')).toBe('no-cache');
    expect(shell.get('cache-control')).toBe('no-cache');
    expect((await headersOf('/sw.js')).get('cache-control')).toBe('no-cache');
    expect(asset.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses an injected script, an inline handler and eval, and reports each', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
    // Run on a key press, as the page's own code would run: the DevTools protocol that runs
    // page.evaluate's function itself is let past the eval rule.
    await page.evaluate(() => {
      document.addEventListener(
        'keydown',
        () => {
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.head.append(script);
          const button = document.createElement('button');
          button.setAttribute('onclick', 'window.clicked = true');
          button.click();
          let evaluated = false;
          try {
            evaluated = (0, eval)('true') as boolean;
          } catch {
            // Refused: the policy has no 'unsafe-eval'.
          }
          const ran = { injected: 'injected' in window, clicked: 'clicked' in window, evaluated };
          Object.assign(window, { ran });
        },
        { once: true },
      );
    });
    await page.keyboard.press('Shift');
    const ran = await page.waitForFunction(() => (window as { ran?: object }).ran);
    expect(await ran.jsonValue()).toEqual({ injected: false, clicked: false, evaluated: false });
    const reported: string[] = [];
    const report = () => {
      reported.push(...takeCspViolations());
      return reported.join('\n');
    };
    await expect.poll(report).toContain('script-src-elem inline');
    await expect.poll(report).toContain('script-src-attr inline');
    await expect.poll(report).toContain('script-src eval');
    await context.close();
  });

  it('is never shown inside another site’s frame', async () => {
    const { page, context } = await newPage(browser);
    await page.setContent(`<iframe src="${APP_URL}/" title="framed"></iframe>`);
    const frame = page.frameLocator('iframe[title="framed"]');
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/frame-ancestors/);
    expect(await frame.getByRole('link', { name: 'Start Your Journey' }).count()).toBe(0);
    await context.close();
  });

  it('lets a signed-in person load /goals and start a timer with no violation', async () => {
    const email = uniqueEmail('headers');
    await createAccount(email, PASSWORD, 'Header Tester');
    // Its pages listen for securitypolicyviolation from their first script on (newContext).
    const { page, context } = await signedInPage(browser, { email, password: PASSWORD });
    await addGoal(page, 'Cello');
    await page
      .getByRole('article', { name: 'Cello' })
      .getByRole('button', { name: 'Timer' })
      .click();
    await page.getByRole('complementary', { name: 'Running timer' }).waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await page.getByRole('complementary', { name: 'Running timer' }).waitFor();

    expect(takeCspViolations()).toEqual([]);
    await context.close();
  });
});
