import { create } from 'zustand';
import type { Goal } from '@/domain/goal';
import type { Unsubscribe } from '@/data/ports';
import { loadBackend } from '@/data/backend';
import { recomputeGoal } from '@/domain/goal-progress';
import { derivedFiguresDiffer } from '@/domain/goal-settings';
import { dayKey } from '@/domain/weeks';
import { nowDate } from '../clock';
import { beforeSignOut } from '../session/session.store';
import { changedGoalId, toWrite, type GoalChange } from './goal-change';
import { attemptWithRetry, writeWithRetry } from './persist';
import { byStartDate, withUnsaved } from './visible-goals';

export type SaveAllResult = 'saved' | 'failed' | 'error';

export interface GoalsData {
  /** 'ready' once both the goals and the active-goal counter have been read. */
  status: 'idle' | 'loading' | 'ready';
  uid: string | null;
  /** Every goal (active and completed), figures derived for today, newest first. */
  goals: Goal[];
  /** The active-goal counter the rules check, including writes still in flight. */
  activeCounter: number;
  /** Local changes the server has not acknowledged yet (offline or in flight). */
  hasPendingWrites: boolean;
  /** Changes that failed twice, by goal id; shown as unsaved until retried or discarded. */
  unsaved: Record<string, GoalChange>;
}

interface GoalsState extends GoalsData {
  start(uid: string): void;
  stop(): void;
  /** Saves one change (with its counter move), retried once on failure. */
  commit(change: GoalChange): Promise<boolean>;
  /** True when the goal exists on the server (not only as an unsaved change). */
  isStored(goalId: string): boolean;
  /** Forgets an unsaved change (a goal that only exists locally is gone with it). */
  dropUnsaved(goalId: string): void;
  retryUnsaved(): void;
  discardUnsaved(): void;
  /** The manual Save: every stored goal in one batch, then any unsaved change again. */
  saveAll(): Promise<SaveAllResult>;
  /** An import: every goal in one batch with the counter moved by the active ones; retried once. */
  commitImport(goals: Goal[]): Promise<boolean>;
}

let serverGoals: Goal[] = [];
let subscriptions: Unsubscribe[] = [];
const refreshed = new Set<string>();

/** Derived goals by id, reused while the stored goal and the day are unchanged (memo'd cards). */
let derivedCache = new Map<string, { key: string; goal: Goal }>();

function visible(unsaved: Record<string, GoalChange>): Goal[] {
  const now = nowDate();
  const today = dayKey(now);
  const next = new Map<string, { key: string; goal: Goal }>();
  const goals = withUnsaved(serverGoals, unsaved).map((stored) => {
    const key = `${today}|${JSON.stringify(stored)}`;
    const cached = derivedCache.get(stored.id);
    const goal = cached?.key === key ? cached.goal : recomputeGoal(stored, now);
    next.set(stored.id, { key, goal });
    return goal;
  });
  derivedCache = next;
  return byStartDate(goals);
}

export const useGoals = create<GoalsState>()((set, get) => {
  let goalsRead = false;
  let counterRead = false;
  const markReadyWhenBothRead = () => {
    if (goalsRead && counterRead && get().status === 'loading') set({ status: 'ready' });
  };

  return {
    status: 'idle',
    uid: null,
    goals: [],
    activeCounter: 0,
    hasPendingWrites: false,
    unsaved: {},

    start(uid) {
      if (get().uid === uid) return;
      get().stop();
      set({ status: 'loading', uid });
      void loadBackend().then(({ goals: repo }) => {
        if (get().uid !== uid) return;
        subscriptions = [
          repo.watch(
            uid,
            (snapshot) => {
              serverGoals = snapshot.goals;
              goalsRead = true;
              set({ goals: visible(get().unsaved), hasPendingWrites: snapshot.hasPendingWrites });
              markReadyWhenBothRead();
              if (!snapshot.fromCache) refreshStaleFigures(snapshot.goals);
            },
            (error) => {
              console.error('Loading goals failed', error);
              serverGoals = [];
              goalsRead = true;
              set({ goals: visible(get().unsaved) });
              markReadyWhenBothRead();
            },
          ),
          repo.watchActiveCount(uid, (activeCounter) => {
            counterRead = true;
            set({ activeCounter });
            markReadyWhenBothRead();
          }),
        ];
      });
    },

    stop() {
      subscriptions.forEach((unsubscribe) => unsubscribe());
      subscriptions = [];
      serverGoals = [];
      derivedCache = new Map();
      refreshed.clear();
      goalsRead = false;
      counterRead = false;
      set({ status: 'idle', uid: null, goals: [], activeCounter: 0, unsaved: {} });
    },

    async commit(change) {
      const { uid } = get();
      if (!uid) {
        console.error('Not signed in: the goal change was not saved');
        return false;
      }
      const goalId = changedGoalId(change);
      const { [goalId]: _replaced, ...others } = get().unsaved;
      set({ unsaved: others });
      const { goals: repo } = await loadBackend();
      const delta = change.counterDelta ?? 0;
      let claimed: number | undefined;
      // A failed attempt gives back its claim, unless a snapshot has corrected it already.
      const releaseClaim = () => {
        if (claimed !== undefined && get().activeCounter === claimed) {
          set({ activeCounter: claimed - delta });
        }
      };
      const ok = await writeWithRetry(repo, uid, () => {
        releaseClaim();
        // Claim the counter value at once, so the next change in this tick builds on it.
        const write = toWrite(change, get().activeCounter);
        claimed = write.activeCount;
        if (claimed !== undefined) set({ activeCounter: claimed });
        return write;
      });
      if (!ok) releaseClaim();
      if (!ok && change.kind === 'save') {
        const unsaved = { ...get().unsaved, [goalId]: change };
        set({ unsaved, goals: visible(unsaved) });
      }
      return ok;
    },

    isStored: (goalId) => serverGoals.some((goal) => goal.id === goalId),

    dropUnsaved(goalId) {
      const { [goalId]: _dropped, ...unsaved } = get().unsaved;
      set({ unsaved, goals: visible(unsaved) });
    },

    retryUnsaved() {
      for (const change of Object.values(get().unsaved)) void get().commit(change);
    },

    discardUnsaved() {
      set({ unsaved: {}, goals: visible({}) });
    },

    async commitImport(goals) {
      const { uid } = get();
      if (!uid) {
        console.error('Not signed in: nothing was imported');
        return false;
      }
      const { goals: repo } = await loadBackend();
      const added = goals.filter((goal) => !goal.completed).length;
      return attemptWithRetry('Importing goals', () =>
        repo.importGoals(uid, goals, added > 0 ? get().activeCounter + added : undefined),
      );
    },

    async saveAll() {
      const { uid, unsaved } = get();
      if (!uid) {
        console.error('Not signed in: nothing was saved');
        return 'failed';
      }
      try {
        const { goals: repo } = await loadBackend();
        const now = nowDate();
        const stored = serverGoals
          .filter((goal) => !unsaved[goal.id])
          .map((goal) => recomputeGoal(goal, now));
        await repo.saveAll(uid, stored);
        const retried = await Promise.all(Object.values(unsaved).map((c) => get().commit(c)));
        return retried.every(Boolean) ? 'saved' : 'failed';
      } catch (error) {
        console.error('Manual save failed', error);
        return 'error';
      }
    },
  };
});

beforeSignOut(() => useGoals.getState().stop(), 'detach');

/** Spec: a change resulting from loading is saved. Only goals whose figures moved, once. */
function refreshStaleFigures(goals: Goal[]) {
  const now = nowDate();
  for (const stored of goals) {
    if (refreshed.has(stored.id)) continue;
    const derived = recomputeGoal(stored, now);
    if (!derivedFiguresDiffer(stored, derived)) continue;
    refreshed.add(stored.id);
    void useGoals.getState().commit({ kind: 'save', goal: derived, isNew: false });
  }
}
