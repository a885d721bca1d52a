import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  SIGN_IN_FALLBACK,
  SIGN_UP_FALLBACK,
  SIGNED_OUT_WITH_UNSENT_CHANGES,
  authErrorMessage,
} from '@/domain/auth-errors';
import {
  IDLE,
  heldUid,
  nextPhase,
  type SessionEvent,
  type SessionPhase,
} from '@/domain/session-lifecycle';
import { toSessionUser, type SessionNotice, type UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import type { AuthAccount, Backend, Unsubscribe } from '@/data/ports';
import { within } from '@/sync/within';
import { followAccountPreferences } from '../settings/account-preferences';
import { readAll } from '../sync/device-storage';
import { establishProfile, ProfileRefusedError } from './establish-profile';
import { clearLocalUserData, keepSignOutNotice, rememberSession } from './local-user-data';
import { reloadTo } from './reload';
import type { Farewell, SessionStore } from './session-types';
import { runSignOutCleanup } from './sign-out-cleanup';

const FLUSH_TIMEOUT_MS = 3000;

/** Rejects a sign-in with a message a person understands; from enter(): a refused account. */
export class SessionError extends Error {}

/** How a session ends (endSession). */
interface SessionEnd {
  notice: SessionNotice | null;
  flush: boolean;
  then: string;
  leave?: () => Promise<void>;
  /**
   * A session that ended without the person choosing it (expired, or ended in another tab)
   * keeps their unsent changes on this device for their next sign-in: practice logged offline
   * is never lost to a sign-out they did not ask for.
   */
  keepUnsent?: boolean;
}

let controller: ReturnType<typeof createController> | undefined;

export function sessionController(store: SessionStore) {
  controller ??= createController(store);
  return controller;
}

/** Sign-in, sign-up, sign-out and the auth listener, kept in step with the profile. */
function createController(store: SessionStore) {
  const { getState: get, setState: set } = store;
  /** The auth listener, attached once. */
  let listening: Promise<void> | undefined;
  let stopWatching: Unsubscribe | undefined;

  /** Where the session stands; changed only through nextPhase (domain/session-lifecycle.ts). */
  let phase: SessionPhase = IDLE;

  /** Moves the session on; false when the phase ignores the event (nothing to do). */
  function dispatch(event: SessionEvent): boolean {
    const before = phase;
    phase = nextPhase(before, event);
    return phase !== before;
  }

  function signedOutLocally(notice: SessionNotice | null = null) {
    stopWatching?.();
    stopWatching = undefined;
    rememberSession(false);
    set({ status: 'signedOut', resolved: true, user: null, notice });
  }

  /**
   * A sign-in or restore was refused before any of the person's data was loaded. A restore that
   * failed (offline, say) keeps that account's changes not yet sent, by this tab or another: they
   * go out on the next sign-in.
   */
  async function refuse(backend: Backend, notice: string, restoredUid?: string) {
    await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
    const unsent = restoredUid && readAll(restoredUid).length > 0;
    clearLocalUserData({ keepUnsentOf: unsent ? restoredUid : undefined });
    signedOutLocally({ text: notice, tone: 'problem' });
  }

  /**
   * Every way a signed-in session ends comes here, so the next person on this browser finds
   * nothing of the last one: in memory (listeners, timer, caches), in storage, in the local
   * cache. The page then reloads, so no store keeps a copy either.
   */
  async function endSession(backend: Backend, how: SessionEnd): Promise<void> {
    if (!dispatch({ type: 'endStarted' })) return; // already ending
    await cleanUp(backend, how);
  }

  /** The work of endSession, once the phase is ending. */
  async function cleanUp(backend: Backend, how: SessionEnd): Promise<void> {
    try {
      await how.leave?.(); // while ending, the auth listener leaves the session alone
      stopWatching?.();
      stopWatching = undefined;
      runSignOutCleanup();
      // Give the last changes a moment to reach the server before the local cache goes.
      if (how.flush) {
        await within(backend.waitForPendingWrites(), FLUSH_TIMEOUT_MS);
      }
      if (backend.auth.currentAccount()) {
        await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
      }
      const uid = heldUid(phase);
      const keepUnsentOf = how.keepUnsent && uid && readAll(uid).length > 0 ? uid : undefined;
      clearLocalUserData({ keepUnsentOf });
      // Said only of changes in storage: those it had no room for are lost with this page.
      const notice: SessionNotice | null =
        keepUnsentOf && readAll(keepUnsentOf).length > 0
          ? { text: SIGNED_OUT_WITH_UNSENT_CHANGES, tone: 'problem' }
          : how.notice;
      await backend.clearLocalCache();
      dispatch({ type: 'endFinished' });
      signedOutLocally(notice);
      keepSignOutNotice(notice);
      reloadTo(how.then);
    } catch (error) {
      dispatch({ type: 'endFailed' }); // the session goes on
      throw error;
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

  /**
   * The account's profile, ready to show. Rejects with a SessionError when the account is
   * refused (deleted, deactivated, an unusable e-mail): the caller signs it out with the reason.
   */
  async function enter(
    backend: Backend,
    account: AuthAccount,
    options: { isSignIn: boolean; displayName?: string },
  ): Promise<UserProfile> {
    let profile: UserProfile;
    try {
      profile = await establishProfile(backend.profiles, account, { ...options, now: new Date() });
    } catch (error) {
      throw error instanceof ProfileRefusedError ? new SessionError(error.message) : error;
    }
    if (!profile.isActive) throw new SessionError(ACCOUNT_DEACTIVATED);
    return profile;
  }

  /** A sign-in kept by the auth service: its profile is shown unless the report is stale. */
  function restore(backend: Backend, account: AuthAccount) {
    enter(backend, account, { isSignIn: false }).then(
      (profile) => {
        if (dispatch({ type: 'restoreFinished', uid: account.uid })) follow(backend, profile);
      },
      (error: unknown) => {
        const refused = error instanceof SessionError;
        if (!refused) console.error('Could not restore the session', error);
        if (!dispatch({ type: 'restoreFailed', uid: account.uid })) return;
        const notice = refused ? error.message : authErrorMessage(error, SIGN_IN_FALLBACK);
        void refuse(backend, notice, account.uid);
      },
    );
  }

  /** A sign-in or sign-up the person asked for; the auth listener leaves it alone meanwhile. */
  async function runExplicit(
    action: (backend: Backend) => Promise<UserProfile>,
    fallback: string,
  ): Promise<void> {
    const backend = await loadBackend();
    dispatch({ type: 'signInStarted' }); // ignored while ending: its result is dropped then
    try {
      const profile = await action(backend);
      if (dispatch({ type: 'signInFinished', uid: profile.uid })) follow(backend, profile);
    } catch (error) {
      if (error instanceof SessionError) await refuse(backend, error.message);
      else if (backend.auth.currentAccount()) {
        await backend.auth.signOut().catch(() => undefined);
      }
      dispatch({ type: 'signInFailed' });
      throw error instanceof SessionError
        ? error
        : new SessionError(authErrorMessage(error, fallback));
    }
  }

  /** What the page does when the auth service reports who is signed in. */
  function onAuthChanged(backend: Backend, account: AuthAccount | null) {
    if (!dispatch({ type: 'authChanged', uid: account?.uid ?? null })) return;
    if (phase.name === 'ending') {
      // Signed out (or in as someone else) in another tab, or the session expired.
      void cleanUp(backend, {
        notice: null,
        flush: false,
        then: account ? '/' : '/login',
        keepUnsent: true,
      });
    } else if (phase.name === 'restoring' && account) restore(backend, account);
    else signedOutLocally(get().notice); // idle: nobody is signed in
  }

  async function listen() {
    const backend = await loadBackend();
    backend.auth.onAuthChanged((account) => onAuthChanged(backend, account));
  }

  return {
    start() {
      listening ??= listen();
      return listening;
    },

    signIn: (email: string, password: string) =>
      runExplicit(async (backend) => {
        const account = await backend.auth.signIn(email.trim(), password);
        return enter(backend, account, { isSignIn: true });
      }, SIGN_IN_FALLBACK),

    signUp: (displayName: string, email: string, password: string) =>
      runExplicit(async (backend) => {
        const name = displayName.trim();
        const account = await backend.auth.signUp(email.trim(), password, name);
        return enter(backend, account, { isSignIn: true, displayName: name });
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
