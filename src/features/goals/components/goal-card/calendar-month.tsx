import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import {
  dayStatus,
  isTodayKey,
  monthGrid,
  monthKey,
  shiftMonth,
  type CalendarDay,
  type DayStatus,
} from '@/domain/calendar';
import { ChevronIcon, ICON_BUTTON } from './icons';

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

// Grids know nothing about today or a goal, so every card showing a month shares one.
const grids = new Map<string, CalendarDay[][]>();
function cachedGrid(month: Date): CalendarDay[][] {
  const key = monthKey(month);
  let grid = grids.get(key);
  if (!grid) {
    grid = monthGrid(month);
    grids.set(key, grid);
  }
  return grid;
}

const STATUS_CLASSES: Record<DayStatus, string> = {
  practiced: 'bg-emerald-500 text-white',
  missed: 'bg-red-100 text-red-700',
  none: 'text-slate-700',
};

interface CalendarMonthProps {
  practiceDays: readonly string[];
  /** Today, read once per render of the card (the calendar holds no clock of its own). */
  today: Date;
}

/** A month of practice: green practiced, red missed past days, today in bold. */
export function CalendarMonth({ practiceDays, today }: CalendarMonthProps) {
  const [month, setMonth] = useState(() => shiftMonth(today, 0));
  const days = useMemo(() => new Set(practiceDays), [practiceDays]);
  const title = format(month, 'MMMM yyyy');

  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          className={ICON_BUTTON}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        >
          <ChevronIcon left />
        </button>
        <p aria-live="polite" className="text-sm font-semibold text-slate-800">
          {title}
        </p>
        <button
          type="button"
          aria-label="Next month"
          className={ICON_BUTTON}
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        >
          <ChevronIcon />
        </button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-xs">
        <caption className="sr-only">Practice days in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long} className="pb-1 font-medium text-slate-400">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cachedGrid(month).map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => (
                <DayCell key={day.key} day={day} status={status(day)} today={isToday(day)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  function status(day: CalendarDay) {
    return dayStatus(day.key, { practiceDays: days, shownMonth: month, today });
  }
  function isToday(day: CalendarDay) {
    return day.inMonth && isTodayKey(day.key, today);
  }
}

function DayCell({ day, status, today }: { day: CalendarDay; status: DayStatus; today: boolean }) {
  if (!day.inMonth) {
    return (
      <td aria-hidden="true" className="h-7 text-slate-300">
        {day.dayOfMonth}
      </td>
    );
  }
  const label = `${format(day.date, 'MMMM d, yyyy')}${today ? ', today' : ''}${
    status === 'none' ? '' : `: ${status}`
  }`;
  return (
    <td className="h-7 p-0">
      <span
        className={cn(
          'mx-auto flex size-7 items-center justify-center rounded-full tabular-nums',
          STATUS_CLASSES[status],
          today && 'font-bold ring-2 ring-brand-600 ring-offset-1',
        )}
      >
        <span aria-hidden="true">{day.dayOfMonth}</span>
        <span className="sr-only">{label}</span>
      </span>
    </td>
  );
}
