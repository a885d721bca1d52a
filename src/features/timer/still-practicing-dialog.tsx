import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { elapsedMs } from '@/domain/timer';
import { formatHours } from '@/domain/goal-progress';
import { MAX_SESSION_MS, MS_PER_HOUR } from '@/domain/practice-sessions';
import { useTimer } from '@/stores/timer/timer.store';

/** A timer left running for hours asks before it logs a day's worth of time. */
export function StillPracticingDialog({ goalName, onStop }: { goalName: string; onStop(): void }) {
  const open = useTimer((s) => s.askingStillPracticing);
  const hours = useTimer((s) => (s.timer ? elapsedMs(s.timer, s.now) / MS_PER_HOUR : 0));
  const keepGoing = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && useTimer.getState().keepPracticing()}
      title="Still practicing?"
      role="alertdialog"
      initialFocus={keepGoing}
      description={`The timer for ${goalName} has been running for ${formatHours(hours)} hours. If you stopped earlier, discard it and add the session by hand.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => useTimer.getState().reset()}>
            Discard
          </Button>
          <Button variant="secondary" onClick={onStop}>
            {hours > MAX_SESSION_MS / MS_PER_HOUR
              ? 'Stop and choose what to log'
              : `Stop and log ${formatHours(hours)} h`}
          </Button>
          <Button ref={keepGoing} onClick={() => useTimer.getState().keepPracticing()}>
            Keep practicing
          </Button>
        </>
      }
    />
  );
}
