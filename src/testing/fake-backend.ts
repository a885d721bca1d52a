import { appConfig } from '@/config';
import type { DeletedUser } from '@/domain/admin-users';
import type { UserProfile } from '@/domain/user';
import { BackendError, type AuthAccount, type Backend } from '@/data/ports';
import { createFakeAccount } from './fake-account';
import { createFakeAccess } from './fake-access';
import { createFakeAdvertising } from './fake-advertising';
import { createFakeGoalRepo } from './fake-goal-repo';
import { createFakeProfiles } from './fake-profiles';
import { createFakeShares } from './fake-shares';

type Listener = (account: AuthAccount | null) => void;

/** An in-memory stand-in for Firebase: accounts, profiles and their listeners. */
export function createFakeBackend() {
  const accounts = new Map<string, { account: AuthAccount; password: string }>();
  const profiles = new Map<string, UserProfile>();
  const authListeners = new Set<Listener>();
  let current: AuthAccount | null = null;
  /** Who the rules see while a test acts as someone else on another device. */
  let actingElsewhere: AuthAccount | null = null;
  let nextUid = 1;
  /** How far this device's clock runs ahead of the fake server's. */
  let deviceFastByMs = 0;
  const deletedUsers = new Map<string, DeletedUser>();
  const access = createFakeAccess(() => actingElsewhere ?? current, profiles);
  const fakeProfiles = createFakeProfiles(profiles, deletedUsers, access);
  const goalStore = createFakeGoalRepo(access);
  const advertising = createFakeAdvertising(
    profiles,
    goalStore,
    deletedUsers,
    access,
    fakeProfiles.notify,
  );
  const fakeShares = createFakeShares(access);
  const shares = fakeShares.records;

  const setCurrent = (account: AuthAccount | null) => {
    current = account;
    authListeners.forEach((l) => l(account));
  };
  const account = createFakeAccount({ accounts, profiles, current: () => current, setCurrent });

  const backend: Backend = {
    auth: {
      onAuthChanged(listener) {
        authListeners.add(listener);
        queueMicrotask(() => listener(current));
        return () => authListeners.delete(listener);
      },
      async signIn(email, password) {
        const entry = [...accounts.values()].find((a) => a.account.email === email);
        if (!entry || entry.password !== password) {
          throw new BackendError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).');
        }
        setCurrent(entry.account);
        return entry.account;
      },
      async signUp(email, password, displayName) {
        if ([...accounts.values()].some((a) => a.account.email === email)) {
          throw new BackendError('auth/email-already-in-use', 'in use');
        }
        const account: AuthAccount = {
          uid: `uid-${nextUid++}`,
          email,
          displayName: null,
          emailVerified: false,
        };
        accounts.set(account.uid, { account, password });
        setCurrent(account);
        account.displayName = displayName || null;
        return account;
      },
      async signOut() {
        setCurrent(null);
      },
      currentAccount: () => current,
      async serverTime() {
        if (!current) throw new BackendError('auth/no-current-user', 'Not signed in');
        const now = Date.now() - deviceFastByMs;
        return now - (now % 1000);
      },
    },
    account: account.gateway,
    profiles: fakeProfiles.repo,
    goals: goalStore.repo,
    campaigns: advertising.campaigns,
    adWays: advertising.adWays,
    admin: advertising.admin,
    shares: fakeShares.repo,
    waitForPendingWrites: async () => undefined,
    onLocalCacheOff: () => () => undefined,
    clearLocalCache: async () => undefined,
  };

  return {
    backend,
    profiles,
    /** The account self-service calls, in order (fake-account.ts). */
    accountCalls: account.calls,
    deletedUsers,
    goalStore,
    shares,
    /** shareIndex/{uid}: each account's share links, oldest first. */
    shareIndexes: fakeShares.indexes,
    advertising,
    addAccount(email: string, password: string, displayName: string | null = null) {
      const account = { uid: `uid-${nextUid++}`, email, displayName, emailVerified: true };
      accounts.set(account.uid, { account, password });
      return account;
    },
    /** The device clock (Date.now) runs this far ahead of the server from now on. */
    setDeviceFastBy(ms: number) {
      deviceFastByMs = ms;
    },
    signInAs(account: AuthAccount | null) {
      setCurrent(account);
    },
    /** Runs `act` as the administrator on another device; this device stays signed in as is. */
    async asAdministrator<T>(act: () => Promise<T>): Promise<T> {
      const admin = { uid: 'admin-uid', email: appConfig.adminEmail, displayName: null };
      actingElsewhere = { ...admin, emailVerified: true };
      try {
        return await act();
      } finally {
        actingElsewhere = null;
      }
    },
    /**
     * Signs in as this user with a verified e-mail, storing their profile (an active free user
     * unless told otherwise): what a test's session stands for.
     */
    signInWithProfile(user: Pick<UserProfile, 'uid' | 'email'> & Partial<UserProfile>) {
      const profile: UserProfile = {
        displayName: null,
        role: 'user',
        subscriptionPlan: 'free',
        createdAt: '2025-01-01T00:00:00.000Z',
        lastLoginAt: '2025-01-01T00:00:00.000Z',
        isActive: true,
        ...user,
      };
      const account = {
        uid: profile.uid,
        email: profile.email,
        displayName: profile.displayName,
        emailVerified: true,
      };
      accounts.set(profile.uid, { account, password: 'secret1' });
      profiles.set(profile.uid, profile);
      setCurrent(account);
      return account;
    },
  };
}
