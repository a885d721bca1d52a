import { create } from 'zustand';
import {
  addRestRange,
  applyRestEdit,
  endRestRange,
  removeRestRange,
  restEdit,
  reversedRestEdit,
  type RestEdit,
  type RestRange,
} from '@/domain/rest-ranges';
import { nowDate } from '../clock';
import { saveToAccount } from './account-link';

interface AllGoalsRestState {
  /** Days of rest of every goal (users/{uid} restDays). */
  ranges: RestRange[];
  /** What the account holds (from any device). */
  adopt(ranges: RestRange[]): void;
  /** Returns why the range cannot be added, or null. */
  add(range: RestRange): string | null;
  end(range: RestRange, day: string): void;
  /** Returns the entries removed (for Undo), or null when nothing was. */
  remove(range: RestRange): RestEdit | null;
  /** Takes back an edit (Undo), keeping what changed since. */
  undo(edit: RestEdit): void;
  reset(): void;
}

/** Rest days and breaks for all goals, kept with the account. */
export const useAllGoalsRest = create<AllGoalsRestState>()((set, get) => {
  const keep = (ranges: RestRange[]) => {
    set({ ranges });
    saveToAccount({ restRanges: ranges });
  };
  return {
    ranges: [],
    adopt: (ranges) => set({ ranges }),
    add(range) {
      const change = addRestRange(get().ranges, range, nowDate());
      if (!change.ok) return change.message;
      keep(change.ranges);
      return null;
    },
    end: (range, day) => keep(endRestRange(get().ranges, range, day)),
    remove(range) {
      const before = get().ranges;
      const after = removeRestRange(before, range);
      keep(after);
      return restEdit(before, after);
    },
    undo: (edit) => keep(applyRestEdit(get().ranges, reversedRestEdit(edit))),
    reset: () => set({ ranges: [] }),
  };
});
