import { describe, expect, it } from 'vitest';
import { detectDayOrder, parseClock, parseDay, parseDuration } from './clock-text';
import { looksLikeClockifyCsv } from './clockify-csv';
import { fixtureText } from './fixtures/read-fixture';
import { parseImportText } from './read-import';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);
const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).getTime();

function read(name: string) {
  const result = parseImportText(fixtureText(name), NOW, sequentialIds());
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("Clockify's detailed report CSV", () => {
  it('reads US dates (MM/DD/YYYY) and 12-hour times, across midnight, with No project', () => {
    const result = read('clockify-detailed-us.csv');
    expect(result.source).toBe('clockify');
    expect(result.goals.map((g) => g.goal.name)).toEqual(['Spanish', 'No project']);
    expect(result.goals[0]!.goal.sessions.map((s) => [s.start, s.end])).toEqual([
      [at(16, 8, 15), at(16, 9)],
      [at(16, 23, 30), at(17, 0, 30)],
    ]);
    expect(result.goals[1]!.goal.sessions.map((s) => [s.start, s.end])).toEqual([
      [at(17, 13), at(17, 13, 10)],
    ]);
    expect(result.goals[0]!.goal.sessions[0]?.id).toMatch(/^clockify-/);
  });

  it('reads DD/MM/YYYY dates and splits a 48-hour entry into two sessions', () => {
    const result = read('clockify-detailed-dmy.csv');
    const sessions = result.goals[0]!.goal.sessions;
    expect(sessions.map((s) => [s.start, s.end])).toEqual([
      [at(13, 9), at(14, 9)],
      [at(14, 9), at(15, 9)],
      [at(16, 14), at(16, 15, 30)],
    ]);
  });

  it('is told apart from Toggl by its columns', () => {
    expect(looksLikeClockifyCsv(fixtureText('clockify-detailed-us.csv'))).toBe(true);
    expect(looksLikeClockifyCsv(fixtureText('toggl-detailed.csv'))).toBe(false);
  });
});

describe('dates, times and durations as trackers write them', () => {
  it('detects the day order of a file', () => {
    expect(detectDayOrder(['2026-11-16'])).toBe('ymd');
    expect(detectDayOrder(['11/16/2026', '11/17/2026'])).toBe('mdy');
    expect(detectDayOrder(['01/02/2026', '16/11/2026'])).toBe('dmy');
    expect(detectDayOrder(['16.11.2026'])).toBe('dmy');
  });

  it('refuses impossible days and times', () => {
    expect(parseDay('2026-02-30', 'ymd')).toBeNull();
    expect(parseDay('13/13/2026', 'mdy')).toBeNull();
    expect(parseDay('16.11.2026', 'dmy')).toEqual({ year: 2026, month: 11, day: 16 });
    expect(parseClock('12:00:00 AM')).toBe(0);
    expect(parseClock('12:30 PM')).toBe(12.5 * 3600);
    expect(parseClock('24:00:00')).toBeNull();
    expect(parseClock('13:00 PM')).toBeNull();
    expect(parseDuration('54:00:00')).toBe(54 * 3600);
    expect(parseDuration('1.50')).toBe(5400);
    expect(parseDuration('1:60:00')).toBeNull();
  });
});
