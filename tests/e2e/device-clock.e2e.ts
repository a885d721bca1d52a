// A device whose clock runs 10 minutes fast: what it logs is saved with the server's time,
// although the rules refuse times more than 5 minutes ahead of the server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { eventually, serverSessions, serverTimer } from './server-data';

const MINUTE = 60_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a device clock running 10 minutes fast', () => {
  it('saves Start, Stop and the logged session with the server’s time', async () => {
    const email = uniqueEmail('fast-clock');
    const uid = await createAccount(email, 'practice1', 'Clock Tester');
    const fastBy = 10 * MINUTE;
    const { context, page } = await signedInPage(
      browser,
      { email, password: 'practice1' },
      { clockAt: new Date(Date.now() + fastBy) },
    );
    await addGoal(page, 'Piano');
    await page
      .getByRole('article', { name: 'Piano' })
      .getByRole('button', { name: 'Timer' })
      .click();
    const widget = page.getByRole('complementary', { name: 'Running timer' });
    await widget.getByRole('timer').filter({ hasNotText: '00:00:00' }).waitFor();
    const running = await eventually(
      () => serverTimer(uid),
      (t) => t?.isRunning === true,
      'the timer running on the server',
    );
    expect(Math.abs(running!.startTime - Date.now())).toBeLessThan(2 * MINUTE);

    await widget.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('All changes saved').waitFor({ timeout: 30_000 });
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the logged session',
    );
    expect(Math.abs(session!.end - Date.now())).toBeLessThan(2 * MINUTE);
    expect(session!.end - session!.start).toBeGreaterThanOrEqual(1000);
    expect((await serverTimer(uid))?.isRunning).toBe(false);
    await expect(page.getByText(/refused/i).count()).resolves.toBe(0);
    await context.close();
  });
});
