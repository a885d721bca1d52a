import type { DocumentData } from 'firebase/firestore';

/**
 * The special field values a write may hold. Each SDK (the full one, Firestore lite) accepts
 * only its own, so a write asks the target it is written to for them.
 */
export interface FieldValues {
  increment(by: number): unknown;
  deleteField(): unknown;
  serverTimestamp(): unknown;
  arrayUnion(...elements: unknown[]): unknown;
  arrayRemove(...elements: unknown[]): unknown;
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

/** What a target needs of an SDK's write batch (both SDKs' batches have it). */
interface SdkBatch<Ref> {
  set(ref: Ref, data: DocumentData): unknown;
  set(ref: Ref, data: DocumentData, options: { merge: true }): unknown;
  update(ref: Ref, data: DocumentData): unknown;
  delete(ref: Ref): unknown;
}

/**
 * The writes as one batch of an SDK (its new batch, document references and special values),
 * all or nothing.
 */
export function commitWrites<Ref>(
  batch: SdkBatch<Ref> & { commit(): Promise<void> },
  ref: (path: string) => Ref,
  values: FieldValues,
  writes: readonly Write[],
): Promise<void> {
  const target = batchTarget(batch, ref, values);
  writes.forEach((w) => w.run(target));
  return batch.commit();
}

/** A target over an SDK's batch, its document references and its special values. */
function batchTarget<Ref>(
  batch: SdkBatch<Ref>,
  ref: (path: string) => Ref,
  values: FieldValues,
): WriteTarget {
  return {
    ...values,
    set: (path, data, options) =>
      options ? batch.set(ref(path), data, options) : batch.set(ref(path), data),
    update: (path, data) => batch.update(ref(path), data),
    delete: (path) => batch.delete(ref(path)),
  };
}

export const GOALS = 'goals';
export const SESSIONS = 'sessions';
export const TALLIES = 'goalTallies';
export const TIMERS = 'timers';
export const COUNTERS = 'goalCounters';

/** The document paths the writes use, in one place. */
export const paths = {
  goal: (goalId: string) => `${GOALS}/${goalId}`,
  session: (goalId: string, sessionId: string) => `${GOALS}/${goalId}/${SESSIONS}/${sessionId}`,
  tally: (goalId: string, year: number) => `${TALLIES}/${goalId}_${year}`,
  timer: (uid: string) => `${TIMERS}/${uid}`,
  counter: (uid: string) => `${COUNTERS}/${uid}`,
};
