import type { Goal } from '@/domain/goal';
import {
  recordOf,
  storedSessionsOf,
  type GoalRecord,
  type StoredSession,
} from '@/domain/goal-record';
import {
  applyOp,
  sessionIn,
  sessionWriteTakes,
  sessionsByGoal,
  timerWriteTakes,
  type SyncState,
} from '@/domain/sync/sync-state';
import type { WriteOp } from '@/domain/sync/write-ops';
import type { TimerRecord } from '@/domain/timer';
import { MAX_GOALS_PER_ACCOUNT } from '@/domain/plans';
import { BackendError, type GoalRepo, type Watched } from '@/data/ports';

type Listener<T> = (report: Watched<T>) => void;

const denied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');
const notFound = () => new BackendError('not-found', 'No document to update.');

/**
 * In-memory goals, sessions and timer that refuse what the rules refuse (a create over an
 * existing goal, a repeated session, an older timer, a missing goal, a goal beyond the cap or
 * beyond the bound per account),
 * with listeners, a log of commits, injectable failures and an offline switch.
 */
export function createFakeGoalRepo() {
  /** Goal records by id. */
  const goals = new Map<string, GoalRecord>();
  const sessions = new Map<string, StoredSession>();
  let timer: TimerRecord | null = null;
  let active = 0;
  /** The active-goal cap the fake enforces; null for none. */
  let cap: number | null = null;
  const listeners = {
    records: new Set<Listener<GoalRecord[]>>(),
    sessions: new Set<Listener<StoredSession[]>>(),
    timer: new Set<Listener<TimerRecord | null>>(),
  };
  /** Every commit that reached the fake (refused ones included), in order. */
  const commits: WriteOp[][] = [];
  const imports: Goal[][] = [];
  const failures: string[] = [];
  let offline: (() => void)[] | null = null;

  const report = <T>(value: T): Watched<T> => ({
    value,
    hasPendingWrites: false,
    fromCache: false,
  });
  const state = (): SyncState => ({
    records: new Map(goals),
    sessions: sessionsByGoal(sessions.values()),
    timer,
  });
  const emit = () => {
    listeners.records.forEach((l) => l(report([...goals.values()])));
    listeners.sessions.forEach((l) => l(report([...sessions.values()])));
    listeners.timer.forEach((l) => l(report(timer)));
  };

  /** The rules' verdict on one op against the state so far. */
  function check(current: SyncState, op: WriteOp, activeSoFar: number): number {
    const record = 'goalId' in op ? current.records.get(op.goalId) : undefined;
    switch (op.type) {
      case 'createGoal':
        if (current.records.has(op.goal.id)) throw denied();
        if (current.records.size >= MAX_GOALS_PER_ACCOUNT) throw denied();
        if (op.goal.completed) return activeSoFar;
        if (cap !== null && activeSoFar + 1 > cap) throw denied();
        return activeSoFar + 1;
      case 'updateGoal':
      case 'migrateSessions':
        if (!record) throw notFound();
        return activeSoFar;
      case 'setCompleted':
        if (!record) throw notFound();
        if (record.completed === op.completed) throw denied();
        if (!op.completed && cap !== null && activeSoFar + 1 > cap) throw denied();
        return activeSoFar + (op.completed ? -1 : 1);
      case 'deleteGoal':
        if (!current.records.has(op.goalId)) throw denied();
        return activeSoFar - (op.wasActive ? 1 : 0);
      case 'putSession':
        if (!current.records.has(op.session.goalId)) throw denied();
        if (!sessionWriteTakes(sessionIn(current, op.session.goalId, op.session.id), op.session)) {
          throw denied();
        }
        return activeSoFar;
      case 'deleteSession':
        if (!sessionIn(current, op.goalId, op.sessionId)) throw denied();
        return activeSoFar;
      case 'setTimer':
        if (!timerWriteTakes(current.timer, op.timer)) throw denied();
        return activeSoFar;
    }
  }

  /** All or nothing, like a batch. */
  function apply(ops: readonly WriteOp[]) {
    let next = state();
    let nextActive = active;
    for (const op of ops) {
      nextActive = check(next, op, nextActive);
      next = applyOp(next, op);
    }
    goals.clear();
    next.records.forEach((record, id) => goals.set(id, record));
    sessions.clear();
    for (const forGoal of next.sessions.values()) {
      forGoal.forEach((s) => sessions.set(`${s.goalId}/${s.id}`, s));
    }
    timer = next.timer;
    active = nextActive;
    emit();
  }

  async function whenOnline() {
    if (offline) await new Promise<void>((resolve) => offline!.push(resolve));
  }

  function watch<T>(set: Set<Listener<T>>, value: () => T, listener: Listener<T>) {
    set.add(listener);
    queueMicrotask(() => listener(report(value())));
    return () => {
      set.delete(listener);
    };
  }

  const repo: GoalRepo = {
    watchRecords: (_uid, listener) => watch(listeners.records, () => [...goals.values()], listener),
    watchSessions: (_uid, listener) =>
      watch(listeners.sessions, () => [...sessions.values()], listener),
    watchTimer: (_uid, listener) => watch(listeners.timer, () => timer, listener),
    async commit(_uid, ops) {
      await whenOnline();
      commits.push([...ops]);
      const failure = failures.shift();
      if (failure) throw new BackendError(failure, `fake ${failure}`);
      apply(ops);
    },
    async readServer() {
      return state();
    },
    async importGoals(_uid, list) {
      await whenOnline();
      imports.push(list);
      const failure = failures.shift();
      if (failure) throw new BackendError(failure, `fake ${failure}`);
      apply(
        list.flatMap((goal): WriteOp[] => [
          { type: 'createGoal', goal: recordOf(goal) },
          ...storedSessionsOf(goal).map((session): WriteOp => ({ type: 'putSession', session })),
        ]),
      );
    },
  };

  return {
    repo,
    goals,
    sessions,
    commits,
    imports,
    get timer() {
      return timer;
    },
    get activeCounter() {
      return active;
    },
    /** Stores a goal (with its sessions) as if it had been saved before. */
    seed(goal: Goal) {
      goals.set(goal.id, recordOf(goal));
      for (const s of storedSessionsOf(goal)) sessions.set(`${s.goalId}/${s.id}`, s);
      if (!goal.completed) active += 1;
      emit();
    },
    /** Another device's write reaching the server now (this device may be offline). */
    writeFromElsewhere(ops: WriteOp[]) {
      apply(ops);
    },
    seedTimer(record: TimerRecord | null) {
      timer = record;
      emit();
    },
    /** The next `count` commits fail with this code ('permission-denied' is a refusal). */
    failNextWrites(count: number, code = 'permission-denied') {
      for (let i = 0; i < count; i += 1) failures.push(code);
    },
    setCap(limit: number | null) {
      cap = limit;
    },
    /** While offline, commits wait; going online lets them through in order. */
    setOffline(value: boolean) {
      if (value) offline ??= [];
      else {
        const waiting = offline ?? [];
        offline = null;
        waiting.forEach((resume) => resume());
      }
    },
  };
}
