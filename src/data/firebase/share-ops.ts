import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import type { Goal } from '@/domain/goal';
import type { SharedGoalsRead, ShareRepo } from '../ports';
import { firestore } from './firestore-db';
import { DEFAULT_GOAL_SETTINGS, cloneSettings } from '@/domain/goal';
import { finiteNumber as number, listOf as list, textOr } from './read-values';

const SHARED_GOALS = 'sharedGoals';
/** Spec §9: a share link lives 24 hours. */
export const SHARE_LIFE_MS = 24 * 60 * 60 * 1000;

/**
 * The shared copy of a goal: its figures without the practice log (which can be large and
 * is not shown to the recipient). Undefined fields are dropped (Firestore rejects them).
 */
function sharedGoal(goal: Goal): DocumentData {
  return JSON.parse(JSON.stringify({ ...goal, sessions: [] })) as DocumentData;
}

/** Reads a shared goal defensively: the figures as they were when the link was made. */
function fromSharedGoal(id: string, data: DocumentData): Goal {
  const goal: Goal = {
    id,
    name: textOr(data.name, 'Untitled goal'),
    note: textOr(data.note, ''),
    targetHours: number(data.targetHours, 4),
    currentLevel: number(data.currentLevel, 1),
    startDate: textOr(data.startDate, new Date(0).toISOString()),
    totalTimeSpent: number(data.totalTimeSpent),
    weeklyTimeSpent: number(data.weeklyTimeSpent),
    weeklyGoal: number(data.weeklyGoal, 4),
    medals: list<string>(data.medals),
    trophies: number(data.trophies),
    practiceDays: list<string>(data.practiceDays),
    weeklyTrophies: list(data.weeklyTrophies),
    settings: data.settings
      ? { ...cloneSettings(DEFAULT_GOAL_SETTINGS), ...(data.settings as object) }
      : cloneSettings(DEFAULT_GOAL_SETTINGS),
    sessions: [],
  };
  if (data.completed === true) goal.completed = true;
  if (typeof data.completedDate === 'string') goal.completedDate = data.completedDate;
  return goal;
}

const millis = (value: unknown): number =>
  value instanceof Timestamp ? value.toMillis() : Number.NaN;

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied';

/** The Firestore operations behind ShareRepo (loaded on first use, see share-repo.ts). */
export function createShareOps(): ShareRepo {
  const db = firestore();

  function forget(id: string) {
    // Best effort: anyone signed in may delete an expired snapshot (firestore.rules).
    deleteDoc(doc(db, SHARED_GOALS, id)).catch((error) =>
      console.warn('Could not delete the expired share', error),
    );
  }

  return {
    async create(uid, goals) {
      const ref = doc(collection(db, SHARED_GOALS));
      const expiresAt = Date.now() + SHARE_LIFE_MS;
      await setDoc(ref, {
        id: ref.id,
        goals: goals.map(sharedGoal),
        timestamp: serverTimestamp(),
        expiresAt: Timestamp.fromMillis(expiresAt),
        ownerId: uid,
      });
      return { id: ref.id, expiresAt };
    },

    async read(id): Promise<SharedGoalsRead> {
      let data: DocumentData | undefined;
      try {
        const snapshot = await getDoc(doc(db, SHARED_GOALS, id));
        data = snapshot.data({ serverTimestamps: 'estimate' });
      } catch (error) {
        // The rules refuse a signed-in reader only once the snapshot has expired.
        if (!isPermissionDenied(error)) throw error;
        forget(id);
        return { status: 'expired' };
      }
      if (!data) return { status: 'missing' };
      const expiresAt = millis(data.expiresAt);
      if (!(expiresAt > Date.now())) {
        forget(id);
        return { status: 'expired' };
      }
      const goals = Array.isArray(data.goals) ? (data.goals as DocumentData[]) : [];
      return {
        status: 'ok',
        record: {
          id,
          goals: goals.map((g, i) => fromSharedGoal(String(g.id ?? i), g)),
          timestamp: millis(data.timestamp),
          expiresAt,
          ownerId: String(data.ownerId ?? ''),
        },
      };
    },
  };
}
