import { describePlan, type PracticePlan } from '@/domain/practice-plan';
import { countText as count, type Streaks } from '@/domain/streaks';

/** The plan in a few words, the current streak and the longest. */
export function StreakLine({ plan, streaks }: { plan: PracticePlan; streaks: Streaks }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
        <span className="sr-only">Practice plan: </span>
        {describePlan(plan)}
      </span>
      <span>
        Streak{' '}
        <strong className="font-semibold text-slate-900 tabular-nums">
          {count(streaks.current, streaks.unit)}
        </strong>
      </span>
      <span>
        Best{' '}
        <strong className="font-semibold text-slate-900 tabular-nums">
          {count(streaks.longest, streaks.unit)}
        </strong>
      </span>
    </p>
  );
}
