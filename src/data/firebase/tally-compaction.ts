import { deleteField, runTransaction, type Firestore } from 'firebase/firestore';
import { foldClosedDays } from '@/domain/tally-digest';
import { dayKey } from '@/domain/weeks';
import { foldDue, maySumUp, sumUp } from '@/domain/year-summary';
import { movedDaysOf, tallyRef, type StoredTally } from './tally-writes';

/** After the first report from the server, so that folding never delays the first screen. */
const FOLD_AFTER_MS = 3000;

/**
 * Folds the closed days of one tally document into its digest (tally-digest.ts), or a year old
 * enough into its summary (year-summary.ts, docs/adr/0003), in a transaction: a session moved
 * meanwhile on another device makes it read again, and one moved after it adds to the separate
 * days as any move does. Resolves whether anything was folded.
 */
export async function foldTally(
  db: Firestore,
  goalId: string,
  year: number,
  today: string,
): Promise<boolean> {
  const ref = tallyRef(db, goalId, year);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) return false;
    const data = snapshot.data();
    const moved = movedDaysOf(data.days);
    if (!foldDue(year, 'summary' in data, moved, today)) return false;
    const compact = {
      by: '/compact',
      was: deleteField(),
      wasPart: deleteField(),
      basis: deleteField(),
    };
    // No `days` at all when none is removed: an empty map in a merge replaces the stored one.
    const removed = (days: readonly string[]) =>
      days.length > 0 ? { days: Object.fromEntries(days.map((day) => [day, deleteField()])) } : {};
    if (maySumUp(year, today)) {
      const summary = sumUp(year, data, moved);
      const fields = { ...removed(Object.keys(moved)), summary, digest: deleteField() };
      transaction.set(ref, { ...fields, ...compact }, { merge: true });
      return true;
    }
    const folded = foldClosedDays(year, data.digest, moved, today);
    if (!folded) return false;
    transaction.set(
      ref,
      { ...removed(folded.remove), digest: folded.digest, ...compact },
      { merge: true },
    );
    return true;
  });
}

/** Runs `fold` once, after the server's first report; returns a cancel. */
type FoldLater = (fold: () => void) => () => void;

const afterFirstReport: FoldLater = (fold) => {
  const timer = setTimeout(fold, FOLD_AFTER_MS);
  return () => clearTimeout(timer);
};

/**
 * Keeps the user's tally documents compact while the goals page follows them: once the server
 * has reported them, each document with closed days is folded once in this page's life (a
 * failure, offline for instance, waits for the next visit). While `busy` (an import writing the
 * same documents, each fold would contend with it and start over) the fold waits. Returns a stop.
 */
export function createTallyFolder(
  db: Firestore,
  {
    busy = () => false,
    later = afterFirstReport,
  }: { busy?: () => boolean; later?: FoldLater } = {},
): {
  seen(tallies: readonly StoredTally[]): void;
  stop(): void;
} {
  const folded = new Set<string>();
  let cancel: (() => void) | undefined;
  let latest: readonly StoredTally[] = [];
  const foldAll = () => {
    if (busy()) {
      cancel = later(foldAll);
      return;
    }
    cancel = undefined;
    const today = dayKey(Date.now());
    for (const { goalId, year, moved, summary } of latest) {
      const id = `${goalId}_${year}`;
      if (folded.has(id) || !foldDue(year, summary !== undefined, moved, today)) continue;
      folded.add(id);
      foldTally(db, goalId, year, today).catch((error: unknown) =>
        console.warn('Folding a tally failed', error),
      );
    }
  };
  return {
    seen(tallies) {
      latest = tallies;
      cancel ??= later(foldAll);
    },
    stop() {
      cancel?.();
      cancel = undefined;
    },
  };
}
