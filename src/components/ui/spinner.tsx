import { cn } from './cn';

/**
 * A spinning ring; `className` replaces its size and ring width (default `size-8 border-4`).
 * Both are never given at once: `cn` does not merge classes, and the later of two sizes in the
 * stylesheet, not in the list, would win.
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
