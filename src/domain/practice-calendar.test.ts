import { describe, expect, it } from 'vitest';
import { planRule, practiceCalendar, type PracticeCalendarInput } from './practice-calendar';

// Friday 27 November 2026, 10:00 local time.
const NOW = new Date(2026, 10, 27, 10);
const input: PracticeCalendarInput = {
  goalId: 'g1',
  goalName: 'Piano; scales, arpeggios',
  plan: { kind: 'weekdays', days: '12345' },
  reminderTime: '19:00',
  rest: [
    { from: '2026-11-01', to: '2026-11-05' },
    { from: '2026-12-04', to: '2026-12-08' },
  ],
  now: NOW,
  productName: 'Masterly',
};
const lines = (text: string) => text.split('\r\n');

describe('planRule', () => {
  it('repeats every day, on the chosen weekdays, or weekly for N days a week', () => {
    expect(planRule({ kind: 'every-day' })).toBe('FREQ=DAILY');
    expect(planRule({ kind: 'weekdays', days: '135' })).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR');
    expect(planRule({ kind: 'weekdays', days: '06' })).toBe('FREQ=WEEKLY;BYDAY=SU,SA');
    expect(planRule({ kind: 'per-week', count: 3 })).toBe('FREQ=WEEKLY;BYDAY=SU');
    expect(planRule({ kind: 'per-week', count: 7 })).toBe('FREQ=DAILY');
  });

  it('reminds of N days a week once a week, from the next Sunday, naming the count', () => {
    const ics = practiceCalendar({
      ...input,
      goalName: 'Violin',
      plan: { kind: 'per-week', count: 3 },
    });
    expect(lines(ics)).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    const start = (lines(ics).find((l) => l.startsWith('DTSTART:')) ?? '').slice(8, 16);
    const day = new Date(+start.slice(0, 4), +start.slice(4, 6) - 1, +start.slice(6, 8));
    expect(day.getDay()).toBe(0);
    expect(ics).toContain('SUMMARY:Practice Violin: 3 days this week');
  });
});

describe('practiceCalendar', () => {
  const ics = practiceCalendar(input);

  it('is one recurring event with an alarm at the reminder time', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines(ics).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines(ics)).toContain('DTSTART:20261127T190000');
    expect(lines(ics)).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(lines(ics)).toContain('BEGIN:VALARM');
    expect(lines(ics)).toContain('TRIGGER:PT0M');
    expect(lines(ics)).toContain('UID:practice-g1@masterly');
  });

  it('leaves out the planned days of rest still to come', () => {
    // 4–8 December: Friday 4, Monday 7, Tuesday 8 (the weekend is not planned).
    expect(lines(ics).filter((l) => l.startsWith('EXDATE'))).toEqual([
      'EXDATE:20261204T190000',
      'EXDATE:20261207T190000',
      'EXDATE:20261208T190000',
    ]);
  });

  it('escapes text and starts on the first planned day', () => {
    expect(ics).toContain('SUMMARY:Practice Piano\\; scales\\, arpeggios');
    const weekend = practiceCalendar({ ...input, now: new Date(2026, 10, 28, 10) });
    expect(lines(weekend)).toContain('DTSTART:20261130T190000');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const long = practiceCalendar({ ...input, goalName: 'é'.repeat(200) });
    const octets = (line: string) => new TextEncoder().encode(line).length;
    for (const line of lines(long)) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n é');
  });
});
