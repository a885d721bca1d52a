import type { Goal } from '../goal';
import { partOf } from '../goal-parts';
import { sortSessions, type PracticeSession } from '../practice-sessions';
import type { ImportSource } from './import-source';
import type { ImportedGoal } from './sanitize-goal';

/** One goal of a file, matched against the account before anything is written. */
export interface PlannedGoal {
  imported: ImportedGoal;
  /** The goal an earlier import of the same rows created; new sessions are added to it. */
  existing: { id: string; name: string } | null;
  /** Sessions to write: all of them for a new goal, only the unseen ones for an existing goal. */
  newSessions: PracticeSession[];
  /** Sessions of the file that the account already holds (same id), skipped, never overwritten. */
  alreadyImported: number;
}

type Span = Pick<PracticeSession, 'start' | 'end'>;

/** The last index whose start is before `end` in spans sorted by start, or -1. */
function lastStartingBefore(spans: readonly Span[], end: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid] as Span).start < end) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** `fresh` without the sessions overlapping `held` or each other (spans that do not overlap). */
function withoutOverlaps(held: readonly Span[], fresh: readonly PracticeSession[]) {
  const spans = [...held].sort((a, b) => a.start - b.start);
  const kept: PracticeSession[] = [];
  for (const session of sortSessions(fresh)) {
    const i = lastStartingBefore(spans, session.end);
    if (i >= 0 && (spans[i] as Span).end > session.start) continue;
    spans.splice(i + 1, 0, session);
    kept.push(session);
  }
  return kept;
}

/** A session added to a goal of the account names only a part that goal has (else none). */
function onPartsOf(goal: Goal, session: PracticeSession): PracticeSession {
  if (!session.partId || partOf(goal.parts, session.partId)) return session;
  const { partId: _elsewhere, ...rest } = session;
  return rest;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The account's goal that a goal without sessions came from: for a Loop habit, the goal of the
 * same name an earlier import made; for this app's own export, the goal of the same name
 * started at the same instant (the export keeps startDate to the millisecond).
 */
function sessionlessMatch(source: ImportSource, goal: Goal, account: readonly Goal[]) {
  if (source === 'loop') return account.find((g) => g.imported && sameName(g.name, goal.name));
  if (source === 'masterly') {
    return account.find((g) => g.startDate === goal.startDate && sameName(g.name, goal.name));
  }
  return undefined;
}

/**
 * Matches each imported goal with the account's goals. Session ids come from the source rows,
 * so a goal holding any of them is where an earlier import of this file went: only unseen
 * sessions (not overlapping that goal's own) are added there. A goal without sessions matches
 * as sessionlessMatch says. Everything else is a new goal.
 */
export function planImport(
  source: ImportSource,
  goals: readonly ImportedGoal[],
  account: readonly Goal[],
): PlannedGoal[] {
  const owner = new Map<string, Goal>();
  for (const goal of account) for (const s of goal.sessions) owner.set(s.id, goal);
  return goals.map((imported) => {
    const { sessions } = imported.goal;
    const match =
      sessions.map((s) => owner.get(s.id)).find(Boolean) ??
      (sessions.length === 0 ? sessionlessMatch(source, imported.goal, account) : undefined);
    if (!match) return { imported, existing: null, newSessions: sessions, alreadyImported: 0 };
    const held = new Set(match.sessions.map((s) => s.id));
    const fresh = sessions.filter((s) => !held.has(s.id));
    return {
      imported,
      existing: { id: match.id, name: match.name },
      newSessions: withoutOverlaps(match.sessions, fresh).map((s) => onPartsOf(match, s)),
      alreadyImported: sessions.length - fresh.length,
    };
  });
}
