import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { escapeIcsText as escapeText, foldIcsLine as fold } from './insights/ics-calendar';
import { isPlannedWeekday, type PracticePlan } from './practice-plan';
import { mergeRestRanges, type RestRange } from './rest-ranges';
import { dayKey, parseDayKey } from './weeks';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export interface PracticeCalendarInput {
  goalId: string;
  goalName: string;
  plan: PracticePlan;
  /** 'HH:mm', local time. */
  reminderTime: string;
  /** The goal's rest days with those of all goals. */
  rest: readonly RestRange[];
  now: Date;
  productName: string;
}

/**
 * The recurrence of the plan: every day, or the chosen weekdays. N days a week, any days, has no
 * planned day: it is one weekly reminder on Sunday, the first day of the app's week, of the N
 * days to find (seven days a week is every day).
 */
export function planRule(plan: PracticePlan): string {
  if (plan.kind === 'per-week' && plan.count < 7) return 'FREQ=WEEKLY;BYDAY=SU';
  if (plan.kind !== 'weekdays') return 'FREQ=DAILY';
  const days = plan.days.split('').map((d) => BYDAY[Number(d)]);
  return `FREQ=WEEKLY;BYDAY=${days.join(',')}`;
}

const isWeeklyReminder = (plan: PracticePlan) => plan.kind === 'per-week' && plan.count < 7;

const isReminderDay = (plan: PracticePlan, date: Date) => {
  if (isWeeklyReminder(plan)) return date.getDay() === 0;
  return plan.kind !== 'weekdays' || isPlannedWeekday(plan, date.getDay());
};

/** Local date and time in the calendar's floating form: 20261127T190000. */
function localStamp(date: Date, time: string): string {
  return `${format(date, 'yyyyMMdd')}T${time.replace(':', '')}00`;
}

/**
 * A calendar file with one recurring event (the plan's days, at the reminder time, with an
 * alarm), so the person's own calendar reminds them while the app is closed. The days of rest
 * from today on are left out of the series (EXDATE). Times are floating: they follow the zone
 * of the device the calendar runs on, as the app's days do.
 */
export function practiceCalendar(input: PracticeCalendarInput): string {
  const { plan, reminderTime, now } = input;
  let first = parseDayKey(dayKey(now)) as Date;
  while (!isReminderDay(plan, first)) first = addDays(first, 1);
  const firstKey = dayKey(first);
  const exdates: string[] = [];
  for (const range of mergeRestRanges(input.rest)) {
    if (range.to < firstKey) continue;
    let day = parseDayKey(range.from < firstKey ? firstKey : range.from) as Date;
    for (; dayKey(day) <= range.to; day = addDays(day, 1)) {
      if (isReminderDay(plan, day)) exdates.push(localStamp(day, reminderTime));
    }
  }
  const title =
    plan.kind === 'per-week' && isWeeklyReminder(plan)
      ? `Practice ${input.goalName}: ${plan.count} ${plan.count === 1 ? 'day' : 'days'} this week`
      : `Practice ${input.goalName}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(input.productName)}//Practice plan//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:practice-${input.goalId}@${input.productName.toLowerCase().replace(/[^a-z0-9]+/g, '')}`,
    `DTSTAMP:${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART:${localStamp(first, reminderTime)}`,
    'DURATION:PT30M',
    `RRULE:${planRule(plan)}`,
    ...exdates.map((d) => `EXDATE:${d}`),
    `SUMMARY:${escapeText(title)}`,
    `DESCRIPTION:${escapeText(`Your practice plan for ${input.goalName}, from ${input.productName}.`)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`Time to practice ${input.goalName}`)}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
