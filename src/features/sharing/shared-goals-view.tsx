import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { dateTime } from '@/domain/display-dates';
import { readSharedGoals, type SharedGoalsRead } from '@/actions/shared-goals';
import { SharedGoalCard } from './shared-goal-card';

type ViewState = SharedGoalsRead | { status: 'loading' } | { status: 'error' };

interface SharedGoalsViewProps {
  shareId: string;
}

const MESSAGES = {
  expired:
    'This share link is no longer available: it may have expired or been revoked. Ask for a new one.',
  missing: 'This share link was not found. Check the link or ask for a new one.',
  error: 'This share link could not be loaded. Check your connection and try again.',
} as const;

function BackLink() {
  return (
    <Link
      to="/goals"
      className="inline-flex h-9 items-center rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      ← Back to my goals
    </Link>
  );
}

/** Someone's shared goals behind ?share=ID: read-only, or why the link no longer works. */
export function SharedGoalsView({ shareId }: SharedGoalsViewProps) {
  const [loaded, setLoaded] = useState<{ id: string; state: ViewState } | null>(null);
  const state: ViewState = loaded?.id === shareId ? loaded.state : { status: 'loading' };

  useEffect(() => {
    let live = true;
    readSharedGoals(shareId).then(
      (result) => live && setLoaded({ id: shareId, state: result }),
      (error: unknown) => {
        console.error('Loading the shared goals failed', error);
        if (live) setLoaded({ id: shareId, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [shareId]);

  if (state.status === 'loading') return <FullScreenLoading />;
  if (state.status !== 'ok') {
    return (
      <section
        aria-labelledby="shared-title"
        className="mx-auto max-w-xl space-y-4 py-10 text-center"
      >
        <h1 id="shared-title" className="text-2xl font-bold text-slate-900">
          Shared goals
        </h1>
        <p
          role="alert"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {MESSAGES[state.status]}
        </p>
        <BackLink />
      </section>
    );
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
        <BackLink />
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
