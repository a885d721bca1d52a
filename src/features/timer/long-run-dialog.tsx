import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { formatHours } from '@/domain/goal-progress';
import { MAX_SESSION_MS, MS_PER_HOUR } from '@/domain/practice-sessions';
import { useTimer } from '@/stores/timer/timer.store';

const MAX_HOURS = MAX_SESSION_MS / MS_PER_HOUR;

/**
 * A run longer than a session may be (24 h): the person logs 24 h or the real length, or keeps
 * the timer running. Nothing is logged or lost without a choice.
 */
export function LongRunDialog({
  goalName,
  elapsedMs,
  onClose,
}: {
  goalName: string;
  elapsedMs: number;
  onClose(): void;
}) {
  const [hours, setHours] = useState('');
  const [error, setError] = useState<string | null>(null);

  function log(lengthMs: number) {
    useTimer.getState().stopLogging(lengthMs);
    onClose();
  }

  function logTyped(event: FormEvent) {
    event.preventDefault();
    const value = Number(hours);
    if (!hours.trim() || !Number.isFinite(value) || value <= 0 || value > MAX_HOURS) {
      setError(`Enter the hours you practiced: more than 0 and at most ${MAX_HOURS}.`);
      return;
    }
    log(Math.round(value * MS_PER_HOUR));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Log a long session"
      role="alertdialog"
      description={`The timer for ${goalName} has run for ${formatHours(elapsedMs / MS_PER_HOUR)} hours, but a session can be at most ${MAX_HOURS} hours long. Log ${MAX_HOURS} hours, or enter how long you really practiced.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep running
          </Button>
          <Button variant="secondary" type="submit" form="long-run-length">
            Log this length
          </Button>
          <Button onClick={() => log(MAX_SESSION_MS)}>Log {MAX_HOURS} h</Button>
        </>
      }
    >
      <form id="long-run-length" onSubmit={logTyped} noValidate>
        <TextField
          label="Hours practiced"
          type="number"
          inputMode="decimal"
          min={0.1}
          max={MAX_HOURS}
          step={0.1}
          value={hours}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'long-run-error' : undefined}
          onChange={(event) => {
            setHours(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="long-run-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
