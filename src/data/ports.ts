import type { AdWay, AdWayInput, Campaign, CampaignInput } from '@/domain/advertising';
import type { DeletedUser, PageCursor, UserTotals } from '@/domain/admin-users';
import type { Goal } from '@/domain/goal';
import type { GoalRecord, StoredSession } from '@/domain/goal-record';
import type { SyncState } from '@/domain/sync/sync-state';
import type { GoalTally } from '@/domain/tally';
import type { WriteOp } from '@/domain/sync/write-ops';
import type { TimerRecord } from '@/domain/timer';
import type { PlanKey } from '@/domain/plans';
import type { AccountPreferences, PreferencesPatch } from '@/domain/preferences';
import type { SharedGoal } from '@/domain/sharing-snapshot';
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
  /**
   * The auth service's time (epoch ms, whole seconds), read from a sign-in token it issues now;
   * rejects when signed out or offline.
   */
  serverTime(): Promise<number>;
}

export type ProfilePatch = Partial<
  Pick<
    UserProfile,
    'displayName' | 'lastLoginAt' | 'subscriptionPlan' | 'isActive' | 'role' | 'email'
  >
>;

/**
 * The person's own account: forgotten password, e-mail links (the app's /auth/action page),
 * password, e-mail and name changes, and deleting the account. Failures reject with a
 * BackendError carrying the provider's code.
 */
export interface AccountGateway {
  /** Sends the reset e-mail; an unknown address resolves too (no account enumeration). */
  sendPasswordReset(email: string): Promise<void>;
  /** The e-mail address a reset code is for; rejects for an expired, used or invalid code. */
  checkPasswordReset(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Applies a verifyEmail or verifyAndChangeEmail code; resolves the address it verified. */
  applyEmailCode(code: string): Promise<string>;
  /** Sends the signed-in person a new link to verify their e-mail address. */
  sendVerification(): Promise<void>;
  /** Reloads the signed-in account from the auth service (e-mail and verified as they are now). */
  refresh(): Promise<AuthAccount | null>;
  /**
   * Whether the signed-in address is verified now (perhaps in another tab or on another device),
   * asked without reloading the account, which would make Firestore read everything again.
   */
  checkEmailVerified(): Promise<boolean>;
  /** Checks the current password again (the auth service wants a recent sign-in). */
  reauthenticate(currentPassword: string): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Sends a link to the new address; the sign-in e-mail changes once it is opened. */
  requestEmailChange(currentPassword: string, newEmail: string): Promise<void>;
  /** The name the sign-in account carries (the profile holds the one the app shows). */
  setDisplayName(displayName: string): Promise<void>;
  /**
   * Deletes every document of the signed-in person as themself (the rules apply): sessions
   * and goals a page at a time, then share links, share index, timer, counter and profile.
   */
  deleteOwnData(uid: string): Promise<void>;
  /** Deletes the sign-in account itself (after deleteOwnData); the person is signed out. */
  deleteSignIn(): Promise<void>;
}

export interface ProfileRepo {
  /**
   * Resolves null when missing or unreadable (the failure is logged). `activeFromCache`: an
   * active profile this device holds is answer enough (anything else is asked of the server).
   */
  get(uid: string, options?: { activeFromCache?: boolean }): Promise<UserProfile | null>;
  /** Refused for a deleted account (one with a tombstone) and for an unusable e-mail. */
  create(profile: UserProfile): Promise<void>;
  update(uid: string, patch: ProfilePatch): Promise<void>;
  /** Whether the administrator deleted this account (its own tombstone); rejects if unreadable. */
  isDeleted(uid: string): Promise<boolean>;
  setPlan(uid: string, plan: PlanKey): Promise<void>;
  /** Follows one profile live; null when it is deleted or can no longer be read. */
  watch(uid: string, listener: (profile: UserProfile | null) => void): Unsubscribe;
  /**
   * Writes the given preferences into the person's own profile, field by field (never the
   * rest of the profile); queued while offline. Rejects with a BackendError when refused.
   */
  savePreferences(uid: string, patch: PreferencesPatch): Promise<void>;
  /** Follows the preferences the profile holds (none while it is missing or unreadable). */
  watchPreferences(uid: string, listener: (preferences: AccountPreferences) => void): Unsubscribe;
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

/** The code of an import whose goals were saved but not all of whose sessions were. */
export const PARTIAL_IMPORT = 'partial-import';

/** A listener's report: the value and where it stands against the server. */
export interface Watched<T> {
  value: T;
  /** Local writes not yet acknowledged by the server (offline, or in flight). */
  hasPendingWrites: boolean;
  /** Served from this device's cache rather than confirmed by the server. */
  fromCache: boolean;
}

/**
 * The user's goals, their sessions and the account's timer. Every change is a few small
 * writes (write-ops.ts): fields one by one, sessions one by one, never a whole goal.
 */
/** Which session: its goal and its id. */
export type SessionKey = Pick<StoredSession, 'goalId' | 'id'>;

export interface GoalRepo {
  /** Follows the user's goal records (active and completed). */
  watchRecords(
    uid: string,
    listener: (report: Watched<GoalRecord[]>) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** Follows the sessions of every goal of the user: all of them, or those starting at `since` or later. */
  watchSessions(
    uid: string,
    since: number | null,
    listener: (report: Watched<StoredSession[]>) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** Follows the account's timer (null before the first Start). */
  watchTimer(
    uid: string,
    listener: (report: Watched<TimerRecord | null>) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /**
   * Writes the ops in one batch (a goal's active status moves the active-goal counter with
   * it). Resolves when the server has them; rejects with a BackendError carrying the code.
   */
  commit(uid: string, ops: readonly WriteOp[]): Promise<void>;
  /** The documents these ops touch, read from the server (to tell a repeat from a refusal). */
  readServer(uid: string, ops: readonly WriteOp[]): Promise<SyncState>;
  /**
   * An import: creates every goal with its sessions, never overwriting. The goals and the
   * counter move (+k, listing the k active ids) are one batch, so a refused import writes
   * nothing; sessions follow in further batches when there are too many for one.
   * `added`: new sessions for goals an earlier import created (never written over a stored one).
   * When the first batch is saved and a later one is not, it rejects with PARTIAL_IMPORT: the
   * goals are there, and importing the same file again adds the sessions still missing.
   * `onSaved` hears the number of sessions the server has taken so far before the first batch
   * and after each, with a session of the batch sent next (none after the last): a batch sent
   * when the page closes can still be saved afterwards, so the next visit checks that one.
   */
  importGoals(
    uid: string,
    goals: Goal[],
    added?: readonly StoredSession[],
    onSaved?: (sessions: number, sending?: SessionKey) => void,
  ): Promise<void>;
  /** The sessions of one of the user's goals that the server holds. */
  countSessions(uid: string, goalId: string): Promise<number>;
  /** Whether the server holds this session of one of the user's goals. */
  holdsSession(uid: string, session: SessionKey): Promise<boolean>;
  /**
   * Deletes what the server still holds of a deleted goal's log (sessions a device did not have
   * when it deleted the goal offline); resolves how many. Deletes nothing while the goal exists.
   */
  deleteLeftSessions(uid: string, goalId: string): Promise<number>;
  /** Follows the tallies of every goal of the user (tally.ts): goalId → year → days. */
  watchTallies(
    uid: string,
    listener: (report: Watched<ReadonlyMap<string, GoalTally>>) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /**
   * Counts the tally of a goal of an earlier version from its whole log, read from the server,
   * and marks the goal tallied. Refused when a session was created meanwhile, or when the goal
   * is tallied already (another device counted it): both are safe to try again later.
   */
  recountTally(uid: string, goalId: string): Promise<void>;
}

/**
 * One advertising collection (campaigns or adWays). Every signed-in, active user may read it
 * (the ad slots of free users call list() and pick active ones); only the administrator
 * writes. Operations throw when nobody is signed in.
 */
export interface AdvertisingRepo<Input, Row> {
  /** Every record, in no particular order (one read of the whole collection, no filter). */
  list(): Promise<Row[]>;
  /** Stores it under its prefix ('campaign_' / 'adway_') + timestamp + random; resolves it. */
  create(input: Input): Promise<Row>;
  /** Merges the fields (e.g. isActive only) plus a new updatedAt; resolves that updatedAt. */
  update(id: string, patch: Partial<Input>): Promise<string>;
  remove(id: string): Promise<void>;
}

/** Advertising campaigns (collection campaigns). */
export interface CampaignRepo extends AdvertisingRepo<CampaignInput, Campaign> {
  /**
   * A click on an ad: adds exactly 1 to an active campaign's clicks. Any active user may; the
   * rules refuse any other amount, field or a paused campaign.
   */
  recordClick(id: string): Promise<void>;
}

/** Advertising ways (collection adWays). */
export type AdWayRepo = AdvertisingRepo<AdWayInput, AdWay>;

/** One page of a list and where the next one starts (null: this is the last page). */
export interface Page<T> {
  rows: T[];
  next: PageCursor | null;
}

export interface UsersPageRequest {
  /** Start after this row; null for the first page. */
  after: PageCursor | null;
  /** A lower-case e-mail prefix: matching profiles by e-mail; empty: all, newest first. */
  emailPrefix: string;
  pageSize: number;
}

/**
 * Administrator-only operations across users; the rules refuse everyone else. Every read is
 * O(page): server-side pages, counter documents and count aggregations.
 */
export interface AdminRepo {
  listUsers(request: UsersPageRequest): Promise<Page<UserProfile>>;
  /** The four tiles, counted on the server. */
  userTotals(): Promise<UserTotals>;
  /** Active goals of these users from their goal counters (a missing counter counts 0). */
  activeGoalCounts(uids: readonly string[]): Promise<Record<string, number>>;
  /**
   * Deletes the user's sessions and goals page by page, then in one batch their timer, counter
   * and profile, writing the tombstone that keeps the account from coming back.
   */
  deleteUser(user: Pick<UserProfile, 'uid' | 'email'>, deletedAt: string): Promise<DeletedUser>;
  /** Tombstones, newest first. */
  listDeletedUsers(request: {
    after: PageCursor | null;
    pageSize: number;
  }): Promise<Page<DeletedUser>>;
  /** Removes the tombstone: the person may sign in again and gets a new free profile. */
  restoreUser(uid: string): Promise<void>;
}

/** A read-only snapshot of someone's active goals behind a share link (spec §3, §7). */
export interface SharedGoalsRecord {
  id: string;
  /** What the share view shows of each goal (domain/sharing-snapshot.ts). */
  goals: SharedGoal[];
  /** Epoch milliseconds when the snapshot was written. */
  timestamp: number;
  /** Epoch milliseconds; the link stops working then (24 h after creation). */
  expiresAt: number;
  ownerId: string;
  /** A weekly review link's review, as stored (domain/review/review-share.ts); its goals are empty. */
  review?: string;
}

export type SharedGoalsRead =
  { status: 'ok'; record: SharedGoalsRecord } | { status: 'expired' } | { status: 'missing' };

/** A new share link, or none while all of the account's links are live (domain/sharing.ts). */
export type ShareCreated =
  | { status: 'created'; id: string; expiresAt: number }
  | { status: 'full'; oldestExpiresAt: number };

export interface ShareRepo {
  /**
   * Writes a snapshot of these goals (at most SHARED_GOAL_LIMIT), or a weekly review's text, in
   * place of the account's oldest link if that one has expired; resolves when the server has it.
   */
  create(uid: string, goals: SharedGoal[], review?: string): Promise<ShareCreated>;
  /**
   * An expired snapshot is deleted (best effort) and reported as expired, and so is one that is
   * gone (expired or revoked) under an id of the shape the app makes (isShareIdShape); any other
   * id that is not there is missing.
   */
  read(id: string): Promise<SharedGoalsRead>;
  /**
   * The owner's links that have not expired, as the server has them (a query by ownerId): at
   * most SHARE_LINK_LIMIT, the one that expires last first.
   */
  listLive(uid: string): Promise<SharedGoalsRecord[]>;
  /**
   * Revokes one of the owner's links: its snapshot and its entry in the owner's share index go
   * in one batch, so the link stops working and its place is free at once. Resolves when the
   * server has it; a link that is gone already is dropped from the index all the same.
   */
  revoke(uid: string, id: string): Promise<void>;
}

export interface Backend {
  auth: AuthGateway;
  account: AccountGateway;
  profiles: ProfileRepo;
  goals: GoalRepo;
  shares: ShareRepo;
  campaigns: CampaignRepo;
  adWays: AdWayRepo;
  admin: AdminRepo;
  /**
   * Resolves once every write this browser has handed to the database so far (by any of its
   * tabs, closed ones included) has reached the server or been refused, or the database client
   * gave them up (it broke: the outbox sends them again). Never rejects.
   */
  waitForPendingWrites(): Promise<void>;
  /**
   * Calls back (at once if so already) when this tab's database keeps its cache in memory, for
   * this tab alone: this device's storage is full.
   */
  onLocalCacheOff(listener: () => void): Unsubscribe;
  /** Drops the signed-out user's cached documents from this device. */
  clearLocalCache(): Promise<void>;
}
