import { describe, expect, it } from 'vitest';
import { hoursByDay } from './day-hours';
import { HEATMAP_WEEKS, heatCellName, heatLevel, heatmapWeeks } from './heatmap';

const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('hoursByDay', () => {
  it('adds sessions on the local day they start, even past midnight', () => {
    const byDay = hoursByDay([
      { start: local(2026, 11, 21, 9), end: local(2026, 11, 21, 10) },
      { start: local(2026, 11, 21, 23, 30), end: local(2026, 11, 22, 0, 30) },
      { start: local(2026, 11, 22, 8), end: local(2026, 11, 22, 8, 30) },
    ]);
    expect(Object.fromEntries(byDay)).toEqual({ '2026-11-21': 2, '2026-11-22': 0.5 });
  });

  it('counts the real hours of a session over a daylight-saving change', () => {
    // 01:00 to 04:00 local on 8 March 2026 is 2 real hours in New York, 3 in Kolkata.
    const start = local(2026, 3, 8, 1);
    const end = local(2026, 3, 8, 4);
    expect(hoursByDay([{ start, end }]).get('2026-03-08')).toBe((end - start) / 3_600_000);
  });
});

describe('heatLevel', () => {
  it('steps by hours', () => {
    expect([0, 0.25, 0.5, 0.75, 1, 2, 2.5].map(heatLevel)).toEqual([0, 1, 1, 2, 3, 3, 4]);
  });
});

describe('heatmapWeeks', () => {
  const today = new Date(2026, 10, 21, 15); // Saturday 21 November 2026
  const weeks = heatmapWeeks(
    new Map([
      ['2026-11-21', 1],
      ['2025-11-16', 3],
    ]),
    today,
  );

  it('has a year of Sunday-to-Saturday columns ending with the week of today', () => {
    expect(weeks).toHaveLength(HEATMAP_WEEKS);
    expect(weeks.at(-1)?.days.at(-1)?.day).toBe('2026-11-21');
    expect(weeks[0]?.days[0]?.day).toBe('2025-11-16');
    for (const week of weeks) expect(week.start.getDay()).toBe(0);
  });

  it('marks today and fills hours and levels', () => {
    const last = weeks.at(-1)?.days.at(-1);
    expect(last).toMatchObject({ hours: 1, level: 3, isToday: true });
    expect(weeks[0]?.days[0]).toMatchObject({ hours: 3, level: 4, isToday: false });
    expect(weeks.flatMap((w) => w.days).filter((d) => d?.isToday)).toHaveLength(1);
  });

  it('leaves the days after today empty', () => {
    const wednesday = new Date(2026, 10, 18, 8);
    const days = heatmapWeeks(new Map(), wednesday).at(-1)?.days ?? [];
    expect(days.map((d) => d?.day ?? null)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      null,
      null,
      null,
    ]);
  });

  it('labels the first column only when the next label is not right beside it', () => {
    // 23 November 2025 starts the first column; 1 December is in the second.
    const close = heatmapWeeks(new Map(), new Date(2026, 10, 23, 9));
    expect(close[0]?.monthLabel).toBeNull();
    expect(close[1]?.monthLabel).toBe('Dec');
  });

  it('labels the column where each month begins, and the first column', () => {
    const labels = weeks.map((w) => w.monthLabel).filter(Boolean);
    expect(labels).toEqual([
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
  });

  it('has every calendar day once across daylight-saving changes', () => {
    const days = weeks.flatMap((w) => w.days).filter((d) => d !== null);
    expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
    expect(days).toHaveLength(52 * 7 + 7);
    expect(days.map((d) => d.day)).toContain('2026-03-08');
    expect(days.map((d) => d.day)).toContain('2026-11-01');
    for (const d of days) expect(d.date.getHours()).toBe(0);
  });
});

describe('heatCellName', () => {
  it('names a day and its hours with one decimal', () => {
    expect(heatCellName({ date: new Date(2026, 10, 21), hours: 1 })).toBe('Nov 21, 2026: 1.0 h');
    expect(heatCellName({ date: new Date(2026, 0, 5), hours: 0.25 })).toBe('Jan 5, 2026: 0.3 h');
    expect(heatCellName({ date: new Date(2026, 0, 5), hours: 0 })).toBe('Jan 5, 2026: 0.0 h');
  });
});

describe('the heatmap of one goal', () => {
  it('carries each day’s state and names the empty ones by it', () => {
    const today = new Date(2026, 10, 21, 12);
    const weeks = heatmapWeeks(new Map([['2026-11-20', 1]]), today, 1, (day) =>
      day === '2026-11-20' ? 'practiced' : day === '2026-11-19' ? 'rest' : 'missed',
    );
    const days = weeks[0]!.days;
    expect(days.map((d) => d?.state)).toEqual([
      'missed',
      'missed',
      'missed',
      'missed',
      'rest',
      'practiced',
      'missed',
    ]);
    expect(heatCellName(days[4]!)).toBe('Nov 19, 2026: 0.0 h, rest day');
    expect(heatCellName(days[5]!)).toBe('Nov 20, 2026: 1.0 h');
    expect(heatmapWeeks(new Map(), today, 1)[0]!.days[0]).not.toHaveProperty('state');
  });
});
