import type { Goal } from '@/domain/goal';
import { mergeRestRanges } from '@/domain/rest-ranges';
import { dayKey } from '@/domain/weeks';
import { nowDate } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { RestForm } from '../rest-days/rest-form';
import { RestList, type ListedRest } from '../rest-days/rest-list';

/** The goal's rest days and breaks, and those of all goals: listed, added, ended, removed. */
export function RestSection({ goalId }: { goalId: Goal['id'] }) {
  // Read live, so a change made here shows at once while the dialog stays open.
  const goalRest = useGoals((s) => s.goals.find((g) => g.id === goalId)?.restRanges);
  const allRest = useAllGoalsRest((s) => s.ranges);
  const today = dayKey(nowDate());
  const rests: ListedRest[] = [
    // Stored entries added on two devices at once may touch: listed as one break.
    ...mergeRestRanges(goalRest ?? []).map((range) => ({ range, scope: 'goal' as const })),
    ...allRest.map((range) => ({ range, scope: 'all' as const })),
  ].sort((a, b) => a.range.from.localeCompare(b.range.from));
  return (
    <section aria-labelledby={`rest-${goalId}`} className="space-y-3">
      <div>
        <h3 id={`rest-${goalId}`} className="text-sm font-medium text-slate-700">
          Rest days and breaks
        </h3>
        <p className="text-xs text-slate-500">
          A holiday or an illness: rest days never show as missed and never break a streak. They are
          saved at once.
        </p>
      </div>
      <RestList goalId={goalId} rests={rests} today={today} />
      <RestForm goalId={goalId} initialDay={today} />
    </section>
  );
}
