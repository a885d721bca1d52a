import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { useTimer } from '@/stores/timer/timer.store';

const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');

/** Reset throws the run away unlogged, so it asks first: it sits one tap from Stop. */
export function ResetTimerButton({ goalName }: { goalName: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {/* Not a ghost Button: its dark text would win over a light one on this dark pill. */}
      <button
        type="button"
        className="inline-flex h-8 items-center rounded-lg px-2 text-sm min-[420px]:px-3 font-semibold text-slate-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        onClick={() => setConfirming(true)}
      >
        Reset
      </button>
      <Suspense fallback={null}>
        {confirming && (
          <ConfirmDialog
            open
            title="Reset the timer?"
            message={`The time of this run of ${goalName} will not be logged.`}
            confirmLabel="Reset"
            danger
            onConfirm={() => {
              setConfirming(false);
              useTimer.getState().reset();
            }}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Suspense>
    </>
  );
}
