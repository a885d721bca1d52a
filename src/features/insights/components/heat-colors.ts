import type { HeatLevel } from '@/domain/insights/heatmap';

/**
 * The heatmap's colour steps, as theme classes in one place (a dark theme swaps them here).
 * Each step is clearly darker than the one before; an empty day keeps a visible outline.
 */
/** An empty day of one goal's plan: missed red, rest striped (not only a colour). */
export const EMPTY_DAY_CLASSES = {
  missed: 'bg-red-100 ring-1 ring-inset ring-red-600',
  rest: 'rest-day ring-1 ring-inset ring-sky-700',
} as const;

export const HEAT_CLASSES: Record<HeatLevel, string> = {
  0: 'bg-slate-100 ring-1 ring-inset ring-slate-300',
  1: 'bg-emerald-200 ring-1 ring-inset ring-emerald-300',
  2: 'bg-emerald-400',
  3: 'bg-emerald-600',
  4: 'bg-emerald-900',
};
