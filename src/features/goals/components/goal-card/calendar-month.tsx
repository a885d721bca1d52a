import { monthYear, weekdayDate } from '@/domain/display-dates';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { DAY_STATE_CLASSES } from '@/components/ui/day-state-style';
import {
  isCalendarMoveKey,
  monthGrid,
  monthKey,
  movedDay,
  shiftMonth,
  type CalendarDay,
} from '@/domain/calendar';
import { dayStateLabel, type DayState } from '@/domain/day-state';
import { dayKey, parseDayKey, WEEKDAY_NAMES } from '@/domain/weeks';
import { ChevronIcon, ICON_BUTTON } from './icons';

const WEEKDAYS = WEEKDAY_NAMES.map((name) => [name[0], name] as const);

interface Cell extends CalendarDay {
  /** 'Wednesday 4 March 2026', formatted once per month rather than on every render of every card. */
  name: string;
}

// Grids know nothing about today or a goal, so every card showing a month shares one.
const grids = new Map<string, Cell[][]>();
function cachedGrid(month: Date): Cell[][] {
  const key = monthKey(month);
  let grid = grids.get(key);
  if (!grid) {
    grid = monthGrid(month).map((week) =>
      week.map((day) => ({ ...day, name: weekdayDate(day.date) })),
    );
    grids.set(key, grid);
  }
  return grid;
}

/** A day someone opened the menu of. */
export interface ChosenDay {
  key: string;
  name: string;
  state: DayState;
}

interface CalendarMonthProps {
  /** Today, read once per render of the card (the calendar holds no clock of its own). */
  today: Date;
  /** What each day ('yyyy-MM-dd') was by the goal's plan (practice-view.ts). */
  stateOf: (day: string) => DayState;
  /** Opens a day's menu (a click, Enter, or a long-press); without it days are not buttons. */
  onDayMenu?: (day: ChosenDay) => void;
}

/**
 * The day of `month` that takes the calendar's one tab stop: the last one moved to when it is in
 * this month, else today when it is, else the 1st.
 */
function activeDayOf(month: Date, moved: string | null, todayKey: string): string {
  const prefix = monthKey(month);
  if (moved?.startsWith(prefix)) return moved;
  return todayKey.startsWith(prefix) ? todayKey : `${prefix}-01`;
}

/**
 * A month of practice: green practised, red missed planned days, striped rest days, faint days
 * the plan leaves free; today in bold. With day menus it is a WAI-ARIA grid and one tab stop:
 * the arrows move by a day or a week, Home and End to the week's ends, PageUp and PageDown by a
 * month (into the neighbouring month when the day is there).
 */
export function CalendarMonth({ today, stateOf, onDayMenu }: CalendarMonthProps) {
  const [month, setMonth] = useState(() => shiftMonth(today, 0));
  const [moved, setMoved] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusMoved = useRef(false);
  const title = monthYear(month);
  const todayKey = dayKey(today);
  const activeDay = activeDayOf(month, moved, todayKey);

  useEffect(() => {
    if (!focusMoved.current) return;
    focusMoved.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay]);

  function move(event: KeyboardEvent) {
    if (!isCalendarMoveKey(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    const from = parseDayKey(activeDay);
    if (!from) return;
    event.preventDefault();
    const to = movedDay(from, event.key);
    focusMoved.current = true;
    setMoved(dayKey(to));
    setMonth(shiftMonth(to, 0));
  }

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
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a grid (its
          role is set with the day menus, the only time it listens) */}
      <table
        ref={tableRef}
        role={onDayMenu ? 'grid' : undefined}
        onKeyDown={onDayMenu ? move : undefined}
        className="w-full table-fixed border-separate border-spacing-1 text-center text-xs"
      >
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
                <DayCell
                  key={day.key}
                  day={day}
                  state={stateOf(day.key)}
                  today={day.key === todayKey}
                  tabStop={day.key === activeDay}
                  onDayMenu={onDayMenu}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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

interface DayCellProps {
  day: Cell;
  state: DayState;
  today: boolean;
  /** The grid's one tab stop (roving tabindex); the other days are reached with the arrows. */
  tabStop: boolean;
  onDayMenu?: (day: ChosenDay) => void;
}

function DayCell({ day, state, today, tabStop, onDayMenu }: DayCellProps) {
  if (!day.inMonth) {
    return (
      <td aria-hidden="true" className="h-7 text-slate-500">
        {day.dayOfMonth}
      </td>
    );
  }
  const label = dayStateLabel(day.name, state, today);
  const look = cn(
    'mx-auto flex size-7 items-center justify-center rounded-full tabular-nums',
    DAY_STATE_CLASSES[state],
    today && 'font-bold ring-2 ring-brand-600 ring-offset-1',
  );
  if (!onDayMenu) {
    return (
      <td className="h-7 p-0">
        <span role="img" aria-label={label} data-state={state} className={look}>
          {day.dayOfMonth}
        </span>
      </td>
    );
  }
  const open = () => onDayMenu({ key: day.key, name: day.name, state });
  return (
    <td className="h-7 p-0">
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        tabIndex={tabStop ? 0 : -1}
        data-day={day.key}
        data-state={state}
        className={cn(look, 'focus-visible:outline-2 focus-visible:outline-brand-600')}
        onClick={open}
        // A long-press on a phone opens the same menu instead of the browser's own.
        onContextMenu={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {day.dayOfMonth}
      </button>
    </td>
  );
}
