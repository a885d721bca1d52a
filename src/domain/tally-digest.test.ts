import { describe, expect, it } from 'vitest';
import {
  MAX_DIGEST_LENGTH,
  MAX_PART_DIGEST_LENGTH,
  closedDays,
  decodeDigest,
  decodePartDigest,
  encodeDigest,
  encodePartDigest,
  firstOpenDay,
  foldClosedDays,
  sumDays,
} from './tally-digest';
import type { YearDays } from './tally';

const HOUR = 3_600_000;

describe('the tally digest', () => {
  it('reads back exactly the days it was made of, to the millisecond', () => {
    const days: YearDays = {
      '01-01': { ms: 1, n: 1 },
      '02-29': { ms: HOUR + 499, n: 3 },
      '12-31': { ms: 26 * HOUR, n: 40 },
    };
    expect(decodeDigest(encodeDigest(days))).toEqual(days);
  });

  it('is about ten characters a day for a year of daily practice', () => {
    const days: YearDays = {};
    for (let day = 0; day < 365; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const key = date.toISOString().slice(5, 10);
      days[key] = { ms: 45 * 60_000 + day * 997, n: 1 + (day % 3) };
    }
    const digest = encodeDigest(days);
    expect(decodeDigest(digest)).toEqual(days);
    expect(digest.length / 365).toBeLessThan(10);
    expect(digest.length).toBeLessThan(MAX_DIGEST_LENGTH);
  });

  it('leaves out days without a session and keys that are not days', () => {
    expect(
      encodeDigest({ '03-01': { ms: 0, n: 0 }, '13-01': { ms: 5, n: 1 }, x: { ms: 5, n: 1 } }),
    ).toBe('');
  });

  it('skips what it cannot read, keeping the rest', () => {
    const good = encodeDigest({ '05-06': { ms: HOUR, n: 1 } });
    expect(decodeDigest(`${good},zz!,,00abc,x`)).toEqual({ '05-06': { ms: HOUR, n: 1 } });
    expect(decodeDigest(42)).toEqual({});
    expect(decodeDigest(null)).toEqual({});
    expect(decodeDigest('a'.repeat(MAX_DIGEST_LENGTH + 1))).toEqual({});
  });

  it('sums a digest and the days moved after it, dropping days left with no session', () => {
    const folded: YearDays = { '03-01': { ms: HOUR, n: 1 }, '03-02': { ms: 2 * HOUR, n: 2 } };
    const movedLater: YearDays = {
      '03-01': { ms: -HOUR, n: -1 },
      '03-02': { ms: 600_000, n: 0 },
      '03-03': { ms: HOUR, n: 1 },
    };
    expect(sumDays(folded, movedLater)).toEqual({
      '03-02': { ms: 2 * HOUR + 600_000, n: 2 },
      '03-03': { ms: HOUR, n: 1 },
    });
  });
});

describe('which days are folded in', () => {
  it('keeps this week, from its Sunday, apart', () => {
    expect(firstOpenDay(2026, '2026-11-27')).toBe('11-22');
    expect(firstOpenDay(2026, '2026-11-29')).toBe('11-29');
    expect(firstOpenDay(2025, '2026-11-27')).toBeNull();
    expect(firstOpenDay(2027, '2026-11-27')).toBe('01-01');
  });

  it('in a week that began last year, keeps last year’s end of it apart', () => {
    expect(firstOpenDay(2025, '2026-01-02')).toBe('12-28');
    expect(firstOpenDay(2024, '2026-01-02')).toBeNull();
    expect(firstOpenDay(2026, '2026-01-02')).toBe('01-01');
    expect(firstOpenDay(2025, '2026-01-04')).toBeNull();
  });

  it('folds the closed days into the digest, adding to what it had', () => {
    const days: YearDays = {
      '11-21': { ms: HOUR, n: 1 },
      '08-01': { ms: -HOUR, n: -1 },
      '11-22': { ms: HOUR, n: 1 },
    };
    expect(closedDays(2026, days, '2026-11-27')).toEqual(['08-01', '11-21']);
    const before = encodeDigest({ '08-01': { ms: HOUR, n: 1 }, '02-02': { ms: 5, n: 1 } });
    const folded = foldClosedDays(2026, before, days, '2026-11-27');
    expect(folded?.remove).toEqual(['08-01', '11-21']);
    expect(decodeDigest(folded?.digest)).toEqual({
      '02-02': { ms: 5, n: 1 },
      '11-21': { ms: HOUR, n: 1 },
    });
  });

  it('has nothing to fold when every day is still open', () => {
    expect(foldClosedDays(2026, '', { '11-23': { ms: HOUR, n: 1 } }, '2026-11-27')).toBeNull();
  });
});

describe('the part digest', () => {
  it('reads back the sums per part it was made of, and skips what is not a part', () => {
    const parts = { p1: { ms: 1, n: 1 }, 'Scales_2-x': { ms: 26 * HOUR, n: 40 } };
    expect(decodePartDigest(encodePartDigest(parts))).toEqual(parts);
    expect(encodePartDigest({ 'no way': { ms: 1, n: 1 }, p2: { ms: 0, n: 0 } })).toBe('');
    expect(decodePartDigest('p1:zz,bad entry,:1,p2:1.2')).toEqual({
      p1: { ms: 36 * 36 - 1, n: 1 },
      p2: { ms: 1, n: 2 },
    });
  });

  it('fits a goal of twelve parts well within its bound', () => {
    const parts = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`part-${i}-${'x'.repeat(12)}`, { ms: 9e11, n: 9999 }]),
    );
    expect(encodePartDigest(parts).length).toBeLessThan(MAX_PART_DIGEST_LENGTH / 4);
  });
});
