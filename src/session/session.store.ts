import { create } from 'zustand';
import { ACCOUNT_DEACTIVATED, SIGN_IN_FALLBACK, SIGN_UP_FALLBACK, authErrorMessage } from '@/domain/auth-errors';
import { toSessionUser, type SessionUser, type UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import type { AuthAccount, Backend, Unsubscribe } from '@/data/ports';
import { establishProfile } from './establish-profile';
import { clearLocalUserData, hadSession, rememberSession } from './local-user-data';
import { reloadTo } from './reload';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  /** True once the auth service has reported the first time. */
  resolved: boolean;
  user: SessionUser | null;
  /** A message for the sign-in screen, e.g. after a forced sign-out. */
  notice: string | null;
  start(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signUp(displayName: string, email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  clearNotice(): void;
}

let started = false;
let explicitAction = false;
let stopWatching: Unsubscribe | undefined;

export class SessionError extends Error {}

export const useSession = create<SessionState>()((set, get) => {
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
    stopWatching = backend.profiles.watch(profile.uid, (latest) => {
      if (get().status !== 'signedIn') return;
      if (latest && latest.isActive) set({ user: toSessionUser(latest) });
      else if (latest) void forceSignOut(backend, ACCOUNT_DEACTIVATED);
    });
  }

  async function enter(
    backend: Backend,
    account: AuthAccount,
    options: { isSignIn: boolean; displayName?: string },
  ) {
    const profile = await establishProfile(backend.profiles, account, { ...options, now: new Date() });
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
    status: hadSession() ? 'loading' : 'signedOut',
    resolved: false,
    user: null,
    notice: null,

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

    signIn: (email, password) =>
      runExplicit(async (backend) => {
        const account = await backend.auth.signIn(email.trim(), password);
        await enter(backend, account, { isSignIn: true });
      }, SIGN_IN_FALLBACK),

    signUp: (displayName, email, password) =>
      runExplicit(async (backend) => {
        const name = displayName.trim();
        const account = await backend.auth.signUp(email.trim(), password, name);
        await enter(backend, account, { isSignIn: true, displayName: name });
      }, SIGN_UP_FALLBACK),

    async signOut() {
      const backend = await loadBackend();
      stopWatching?.();
      stopWatching = undefined;
      await backend.auth.signOut().catch((error) => console.error('Sign-out failed', error));
      clearLocalUserData();
      await backend.clearLocalCache();
      signedOutLocally();
      reloadTo('/');
    },

    clearNotice: () => set({ notice: null }),
  };
});
