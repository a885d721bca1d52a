import { SESSIONS_FULL } from '@/domain/plans';
import { withoutReplacedFields } from '@/domain/sync/field-claims';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { loggedAgain, refusalOf } from '@/domain/sync/refusal';
import { remainderOfChange, type SyncState } from '@/domain/sync/sync-state';
import { shiftTimes } from '@/domain/sync/device-clock';
import type { GoalRepo, Unsubscribe } from '@/data/ports';
import type { OutboxStorage } from './outbox-storage';
import type { SyncClock, TabPresence } from './ports';
import { TIMED_OUT, within } from './within';

/** Codes with which the server refuses a write for good; anything else is tried again. */
const REFUSALS = new Set([
  'permission-denied',
  'not-found',
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'out-of-range',
  SESSIONS_FULL,
]);

/**
 * How a read of the server's copy fails when a document it read changed before its
 * (read-only) transaction ended: the copy is unknown for now, so nothing is called refused.
 */
const CONTENDED = new Set(['failed-precondition', 'aborted']);

/** Spec: a failed save is retried once after 1 second before it is reported. */
export const RETRY_DELAY_MS = 1000;
/** How often orphaned changes (from closed tabs) and transient failures are looked at. */
const PUMP_EVERY_MS = 5000;
/**
 * How long the database may leave a commit unanswered, or its own queue not drained, before
 * the server is asked directly. A tab that does not send the database's queue itself hears of
 * a write through the tab that does, and can miss it under load: then no answer ever comes.
 */
export const UNANSWERED_MS = 15_000;

export interface Sender {
  /** Sends an entry already kept in the outbox (once at a time). */
  send(entry: OutboxEntry): void;
  /** Takes over the entries of closed tabs and sends whatever is waiting. */
  pump(): void;
  retry(entryId?: string): void;
  /** Sends a refused edit of a session deleted meanwhile as a new session (refusal.ts). */
  logAgain(entryId: string): void;
  discard(entryId?: string): void;
  /** Removes every entry (of any tab) that matches. */
  discardWhere(match: (entry: OutboxEntry) => boolean): void;
  /** Sends everything again; true when the outbox is empty within the time. */
  flush(timeoutMs: number): Promise<boolean>;
  stop(): void;
}

export interface SenderOptions {
  uid: string;
  repo: GoalRepo;
  outbox: OutboxStorage;
  tabs: Pick<TabPresence, 'id' | 'openTabs'>;
  clock: Pick<SyncClock, 'correction'>;
  /** The outbox changed (sent, refused, discarded). */
  onChange(): void;
  /** Resolves once the database's own queue (of every tab) has been sent or refused. */
  settled(): Promise<void>;
  /** An entry was dropped because the server already had it or something newer. */
  onSuperseded(entry: OutboxEntry, server: SyncState): void;
  /** Calls back when the device comes back online. */
  watchOnline(listener: () => void): Unsubscribe;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? 'unknown');

export function createSender({
  uid,
  repo,
  outbox,
  tabs,
  clock,
  settled,
  onChange,
  onSuperseded,
  watchOnline,
}: SenderOptions): Sender {
  const { changeTab, readAll, readTab, tabsWithEntries } = outbox;
  const { id: TAB_ID, openTabs } = tabs;
  const clockCorrection = clock.correction;
  const keepInOutbox = (uid: string, entries: OutboxEntry[]) => outbox.keep(uid, TAB_ID, entries);
  const inFlight = new Set<string>();
  /** Entries taken over from closed tabs, not yet compared with the server. */
  const unverified = new Set<string>();
  let stopped = false;
  const pumpTimer = setInterval(() => pump(), PUMP_EVERY_MS);
  const stopWatchingOnline = watchOnline(() => pump());

  function update(entryId: string, change: (entry: OutboxEntry) => OutboxEntry | null) {
    changeTab(uid, TAB_ID, (own) =>
      own.flatMap((entry) => {
        if (entry.id !== entryId) return [entry];
        const next = change(entry);
        return next ? [next] : [];
      }),
    );
    onChange();
  }
  const remove = (entryId: string) => update(entryId, () => null);

  /**
   * 'sent', 'later' (offline, unavailable: tried again), 'held' (unanswered, but the server was
   * found holding all of it: dropped as a repeat is), or the code of a refusal.
   */
  async function attempt(entry: OutboxEntry): Promise<string> {
    const answer = repo.commit(uid, entry.ops).then(
      () => 'sent',
      (error: unknown) => {
        // A repeat refused as such is expected (it is told apart below); real refusals are
        // reported when the change is marked refused.
        console.warn(`Saving “${entry.label}” failed`, error);
        const code = codeOf(error);
        return REFUSALS.has(code) ? code : 'later';
      },
    );
    // Not sent a second time while unanswered: the first copy may still be on its way.
    for (;;) {
      const outcome = await within(answer, UNANSWERED_MS);
      if (outcome !== TIMED_OUT) return outcome;
      if (stopped) return 'later';
      const compared = await compareWithServer(entry);
      if (stopped) return 'later';
      // Held there perhaps as a newer change from elsewhere (a later Start): told as a repeat is.
      if (compared !== 'later' && compared.remaining.length === 0) {
        keepRemainder(entry, compared);
        return 'held';
      }
    }
  }

  /**
   * What of the entry the server does not hold yet (empty: all of it), with the server's copy;
   * 'later' when that copy cannot be read for now (offline, unavailable).
   */
  async function compareWithServer(
    entry: OutboxEntry,
  ): Promise<{ remaining: OutboxEntry['ops']; server: SyncState | null } | 'later'> {
    try {
      const server = await repo.readServer(uid, entry.ops);
      return { remaining: remainderOfChange(entry.ops, server), server };
    } catch (error) {
      const code = codeOf(error);
      return REFUSALS.has(code) && !CONTENDED.has(code)
        ? { remaining: entry.ops, server: null }
        : 'later';
    }
  }

  /**
   * Drops the entry when the server holds all of it; keeps and returns the rest otherwise.
   * Null when nothing is left to send.
   */
  function keepRemainder(
    entry: OutboxEntry,
    { remaining, server }: { remaining: OutboxEntry['ops']; server: SyncState | null },
  ): OutboxEntry | null {
    if (remaining.length === 0) {
      remove(entry.id);
      onSuperseded(entry, server!);
      return null;
    }
    if (JSON.stringify(remaining) === JSON.stringify(entry.ops)) return entry;
    const rest = { ...entry, ops: remaining };
    update(entry.id, () => rest);
    return rest;
  }

  /**
   * The entry with its clock times corrected as the device clock now is, when that changed since
   * it was made (a clock found running fast after Start was pressed).
   */
  function withCurrentClock(entry: OutboxEntry): OutboxEntry {
    const correction = clockCorrection();
    const delta = correction - (entry.clockCorrection ?? 0);
    if (delta === 0) return entry;
    const { clockCorrection: _made, ...rest } = entry;
    const corrected = {
      ...rest,
      ops: shiftTimes(entry.ops, delta),
      ...(correction ? { clockCorrection: correction } : {}),
    };
    update(entry.id, () => corrected);
    return corrected;
  }

  /**
   * The entry without the goal fields a newer change on this device set since (that change
   * may have reached the server already: this one must not undo it). Null: nothing is left.
   */
  function withoutReplaced(entry: OutboxEntry): OutboxEntry | null {
    const rest = withoutReplacedFields(entry, outbox.claims(uid));
    if (rest === entry) return entry;
    update(entry.id, () => rest);
    return rest;
  }

  async function deliver(entry: OutboxEntry): Promise<void> {
    entry = withCurrentClock(entry);
    if (unverified.has(entry.id)) {
      // Taken over from a closed tab: the database's own queue may hold this change and send it
      // by itself. A second copy would be refused as a repeat, and every refusal holds up the
      // writes queued behind it, so the server is asked first, once that queue has drained.
      await within(settled(), UNANSWERED_MS);
      if (stopped) return;
      const compared = await compareWithServer(entry);
      if (stopped || compared === 'later') return;
      unverified.delete(entry.id);
      const rest = keepRemainder(entry, compared);
      if (!rest) return;
      entry = rest;
    }
    const current = withoutReplaced(entry);
    if (!current) return;
    entry = current;
    let outcome = await attempt(entry);
    const refused = (o: string) => o !== 'sent' && o !== 'later' && o !== 'held';
    if (refused(outcome) && !stopped) {
      await wait(RETRY_DELAY_MS);
      if (stopped) return;
      const current = withoutReplaced(entry);
      if (!current) return;
      entry = withCurrentClock(current);
      outcome = await attempt(entry);
    }
    if (stopped || outcome === 'later' || outcome === 'held') return;
    if (outcome === 'sent') return remove(entry.id);
    // Refused: a change that reached the server before (its answer lost, or replayed on the
    // next visit) is refused as a repeat. Only the server's own copy can tell; when it cannot be
    // read for now, the change waits for the next try rather than being called refused.
    const compared = await compareWithServer(entry);
    if (stopped || compared === 'later') return;
    const rest = keepRemainder(entry, compared);
    if (!rest) return;
    // Part of it is there already: send the rest (each round sends strictly less).
    if (rest !== entry) return deliver(rest);
    console.error(`The server refused “${entry.label}” (${outcome})`);
    // Why, from the server's copy when it tells (deleted or filled up on another device).
    const now = Date.now() - clockCorrection();
    const { reason, remedy } = refusalOf(entry.ops, outcome, compared.server, now);
    update(entry.id, (e) => ({ ...e, refused: reason, ...(remedy ? { remedy } : {}) }));
  }

  function send(entry: OutboxEntry) {
    if (stopped || inFlight.has(entry.id) || entry.refused) return;
    inFlight.add(entry.id);
    void deliver(entry).finally(() => inFlight.delete(entry.id));
  }

  /** Entries of tabs that are closed move to this tab, which sends them. True if any moved. */
  async function adoptOrphans(): Promise<boolean> {
    const open = await openTabs();
    let adopted = false;
    for (const tab of tabsWithEntries(uid)) {
      if (tab === TAB_ID || (open && open.has(tab))) continue;
      const orphans = readTab(uid, tab);
      adopted = true;
      orphans.forEach((o) => unverified.add(o.id));
      changeTab(uid, tab, () => []);
      if (orphans.length > 0) {
        changeTab(uid, TAB_ID, (own) => [
          ...own,
          ...orphans.filter((o) => !own.some((e) => e.id === o.id)),
        ]);
      }
    }
    return adopted;
  }

  function pump() {
    if (stopped) return;
    void adoptOrphans().then((adopted) => {
      if (stopped) return;
      if (adopted) onChange();
      for (const entry of readTab(uid, TAB_ID)) send(entry);
    });
  }

  return {
    send,
    pump,
    retry(entryId) {
      const chosen = (e: OutboxEntry) => !!e.refused && (!entryId || e.id === entryId);
      const again: OutboxEntry[] = [];
      for (const tab of tabsWithEntries(uid)) {
        const own = readTab(uid, tab);
        again.push(...own.filter(chosen).map(({ refused: _reason, ...rest }) => rest));
        changeTab(uid, tab, () => own.filter((e) => !chosen(e)));
      }
      if (again.length > 0) keepInOutbox(uid, again);
      pump();
    },
    logAgain(entryId) {
      for (const tab of tabsWithEntries(uid)) {
        const own = readTab(uid, tab);
        const chosen = own.find((e) => e.id === entryId && e.remedy === 'logAgain');
        if (!chosen) continue;
        changeTab(uid, tab, () => own.filter((e) => e.id !== entryId));
        const { refused: _reason, remedy: _remedy, ...rest } = chosen;
        const ops = loggedAgain(rest.ops, () => crypto.randomUUID());
        keepInOutbox(uid, [{ ...rest, ops }]);
      }
      onChange();
      pump();
    },
    discard(entryId) {
      this.discardWhere((e) => (entryId ? e.id === entryId : !!e.refused));
    },
    discardWhere(match) {
      for (const tab of tabsWithEntries(uid)) {
        changeTab(uid, tab, (own) => own.filter((e) => !match(e)));
      }
      onChange();
    },
    async flush(timeoutMs) {
      this.retry();
      let waiting = true;
      const emptied = async () => {
        while (waiting && !stopped) {
          const entries = readAll(uid);
          if (entries.length === 0) return true;
          if (entries.every((e) => e.refused)) return false;
          await wait(100);
        }
        return readAll(uid).length === 0;
      };
      const outcome = await within(emptied(), timeoutMs);
      waiting = false;
      return outcome === TIMED_OUT ? readAll(uid).length === 0 : outcome;
    },
    stop() {
      stopped = true;
      clearInterval(pumpTimer);
      stopWatchingOnline();
    },
  };
}
