import { Link } from 'react-router-dom';

/** No session in any goal yet: how to start. */
export function InsightsEmpty() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-10">
      <h2 className="text-lg font-semibold text-slate-900">No practice to show yet</h2>
      <p className="mt-1 text-sm text-slate-600">How to start:</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Add a goal on the Goals page.</li>
        <li>
          Press Timer on its card and Stop when you finish, or add a session you already did under
          Sessions.
        </li>
        <li>Come back here to see your days fill in, your streaks and your hours per week.</li>
      </ol>
      <Link
        to="/goals"
        className="mt-5 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Go to Goals
      </Link>
    </div>
  );
}
