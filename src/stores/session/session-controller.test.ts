import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  EMAIL_NOT_USABLE,
  SIGNED_OUT_WITH_UNSENT_CHANGES,
} from '@/domain/auth-errors';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { loadSessionStore } from './session-test-kit';

vi.mock('./reload', () => ({ reloadTo: vi.fn() }));

const setup = loadSessionStore;

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('creates a free user profile on sign-up with the given name', async () => {
    const { fake, useSession } = await setup();
    await useSession.getState().signUp('  Ada Lovelace ', 'ada@example.com', 'secret1');
    const { status, user } = useSession.getState();
    expect(status).toBe('signedIn');
    expect(user).toEqual({
      uid: 'uid-1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      role: 'user',
      subscriptionPlan: 'free',
      isActive: true,
    });
    expect(fake.profiles.get('uid-1')?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives the administrator e-mail the admin role', async () => {
    const { fake, useSession } = await setup();
    fake.addAccount('admin@masterly.app', 'masterly-admin', 'Administrator');
    await useSession.getState().signIn('admin@masterly.app', 'masterly-admin');
    expect(useSession.getState().user?.role).toBe('admin');
  });

  it('records lastLoginAt on sign-in to an existing profile', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('bo@example.com', 'secret1', 'Bo');
    fake.profiles.set(account.uid, {
      ...account,
      role: 'user',
      subscriptionPlan: 'pro',
      createdAt: '2020-01-01T00:00:00.000Z',
      lastLoginAt: '2020-01-01T00:00:00.000Z',
      isActive: true,
    });
    await useSession.getState().signIn('bo@example.com', 'secret1');
    expect(fake.profiles.get(account.uid)?.lastLoginAt).not.toBe('2020-01-01T00:00:00.000Z');
    expect(fake.profiles.get(account.uid)?.createdAt).toBe('2020-01-01T00:00:00.000Z');
    expect(useSession.getState().user?.subscriptionPlan).toBe('pro');
  });

  it('turns a wrong password into a sentence and stays signed out', async () => {
    const { fake, useSession } = await setup();
    fake.addAccount('cy@example.com', 'secret1');
    await expect(useSession.getState().signIn('cy@example.com', 'nope')).rejects.toThrow(
      'The e-mail or password is incorrect. Please try again.',
    );
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('refuses a deactivated account and explains why', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('di@example.com', 'secret1');
    fake.profiles.set(account.uid, {
      ...account,
      role: 'user',
      subscriptionPlan: 'free',
      createdAt: 'x',
      lastLoginAt: 'x',
      isActive: false,
    });
    await expect(useSession.getState().signIn('di@example.com', 'secret1')).rejects.toThrow(
      ACCOUNT_DEACTIVATED,
    );
    expect(useSession.getState().status).toBe('signedOut');
    expect(fake.backend.auth.currentAccount()).toBeNull();
  });

  it('refuses a deleted account, creates no profile and explains why', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('del@example.com', 'secret1');
    fake.deletedUsers.set(account.uid, {
      uid: account.uid,
      email: account.email,
      deletedAt: '2025-01-01T00:00:00.000Z',
    });
    await expect(useSession.getState().signIn('del@example.com', 'secret1')).rejects.toThrow(
      ACCOUNT_DELETED,
    );
    expect(useSession.getState().status).toBe('signedOut');
    expect(useSession.getState().notice).toEqual({ text: ACCOUNT_DELETED, tone: 'problem' });
    expect(fake.backend.auth.currentAccount()).toBeNull();
    expect(fake.profiles.has(account.uid)).toBe(false);

    fake.deletedUsers.delete(account.uid);
    await useSession.getState().signIn('del@example.com', 'secret1');
    expect(useSession.getState().user).toMatchObject({ subscriptionPlan: 'free', role: 'user' });
  });

  it('gives no profile to an account whose e-mail holds invisible characters', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('ada\u200B@example.com', 'secret1');
    await expect(useSession.getState().signIn('ada\u200B@example.com', 'secret1')).rejects.toThrow(
      EMAIL_NOT_USABLE,
    );
    expect(useSession.getState().status).toBe('signedOut');
    expect(fake.profiles.has(account.uid)).toBe(false);
  });

  it('signs a deleted account out when the session is restored', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('old@example.com', 'secret1');
    fake.deletedUsers.set(account.uid, { uid: account.uid, email: account.email, deletedAt: 'x' });
    fake.signInAs(account);
    await useSession.getState().start();
    await vi.waitFor(() =>
      expect(useSession.getState().notice).toEqual({ text: ACCOUNT_DELETED, tone: 'problem' }),
    );
    expect(useSession.getState().status).toBe('signedOut');
    expect(fake.backend.auth.currentAccount()).toBeNull();
  });

  it('signs a user out at once when the administrator deletes them', async () => {
    const { fake, useSession } = await setup();
    await useSession.getState().signUp('Jo', 'jo@example.com', 'secret1');
    await fake.asAdministrator(() =>
      fake.backend.admin.deleteUser({ uid: 'uid-1', email: 'jo@example.com' }, 'x'),
    );
    await vi.waitFor(() => expect(useSession.getState().status).toBe('signedOut'));
    expect(useSession.getState().notice).toEqual({ text: ACCOUNT_DELETED, tone: 'problem' });
  });

  it('restores a session through the listener, creating a missing profile', async () => {
    const { fake, useSession } = await setup();
    const account = fake.addAccount('ed@example.com', 'secret1', 'Ed');
    fake.signInAs(account);
    await useSession.getState().start();
    await settle();
    await settle();
    expect(useSession.getState().user?.displayName).toBe('Ed');
    expect(fake.profiles.get(account.uid)?.role).toBe('user');
  });

  it('signs a user out at once when the administrator deactivates them', async () => {
    const { fake, useSession } = await setup();
    await useSession.getState().signUp('Fay', 'fay@example.com', 'secret1');
    await fake.asAdministrator(() => fake.backend.profiles.update('uid-1', { isActive: false }));
    await settle();
    expect(useSession.getState().status).toBe('signedOut');
    expect(useSession.getState().notice).toEqual({ text: ACCOUNT_DEACTIVATED, tone: 'problem' });
  });

  it('follows plan changes made by the administrator', async () => {
    const { fake, useSession } = await setup();
    await useSession.getState().signUp('Gus', 'gus@example.com', 'secret1');
    await fake.asAdministrator(() => fake.backend.profiles.setPlan('uid-1', 'platinum'));
    expect(useSession.getState().user?.subscriptionPlan).toBe('platinum');
  });

  it('clears local user data on sign-out', async () => {
    const { useSession } = await setup();
    await useSession.getState().signUp('Hal', 'hal@example.com', 'secret1');
    localStorage.setItem('goals', '[]');
    localStorage.setItem('default-settings', '{}');
    localStorage.setItem('goal-settings-123', '{}');
    localStorage.setItem('unrelated', 'keep');
    await useSession.getState().signOut();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(useSession.getState().user).toBeNull();
  });
});

describe('every way a session ends', () => {
  async function signedInWithCleanups() {
    const { fake, useSession } = await setup();
    const { registerSignOutCleanup } = await import('./sign-out-cleanup');
    const { reloadTo } = await import('./reload');
    const order: string[] = [];
    registerSignOutCleanup('detach', () => order.push('stop listening'));
    registerSignOutCleanup('finish', () => order.push('log the timer'));
    await useSession.getState().start();
    await useSession.getState().signUp('Ivy', 'ivy@example.com', 'secret1');
    localStorage.setItem('masterly-outbox:uid-1:tab', '[]');
    localStorage.setItem('unrelated', 'keep');
    vi.mocked(reloadTo).mockClear();
    return { fake, useSession, order, reloadTo: vi.mocked(reloadTo) };
  }

  it('runs every finishing clean-up before any detaching one on sign-out', async () => {
    const { useSession, order, reloadTo } = await signedInWithCleanups();
    await useSession.getState().signOut();
    expect(order).toEqual(['log the timer', 'stop listening']);
    expect(reloadTo).toHaveBeenCalledWith('/');
  });

  it('cleans up when the administrator deactivates the account', async () => {
    const { fake, useSession, order, reloadTo } = await signedInWithCleanups();
    await fake.asAdministrator(() => fake.backend.profiles.update('uid-1', { isActive: false }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
    expect(order).toEqual(['log the timer', 'stop listening']);
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(fake.backend.auth.currentAccount()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('masterly:sign-out-notice')!)).toEqual({
      text: ACCOUNT_DEACTIVATED,
      tone: 'problem',
    });
    expect(useSession.getState().notice).toEqual({ text: ACCOUNT_DEACTIVATED, tone: 'problem' });
  });

  it('cleans up when another tab signs out or the session expires', async () => {
    const { fake, useSession, order, reloadTo } = await signedInWithCleanups();
    fake.signInAs(null);
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
    expect(order).toEqual(['log the timer', 'stop listening']);
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(useSession.getState().status).toBe('signedOut');
  });

  const unsent = (uid: string): OutboxEntry[] => [
    {
      id: `change-of-${uid}`,
      uid,
      tab: 'closed-tab',
      at: 1,
      label: 'Log 1.0 h on “Piano”',
      ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } }],
    },
  ];
  const keepUnsent = () => {
    localStorage.setItem('masterly-outbox:uid-1:closed-tab', JSON.stringify(unsent('uid-1')));
    localStorage.setItem('masterly-outbox:uid-9:other-tab', JSON.stringify(unsent('uid-9')));
  };

  it('keeps the unsent changes of a session that ended by itself for the next sign-in, and says so', async () => {
    const { fake, useSession, order, reloadTo } = await signedInWithCleanups();
    keepUnsent();
    fake.signInAs(null);
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
    expect(order).toEqual(['log the timer', 'stop listening']);
    expect(localStorage.getItem('masterly-outbox:uid-1:closed-tab')).toBe(
      JSON.stringify(unsent('uid-1')),
    );
    const ownOutbox = (key: string) => key.startsWith('masterly-outbox:uid-1:');
    expect(Object.keys(localStorage).filter((key) => !ownOutbox(key))).toEqual(['unrelated']);
    const notice = { text: SIGNED_OUT_WITH_UNSENT_CHANGES, tone: 'problem' };
    expect(useSession.getState().notice).toEqual(notice);
    expect(JSON.parse(sessionStorage.getItem('masterly:sign-out-notice')!)).toEqual(notice);
  });

  it('clears unsent changes when the person signs out, or the account is deactivated', async () => {
    const first = await signedInWithCleanups();
    keepUnsent();
    await first.useSession.getState().signOut();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);

    const second = await signedInWithCleanups();
    keepUnsent();
    await second.fake.asAdministrator(() =>
      second.fake.backend.profiles.update('uid-1', { isActive: false }),
    );
    await vi.waitFor(() => expect(second.reloadTo).toHaveBeenCalledWith('/login'));
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });

  it('cleans up when another tab signs in as someone else', async () => {
    const { fake, useSession, order, reloadTo } = await signedInWithCleanups();
    fake.signInAs(fake.addAccount('other@example.com', 'secret1'));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(order).toEqual(['log the timer', 'stop listening']);
    expect(useSession.getState().user).toBeNull();
  });

  it('shows the reason of a forced sign-out after the reload', async () => {
    sessionStorage.setItem(
      'masterly:sign-out-notice',
      JSON.stringify({ text: ACCOUNT_DELETED, tone: 'problem' }),
    );
    const { useSession } = await setup();
    expect(useSession.getState().notice).toEqual({ text: ACCOUNT_DELETED, tone: 'problem' });
    expect(sessionStorage.getItem('masterly:sign-out-notice')).toBeNull();
  });
});
