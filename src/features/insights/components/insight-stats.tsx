import type { ReactNode } from 'react';
import { formatHours } from '@/domain/insights/insight-sessions';
import type { bestWeekday } from '@/domain/insights/period-totals';
import { streakText } from '@/domain/insights/streaks';
import type { Streaks } from '@/domain/streaks';

interface InsightStatsProps {
  streak: Streaks;
  totalHours: number;
  best: ReturnType<typeof bestWeekday>;
}

/** Accent colours per figure, as theme classes. */
const ACCENTS = {
  current: 'border-orange-500',
  longest: 'border-amber-500',
  total: 'border-brand-600',
  weekday: 'border-emerald-600',
} as const;

function Stat({ accent, children }: { accent: keyof typeof ACCENTS; children: ReactNode }) {
  return (
    <li
      className={`min-w-0 rounded-2xl border-l-4 bg-white p-3 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-4 ${ACCENTS[accent]}`}
    >
      {children}
    </li>
  );
}

/** Streaks, total hours and the best weekday of the selected goal(s). */
export function InsightStats({ streak, totalHours, best }: InsightStatsProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat accent="current">
        <p className="font-semibold text-slate-900">
          {streakText('Current', streak.current, streak.unit)}
        </p>
      </Stat>
      <Stat accent="longest">
        <p className="font-semibold text-slate-900">
          {streakText('Longest', streak.longest, streak.unit)}
        </p>
      </Stat>
      <Stat accent="total">
        <p className="font-semibold text-slate-900">Total {formatHours(totalHours)}</p>
      </Stat>
      <Stat accent="weekday">
        <p className="font-semibold text-slate-900">
          {best ? `Best weekday ${best.weekday}` : 'Best weekday: none yet'}
        </p>
        {best && <p className="text-xs text-slate-600">{formatHours(best.hours)} in all</p>}
      </Stat>
    </ul>
  );
}
