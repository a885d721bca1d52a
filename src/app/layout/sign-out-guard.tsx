import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { useGoals } from '@/stores/goals/goals.store';

const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');

/** Changes that would be lost if the local cache went now. */
export function hasUnsyncedChanges(online = navigator.onLine): boolean {
  const { hasPendingWrites, outbox } = useGoals.getState();
  return (
    outbox.some((entry) => entry.refused) || ((outbox.length > 0 || hasPendingWrites) && !online)
  );
}

/**
 * Sign-out clears this device's copy of the user's data, so it asks first when changes have
 * not reached the server (offline, or a write that failed).
 */
export function useGuardedSignOut(signOut: () => void) {
  const [asking, setAsking] = useState(false);
  const request = () => (hasUnsyncedChanges() ? setAsking(true) : signOut());
  const dialog = asking ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title="Sign out?"
        message="Some of your changes have not reached the server yet. If you sign out now, they will be lost."
        confirmLabel="Sign out anyway"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          signOut();
        }}
      />
    </Suspense>
  ) : null;
  return { request, dialog };
}
