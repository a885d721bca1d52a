import type { Goal } from './goal';
import { partOf, type GoalPart } from './goal-parts';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { partSums, type GoalTally } from './tally';
import { weekStart } from './weeks';

/** One line of a goal's time per part (the card, the session log). */
export interface PartLine {
  /** null: the goal's time on no part (or on a part since deleted). */
  id: string | null;
  name: string;
  archived: boolean;
  weekMs: number;
  totalMs: number;
}

export const NO_PART_NAME = 'No part';

const ms = (s: Pick<PracticeSession, 'start' | 'end'>) => Math.max(0, s.end - s.start);

/**
 * A goal's whole time per part named. From its tally when it has one (the sums move with every
 * session write, tally.ts), so the total needs no old session; else from its whole log.
 */
export function partTotalsOf(
  tally: GoalTally | undefined,
  sessions: readonly PracticeSession[],
): Record<string, number> {
  if (tally) return Object.fromEntries(partSums(tally.parts));
  const sums: Record<string, number> = {};
  for (const s of sessions) if (s.partId) sums[s.partId] = (sums[s.partId] ?? 0) + ms(s);
  return sums;
}

/**
 * The sessions' time by the part of `parts` each names; null for no part (or a part since
 * deleted).
 */
export function timeByPart(
  parts: readonly GoalPart[] | undefined,
  sessions: Iterable<Pick<PracticeSession, 'start' | 'end' | 'partId'>>,
): Map<string | null, number> {
  const byPart = new Map<string | null, number>();
  for (const s of sessions) {
    const id = partOf(parts, s.partId)?.id ?? null;
    byPart.set(id, (byPart.get(id) ?? 0) + ms(s));
  }
  return byPart;
}

/**
 * The goal's time split by part: each of its parts (an archived one only while it holds time),
 * then "No part" for the rest when there is any. This week's time comes from the loaded
 * sessions (the recent ones are always loaded); the totals from partTotals, the rest being the
 * goal's whole time (imported time without sessions included) less its parts'.
 */
export function partLines(
  goal: Pick<Goal, 'parts' | 'partTotals' | 'sessions' | 'totalTimeSpent'>,
  now: Date,
): PartLine[] {
  const parts: readonly GoalPart[] = goal.parts ?? [];
  if (parts.length === 0) return [];
  const from = weekStart(now).getTime();
  const week = timeByPart(
    parts,
    goal.sessions.filter((s) => s.start >= from),
  );
  const totals = goal.partTotals ?? {};
  const lines: PartLine[] = parts.map((p) => ({
    id: p.id,
    name: p.name,
    archived: p.archived === true,
    weekMs: week.get(p.id) ?? 0,
    totalMs: totals[p.id] ?? 0,
  }));
  const onParts = lines.reduce((sum, l) => sum + l.totalMs, 0);
  const rest = Math.max(0, Math.round(goal.totalTimeSpent * MS_PER_HOUR) - onParts);
  const restWeek = week.get(null) ?? 0;
  const shown = lines.filter((l) => !l.archived || l.totalMs > 0);
  if (rest > 0 || restWeek > 0) {
    shown.push({ id: null, name: NO_PART_NAME, archived: false, weekMs: restWeek, totalMs: rest });
  }
  return shown;
}
