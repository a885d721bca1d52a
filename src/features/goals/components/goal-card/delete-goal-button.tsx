import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { confirmDeleteGoal, deleteGoalMessage } from './delete-goal';
import { DANGER_ICON_BUTTON, TrashIcon } from './icons';

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
      )}
    </>
  );
}
