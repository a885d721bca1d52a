import { Dialog } from '@/components/ui/dialog';
import { DAY_STATE_WORDS } from '@/domain/day-state';
import { restRangeOn, type RestRange } from '@/domain/rest-ranges';
import type { ChosenDay } from '../goal-card/calendar-month';
import { RestForm } from './rest-form';
import { RestList, type ListedRest } from './rest-list';

interface DayMenuDialogProps {
  goalId: string;
  day: ChosenDay;
  goalRest: readonly RestRange[];
  allGoalsRest: readonly RestRange[];
  today: string;
  onClose(): void;
}

/** A calendar day's menu: rest on it (or from it, as a break), or end or remove its rest. */
export function DayMenuDialog({
  goalId,
  day,
  goalRest,
  allGoalsRest,
  today,
  onClose,
}: DayMenuDialogProps) {
  const rests: ListedRest[] = [];
  const own = restRangeOn(goalRest, day.key);
  if (own) rests.push({ range: own, scope: 'goal' });
  const shared = restRangeOn(allGoalsRest, day.key);
  if (shared) rests.push({ range: shared, scope: 'all' });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={day.name}
      description={`This day is ${DAY_STATE_WORDS[day.state]}.`}
    >
      <div className="space-y-4 pb-6">
        {rests.length > 0 ? (
          <RestList goalId={goalId} rests={rests} today={today} />
        ) : (
          <RestForm goalId={goalId} fixedFrom={day.key} initialDay={day.key} onAdded={onClose} />
        )}
      </div>
    </Dialog>
  );
}
