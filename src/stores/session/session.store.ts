import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { loadBackend } from '@/data/backend';
import type { SessionNotice, SessionUser } from '@/domain/user';
import { hadSession, takeSignOutNotice } from './local-user-data';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionData {
  status: SessionStatus;
  /** True once the auth service has reported the first time. */
  resolved: boolean;
  user: SessionUser | null;
  /** A message for the sign-in screen, e.g. after a forced sign-out. */
  notice: SessionNotice | null;
}

/** How a person leaves for good: `leave` (e.g. deleting the sign-in account) runs first. */
export interface Farewell {
  /** Shown on the sign-in screen afterwards, as news. */
  notice: string;
  /** If it rejects, the session goes on and sign-out rejects with its error. */
  leave(): Promise<void>;
}

interface SessionState extends SessionData {
  start(): Promise<void>;
  /** Rejects with a message a person understands. */
  signIn(email: string, password: string): Promise<void>;
  signUp(displayName: string, email: string, password: string): Promise<void>;
  signOut(farewell?: Farewell): Promise<void>;
  clearNotice(): void;
}

// The controller (and the auth SDK behind it) loads on first use, off the landing page's
// first paint.
const controller = () =>
  import('./session-controller').then((m) => m.sessionController(useSession));
/** The controller with its auth listener on: a visitor may sign in before anything started it. */
const started = async () => {
  const loaded = await controller();
  void loaded.start();
  return loaded;
};

export const useSession: UseBoundStore<StoreApi<SessionState>> = create<SessionState>()((set) => ({
  status: hadSession() ? 'loading' : 'signedOut',
  resolved: false,
  user: null,
  notice: takeSignOutNotice(),
  start: async () => {
    // Firebase's chunks download and start while the controller's chunk is read, instead of
    // after it; the controller's own call shares this load (or retries one that failed).
    loadBackend().catch(() => undefined);
    return (await controller()).start();
  },
  signIn: async (email, password) => (await started()).signIn(email, password),
  signUp: async (name, email, password) => (await started()).signUp(name, email, password),
  signOut: async (farewell) => (await controller()).signOut(farewell),
  clearNotice: () => set({ notice: null }),
}));

export type SessionStore = typeof useSession;
