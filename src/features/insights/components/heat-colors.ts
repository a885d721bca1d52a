import type { HeatLevel } from '@/domain/insights/heatmap';

/**
 * The heatmap's colour steps, as theme classes in one place (a dark theme swaps them here).
 * Each step is clearly darker than the one before; an empty day keeps a visible outline.
 */
export const HEAT_CLASSES: Record<HeatLevel, string> = {
  0: 'bg-slate-100 ring-1 ring-inset ring-slate-300',
  1: 'bg-emerald-200 ring-1 ring-inset ring-emerald-300',
  2: 'bg-emerald-400',
  3: 'bg-emerald-600',
  4: 'bg-emerald-900',
};
