import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_WITH_UNSENT_CHANGES } from '@/domain/auth-errors';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { stubFullStorage } from '@/testing/full-storage';
import { loadSessionStore } from './session-test-kit';

vi.mock('./reload', () => ({ reloadTo: vi.fn() }));

async function setup() {
  const { fake, useSession } = await loadSessionStore();
  const { writeTab } = await import('../sync/device-storage');
  const { reloadTo } = await import('./reload');
  vi.mocked(reloadTo).mockClear();
  return { fake, useSession, writeTab, reloadTo: vi.mocked(reloadTo) };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a restored session', () => {
  it('is not shown when the auth service takes it back before its profile arrives', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('ed@example.com', 'secret1', 'Ed');
    const now = new Date().toISOString();
    fake.profiles.set(account.uid, {
      ...account,
      role: 'user',
      subscriptionPlan: 'free',
      createdAt: now,
      lastLoginAt: now,
      isActive: true,
    });
    let release = () => undefined as void;
    const read = fake.backend.profiles.get.bind(fake.backend.profiles);
    const get = vi.spyOn(fake.backend.profiles, 'get').mockImplementation(async (uid) => {
      const found = await read(uid); // read while still signed in, then held back
      await new Promise<void>((resolve) => (release = resolve));
      return found;
    });
    fake.signInAs(account);
    await useSession.getState().start();
    await settle();
    fake.signInAs(null); // signed out in another tab meanwhile
    await settle();
    expect(get).toHaveBeenCalled();
    release();
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
  });
});

describe('a restore that fails (offline, in a tab opened meanwhile)', () => {
  it('signs this tab out but keeps the account’s changes not yet sent, by any tab', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('ed@example.com', 'secret1', 'Ed');
    const other = { uid: 'someone-else', key: 'masterly-outbox:someone-else:t1' };
    const kept = `masterly-outbox:${account.uid}:other-tab`;
    const rename: OutboxEntry['ops'] = [
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } },
    ];
    const entry = (uid: string) => [
      { id: 'e1', uid, tab: 't', at: 1, label: 'Rename', ops: rename },
    ];
    localStorage.setItem(kept, JSON.stringify(entry(account.uid)));
    localStorage.setItem(other.key, JSON.stringify(entry(other.uid)));
    vi.spyOn(fake.backend.profiles, 'get').mockRejectedValue(new Error('client is offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.signInAs(account);
    await useSession.getState().start();
    // The wipe ran (another account's changes are gone), and kept this account's.
    await vi.waitFor(() => expect(localStorage.getItem(other.key)).toBeNull());
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem(kept)).toBe(JSON.stringify(entry(account.uid)));
  });
});

describe('a session that ends by itself with changes storage had no room for', () => {
  const change: OutboxEntry = {
    id: 'e1',
    uid: 'uid-1',
    tab: 'this-tab',
    at: 1,
    label: 'Rename “Piano”',
    ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } }],
  };
  const key = 'masterly-outbox:uid-1:this-tab';

  async function endedWithUnstoredChange(roomAfterWipe: boolean) {
    const { fake, useSession, writeTab, reloadTo } = await setup();
    await useSession.getState().start();
    await useSession.getState().signUp('Ivy', 'ivy@example.com', 'secret1');
    const storage = stubFullStorage((k) => k.startsWith('masterly-outbox:'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(writeTab('uid-1', 'this-tab', [change])).toBe(false);
    storage.full = !roomAfterWipe;
    fake.signInAs(null);
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
    return useSession.getState().notice;
  }

  it('keeps them for the next sign-in once the wipe made room, and says so', async () => {
    const notice = await endedWithUnstoredChange(true);
    expect(localStorage.getItem(key)).toBe(JSON.stringify([change]));
    expect(notice).toEqual({ text: SIGNED_OUT_WITH_UNSENT_CHANGES, tone: 'problem' });
  });

  it('does not promise to keep them when there is still no room', async () => {
    const notice = await endedWithUnstoredChange(false);
    expect(localStorage.getItem(key)).toBeNull();
    expect(notice).toBeNull();
  });
});
