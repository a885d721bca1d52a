import { create } from 'zustand';
import type { Goal } from '@/domain/goal';
import type { GoalWrite, Unsubscribe } from '@/data/ports';
import { loadBackend } from '@/data/backend';
import { recomputeGoal } from '@/domain/goal-progress';
import { derivedFiguresDiffer } from '@/domain/goal-settings';
import { nowDate } from '../clock';
import { writeWithRetry } from './persist';
import { byStartDate, withUnsaved } from './visible-goals';

export type SaveAllResult = 'saved' | 'failed' | 'error';

export interface GoalsData {
  status: 'idle' | 'loading' | 'ready';
  uid: string | null;
  /** Every goal (active and completed), figures derived for today, newest first. */
  goals: Goal[];
  /** The server's active-goal counter (the rules enforce the cap with it). */
  activeCounter: number;
  /** Local changes the server has not acknowledged yet (offline or in flight). */
  hasPendingWrites: boolean;
  /** Changes that failed twice, by goal id; shown as unsaved until retried or discarded. */
  unsaved: Record<string, GoalWrite>;
}

interface GoalsState extends GoalsData {
  start(uid: string): void;
  stop(): void;
  /** Saves one change: the goal (and the counter when given), retried once on failure. */
  commit(change: GoalWrite): Promise<boolean>;
  retryUnsaved(): void;
  discardUnsaved(): void;
  /** The manual Save: every goal in one batch. */
  saveAll(): Promise<SaveAllResult>;
}

let serverGoals: Goal[] = [];
let subscriptions: Unsubscribe[] = [];
const refreshed = new Set<string>();

function visible(unsaved: Record<string, GoalWrite>): Goal[] {
  const now = nowDate();
  return byStartDate(withUnsaved(serverGoals, unsaved).map((goal) => recomputeGoal(goal, now)));
}

export const useGoals = create<GoalsState>()((set, get) => ({
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
            set({
              status: 'ready',
              goals: visible(get().unsaved),
              hasPendingWrites: snapshot.hasPendingWrites,
            });
            if (!snapshot.fromCache) refreshStaleFigures(snapshot.goals);
          },
          (error) => {
            console.error('Loading goals failed', error);
            serverGoals = [];
            set({ status: 'ready', goals: visible(get().unsaved) });
          },
        ),
        repo.watchActiveCount(uid, (activeCounter) => set({ activeCounter })),
      ];
    });
  },

  stop() {
    subscriptions.forEach((unsubscribe) => unsubscribe());
    subscriptions = [];
    serverGoals = [];
    refreshed.clear();
    set({ status: 'idle', uid: null, goals: [], activeCounter: 0, unsaved: {} });
  },

  async commit(change) {
    const { uid } = get();
    if (!uid) {
      console.error('Not signed in: the goal change was not saved');
      return false;
    }
    const goalId = change.kind === 'save' ? change.goal.id : change.goalId;
    const { [goalId]: _replaced, ...others } = get().unsaved;
    set({ unsaved: others });
    const { goals: repo } = await loadBackend();
    const ok = await writeWithRetry(repo, uid, change);
    if (!ok && change.kind === 'save') {
      const unsaved = { ...get().unsaved, [goalId]: change };
      set({ unsaved, goals: visible(unsaved) });
    }
    return ok;
  },

  retryUnsaved() {
    for (const change of Object.values(get().unsaved)) void get().commit(change);
  },

  discardUnsaved() {
    set({ unsaved: {}, goals: visible({}) });
  },

  async saveAll() {
    const { uid, goals } = get();
    if (!uid) {
      console.error('Not signed in: nothing was saved');
      return 'failed';
    }
    try {
      const { goals: repo } = await loadBackend();
      await repo.saveAll(uid, goals);
      set({ unsaved: {}, goals: visible({}) });
      return 'saved';
    } catch (error) {
      console.error('Manual save failed', error);
      return 'error';
    }
  },
}));

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
