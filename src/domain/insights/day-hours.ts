import { dayKey } from '../weeks';
import { hoursOf, type InsightSession } from './insight-sessions';

/**
 * Hours per local day ('yyyy-MM-dd'). A session counts whole on the day it starts, as practice
 * days do, so a session past midnight never splits a day's figure from its practice day.
 */
export function hoursByDay(sessions: readonly Pick<InsightSession, 'start' | 'end'>[]) {
  const byDay = new Map<string, number>();
  for (const s of sessions) {
    const key = dayKey(s.start);
    byDay.set(key, (byDay.get(key) ?? 0) + hoursOf(s));
  }
  return byDay;
}
