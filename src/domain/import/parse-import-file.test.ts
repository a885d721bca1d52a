import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS } from '../goal';
import { MS_PER_HOUR } from '../practice-sessions';
import { weekKey } from '../weeks';
import { MAX_IMPORT_GOALS, MAX_NESTING, jsonNestingDepth } from './limits';
import { parseImportFile } from './parse-import-file';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0); // Wednesday 18 Nov 2026, local time
const parse = (value: unknown) =>
  parseImportFile(typeof value === 'string' ? value : JSON.stringify(value), NOW, sequentialIds());

function goalsOf(value: unknown) {
  const result = parse(value);
  if (!result.ok) throw new Error(result.message);
  return result.goals.map((g) => g.goal);
}

describe('parseImportFile: format', () => {
  it.each([
    ['not JSON', 'hello'],
    ['empty', ''],
    ['an array', '[]'],
    ['null', 'null'],
    ['goals not an array', '{"goals": {}}'],
    ['no goals key', '{"exportDate": "x"}'],
  ])("answers 'Invalid file format' for %s", (_label, text) => {
    expect(parse(text)).toEqual({ ok: false, message: 'Invalid file format' });
  });

  it('refuses an empty goals array with a clear message', () => {
    expect(parse({ goals: [] })).toEqual({
      ok: false,
      message: 'This file has no goals to import.',
    });
  });

  it('refuses files over 5 MB and over the goal limit', () => {
    const huge = parse(`{"goals":[],"pad":"${'x'.repeat(5 * 1024 * 1024)}"}`);
    expect(huge).toEqual({ ok: false, message: expect.stringContaining('5 MB') });
    const many = parse({ goals: Array.from({ length: MAX_IMPORT_GOALS + 1 }, () => ({})) });
    expect(many).toEqual({
      ok: false,
      message: expect.stringContaining(`at most ${MAX_IMPORT_GOALS}`),
    });
  });

  it('refuses deep nesting before parsing, ignoring brackets inside strings', () => {
    const deep = `{"goals":[${'['.repeat(MAX_NESTING + 5)}${']'.repeat(MAX_NESTING + 5)}]}`;
    expect(parse(deep)).toEqual({ ok: false, message: expect.stringContaining('nested') });
    expect(jsonNestingDepth('{"a":"[[[[[[[[\\"[[["}')).toBe(1);
  });

  it('accepts a byte order mark', () => {
    expect(parse(`\uFEFF${JSON.stringify({ goals: [{ name: 'Piano' }] })}`).ok).toBe(true);
  });
});

describe('parseImportFile: fields', () => {
  it('gives every goal a fresh id, so nothing is overwritten', () => {
    const goals = goalsOf({
      goals: [
        { id: 'existing', name: 'A' },
        { id: 'existing', name: 'B' },
      ],
    });
    expect(goals.map((g) => g.id)).toEqual(['id-1', 'id-2']);
  });

  it('trims and limits names and notes, with defaults for missing fields', () => {
    const [named, unnamed] = goalsOf({
      goals: [{ name: `  ${'n'.repeat(150)}  `, note: 'x'.repeat(6000) }, { name: 42 }],
    });
    expect(named?.name).toHaveLength(100);
    expect(named?.note).toHaveLength(5000);
    expect(unnamed).toMatchObject({
      name: 'Untitled goal',
      note: '',
      targetHours: 4,
      // The default settings' 5-hour weekly target is its weekly goal.
      weeklyGoal: 5,
      currentLevel: 1,
      totalTimeSpent: 0,
      startDate: NOW.toISOString(),
      settings: DEFAULT_GOAL_SETTINGS,
      sessions: [],
    });
    expect(unnamed?.completed).toBeUndefined();
  });

  it('coerces numbers to finite values of at least 0', () => {
    const [goal] = goalsOf({
      goals: [
        { name: 'A', targetHours: -3, weeklyGoal: 'x', totalTimeSpent: -1, currentLevel: 99 },
      ],
    });
    expect(goal).toMatchObject({
      targetHours: 4,
      weeklyGoal: 5,
      totalTimeSpent: 0,
      currentLevel: 7,
    });
  });

  it('takes the weekly goal from an hours target, as its settings say', () => {
    const weekly = { frequency: 'weekly', target: { type: 'hours', value: 5 } };
    const daily = { frequency: 'daily', target: { type: 'hours', value: 1.5 } };
    const days = { frequency: 'daily', target: { type: 'days', value: 5 } };
    const goals = goalsOf({
      goals: [
        { name: 'A', weeklyGoal: 4, settings: weekly },
        { name: 'B', weeklyGoal: 4, settings: daily },
        { name: 'C', weeklyGoal: 3, settings: days },
      ],
    });
    expect(goals.map((g) => [g.name, g.weeklyGoal])).toEqual([
      ['A', 5],
      ['B', 10.5],
      ['C', 3],
    ]);
  });

  it('keeps only real past practice days, sorted and unique', () => {
    const [goal] = goalsOf({
      goals: [
        {
          name: 'A',
          practiceDays: [
            '2026-11-02',
            '2026-02-30',
            'yesterday',
            5,
            '2026-11-01',
            '2026-11-02',
            '2027-01-01',
          ],
        },
      ],
    });
    expect(goal?.practiceDays).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('keeps valid sessions only and derives the figures from them', () => {
    const end = NOW.getTime() - MS_PER_HOUR;
    const [goal] = goalsOf({
      goals: [
        {
          name: 'A',
          sessions: [
            { id: 's1', start: end - 2 * MS_PER_HOUR, end, source: 'timer' },
            { id: 's2', start: end - MS_PER_HOUR, end, source: 'timer' }, // overlaps s1
            { id: 's3', start: end, end: end + 10 * MS_PER_HOUR }, // ends in the future
            { id: 's4', start: 'x', end },
            { start: end - 30 * MS_PER_HOUR, end: end - 29 * MS_PER_HOUR, source: 'hacker' },
          ],
        },
      ],
    });
    expect(goal?.sessions.map((s) => [s.id, s.source])).toEqual([
      ['import-5', 'import'],
      ['s1', 'timer'],
    ]);
    expect(goal?.totalTimeSpent).toBeCloseTo(3);
  });

  it('keeps settings like the stored defaults and only valid resources', () => {
    const [goal] = goalsOf({
      goals: [
        {
          name: 'A',
          settings: {
            frequency: 'daily',
            target: { type: 'books', value: 3 },
            reminders: true,
            notifications: 'yes',
            resources: [
              { type: 'book', name: ' Sight reading ', completed: true },
              { type: 'weapon', name: 'x' },
              { type: 'video', name: '' },
            ],
            extra: 'ignored',
          },
        },
      ],
    });
    expect(goal?.settings).toEqual({
      frequency: 'daily',
      target: { type: 'books', value: 3 },
      resources: [{ type: 'book', name: 'Sight reading', completed: true }],
      reminders: true,
      notifications: false,
    });
  });

  it('carries legacy totals, weekly figures, trophies, days and level', () => {
    const week = weekKey(NOW);
    const [goal] = goalsOf({
      goals: [
        {
          name: 'Legacy',
          totalTimeSpent: 60,
          weeklyGoal: 4,
          settings: { frequency: 'weekly', target: { type: 'hours', value: 4 } },
          currentLevel: 3,
          practiceDays: ['2026-11-16'],
          weeklyTrophies: [
            { ...week, weeklyTimeSpent: 9, trophies: 2 },
            { year: 2026, weekNumber: 40, weeklyTimeSpent: 4, trophies: 1 },
          ],
        },
      ],
    });
    expect(goal).toMatchObject({
      totalTimeSpent: 60,
      weeklyTimeSpent: 9,
      trophies: 3,
      currentLevel: 3,
      practiceDays: ['2026-11-16'],
    });
    expect(goal?.imported?.totalHours).toBe(60);
  });

  it('keeps completed goals completed with a valid completion date', () => {
    const [a, b] = goalsOf({
      goals: [
        { name: 'A', completed: true, completedDate: '2026-01-02T03:04:05.000Z' },
        { name: 'B', completed: true, completedDate: 'nope' },
      ],
    });
    expect(a).toMatchObject({ completed: true, completedDate: '2026-01-02T03:04:05.000Z' });
    expect(b).toMatchObject({ completed: true, completedDate: NOW.toISOString() });
  });

  it('never lets __proto__ or constructor keys pollute or leak', () => {
    const text =
      '{"goals":[{"name":"A","__proto__":{"polluted":1,"name":"B"},"constructor":{"prototype":{"polluted":2}},' +
      '"settings":{"__proto__":{"reminders":true}}}],"__proto__":{"polluted":3}}';
    const result = parseImportFile(text, NOW, sequentialIds());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.goals[0]?.goal.name).toBe('A');
    expect(result.goals[0]?.goal.settings.reminders).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(result.goals[0]!.goal)).not.toContain('__proto__');
  });
});
