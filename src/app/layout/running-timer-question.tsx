import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface RunningTimerQuestionProps {
  goalName: string;
  onStopAndLog(): void;
  onKeepRunning(): void;
  onCancel(): void;
}

/** Sign-out with a timer running: it would otherwise keep running on the account for days. */
export function RunningTimerQuestion({
  goalName,
  onStopAndLog,
  onKeepRunning,
  onCancel,
}: RunningTimerQuestionProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      title="Your timer is running"
      description={`The timer for ${goalName} is still running. Stop it and log the time before you sign out? If you keep it running, it goes on counting on your other devices.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={onKeepRunning}>
            Keep it running
          </Button>
          <Button onClick={onStopAndLog}>Stop and log</Button>
        </>
      }
    />
  );
}
