import { Button } from '@/components/ui/button';
import type { RestRange } from '@/domain/rest-ranges';
import { t } from '@/i18n/t';
import { useFeedback } from '@/stores/feedback/feedback.store';
import {
  endGoalRest,
  rangeText,
  removeGoalRest,
  undoGoalRestEdit,
} from '@/stores/goals/rest-actions';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';

export interface ListedRest {
  range: RestRange;
  scope: 'goal' | 'all';
}

interface RestListProps {
  goalId: string;
  rests: readonly ListedRest[];
  /** 'yyyy-MM-dd' of today: a break under way can be ended today. */
  today: string;
}

function end(goalId: string, { range, scope }: ListedRest, day: string) {
  if (scope === 'goal') endGoalRest(goalId, range, day);
  else useAllGoalsRest.getState().end(range, day);
}

/** Removes at once; the toast's Undo puts the same entries back (planned days again rest). */
function remove(goalId: string, { range, scope }: ListedRest) {
  const edit =
    scope === 'goal' ? removeGoalRest(goalId, range) : useAllGoalsRest.getState().remove(range);
  if (!edit) return;
  const days = rangeText(range);
  useFeedback.getState().showUndo({
    title:
      scope === 'goal'
        ? t('feedback.undo.restRemoved', { days })
        : t('feedback.undo.restRemovedAll', { days }),
    undo: () =>
      scope === 'goal' ? undoGoalRestEdit(goalId, edit) : useAllGoalsRest.getState().undo(edit),
  });
}

/** The rest days and breaks that touch a goal: each can be ended early (if under way) or removed. */
export function RestList({ goalId, rests, today }: RestListProps) {
  if (rests.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        No rest days yet. Choose a day on the calendar to add one.
      </p>
    );
  }
  return (
    <>
      <ul
        aria-label="Rest days and breaks"
        className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
      >
        {rests.map((rest) => {
          const text = rangeText(rest.range);
          const underway = rest.range.from < today && today <= rest.range.to;
          return (
            <li
              key={`${rest.scope}:${rest.range.from}`}
              className="flex flex-wrap items-center gap-2 px-3 py-2"
            >
              <span className="grow text-sm text-slate-800">
                {text}
                <span className="ml-2 text-xs text-slate-500">
                  {rest.scope === 'all' ? 'All goals' : 'This goal'}
                </span>
              </span>
              {underway && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`End the break ${text} today`}
                  onClick={() => end(goalId, rest, today)}
                >
                  End today
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Remove the rest ${text}`}
                onClick={() => remove(goalId, rest)}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
