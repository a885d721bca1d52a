import { create } from 'zustand';
import { everyGoalTallied } from '@/domain/goal-record';
import { pendingSessionDays } from '@/domain/session-window';
import { EMPTY_SYNC_STATE, type SyncState } from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import type { SyncEngine, SyncSnapshot } from '@/sync/sync-engine';
import { nowDate } from '../clock';
import { registerSignOutCleanup } from '../session/sign-out-cleanup';
import { requestSessionsSince, startSyncEngine } from '../sync/engine-root';
import { createGoalDeriver } from './derive-goals';
import { SIGNED_OUT, type GoalsData, type SaveAllResult } from './goals-data';

export type { GoalsData, SaveAllResult };

interface GoalsState extends GoalsData {
  start(uid: string): void;
  stop(): void;
  /** Makes changes: kept on the device at once, shown at once, then sent. */
  submit(...changes: Change[]): void;
  /** The database as this screen knows it, changes on their way included. */
  view(): SyncState;
  /** The years of the goal's tally documents. */
  tallyYears(goalId: string): number[];
  /** True when the server has this goal (not only a change on its way). */
  isStored(goalId: string): boolean;
  /** Forgets every change of a goal the server never took (a refused create). */
  forgetGoal(goalId: string): void;
  retry(entryId?: string): void;
  /** A refused edit of a session deleted on another device, logged as a new session. */
  logAgain(entryId: string): void;
  discard(entryId?: string): void;
  /** The manual Save: sends everything again and waits for the server (at most 10 s). */
  saveAll(): Promise<SaveAllResult>;
  /**
   * Loads the sessions from `since` on (null: every session) until the returned release is
   * called (see sessionsFrom).
   */
  requestSessionsSince(since: number | null): () => void;
}

/**
 * The goals as screens read them: a view of the sync engine (src/sync/sync-engine.ts) that
 * derives each goal's figures from its snapshots and hands the screens' commands to it.
 */
export const useGoals = create<GoalsState>()((set, get) => {
  let engine: SyncEngine | null = null;
  const deriver = createGoalDeriver();

  function show({ view, tallies, loaded, sessionsSince, ...snapshot }: SyncSnapshot) {
    // Figures count from the sessions only where they are whole; the tallies hold the rest.
    const whole = snapshot.sessionsWholeSince;
    const ops = snapshot.outbox.flatMap((entry) => entry.ops);
    const pendingDays = pendingSessionDays(ops, sessionsSince);
    const derived = deriver.derive({ view, tallies, sessionsSince: whole, pendingDays }, nowDate());
    set({
      goals: derived.goals,
      dayTotals: derived.days,
      closedYears: derived.closed,
      timer: view.timer,
      outbox: snapshot.outbox,
      hasPendingWrites: snapshot.hasPendingWrites,
      fromCache: snapshot.fromCache,
      status: loaded.records && loaded.sessions ? 'ready' : 'loading',
      sessionsFrom: loaded.sessions ? sessionsSince : undefined,
      sessionsFromCache: snapshot.sessionsFromCache,
      sessionsWholeFrom: loaded.sessions ? whole : undefined,
      tallies:
        loaded.records && loaded.tallies && everyGoalTallied(view.records.values())
          ? tallies
          : null,
    });
  }

  const snapshot = () => engine?.getSnapshot();

  return {
    ...SIGNED_OUT,

    start(uid) {
      if (get().uid === uid) return;
      get().stop();
      registerSignOutCleanup('detach', stopGoals);
      const started = startSyncEngine(uid);
      engine = started;
      set({ status: 'loading', uid });
      started.subscribe(show);
      show(started.getSnapshot());
    },

    stop() {
      engine?.stop();
      engine = null;
      deriver.reset();
      set(SIGNED_OUT);
    },

    submit(...changes) {
      if (!engine) {
        console.error('Not signed in: the change was not saved');
        return;
      }
      engine.submit(...changes);
    },

    view: () => snapshot()?.view ?? EMPTY_SYNC_STATE,

    isStored: (goalId) => snapshot()?.server.records.has(goalId) ?? false,

    tallyYears: (goalId) => [...(snapshot()?.tallies.get(goalId)?.keys() ?? [])],

    forgetGoal: (goalId) => engine?.forgetGoal(goalId),

    retry: (entryId) => engine?.retry(entryId),
    logAgain: (entryId) => engine?.logAgain(entryId),

    discard: (entryId) => engine?.discard(entryId),

    requestSessionsSince,

    saveAll: () => engine?.saveAll() ?? Promise.resolve('failed'),
  };
});

function stopGoals() {
  useGoals.getState().stop();
}
