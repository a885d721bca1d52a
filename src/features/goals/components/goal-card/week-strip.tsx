import { addDays } from 'date-fns/addDays';
import { cn } from '@/components/ui/cn';
import { DAY_MARK_CLASSES } from '@/components/ui/day-state-style';
import { DAY_STATE_WORDS, type DayState } from '@/domain/day-state';
import type { Goal } from '@/domain/goal';
import { formatHours, weekStripFor } from '@/domain/goal-progress';
import { dayKey, weekId } from '@/domain/weeks';
import { TrophyIcon } from './icons';
import { weekRange } from './week-range';

const WEEK_NAMES = ['This week', 'Last week', '2 weeks ago'];

/** The single view's strip: two weeks before the current one, then the current week. */
/** '4 practiced, 1 missed, 2 not planned': a week's days in words, for screen readers. */
function weekInWords(states: DayState[]): string {
  const counts = new Map<DayState, number>();
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  return [...counts].map(([state, n]) => `${n} ${DAY_STATE_WORDS[state]}`).join(', ');
}

interface WeekStripProps {
  goal: Pick<Goal, 'weeklyTrophies'>;
  today: Date;
  /** What each day ('yyyy-MM-dd') was by the goal's plan, as the calendar shows it. */
  stateOf: (day: string) => DayState;
}

export function WeekStrip({ goal, today, stateOf }: WeekStripProps) {
  const weeks = weekStripFor(goal, today);
  return (
    <ol aria-label="Last three weeks" className="grid grid-cols-3 gap-2">
      {weeks.map((week, index) => {
        const current = index === weeks.length - 1;
        const states = Array.from({ length: 7 }, (_, d) => stateOf(dayKey(addDays(week.start, d))));
        return (
          <li
            key={weekId(week.key)}
            aria-current={current ? 'date' : undefined}
            className={cn(
              'rounded-xl px-2 py-2.5 text-center ring-1',
              current ? 'bg-brand-50 ring-brand-100' : 'bg-slate-50 ring-slate-100',
            )}
          >
            <p className={cn('text-xs', current ? 'text-brand-700' : 'text-slate-500')}>
              {weekRange(week.start)}
            </p>
            <p
              className={cn(
                'text-[0.7rem] font-semibold',
                current ? 'text-brand-600' : 'text-slate-500',
              )}
            >
              {WEEK_NAMES[weeks.length - 1 - index] ?? ''}
            </p>
            <p className="mt-1.5 text-sm font-semibold text-slate-900 tabular-nums">
              <TrophyIcon className="mr-1 inline size-3.5 align-[-2px] text-amber-600" />
              <span className="sr-only">Trophies: </span>
              {week.trophies}
            </p>
            <p className="text-xs text-slate-600 tabular-nums">{formatHours(week.hours)} h</p>
            <p className="mt-1.5 flex justify-center gap-1">
              <span className="sr-only">Days: {weekInWords(states)}</span>
              {states.map((state, d) => (
                <span
                  key={d}
                  aria-hidden="true"
                  className={cn('size-2 rounded-sm', DAY_MARK_CLASSES[state])}
                />
              ))}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
