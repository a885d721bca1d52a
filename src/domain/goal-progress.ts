import type { Goal } from './goal';
import { dayFigures, type DayTotals } from './day-figures';
import {
  MS_PER_HOUR,
  findOverlap,
  sortSessions,
  totalTrophies,
  validateSession,
  type PracticeSession,
  type SessionSource,
} from './practice-sessions';
import { medalsFor } from './medals';
import { levelAfter } from './skill-levels';
import { tallyDays, tallyOf } from './tally';
import { weeklyGoalOfWeek } from './weekly-goal-history';
import type { ClosedYears } from './year-summary';
import { sameWeekKey, weekStrip, type WeekKey } from './weeks';

/**
 * How recomputeGoal sets currentLevel:
 * - 'keep-earned': levelAfter(current level, total) — only ever raises. Used when loading goals
 *   and when time is added (timer stop, manual session), as the spec's timer stop does.
 * - 'from-total': levelAfter(1, total) — from scratch. Used after a session is edited or deleted,
 *   so a correction is honest and can take back a level that mistaken time had earned.
 */
export type LevelRule = 'keep-earned' | 'from-total';

export type GoalChange = { ok: true; goal: Goal } | { ok: false; error: string };

/**
 * What a goal's figures come from when only some of its sessions are loaded: its day totals
 * (its tally's, session-window.ts) and its summed-up years (year-summary.ts).
 */
export interface GoalPractice {
  days: DayTotals;
  closed?: ClosedYears;
}

/**
 * Derives every figure from the goal's practice (by default the day totals of its session log;
 * a goal whose older sessions are not loaded passes its tally's) plus the imported baseline:
 * totalTimeSpent, weeklyTimeSpent (the week of `now`), practiceDays, weeklyTrophies,
 * trophies, currentLevel and medals. Each week's trophies count with the weekly goal that week
 * had (weekly-goal-history.ts). Pure: returns a new goal.
 */
export function recomputeGoal(
  goal: Goal,
  now: Date,
  levelRule: LevelRule = 'keep-earned',
  practice?: GoalPractice,
): Goal {
  const sessions = goal.sessions ?? [];
  const days = practice?.days ?? tallyDays(tallyOf(sessions));
  const baseline = goal.imported;
  const figures = dayFigures(
    days,
    now,
    weeklyGoalOfWeek(goal.weeklyGoalHistory, goal.weeklyGoal),
    baseline?.weeks,
    baseline?.practiceDays,
    practice?.closed,
  );
  const totalTimeSpent = figures.totalHours + (baseline?.totalHours ?? 0);
  const { weeklyTrophies, practiceDays } = figures;
  const fromLevel = levelRule === 'keep-earned' ? goal.currentLevel : 1;
  const currentLevel = levelAfter(fromLevel, totalTimeSpent);

  return {
    ...goal,
    sessions,
    totalTimeSpent,
    weeklyTimeSpent: figures.weekHours,
    periodTimeSpent: { today: figures.todayHours, month: figures.monthHours },
    practiceDays,
    weeklyTrophies,
    trophies: totalTrophies(weeklyTrophies),
    currentLevel,
    medals: medalsFor({
      sessionCount: figures.sessionCount,
      currentLevel,
      practiceDayCount: practiceDays.length,
      weeklyTrophies,
    }),
  };
}

function uniqueId(sessions: readonly PracticeSession[], wanted: string): string {
  const taken = new Set(sessions.map((s) => s.id));
  if (!taken.has(wanted)) return wanted;
  let n = 2;
  while (taken.has(`${wanted}-${n}`)) n += 1;
  return `${wanted}-${n}`;
}

/**
 * Timer Stop: logs [startMs, endMs) as a 'timer' session and recomputes for the moment of the
 * stop. The level only rises. Overlap with other sessions is not refused: the timer measured it.
 */
export function applyTimerStop(
  goal: Goal,
  startMs: number,
  endMs: number,
  id = `timer-${startMs}`,
): GoalChange {
  const error = validateSession({ start: startMs, end: endMs }, endMs);
  if (error) return { ok: false, error };
  const session: PracticeSession = {
    id: uniqueId(goal.sessions, id),
    start: startMs,
    end: endMs,
    source: 'timer',
  };
  const sessions = sortSessions([...goal.sessions, session]);
  return { ok: true, goal: recomputeGoal({ ...goal, sessions }, new Date(endMs), 'keep-earned') };
}

const OVERLAP_ERROR = 'This session overlaps another session of this goal.';

/**
 * Adds a session typed in by the user (or one from an import). Refused when invalid, when its
 * id is taken, or when it overlaps an existing session (that time would count twice).
 */
export function addManualSession(
  goal: Goal,
  input: Pick<PracticeSession, 'id' | 'start' | 'end'>,
  now: Date,
  source: SessionSource = 'manual',
): GoalChange {
  const error = validateSession(input, now.getTime());
  if (error) return { ok: false, error };
  if (goal.sessions.some((s) => s.id === input.id)) {
    return { ok: false, error: 'A session with this id already exists.' };
  }
  if (findOverlap(goal.sessions, input)) return { ok: false, error: OVERLAP_ERROR };
  const session: PracticeSession = { id: input.id, start: input.start, end: input.end, source };
  const sessions = sortSessions([...goal.sessions, session]);
  return { ok: true, goal: recomputeGoal({ ...goal, sessions }, now, 'keep-earned') };
}

/** Changes a session's start and end (its source stays). The level is recomputed from scratch. */
export function editSession(
  goal: Goal,
  sessionId: string,
  changes: Pick<PracticeSession, 'start' | 'end'>,
  now: Date,
): GoalChange {
  const existing = goal.sessions.find((s) => s.id === sessionId);
  if (!existing) return { ok: false, error: 'That session no longer exists.' };
  const edited: PracticeSession = { ...existing, start: changes.start, end: changes.end };
  const error = validateSession(edited, now.getTime());
  if (error) return { ok: false, error };
  if (findOverlap(goal.sessions, edited)) return { ok: false, error: OVERLAP_ERROR };
  const sessions = sortSessions(goal.sessions.map((s) => (s.id === sessionId ? edited : s)));
  return { ok: true, goal: recomputeGoal({ ...goal, sessions }, now, 'from-total') };
}

/** Removes a session. The level is recomputed from scratch. */
export function deleteSession(goal: Goal, sessionId: string, now: Date): GoalChange {
  if (!goal.sessions.some((s) => s.id === sessionId)) {
    return { ok: false, error: 'That session no longer exists.' };
  }
  const sessions = goal.sessions.filter((s) => s.id !== sessionId);
  return { ok: true, goal: recomputeGoal({ ...goal, sessions }, now, 'from-total') };
}

/** Hours this week against the weekly goal, 0–100. */
export function weeklyProgressPercent(goal: Pick<Goal, 'weeklyTimeSpent' | 'weeklyGoal'>): number {
  if (!(goal.weeklyGoal > 0) || !(goal.weeklyTimeSpent > 0)) return 0;
  return Math.min(100, (goal.weeklyTimeSpent / goal.weeklyGoal) * 100);
}

/** Hours to one decimal: 1.25 -> '1.3', 0 -> '0.0'. Non-finite values show as '0.0'. */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours)) return '0.0';
  const rounded = Math.round(hours * 10) / 10;
  return (rounded === 0 ? 0 : rounded).toFixed(1);
}

/** Milliseconds as hours to one decimal with their unit: 5_400_000 -> '1.5 h'. */
export const formatMsAsHours = (ms: number): string => `${formatHours(ms / MS_PER_HOUR)} h`;

export interface WeekSummary {
  start: Date;
  key: WeekKey;
  hours: number;
  trophies: number;
}

/** The single-column card's strip: two weeks before the week of `today`, then that week. */
export function weekStripFor(goal: Pick<Goal, 'weeklyTrophies'>, today: Date): WeekSummary[] {
  return weekStrip(today).map(({ start, key }) => {
    const entry = goal.weeklyTrophies.find((e) => sameWeekKey(e, key));
    return { start, key, hours: entry?.weeklyTimeSpent ?? 0, trophies: entry?.trophies ?? 0 };
  });
}
