import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface AdLinkProps {
  url: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** Opens the campaign in a new tab without an opener (and without a referrer). */
export function AdLink({ url, children, className, onClick }: AdLinkProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-lg font-semibold text-brand-700 hover:text-brand-800 hover:underline',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </a>
  );
}

/** The small label that marks promotional content as such. */
export function SponsoredTag({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-amber-800',
        className,
      )}
    >
      Sponsored
    </span>
  );
}

/** Hides an ad (for the session when its way is persistent). */
export function DismissAdButton({ onClick }: { onClick(): void }) {
  return (
    <button
      type="button"
      aria-label="Dismiss"
      onClick={onClick}
      className="-my-1 grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true">✕</span>
    </button>
  );
}
