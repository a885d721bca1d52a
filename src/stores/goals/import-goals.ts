import { isActiveGoal, type Goal } from '@/domain/goal';
import type { StoredSession } from '@/domain/goal-record';
import { MAX_IMPORT_ACTIVE } from '@/domain/import';
import type { JournalGoal } from '@/domain/import/import-journal';
import { accountRoomMessage, MAX_SESSIONS_PER_ACCOUNT, SESSIONS_FULL } from '@/domain/plans';
import { goalCap } from './goal-actions';
import { loadBackend } from '@/data/backend';
import { BackendError, PARTIAL_IMPORT, type SessionKey } from '@/data/ports';
import { RETRY_DELAY_MS } from '@/sync/sender';
import { useGoals } from './goals.store';
import { beginImportJournal, endImportJournal, noteImportSending } from './import-journal';

export type ImportGoalsResult = { ok: true; count: number } | { ok: false; message: string };

export const IMPORT_FAILED_MESSAGE =
  'The import failed and nothing was saved. Check your connection and try again.';
export const IMPORT_SESSIONS_FULL_MESSAGE = `Nothing was imported: its sessions would pass the ${MAX_SESSIONS_PER_ACCOUNT.toLocaleString('en-US')} practice sessions one account can log.`;

export const IMPORT_PARTLY_SAVED_MESSAGE =
  'Your goals were imported, but some of their sessions could not be saved. Import the same file again to add the missing sessions.';

/** What an import writes to each goal, for its journal (import-journal.ts). */
async function journalGoals(
  uid: string,
  goals: readonly Goal[],
  added: readonly StoredSession[],
): Promise<JournalGoal[]> {
  const { goals: repo } = await loadBackend();
  const adds = new Map<string, number>();
  for (const s of added) adds.set(s.goalId, (adds.get(s.goalId) ?? 0) + 1);
  const names = new Map(useGoals.getState().goals.map((g) => [g.id, g.name]));
  const existing = await Promise.all(
    [...adds].map(async ([id, n]) => ({
      id,
      name: names.get(id) ?? 'a goal',
      before: await repo.countSessions(uid, id),
      adds: n,
    })),
  );
  const created = goals.map((g) => ({
    id: g.id,
    name: g.name,
    before: 0,
    adds: g.sessions.length,
  }));
  return [...created, ...existing];
}

/**
 * The goals and the counter move in one batch (all or nothing), retried once after 1 s. Once
 * that batch is saved a retry would be refused as a second create, so a later failure is
 * reported as it is. A journal on the device tells the next visit what was saved if the page
 * closes before the end.
 */
async function commitImport(
  goals: Goal[],
  added: readonly StoredSession[],
  onSaved?: (sessions: number) => void,
): Promise<string | null> {
  const { uid } = useGoals.getState();
  if (!uid) return IMPORT_FAILED_MESSAGE;
  const { goals: repo } = await loadBackend();
  const journal = await journalGoals(uid, goals, added).catch((error: unknown) => {
    console.error('Counting the sessions of goals imported before failed', error);
    return null;
  });
  if (!journal) return IMPORT_FAILED_MESSAGE;
  beginImportJournal(uid, journal);
  const saved = (sessions: number, sending?: SessionKey) => {
    noteImportSending(uid, sending);
    onSaved?.(sessions);
  };
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await repo.importGoals(uid, goals, added, saved);
      return null;
    } catch (error) {
      console.error(`Importing goals failed (attempt ${attempt})`, error);
      if (error instanceof BackendError && error.code === PARTIAL_IMPORT) {
        return IMPORT_PARTLY_SAVED_MESSAGE;
      }
      if (error instanceof BackendError && error.code === SESSIONS_FULL) {
        return IMPORT_SESSIONS_FULL_MESSAGE;
      }
      if (attempt === 1) await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    }
  }
  return IMPORT_FAILED_MESSAGE;
}

/** The plan-cap message, or null when the import fits. */
export function importCapMessage(activeImported: number): string | null {
  const goals = `${activeImported} active ${activeImported === 1 ? 'goal' : 'goals'}`;
  if (activeImported > MAX_IMPORT_ACTIVE) {
    return `This import has ${goals}, but at most ${MAX_IMPORT_ACTIVE} can be imported at once. Mark some goals completed in the import.`;
  }
  const cap = goalCap();
  if (cap.limit === null || cap.active + activeImported <= cap.limit) return null;
  const more = Math.max(0, cap.limit - cap.active);
  return `This import has ${goals}, but your plan allows ${more} more. Upgrade your plan or mark some goals completed in the import.`;
}

/**
 * Saves imported goals (fresh ids, figures derived) in one batch, and `added`: new sessions for
 * goals an earlier import of the same file created. Beyond the plan's cap nothing is written; a
 * write that fails twice leaves nothing half-written either (a retry skips nothing: the rules
 * refuse a second create of the same goal, and sessions are written once).
 */
export async function importGoals(
  goals: Goal[],
  added: readonly StoredSession[] = [],
  onProgress?: (saved: number, total: number) => void,
): Promise<ImportGoalsResult> {
  if (goals.length === 0 && added.length === 0) {
    return { ok: false, message: 'There are no goals to import.' };
  }
  if (useGoals.getState().status !== 'ready') {
    return { ok: false, message: 'Your goals are still loading. Try again in a moment.' };
  }
  const capMessage =
    goals.length === 0
      ? null
      : (accountRoomMessage(goals.length, useGoals.getState().goals.length) ??
        importCapMessage(goals.filter(isActiveGoal).length));
  if (capMessage) return { ok: false, message: capMessage };
  const total = goals.reduce((n, goal) => n + goal.sessions.length, added.length);
  onProgress?.(0, total);
  const failure = await commitImport(goals, added, (saved) => onProgress?.(saved, total));
  const { uid } = useGoals.getState();
  if (uid) endImportJournal(uid);
  return failure === null ? { ok: true, count: goals.length } : { ok: false, message: failure };
}
