// Goal documents and writes for the goals / goalCounters rules tests. Documents come from the
// app's own converter and the batches mirror goal-repo.ts (write, saveAll), so these tests
// exercise the exact documents and batches the app sends.
import { doc, Timestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { toGoalDocument } from '../../src/data/firebase/goal-converter';
import { createGoal, markCompleted, type Goal } from '../../src/domain/goal';
import type { RulesEnv } from './rules-env';

export const GOALS = 'goals';
export const COUNTERS = 'goalCounters';

/** When the seeded documents were created and last written (long before any test request). */
const SEEDED_AT = Timestamp.fromDate(new Date('2024-03-01T12:00:00.000Z'));
const CREATED_ON = new Date('2024-03-01T12:00:00.000Z');
const COMPLETED_ON = new Date('2024-03-10T18:00:00.000Z');

/** A fresh active goal, as the New Goal dialog makes it (domain createGoal). */
export function activeGoal(id: string, overrides: Partial<Goal> = {}): Goal {
  return { ...createGoal({ id, name: `Goal ${id}`, now: CREATED_ON }), ...overrides };
}

/** A completed goal (Completed ticked: completed true, completedDate set). */
export function completedGoal(id: string, overrides: Partial<Goal> = {}): Goal {
  return { ...markCompleted(activeGoal(id), COMPLETED_ON), ...overrides };
}

/** The exact document the app writes (src/data/firebase/goal-converter.ts). */
export const clientGoalDocument = toGoalDocument;

/** The stored form of a goal written earlier by its owner (for seeding, rules bypassed). */
export function storedGoalDocument(goal: Goal, uid: string): DocumentData {
  const data: DocumentData = {
    ...goal,
    completed: goal.completed === true,
    type: 'goal',
    userId: uid,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
  return data;
}

export interface SaveOptions {
  /** The goal does not exist yet: createdAt is written too. */
  isNew?: boolean;
  /** The counter value written in the same batch (goalCounters/{uid}); none when omitted. */
  activeCount?: number;
  /** The goal id the counter names; the saved goal's id when omitted. */
  lastGoalId?: string;
  /** The counter document's owner; the writer's uid when omitted. */
  counterUid?: string;
}

function setCounter(
  batch: ReturnType<typeof writeBatch>,
  db: Firestore,
  uid: string,
  goalId: string,
  options: SaveOptions,
) {
  if (options.activeCount === undefined) return;
  batch.set(doc(db, COUNTERS, options.counterUid ?? uid), {
    active: options.activeCount,
    lastGoalId: options.lastGoalId ?? goalId,
  });
}

/** GoalRepo.write({kind: 'save'}): the goal set with merge, plus the counter when given. */
export function saveGoal(
  db: Firestore,
  uid: string,
  goal: Goal,
  options: SaveOptions = {},
): Promise<void> {
  return saveGoalDocument(
    db,
    uid,
    goal.id,
    clientGoalDocument(goal, uid, !!options.isNew),
    options,
  );
}

/** Like saveGoal, but with a hand-made (possibly invalid) document. */
export function saveGoalDocument(
  db: Firestore,
  uid: string,
  goalId: string,
  data: DocumentData,
  options: SaveOptions = {},
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, GOALS, goalId), data, { merge: true });
  setCounter(batch, db, uid, goalId, options);
  return batch.commit();
}

/** GoalRepo.write({kind: 'delete'}): the goal deleted, plus the counter when given. */
export function deleteGoal(
  db: Firestore,
  uid: string,
  goalId: string,
  options: Omit<SaveOptions, 'isNew'> = {},
): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, GOALS, goalId));
  setCounter(batch, db, uid, goalId, options);
  return batch.commit();
}

/** GoalRepo.saveAll: every goal set with merge in one batch, no counter. */
export function saveAllGoals(db: Firestore, uid: string, goals: Goal[]): Promise<void> {
  const batch = writeBatch(db);
  for (const goal of goals) {
    batch.set(doc(db, GOALS, goal.id), clientGoalDocument(goal, uid, false), { merge: true });
  }
  return batch.commit();
}

/** Seeds goals owned by uid and, when given, the owner's counter (rules bypassed). */
export async function seedGoals(
  env: RulesEnv,
  uid: string,
  goals: Goal[],
  counter?: { active: number; lastGoalId?: string },
): Promise<void> {
  const docs: Record<string, DocumentData> = {};
  for (const goal of goals) docs[`${GOALS}/${goal.id}`] = storedGoalDocument(goal, uid);
  if (counter) {
    docs[`${COUNTERS}/${uid}`] = {
      active: counter.active,
      lastGoalId: counter.lastGoalId ?? goals.at(-1)?.id ?? 'none',
    };
  }
  await env.seed(docs);
}

/** n active goals with ids `${prefix}-1` … `${prefix}-n`. */
export function activeGoals(n: number, prefix = 'active'): Goal[] {
  return Array.from({ length: n }, (_, i) => activeGoal(`${prefix}-${i + 1}`));
}

/** Seeds n active goals of uid with a matching counter {active: n}. */
export async function seedActiveGoals(env: RulesEnv, uid: string, n: number): Promise<Goal[]> {
  const goals = activeGoals(n);
  await seedGoals(env, uid, goals, { active: n });
  return goals;
}

/**
 * GoalRepo.importGoals: every goal created in one batch and, when given, the counter
 * {active, lastGoalId: '', importIds} (importIds defaults to the active goals' ids).
 */
export function importGoalsBatch(
  db: Firestore,
  uid: string,
  goals: Goal[],
  counter?: { active: number; importIds?: string[] },
): Promise<void> {
  const batch = writeBatch(db);
  for (const goal of goals) batch.set(doc(db, GOALS, goal.id), clientGoalDocument(goal, uid, true));
  if (counter) {
    const importIds = counter.importIds ?? goals.filter((g) => !g.completed).map((g) => g.id);
    batch.set(doc(db, COUNTERS, uid), { active: counter.active, lastGoalId: '', importIds });
  }
  return batch.commit();
}
