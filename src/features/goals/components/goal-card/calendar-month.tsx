import { longDate, monthYear } from '@/domain/display-dates';
import { useMemo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import {
  dayStatus,
  monthGrid,
  monthKey,
  shiftMonth,
  type CalendarDay,
  type DayStatus,
} from '@/domain/calendar';
import { dayKey, WEEKDAY_NAMES } from '@/domain/weeks';
import { ChevronIcon, ICON_BUTTON } from './icons';

const WEEKDAYS = WEEKDAY_NAMES.map((name) => [name[0], name] as const);

interface Cell extends CalendarDay {
  /** 'March 4, 2026', formatted once per month rather than on every render of every card. */
  label: string;
}

// Grids know nothing about today or a goal, so every card showing a month shares one.
const grids = new Map<string, Cell[][]>();
function cachedGrid(month: Date): Cell[][] {
  const key = monthKey(month);
  let grid = grids.get(key);
  if (!grid) {
    grid = monthGrid(month).map((week) =>
      week.map((day) => ({ ...day, label: longDate(day.date) })),
    );
    grids.set(key, grid);
  }
  return grid;
}

const STATUS_CLASSES: Record<DayStatus, string> = {
  practiced: 'bg-emerald-700 text-white',
  missed: 'bg-red-100 text-red-700',
  none: 'text-slate-700',
};

interface CalendarMonthProps {
  practiceDays: readonly string[];
  /** Today, read once per render of the card (the calendar holds no clock of its own). */
  today: Date;
  /** The goal's start day, 'yyyy-MM-dd': earlier days show neutral, not missed. */
  startDay?: string;
}

/** A month of practice: green practiced, red missed past days since the start, today in bold. */
export function CalendarMonth({ practiceDays, today, startDay }: CalendarMonthProps) {
  const [month, setMonth] = useState(() => shiftMonth(today, 0));
  const days = useMemo(() => new Set(practiceDays), [practiceDays]);
  const title = monthYear(month);
  // What isTodayKey(key, today) compares with, formatted once instead of once per cell.
  const todayKey = dayKey(today);

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
              <th key={long} scope="col" abbr={long} className="pb-1 font-medium text-slate-500">
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

  function status(day: Cell): DayStatus {
    if (!day.inMonth) return 'none';
    return dayStatus(day.key, { practiceDays: days, shownMonth: month, today, startDay });
  }
  function isToday(day: Cell) {
    return day.inMonth && day.key === todayKey;
  }
}

/** An empty frame the size of the calendar for `today`, shown until the calendar renders. */
export function CalendarPlaceholder({ today }: { today: Date }) {
  // Heading and weekday row take 6rem; every week row is 2rem (1.75rem cell + spacing).
  const height = `${6 + 2 * cachedGrid(today).length}rem`;
  return (
    <div
      aria-hidden="true"
      style={{ height }}
      className="rounded-xl bg-slate-50 ring-1 ring-slate-100"
    />
  );
}

function DayCell({ day, status, today }: { day: Cell; status: DayStatus; today: boolean }) {
  if (!day.inMonth) {
    return (
      <td aria-hidden="true" className="h-7 text-slate-300">
        {day.dayOfMonth}
      </td>
    );
  }
  const label = `${day.label}${today ? ', today' : ''}${status === 'none' ? '' : `: ${status}`}`;
  return (
    <td className="h-7 p-0">
      <span
        role="img"
        aria-label={label}
        className={cn(
          'mx-auto flex size-7 items-center justify-center rounded-full tabular-nums',
          STATUS_CLASSES[status],
          today && 'font-bold ring-2 ring-brand-600 ring-offset-1',
        )}
      >
        {day.dayOfMonth}
      </span>
    </td>
  );
}
