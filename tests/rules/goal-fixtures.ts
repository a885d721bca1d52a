// Goals, sessions and timers for the rules tests. Client writes go through the app's own
// repository (src/data/firebase/goal-repo.ts: commit() and importGoals()) with the rules-test
// Firestore, so these tests exercise the exact batches the app sends. Seeded documents are
// written with the rules bypassed, in the shapes the app (or an earlier version of it) stores.
import {
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import { commitOnLite } from '../../src/data/firebase/lite-batch-target';
import { toGoalDocument, toSessionDocument } from '../../src/data/firebase/goal-converter';
import { createGoal, markCompleted, type Goal } from '../../src/domain/goal';
import { recordOf, type GoalRecord, type StoredSession } from '../../src/domain/goal-record';
import type { GoalFields, WriteOp } from '../../src/domain/sync/write-ops';
import type { TimerRecord } from '../../src/domain/timer';
import { identities, type Identity, type RulesEnv } from './rules-env';

export const GOALS = 'goals';
export const SESSIONS = 'sessions';
export const COUNTERS = 'goalCounters';
export const TIMERS = 'timers';

/** When the seeded documents were created and last written (long before any test request). */
const SEEDED_AT = Timestamp.fromDate(new Date('2024-03-01T12:00:00.000Z'));
const CREATED_ON = new Date('2024-03-01T12:00:00.000Z');
const COMPLETED_ON = new Date('2024-03-10T18:00:00.000Z');
/** Sessions of the tests start here (well in the past) unless told otherwise. */
export const SESSION_START = Date.parse('2024-03-15T09:00:00.000Z');
export const HOUR_MS = 3_600_000;

// ── goals ──

/** A fresh active goal, as the New Goal dialog makes it (domain createGoal). */
export function activeGoal(id: string, overrides: Partial<Goal> = {}): Goal {
  return { ...createGoal({ id, name: `Goal ${id}`, now: CREATED_ON }), ...overrides };
}

/** A completed goal (Completed ticked: completed true, completedDate set). */
export function completedGoal(id: string, overrides: Partial<Goal> = {}): Goal {
  return { ...markCompleted(activeGoal(id), COMPLETED_ON), ...overrides };
}

/** n active goals with ids `${prefix}-1` … `${prefix}-n`. */
export function activeGoals(n: number, prefix = 'active'): Goal[] {
  return Array.from({ length: n }, (_, i) => activeGoal(`${prefix}-${i + 1}`));
}

/** The stored record of a goal (what createGoal writes). */
export const record = (goal: Goal): GoalRecord => recordOf(goal);

/** The document of a goal as stored by this version (rules bypassed, seeded long ago). */
export function storedGoalDocument(goal: Goal, uid: string): DocumentData {
  return { ...toGoalDocument(recordOf(goal), uid), createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
}

/**
 * A goal document written by an earlier version: the whole goal with its session log and the
 * figures derived from it, no startLevel.
 */
export function legacyGoalDocument(goal: Goal, uid: string): DocumentData {
  return {
    ...goal,
    completed: goal.completed === true,
    type: 'goal',
    userId: uid,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
}

/**
 * Seeds goals owned by uid and, when given, the owner's counter (rules bypassed). A counter
 * without `total` is one written before totals were counted.
 */
export async function seedGoals(
  env: RulesEnv,
  uid: string,
  goals: Goal[],
  counter?: { active: number; total?: number; lastGoalId?: string },
): Promise<void> {
  const docs: Record<string, DocumentData> = {};
  for (const goal of goals) docs[`${GOALS}/${goal.id}`] = storedGoalDocument(goal, uid);
  if (counter) {
    docs[`${COUNTERS}/${uid}`] = {
      active: counter.active,
      ...(counter.total === undefined ? {} : { total: counter.total }),
      lastGoalId: counter.lastGoalId ?? goals.at(-1)?.id ?? 'none',
    };
  }
  await env.seed(docs);
}

/** Seeds n active goals of uid with a matching counter {active: n}. */
export async function seedActiveGoals(env: RulesEnv, uid: string, n: number): Promise<Goal[]> {
  const goals = activeGoals(n);
  await seedGoals(env, uid, goals, { active: n });
  return goals;
}

// ── sessions ──

/** A session of `goalId`: an hour from SESSION_START unless overridden. */
export function session(
  goalId: string,
  id: string,
  overrides: Partial<StoredSession> = {},
): StoredSession {
  return {
    id,
    goalId,
    start: SESSION_START,
    end: SESSION_START + HOUR_MS,
    source: 'manual',
    ...overrides,
  };
}

/** Seeds session documents owned by uid (rules bypassed). */
export async function seedSessions(
  env: RulesEnv,
  uid: string,
  sessions: StoredSession[],
): Promise<void> {
  await env.seed(
    Object.fromEntries(
      sessions.map((s) => [`${GOALS}/${s.goalId}/${SESSIONS}/${s.id}`, toSessionDocument(s, uid)]),
    ),
  );
}

/** The client's sessions query (goal-repo watchSessions): every session of one user. */
export function sessionsOf(db: Firestore, uid: string) {
  return query(collectionGroup(db, SESSIONS), where('userId', '==', uid));
}

// ── timers ──

/** Seeds timers/{uid} (rules bypassed). */
export async function seedTimer(env: RulesEnv, uid: string, timer: TimerRecord): Promise<void> {
  await env.seed({ [`${TIMERS}/${uid}`]: { ...timer, updatedAt: SEEDED_AT } });
}

// ── client writes ──

/** GoalRepo.commit as `who`, writing for `uid` (the identity's own uid unless given). */
export function commitAs(env: RulesEnv, who: Identity, ops: WriteOp[], uid?: string) {
  return createGoalRepo(env.as(who)).commit(uid ?? identities[who].uid, ops);
}

/** GoalRepo.importGoals as `who`, writing for `uid` (the identity's own uid unless given). */
export function importAs(env: RulesEnv, who: Identity, goals: Goal[], uid?: string) {
  return importingRepo(env, who).importGoals(uid ?? identities[who].uid, goals);
}

/** The goal repo as the app builds it: its imports through the lite client, as `who`. */
export function importingRepo(env: RulesEnv, who: Identity) {
  const lite = env.liteAs(who);
  return createGoalRepo(env.as(who), () => Promise.resolve((writes) => commitOnLite(writes, lite)));
}

/** Ops the app sends (write-ops.ts). */
export const ops = {
  createGoal: (goal: Goal): WriteOp => ({ type: 'createGoal', goal: recordOf(goal) }),
  /** Fields are not type-checked, so tests can send invalid values the way an attacker could. */
  updateGoal: (goalId: string, fields: Record<string, unknown>): WriteOp => ({
    type: 'updateGoal',
    goalId,
    fields: fields as GoalFields,
  }),
  complete: (goalId: string): WriteOp => ({
    type: 'setCompleted',
    goalId,
    completed: true,
    completedDate: COMPLETED_ON.toISOString(),
  }),
  restore: (goalId: string): WriteOp => ({ type: 'setCompleted', goalId, completed: false }),
  deleteGoal: (goalId: string, wasActive: boolean, sessionIds: string[] = []): WriteOp => ({
    type: 'deleteGoal',
    goalId,
    wasActive,
    sessionIds,
  }),
  putSession: (s: StoredSession): WriteOp => ({ type: 'putSession', session: s }),
  deleteSession: (goalId: string, sessionId: string): WriteOp => ({
    type: 'deleteSession',
    goalId,
    sessionId,
  }),
  setTimer: (timer: TimerRecord): WriteOp => ({ type: 'setTimer', timer }),
  migrate: (goalId: string, startLevel: number, sessions: StoredSession[]): WriteOp => ({
    type: 'migrateSessions',
    goalId,
    startLevel,
    sessions,
  }),
};

// ── reading back (rules bypassed) ──

/** A document's data as stored, undefined when missing. */
export async function stored(env: RulesEnv, path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.testEnv.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDoc(doc(context.firestore() as unknown as Firestore, path));
    data = snapshot.data();
  });
  return data;
}

/** The ids of every stored session of uid. */
export async function storedSessionIds(env: RulesEnv, uid: string): Promise<string[]> {
  let ids: string[] = [];
  await env.testEnv.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDocs(sessionsOf(context.firestore() as unknown as Firestore, uid));
    ids = snapshot.docs.map((d) => d.id).sort();
  });
  return ids;
}
