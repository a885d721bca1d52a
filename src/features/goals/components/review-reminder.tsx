import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { weekToLookBackOn } from '@/domain/review/review-reminder';
import { nowDate } from '@/stores/clock';
import { markReviewWeekSeen, seenReviewWeek } from '@/stores/review/seen-review-week';

/**
 * On a week's first days, a note that offers last week's review, until opened or dismissed on
 * this device.
 */
export function ReviewReminder() {
  const week = weekToLookBackOn(nowDate());
  const [seen, setSeen] = useState(seenReviewWeek);
  if (!week || seen === week) return null;
  const markSeen = () => {
    markReviewWeekSeen(week);
    setSeen(week);
  };
  return (
    <aside
      aria-label="Last week's review"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <p>A new week has begun. Look back on the last one: its hours, plan, values and notes.</p>
      <div className="flex gap-2">
        <Button asChild size="sm" className="h-9">
          <Link to={`/review?week=${week}`} onClick={markSeen}>
            Last week&apos;s review
          </Link>
        </Button>
        <Button variant="secondary" size="sm" className="h-9" onClick={markSeen}>
          Dismiss
        </Button>
      </div>
    </aside>
  );
}
