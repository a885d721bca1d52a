import { Navigate } from 'react-router-dom';
import { BackToMyGoalsLink, ShareReadFailure } from '@/components/share/shared-view-parts';
import { useShareRead } from '@/components/share/use-share-read';
import { FullScreenLoading } from '@/components/ui/spinner';
import { dateTime } from '@/domain/display-dates';
import { readSharedGoals } from '@/actions/shared-goals';
import { SharedGoalCard } from './shared-goal-card';

interface SharedGoalsViewProps {
  shareId: string;
}

/** Someone's shared goals behind ?share=ID: read-only, or why the link no longer works. */
export function SharedGoalsView({ shareId }: SharedGoalsViewProps) {
  const state = useShareRead(shareId, readSharedGoals);

  if (state.status === 'loading') return <FullScreenLoading />;
  if (state.status !== 'ok') return <ShareReadFailure title="Shared goals" status={state.status} />;

  // A weekly review's link opened on the goals page shows the review.
  if (state.record.review !== undefined) {
    return <Navigate to={`/review?share=${encodeURIComponent(shareId)}`} replace />;
  }
  const { goals, expiresAt } = state.record;
  const today = new Date();
  return (
    <section aria-labelledby="shared-title" className="space-y-6 pb-24">
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900"
      >
        <p className="font-semibold">Shared goals — read only</p>
        <p className="text-sm">Link valid until {dateTime(expiresAt)}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="shared-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Shared goals
        </h1>
        <BackToMyGoalsLink />
      </div>
      {goals.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No goals in this share.
        </p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
          aria-label="Shared goals"
        >
          {goals.map((goal, index) => (
            <li key={index}>
              <SharedGoalCard goal={goal} today={today} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
