import { cn } from './cn';

/**
 * A spinning ring; `className` replaces its default size and ring width (`size-8 border-4`)
 * rather than adding to them: `cn` does not merge classes, and of two sizes side by side the
 * stylesheet's order, not the list's, would choose.
 */
export function Spinner({ className = 'size-8 border-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-brand-100 border-t-brand-600',
        className,
      )}
    />
  );
}

/** Full-screen state shown while the session is being restored. */
export function FullScreenLoading() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <Spinner />
      <p className="text-sm font-medium text-slate-600">Loading...</p>
    </div>
  );
}
