import { addDays } from 'date-fns/addDays';
import { dayKey, parseDayKey } from '../weeks';

export interface Streaks {
  /** Consecutive practice days up to today, or up to yesterday while today has none yet. */
  current: number;
  longest: number;
}

/**
 * Streaks over local practice days ('yyyy-MM-dd'). Days are stepped as calendar days, so month
 * and year ends and daylight-saving changes never break or stretch a streak. Days after today
 * (a clock moved back) do not count.
 */
export function streaks(days: Iterable<string>, today: Date): Streaks {
  const todayKey = dayKey(today);
  const set = new Set([...days].filter((d) => d <= todayKey));
  const next = (key: string) => {
    const date = parseDayKey(key);
    return date ? dayKey(addDays(date, 1)) : '';
  };
  const previous = (key: string) => {
    const date = parseDayKey(key);
    return date ? dayKey(addDays(date, -1)) : '';
  };

  let longest = 0;
  for (const day of set) {
    if (set.has(previous(day))) continue; // not the first day of its run
    let length = 1;
    for (let d = next(day); set.has(d); d = next(d)) length += 1;
    longest = Math.max(longest, length);
  }

  let current = 0;
  let cursor = set.has(todayKey) ? todayKey : previous(todayKey);
  while (set.has(cursor)) {
    current += 1;
    cursor = previous(cursor);
  }
  return { current, longest };
}

/** 'Current streak 3 days' / 'Longest streak 1 day' / 'Current streak 2 weeks'. */
export function streakText(
  kind: 'Current' | 'Longest',
  count: number,
  unit: 'day' | 'week' = 'day',
): string {
  return `${kind} streak ${count} ${unit}${count === 1 ? '' : 's'}`;
}
