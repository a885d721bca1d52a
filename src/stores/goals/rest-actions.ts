import { GOAL_GONE } from '@/domain/goal';
import {
  addRestEntry,
  applyRestEdit,
  endRestRange,
  restEdit,
  reversedRestEdit,
  type RestEdit,
  type RestRange,
} from '@/domain/rest-ranges';
import { shortDate } from '@/domain/display-dates';
import { parseDayKey } from '@/domain/weeks';
import { nowDate } from '../clock';
import { useGoals } from './goals.store';

const goalById = (id: string) => useGoals.getState().goals.find((g) => g.id === id);

const dayText = (key: string) => shortDate(parseDayKey(key) ?? new Date(NaN));

/** 'Nov 14' or 'Nov 14 – Nov 20', for labels of changes and lists. */
export function rangeText(range: RestRange): string {
  return range.from === range.to
    ? dayText(range.from)
    : `${dayText(range.from)} – ${dayText(range.to)}`;
}

function save(
  goalId: string,
  label: (name: string) => string,
  next: (ranges: RestRange[]) => RestRange[],
): RestEdit | null {
  const goal = goalById(goalId);
  if (!goal) return null;
  // Written as the entries it adds and removes, so rest set on another device meanwhile stays.
  const before = goal.restRanges ?? [];
  const edit = restEdit(before, next(before));
  if (!edit) return null;
  useGoals
    .getState()
    .submit({ label: label(goal.name), ops: [{ type: 'editRest', goalId, ...edit }] });
  return edit;
}

/** Whether a stored entry is part of a listed range (the list merges entries that touch). */
const within = (range: RestRange) => (r: RestRange) => range.from <= r.from && r.to <= range.to;

/** Adds rest days to a goal (merged with any they overlap); returns why not, or null. */
export function addGoalRest(goalId: string, range: RestRange): string | null {
  const goal = goalById(goalId);
  if (!goal) return GOAL_GONE;
  const change = addRestEntry(goal.restRanges ?? [], range, nowDate());
  if (!change.ok) return change.message;
  const { edit } = change;
  save(
    goalId,
    (name) => `Rest ${rangeText(range)} for “${name}”`,
    (ranges) => (edit ? applyRestEdit(ranges, edit) : ranges),
  );
  return null;
}

/** Ends a goal's break before `day`. */
export function endGoalRest(goalId: string, range: RestRange, day: string): void {
  save(
    goalId,
    (name) => `End the break of “${name}”`,
    (ranges) => ranges.flatMap((r) => (within(range)(r) ? endRestRange([r], r, day) : [r])),
  );
}

/** Removes a rest range from a goal; returns the entries removed (for Undo), or null. */
export function removeGoalRest(goalId: string, range: RestRange): RestEdit | null {
  return save(
    goalId,
    (name) => `Remove the rest of “${name}”, ${rangeText(range)}`,
    (ranges) => ranges.filter((r) => !within(range)(r)),
  );
}

/**
 * Takes back an edit of a goal's rest (Undo): the entries it removed are added again, entry by
 * entry, so rest changed on another device meanwhile stays.
 */
export function undoGoalRestEdit(goalId: string, edit: RestEdit): void {
  const goal = goalById(goalId);
  if (!goal) return;
  useGoals.getState().submit({
    label: `Put back the rest of “${goal.name}”`,
    ops: [{ type: 'editRest', goalId, ...reversedRestEdit(edit) }],
  });
}
