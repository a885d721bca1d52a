import { cn } from '@/components/ui/cn';

const PILL_TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  red: 'bg-red-100 text-red-800',
  slate: 'bg-slate-100 text-slate-700',
  blue: 'bg-blue-100 text-blue-800',
  amber: 'bg-amber-100 text-amber-800',
} as const;

export type PillTone = keyof typeof PILL_TONES;

export function pillClasses(tone: PillTone): string {
  return cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', PILL_TONES[tone]);
}

/** 'Jan 5, 2025' for an ISO timestamp; '—' when missing or invalid. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
