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

/**
 * One document write; `newSession` ('goalId/sessionId') when it creates a session; `reads` when
 * it is built on what a document stores (that document's data is read first, in one transaction
 * with the writes, and given to `run`; null when there is none).
 */
export interface Write {
  run: (target: WriteTarget, stored?: DocumentData | null) => void;
  newSession?: string;
  reads?: string;
}

export const write = (run: Write['run']): Write => ({ run });

export const readingWrite = (
  path: string,
  run: (target: WriteTarget, stored: DocumentData | null) => void,
): Write => ({ reads: path, run: (target, stored) => run(target, stored ?? null) });

/** What a target needs of an SDK's write batch (both SDKs' batches have it). */
interface SdkBatch<Ref> {
  set(ref: Ref, data: DocumentData): unknown;
  set(ref: Ref, data: DocumentData, options: { merge: true }): unknown;
  update(ref: Ref, data: DocumentData): unknown;
  delete(ref: Ref): unknown;
}

/** What a target needs of an SDK's transaction (both SDKs' transactions have it). */
export interface SdkTransaction<Ref> extends SdkBatch<Ref> {
  get(ref: Ref): Promise<{ data(): unknown }>;
}

/**
 * The writes in a transaction of an SDK: the documents they read first, then all of them (the
 * SDK runs it again if a document read changes before it is committed).
 */
async function writeInTransaction<Ref>(
  transaction: SdkTransaction<Ref>,
  ref: (path: string) => Ref,
  values: FieldValues,
  writes: readonly Write[],
): Promise<void> {
  const read = [...new Set(writes.flatMap((w) => (w.reads ? [w.reads] : [])))];
  const snapshots = await Promise.all(read.map((path) => transaction.get(ref(path))));
  const stored = new Map(
    read.map((path, i) => [path, (snapshots[i]!.data() as DocumentData | undefined) ?? null]),
  );
  const target = batchTarget(transaction, ref, values);
  writes.forEach((w) => w.run(target, w.reads ? stored.get(w.reads) : undefined));
}

/** Whether the writes need a transaction (one is built on what a document stores). */
const readsFirst = (writes: readonly Write[]) => writes.some((w) => w.reads);

/** What committing takes of an SDK: its references, special values, batches and transactions. */
export interface Sdk<Ref> {
  ref(path: string): Ref;
  values: FieldValues;
  batch(): SdkBatch<Ref> & { commit(): Promise<void> };
  transaction(run: (transaction: SdkTransaction<Ref>) => Promise<void>): Promise<void>;
}

/**
 * The writes on an SDK, all or nothing: one batch, or one transaction when a write is built on a
 * stored document (online only: an import's, never the outbox's).
 */
export function commitOn<Ref>(sdk: Sdk<Ref>, writes: readonly Write[]): Promise<void> {
  if (readsFirst(writes)) {
    return sdk.transaction((transaction) =>
      writeInTransaction(transaction, sdk.ref, sdk.values, writes),
    );
  }
  return commitWrites(sdk.batch(), sdk.ref, sdk.values, writes);
}

/**
 * The writes as one batch of an SDK (its new batch, document references and special values),
 * all or nothing. None reads first (commitOn).
 */
function commitWrites<Ref>(
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
