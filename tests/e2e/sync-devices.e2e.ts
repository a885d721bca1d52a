// Practice time is never lost, across devices: two devices (browser contexts) of one account,
// one of them offline; a change the server refuses, across a reload; a change made offline
// before the session ends by itself. Every check of "saved" reads the emulator itself, not only
// the screen. (The tabs are in sync-tabs.e2e.ts, the Stop in sync-stop.e2e.ts.)
import { describe, expect, it } from 'vitest';
import { addGoal, screenshot, signInToGoals, waitForServiceWorker } from './browser';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { HOURS, eventually, serverGoals, serverSessions, serverTimer } from './server-data';
import {
  HOUR,
  PASSWORD,
  type Device,
  account,
  card,
  deviceOf,
  practice,
  rename,
  saved,
  useBrowser,
  widget,
} from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

describe('two devices of one account', () => {
  it('keeps an offline rename on one device and a session logged on the other (both ways)', async () => {
    const { email, uid } = await account('devices');
    const past = new Date(Date.now() - 6 * HOUR);
    const laptop: Device = await device(email, past);
    await addGoal(laptop.page, 'Piano');
    await saved(laptop.page);
    const phone: Device = await device(email, past, { width: 390, height: 844 });
    await card(phone.page, 'Piano').waitFor();

    // The phone renames offline while the laptop logs an hour.
    await phone.context.setOffline(true);
    await rename(phone.page, 'Piano', 'Grand piano');
    await practice(laptop.page, 'Piano', new Date(past.getTime() + HOUR / 6), 1);
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);
    const goals = await eventually(
      () => serverGoals(uid),
      (g) => g[0]?.name === 'Grand piano',
      'the rename on the server',
    );
    expect(goals).toHaveLength(1);
    expect(HOURS(await serverSessions(uid))).toBeCloseTo(1, 3);

    // The reverse: the laptop renames while the phone logs 1.5 h offline.
    await phone.context.setOffline(true);
    await practice(phone.page, 'Grand piano', new Date(past.getTime() + 2 * HOUR), 1.5);
    await card(phone.page, 'Grand piano').getByText('Total 2.5 h').waitFor();
    await rename(laptop.page, 'Grand piano', 'Concert piano');
    await saved(laptop.page);
    await phone.context.setOffline(false);
    await saved(phone.page);
    await eventually(
      () => serverSessions(uid),
      (s) => s.length === 2,
      'both sessions',
    );
    expect((await serverGoals(uid))[0]?.name).toBe('Concert piano');
    expect(HOURS(await serverSessions(uid))).toBeCloseTo(2.5, 3);

    for (const { page } of [laptop, phone]) {
      await page.reload();
      await card(page, 'Concert piano').getByText('Total 2.5 h').waitFor();
    }
    await screenshot(phone.page, 'sync-phone-after-merge');
    await laptop.context.close();
    await phone.context.close();
  });

  /** A laptop and a phone of one account with goals Cello and Viola, their clocks at `past`. */
  async function celloAndViolaOnTwoDevices(prefix: string) {
    const { email, uid } = await account(prefix);
    const past = new Date(Date.now() - 6 * HOUR);
    const laptop = await device(email, past);
    await addGoal(laptop.page, 'Cello');
    await addGoal(laptop.page, 'Viola');
    await saved(laptop.page);
    const phone = await device(email, past, { width: 390, height: 844 });
    await card(phone.page, 'Viola').waitFor();
    const violaId = (await serverGoals(uid)).find((g) => g.name === 'Viola')?.id;
    expect(violaId).toBeDefined();
    return { uid, past, laptop, phone, violaId: violaId! };
  }

  it('logs a run to another goal when its goal was deleted on the other device meanwhile', async () => {
    const { uid, past, laptop, phone, violaId } = await celloAndViolaOnTwoDevices('gone');

    // The phone starts Cello's timer offline; the laptop, not knowing, deletes Cello.
    await phone.context.setOffline(true);
    await card(phone.page, 'Cello').getByRole('button', { name: 'Timer' }).click();
    await widget(phone.page).waitFor();
    await card(laptop.page, 'Cello').getByRole('button', { name: 'Delete goal' }).click();
    await laptop.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card(laptop.page, 'Cello').waitFor({ state: 'detached' });
    await saved(laptop.page);

    // Back online 30 minutes later: Stop asks where the run goes, and logs it to Viola.
    await phone.page.clock.setSystemTime(new Date(past.getTime() + HOUR / 2));
    await phone.context.setOffline(false);
    await card(phone.page, 'Cello').waitFor({ state: 'detached', timeout: 30_000 });
    await widget(phone.page).getByRole('button', { name: 'Stop' }).click();
    const gone = phone.page.getByRole('alertdialog', { name: 'This goal was deleted' });
    await gone.getByText(/Log the 00:(29:5\d|30:0\d) to another goal/).waitFor();
    await expect(gone.getByRole('combobox', { name: 'Log to' }).inputValue()).resolves.toBe(
      violaId,
    );
    await gone.getByRole('button', { name: 'Log time' }).click();
    await widget(phone.page).waitFor({ state: 'detached' });
    await saved(phone.page);
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the run logged to Viola',
    );
    expect(session?.goalId).toBe(violaId);
    expect(HOURS([session!])).toBeCloseTo(0.5, 2);
    await card(laptop.page, 'Viola').getByText('Total 0.5 h').waitFor();
    await laptop.context.close();
    await phone.context.close();
  });

  it('asks where a run goes when its goal is deleted on the other device, both online', async () => {
    const { uid, past, laptop, phone, violaId } = await celloAndViolaOnTwoDevices('gone-online');

    // The phone times Cello; the laptop deletes Cello while it runs, both online.
    await card(phone.page, 'Cello').getByRole('button', { name: 'Timer' }).click();
    await widget(laptop.page).waitFor();
    await card(laptop.page, 'Cello').getByRole('button', { name: 'Delete goal' }).click();
    await laptop.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card(laptop.page, 'Cello').waitFor({ state: 'detached' });

    // The laptop's delete resets the timer, as the spec says; the phone, which practised, is asked
    // at once where its time goes, and logs it to Viola half an hour on.
    await widget(laptop.page).waitFor({ state: 'detached' });
    await eventually(
      () => serverTimer(uid),
      (t) => t?.isRunning === false,
      'the timer reset with the goal',
    );
    const asked = phone.page.getByRole('alertdialog', { name: 'This goal was deleted' });
    await asked.getByText(/deleted on another device, which stopped the timer/).waitFor();
    await expect(laptop.page.getByRole('alertdialog').count()).resolves.toBe(0);
    await phone.page.clock.setSystemTime(new Date(past.getTime() + HOUR / 2));
    await asked.getByRole('combobox', { name: 'Log to' }).selectOption(violaId);
    await asked.getByRole('button', { name: 'Log time' }).click();
    await asked.waitFor({ state: 'detached' });
    const [session] = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 1,
      'the run logged to Viola',
    );
    expect(session?.goalId).toBe(violaId);
    expect(HOURS([session!])).toBeCloseTo(0.5, 1);
    await card(laptop.page, 'Viola').getByText('Total 0.5 h').waitFor();
    await laptop.context.close();
    await phone.context.close();
  });

  it('shows a refused change with its reason across a reload, until it is discarded', async () => {
    const { email, uid } = await account('refused');
    const laptop = await device(email);
    await addGoal(laptop.page, 'Piano');
    await addGoal(laptop.page, 'Chess');
    await saved(laptop.page);
    const phone = await device(email);
    await card(phone.page, 'Chess').waitFor();
    // The New Goal dialog loads on first use: open it once while online.
    await phone.page.getByRole('button', { name: 'Add Goal' }).click();
    await phone.page
      .getByRole('dialog', { name: 'New Goal' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // Both add a third goal; the phone is offline, so the server gets the laptop's first and
    // then refuses the phone's as a fourth active goal on the free plan.
    await phone.context.setOffline(true);
    await addGoal(phone.page, 'Phone goal');
    await addGoal(laptop.page, 'Laptop goal');
    await saved(laptop.page);
    await phone.context.setOffline(false);

    const banner = phone.page.getByRole('alert').filter({ hasText: 'could not be saved' });
    await banner.waitFor({ timeout: 30_000 });
    await banner.getByText('Create “Phone goal”').waitFor();
    await banner.getByText(/limit of active goals/).waitFor();
    await phone.page.reload();
    await banner.waitFor();
    await card(phone.page, 'Phone goal').waitFor();
    await expect(phone.page.getByText('All changes saved').count()).resolves.toBe(0);
    // The list of refused changes, with its buttons, passes axe (the rest of the page is
    // checked by the accessibility suite).
    await expectNoAxeViolationsInBothThemes(phone.page, 'sync-refused-changes', {
      include: '[role="alert"]',
    });
    await screenshot(phone.page, 'sync-refused-change');

    await banner.getByRole('button', { name: 'Discard: Create “Phone goal”' }).click();
    await card(phone.page, 'Phone goal').waitFor({ state: 'detached' });
    await saved(phone.page);
    const names = (await serverGoals(uid)).map((g) => g.name).sort();
    expect(names).toEqual(['Chess', 'Laptop goal', 'Piano']);
    await laptop.context.close();
    await phone.context.close();
  });
});

describe('a session that ends by itself', () => {
  it('keeps a change made offline for the next sign-in, and says so', async () => {
    const { email, uid } = await account('expired');
    const { context, page } = await device(email, undefined, undefined, 'allow');
    await addGoal(page, 'Piano');
    await saved(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await rename(page, 'Piano', 'Grand piano');

    // Another tab drops the stored sign-in, as an expired session does: no sign-out here. It
    // does so before its own scripts run: an offline tab whose auth read the sign-in first
    // writes it back after its failed token check, and this page would never see it go.
    const other = await context.newPage();
    await other.addInitScript(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key);
      }
    });
    await other.goto('/help');
    await page.waitForURL('**/login');
    await page
      .getByText('You were signed out before some of your changes reached the server.', {
        exact: false,
      })
      .waitFor();
    await other.close();
    await expect(serverGoals(uid).then((goals) => goals[0]?.name)).resolves.toBe('Piano');

    await context.setOffline(false);
    await signInToGoals(page, email, PASSWORD);
    await card(page, 'Grand piano').waitFor();
    await saved(page);
    await eventually(
      () => serverGoals(uid),
      (goals) => goals[0]?.name === 'Grand piano',
      'the offline rename on the server',
    );
    await context.close();
  });
});
