import type { DeletedUser } from '@/domain/admin-users';
import { isUsableEmail, type UserProfile } from '@/domain/user';
import { BackendError, type AuthAccount, type Backend, type ProfilePatch } from '@/data/ports';
import { createFakeAccount } from './fake-account';
import { createFakeAdvertising } from './fake-advertising';
import { createFakeGoalRepo } from './fake-goal-repo';
import { createFakeShares } from './fake-shares';

type Listener = (account: AuthAccount | null) => void;

/** An in-memory stand-in for Firebase: accounts, profiles and their listeners. */
export function createFakeBackend() {
  const accounts = new Map<string, { account: AuthAccount; password: string }>();
  const profiles = new Map<string, UserProfile>();
  const authListeners = new Set<Listener>();
  const profileListeners = new Map<string, Set<(p: UserProfile | null) => void>>();
  let current: AuthAccount | null = null;
  let nextUid = 1;
  const deletedUsers = new Map<string, DeletedUser>();
  const notifyProfile = (uid: string) =>
    profileListeners.get(uid)?.forEach((l) => l(profiles.get(uid) ?? null));
  const goalStore = createFakeGoalRepo();
  const advertising = createFakeAdvertising(profiles, goalStore, deletedUsers, notifyProfile);
  const fakeShares = createFakeShares();
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
    },
    account: account.gateway,
    profiles: {
      get: async (uid) => profiles.get(uid) ?? null,
      create: async (profile) => {
        // As the rules: no profile again for a deleted account, none for an unusable e-mail.
        if (deletedUsers.has(profile.uid) || !isUsableEmail(profile.email)) {
          throw new BackendError('permission-denied', 'Missing or insufficient permissions.');
        }
        profiles.set(profile.uid, profile);
        notifyProfile(profile.uid);
      },
      update: async (uid, patch: ProfilePatch) => {
        const existing = profiles.get(uid);
        if (!existing) throw new BackendError('not-found', 'missing');
        profiles.set(uid, { ...existing, ...patch });
        notifyProfile(uid);
      },
      isDeleted: async (uid) => deletedUsers.has(uid),
      setPlan: async (uid, plan) => backend.profiles.update(uid, { subscriptionPlan: plan }),
      watch(uid, listener) {
        const set = profileListeners.get(uid) ?? new Set();
        set.add(listener);
        profileListeners.set(uid, set);
        return () => set.delete(listener);
      },
    },
    goals: goalStore.repo,
    campaigns: advertising.campaigns,
    adWays: advertising.adWays,
    admin: advertising.admin,
    shares: fakeShares.repo,
    waitForPendingWrites: async () => undefined,
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
    advertising,
    addAccount(email: string, password: string, displayName: string | null = null) {
      const account = { uid: `uid-${nextUid++}`, email, displayName, emailVerified: true };
      accounts.set(account.uid, { account, password });
      return account;
    },
    signInAs(account: AuthAccount) {
      setCurrent(account);
    },
  };
}
