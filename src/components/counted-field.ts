import { cn } from './ui/cn';

/** A journal field with a count of the characters left: red once over its limit. */
export const countedFieldClass = (over: boolean, extra?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-800 shadow-xs',
    'placeholder:text-slate-400 focus:outline-none focus:ring-2',
    extra,
    over
      ? 'border-red-400 focus:ring-red-500/30'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30',
  );

/** The count under a journal field. */
export const countClass = (over: boolean) =>
  cn('mt-1 text-xs', over ? 'font-medium text-red-700' : 'text-slate-600');
