import type { ReactNode } from 'react';
import { formatHours } from '@/domain/insights/insight-sessions';
import type { bestWeekday } from '@/domain/insights/period-totals';
import { streakText, type Streaks } from '@/domain/insights/streaks';

interface InsightStatsProps {
  streak: Streaks;
  totalHours: number;
  best: ReturnType<typeof bestWeekday>;
}

function Stat({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span aria-hidden="true" className="text-2xl">
        {icon}
      </span>
      <div className="min-w-0 text-sm text-slate-700">{children}</div>
    </li>
  );
}

/** Streaks, total hours and the best weekday of the selected goal(s). */
export function InsightStats({ streak, totalHours, best }: InsightStatsProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat icon="🔥">
        <p className="font-semibold text-slate-900">{streakText('Current', streak.current)}</p>
      </Stat>
      <Stat icon="🏆">
        <p className="font-semibold text-slate-900">{streakText('Longest', streak.longest)}</p>
      </Stat>
      <Stat icon="⏱️">
        <p className="font-semibold text-slate-900">Total {formatHours(totalHours)}</p>
      </Stat>
      <Stat icon="📅">
        <p className="font-semibold text-slate-900">
          {best ? `Best weekday ${best.weekday}` : 'Best weekday: none yet'}
        </p>
        {best && <p className="text-xs text-slate-600">{formatHours(best.hours)} in all</p>}
      </Stat>
    </ul>
  );
}
