/** Compact inputs used inside resource rows, where the label is visually hidden. */
export const COMPACT_INPUT =
  'block rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 shadow-xs ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
