import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { useFullSessionLog } from '@/stores/goals/full-log';
import { useTimer } from '@/stores/timer/timer.store';
import { confirmDeleteGoal, deleteGoalMessage } from './delete-goal';
import { DANGER_ICON_BUTTON, TrashIcon } from './icons';

const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');

/** The delete names every session of the goal: they load while the person is asked. */
function LoadWholeLog() {
  useFullSessionLog();
  return null;
}

export function DeleteGoalButton({ goalId, name }: { goalId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const timerRunning = useTimer((s) => s.timer?.goalId === goalId);
  return (
    <>
      <button
        type="button"
        aria-label="Delete goal"
        className={DANGER_ICON_BUTTON}
        onClick={() => setAsking(true)}
      >
        <TrashIcon />
      </button>
      {asking && <LoadWholeLog />}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Delete goal"
            message={deleteGoalMessage(name, timerRunning)}
            confirmLabel="Delete"
            danger
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              confirmDeleteGoal(goalId);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
