import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GOAL_SETTINGS } from '@/domain/goal';
import { createFakeBackend } from '@/testing/fake-backend';

vi.mock('../session/reload', () => ({ reloadTo: vi.fn() }));

type Fake = ReturnType<typeof createFakeBackend>;

/** A page load in a browser: fresh stores over whatever this browser's storage holds. */
async function openApp(fake: Fake) {
  vi.resetModules();
  const { setBackendForTesting } = await import('@/data/backend');
  setBackendForTesting(fake.backend);
  const { useSession } = await import('../session/session.store');
  const { useDefaultSettings } = await import('./default-settings.store');
  const { useGoalViewStore } = await import('./goal-view.store');
  return { useSession, useDefaultSettings, useGoalViewStore };
}

/** Another browser (or this one after sign-out): nothing of the person stored in it. */
async function openOtherBrowser(fake: Fake) {
  localStorage.clear();
  return openApp(fake);
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('preferences kept with the account', () => {
  let fake: Fake;
  beforeEach(() => {
    localStorage.clear();
    fake = createFakeBackend();
    fake.addAccount('ada@example.com', 'secret1', 'Ada');
    fake.addAccount('bo@example.com', 'secret1', 'Bo');
  });

  async function saveOnFirstDevice() {
    const app = await openApp(fake);
    await app.useSession.getState().signIn('ada@example.com', 'secret1');
    await vi.waitFor(() => expect(fake.backend.auth.currentAccount()).not.toBeNull());
    await settle();
    app.useDefaultSettings.getState().update({ frequency: 'daily' });
    app.useDefaultSettings.getState().update({ target: { type: 'books', value: 8 } });
    app.useDefaultSettings.getState().update({ reminderTime: '06:45' });
    app.useGoalViewStore.getState().choose('three');
    await settle();
    return app;
  }

  it('brings saved defaults and the view back on another browser after signing in', async () => {
    await saveOnFirstDevice();
    const other = await openOtherBrowser(fake);
    expect(other.useDefaultSettings.getState().settings).toEqual(DEFAULT_GOAL_SETTINGS);
    await other.useSession.getState().signIn('ada@example.com', 'secret1');
    await vi.waitFor(() =>
      expect(other.useDefaultSettings.getState().settings).toEqual({
        ...DEFAULT_GOAL_SETTINGS,
        frequency: 'daily',
        target: { type: 'books', value: 8 },
        reminderTime: '06:45',
      }),
    );
    expect(other.useGoalViewStore.getState().view).toBe('three');
    // That browser keeps its copy for the next start.
    expect(JSON.parse(localStorage.getItem('default-settings') ?? '{}').frequency).toBe('daily');
    expect(localStorage.getItem('masterly-view')).toBe('three');
  });

  it('clears the local copy at sign-out while the account keeps them', async () => {
    const app = await saveOnFirstDevice();
    expect(localStorage.getItem('default-settings')).not.toBeNull();
    await app.useSession.getState().signOut();
    expect(localStorage.getItem('default-settings')).toBeNull();
    expect(localStorage.getItem('masterly-view')).toBeNull();

    const again = await openApp(fake);
    await again.useSession.getState().signIn('ada@example.com', 'secret1');
    await vi.waitFor(() => expect(again.useGoalViewStore.getState().view).toBe('three'));
    expect(again.useDefaultSettings.getState().settings.target).toEqual({
      type: 'books',
      value: 8,
    });
  });

  it("never shows one person's preferences to another", async () => {
    const app = await saveOnFirstDevice();
    await app.useSession.getState().signOut();
    const next = await openApp(fake);
    await next.useSession.getState().signIn('bo@example.com', 'secret1');
    await settle();
    await settle();
    expect(next.useDefaultSettings.getState().settings).toEqual(DEFAULT_GOAL_SETTINGS);
    expect(next.useGoalViewStore.getState().view).toBe('single');
  });

  it("uses this device's copy at once, before the account answers", async () => {
    localStorage.setItem('masterly-view', 'double');
    localStorage.setItem('default-settings', JSON.stringify({ frequency: 'monthly' }));
    const app = await openApp(fake);
    expect(app.useGoalViewStore.getState().view).toBe('double');
    expect(app.useDefaultSettings.getState().settings.frequency).toBe('monthly');
    // An account that holds no preferences yet leaves the device's copy as it is.
    await app.useSession.getState().signIn('ada@example.com', 'secret1');
    await settle();
    await settle();
    expect(app.useGoalViewStore.getState().view).toBe('double');
    expect(app.useDefaultSettings.getState().settings.frequency).toBe('monthly');
  });

  it('keeps changes made while signed out on this device only', async () => {
    const app = await openApp(fake);
    app.useGoalViewStore.getState().choose('double');
    expect(localStorage.getItem('masterly-view')).toBe('double');
    await app.useSession.getState().signIn('ada@example.com', 'secret1');
    await settle();
    const other = await openOtherBrowser(fake);
    await settle();
    expect(other.useGoalViewStore.getState().view).toBe('single');
  });
});
