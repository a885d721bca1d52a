import { describe, expect, it } from 'vitest';
import { earlierLogStart, logFirstPageStart } from './session-log-pages';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('earlierLogStart', () => {
  const days = ['2025-12-30', '2026-01-02', '2026-03-01', '2026-03-15', '2026-11-03'];

  it('steps back the given number of practice days, to the start of that day', () => {
    expect(earlierLogStart(days, at(2026, 11, 1), 2)).toBe(at(2026, 3, 1));
    expect(earlierLogStart(days, at(2026, 3, 1), 2)).toBe(at(2025, 12, 30));
  });

  it('stops at the first practice day', () => {
    expect(earlierLogStart(days, at(2026, 11, 1), 30)).toBe(at(2025, 12, 30));
  });

  it('counts the day of the start as loaded, wherever in the day the start falls', () => {
    expect(earlierLogStart(days, at(2026, 3, 15, 13), 1)).toBe(at(2026, 3, 1));
  });

  it('says there is nothing earlier', () => {
    expect(earlierLogStart(days, at(2025, 12, 30))).toBeNull();
    expect(earlierLogStart([], at(2026, 11, 1))).toBeNull();
    expect(earlierLogStart(days, null)).toBeNull();
  });

  it('starts at local midnight across a change of clocks', () => {
    const start = earlierLogStart(['2026-03-29', '2026-11-01'], at(2026, 11, 1), 1)!;
    expect(new Date(start).getHours()).toBe(0);
    expect(new Date(start).getDate()).toBe(29);
  });
});

describe('logFirstPageStart', () => {
  const noon = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

  it('is the first of the month when the strip starts later', () => {
    // Friday 2026-11-27: two weeks back is Sunday 2026-11-08, later than 2026-11-01.
    expect(logFirstPageStart(noon(2026, 11, 27))).toBe(new Date(2026, 10, 1).getTime());
  });

  it('is the Sunday two weeks back early in a month, across the year end', () => {
    // Monday 2027-01-04: two weeks back is Monday 2026-12-21, in the week from Sunday 12-20.
    expect(logFirstPageStart(noon(2027, 1, 4))).toBe(new Date(2026, 11, 20).getTime());
  });
});
