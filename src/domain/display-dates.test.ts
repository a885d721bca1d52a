import { describe, expect, it } from 'vitest';
import {
  dateTime,
  longDate,
  monthDay,
  monthYear,
  relativeTime,
  shortDate,
  weekdayDate,
} from './display-dates';

const day = new Date(2026, 10, 8, 9, 30);
const HOUR = 3_600_000;

describe('display dates', () => {
  it('words dates as the app shows them', () => {
    expect(monthDay(day)).toBe('Nov 8');
    expect(shortDate(day)).toBe('Nov 8, 2026');
    expect(longDate(day)).toBe('November 8, 2026');
    expect(monthYear(day)).toBe('November 2026');
    expect(weekdayDate(day)).toBe('Sun, Nov 8, 2026');
    expect(weekdayDate(new Date(2025, 0, 31))).toBe('Fri, Jan 31, 2025');
    expect(dateTime(new Date(2026, 11, 4, 14, 55, 11))).toBe('Dec 4, 2026, 2:55 PM');
  });

  it('words the time since a start in the largest fitting unit', () => {
    const now = day.getTime();
    expect(relativeTime(now, now)).toBe('0 seconds ago');
    expect(relativeTime(now - 20_000, now)).toBe('20 seconds ago');
    expect(relativeTime(now - 90 * 60_000, now)).toBe('2 hours ago');
    expect(relativeTime(now - 5 * HOUR, now)).toBe('5 hours ago');
    expect(relativeTime(now - 3 * 24 * HOUR, now)).toBe('3 days ago');
    expect(relativeTime(now - 65 * 24 * HOUR, now)).toBe('2 months ago');
    expect(relativeTime(now - 400 * 24 * HOUR, now)).toBe('1 year ago');
    expect(relativeTime(now + 3 * HOUR, now)).toBe('in 3 hours');
  });
});
