// A new version of the app is offered, never forced: a tab with text typed in it keeps the
// text until the person chooses Reload. The app is served through a small proxy so this file
// alone can publish a "new version" (a changed service worker) without touching other files.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { APP_URL, launchBrowser, newContext, screenshot, waitForServiceWorker } from './browser';

let browser: Browser;
let proxy: Server;
let proxyUrl: string;
/** Bumped to publish a new version: the service worker's script then differs by a comment. */
let version = 1;

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', APP_URL));
      const isWorker = request.url?.startsWith('/sw.js') ?? false;
      let body = Buffer.from(await upstream.arrayBuffer());
      if (isWorker) body = Buffer.concat([body, Buffer.from(`\n// version ${version}\n`)]);
      const type = upstream.headers.get('content-type');
      response.writeHead(upstream.status, {
        ...(type ? { 'content-type': type } : {}),
        'cache-control': 'no-cache',
      });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
});

describe('a new version of the app', () => {
  it('is offered, and only Reload switches to it; typed text stays until then', async () => {
    const context = await newContext(browser, {
      baseURL: proxyUrl,
      reducedMotion: 'reduce',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto('/login');
    await waitForServiceWorker(page);
    const email = page.getByLabel('Email Address');
    await email.fill('typing@example.com');

    version += 1;
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const offer = page.getByRole('region', { name: 'A new version of Masterly is ready.' });
    await offer.waitFor();
    await expect(email.inputValue()).resolves.toBe('typing@example.com');
    await screenshot(page, 'new-version-offer');
    await expectNoAxeViolationsInBothThemes(page, 'new-version');

    await Promise.all([
      page.waitForEvent('framenavigated'),
      offer.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await email.waitFor();
    await expect(email.inputValue()).resolves.toBe('');
    await expect(offer.count()).resolves.toBe(0);
    await context.close();
  });
});
