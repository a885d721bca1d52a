import { describe, expect, it } from 'vitest';
import {
  addRestEntry,
  applyRestEdit,
  holdsRestEdit,
  readRestEntries,
  restEdit,
  reversedRestEdit,
  MAX_REST_RANGES,
  REST_LIMIT_MESSAGE,
  addRestRange,
  encodeRestRanges,
  endRestRange,
  isRestDay,
  mergeRestRanges,
  readRestRanges,
  removeRestRange,
  restFor,
  restRangeOn,
  validateRestRange,
} from './rest-ranges';

const today = new Date(2026, 10, 14, 9);
const r = (from: string, to = from) => ({ from, to });

describe('validateRestRange', () => {
  it.each([
    [r('2026-11-14'), null],
    [r('2026-11-10', '2026-11-21'), null],
    [r('2000-01-01'), null],
    [r('2027-11-14'), null],
    [r('2026-01-01', '2026-12-31'), null],
    [r('2026-13-01'), 'Choose a valid date.'],
    [r('2026-02-30'), 'Choose a valid date.'],
    [r('2026-11-14', '2026-11-13'), 'The last day of rest cannot come before the first.'],
    [r('1999-12-31'), 'Rest days can start on 1 January 2000 at the earliest.'],
    [r('2027-11-15'), 'Rest days can be set at most a year ahead.'],
    [r('2025-01-01', '2026-01-01'), 'A break can last at most a year. Split a longer one in two.'],
  ])('%j → %s', (range, message) => {
    expect(validateRestRange(range, today)).toBe(message);
  });
});

describe('adding, merging and removing', () => {
  it('merges overlapping and touching ranges, sorted', () => {
    expect(
      mergeRestRanges([
        r('2026-11-20', '2026-11-25'),
        r('2026-11-01', '2026-11-03'),
        r('2026-11-04'),
        r('2026-11-22', '2026-11-30'),
      ]),
    ).toEqual([r('2026-11-01', '2026-11-04'), r('2026-11-20', '2026-11-30')]);
  });

  it('merges across a month and a year end', () => {
    expect(mergeRestRanges([r('2026-12-31'), r('2027-01-01', '2027-01-02')])).toEqual([
      r('2026-12-31', '2027-01-02'),
    ]);
  });

  it('adds a valid range and refuses a bad one, changing nothing', () => {
    const ranges = [r('2026-11-01')];
    expect(addRestRange(ranges, r('2026-11-02', '2026-11-05'), today)).toEqual({
      ok: true,
      ranges: [r('2026-11-01', '2026-11-05')],
    });
    expect(addRestRange(ranges, r('1999-01-01'), today).ok).toBe(false);
    expect(ranges).toEqual([r('2026-11-01')]);
  });

  it(`keeps at most ${MAX_REST_RANGES} ranges`, () => {
    const days = Array.from({ length: MAX_REST_RANGES }, (_, i) => {
      const d = new Date(2026, 0, 1 + i * 2);
      return r(
        `2026-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
      );
    });
    const full = mergeRestRanges(days);
    expect(full).toHaveLength(MAX_REST_RANGES);
    expect(addRestRange(full, r('2026-11-10'), today)).toEqual({
      ok: false,
      message: REST_LIMIT_MESSAGE,
    });
    // One that merges into a kept range still fits.
    expect(addRestRange(full, r('2026-01-02'), today).ok).toBe(true);
  });

  it('removes a range and ends one early', () => {
    const ranges = [r('2026-11-01', '2026-11-03'), r('2026-11-10', '2026-11-20')];
    expect(removeRestRange(ranges, ranges[0]!)).toEqual([ranges[1]]);
    expect(endRestRange(ranges, ranges[1]!, '2026-11-14')).toEqual([
      ranges[0],
      r('2026-11-10', '2026-11-13'),
    ]);
    expect(endRestRange(ranges, ranges[1]!, '2026-11-10')).toEqual([ranges[0]]);
    expect(endRestRange(ranges, ranges[1]!, '2026-12-01')).toEqual(ranges);
  });

  it('finds the range of a day', () => {
    const ranges = [r('2026-11-10', '2026-11-20')];
    expect(restRangeOn(ranges, '2026-11-10')).toEqual(ranges[0]);
    expect(isRestDay(ranges, '2026-11-20')).toBe(true);
    expect(isRestDay(ranges, '2026-11-21')).toBe(false);
    expect(isRestDay(ranges, '2026-11-09')).toBe(false);
  });

  it('joins a goal’s rest with the rest of all goals', () => {
    expect(restFor(undefined, [r('2026-11-01')])).toEqual([r('2026-11-01')]);
    expect(restFor([r('2026-11-02')], [r('2026-11-01')])).toEqual([r('2026-11-01', '2026-11-02')]);
  });
});

describe('the stored form', () => {
  it('round-trips', () => {
    const ranges = [r('2026-11-01'), r('2026-11-10', '2026-11-20')];
    expect(encodeRestRanges(ranges)).toEqual(['2026-11-01', '2026-11-10/2026-11-20']);
    expect(readRestRanges(encodeRestRanges(ranges))).toEqual(ranges);
  });

  it('skips what is malformed and never throws', () => {
    expect(readRestRanges('2026-11-01')).toEqual([]);
    expect(readRestRanges(null)).toEqual([]);
    expect(
      readRestRanges([
        42,
        'junk',
        '2026-11-05/2026-11-01',
        '2026-11-01/2026-11-02/2026-11-03',
        '2026-02-30',
        '2026-11-07',
      ]),
    ).toEqual([r('2026-11-07')]);
  });

  it('keeps at most the latest hundred', () => {
    const many = Array.from({ length: 150 }, (_, i) => `${2000 + i}-06-01`);
    const read = readRestRanges(many);
    expect(read).toHaveLength(MAX_REST_RANGES);
    expect(read.at(-1)).toEqual(r('2149-06-01'));
  });
});

describe('rest entries edited one by one', () => {
  const d = (day: string) => ({ from: day, to: day });
  it('adds and removes only the entries that changed, and keeps another device’s', () => {
    const edit = restEdit([d('2026-12-03')], [d('2026-12-03'), d('2026-12-05')]);
    expect(edit).toEqual({ add: [d('2026-12-05')], remove: [] });
    const theirs = [d('2026-12-03'), d('2026-12-04')];
    expect(applyRestEdit(theirs, edit!)).toEqual([...theirs, d('2026-12-05')]);
    expect(holdsRestEdit(applyRestEdit(theirs, edit!), edit!)).toBe(true);
    expect(restEdit(theirs, theirs)).toBeNull();
  });

  it('takes a removal back (Undo) and keeps what another device added meanwhile', () => {
    const before = [d('2026-12-03'), { from: '2026-12-10', to: '2026-12-14' }];
    const removal = restEdit(before, [d('2026-12-03')])!;
    expect(reversedRestEdit(removal)).toEqual({
      add: [{ from: '2026-12-10', to: '2026-12-14' }],
      remove: [],
    });
    const meanwhile = [d('2026-12-03'), d('2026-12-20')];
    expect(applyRestEdit(meanwhile, reversedRestEdit(removal))).toEqual([
      d('2026-12-03'),
      { from: '2026-12-10', to: '2026-12-14' },
      d('2026-12-20'),
    ]);
  });

  it('reads stored entries as they are: sorted, not merged, repeats once', () => {
    expect(readRestEntries(['2026-12-04', '2026-12-03', '2026-12-04', 'x'])).toEqual([
      d('2026-12-03'),
      d('2026-12-04'),
    ]);
  });
});

describe('addRestEntry', () => {
  const d = (day: string) => ({ from: day, to: day });
  const today = new Date(2026, 11, 1);
  it('merges the new rest with the entries it touches, and leaves the others alone', () => {
    const entries = [d('2026-12-03'), d('2026-12-04'), d('2026-12-10')];
    expect(addRestEntry(entries, d('2026-12-11'), today)).toEqual({
      ok: true,
      edit: { add: [{ from: '2026-12-10', to: '2026-12-11' }], remove: [d('2026-12-10')] },
    });
    expect(addRestEntry(entries, d('2026-12-20'), today)).toEqual({
      ok: true,
      edit: { add: [d('2026-12-20')], remove: [] },
    });
    expect(addRestEntry(entries, d('2026-12-04'), today)).toMatchObject({ ok: true });
  });

  it('refuses a 101st entry and an invalid range', () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      d(`2026-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`),
    );
    expect(addRestEntry(many, d('2026-12-20'), today)).toEqual({
      ok: false,
      message: REST_LIMIT_MESSAGE,
    });
    expect(addRestEntry([], { from: '2026-12-05', to: '2026-12-04' }, today).ok).toBe(false);
  });
});
