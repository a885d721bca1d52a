import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '@/testing/fake-backend';

vi.mock('./reload', () => ({ reloadTo: vi.fn() }));

async function setup() {
  vi.resetModules();
  const fake = createFakeBackend();
  const { setBackendForTesting } = await import('@/data/backend');
  setBackendForTesting(fake.backend);
  const { useSession } = await import('./session.store');
  const { reloadTo } = await import('./reload');
  vi.mocked(reloadTo).mockClear();
  return { fake, useSession, reloadTo: vi.mocked(reloadTo) };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => localStorage.clear());

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
