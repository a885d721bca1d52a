import { createGoal, type Goal } from '@/domain/goal';

const HOUR = 3_600_000;

/** A goal created 400 days before `now`, with `count` imported one-hour sessions a day apart. */
export function importedGoal(id: string, count: number, now: number): Goal {
  const goal = createGoal({ id, name: `Goal ${id}`, now: new Date(now - 400 * 24 * HOUR) });
  const sessions = Array.from({ length: count }, (_, i) => {
    const start = now - (i + 2) * 24 * HOUR;
    return { id: `${id}-s${i}`, start, end: start + HOUR, source: 'import' as const };
  });
  return { ...goal, sessions };
}
