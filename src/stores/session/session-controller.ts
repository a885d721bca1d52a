import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  SIGN_IN_FALLBACK,
  SIGN_UP_FALLBACK,
  SIGNED_OUT_WITH_UNSENT_CHANGES,
  authErrorMessage,
} from '@/domain/auth-errors';
import { toSessionUser, type SessionNotice, type UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import type { AuthAccount, Backend, Unsubscribe } from '@/data/ports';
import { followAccountPreferences } from '../settings/account-preferences';
import { readAll } from '../sync/outbox-storage';
import { establishProfile, ProfileRefusedError } from './establish-profile';
import { clearLocalUserData, keepSignOutNotice, rememberSession } from './local-user-data';
import { reloadTo } from './reload';
import type { Farewell, SessionStore } from './session.store';
import { runSignOutCleanup } from './sign-out-cleanup';

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

  /** The uid whose data this page holds, from the first follow() until the session ends. */
  let sessionUid: string | null = null;
  let ending = false;

  function signedOutLocally(notice: SessionNotice | null = null) {
    stopWatching?.();
    stopWatching = undefined;
    rememberSession(false);
    set({ status: 'signedOut', resolved: true, user: null, notice });
  }

  /** A sign-in or restore was refused before any of the person's data was loaded. */
  async function refuse(backend: Backend, notice: string) {
    await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
    clearLocalUserData();
    signedOutLocally({ text: notice, tone: 'problem' });
  }

  /**
   * Every way a signed-in session ends comes here, so the next person on this browser finds
   * nothing of the last one: in memory (listeners, timer, caches), in storage, in the local
   * cache. The page then reloads, so no store keeps a copy either.
   */
  async function endSession(
    backend: Backend,
    how: {
      notice: SessionNotice | null;
      flush: boolean;
      then: string;
      leave?: () => Promise<void>;
      /**
       * A session that ended without the person choosing it (expired, or ended in another
       * tab) keeps their unsent changes on this device for their next sign-in: practice
       * logged offline is never lost to a sign-out they did not ask for.
       */
      keepUnsent?: boolean;
    },
  ): Promise<void> {
    if (ending) return;
    ending = true;
    try {
      await how.leave?.(); // while ending, the auth listener leaves the session alone
      stopWatching?.();
      stopWatching = undefined;
      runSignOutCleanup();
      // Give the last changes a moment to reach the server before the local cache goes.
      if (how.flush) {
        await Promise.race([
          backend.waitForPendingWrites(),
          new Promise((resolve) => setTimeout(resolve, FLUSH_TIMEOUT_MS)),
        ]);
      }
      if (backend.auth.currentAccount()) {
        await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
      }
      const keepUnsentOf =
        how.keepUnsent && sessionUid && readAll(sessionUid).length > 0 ? sessionUid : undefined;
      const notice: SessionNotice | null = keepUnsentOf
        ? { text: SIGNED_OUT_WITH_UNSENT_CHANGES, tone: 'problem' }
        : how.notice;
      clearLocalUserData({ keepUnsentOf });
      await backend.clearLocalCache();
      sessionUid = null;
      signedOutLocally(notice);
      keepSignOutNotice(notice);
      reloadTo(how.then);
    } finally {
      ending = false;
    }
  }

  const forceSignOut = (backend: Backend, notice: string) =>
    endSession(backend, {
      notice: { text: notice, tone: 'problem' },
      flush: false,
      then: '/login',
    });

  function follow(backend: Backend, profile: UserProfile) {
    stopWatching?.();
    sessionUid = profile.uid;
    rememberSession(true);
    set({ status: 'signedIn', resolved: true, user: toSessionUser(profile), notice: null });
    performance.mark('masterly:signed-in');
    const stopProfile = backend.profiles.watch(profile.uid, (latest) => {
      if (get().status !== 'signedIn') return;
      if (latest && latest.isActive) set({ user: toSessionUser(latest) });
      else if (latest) void forceSignOut(backend, ACCOUNT_DEACTIVATED);
      else void signOutIfDeleted(backend, profile.uid);
    });
    const stopPreferences = followAccountPreferences(profile.uid, backend.profiles);
    stopWatching = () => {
      stopProfile();
      stopPreferences();
    };
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
      await refuse(backend, error.message);
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
      await refuse(backend, ACCOUNT_DEACTIVATED);
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
        if (ending || explicitAction) return; // that call establishes or ends the session
        if (sessionUid && account?.uid !== sessionUid) {
          // Signed out (or in as someone else) in another tab, or the session expired.
          void endSession(backend, {
            notice: null,
            flush: false,
            then: account ? '/' : '/login',
            keepUnsent: true,
          });
          return;
        }
        if (!account) {
          signedOutLocally(get().notice);
          return;
        }
        if (sessionUid) return; // the same person, e.g. a refreshed token
        enter(backend, account, { isSignIn: false }).catch((error) => {
          if (error instanceof SessionError) return;
          console.error('Could not restore the session', error);
          void refuse(backend, authErrorMessage(error, SIGN_IN_FALLBACK));
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

    async signOut(farewell?: Farewell) {
      const how = farewell
        ? {
            notice: { text: farewell.notice, tone: 'news' as const },
            flush: false,
            then: '/login',
            leave: farewell.leave,
          }
        : { notice: null, flush: true, then: '/' };
      await endSession(await loadBackend(), how);
    },
  };
}
