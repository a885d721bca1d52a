import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { useGoals, type GoalsData } from '@/stores/goals/goals.store';
import { openTabs } from '@/stores/sync/tab-presence';
import { onUnsentElsewhere, unsentElsewhere } from '@/stores/sync/tab-unsent-channel';
import { useTimer } from '@/stores/timer/timer.store';

const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');
const RunningTimerQuestion = lazyNamed(
  () => import('./running-timer-question'),
  'RunningTimerQuestion',
);

/** How long sign-out waits for changes on their way to the server before it asks. */
export const SIGN_OUT_WAIT_MS = 3000;

/**
 * What is not on the server yet: this browser's outbox (every tab's kept changes), this tab's
 * writes, and the changes other open tabs hold in memory only (storage full), as they tell.
 */
function unsentOf(
  { uid, hasPendingWrites, outbox }: Pick<GoalsData, 'uid' | 'hasPendingWrites' | 'outbox'>,
  open: ReadonlySet<string> | null,
): 'refused' | 'sending' | 'none' {
  if (outbox.some((entry) => entry.refused)) return 'refused';
  const elsewhere = uid ? unsentElsewhere(uid, open) : 0;
  return outbox.length > 0 || hasPendingWrites || elsewhere > 0 ? 'sending' : 'none';
}

/** Resolves true once nothing is on its way to the server, false after `ms`. */
function allSent(ms: number, open: ReadonlySet<string> | null): Promise<boolean> {
  return new Promise((resolve) => {
    const sent = () => unsentOf(useGoals.getState(), open) === 'none';
    const done = (answer: boolean) => {
      stopGoals();
      stopTabs();
      clearTimeout(timer);
      resolve(answer);
    };
    const stopGoals = useGoals.subscribe(() => sent() && done(true));
    const stopTabs = onUnsentElsewhere(() => sent() && done(true));
    const timer = setTimeout(() => done(sent()), ms);
  });
}

/**
 * Changes that would be lost if the local cache went now: a refused one, or any still on its
 * way once the short wait is over (at once while offline, where waiting cannot help).
 */
export async function hasUnsyncedChanges(online = navigator.onLine): Promise<boolean> {
  const open = await openTabs().catch(() => null);
  const unsent = unsentOf(useGoals.getState(), open);
  if (unsent !== 'sending') return unsent === 'refused';
  return !online || !(await allSent(SIGN_OUT_WAIT_MS, open));
}

const runningTimerGoal = () => {
  const { timer, goals } = useGoals.getState();
  if (!timer?.isRunning) return null;
  return goals.find((g) => g.id === timer.goalId)?.name ?? 'a goal';
};

/**
 * Sign-out clears this device's copy of the user's data, so it asks first when changes have
 * not reached the server (offline, too slow, or a write that failed). A running timer is
 * offered to be stopped and logged first.
 */
export function useGuardedSignOut(signOut: () => void) {
  const [state, setState] = useState<'idle' | 'timer' | 'saving' | 'asking'>('idle');
  const afterTimer = async () => {
    setState('saving');
    const unsynced = await hasUnsyncedChanges();
    setState(unsynced ? 'asking' : 'idle');
    if (!unsynced) signOut();
  };
  const request = () => {
    if (state !== 'idle') return;
    if (runningTimerGoal() !== null) setState('timer');
    else void afterTimer();
  };
  const stopAndLog = () => {
    // A run over 24 hours opens its own choice of what to log; sign-out waits for that.
    if (useTimer.getState().stop().ok) void afterTimer();
    else setState('idle');
  };
  const dialog =
    state === 'timer' ? (
      <Suspense fallback={null}>
        <RunningTimerQuestion
          goalName={runningTimerGoal() ?? 'a goal'}
          onStopAndLog={stopAndLog}
          onKeepRunning={() => void afterTimer()}
          onCancel={() => setState('idle')}
        />
      </Suspense>
    ) : state === 'saving' ? (
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
  return { request, dialog };
}
