import { loadBackend } from '@/data/backend';
import type { Backend, SessionKey } from '@/data/ports';
import {
  SENT_BATCH_SETTLES_MS,
  interruptedImportMessage,
  parseImportJournal,
  type ImportJournal,
  type JournalGoal,
  type SentSession,
} from '@/domain/import/import-journal';
import { LOCAL_KEY_PREFIXES } from '../storage-keys';
import { TAB_ID, openTabs } from '../sync/tab-presence';

const keyOf = (uid: string) => `${LOCAL_KEY_PREFIXES.importJournal}${uid}`;

/** Notes an import about to start; false when the device cannot keep the note. */
export function beginImportJournal(uid: string, goals: JournalGoal[]): boolean {
  const journal: ImportJournal = { tab: TAB_ID, startedAt: Date.now(), goals };
  try {
    localStorage.setItem(keyOf(uid), JSON.stringify(journal));
    return true;
  } catch {
    return false;
  }
}

/** Notes the batch the import sends next (none once the last is saved). */
export function noteImportSending(uid: string, sending: SessionKey | undefined): void {
  const journal = readJournal(uid);
  if (!journal || journal.tab !== TAB_ID) return;
  const { sending: _done, ...rest } = journal;
  const next = sending ? { ...rest, sending: { ...sending, at: Date.now() } } : rest;
  try {
    localStorage.setItem(keyOf(uid), JSON.stringify(next));
  } catch {
    // The note stays as it was: the next visit may count before the batch is in.
  }
}

/** The import ended here, and its result was shown. */
export function endImportJournal(uid: string): void {
  try {
    localStorage.removeItem(keyOf(uid));
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function readJournal(uid: string): ImportJournal | null {
  try {
    return parseImportJournal(JSON.parse(localStorage.getItem(keyOf(uid)) ?? 'null'));
  } catch {
    return null;
  }
}

/**
 * When an import of this account was cut short by closing its page, what it saved (its batches
 * still queued on this device are sent first), once; null otherwise, or while its tab is open.
 * A count that fails (offline) is tried on the next visit.
 */
export async function interruptedImport(uid: string): Promise<string | null> {
  const journal = readJournal(uid);
  if (!journal || journal.tab === TAB_ID || checking.has(uid)) return null;
  checking.add(uid);
  try {
    return await tell(uid, journal);
  } finally {
    checking.delete(uid);
  }
}

/** Accounts whose interrupted import this tab is counting now (it is told once). */
const checking = new Set<string>();

async function tell(uid: string, journal: ImportJournal): Promise<string | null> {
  if ((await openTabs())?.has(journal.tab)) return null;
  try {
    const backend = await loadBackend();
    await backend.waitForPendingWrites();
    if (journal.sending) await savedOrLost(backend, uid, journal.sending);
    const counts = await Promise.all(
      journal.goals.map(async (g) => [g.id, await backend.goals.countSessions(uid, g.id)] as const),
    );
    if (readJournal(uid)?.startedAt !== journal.startedAt) return null; // another tab told it
    endImportJournal(uid);
    return interruptedImportMessage(journal, new Map(counts));
  } catch (error) {
    console.warn('Counting what an interrupted import saved failed', error);
    return null;
  }
}

const RECHECK_MS = 1000;

/** Resolves once the batch sent when the page closed is saved, or too long ago to still be. */
async function savedOrLost(backend: Backend, uid: string, sent: SentSession): Promise<void> {
  while (!(await backend.goals.holdsSession(uid, sent))) {
    if (Date.now() >= sent.at + SENT_BATCH_SETTLES_MS) return;
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
  }
}
