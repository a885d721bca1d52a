import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import type { Measure } from './journal';
import type { PracticeSession } from './practice-sessions';

/**
 * "Pick up where you left off": what a start of the timer on a part (or on the whole goal)
 * recalls from the sessions already loaded. Only what is there is given; null when nothing is.
 */
export interface PickUp {
  /** Calendar days from the last session's start to the new run's start (0: the same day). */
  daysAgo: number;
  /** The note of the latest session that has a journal (with its "Next time" line). */
  note?: string;
  nextTime?: string;
  /** The best and the latest measured value, where the goal measures one. */
  values?: { best: number; last: number };
}

/**
 * What to pick up when a run starts at `startMs` on `partId` (absent: the whole goal, every
 * session of it): the sessions started before it, the latest of them deciding how long ago.
 */
export function pickUp(
  sessions: readonly PracticeSession[],
  partId: string | undefined,
  measure: Measure | undefined,
  startMs: number,
): PickUp | null {
  const earlier = sessions
    .filter((s) => s.start < startMs && (partId === undefined || s.partId === partId))
    .sort((a, b) => a.start - b.start);
  const latest = earlier.at(-1);
  if (!latest) return null;
  const found: PickUp = { daysAgo: Math.max(0, differenceInCalendarDays(startMs, latest.start)) };
  const journal = earlier.findLast((s) => s.note || s.nextTime);
  if (journal?.note) found.note = journal.note;
  if (journal?.nextTime) found.nextTime = journal.nextTime;
  const values = measure ? measuredValues(earlier, measure) : undefined;
  if (values) found.values = values;
  return found;
}

/** The best (by the measure's direction) and the latest value of sessions in time order. */
function measuredValues(
  sessions: readonly PracticeSession[],
  measure: Pick<Measure, 'higherIsBetter'>,
): PickUp['values'] {
  const values = sessions.flatMap((s) => (s.value === undefined ? [] : [s.value]));
  const last = values.at(-1);
  if (last === undefined) return undefined;
  const best = measure.higherIsBetter ? Math.max(...values) : Math.min(...values);
  return { best, last };
}
