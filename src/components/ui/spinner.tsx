import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600',
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
