import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  SIGN_IN_FALLBACK,
  SIGN_UP_FALLBACK,
  authErrorMessage,
} from '@/domain/auth-errors';
import { toSessionUser, type UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import type { AuthAccount, Backend, Unsubscribe } from '@/data/ports';
import { establishProfile, ProfileRefusedError } from './establish-profile';
import { clearLocalUserData, rememberSession } from './local-user-data';
import { reloadTo } from './reload';
import { runSignOutHooks, type SessionStore } from './session.store';

const FLUSH_TIMEOUT_MS = 3000;

export class SessionError extends Error {}

let controller: ReturnType<typeof createController> | undefined;

export function sessionController(store: SessionStore) {
  controller ??= createController(store);
  return controller;
}

/** Sign-in, sign-up, sign-out and the auth listener, kept in step with the profile. */
function createController(store: SessionStore) {
  const { getState: get, setState: set } = store;
  let started = false;
  let explicitAction = false;
  let stopWatching: Unsubscribe | undefined;

  function signedOutLocally(notice: string | null = null) {
    stopWatching?.();
    stopWatching = undefined;
    rememberSession(false);
    set({ status: 'signedOut', resolved: true, user: null, notice });
  }

  async function forceSignOut(backend: Backend, notice: string) {
    await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
    clearLocalUserData();
    signedOutLocally(notice);
  }

  function follow(backend: Backend, profile: UserProfile) {
    stopWatching?.();
    rememberSession(true);
    set({ status: 'signedIn', resolved: true, user: toSessionUser(profile), notice: null });
    performance.mark('masterly:signed-in');
    stopWatching = backend.profiles.watch(profile.uid, (latest) => {
      if (get().status !== 'signedIn') return;
      if (latest && latest.isActive) set({ user: toSessionUser(latest) });
      else if (latest) void forceSignOut(backend, ACCOUNT_DEACTIVATED);
      else void signOutIfDeleted(backend, profile.uid);
    });
  }

  /** The profile vanished: if the administrator deleted the account, leave with the reason. */
  async function signOutIfDeleted(backend: Backend, uid: string) {
    const deleted = await backend.profiles.isDeleted(uid).catch(() => false);
    if (deleted && get().status === 'signedIn') await forceSignOut(backend, ACCOUNT_DELETED);
  }

  async function establish(
    backend: Backend,
    account: AuthAccount,
    options: { isSignIn: boolean; displayName?: string },
  ) {
    try {
      return await establishProfile(backend.profiles, account, { ...options, now: new Date() });
    } catch (error) {
      if (!(error instanceof ProfileRefusedError)) throw error;
      await forceSignOut(backend, error.message);
      throw new SessionError(error.message);
    }
  }

  async function enter(
    backend: Backend,
    account: AuthAccount,
    options: { isSignIn: boolean; displayName?: string },
  ) {
    const profile = await establish(backend, account, options);
    if (!profile.isActive) {
      await forceSignOut(backend, ACCOUNT_DEACTIVATED);
      throw new SessionError(ACCOUNT_DEACTIVATED);
    }
    follow(backend, profile);
  }

  async function runExplicit(action: (backend: Backend) => Promise<void>, fallback: string) {
    const backend = await loadBackend();
    explicitAction = true;
    try {
      await action(backend);
    } catch (error) {
      if (error instanceof SessionError) throw error;
      if (backend.auth.currentAccount()) await backend.auth.signOut().catch(() => undefined);
      throw new SessionError(authErrorMessage(error, fallback));
    } finally {
      explicitAction = false;
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      const backend = await loadBackend();
      backend.auth.onAuthChanged((account) => {
        if (explicitAction) return; // the sign-in or sign-up call establishes the session
        if (!account) {
          signedOutLocally(get().notice);
          return;
        }
        enter(backend, account, { isSignIn: false }).catch((error) => {
          if (error instanceof SessionError) return;
          console.error('Could not restore the session', error);
          void forceSignOut(backend, authErrorMessage(error, SIGN_IN_FALLBACK));
        });
      });
    },

    signIn: (email: string, password: string) =>
      runExplicit(async (backend) => {
        const account = await backend.auth.signIn(email.trim(), password);
        await enter(backend, account, { isSignIn: true });
      }, SIGN_IN_FALLBACK),

    signUp: (displayName: string, email: string, password: string) =>
      runExplicit(async (backend) => {
        const name = displayName.trim();
        const account = await backend.auth.signUp(email.trim(), password, name);
        await enter(backend, account, { isSignIn: true, displayName: name });
      }, SIGN_UP_FALLBACK),

    async signOut() {
      const backend = await loadBackend();
      stopWatching?.();
      stopWatching = undefined;
      runSignOutHooks();
      // Give the last changes a moment to reach the server before the local cache goes.
      await Promise.race([
        backend.waitForPendingWrites(),
        new Promise((resolve) => setTimeout(resolve, FLUSH_TIMEOUT_MS)),
      ]);
      await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
      clearLocalUserData();
      await backend.clearLocalCache();
      signedOutLocally();
      reloadTo('/');
    },
  };
}
