import type { Goal } from '@/domain/goal';
import {
  recordOf,
  storedSessionsOf,
  type GoalRecord,
  type StoredSession,
} from '@/domain/goal-record';
import { MAX_IMPORT_ACTIVE, MAX_IMPORT_GOALS } from '@/domain/import/limits';
import { applyOp, sessionsByGoal, type SyncState } from '@/domain/sync/sync-state';
import { goalIdOf, isTimerOp, type WriteOp } from '@/domain/sync/write-ops';
import { tallyYearsOfDelete, type GoalTally } from '@/domain/tally';
import type { TimerRecord } from '@/domain/timer';
import { BackendError, type GoalRepo, type Watched } from '@/data/ports';
import { denied, type FakeAccess } from './fake-access';
import { COUNTER_MOVES, checkOp, movedTally, sessionKeysOf, tallyOfLog } from './fake-goal-rules';

const namedInDelete = (ops: readonly WriteOp[], s: StoredSession) =>
  ops.some(
    (op) => op.type === 'deleteGoal' && op.goalId === s.goalId && op.sessionIds.includes(s.id),
  );

/** The uid the unit-test kits sign in as; the test helpers below default to it. */
export const FAKE_UID = 'u1';

type Report<T> = (report: Watched<T>) => void;
interface Watcher {
  uid: string;
  emit(flags: Flags): void;
}
interface Flags {
  hasPendingWrites: boolean;
  fromCache: boolean;
}

/**
 * In-memory goals, sessions, timers and goal counters of every account, refusing what
 * firestore.rules refuse: another account's documents, nobody or a deactivated user signed in,
 * a create over an existing goal, a repeated session, an older timer, a missing goal, a goal
 * beyond the plan's cap or beyond the bound per account, an import out of bounds. Listeners
 * report pending writes and cache state as the SDK does; with a log of commits, injectable
 * failures and an offline switch.
 */
export function createFakeGoalRepo(access: FakeAccess) {
  /** Goal records of every account by id, and each goal's owner. */
  const goals = new Map<string, GoalRecord>();
  const owners = new Map<string, string>();
  /** Sessions by `${goalId}/${sessionId}` (their owner is their goal's). */
  const sessions = new Map<string, StoredSession>();
  /** Sessions of deleted goals that the delete did not name, by key → owner (still stored). */
  const leftBehind = new Map<string, string>();
  const timers = new Map<string, TimerRecord>();
  const activeCounts = new Map<string, number>();
  /** Tallies by goal id (tally.ts), moved by the writes as the real adapter moves them. */
  const tallies = new Map<string, GoalTally>();
  /** An active-goal cap set by a test in place of the plan's; undefined: the plan's. */
  let capOverride: number | null | undefined;
  const watchers = new Set<Watcher>();
  /** Every commit that reached the fake (refused ones included), in order. */
  const commits: WriteOp[][] = [];
  const imports: Goal[][] = [];
  const failures: string[] = [];
  let offline: (() => void)[] | null = null;

  const ownedBy = (uid: string) => (goalId: string) => owners.get(goalId) === uid;

  /** What the server holds for one account. */
  function stateOf(uid: string): SyncState {
    const mine = ownedBy(uid);
    return {
      records: new Map([...goals].filter(([id]) => mine(id))),
      sessions: sessionsByGoal([...sessions.values()].filter((s) => mine(s.goalId))),
      timer: timers.get(uid) ?? null,
    };
  }

  const emit = (uid: string, flags: Flags) =>
    watchers.forEach((w) => {
      if (w.uid === uid) w.emit(flags);
    });
  const settled = (): Flags => ({ hasPendingWrites: false, fromCache: offline !== null });

  /** All or nothing, like a batch; `asOwner` skips the caller check (a seed, another device). */
  function apply(uid: string, ops: readonly WriteOp[], asOwner = false, anImport = false) {
    if (!asOwner && !access.mayWriteFor(uid)) throw denied();
    // Outside an import the counter names one goal per batch: two goals moving it are refused.
    const moves = ops.filter((op) => COUNTER_MOVES.has(op.type)).length;
    if (!anImport && moves > 1) throw denied();
    let next = stateOf(uid);
    let nextActive = activeCounts.get(uid) ?? 0;
    const nextTallies = new Map(tallies);
    for (const op of ops) {
      const cap = capOverride === undefined ? access.goalCapOf(uid) : capOverride;
      const foreign = (goalId: string) => owners.has(goalId) && owners.get(goalId) !== uid;
      nextActive = checkOp(next, op, { activeSoFar: nextActive, cap, foreign });
      const goalId = goalIdOf(op);
      if (goalId) {
        const moved = movedTally(nextTallies.get(goalId), op, next);
        if (moved.size > 0) nextTallies.set(goalId, moved);
        if (op.type === 'deleteGoal') {
          const left = new Map(moved);
          for (const year of tallyYearsOfDelete(op.tallyYears ?? [], Date.now())) left.delete(year);
          nextTallies.set(goalId, left);
        }
      }
      next = applyOp(next, op);
    }
    nextTallies.forEach((tally, goalId) => tallies.set(goalId, tally));
    const mine = ownedBy(uid);
    for (const [key, s] of sessions) {
      if (!mine(s.goalId) || next.sessions.get(s.goalId)?.has(s.id)) continue;
      // As on the server, a goal's delete removes only the sessions it names.
      if (next.records.has(s.goalId) || namedInDelete(ops, s)) sessions.delete(key);
      else leftBehind.set(key, uid);
    }
    for (const id of [...owners.keys()].filter(mine)) {
      if (!next.records.has(id)) {
        goals.delete(id);
        owners.delete(id);
      }
    }
    next.records.forEach((record, id) => {
      goals.set(id, record);
      owners.set(id, uid);
    });
    for (const forGoal of next.sessions.values()) {
      forGoal.forEach((s) => sessions.set(`${s.goalId}/${s.id}`, s));
    }
    if (next.timer) timers.set(uid, next.timer);
    else timers.delete(uid);
    activeCounts.set(uid, nextActive);
  }

  /** A write acknowledged by the server: listeners see it pending first, then confirmed. */
  async function write(uid: string, ops: readonly WriteOp[], anImport = false) {
    apply(uid, ops, false, anImport);
    emit(uid, { hasPendingWrites: true, fromCache: false });
    await Promise.resolve();
    emit(uid, settled());
  }

  async function whenOnline() {
    if (offline) await new Promise<void>((resolve) => offline!.push(resolve));
  }

  function watch<T>(
    uid: string,
    value: () => T,
    listener: Report<T>,
    onError: (error: unknown) => void,
  ) {
    // The rules refuse a query for another account's documents.
    if (access.callerUid() !== uid || !access.isActiveUser()) {
      queueMicrotask(() => onError(denied()));
      return () => undefined;
    }
    const watcher: Watcher = { uid, emit: (flags) => listener({ value: value(), ...flags }) };
    watchers.add(watcher);
    queueMicrotask(() => {
      if (watchers.has(watcher)) watcher.emit(settled());
    });
    return () => {
      watchers.delete(watcher);
    };
  }

  const recordsOf = (uid: string) => [...stateOf(uid).records.values()];
  const talliesOf = (uid: string): ReadonlyMap<string, GoalTally> =>
    new Map([...tallies].filter(([goalId, tally]) => tally.size > 0 && owners.get(goalId) === uid));
  const sessionsOf = (uid: string) =>
    [...sessions.values()].filter((s) => owners.get(s.goalId) === uid);

  function takeFailure() {
    const failure = failures.shift();
    if (failure) throw new BackendError(failure, `fake ${failure}`);
  }

  const repo: GoalRepo = {
    watchRecords: (uid, listener, onError) => watch(uid, () => recordsOf(uid), listener, onError),
    watchSessions: (uid, since, listener, onError) =>
      watch(
        uid,
        () => sessionsOf(uid).filter((s) => since === null || s.start >= since),
        listener,
        onError,
      ),
    watchTimer: (uid, listener, onError) =>
      watch(uid, () => timers.get(uid) ?? null, listener, onError),
    watchTallies: (uid, listener, onError) => watch(uid, () => talliesOf(uid), listener, onError),
    async recountTally(uid, goalId) {
      await whenOnline();
      takeFailure();
      const record = goals.get(goalId);
      if (!access.mayWriteFor(uid) || owners.get(goalId) !== uid || !record || record.tallied) {
        throw denied();
      }
      const log = sessionsOf(uid).filter((s) => s.goalId === goalId);
      tallies.set(goalId, tallyOfLog(log));
      goals.set(goalId, { ...record, tallied: true });
      emit(uid, settled());
    },
    async commit(uid, ops) {
      await whenOnline();
      commits.push([...ops]);
      takeFailure();
      await write(uid, ops);
    },
    async readServer(uid, ops) {
      if (!access.mayWriteFor(uid)) throw denied();
      const goalIds = new Set(ops.flatMap((op) => goalIdOf(op) ?? []));
      // Only the documents these ops touch, as the real adapter reads them; the rules refuse
      // reading another account's goal or session, and tell that a missing one is gone.
      const isOthers = (id: string) => owners.has(id) && owners.get(id) !== uid;
      if ([...goalIds].some(isOthers)) throw denied();
      const held = stateOf(uid);
      const sessionKeys = new Set(ops.flatMap(sessionKeysOf));
      if ([...sessionKeys].some((key) => isOthers(key.split('/')[0]!))) throw denied();
      const touched = [...held.sessions.values()].flatMap((forGoal) => [...forGoal.values()]);
      return {
        records: new Map([...held.records].filter(([id]) => goalIds.has(id))),
        sessions: sessionsByGoal(touched.filter((s) => sessionKeys.has(`${s.goalId}/${s.id}`))),
        timer: ops.some(isTimerOp) ? held.timer : null,
      };
    },
    async importGoals(uid, list, added = [], onSaved) {
      await whenOnline();
      imports.push(list);
      takeFailure();
      const first = [...list.flatMap(storedSessionsOf), ...added][0];
      if (list.length <= MAX_IMPORT_GOALS) {
        onSaved?.(0, first && { goalId: first.goalId, id: first.id });
      }
      if (list.length === 0 && added.length > 0) {
        const puts = added.map((session): WriteOp => ({ type: 'putSession', session }));
        await write(uid, puts, true);
        return onSaved?.(added.length);
      }
      if (list.length === 0 || list.length > MAX_IMPORT_GOALS) {
        throw new BackendError(
          'invalid-argument',
          `An import holds 1 to ${MAX_IMPORT_GOALS} goals.`,
        );
      }
      if (list.filter((goal) => !goal.completed).length > MAX_IMPORT_ACTIVE) throw denied();
      await write(
        uid,
        list
          .flatMap((goal): WriteOp[] => [
            { type: 'createGoal', goal: recordOf(goal) },
            ...storedSessionsOf(goal).map((session): WriteOp => ({ type: 'putSession', session })),
          ])
          .concat(added.map((session): WriteOp => ({ type: 'putSession', session }))),
        true,
      );
      onSaved?.(list.reduce((n, goal) => n + goal.sessions.length, added.length));
    },
    async deleteLeftSessions(uid, goalId) {
      await whenOnline();
      takeFailure();
      if (access.callerUid() !== uid || !access.isActiveUser()) throw denied();
      if (goals.has(goalId)) return 0;
      const left = [...leftBehind].filter(
        ([key, owner]) => owner === uid && key.startsWith(`${goalId}/`),
      );
      for (const [key] of left) {
        leftBehind.delete(key);
        sessions.delete(key);
      }
      return left.length;
    },
    async holdsSession(uid, { goalId, id }) {
      await whenOnline();
      if (access.callerUid() !== uid || !access.isActiveUser()) throw denied();
      return sessions.has(`${goalId}/${id}`);
    },
    async countSessions(uid, goalId) {
      await whenOnline();
      if (access.callerUid() !== uid || !access.isActiveUser()) throw denied();
      return [...sessions.keys()].filter((key) => key.startsWith(`${goalId}/`)).length;
    },
  };

  return {
    repo,
    /** Every account's goal records by id. */
    goals,
    owners,
    /** Every account's sessions by `${goalId}/${sessionId}`. */
    sessions,
    commits,
    imports,
    get timer() {
      return timers.get(FAKE_UID) ?? null;
    },
    timerOf: (uid: string) => timers.get(uid) ?? null,
    get activeCounter() {
      return activeCounts.get(FAKE_UID) ?? 0;
    },
    activeCountOf: (uid: string) => activeCounts.get(uid) ?? 0,
    /** Stores a goal (with its sessions) of uid as if it had been saved before. */
    seed(goal: Goal, uid = FAKE_UID) {
      goals.set(goal.id, recordOf(goal));
      owners.set(goal.id, uid);
      for (const s of storedSessionsOf(goal)) sessions.set(`${s.goalId}/${s.id}`, s);
      tallies.set(goal.id, tallyOfLog(storedSessionsOf(goal)));
      if (!goal.completed) activeCounts.set(uid, (activeCounts.get(uid) ?? 0) + 1);
      emit(uid, settled());
    },
    /** Another device of uid writing, reaching the server now (this device may be offline). */
    writeFromElsewhere(ops: WriteOp[], uid = FAKE_UID) {
      apply(uid, ops, true);
      emit(uid, settled());
    },
    seedTimer(record: TimerRecord | null, uid = FAKE_UID) {
      if (record) timers.set(uid, record);
      else timers.delete(uid);
      emit(uid, settled());
    },
    /** The next `count` commits fail with this code ('permission-denied' is a refusal). */
    failNextWrites(count: number, code = 'permission-denied') {
      for (let i = 0; i < count; i += 1) failures.push(code);
    },
    /** An active-goal cap in place of the plan's (null: none; undefined: the plan's again). */
    setCap(limit: number | null | undefined) {
      capOverride = limit;
    },
    /** While offline, commits wait and listeners report the cache; online lets them through. */
    setOffline(value: boolean) {
      if (value) offline ??= [];
      else {
        const waiting = offline ?? [];
        offline = null;
        waiting.forEach((resume) => resume());
      }
      new Set(watchers.values()).forEach((w) => w.emit(settled()));
    },
  };
}
