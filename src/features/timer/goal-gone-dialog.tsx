import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { isActiveGoal } from '@/domain/goal';
import { MAX_SESSION_MS, MS_PER_HOUR } from '@/domain/practice-sessions';
import { formatClock } from '@/domain/timer';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';

/**
 * Stop found the timer's goal deleted (on another device), or that device's delete stopped this
 * run (`stoppedElsewhere`): the time is logged to another goal or discarded, by choice, never
 * silently.
 */
export function GoalGoneDialog({
  elapsedMs,
  stoppedElsewhere = false,
}: {
  elapsedMs: number;
  stoppedElsewhere?: boolean;
}) {
  const allGoals = useGoals((s) => s.goals);
  const goals = useMemo(() => allGoals.filter(isActiveGoal), [allGoals]);
  const [goalId, setGoalId] = useState(goals[0]?.id ?? '');
  const close = () => useTimer.getState().closeGoneRun();
  const capped = elapsedMs > MAX_SESSION_MS ? ` (at most ${MAX_SESSION_MS / MS_PER_HOUR} h)` : '';
  const time = formatClock(elapsedMs);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      role="alertdialog"
      title="This goal was deleted"
      description={
        stoppedElsewhere
          ? `The goal this timer ran for was deleted on another device, which stopped the timer. ${goals.length > 0 ? `Log the ${time} to another goal${capped}, or discard it.` : `No other goal is active to log the ${time} to.`}`
          : goals.length > 0
            ? `The goal this timer ran for was deleted, perhaps on another device. Log the ${time} to another goal${capped}, or discard it.`
            : `The goal this timer ran for was deleted, perhaps on another device, and no other goal is active to log the ${time} to. Discard it, or keep the timer running while you add a goal.`
      }
      footer={
        <>
          {!stoppedElsewhere && (
            <Button variant="secondary" onClick={close}>
              Keep running
            </Button>
          )}
          <Button variant="danger" onClick={() => useTimer.getState().reset()}>
            Discard
          </Button>
          {goals.length > 0 && (
            <Button onClick={() => useTimer.getState().logGoneRunTo(goalId)}>Log time</Button>
          )}
        </>
      }
    >
      {goals.length > 0 && (
        <SelectField
          label="Log to"
          value={goalId}
          onChange={(event) => setGoalId(event.target.value)}
          options={goals.map((g) => ({ value: g.id, label: g.name }))}
        />
      )}
    </Dialog>
  );
}
