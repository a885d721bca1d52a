import { format } from 'date-fns/format';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { monthDay } from '@/domain/display-dates';
import { formatPracticeLength, pauseStateOf, practisedMs } from '@/domain/timer-pause';
import { useTimer } from '@/stores/timer/timer.store';

/**
 * A timer paused for over 12 hours was most likely forgotten: on the next visit the person logs
 * what was practised before the pause, or discards it (after a confirmation), or keeps it paused.
 */
export function LongPauseDialog({ goalName }: { goalName: string }) {
  const timer = useTimer((s) => s.timer);
  const [confirming, setConfirming] = useState(false);
  const logButton = useRef<HTMLButtonElement>(null);
  const pausedAt = timer ? pauseStateOf(timer).pausedAt : null;
  if (!timer || pausedAt === null) return null;
  const length = formatPracticeLength(practisedMs(timer, pausedAt));
  const close = () => useTimer.getState().closeLongPause();
  const when = `${monthDay(pausedAt)} at ${format(pausedAt, 'h:mm a')}`;

  if (confirming) {
    return (
      <ConfirmDialog
        open
        title="Discard this practice?"
        message={`The ${length} practiced on ${goalName} will not be logged, and the timer stops. This cannot be undone.`}
        confirmLabel="Discard"
        danger
        onConfirm={() => {
          close();
          useTimer.getState().reset();
        }}
        onCancel={() => setConfirming(false)}
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      role="alertdialog"
      title="Your timer has been paused for over 12 hours"
      initialFocus={logButton}
      description={`The timer for ${goalName} was paused on ${when}, after ${length} of practice. Log that time, or discard it?`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep it paused
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Discard…
          </Button>
          <Button
            ref={logButton}
            onClick={() => {
              close();
              void useTimer.getState().stop();
            }}
          >
            Log {length}
          </Button>
        </>
      }
    />
  );
}
