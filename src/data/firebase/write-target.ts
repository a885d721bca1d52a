import type { DocumentData } from 'firebase/firestore';

/**
 * The special field values a write may hold. Each SDK (the full one, Firestore lite) accepts
 * only its own, so a write asks the target it is written to for them.
 */
export interface FieldValues {
  increment(by: number): unknown;
  deleteField(): unknown;
  serverTimestamp(): unknown;
}

/** Where a batch's writes go, by document path ('goals/g1/sessions/s1'), in either SDK. */
export interface WriteTarget extends FieldValues {
  set(path: string, data: DocumentData, options?: { merge: true }): void;
  update(path: string, data: DocumentData): void;
  delete(path: string): void;
}

/** One document write; `newSession` ('goalId/sessionId') when it creates a session. */
export interface Write {
  run: (target: WriteTarget) => void;
  newSession?: string;
}

export const write = (run: Write['run']): Write => ({ run });

/** The document paths the writes use, in one place. */
export const paths = {
  goal: (goalId: string) => `goals/${goalId}`,
  session: (goalId: string, sessionId: string) => `goals/${goalId}/sessions/${sessionId}`,
  tally: (goalId: string, year: number) => `goalTallies/${goalId}_${year}`,
  timer: (uid: string) => `timers/${uid}`,
  counter: (uid: string) => `goalCounters/${uid}`,
};
