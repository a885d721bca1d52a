import { cn } from '@/components/ui/cn';
import type { Goal } from '@/domain/goal';
import { formatHours, weekStripFor } from '@/domain/goal-progress';
import { weekId } from '@/domain/weeks';
import { TrophyIcon } from './icons';
import { weekRange } from './week-range';

const WEEK_NAMES = ['This week', 'Last week', '2 weeks ago'];

/** The single view's strip: two weeks before the current one, then the current week. */
export function WeekStrip({ goal, today }: { goal: Pick<Goal, 'weeklyTrophies'>; today: Date }) {
  const weeks = weekStripFor(goal, today);
  return (
    <ol aria-label="Last three weeks" className="grid grid-cols-3 gap-2">
      {weeks.map((week, index) => {
        const current = index === weeks.length - 1;
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
          </li>
        );
      })}
    </ol>
  );
}
