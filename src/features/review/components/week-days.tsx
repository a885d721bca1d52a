import { DAY_MARK_CLASSES } from '@/components/ui/day-state-style';
import { cn } from '@/components/ui/cn';
import { DAY_STATE_WORDS } from '@/domain/day-state';
import type { ReviewDay } from '@/domain/review/weekly-review';
import { dayLetter, dayName, hoursText } from '../review-format';

/** The week's seven days as marks (practiced, missed, rest, planned, not planned). */
export function WeekDays({ days }: { days: readonly ReviewDay[] }) {
  return (
    <ol aria-label="Days" className="flex gap-1.5">
      {days.map((d) => (
        <li
          key={d.day}
          className="flex flex-col items-center gap-0.5"
          title={`${dayName(d.day)}: ${DAY_STATE_WORDS[d.state]}`}
        >
          <span
            aria-hidden="true"
            className={cn('size-4 rounded-full', DAY_MARK_CLASSES[d.state])}
          />
          <span aria-hidden="true" className="text-[10px] leading-none text-slate-500">
            {dayLetter(d.day)}
          </span>
          <span className="sr-only">
            {dayName(d.day)}, {DAY_STATE_WORDS[d.state]}
            {d.ms > 0 ? `, ${hoursText(d.ms)}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
