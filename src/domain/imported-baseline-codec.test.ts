import { describe, expect, it } from 'vitest';
import {
  STORED_DAYS_MAX,
  STORED_DAYS_MAX_CHARS,
  STORED_WEEKS_MAX,
  STORED_WEEKS_MAX_CHARS,
  decodeBaseline,
  encodeBaseline,
} from './imported-baseline-codec';
import type { ImportedBaseline } from './imported-baseline';

const baseline: ImportedBaseline = {
  totalHours: 12.5,
  weeks: [
    { year: 2024, weekNumber: 3, hours: 1.25 },
    { year: 2024, weekNumber: 52, hours: 2 / 3 },
  ],
  practiceDays: ['2024-01-14', '2024-12-22'],
};

describe('stored imported baseline', () => {
  it('round-trips, week hours to the millisecond', () => {
    const stored = encodeBaseline(baseline);
    expect(stored.practiceDays).toBe('2024-01-14,2024-12-22');
    expect(stored.weeks).toBe('2024-3:4500000,2024-52:2400000');
    const back = decodeBaseline(stored)!;
    expect(back.totalHours).toBe(12.5);
    expect(back.practiceDays).toEqual(baseline.practiceDays);
    expect(back.weeks[0]).toEqual(baseline.weeks[0]);
    expect(back.weeks[1]!.hours).toBeCloseTo(2 / 3, 9);
  });

  it('reads the lists earlier versions stored', () => {
    expect(decodeBaseline(JSON.parse(JSON.stringify(baseline)))).toEqual(baseline);
  });

  it('drops malformed entries and reads nothing usable as undefined', () => {
    const read = decodeBaseline({
      totalHours: -4,
      weeks: '2024-3:abc,x,2024-4:3600000',
      practiceDays: '2024-02-30,nope,2024-03-01',
    });
    expect(read).toEqual({
      totalHours: 0,
      weeks: [{ year: 2024, weekNumber: 4, hours: 1 }],
      practiceDays: ['2024-03-01'],
    });
    expect(decodeBaseline({ totalHours: 0, weeks: '', practiceDays: '' })).toBeUndefined();
    expect(decodeBaseline('2024-01-01')).toBeUndefined();
    expect(decodeBaseline(null)).toBeUndefined();
  });

  it('stays within the lengths the rules allow at the most entries kept', () => {
    const most: ImportedBaseline = {
      totalHours: 1_000_000,
      weeks: Array.from({ length: STORED_WEEKS_MAX + 10 }, (_, i) => ({
        year: 2000 + (i % 100),
        weekNumber: 53,
        hours: 999_999.999,
      })),
      practiceDays: Array.from({ length: STORED_DAYS_MAX + 10 }, () => '2024-12-31'),
    };
    const stored = encodeBaseline(most);
    expect(stored.weeks.split(',')).toHaveLength(STORED_WEEKS_MAX);
    expect(stored.weeks.length).toBeLessThanOrEqual(STORED_WEEKS_MAX_CHARS);
    expect(stored.practiceDays.split(',')).toHaveLength(STORED_DAYS_MAX);
    expect(stored.practiceDays.length).toBeLessThanOrEqual(STORED_DAYS_MAX_CHARS);
  });
});
