import { addWeeks } from 'date-fns/addWeeks';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BackToGoalsLink } from '@/components/ui/back-to-goals-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { encodeReview } from '@/domain/review/review-share';
import { weekReview, type GoalWeek } from '@/domain/review/weekly-review';
import { dayKey, parseDayKey, weekStart } from '@/domain/weeks';
import { nowDate } from '@/stores/clock';
import { useSessionsSince } from '@/stores/goals/full-log';
import { useGoals } from '@/stores/goals/goals.store';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { ReviewShareDialog } from './components/review-share-dialog';
import { ReviewWeeks } from './components/review-weeks';
import { weekRangeText } from './review-format';
import { SharedReviewView } from './shared-review-view';

/** As the goals page's toolbar buttons. */
const NAV_BUTTON = { variant: 'secondary', size: 'sm', className: 'h-9' } as const;

const weekLink = (date: Date, thisWeek: number) =>
  weekStart(date).getTime() === thisWeek ? '/review' : `/review?week=${dayKey(weekStart(date))}`;

/** The week asked for in the address (any of its days), never after this one. */
function askedWeek(search: string, now: Date): Date {
  const asked = parseDayKey(new URLSearchParams(search).get('week') ?? '');
  return asked && asked.getTime() < now.getTime() ? weekStart(asked) : weekStart(now);
}

/** A goal is reviewed while active, or when it has time in the week or the week before. */
const reviewed = (week: GoalWeek, before: GoalWeek | undefined, completed: boolean) =>
  !completed || week.ms > 0 || (before?.ms ?? 0) > 0;

/** /review: the person's own review, or someone's shared review behind ?share=ID. */
export default function ReviewRoute() {
  const shareId = new URLSearchParams(useLocation().search).get('share');
  return shareId ? <SharedReviewView shareId={shareId} /> : <ReviewPage />;
}

/** A week looked back on, goal by goal, beside the week before it. */
function ReviewPage() {
  const now = nowDate();
  const [sharing, setSharing] = useState(false);
  const week = askedWeek(useLocation().search, now);
  const previous = addWeeks(week, -1);
  const thisWeek = weekStart(now).getTime();
  const loaded = useSessionsSince(previous.getTime());
  const status = useGoals((s) => s.status);
  const goals = useGoals((s) => s.goals);
  const dayTotals = useGoals((s) => s.dayTotals);
  const allGoalsRest = useAllGoalsRest((s) => s.ranges);
  const ready = loaded && status === 'ready';
  const weekTime = week.getTime();
  const day = dayKey(now);
  const review = useMemo(() => {
    if (!ready) return null;
    const input = { goals, dayTotals, allGoalsRest, now: nowDate() };
    const shown = weekReview({ ...input, week: new Date(weekTime) });
    const before = weekReview({ ...input, week: addWeeks(weekTime, -1) });
    const completed = new Set(goals.filter((g) => g.completed).map((g) => g.id));
    const rows = shown.goals.map((g) => ({
      week: g,
      before: before.goals.find((b) => b.goalId === g.goalId),
    }));
    return {
      shown,
      before,
      rows: rows.filter((r) => reviewed(r.week, r.before, completed.has(r.week.goalId))),
    };
    // Counted again when the goals, their days, the rest days, the week or the day change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, goals, dayTotals, allGoalsRest, weekTime, day]);

  return (
    <section aria-labelledby="review-title" className="mx-auto max-w-4xl space-y-6">
      <div className="print:hidden">
        <BackToGoalsLink />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="review-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {weekTime === thisWeek ? "This week's review" : 'Weekly review'}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {review ? weekRangeText(review.shown.from, review.shown.to) : '\u00a0'}
          </p>
        </div>
        <nav aria-label="Weeks" className="flex gap-2 print:hidden">
          <Button asChild {...NAV_BUTTON}>
            <Link to={weekLink(previous, thisWeek)}>← Previous week</Link>
          </Button>
          <Button {...NAV_BUTTON} onClick={() => window.print()}>
            Print
          </Button>
          <Button {...NAV_BUTTON} disabled={!review?.rows.length} onClick={() => setSharing(true)}>
            Share
          </Button>
          {weekTime < thisWeek && (
            <Button asChild {...NAV_BUTTON}>
              <Link to={weekLink(addWeeks(week, 1), thisWeek)}>Next week →</Link>
            </Button>
          )}
        </nav>
      </div>

      {!review ? (
        <div role="status" className="flex flex-col items-center gap-4 py-24">
          <Spinner />
          <p className="text-sm font-medium text-slate-600">Loading your practice...</p>
        </div>
      ) : review.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No goals to review for this week.{' '}
          <Link to="/goals" className="font-semibold text-brand-700 hover:underline">
            Go to Goals
          </Link>
        </p>
      ) : (
        <ReviewWeeks ms={review.shown.ms} beforeMs={review.before.ms} rows={review.rows} />
      )}
      {review && sharing && (
        <ReviewShareDialog
          onClose={() => setSharing(false)}
          reviewText={() => encodeReview(review.shown, review.before, review.rows)}
        />
      )}
    </section>
  );
}
