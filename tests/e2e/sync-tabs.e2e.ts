// Practice time is never lost, across two tabs of one browser: one timer shared by both, and a
// Stop in one tab with a rename in the other right after it. Every check of "saved" reads the
// emulator itself, not only the screen. (See also sync-devices and sync-stop.e2e.ts.)
import { describe, expect, it } from 'vitest';
import { addGoal } from './browser';
import { eventually, serverGoals, serverSessions, serverTimer } from './server-data';
import { account, card, deviceOf, ranOneSecond, saved, useBrowser, widget } from './sync-steps';

const browser = useBrowser();
const device = deviceOf(browser);

describe('two tabs', () => {
  it('share one timer: it shows in both, starting in one logs the other, Stop stops both', async () => {
    const { email, uid } = await account('tabs');
    const { context, page: first } = await device(email);
    await addGoal(first, 'Piano');
    await addGoal(first, 'Chess');
    const second = await context.newPage();
    await second.goto('/goals');
    await card(second, 'Chess').waitFor();

    await card(first, 'Piano').getByRole('button', { name: 'Timer' }).click();
    await widget(second).getByText('Piano').waitFor({ timeout: 5_000 });
    await card(second, 'Piano').getByRole('button', { name: 'Timer', disabled: true }).waitFor();

    await card(second, 'Chess').getByRole('button', { name: 'Timer' }).click();
    await widget(first).getByText('Chess').waitFor({ timeout: 5_000 });

    await widget(first).getByRole('button', { name: 'Stop' }).click();
    await widget(second).waitFor({ state: 'detached', timeout: 5_000 });
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length >= 2,
      'two sessions',
    );
    const goals = await serverGoals(uid);
    const nameOf = (id: string) => goals.find((g) => g.id === id)?.name;
    expect(sessions.map((s) => nameOf(s.goalId)).sort()).toEqual(['Chess', 'Piano']);
    // Each run once, and the runs do not overlap.
    const [a, b] = [...sessions].sort((x, y) => x.start - y.start);
    expect(a!.end).toBeLessThanOrEqual(b!.start);
    // Both tabs have nothing left to send, so no late write can add a third session.
    await saved(first);
    await saved(second);
    expect(await serverSessions(uid)).toHaveLength(2);
    expect((await serverTimer(uid))?.isRunning).toBe(false);
    await context.close();
  });
});

describe('two tabs changing the same goal at once', () => {
  it('keeps a Stop in one tab and a rename in the other made right after it (5 of 5)', async () => {
    const { email, uid } = await account('stop-rename');
    const { context, page: first } = await device(email);
    await addGoal(first, 'Piano 0');
    const second = await context.newPage();
    await second.goto('/goals');
    await card(second, 'Piano 0').waitFor();
    for (let round = 1; round <= 5; round += 1) {
      await card(first, `Piano ${round - 1}`)
        .getByRole('button', { name: 'Timer' })
        .click();
      await widget(second).waitFor();
      await ranOneSecond(second);
      const goal = card(second, `Piano ${round - 1}`);
      await goal.getByRole('button', { name: 'Rename goal' }).click();
      await goal.getByLabel('Goal name').fill(`Piano ${round}`);
      // Stop in the first tab, and the rename lands in the second within a few milliseconds.
      await Promise.all([
        widget(first).getByRole('button', { name: 'Stop' }).click(),
        goal.getByLabel('Goal name').press('Enter'),
      ]);
      await card(first, `Piano ${round}`).waitFor();
    }
    await saved(first);
    const sessions = await eventually(
      () => serverSessions(uid),
      (s) => s.length === 5,
      '5 sessions',
    );
    expect(sessions.every((s) => s.end - s.start >= 1000)).toBe(true);
    expect((await serverGoals(uid)).map((g) => g.name)).toEqual(['Piano 5']);
    await context.close();
  });
});
