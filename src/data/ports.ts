import type { Goal } from '@/domain/goal';
import type { PlanKey } from '@/domain/plans';
import type { UserProfile } from '@/domain/user';

/** The signed-in account as the authentication service knows it. */
export interface AuthAccount {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
}

export type Unsubscribe = () => void;

export interface AuthGateway {
  onAuthChanged(listener: (account: AuthAccount | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthAccount>;
  /** Creates the account, then sets the display name when one is given. */
  signUp(email: string, password: string, displayName: string): Promise<AuthAccount>;
  signOut(): Promise<void>;
  currentAccount(): AuthAccount | null;
}

export type ProfilePatch = Partial<
  Pick<UserProfile, 'displayName' | 'lastLoginAt' | 'subscriptionPlan' | 'isActive' | 'role'>
>;

export interface ProfileRepo {
  /** Resolves null when missing or unreadable (the failure is logged). */
  get(uid: string): Promise<UserProfile | null>;
  create(profile: UserProfile): Promise<void>;
  update(uid: string, patch: ProfilePatch): Promise<void>;
  remove(uid: string): Promise<void>;
  /** Every profile, newest first (administrator only). */
  listAll(): Promise<UserProfile[]>;
  setPlan(uid: string, plan: PlanKey): Promise<void>;
  /** Follows one profile live; null when it is deleted or can no longer be read. */
  watch(uid: string, listener: (profile: UserProfile | null) => void): Unsubscribe;
}

/** A failure from the backend, with the provider's code kept for the message mapping. */
export class BackendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** What the goals listener reports: the user's goals and whether local edits await the server. */
export interface GoalsSnapshot {
  goals: Goal[];
  /** Local writes not yet acknowledged by the server (offline, or in flight). */
  hasPendingWrites: boolean;
  fromCache: boolean;
}

/**
 * One write, applied atomically. `activeCount` is the new value of the user's active-goal
 * counter, sent when the change adds or removes an active goal (the rules check old ± 1).
 */
export type GoalWrite =
  | { kind: 'save'; goal: Goal; isNew: boolean; activeCount?: number }
  | { kind: 'delete'; goalId: string; activeCount?: number };

export interface GoalRepo {
  /** Follows the user's goals (type 'goal', own userId, updatedAt descending). */
  watch(
    uid: string,
    listener: (snapshot: GoalsSnapshot) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** Follows the user's active-goal counter (0 when it does not exist yet). */
  watchActiveCount(uid: string, listener: (count: number) => void): Unsubscribe;
  /** Resolves when the server has acknowledged the write. */
  write(uid: string, change: GoalWrite): Promise<void>;
  /** Writes several goals in one batch (the manual Save). */
  saveAll(uid: string, goals: Goal[]): Promise<void>;
}

export interface Backend {
  auth: AuthGateway;
  profiles: ProfileRepo;
  goals: GoalRepo;
  /** Resolves when every local write has reached the server. */
  waitForPendingWrites(): Promise<void>;
  /** Drops the signed-out user's cached documents from this device. */
  clearLocalCache(): Promise<void>;
}
