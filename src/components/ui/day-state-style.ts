import type { DayState } from '@/domain/day-state';

/**
 * How a day looks wherever days are shown (calendar, three-week strip, heatmap): practised green,
 * missed red, rest striped with a dashed edge (not only a colour), unplanned faint, planned
 * outlined. The same classes serve both themes (the dark palette remaps the colours).
 */
export const DAY_STATE_CLASSES: Record<DayState, string> = {
  practiced: 'bg-emerald-700 text-white',
  missed: 'bg-red-100 text-red-700',
  rest: 'rest-day border border-dashed border-sky-700 text-sky-900',
  unplanned: 'text-slate-500',
  planned: 'text-slate-800 ring-1 ring-inset ring-slate-300',
};

/** The same states as small marks (the three-week strip). */
export const DAY_MARK_CLASSES: Record<DayState, string> = {
  practiced: 'bg-emerald-700',
  missed: 'bg-red-500',
  rest: 'rest-day ring-1 ring-inset ring-sky-700',
  unplanned: 'bg-slate-200',
  planned: 'ring-1 ring-inset ring-slate-400',
};
