import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from './goal';
import {
  isStoredSnapshot,
  readSnapshot,
  SHARE_SEPARATOR,
  SHARED_FIGURE_MAX,
  SHARED_GOAL_LIMIT,
  SHARED_NAME_MAX,
  SHARED_NOTE_MAX,
  sharedSnapshot,
  toSharedGoal,
  toStoredSnapshot,
  type SharedGoal,
} from './sharing-snapshot';

const TODAY = new Date(2026, 2, 15, 12);
const goal = (overrides: Partial<Goal> = {}): Goal => ({
  ...createGoal({ id: 'p', name: 'Piano', note: 'Scales daily', now: TODAY }),
  ...overrides,
});

const piano: SharedGoal = {
  name: 'Piano',
  note: 'Scales daily',
  level: 2,
  hours: 21.3,
  trophies: 3,
  dayCount: 12,
  recentDays: ['2026-03-13', '2026-03-14'],
};

describe('toSharedGoal', () => {
  it('keeps what the share view shows', () => {
    const shared = toSharedGoal(
      goal({
        currentLevel: 2,
        totalTimeSpent: 21.25,
        trophies: 3,
        practiceDays: ['2025-01-01', '2026-03-13', '2026-03-14', '2026-03-14', 'bad'],
      }),
      TODAY,
    );
    expect(shared).toMatchObject({
      name: 'Piano',
      note: 'Scales daily',
      level: 2,
      hours: 21.25,
      trophies: 3,
      dayCount: 3,
      recentDays: ['2026-03-13', '2026-03-14'],
    });
    // 31 days before today to 3 after (the card's marks: sharing-snapshot-card.test.ts).
    expect(shared.marks?.from).toBe('2026-02-12');
    expect(shared.marks?.states).toHaveLength(35);
    expect(shared.marks?.states.slice(-6, -4)).toEqual(['practiced', 'practiced']);
  });

  it('keeps the practice days from 31 days before to 3 days after today', () => {
    const practiceDays = ['2026-02-11', '2026-02-12', '2026-03-18', '2026-03-19'];
    expect(toSharedGoal(goal({ practiceDays }), TODAY).recentDays).toEqual([
      '2026-02-12',
      '2026-03-18',
    ]);
  });

  it('bounds the texts and figures', () => {
    const shared = toSharedGoal(
      goal({
        name: `Pi${SHARE_SEPARATOR}ano`.padEnd(150, 'x'),
        note: 'n'.repeat(SHARED_NOTE_MAX + 5),
        currentLevel: 12,
        totalTimeSpent: Number.POSITIVE_INFINITY,
        trophies: -2,
      }),
      TODAY,
    );
    expect(shared.name).toHaveLength(SHARED_NAME_MAX);
    expect(shared.name.startsWith('Piano')).toBe(true);
    expect(shared.note).toHaveLength(SHARED_NOTE_MAX);
    expect(shared.note.endsWith('n…')).toBe(true);
    expect(shared.level).toBe(7);
    expect(shared.hours).toBe(0);
    expect(shared.trophies).toBe(0);
    expect(toSharedGoal(goal({ totalTimeSpent: 1e12 }), TODAY).hours).toBe(SHARED_FIGURE_MAX);
  });

  it('never cuts a character in half', () => {
    const name = `${'x'.repeat(SHARED_NAME_MAX - 1)}🎹`;
    expect(toSharedGoal(goal({ name }), TODAY).name).toBe('x'.repeat(SHARED_NAME_MAX - 1));
  });
});

describe('sharedSnapshot', () => {
  it(`keeps the first ${SHARED_GOAL_LIMIT} goals`, () => {
    const goals = Array.from({ length: 63 }, (_, i) => goal({ name: `G${i}` }));
    const snapshot = sharedSnapshot(goals, TODAY);
    expect(snapshot).toHaveLength(SHARED_GOAL_LIMIT);
    expect(snapshot.at(-1)?.name).toBe('G49');
  });
});

describe('toStoredSnapshot and readSnapshot', () => {
  it('stores one text per goal in each list', () => {
    const stored = toStoredSnapshot([piano, { ...piano, name: 'Chess', recentDays: [] }]);
    expect(stored).toEqual({
      names: ['Piano', 'Chess'],
      notes: ['Scales daily', 'Scales daily'],
      figures: ['2;21.3;3;12', '2;21.3;3;12'],
      recentDays: ['2026-03-13,2026-03-14', ''],
      dayMarks: ['', ''],
    });
    expect(isStoredSnapshot(stored)).toBe(true);
  });

  it('stores the plan, streaks and day marks after the figures', () => {
    const marks = { from: '2026-02-12', states: Array(35).fill('rest') };
    const stored = toStoredSnapshot([
      {
        ...piano,
        plan: { kind: 'weekdays', days: '135' },
        streaks: { current: 4, longest: 9, unit: 'day' },
        marks: { ...marks, states: [...marks.states.slice(1), 'missed'] },
      },
    ]);
    expect(stored.figures).toEqual(['2;21.3;3;12;4;9;weekdays:135']);
    expect(stored.dayMarks).toEqual([`2026-02-12${'r'.repeat(34)}m`]);
    expect(isStoredSnapshot(stored)).toBe(true);
    expect(isStoredSnapshot({ ...stored, dayMarks: ['2026-02-12rrr'] })).toBe(false);
    expect(isStoredSnapshot({ ...stored, figures: ['2;21.3;3;12;4;9;weekdays:9'] })).toBe(false);
  });

  it('reads a link of the earlier version: four figures, no day marks', () => {
    const [shared] = readSnapshot({
      names: ['Piano'],
      notes: [''],
      figures: ['2;21.3;3;12'],
      recentDays: ['2026-03-13'],
    });
    expect(shared).toEqual({ ...piano, note: '', recentDays: ['2026-03-13'] });
  });

  it('reads back what it stored, hours as the view shows them', () => {
    const shared = toSharedGoal(goal({ totalTimeSpent: 21.25, currentLevel: 3 }), TODAY);
    expect(readSnapshot(toStoredSnapshot([shared]))).toEqual([{ ...shared, hours: 21.3 }]);
    expect(readSnapshot(toStoredSnapshot([]))).toEqual([]);
  });

  it("reads the earlier versions' list of whole goals", () => {
    const old = {
      id: 'g1',
      name: 'Piano',
      note: 'Scales',
      currentLevel: 2,
      totalTimeSpent: 21.25,
      trophies: 3,
      practiceDays: ['2026-03-14', '2026-03-13', 'junk'],
      sessions: [],
    };
    expect(readSnapshot([old, null])).toEqual([
      {
        name: 'Piano',
        note: 'Scales',
        level: 2,
        hours: 21.25,
        trophies: 3,
        dayCount: 2,
        recentDays: ['2026-03-13', '2026-03-14'],
      },
      {
        name: 'Untitled goal',
        note: '',
        level: 1,
        hours: 0,
        trophies: 0,
        dayCount: 0,
        recentDays: [],
      },
    ]);
  });

  it('reads malformed lists defensively', () => {
    expect(readSnapshot(undefined)).toEqual([]);
    expect(readSnapshot('x')).toEqual([]);
    expect(readSnapshot({ names: ['A', 5], figures: ['x;y'], recentDays: [7] })).toEqual([
      { name: 'A', note: '', level: 1, hours: 0, trophies: 0, dayCount: 0, recentDays: [] },
      {
        name: 'Untitled goal',
        note: '',
        level: 1,
        hours: 0,
        trophies: 0,
        dayCount: 0,
        recentDays: [],
      },
    ]);
  });
});

describe('isStoredSnapshot', () => {
  const stored = (changes: Record<string, unknown> = {}) => ({
    ...toStoredSnapshot([piano, piano]),
    ...changes,
  });

  it('accepts what toSharedGoal and toStoredSnapshot make, at every bound', () => {
    const most = toStoredSnapshot(
      Array.from({ length: SHARED_GOAL_LIMIT }, () =>
        toSharedGoal(
          goal({
            name: 'n'.repeat(500),
            note: 'é'.repeat(5000),
            currentLevel: 7,
            totalTimeSpent: 1e9,
            trophies: 1e9,
            practiceDays: Array.from({ length: 60 }, (_, d) =>
              new Date(2026, 1, d + 1).toISOString().slice(0, 10),
            ),
          }),
          TODAY,
        ),
      ),
    );
    expect(isStoredSnapshot(most)).toBe(true);
    expect(isStoredSnapshot(stored({ names: ['', ''], notes: ['', ''] }))).toBe(true);
  });

  it.each([
    ['more goals than the limit', toStoredSnapshot(Array(SHARED_GOAL_LIMIT + 1).fill(piano))],
    ['a long name', stored({ names: ['n'.repeat(SHARED_NAME_MAX + 1), 'a'] })],
    ['a long note', stored({ notes: ['n'.repeat(SHARED_NOTE_MAX + 1), ''] })],
    ['the separator in a name', stored({ names: [`a${SHARE_SEPARATOR}b`, 'c'] })],
    ['a number for a name', stored({ names: [5, 'a'] })],
    ['a list one short', stored({ notes: [''] })],
    ['an extra list', stored({ extra: [] })],
    ['a level of 8', stored({ figures: ['8;1.0;1;1', '1;1.0;1;1'] })],
    ['hours without a decimal', stored({ figures: ['1;1;1;1', '1;1.0;1;1'] })],
    ['36 recent days', stored({ recentDays: [Array(36).fill('2026-03-01').join(','), ''] })],
    ['a list of whole goals', [piano]],
  ])('refuses %s', (_, value) => {
    expect(isStoredSnapshot(value)).toBe(false);
  });
});
