import { describe, expect, it } from 'vitest';
import { REVIEW_REMINDER_DAYS, weekToLookBackOn } from './review-reminder';

describe('weekToLookBackOn', () => {
  it("offers last week on this week's first days, from midnight", () => {
    // Sunday 6 December 2026 begins a week; the week before began on Sunday 29 November.
    expect(weekToLookBackOn(new Date(2026, 11, 6, 0, 0))).toBe('2026-11-29');
    expect(weekToLookBackOn(new Date(2026, 11, 7, 23, 59))).toBe('2026-11-29');
  });

  it(`offers nothing from the week's day ${REVIEW_REMINDER_DAYS + 1} on, nor just before it began`, () => {
    expect(weekToLookBackOn(new Date(2026, 11, 8, 0, 0))).toBeNull();
    expect(weekToLookBackOn(new Date(2026, 11, 12, 23, 59))).toBeNull();
    expect(weekToLookBackOn(new Date(2026, 11, 5, 23, 59))).toBeNull();
  });

  it('looks back across a new year', () => {
    // Sunday 3 January 2027; the week before began on Sunday 27 December 2026.
    expect(weekToLookBackOn(new Date(2027, 0, 3, 8))).toBe('2026-12-27');
  });
});
