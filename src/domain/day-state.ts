import { isPlannedWeekday, type PracticePlan } from './practice-plan';
import { isRestDay, type RestRange } from './rest-ranges';
import { parseDayKey } from './weeks';

/**
 * What a day of a goal was:
 * - 'practiced': practice logged that day (green);
 * - 'missed': a past planned day since the start, not rest, without practice (red);
 * - 'rest': a day of rest or a break;
 * - 'unplanned': not a practice day of the plan, or before the goal's start;
 * - 'planned': a planned day still to come (today included: it is not over).
 */
export type DayState = 'practiced' | 'missed' | 'rest' | 'unplanned' | 'planned';

export interface DayStateContext {
  practiceDays: ReadonlySet<string>;
  plan: PracticePlan;
  rest: readonly RestRange[];
  /** 'yyyy-MM-dd' of today. */
  today: string;
  /** The goal's start day, 'yyyy-MM-dd': earlier days were not planned. */
  startDay?: string;
}

export function dayState(key: string, context: DayStateContext): DayState {
  if (context.practiceDays.has(key)) return 'practiced';
  if (isRestDay(context.rest, key)) return 'rest';
  if (context.startDay !== undefined && key < context.startDay) return 'unplanned';
  const date = parseDayKey(key);
  if (!date || !isPlannedWeekday(context.plan, date.getDay())) return 'unplanned';
  return key < context.today ? 'missed' : 'planned';
}

export const DAY_STATE_WORDS: Record<DayState, string> = {
  practiced: 'practiced',
  missed: 'missed',
  rest: 'rest day',
  unplanned: 'not planned',
  planned: 'planned',
};

/** A day cell's accessible name, from weekdayDate(): 'Fri, Nov 14, 2025, rest day'. */
export function dayStateLabel(name: string, state: DayState, today = false): string {
  return `${name}${today ? ', today' : ''}, ${DAY_STATE_WORDS[state]}`;
}
