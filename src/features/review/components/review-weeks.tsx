import type { ReviewRow } from '@/domain/review/review-share';
import { hoursText } from '../review-format';
import { GoalWeekCard } from './goal-week-card';

/** The week's hours beside the week before, then each goal's card: the owner's and a link's. */
export function ReviewWeeks({
  ms,
  beforeMs,
  rows,
}: {
  ms: number;
  beforeMs: number;
  rows: readonly ReviewRow[];
}) {
  return (
    <>
      <p className="text-sm text-slate-700">
        <strong className="text-base font-semibold text-slate-900 tabular-nums">
          {hoursText(ms)}
        </strong>{' '}
        practiced · the week before {hoursText(beforeMs)}
      </p>
      {rows.map(({ week, before }) => (
        <GoalWeekCard key={week.goalId} week={week} before={before} />
      ))}
    </>
  );
}
