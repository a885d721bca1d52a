import { readSharedReview } from '@/actions/review-share';
import { BackToMyGoalsLink, ShareReadFailure } from '@/components/share/shared-view-parts';
import { useShareRead } from '@/components/share/use-share-read';
import { FullScreenLoading } from '@/components/ui/spinner';
import { dateTime } from '@/domain/display-dates';
import { ReviewWeeks } from './components/review-weeks';
import { weekRangeText } from './review-format';

/** Someone's weekly review behind /review?share=ID: read-only, or why the link no longer works. */
export function SharedReviewView({ shareId }: { shareId: string }) {
  const state = useShareRead(shareId, readSharedReview);

  if (state.status === 'loading') return <FullScreenLoading />;
  if (state.status !== 'ok') {
    return <ShareReadFailure title="Shared weekly review" status={state.status} />;
  }

  const { review, expiresAt } = state;
  return (
    <section aria-labelledby="shared-title" className="mx-auto max-w-4xl space-y-6 pb-24">
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900 print:hidden"
      >
        <p className="font-semibold">Shared weekly review — read only</p>
        <p className="text-sm">Link valid until {dateTime(expiresAt)}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="shared-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Shared weekly review
          </h1>
          <p className="mt-1 text-sm text-slate-600">{weekRangeText(review.from, review.to)}</p>
        </div>
        <BackToMyGoalsLink />
      </div>
      {review.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No goals in this review.
        </p>
      ) : (
        <ReviewWeeks ms={review.ms} beforeMs={review.beforeMs} rows={review.rows} />
      )}
    </section>
  );
}
