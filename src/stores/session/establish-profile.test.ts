import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/domain/user';
import type { ProfileRepo } from '@/data/ports';
import { establishProfile } from './establish-profile';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const stored: UserProfile = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'user',
  subscriptionPlan: 'free',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: '2025-01-01T00:00:00.000Z',
  isActive: true,
};

function repoWith(profile: UserProfile) {
  const update = vi.fn<ProfileRepo['update']>(async () => undefined);
  const repo = { get: async () => profile, update } as unknown as ProfileRepo;
  return { repo, update };
}

describe('establishProfile: a changed sign-in address', () => {
  it('moves the profile to the verified new address at sign-in', async () => {
    const { repo, update } = repoWith(stored);
    const account = {
      uid: 'u1',
      email: 'ada.new@example.com',
      displayName: 'Ada',
      emailVerified: true,
    };
    const profile = await establishProfile(repo, account, { isSignIn: true, now: NOW });
    expect(update).toHaveBeenCalledWith('u1', {
      lastLoginAt: NOW.toISOString(),
      email: 'ada.new@example.com',
    });
    expect(profile.email).toBe('ada.new@example.com');
  });

  it('keeps the address while the new one is not verified, and on a restored session', async () => {
    const { repo, update } = repoWith(stored);
    const unverified = {
      uid: 'u1',
      email: 'ada.new@example.com',
      displayName: 'Ada',
      emailVerified: false,
    };
    await establishProfile(repo, unverified, { isSignIn: true, now: NOW });
    expect(update).toHaveBeenCalledWith('u1', { lastLoginAt: NOW.toISOString() });
    update.mockClear();
    await establishProfile(
      repo,
      { ...unverified, emailVerified: true },
      { isSignIn: false, now: NOW },
    );
    expect(update).not.toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({ email: expect.anything() }),
    );
  });
});

describe('establishProfile: a restored session', () => {
  const account = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
  const lastLogin = (ms: number) => ({
    ...stored,
    lastLoginAt: new Date(NOW.getTime() - ms).toISOString(),
  });
  const HOUR = 3_600_000;

  it('renews lastLoginAt once it is a day old, without waiting for the write', async () => {
    const { repo, update } = repoWith(lastLogin(25 * HOUR));
    update.mockReturnValue(new Promise(() => undefined));
    const profile = await establishProfile(repo, account, { isSignIn: false, now: NOW });
    expect(update).toHaveBeenCalledExactlyOnceWith('u1', { lastLoginAt: NOW.toISOString() });
    expect(profile.lastLoginAt).toBe(NOW.toISOString());
  });

  it('writes nothing when the last sign-in is less than a day old, or the account is deactivated', async () => {
    const recent = repoWith(lastLogin(23 * HOUR));
    await establishProfile(recent.repo, account, { isSignIn: false, now: NOW });
    expect(recent.update).not.toHaveBeenCalled();
    const deactivated = repoWith({ ...lastLogin(48 * HOUR), isActive: false });
    await establishProfile(deactivated.repo, account, { isSignIn: false, now: NOW });
    expect(deactivated.update).not.toHaveBeenCalled();
  });

  it('opens the session even when the renewal is refused', async () => {
    const { repo, update } = repoWith(lastLogin(48 * HOUR));
    update.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await expect(
      establishProfile(repo, account, { isSignIn: false, now: NOW }),
    ).resolves.toMatchObject({ uid: 'u1' });
  });
});

describe('establishProfile: where the profile is read from', () => {
  it.each([
    ['a kept sign-in takes an active profile this device holds', false, true],
    ['a sign-in asks the server', true, false],
  ])('%s', async (_, isSignIn, activeFromCache) => {
    const get = vi.fn<ProfileRepo['get']>(async () => ({
      ...stored,
      lastLoginAt: NOW.toISOString(),
    }));
    const repo = { get, update: vi.fn(async () => undefined) } as unknown as ProfileRepo;
    const account = { uid: 'u1', email: stored.email, displayName: 'Ada', emailVerified: true };
    await establishProfile(repo, account, { isSignIn, now: NOW });
    expect(get).toHaveBeenCalledWith('u1', { activeFromCache });
  });
});
