import type { Goal } from '@/domain/goal';
import type { GoalRepo, GoalsSnapshot, GoalWrite } from '@/data/ports';

/** In-memory goals with the counter, listeners, a write log and injectable failures. */
export function createFakeGoalRepo() {
  const goals = new Map<string, Goal>();
  let active = 0;
  const goalListeners = new Set<(s: GoalsSnapshot) => void>();
  const counterListeners = new Set<(n: number) => void>();
  const writes: GoalWrite[] = [];
  /** Every importGoals call (attempts included), in order. */
  const imports: Goal[][] = [];
  let failuresLeft = 0;

  const emit = () => {
    const snapshot = { goals: [...goals.values()], hasPendingWrites: false, fromCache: false };
    goalListeners.forEach((l) => l(snapshot));
    counterListeners.forEach((l) => l(active));
  };

  const repo: GoalRepo = {
    watch(_uid, listener) {
      goalListeners.add(listener);
      queueMicrotask(() =>
        listener({ goals: [...goals.values()], hasPendingWrites: false, fromCache: false }),
      );
      return () => goalListeners.delete(listener);
    },
    watchActiveCount(_uid, listener) {
      counterListeners.add(listener);
      queueMicrotask(() => listener(active));
      return () => counterListeners.delete(listener);
    },
    async write(_uid, change) {
      writes.push(change);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('permission-denied');
      }
      if (change.kind === 'save') goals.set(change.goal.id, change.goal);
      else goals.delete(change.goalId);
      if (change.activeCount !== undefined) active = change.activeCount;
      emit();
    },
    async importGoals(_uid, list, activeCountAfter) {
      imports.push(list);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('permission-denied');
      }
      list.forEach((goal) => goals.set(goal.id, goal));
      if (activeCountAfter !== undefined) active = activeCountAfter;
      emit();
    },
    async saveAll(_uid, list) {
      list.forEach((goal) => goals.set(goal.id, goal));
      emit();
    },
  };

  return {
    repo,
    goals,
    writes,
    imports,
    get activeCounter() {
      return active;
    },
    seed(goal: Goal) {
      goals.set(goal.id, goal);
      if (!goal.completed) active += 1;
    },
    failNextWrites(count: number) {
      failuresLeft = count;
    },
  };
}
