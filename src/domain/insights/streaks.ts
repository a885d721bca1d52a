import { countText } from '../streaks';

/** 'Current streak 3 days' / 'Longest streak 1 day' / 'Current streak 2 weeks'. */
export function streakText(
  kind: 'Current' | 'Longest',
  count: number,
  unit: 'day' | 'week' = 'day',
): string {
  return `${kind} streak ${countText(count, unit)}`;
}
