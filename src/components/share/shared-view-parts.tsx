import { Link } from 'react-router-dom';
import { SHARE_READ_MESSAGES, type ShareReadFailureStatus } from './use-share-read';

export function BackToMyGoalsLink() {
  return (
    <Link
      to="/goals"
      className="inline-flex h-9 items-center rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
    >
      ← Back to my goals
    </Link>
  );
}

/** Why a share link shows nothing, under the view's title. */
export function ShareReadFailure({
  title,
  status,
}: {
  title: string;
  status: ShareReadFailureStatus;
}) {
  return (
    <section
      aria-labelledby="shared-title"
      className="mx-auto max-w-xl space-y-4 py-10 text-center"
    >
      <h1 id="shared-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
        {SHARE_READ_MESSAGES[status]}
      </p>
      <BackToMyGoalsLink />
    </section>
  );
}
