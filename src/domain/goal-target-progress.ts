import type { Frequency, Goal, ResourceType, TargetType } from './goal';
import { formatHours } from './goal-progress';
import { MS_PER_HOUR, type PracticeSession } from './practice-sessions';
import { dayKey, parseDayKey, sameWeekKey, weekId, weekKey } from './weeks';

/** The stretch of time a target counts: the frequency's period, or everything since the start. */
export type TargetPeriod = 'today' | 'this week' | 'this month' | 'since start';

export interface TargetProgress {
  current: number;
  target: number;
  /** 'h', 'days', 'weeks', 'books', … (singular when the target is 1). */
  unit: string;
  /** 'N / M <unit>', e.g. '3.5 / 5.0 h' or '2 / 3 books'. */
  text: string;
  /** 0–100. */
  percent: number;
  period: TargetPeriod;
}

type TargetGoal = Pick<
  Goal,
  'settings' | 'sessions' | 'practiceDays' | 'startDate' | 'weeklyTimeSpent' | 'periodTimeSpent'
>;

const PERIOD_OF: Record<Frequency, TargetPeriod> = {
  daily: 'today',
  weekly: 'this week',
  monthly: 'this month',
};

const RESOURCE_OF: Partial<Record<TargetType, ResourceType>> = {
  books: 'book',
  tutorials: 'tutorial',
  videos: 'video',
};

const SINGULAR: Record<TargetType, string> = {
  hours: 'h',
  days: 'day',
  weeks: 'week',
  months: 'month',
  books: 'book',
  tutorials: 'tutorial',
  videos: 'video',
};

/** Whole counts as they are; a fractional target to one decimal. */
function formatCount(value: number): string {
  return Number.isInteger(value) ? String(value) : formatHours(value);
}

/** Does the local day `key` fall in `period` around `now`? */
function inPeriod(key: string, period: TargetPeriod, now: Date): boolean {
  if (period === 'today') return key === dayKey(now);
  if (period === 'this month') return key.slice(0, 7) === dayKey(now).slice(0, 7);
  if (period === 'this week') {
    const day = parseDayKey(key);
    return day !== null && sameWeekKey(weekKey(day), weekKey(now));
  }
  return true;
}

function hoursIn(sessions: readonly PracticeSession[], period: TargetPeriod, now: Date): number {
  const ms = sessions
    .filter((s) => inPeriod(dayKey(s.start), period, now))
    .reduce((sum, s) => sum + Math.max(0, s.end - s.start), 0);
  return ms / MS_PER_HOUR;
}

/** Practice days on or after the goal's start day (all of them when the start is unreadable). */
function daysSinceStart(goal: TargetGoal): string[] {
  const start = new Date(goal.startDate);
  if (Number.isNaN(start.getTime())) return goal.practiceDays;
  const first = dayKey(start);
  return goal.practiceDays.filter((day) => day >= first);
}

function currentValue(goal: TargetGoal, period: TargetPeriod, now: Date): number {
  const { type } = goal.settings.target;
  const resource = RESOURCE_OF[type];
  if (resource) {
    return goal.settings.resources.filter((r) => r.type === resource && r.completed).length;
  }
  if (type === 'hours') {
    // The week's figure is the card's weekly hours, imported week time included; the day's and
    // the month's come from the goal's day totals (only this week's sessions are loaded).
    if (period === 'this week') return goal.weeklyTimeSpent;
    const spent = goal.periodTimeSpent;
    if (spent && period === 'today') return spent.today;
    if (spent && period === 'this month') return spent.month;
    return hoursIn(goal.sessions, period, now);
  }
  if (type === 'days') return goal.practiceDays.filter((d) => inPeriod(d, period, now)).length;
  const units = daysSinceStart(goal).map((day) =>
    type === 'weeks' ? weekId(weekKey(parseDayKey(day)!)) : day.slice(0, 7),
  );
  return new Set(units).size;
}

function periodOf(goal: TargetGoal): TargetPeriod {
  const { type } = goal.settings.target;
  if (type === 'hours' || type === 'days') return PERIOD_OF[goal.settings.frequency];
  return 'since start';
}

/**
 * Progress toward the goal's own target: hours or practice days in the frequency's period,
 * weeks or months with practice since the start, or completed resources of the target's type.
 */
export function targetProgress(goal: TargetGoal, now: Date): TargetProgress {
  const { type, value } = goal.settings.target;
  const period = periodOf(goal);
  const current = currentValue(goal, period, now);
  const target = Number.isFinite(value) && value > 0 ? value : 1;
  const unit = type === 'hours' ? 'h' : target === 1 ? SINGULAR[type] : type;
  const text =
    type === 'hours'
      ? `${formatHours(current)} / ${formatHours(target)} h`
      : `${formatCount(current)} / ${formatCount(target)} ${unit}`;
  return {
    current,
    target,
    unit,
    text,
    percent: Math.min(100, Math.max(0, (current / target) * 100)),
    period,
  };
}
