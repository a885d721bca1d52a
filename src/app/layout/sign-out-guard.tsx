import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { useGoals, type GoalsData } from '@/stores/goals/goals.store';

const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');

/** How long sign-out waits for changes on their way to the server before it asks. */
export const SIGN_OUT_WAIT_MS = 3000;

function unsentOf({
  hasPendingWrites,
  outbox,
}: Pick<GoalsData, 'hasPendingWrites' | 'outbox'>): 'refused' | 'sending' | 'none' {
  if (outbox.some((entry) => entry.refused)) return 'refused';
  return outbox.length > 0 || hasPendingWrites ? 'sending' : 'none';
}

/** Resolves true once nothing is on its way to the server, false after `ms`. */
function allSent(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (sent: boolean) => {
      unsubscribe();
      clearTimeout(timer);
      resolve(sent);
    };
    const unsubscribe = useGoals.subscribe((state) => unsentOf(state) === 'none' && done(true));
    const timer = setTimeout(() => done(unsentOf(useGoals.getState()) === 'none'), ms);
  });
}

/**
 * Changes that would be lost if the local cache went now: a refused one, or any still on its
 * way once the short wait is over (at once while offline, where waiting cannot help).
 */
export async function hasUnsyncedChanges(online = navigator.onLine): Promise<boolean> {
  const unsent = unsentOf(useGoals.getState());
  if (unsent !== 'sending') return unsent === 'refused';
  return !online || !(await allSent(SIGN_OUT_WAIT_MS));
}

/**
 * Sign-out clears this device's copy of the user's data, so it asks first when changes have
 * not reached the server (offline, too slow, or a write that failed).
 */
export function useGuardedSignOut(signOut: () => void) {
  const [state, setState] = useState<'idle' | 'saving' | 'asking'>('idle');
  const request = async () => {
    if (state !== 'idle') return;
    setState('saving');
    const unsynced = await hasUnsyncedChanges();
    setState(unsynced ? 'asking' : 'idle');
    if (!unsynced) signOut();
  };
  const dialog =
    state === 'saving' ? (
      <p
        role="status"
        className="fixed inset-x-4 top-4 z-50 mx-auto max-w-sm rounded-xl bg-slate-900 px-4 py-3 text-center text-sm text-white shadow-lg"
      >
        Saving your last changes before signing out…
      </p>
    ) : state === 'asking' ? (
      <Suspense fallback={null}>
        <ConfirmDialog
          open
          title="Sign out?"
          message="Some of your changes have not reached the server yet. If you sign out now, they will be lost."
          confirmLabel="Sign out anyway"
          danger
          onCancel={() => setState('idle')}
          onConfirm={() => {
            setState('idle');
            signOut();
          }}
        />
      </Suspense>
    ) : null;
  return { request: () => void request(), dialog };
}
