// Pausing on a phone that is offline and resuming on the laptop (issue 28): the pause carries
// the moment it was pressed, so when the phone comes back the laptop's timer stands still from
// then on; a 50-minute session with a 20-minute pause logs 30 minutes, neither invented nor
// lost. Two browser contexts of one account are the two devices, each with its page clock set
// to the same moments; every "saved" is read from the emulator itself.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGoal, createAccount, launchBrowser, signedInPage, uniqueEmail } from './browser';
import { eventually, serverSessions, serverTimer } from './server-data';

const MIN = 60_000;
const HOUR = 60 * MIN;
const PASSWORD = 'practice1';
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const widget = (page: Page, state = /^(Running|Paused) timer$/) =>
  page.getByRole('complementary', { name: state });
const saved = (page: Page) => page.getByText('All changes saved').waitFor({ timeout: 30_000 });
const minutes = (s: { start: number; end: number }) => (s.end - s.start) / MIN;

/**
 * A new account signed in on a laptop and a phone whose clocks both stand well in the past (so
 * every time the devices write is one the server takes), with the goal Cello; `at(ms)` moves
 * both clocks to that long after the start.
 */
async function laptopAndPhoneWithCello(name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, '-'));
  const uid = await createAccount(email, PASSWORD, name);
  const past = new Date(Date.now() - 16 * HOUR);
  const credentials = { email, password: PASSWORD };
  const laptop = await signedInPage(browser, credentials, { clockAt: past });
  const phone = await signedInPage(browser, credentials, { clockAt: past, viewport: PHONE });
  const at = async (ms: number) => {
    const time = new Date(past.getTime() + ms);
    await Promise.all([
      laptop.page.clock.setSystemTime(time),
      phone.page.clock.setSystemTime(time),
    ]);
  };
  await addGoal(laptop.page, 'Cello');
  await phone.page.getByRole('article', { name: 'Cello' }).waitFor();
  return { uid, laptop, phone, at };
}

describe('pausing on one device and resuming on another', () => {
  it('pauses offline on the phone, resumes on the laptop: 30 of 50 minutes logged', async () => {
    const { uid, laptop, phone, at } = await laptopAndPhoneWithCello('Two Devices');
    const phoneCard = phone.page.getByRole('article', { name: 'Cello' });

    await at(0);
    await phoneCard.getByRole('button', { name: 'Timer' }).click();
    await widget(laptop.page, /^Running timer$/)
      .getByText('Cello')
      .waitFor();
    await saved(phone.page);

    // The phone loses its connection and is paused at 15 minutes: only the phone knows.
    await phone.context.setOffline(true);
    await at(15 * MIN);
    await widget(phone.page).getByRole('button', { name: 'Pause' }).click();
    await widget(phone.page, /^Paused timer$/).waitFor();
    expect(await serverTimer(uid)).toMatchObject({ isRunning: true, pausedAt: null });

    // Back online at 30 minutes: the laptop shows the pause from 15 minutes on.
    await at(30 * MIN);
    await phone.context.setOffline(false);
    const pausedOnLaptop = widget(laptop.page, /^Paused timer$/);
    await pausedOnLaptop.getByText('Paused ·').waitFor({ timeout: 30_000 });
    await pausedOnLaptop
      .getByRole('timer')
      .filter({ hasText: /^00:(14:5\d|15:0\d)$/ })
      .waitFor();

    // Resumed on the laptop at 35 minutes, stopped there at 50: 30 minutes practised.
    await at(35 * MIN);
    await pausedOnLaptop.getByRole('button', { name: 'Resume' }).click();
    await widget(phone.page, /^Running timer$/).waitFor();
    await at(50 * MIN);
    await widget(laptop.page).getByRole('button', { name: 'Stop' }).click();
    await widget(phone.page).waitFor({ state: 'detached' });
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the session',
    );
    // Within 3 seconds: each device's page clock runs on by a few ms between the steps.
    expect(minutes(session!)).toBeCloseTo(30, 1);
    await saved(laptop.page);
    await saved(phone.page);
    await laptop.context.close();
    await phone.context.close();
  });

  // Issue 49, item 1: the phone pauses (online), goes offline, the laptop resumes; the phone,
  // still showing the pause, presses Stop. Its Stop is of the run the server has running since
  // the resume, so the session counts up to that Stop: 10 + 20 = 30 minutes, none lost.
  it('stops on the phone that still shows the pause the laptop resumed: 30 minutes logged', async () => {
    const { uid, laptop, phone, at } = await laptopAndPhoneWithCello('Stale Pause');

    await at(0);
    await laptop.page
      .getByRole('article', { name: 'Cello' })
      .getByRole('button', { name: 'Timer' })
      .click();
    await widget(phone.page, /^Running timer$/)
      .getByText('Cello')
      .waitFor();

    // Paused on the phone at 10 minutes, online: both devices and the server know.
    await at(10 * MIN);
    await widget(phone.page).getByRole('button', { name: 'Pause' }).click();
    await widget(laptop.page, /^Paused timer$/).waitFor();
    await eventually(
      () => serverTimer(uid),
      (t) => typeof t?.pausedAt === 'number',
      'the pause on the server',
    );
    await saved(phone.page);

    // The phone goes offline; the laptop resumes at 15 minutes, which the phone never sees.
    await phone.context.setOffline(true);
    await at(15 * MIN);
    await widget(laptop.page, /^Paused timer$/)
      .getByRole('button', { name: 'Resume' })
      .click();
    await eventually(
      () => serverTimer(uid),
      (t) => t?.pausedAt === null,
      'the resume on the server',
    );

    // At 35 minutes the phone, still showing the pause, is stopped; back online at 40.
    await at(35 * MIN);
    const stalePause = widget(phone.page, /^Paused timer$/);
    await stalePause
      .getByRole('timer')
      .filter({ hasText: /^00:(09:5\d|10:0\d)$/ })
      .waitFor();
    await stalePause.getByRole('button', { name: 'Stop' }).click();
    await widget(phone.page).waitFor({ state: 'detached' });
    await at(40 * MIN);
    await phone.context.setOffline(false);

    await eventually(
      () => serverTimer(uid),
      (t) => t?.isRunning === false,
      'the timer stopped on the server',
    );
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1 && minutes(s[0]!) > 11,
      'a session counting the time after the resume',
    );
    expect(minutes(session!)).toBeCloseTo(30, 1);
    // The laptop's timer goes as for any Stop made elsewhere, and its log shows the 30 minutes.
    await widget(laptop.page).waitFor({ state: 'detached' });
    await saved(laptop.page);
    await saved(phone.page);
    expect(await serverSessions(uid)).toHaveLength(1);

    // A reload of either device keeps the 30 minutes and the stopped timer.
    await phone.page.reload();
    await phone.page.getByRole('article', { name: 'Cello' }).waitFor();
    await saved(phone.page);
    expect(await widget(phone.page).count()).toBe(0);
    const after = await serverSessions(uid);
    expect(after.map(minutes).map(Math.round)).toEqual([30]);
    await laptop.context.close();
    await phone.context.close();
  });
});
