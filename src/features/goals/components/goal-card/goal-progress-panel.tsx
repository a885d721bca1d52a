import type { ReactNode } from 'react';
import { relativeTime, shortDate } from '@/domain/display-dates';
import type { Goal } from '@/domain/goal';
import { formatHours, weeklyProgressPercent } from '@/domain/goal-progress';
import { weeklyHoursGoal } from '@/domain/goal-settings';
import { skillLevel } from '@/domain/skill-levels';
import { ProgressBar } from './progress-bar';

type ProgressGoal = Pick<
  Goal,
  'currentLevel' | 'startDate' | 'weeklyTimeSpent' | 'weeklyGoal' | 'totalTimeSpent' | 'settings'
>;

/** 'Started 3 months ago' and 'since Jan 5, 2026'; a start in the future counts as now. */
function startedText(startDate: string, now: Date): { ago: string; since: string } | null {
  const start = new Date(startDate);
  if (Number.isNaN(start.getTime())) return null;
  const from = start > now ? now : start;
  return {
    ago: `Started ${relativeTime(from, now)}`,
    since: `since ${shortDate(start)}`,
  };
}

/**
 * Level, time since start and the hours this week, with a bar against the weekly goal when the
 * person set one in hours.
 */
export function GoalProgressPanel({
  goal,
  now,
  badge,
}: {
  goal: ProgressGoal;
  now: Date;
  /** Shown after the level, e.g. the Running badge. */
  badge?: ReactNode;
}) {
  const level = skillLevel(goal.currentLevel);
  const started = startedText(goal.startDate, now);
  const weeklyGoal = weeklyHoursGoal(goal);
  const week = formatHours(goal.weeklyTimeSpent);
  const target = weeklyGoal === null ? null : formatHours(weeklyGoal);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 ring-1 ring-brand-100">
          Level {goal.currentLevel} · {level.name}
        </span>
        {badge}
        {started && (
          <span className="text-slate-500">
            {started.ago} <span className="text-slate-500">· {started.since}</span>
          </span>
        )}
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-slate-700">
            <span className="tabular-nums">
              {week}
              {target !== null && ` / ${target}`} h
            </span>{' '}
            this week
          </span>
          <span className="text-xs text-slate-500 tabular-nums">
            Total {formatHours(goal.totalTimeSpent)} h
          </span>
        </div>
        {target !== null && (
          <ProgressBar
            label="Weekly progress"
            percent={weeklyProgressPercent(goal)}
            valueText={`${week} of ${target} hours this week`}
            color="bg-brand-600"
            className="h-2.5 bg-slate-100"
          />
        )}
      </div>
    </div>
  );
}
