import { startOfDay } from 'date-fns/startOfDay';
import type { DayTotals } from './day-figures';
import { goalIdOf, type WriteOp } from './sync/write-ops';
import { tallyDayOf, tallyDays, tallyOf, type GoalTally, type SessionTimes } from './tally';
import { dayKey, weekStart } from './weeks';

/**
 * The first instant whose sessions the goals page keeps in memory: the start of this week (its
 * time per part, and the changes still on their way counted once). Every other figure, the
 * three-week strip and the month's targets included, comes from the goal's tally, so the read
 * is a week of sessions however long the history.
 */
export function sessionWindowStart(now: Date): number {
  return weekStart(now).getTime();
}

/**
 * The start of the earliest day a session change among these writes touches (its new times and
 * the times it replaces), or undefined when none does. Its sessions are read while the change is
 * on its way, so windowedDays counts it once whether or not the tally holds it yet.
 */
export function pendingSessionsStart(ops: readonly WriteOp[]): number | undefined {
  let earliest: number | undefined;
  const touch = (start: number | undefined) => {
    if (start !== undefined && (earliest === undefined || start < earliest)) earliest = start;
  };
  for (const op of ops) {
    if (op.type === 'putSession') touch(op.session.start);
    if (op.type === 'putSession' || op.type === 'deleteSession') touch(op.previous?.start);
  }
  return earliest === undefined ? undefined : startOfDay(earliest).getTime();
}

/**
 * A goal's practice per day when only its sessions from `since` on are loaded: the tally's days
 * before that day, the sessions' days from it on. The sessions, changes on their way included,
 * are the truth for the days they cover, so a change not yet in the tally still counts once; so
 * are they for `sessionDays` before it, the days such changes touch among the sessions read.
 * A year summed up (year-summary.ts) has no days and counts from its summary alone: a summary
 * cannot be cut at a day, so a change on its way to such a year counts once the server holds it.
 */
export function windowedDays(
  tally: GoalTally,
  sessions: Iterable<SessionTimes>,
  since: number,
  sessionDays: ReadonlySet<string> = new Set(),
): DayTotals {
  const firstDay = dayKey(since);
  const fromSessions = (day: string) => day >= firstDay || sessionDays.has(day);
  const days = new Map<string, { ms: number; n: number }>();
  for (const [day, total] of tallyDays(tally)) if (!fromSessions(day)) days.set(day, total);
  const summed = tally.summaries;
  const recent = [...sessions].filter(
    (s) =>
      (s.start >= since || sessionDays.has(dayKey(s.start))) &&
      !summed?.has(tallyDayOf(s.start).year),
  );
  for (const [day, total] of tallyDays(tallyOf(recent))) days.set(day, total);
  return days;
}

/**
 * The days, by goal, that changes on their way touch (their new times and those they replace),
 * from `readSince` on: the sessions of those days were read to make the change, so they count
 * from the sessions (windowedDays) even where a wider read is answered by this device's cache.
 */
export function pendingSessionDays(
  ops: readonly WriteOp[],
  readSince: number | null,
): Map<string, Set<string>> {
  const byGoal = new Map<string, Set<string>>();
  const touch = (goalId: string, start: number | undefined) => {
    if (start === undefined || (readSince !== null && start < readSince)) return;
    const days = byGoal.get(goalId) ?? new Set<string>();
    byGoal.set(goalId, days.add(dayKey(start)));
  };
  for (const op of ops) {
    if (op.type !== 'putSession' && op.type !== 'deleteSession') continue;
    const goalId = goalIdOf(op)!;
    if (op.type === 'putSession') touch(goalId, op.session.start);
    touch(goalId, op.previous?.start);
  }
  return byGoal;
}

/** The earlier of two starts (null: every session, earlier than any). */
const wider = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.min(a, b);

/**
 * From where the sessions a listener reported hold every session of the account, so that
 * windowedDays may count its days from them. The server's answer holds them from where it was
 * asked. An answer from this device's cache holds only the sessions the device read before: it
 * is taken from `cacheFloor` on (this week's, which every visit reads; null when no tally can
 * stand in for older days) and as far back as an earlier answer was whole, never further: the
 * days before stay the tally's until the server answers, so a wider read answered from the cache
 * alone never lowers a figure.
 */
export function wholeSessionsSince(
  asked: number | null,
  fromCache: boolean,
  cacheFloor: number | null,
  wholeBefore: number | null | undefined,
): number | null {
  if (!fromCache) return asked;
  const trusted = wholeBefore === undefined ? cacheFloor : wider(cacheFloor, wholeBefore);
  // The narrower of the two: an answer holds nothing before where it was asked from.
  return asked === null ? trusted : trusted === null ? asked : Math.max(asked, trusted);
}
