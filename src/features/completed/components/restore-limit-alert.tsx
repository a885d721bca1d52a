import { Link } from 'react-router-dom';

interface RestoreLimitAlertProps {
  limit: number;
  onDismiss(): void;
}

/** Shown instead of restoring when the goals would not fit under the plan's cap. */
export function RestoreLimitAlert({ limit, onDismiss }: RestoreLimitAlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          Restoring would exceed your plan&apos;s limit of {limit} active goals. Upgrade your plan
          or complete other goals first.
        </p>
        <Link
          to="/subscription"
          className="mt-1 inline-block rounded text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          View plans
        </Link>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="-m-1 rounded p-1 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}
