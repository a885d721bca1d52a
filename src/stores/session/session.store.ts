import { create } from 'zustand';
import { loadBackend } from '@/data/backend';
import { hadSession, takeSignOutNotice } from './local-user-data';
import type { SessionState, SessionStore } from './session-types';

export type { Farewell, SessionData, SessionStatus, SessionStore } from './session-types';

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

export const useSession: SessionStore = create<SessionState>()((set) => ({
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
