import { createGoal, type Goal } from '../goal';
import { EARLIEST_SESSION_START } from '../goal-record';
import { GOAL_NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from '../goal-validation';
import type { PracticeSession } from '../practice-sessions';
import { isDayKey } from '../weeks';
import { sanitizeDays, withBaseline, type ImportedGoal } from './sanitize-goal';
import { stableSessionId } from './stable-id';

export const UNTITLED_HABIT = 'Untitled habit';

/**
 * Loop's Entry values (iSoron/uhabits, core/models/Entry.kt): YES_MANUAL = 2, YES_AUTO = 1,
 * NO = 0, UNKNOWN = -1, SKIP = 3. Recent versions write the names, older ones the numbers.
 * Only YES_MANUAL is a day the person practised: YES_AUTO is a day Loop filled in because the
 * habit was not due.
 */
const YES_MANUAL = new Set(['YES_MANUAL', '2']);
const ENTRY_NAMES = new Set(['YES_MANUAL', 'YES_AUTO', 'NO', 'SKIP', 'UNKNOWN']);

/** A Loop habit as read from an export, before it becomes a goal. */
export interface LoopHabit {
  name: string;
  note: string;
  archived: boolean;
  /** A numerical (measurable) habit: values are amounts ×1000. */
  numerical: boolean;
  /** Minutes per unit when the habit measures time (minutes or hours), otherwise null. */
  minutesPerUnit: number | null;
  /** Raw checkmark values by 'yyyy-MM-dd' day. */
  values: ReadonlyMap<string, string>;
}

const MINUTE_UNITS = /^(m|min|mins|minute|minutes|minuto|minutos|minuten|分钟)\.?$/i;
const HOUR_UNITS = /^(h|hr|hrs|hour|hours|hora|horas|stunde|stunden|小时)\.?$/i;

/** Minutes per unit for a Loop unit such as 'minutes' or 'hours', or null. */
export function minutesPerUnit(unit: string): number | null {
  const text = unit.trim();
  if (MINUTE_UNITS.test(text)) return 1;
  if (HOUR_UNITS.test(text)) return 60;
  return null;
}

/** True when the values can only be a numerical habit's (amounts ×1000, not entry codes). */
export function looksNumerical(values: Iterable<string>): boolean {
  for (const raw of values) {
    const value = raw.trim();
    if (ENTRY_NAMES.has(value.toUpperCase()) || value === '') continue;
    const n = Number(value);
    if (Number.isFinite(n) && (n > 3 || n < -1 || !Number.isInteger(n))) return true;
  }
  return false;
}

/** A numerical value ×1000 as an amount; names and anything unreadable are 0. */
function amount(raw: string): number {
  const n = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(n) && n > 0 ? n / 1000 : 0;
}

/**
 * One session for a day's practice time: from noon, or earlier when it would run past
 * midnight; today's ends by now. Its id comes from the habit and the day.
 */
function daySession(
  habit: string,
  day: string,
  minutes: number,
  now: Date,
): PracticeSession | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const dayStart = new Date(y, m - 1, d).getTime();
  const dayEnd = Math.min(new Date(y, m - 1, d + 1).getTime(), now.getTime());
  const length = Math.round(Math.min(minutes * 60_000, dayEnd - dayStart));
  const start = Math.max(dayStart, Math.min(new Date(y, m - 1, d, 12).getTime(), dayEnd - length));
  const end = Math.min(start + length, dayEnd);
  if (end <= start || start < EARLIEST_SESSION_START) return null;
  return { id: stableSessionId('loop', habit, day), start, end, source: 'import' };
}

const localDayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
};

/** A habit as a goal: practice days from YES_MANUAL (or any amount), sessions for time habits. */
export function goalFromLoopHabit(habit: LoopHabit, now: Date, id: string): ImportedGoal {
  const name = habit.name.trim().slice(0, GOAL_NAME_MAX_LENGTH).trim() || UNTITLED_HABIT;
  const days: string[] = [];
  const sessions: PracticeSession[] = [];
  for (const [day, raw] of habit.values) {
    if (!isDayKey(day)) continue;
    if (!habit.numerical) {
      if (YES_MANUAL.has(raw.trim().toUpperCase())) days.push(day);
      continue;
    }
    const value = amount(raw);
    if (value <= 0) continue;
    const session =
      habit.minutesPerUnit === null
        ? null
        : daySession(name, day, value * habit.minutesPerUnit, now);
    if (session) sessions.push(session);
    else days.push(day);
  }
  sessions.sort((a, b) => a.start - b.start);
  const goal: Goal = {
    ...createGoal({ id, name, now }),
    note: habit.note.slice(0, NOTE_MAX_LENGTH),
    sessions,
  };
  const legacy = { practiceDays: sanitizeDays(days, now), sessions };
  const firstDay = legacy.practiceDays[0];
  const starts = sessions.map((s) => s.start);
  if (firstDay) starts.push(localDayStart(firstDay));
  if (starts.length > 0) goal.startDate = new Date(Math.min(...starts)).toISOString();
  if (habit.archived) {
    goal.completed = true;
    goal.completedDate = now.toISOString();
  }
  return { goal: withBaseline(goal, legacy, now), legacy };
}
