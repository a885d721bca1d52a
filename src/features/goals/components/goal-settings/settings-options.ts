import { FREQUENCIES, RESOURCE_TYPES, TARGET_TYPES } from '@/domain/goal';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: capitalise(value) }));

export const FREQUENCY_OPTIONS = optionsOf(FREQUENCIES);
export const TARGET_TYPE_OPTIONS = optionsOf(TARGET_TYPES);
export const RESOURCE_TYPE_OPTIONS = optionsOf(RESOURCE_TYPES);

/** Compact inputs used inside resource rows, where the label is visually hidden. */
export const COMPACT_INPUT =
  'block rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 shadow-xs ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
