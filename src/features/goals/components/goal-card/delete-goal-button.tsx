import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { confirmDeleteGoal, deleteGoalMessage } from './delete-goal';
import { DANGER_ICON_BUTTON, TrashIcon } from './icons';

const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');

export function DeleteGoalButton({ goalId, name }: { goalId: string; name: string }) {
  const [asking, setAsking] = useState(false);
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
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Delete goal"
            message={deleteGoalMessage(name)}
            confirmLabel="Delete"
            danger
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void confirmDeleteGoal(goalId);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
