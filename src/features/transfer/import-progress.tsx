import { useEffect } from 'react';
import { InCornerStack } from '@/components/ui/corner-stack';
import { importProgressText, type ImportProgressState } from './import-plan';

/**
 * The sessions an import has saved so far, as a bar with its text, and the browser's question
 * before the page is closed meanwhile (what is not saved yet would be left out). It floats in the
 * corner stack, above a running timer, never over its buttons.
 */
export function ImportProgress({ progress }: { progress: ImportProgressState }) {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  const text = importProgressText(progress);
  const percent = progress.total > 0 ? (100 * progress.saved) / progress.total : 0;
  return (
    <InCornerStack place="progress">
      {/* A landmark of its own, as the running timer is: it floats outside the page's main. */}
      <aside
        aria-label="Import"
        className="w-full rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        <p className="text-sm text-slate-700" aria-hidden="true">
          {text}
        </p>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.saved}
          aria-valuetext={text}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </aside>
    </InCornerStack>
  );
}
