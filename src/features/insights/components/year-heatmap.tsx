import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { HEAT_STEPS, heatCellName as dayCellName, type HeatWeek } from '@/domain/insights/heatmap';
import { EMPTY_DAY_CLASSES, HEAT_CLASSES } from './heat-colors';

const WEEKDAY_LABELS = ['', 'Mon', '', 'Wed', '', 'Fri', ''];
const CELL = 'size-3.5 shrink-0 rounded-[3px]';

interface Position {
  week: number;
  day: number;
}

const MOVES: Record<string, (p: Position, weeks: number) => Position> = {
  ArrowRight: (p) => ({ ...p, week: p.week + 1 }),
  ArrowLeft: (p) => ({ ...p, week: p.week - 1 }),
  ArrowDown: (p) => ({ ...p, day: p.day + 1 }),
  ArrowUp: (p) => ({ ...p, day: p.day - 1 }),
  Home: (p) => ({ ...p, week: 0 }),
  End: (p, weeks) => ({ ...p, week: weeks - 1 }),
};

/**
 * The year heatmap: one row per weekday, one column per week, a cell per day named
 * '<Month d, yyyy>: <h.h> h'. One cell is in the tab order (today at first); the arrow keys,
 * Home and End move between days.
 */
export function YearHeatmap({ weeks }: { weeks: HeatWeek[] }) {
  const todayAt = useMemo(() => lastDay(weeks), [weeks]);
  const [active, setActive] = useState<Position>(todayAt);
  const scroller = useRef<HTMLDivElement>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const focusNext = useRef(false);
  const current = weeks[active.week]?.days[active.day] ? active : todayAt;
  const activeCell = weeks[current.week]?.days[current.day] ?? null;
  // One goal's heatmap shows its plan's missed and rest days too.
  const planKey = weeks.some((week) => week.days.some((day) => day?.state !== undefined));

  // Today is at the right end: on a narrow screen, start scrolled there.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    cells.current.get(`${current.week}:${current.day}`)?.focus();
  });

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, weeks.length);
    if (weeks[next.week]?.days[next.day]) {
      focusNext.current = true;
      setActive(next);
    }
  }

  return (
    <div className="space-y-3">
      <div ref={scroller} className="overflow-x-auto pb-2">
        <div className="inline-flex min-w-max gap-2">
          <div
            aria-hidden="true"
            className="sticky left-0 z-10 flex flex-col gap-[3px] bg-white pt-5"
          >
            {WEEKDAY_LABELS.map((label, i) => (
              <span key={i} className="h-3.5 w-7 text-[10px] leading-3.5 text-slate-600">
                {label}
              </span>
            ))}
          </div>
          <div>
            <div aria-hidden="true" className="flex h-5 gap-[3px]">
              {weeks.map((week) => (
                <span
                  key={week.start.getTime()}
                  className="w-3.5 shrink-0 overflow-visible text-[10px] whitespace-nowrap text-slate-600"
                >
                  {week.monthLabel}
                </span>
              ))}
            </div>
            <div
              role="grid"
              aria-label="Hours of practice per day, last 12 months"
              className="flex flex-col gap-[3px]"
            >
              {WEEKDAY_LABELS.map((_, day) => (
                <div role="row" key={day} className="flex gap-[3px]">
                  {weeks.map((week, w) => {
                    const cell = week.days[day];
                    if (!cell) {
                      return <div key={w} role="presentation" className={CELL} />;
                    }
                    const isActive = w === current.week && day === current.day;
                    const name = dayCellName(cell);
                    return (
                      <div
                        key={cell.day}
                        ref={(el) => {
                          if (el) cells.current.set(`${w}:${day}`, el);
                          else cells.current.delete(`${w}:${day}`);
                        }}
                        role="gridcell"
                        aria-label={name}
                        aria-current={cell.isToday ? 'date' : undefined}
                        title={name}
                        tabIndex={isActive ? 0 : -1}
                        data-level={cell.level}
                        onKeyDown={onKeyDown}
                        onClick={() => setActive({ week: w, day })}
                        onFocus={() => setActive({ week: w, day })}
                        className={cn(
                          CELL,
                          HEAT_CLASSES[cell.level],
                          cell.level === 0 &&
                            (cell.state === 'missed' || cell.state === 'rest') &&
                            EMPTY_DAY_CLASSES[cell.state],
                          cell.isToday && 'outline-2 outline-offset-1 outline-slate-900',
                          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                        )}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-slate-600">
        <p aria-hidden="true" className="min-h-4 font-medium text-slate-800">
          {activeCell ? dayCellName(activeCell) : ''}
          {activeCell?.isToday ? ' (today)' : ''}
        </p>
        <ul aria-label="Colour key" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {HEAT_STEPS.map((step) => (
            <li key={step.level} className="flex items-center gap-1">
              <span aria-hidden="true" className={cn(CELL, HEAT_CLASSES[step.level])} />
              {step.label}
            </li>
          ))}
          {planKey && (
            <>
              <li className="flex items-center gap-1">
                <span aria-hidden="true" className={cn(CELL, EMPTY_DAY_CLASSES.missed)} />
                Missed
              </li>
              <li className="flex items-center gap-1">
                <span aria-hidden="true" className={cn(CELL, EMPTY_DAY_CLASSES.rest)} />
                Rest
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}

function lastDay(weeks: HeatWeek[]): Position {
  const week = weeks.length - 1;
  const days = weeks[week]?.days ?? [];
  return {
    week,
    day: Math.max(
      0,
      days.findLastIndex((d) => d !== null),
    ),
  };
}
