import type { GoalRecord } from '@/domain/goal-record';
import type { OutboxEntry } from '@/domain/sync/outbox';
import type { SyncState } from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import type { GoalTally } from '@/domain/tally';
import type { GoalRepo, Unsubscribe } from '@/data/ports';
import type { OutboxStorage } from './outbox-storage';
import type { SyncClock, TabPresence } from './ports';
import type { SessionRequests } from './session-requests';
import type { TimerMirror } from './timer-mirror';

/** The backend once it has loaded. */
export interface SyncBackend {
  repo: GoalRepo;
  /** Resolves once the database's own queue (of every tab) has been sent or refused. */
  settled(): Promise<void>;
  /** Compares the device clock with the server's; the clock's correction follows it. */
  checkClock(): Promise<void>;
}

/** Brings goals written by earlier versions up to date (goal-upkeep.ts). */
export interface GoalUpkeep {
  /** After a confirmed report of the goal records. */
  update(uid: string, repo: GoalRepo, records: readonly GoalRecord[]): void;
  /** After the server took a change. */
  sweep(uid: string, repo: GoalRepo, records: readonly GoalRecord[]): void;
}

export interface SyncEngineOptions {
  uid: string;
  backend: Promise<SyncBackend>;
  outbox: OutboxStorage;
  tabs: TabPresence;
  clock: SyncClock;
  mirror: TimerMirror;
  sessionRequests: SessionRequests;
  /** Calls back when another tab changes an outbox. */
  watchOtherTabs(listener: () => void): Unsubscribe;
  /** Calls back when the device comes back online. */
  watchOnline(listener: () => void): Unsubscribe;
  /** `pending` tells whether a change of the goal is still on its way. */
  upkeep(
    submit: (...changes: Change[]) => void,
    pending: (uid: string, goalId: string) => boolean,
  ): GoalUpkeep;
  /** Marks when each part of the account first arrived (the benchmarks read them). */
  mark?(name: string): void;
  /** A new outbox entry's id (a random UUID unless given). */
  newId?(): string;
}

export interface SyncSnapshot {
  /** The server's documents as its listeners last reported them. */
  server: SyncState;
  /** The server's documents with every change on its way laid over them. */
  view: SyncState;
  /** Each goal's tally as the server (and this device's pending writes) hold it. */
  tallies: ReadonlyMap<string, GoalTally>;
  /** This user's changes the server does not have yet, from every tab, oldest first. */
  outbox: OutboxEntry[];
  /** Which parts of the account have been read (or failed to be). */
  loaded: Readonly<{ records: boolean; sessions: boolean; tallies: boolean }>;
  /** The database still holds local writes the server has not acknowledged. */
  hasPendingWrites: boolean;
  /** The goal records come from this device's cache, not yet confirmed by the server. */
  fromCache: boolean;
  /** The sessions in `server` are those from this instant on; null: every session. */
  sessionsSince: number | null;
  /**
   * The sessions come from this device's cache, not yet confirmed by the server: a wider read
   * answered from it holds only the sessions this device read before.
   */
  sessionsFromCache: boolean;
  /**
   * From where the sessions in `server` are every session the account has (null: all of them):
   * `sessionsSince`, once the server answered for it; until then, a wider read answered from
   * this device's cache alone stops at the sessions known whole before (wholeSessionsSince), and
   * the days before come from the tallies.
   */
  sessionsWholeSince: number | null;
}
