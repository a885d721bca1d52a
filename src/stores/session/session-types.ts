import type { StoreApi, UseBoundStore } from 'zustand';
import type { SessionNotice, SessionUser } from '@/domain/user';

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

export interface SessionState extends SessionData {
  start(): Promise<void>;
  /** Rejects with a message a person understands. */
  signIn(email: string, password: string): Promise<void>;
  signUp(displayName: string, email: string, password: string): Promise<void>;
  signOut(farewell?: Farewell): Promise<void>;
  clearNotice(): void;
}

export type SessionStore = UseBoundStore<StoreApi<SessionState>>;
