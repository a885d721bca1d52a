import { Button } from '@/components/ui/button';
import { showingRange } from '@/domain/admin-users';

interface PagerProps {
  /** Names the navigation, e.g. 'Users pages'. */
  label: string;
  page: number;
  /** Rows on the page; null while it loads. */
  rows: number | null;
  canGoBack: boolean;
  canGoOn: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** 'Page 2 · Showing 26–50' with Previous and Next, each disabled at its end (or loading). */
export function Pager({ label, page, rows, canGoBack, canGoOn, onPrevious, onNext }: PagerProps) {
  const loading = rows === null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page}
        {rows !== null && ` · ${showingRange(page, rows)}`}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={loading || !canGoBack} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={loading || !canGoOn} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
