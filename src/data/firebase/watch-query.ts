import { onSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { Watched } from '../ports';
import { lastingListener } from './firestore-db';

export const report = <T>(
  value: T,
  metadata: { hasPendingWrites: boolean; fromCache: boolean },
) => ({
  value,
  hasPendingWrites: metadata.hasPendingWrites,
  fromCache: metadata.fromCache,
});

/**
 * Follows a query, reading each document (null skips it), with the snapshot's metadata. Only
 * documents that changed are read again: with thousands of sessions, a change or a metadata
 * update (a write acknowledged) costs what changed, not the whole collection.
 */
export function watchQuery<T>(
  ref: Query,
  read: (document: QueryDocumentSnapshot) => T | null,
  listener: (report: Watched<T[]>) => void,
  onError: (error: unknown) => void,
) {
  return lastingListener((takes) => {
    // A listener attached again (on a new client) starts from the whole result once more.
    const byPath = new Map<string, T | null>();
    let values: T[] = [];
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!takes(snapshot.metadata.fromCache)) return;
        const changes = snapshot.docChanges({ includeMetadataChanges: false });
        if (changes.length > 0) {
          for (const change of changes) {
            const path = change.doc.ref.path;
            if (change.type === 'removed') byPath.delete(path);
            else byPath.set(path, read(change.doc));
          }
          values = [...byPath.values()].flatMap((value) => value ?? []);
        }
        listener(report(values, snapshot.metadata));
      },
      onError,
    );
  });
}
