import { subDays } from 'date-fns/subDays';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../src/domain/weeks';
import { expectNoAxeViolations } from './axe';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { eventually, serverSessions } from './server-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the session log', () => {
  it('opens on recent sessions and pages back to older ones, read from the server', async () => {
    const email = uniqueEmail('log');
    const uid = await createAccount(email, 'practice1', 'Log Tester');
    const { page, context } = await signedInPage(browser, { email, password: 'practice1' });
    await addGoal(page, 'Piano');
    const log = page.getByRole('dialog', { name: 'Practice sessions' });
    const openLog = async () => {
      await page
        .getByRole('article', { name: 'Piano' })
        .getByRole('button', { name: 'Sessions' })
        .click();
      await log.waitFor();
    };

    // A session from 60 days back, logged in the log itself, stays in its list.
    const oldDay = dayKey(subDays(new Date(), 60));
    await openLog();
    const form = log.getByRole('form', { name: 'Log past practice' });
    await form.getByLabel('Date').fill(oldDay);
    await form.getByRole('button', { name: 'Log session' }).click();
    const rows = log.getByRole('list', { name: 'Logged sessions' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await eventually(
      () => serverSessions(uid),
      (sessions) => sessions.length === 1,
      'the session on the server',
    );

    // A new visit follows only the recent sessions: the old one is a page back.
    await page.reload();
    await openLog();
    const earlier = log.getByRole('button', { name: 'Show earlier sessions' });
    await earlier.waitFor();
    expect(await rows.count()).toBe(0);
    expect(await log.getByText('No practice sessions yet.', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page, 'session log with earlier sessions');
    await earlier.click();
    await log.getByText('1 session since', { exact: false }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await earlier.count()).toBe(0);
    await context.close();
  });
});
