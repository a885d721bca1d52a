import { useMemo } from 'react';
import { formatMeasured } from '@/domain/journal';
import { pickUp, type PickUp } from '@/domain/pick-up';
import { t } from '@/i18n/t';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';

/**
 * "Pick up where you left off": one calm line under the running timer with the part's (or the
 * goal's) last note and "Next time" line, its best and latest value and how long ago it was
 * practiced. It never blocks the run; nothing shows when there is nothing to pick up.
 */
export function PickUpLine() {
  const goalId = useTimer((s) => s.timer?.goalId);
  const partId = useTimer((s) => s.timer?.partId);
  const startTime = useTimer((s) => s.timer?.startTime);
  const goal = useGoals((s) => s.goals.find((g) => g.id === goalId));
  // A part since deleted reads as the whole goal, as the widget names it.
  const part = goal?.parts?.some((p) => p.id === partId) ? partId : undefined;
  const measure = goal?.settings.measure;
  const found = useMemo(
    () =>
      goal && startTime !== undefined ? pickUp(goal.sessions, part, measure, startTime) : null,
    [goal, part, measure, startTime],
  );
  if (!found) return null;
  return (
    <p className="basis-full text-xs leading-snug break-words text-slate-300">
      {pickUpText(found, measure)}
    </p>
  );
}

/** "Practiced 3 days ago · Last note: … · Next time: … · 84 bpm best, 80 last". */
function pickUpText(found: PickUp, measure: Parameters<typeof formatMeasured>[1]): string {
  const parts = [t('pickUp.ago', { days: found.daysAgo })];
  if (found.note) parts.push(t('pickUp.note', { note: found.note }));
  if (found.nextTime) parts.push(t('pickUp.nextTime', { nextTime: found.nextTime }));
  if (found.values) {
    const best = formatMeasured(found.values.best, measure);
    const last = formatMeasured(found.values.last, undefined);
    parts.push(t('pickUp.values', { best, last }));
  }
  return parts.join(' · ');
}
