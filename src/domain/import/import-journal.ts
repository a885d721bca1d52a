/**
 * What an import in progress keeps on the device, so that a page closed midway is told on the
 * next visit what was saved: each goal it writes to, with the sessions the goal held before
 * and the sessions the import adds to it.
 */
export interface ImportJournal {
  /** The tab that runs the import (tab-presence.ts): while it is open the import may go on. */
  tab: string;
  startedAt: number;
  goals: JournalGoal[];
  /**
   * A session of the batch on its way, and when it was sent: a batch sent just before the page
   * closed may still be saved after it, so what was saved is counted once it is in or lost.
   */
  sending?: SentSession;
}
export interface SentSession {
  goalId: string;
  id: string;
  at: number;
}

export interface JournalGoal {
  id: string;
  name: string;
  before: number;
  adds: number;
}

const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** A journal as stored, or null when it is not one (a damaged entry is dropped, not trusted). */
export function parseImportJournal(raw: unknown): ImportJournal | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { tab, startedAt, goals, sending } = raw as Record<string, unknown>;
  if (typeof tab !== 'string' || !count(startedAt) || !Array.isArray(goals)) return null;
  const sent = parseSentSession(sending);
  if (sent === null) return null;
  const valid = goals.every((g: unknown) => {
    const { id, name, before, adds } = (g ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' && count(before) && count(adds);
  });
  if (!valid || goals.length === 0) return null;
  const journal: ImportJournal = { tab, startedAt, goals: goals as JournalGoal[] };
  return sent ? { ...journal, sending: sent } : journal;
}

/** The batch on its way: undefined when none is noted, null when the note is damaged. */
function parseSentSession(raw: unknown): SentSession | undefined | null {
  if (raw === undefined) return undefined;
  const { goalId, id, at } = (raw ?? {}) as Record<string, unknown>;
  return typeof goalId === 'string' && typeof id === 'string' && count(at)
    ? { goalId, id, at }
    : null;
}

/**
 * How long after it was sent the next visit waits for a batch to be saved before taking it as
 * lost (the server applies a batch within seconds, or not at all).
 */
export const SENT_BATCH_SETTLES_MS = 20_000;

const sessions = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'session' : 'sessions'}`;
const MAX_NAMED = 5;

/**
 * What an import cut short by a closed page saved, from each goal's sessions now on the server
 * (`held`): all of it, nothing, or which goals miss sessions and how to add the rest.
 */
export function interruptedImportMessage(
  journal: ImportJournal,
  held: ReadonlyMap<string, number>,
): string {
  const figures = journal.goals.map((g) => {
    const saved = Math.min(g.adds, Math.max(0, (held.get(g.id) ?? 0) - g.before));
    return { ...g, saved };
  });
  const total = figures.reduce((n, g) => n + g.adds, 0);
  const saved = figures.reduce((n, g) => n + g.saved, 0);
  if (saved === total) {
    return `The import that was running when the page closed has finished: all ${sessions(total)} were saved.`;
  }
  if (saved === 0) {
    return `The import that was running when the page closed did not save any of its ${sessions(total)}. Import the file again.`;
  }
  const short = figures.filter((g) => g.saved < g.adds);
  const named = short
    .slice(0, MAX_NAMED)
    .map((g) => `'${g.name}' ${g.saved.toLocaleString('en-US')} of ${sessions(g.adds)}`);
  if (short.length > MAX_NAMED) named.push(`${short.length - MAX_NAMED} more goals`);
  return `The import that was running when the page closed saved ${saved.toLocaleString('en-US')} of its ${sessions(total)} (missing some: ${named.join(', ')}). Import the same file again to add the rest; sessions already saved are skipped.`;
}
