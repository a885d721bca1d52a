import { cn } from '@/components/ui/cn';
import type { Goal } from '@/domain/goal';
import { targetProgress } from '@/domain/goal-target-progress';
import { ProgressBar } from './progress-bar';

type TargetGoal = Pick<
  Goal,
  'settings' | 'sessions' | 'practiceDays' | 'startDate' | 'weeklyTimeSpent' | 'periodTimeSpent'
>;

const PERIOD_LABEL = {
  today: 'Today',
  'this week': 'This week',
  'this month': 'This month',
  'since start': 'Since start',
} as const;

/** Progress toward the goal's own target (settings), e.g. '2 / 3 books', with a bar. */
export function TargetProgress({
  goal,
  now,
  compact = false,
}: {
  goal: TargetGoal;
  now: Date;
  /** The three view's smaller line. */
  compact?: boolean;
}) {
  const progress = targetProgress(goal, now);
  return (
    <div className={cn(!compact && 'rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100')}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">
          Target <span className="text-slate-500">· {PERIOD_LABEL[progress.period]}</span>
        </span>
        <span
          data-testid="target-progress"
          className="font-semibold whitespace-nowrap text-slate-900 tabular-nums"
        >
          {progress.text}
        </span>
      </div>
      <ProgressBar
        label="Target progress"
        percent={progress.percent}
        valueText={`${progress.text} ${progress.period}`}
        color="bg-violet-500"
        className={cn('bg-slate-200/70', compact ? 'h-1.5' : 'h-2')}
      />
    </div>
  );
}
